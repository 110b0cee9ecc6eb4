import 'server-only';
import { ConfigError, getConfig } from '@/lib/config';
import { installHttpAgent } from '@/lib/http-agent';

/** Validates the environment (stopping the process with one line naming the bad variable), then bounds outgoing HTTP. */
export function startServer(): void {
  try {
    getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  installHttpAgent();
}
