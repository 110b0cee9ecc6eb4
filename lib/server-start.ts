import 'server-only';
import { installClientIpHook } from '@/lib/client-ip';
import { ConfigError, getConfig } from '@/lib/config';
import { installHttpAgent } from '@/lib/http-agent';

/**
 * Validates the environment (stopping the process with one line naming the bad variable), bounds outgoing
 * HTTP and pins X-Forwarded-For to the socket's peer unless TRUST_PROXY says a front proxy sets it.
 */
export function startServer(): void {
  let trustProxy: boolean;
  try {
    trustProxy = getConfig().trustProxy;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  installHttpAgent();
  installClientIpHook(trustProxy);
}
