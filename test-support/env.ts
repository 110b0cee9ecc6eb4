/** Ports and settings of the end-to-end run; shared by playwright.config.ts and the specs. */
// Overridable so several developers (or a developer beside CI) can run the suite at once on one machine.
const port = (name: string, fallback: number) => Number(process.env[name] || fallback);

export const E2E = {
  demoPort: port('E2E_DEMO_PORT', 4311),
  sitePort: port('E2E_SITE_PORT', 3311),
  coldSitePort: port('E2E_COLD_SITE_PORT', 3312),
  /** The abuse spec's own instance of the build (with Redis), its Redis, and the other vendor service it switches a build to. */
  abuseSitePort: port('E2E_ABUSE_SITE_PORT', 3316),
  abuseRedisPort: port('E2E_ABUSE_REDIS_PORT', 3317),
  otherServicePort: port('E2E_OTHER_SERVICE_PORT', 3318),
  /** The page-bytes spec's framework floor (a one-line App Router page, test-support/page-weight.ts). */
  floorPort: port('E2E_FLOOR_PORT', 3319),
  /** The front spec's own instance of the build and its nginx front (HTTPS, plain HTTP). */
  frontSitePort: port('E2E_FRONT_SITE_PORT', 3313),
  frontHttpsPort: port('E2E_FRONT_HTTPS_PORT', 3314),
  frontHttpPort: port('E2E_FRONT_HTTP_PORT', 3315),
  /** The instances spec's two instances of the build, their Redis, and their nginx front (HTTPS, plain HTTP). */
  instanceAPort: port('E2E_INSTANCE_A_PORT', 3421),
  instanceBPort: port('E2E_INSTANCE_B_PORT', 3422),
  instancesRedisPort: port('E2E_INSTANCES_REDIS_PORT', 3423),
  instancesHttpsPort: port('E2E_INSTANCES_HTTPS_PORT', 3424),
  instancesHttpPort: port('E2E_INSTANCES_HTTP_PORT', 3425),
  /** The offline spec's own builds, one after the other (a service worker belongs to its origin). */
  offlineSitePort: port('E2E_OFFLINE_SITE_PORT', 3441),
  /** The staff spec's own instance of the build, with the office password set. */
  staffSitePort: port('E2E_STAFF_SITE_PORT', 3451),
  /** The push spec's two instances of the build, their Redis, and the local push service (HTTPS, the test's own CA). */
  pushSiteAPort: port('E2E_PUSH_SITE_A_PORT', 3461),
  pushSiteBPort: port('E2E_PUSH_SITE_B_PORT', 3462),
  pushRedisPort: port('E2E_PUSH_REDIS_PORT', 3463),
  pushServicePort: port('E2E_PUSH_SERVICE_PORT', 3464),
  /** The VAPID keys of every e2e build (made once with web-push's generateVAPIDKeys; for tests only). */
  vapid: {
    publicKey: 'BLNXEsaIRRQUSvfZQCa6ZLFddBTuzBYinqCbQDVwLvuEuYXzWTYOAgTGXFHMc4TBWlM9VyqvibRH4vuGahCJeX8',
    privateKey: 'Q5o0VHsi_ddjJTernJ6rg5jsLcyXxRB_y6m_DnUb-lQ',
    contact: 'mailto:office@st-andrews.example',
  },
  /** Where the e2e build goes; the build made while the service was down, and its copies, go beside it (`-cold-build`, `-cold`, `-front`, ...). */
  distDir: process.env.E2E_DIST_DIR || '.next',
  schoolCode: 'SAMS042',
  token: 'demo-content-token-not-a-secret',
  revalidateSecret: 'e2e-revalidate-secret-0123456789',
  /** Short ISR window so the resilience specs see regenerations within seconds. */
  revalidateSeconds: 2,
} as const;

export const demoUrl = `http://127.0.0.1:${E2E.demoPort}`;
export const siteUrl = `http://127.0.0.1:${E2E.sitePort}`;

/** The environment a Next server of the e2e run needs. */
export function siteEnv(port: number, distDir: string = E2E.distDir): Record<string, string> {
  return {
    CONTENT_API_URL: demoUrl,
    SCHOOL_CODE: E2E.schoolCode,
    CONTENT_API_TOKEN: E2E.token,
    SITE_URL: `http://127.0.0.1:${port}`,
    CONTENT_REVALIDATE_SECONDS: String(E2E.revalidateSeconds),
    REVALIDATE_SECRET: E2E.revalidateSecret,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    // Short, so the cold site reports its never-fetched feeds within the resilience spec.
    HEALTH_STALE_SECONDS: '20',
    NEXT_TELEMETRY_DISABLED: '1',
    PUSH_VAPID_PUBLIC_KEY: E2E.vapid.publicKey,
    PUSH_VAPID_PRIVATE_KEY: E2E.vapid.privateKey,
    PUSH_CONTACT: E2E.vapid.contact,
    PUSH_SERVICE_ORIGINS: `https://127.0.0.1:${E2E.pushServicePort}`,
  };
}
