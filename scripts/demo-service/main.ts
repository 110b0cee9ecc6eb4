/**
 * `npx tsx scripts/demo-service/main.ts` (or `npm run demo-service`): runs the demo content service
 * until interrupted. Environment: DEMO_PORT (default 4010, 0 for any free port), DEMO_SCHOOL_CODE,
 * DEMO_TOKEN, DEMO_FAULT (initial fault mode), DEMO_FAULT_ONLY (limit it to paths containing this),
 * DEMO_ASSETS_DIR (default .demo-assets/ at the repository root).
 */
import { startDemoService } from './server';

async function main(): Promise<void> {
  const service = await startDemoService();
  const fault = service.fault();
  console.log(`demo-service: listening on ${service.url} (fault ${fault.mode}${fault.only ? ` on ${fault.only}` : ''}; assets in ${service.assetsDir})`);
  const stop = () => {
    void service.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`demo-service: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
