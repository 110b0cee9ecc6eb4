import { defineConfig, devices } from '@playwright/test';
import { E2E, demoUrl, siteEnv, siteUrl } from './test-support/env';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    trace: 'off',
    // Page routes (page.route) never see what a service worker fetches, and the specs that stub or hold
    // requests rely on them: only the offline project runs the site's service worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Specs that switch the shared demo service into fault modes run after the site project, one file
  // at a time (a chain of one-file projects), so no other test sees the faults.
  projects: [
    { name: 'site', testIgnore: /(resilience|-faults|abuse|front|instances|offline|staff|push)\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    { name: 'resilience', testMatch: /resilience\.spec\.ts/, dependencies: ['site'], fullyParallel: false },
    { name: 'home-faults', testMatch: /home-faults\.spec\.ts/, dependencies: ['resilience'], fullyParallel: false },
    { name: 'listings-faults', testMatch: /listings-faults\.spec\.ts/, dependencies: ['home-faults'], fullyParallel: false },
    { name: 'security-faults', testMatch: /security-faults\.spec\.ts/, dependencies: ['listings-faults'], fullyParallel: false },
    // Floods its own instance of the build and switches the demo service's files: after the fault specs, alone.
    { name: 'abuse', testMatch: /abuse\.spec\.ts/, dependencies: ['security-faults'], fullyParallel: false },
    // Real processes behind the production nginx front, each on its own ports and copy of the build: the
    // front alone (it calls the refresh webhook), then two instances sharing Redis (they publish items in
    // the demo service and switch it to the `error` fault).
    { name: 'front', testMatch: /front\.spec\.ts/, dependencies: ['abuse'], fullyParallel: false },
    { name: 'instances', testMatch: /instances\.spec\.ts/, dependencies: ['front'], fullyParallel: false },
    // Publishes a notice in the demo service and builds the site twice on its own port (a new build's
    // service worker replacing the old one's).
    { name: 'offline', testMatch: /offline\.spec\.ts/, dependencies: ['instances'], fullyParallel: false, use: { serviceWorkers: 'allow' } },
    // Its own instance makes the content report in the background (many vendor calls at once), so after the rest.
    { name: 'staff', testMatch: /staff\.spec\.ts/, dependencies: ['offline'], fullyParallel: false },
    // Alerts: its own instances (two sharing Redis, then one with quiet hours) publish notices in the demo
    // service and send to a local push service over HTTPS; the worker's test runs the site's service worker.
    { name: 'push', testMatch: /push\.spec\.ts/, dependencies: ['staff'], fullyParallel: false },
  ],
  webServer: [
    {
      command: `npx tsx scripts/demo-service/main.ts`,
      url: `${demoUrl}/__demo/fault`,
      // The clean feed: the specs count the demo's items. e2e/staff.spec.ts switches the planted problems on for itself.
      env: { DEMO_PORT: String(E2E.demoPort), DEMO_PROBLEMS: 'off' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'node node_modules/next/dist/bin/next build && node node_modules/next/dist/bin/next start --hostname 127.0.0.1 --port ' + E2E.sitePort,
      url: siteUrl,
      env: siteEnv(E2E.sitePort),
      reuseExistingServer: false,
      timeout: 300_000,
      // Warnings (failed upstream calls) go to stderr and stay visible; per-call info lines do not.
      stdout: 'ignore',
    },
  ],
});
