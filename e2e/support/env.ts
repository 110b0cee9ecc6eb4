/** Ports and settings of the end-to-end run; shared by playwright.config.ts and the specs. */
export const E2E = {
  demoPort: 4311,
  sitePort: 3311,
  coldSitePort: 3312,
  schoolCode: 'SAMS042',
  token: 'demo-content-token-not-a-secret',
  revalidateSecret: 'e2e-revalidate-secret-0123456789',
  /** Short ISR window so the resilience specs see regenerations within seconds. */
  revalidateSeconds: 2,
} as const;

export const demoUrl = `http://127.0.0.1:${E2E.demoPort}`;
export const siteUrl = `http://127.0.0.1:${E2E.sitePort}`;

/** The environment a Next server of the e2e run needs. */
export function siteEnv(port: number, distDir = '.next'): Record<string, string> {
  return {
    CONTENT_API_URL: demoUrl,
    SCHOOL_CODE: E2E.schoolCode,
    CONTENT_API_TOKEN: E2E.token,
    SITE_URL: `http://127.0.0.1:${port}`,
    CONTENT_REVALIDATE_SECONDS: String(E2E.revalidateSeconds),
    REVALIDATE_SECRET: E2E.revalidateSecret,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
