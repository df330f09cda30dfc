/** Ports that browsers and Node's fetch refuse to connect to: the Fetch standard's "bad ports". */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);
/** The browser runs' ports before the offset (3101's extra site instances at +10 and +20 included), which the catalogue's run moves 50 more. */
const E2E_BASE_PORTS = [1348, 1349, 1367, 1368, 1369, 1372, 1373, 1374, 1375, 1378, ...Array.from({ length: 22 }, (_, i) => 3100 + i)];
/** The cms suite's ports before the offset, on either database. */
const CMS_SUITE_BASE_PORTS = [1347, 1350, 1351, 1352, 1353, 1354, 1355, 1365, 1366, 1370, 1376, 1377];

/**
 * Ports of the end-to-end services: away from the ones `npm start` uses, so both can run.
 * `TEST_PORT_OFFSET` moves every test port (these and the cms integration suite's), so two
 * checkouts can run `npm test` on one machine at the same time. `npm test` runs the catalogue's
 * browser tests beside the main ones at the offset + 50: give two checkouts offsets 100 apart.
 */
export const TEST_PORT_OFFSET = portOffset(process.env.TEST_PORT_OFFSET);

export const E2E = {
  cmsPort: 1348 + TEST_PORT_OFFSET,
  /** The edge (nginx) every browser test goes through; the site itself listens on loopback behind it. */
  sitePort: 3100 + TEST_PORT_OFFSET,
  siteInternalPort: 3110 + TEST_PORT_OFFSET,
  /** The second site instance behind the edge, sharing the first one's data cache in Redis. */
  secondSiteInternalPort: 3112 + TEST_PORT_OFFSET,
  /** The Redis both instances share (tests/support/e2e-redis.mjs). */
  redisPort: 1372 + TEST_PORT_OFFSET,
  /** A Redis of its own for a test that stops and restarts it (tests/e2e/instances.spec.ts). */
  spareRedisPort: 1373 + TEST_PORT_OFFSET,
  /** The site instance and cms proxy of that test. */
  redisOutageSitePort: 3102 + TEST_PORT_OFFSET,
  redisOutageProxyPort: 1374 + TEST_PORT_OFFSET,
  /** Extra site instances that tests start themselves (e.g. against a stopped cms), also at +10 and +20. */
  spareSitePort: 3101 + TEST_PORT_OFFSET,
  proxyPort: 1349 + TEST_PORT_OFFSET,
  /** The site instance and cms proxy of the sample order's outage test (tests/e2e/samples.spec.ts). */
  samplesSitePort: 3104 + TEST_PORT_OFFSET,
  samplesProxyPort: 1375 + TEST_PORT_OFFSET,
  /** A site instance with small sitemap files and product pages (tests/e2e/paging.spec.ts). */
  pagingSitePort: 3106 + TEST_PORT_OFFSET,
  /** The fault test's supervised cms, site instance and edge (tests/faults/healing.test.ts). */
  faultsCmsPort: 1378 + TEST_PORT_OFFSET,
  faultsEdgePort: 3113 + TEST_PORT_OFFSET,
  faultsSitePort: 3114 + TEST_PORT_OFFSET,
  smtpPort: 1367 + TEST_PORT_OFFSET,
  mailWebPort: 1368 + TEST_PORT_OFFSET,
  oauthPort: 1369 + TEST_PORT_OFFSET,
} as const;

/**
 * Ports of the cms integration suite (tests/cms/), one set per database, so `npm test` runs the
 * suite on SQLite and on PostgreSQL at the same time: the test cms, its mail catcher, the
 * suite's own PostgreSQL, and the cms and PostgreSQL of the backup test's restores.
 */
export function cmsSuitePorts(database: string | undefined) {
  const ports =
    database === 'postgres'
      ? { cmsPort: 1350, smtpPort: 1351, mailWebPort: 1352, postgresPort: 1353, restoredCmsPort: 1354, restorePostgresPort: 1355 }
      : { cmsPort: 1347, smtpPort: 1365, mailWebPort: 1366, postgresPort: 1370, restoredCmsPort: 1376, restorePostgresPort: 1377 };
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + TEST_PORT_OFFSET])) as typeof ports;
}

/**
 * The offset, refused with the port it would spoil when it moves a test port (at the offset or,
 * for the catalogue's browser run, 50 above it) onto a port fetch refuses: the suite would otherwise
 * wait for a server it can never reach until its setup timed out.
 */
export function portOffset(value: string | undefined): number {
  const offset = Number(value ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 30_000) {
    throw new Error(`TEST_PORT_OFFSET must be a whole number from 0 to 30000, not "${value}"`);
  }
  const moved = [...E2E_BASE_PORTS, ...CMS_SUITE_BASE_PORTS].map((port) => port + offset);
  const refused = [...moved, ...E2E_BASE_PORTS.map((port) => port + offset + 50)].find((port) => BAD_PORTS.has(port));
  if (refused !== undefined) {
    throw new Error(`TEST_PORT_OFFSET=${value} moves a test port to ${refused}, which browsers and Node's fetch refuse to connect to; take another offset`);
  }
  return offset;
}
