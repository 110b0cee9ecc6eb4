/**
 * `npm start`. With CONTENT_API_URL unset: starts the demo content service on loopback, points the site
 * at it, builds when there is no build, serves, and stops the demo service when the site stops.
 * With CONTENT_API_URL set: serves the existing build against that service and starts nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PORT, DEMO_SCHOOL_CODE, DEMO_TOKEN } from './demo-service/data/constants';
import { startDemoService } from './demo-service/server';
import { clearDemoVitals, writeDemoVitals } from './support/demo-vitals';
import { demoVapidEnv } from './support/demo-vapid';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const distDir = process.env.NEXT_DIST_DIR || '.next';

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: 'inherit' });
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<void> {
  const port = process.env.PORT || '3000';
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: port, NODE_ENV: 'production' };
  let stopDemo: (() => Promise<void>) | undefined;
  let newKeys = false;

  if (!process.env.CONTENT_API_URL) {
    const demo = await startDemoService({ port: Number(process.env.DEMO_PORT || DEMO_PORT) });
    stopDemo = demo.close;
    env.CONTENT_API_URL = demo.url;
    env.SCHOOL_CODE ||= DEMO_SCHOOL_CODE;
    env.CONTENT_API_TOKEN ||= DEMO_TOKEN;
    env.SITE_URL ||= `http://localhost:${port}`;
    env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
    // Push alerts on, with a key pair made once (unless the environment brings its own).
    if (!env.PUSH_VAPID_PUBLIC_KEY && !env.PUSH_VAPID_PRIVATE_KEY && !env.PUSH_CONTACT) {
      const vapid = demoVapidEnv();
      Object.assign(env, vapid.env);
      newKeys = vapid.made;
    }
    console.log(`start: demo content service on ${demo.url}`);
  } else if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error('start: no build found; run `npm run build` with the same environment first.');
    process.exit(1);
  }

  let child: ChildProcess | undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    if (child && child.exitCode === null) child.kill(signal);
    else void stopDemo?.().then(() => process.exit(1));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let code = 0;
  const built = existsSync(path.join(root, distDir, 'BUILD_ID'));
  if (stopDemo && (!built || newKeys)) {
    console.log(built ? 'start: new push alert keys; building again with them' : 'start: no build found; building against the demo content service');
    child = run(['build'], env);
    code = await exitCode(child);
  }
  // The staff page's speed section looks alive in the demo: made-up figures, which the page marks as such.
  if (code === 0 && stopDemo) {
    if (process.env.DEMO_VITALS === 'off') await clearDemoVitals();
    else {
      const { first, last } = await writeDemoVitals();
      console.log(`start: made-up speed figures for the staff page, ${first} to ${last} (DEMO_VITALS=off leaves them out)`);
    }
  }
  if (code === 0 && !stopping) {
    child = run(['start', '--port', port], env);
    code = await exitCode(child);
  }
  await stopDemo?.();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
