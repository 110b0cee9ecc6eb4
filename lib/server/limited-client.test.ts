/** @jest-environment node */
import { BlockList } from 'node:net';
import { installClientIpHook, limitedClient } from './client-address';

// Its own file: the hook is installed once per process (here, per test file), and the first test needs it absent.
const forwarded = (value: string | null) => new Headers(value === null ? {} : { 'x-forwarded-for': value });

describe('limitedClient', () => {
  it('refuses, and says which handler, while this process does not pin X-Forwarded-For', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(limitedClient(forwarded('203.0.113.9'), 'tc')).toBeNull();
    expect(logged).toHaveBeenCalledWith(JSON.stringify({ level: 'error', msg: 'tc-client-ip-hook-missing' }));
    logged.mockRestore();
  });

  it('with the hook: an IPv4 client by its address, an IPv6 one by its /64, none as unknown', () => {
    installClientIpHook(new BlockList());
    expect(limitedClient(forwarded('203.0.113.9'), 'tc')).toEqual({ address: '203.0.113.9', key: '203.0.113.9' });
    expect(limitedClient(forwarded('2001:db8:1:2:3:4:5:6'), 'visit')).toEqual({ address: '2001:db8:1:2:3:4:5:6', key: '2001:db8:1:2::/64' });
    expect(limitedClient(forwarded(null), 'vitals')).toEqual({ address: null, key: 'unknown' });
  });
});
