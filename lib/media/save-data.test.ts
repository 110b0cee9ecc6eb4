/** @jest-environment node */
import { nextConfig } from '../../next.config.mjs';
import { saveDataImageUrl, wantsSaveData } from '@/lib/media/save-data';

const image = (query: string) => new URL(`https://school.example/_next/image?url=%2Fapi%2Fimage%2Fa.jpg&${query}`);

describe('wantsSaveData', () => {
  it('is true for on, in any letter case, and false otherwise', () => {
    expect(wantsSaveData('on')).toBe(true);
    expect(wantsSaveData(' On ')).toBe(true);
    for (const value of [null, '', 'off', '1', 'yes']) expect(wantsSaveData(value)).toBe(false);
  });
});

describe('saveDataImageUrl', () => {
  it('asks for the largest accepted width at most half the one asked, marked, keeping the rest', () => {
    const target = saveDataImageUrl(image('w=1080&q=75'));
    expect(target?.searchParams.get('w')).toBe('384');
    expect(target?.searchParams.get('q')).toBe('75');
    expect(target?.searchParams.get('url')).toBe('/api/image/a.jpg');
    expect(target?.searchParams.get('sd')).toBe('1');
    expect(saveDataImageUrl(image('w=640&q=75'))?.searchParams.get('w')).toBe('256');
    expect(saveDataImageUrl(image('w=2560&q=75'))?.searchParams.get('w')).toBe('1280');
  });

  it('goes to the smallest width when nothing accepted is half as wide', () => {
    expect(saveDataImageUrl(image('w=96&q=75'))?.searchParams.get('w')).toBe('64');
  });

  it('leaves alone an address already reduced, already the smallest, or with a width the optimiser refuses', () => {
    expect(saveDataImageUrl(image('w=256&q=75&sd=1'))).toBeNull();
    expect(saveDataImageUrl(image('w=64&q=75'))).toBeNull();
    expect(saveDataImageUrl(image('w=500&q=75'))).toBeNull();
    // Next's default widths that this site does not make.
    expect(saveDataImageUrl(image('w=3840&q=75'))).toBeNull();
    expect(saveDataImageUrl(image('w=48&q=75'))).toBeNull();
    expect(saveDataImageUrl(image('q=75'))).toBeNull();
  });
});

describe('the widths it chooses from', () => {
  it('are widths the image optimiser, as next.config.mjs sets it up, accepts', () => {
    const accepted = [...(nextConfig.images?.imageSizes ?? []), ...(nextConfig.images?.deviceSizes ?? [])];
    expect(accepted.length).toBeGreaterThan(1);
    for (const width of accepted) {
      const target = saveDataImageUrl(image(`w=${width}&q=75`));
      if (width === Math.min(...accepted)) expect(target).toBeNull();
      else expect(accepted).toContain(Number(target?.searchParams.get('w')));
    }
  });
});
