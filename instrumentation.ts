/** Runs once when a server process starts. The Node-only work lives in its own module so Edge bundles never see it. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server/start');
    startServer();
  }
}
