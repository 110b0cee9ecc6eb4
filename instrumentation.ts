/** Runs once when a server process starts: validate the environment, then bound every outgoing HTTP call. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { ConfigError, getConfig } = await import('@/lib/config');
  try {
    getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { installHttpAgent } = await import('@/lib/http-agent');
  installHttpAgent();
}
