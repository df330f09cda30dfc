// `npm run bench [-- --no-build] [-- --verbose]`: throughput and latency of public pages
// through the edge (nginx's micro-cache in front of the site, as deployed), beside two
// references, the cms requests they cause, a signed-in page rendered per request, the
// JavaScript each page sends, how well the search ranks the judged queries (success@5, MRR),
// how long a publish in the cms takes to show, and whether the cms's account endpoints (sign-in
// among them) answer alike and as fast for a known and an unknown address. With --catalogue,
// the judged queries' figures are printed beside the search timings.
// `npm run bench -- --instances 2`: instead, the signed-in page with one site instance and
// with two sharing their data cache in Redis, and the product page through the edge.
// `npm run bench -- --gzip-levels [1,3,5]`: instead, the edge's gzip levels compared
// (bytes per page, pages a second, nginx's CPU per page; tools/bench/lib/gzip.mjs).
// `npm run bench -- --catalogue 100000 [--database sqlite|postgres] [--load [--minutes 10]]`:
// instead, the site on a generated catalogue of that size (tools/bench/lib/catalogue.mjs).
// A measurement, not a test: it exits 0 even when a target is missed.
// Hold the shared lock when others use the machine: `flock /tmp/e2e.lock npm run bench`.
import '../../scripts/lib/runtime.mjs';
import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { CmsEditor } from '../../tests/support/cms-editor.mjs';
import { ACCOUNT_TIMING_TOLERANCE_MS, LIFTED_ACCOUNT_LIMITS, measureAccountTiming, printAccountTiming } from './lib/account-timing.mjs';
import { longAddress, sampleEdge } from './lib/edge-checks.mjs';
import { benchGzipLevels } from './lib/gzip.mjs';
import { gzipLevelsArgument } from './lib/options.mjs';
import { machine, printTable, verdict, writeResults } from './lib/report.mjs';
import { coresUsed, cpuReading } from './lib/cpu.mjs';
import { firstProduct, instancesArgument, withBenchStack } from './lib/stack.mjs';
import { load, LOAD_GENERATOR } from './lib/load.mjs';
import { signedInSession } from './lib/session.mjs';
import { benchCatalogue } from './lib/catalogue.mjs';
import { judgeSearch, judgementRow } from './lib/search-ranking.mjs';
import { stopAll } from '../../scripts/lib/services.mjs';

/**
 * Two yardsticks, both answering with the product page's own HTML, so every row moves the
 * same bytes. Reference 1: a bare Node server the bench starts (lib/static-server.mjs), what
 * any Node process could serve without the edge; the site carries no page for it. Reference
 * 2: the same file from the edge's nginx (lib/stack.mjs), the most these cores give.
 */
const CMS_PAGE = '/om-oss';
const SIGNED_IN_PAGE = '/my-materials';
// Every page is asked for by a browser of its own language, as its visitors' browsers do
// (at / the browser's language decides). Without one, or with the other language, the site
// answers with the locale cookie and the edge keeps nothing.
const SWEDISH = { 'Accept-Language': 'sv-SE,sv;q=0.9' };
const ENGLISH = { 'Accept-Language': 'en-US,en;q=0.9' };

const LOAD = { connections: 50, durationSeconds: 15, warmupSeconds: 3 };
const PUBLISH_TIMEOUT_MS = 30_000;
/** Requests of each kind per account endpoint: half of `npm run bench:accounts`'s, enough for medians tens of ms apart. */
const ACCOUNT_ROUNDS = 20;
const TARGETS = {
  overNginx: 0.3,
  p99Ms: 50,
  errors: 0,
  cmsRequests: 0,
  publicJsKb: 170,
  publishSeconds: 5,
  accountTimingMs: ACCOUNT_TIMING_TOLERANCE_MS,
  longAddressStatus: 414,
  longAddressMs: 1000,
};

const USAGE = `npm run bench [-- options]: the production build behind the edge, with a seeded throw-away cms,
measured and compared with targets (tools/bench/README.md). A measurement, not a test: exits 0.

  (no mode)                 public pages under load through the edge, two static references, cms
                            requests, a signed-in page, JavaScript per page, judged search, publish → visible,
                            account endpoints (sign-in among them) for known and unknown addresses
  --instances N             instead: the signed-in page with one site instance and with N sharing Redis
  --gzip-levels [1,3,5]     instead: the edge's gzip levels compared (default 1 to 6)
  --catalogue N             instead: the site on N generated surfaces, SQLite and PostgreSQL
    --database sqlite|postgres   only that database
    --no-reference               leave out the demo catalogue's run
    --only surfaces,project      only these page groups (tools/bench/README.md lists them)
    --load [--minutes M] [--connections C] [--site-heap-mb M]
                                 two instances behind the edge under a visitor-like mix
  --no-build                reuse .next instead of next build
  --verbose                 show the services' output
  --help                    this text

Ports move with BENCH_PORT_OFFSET (else TEST_PORT_OFFSET); load comes from wrk when installed (WRK_PATH).`;

if (process.argv.includes('--help')) {
  console.info(USAGE);
  process.exit(0);
}
const INSTANCES = instancesArgument();
const GZIP_LEVELS = gzipLevelsArgument(process.argv);
if (process.argv.includes('--catalogue')) {
  try {
    await benchCatalogue();
  } catch (error) {
    console.error(`npm run bench -- --catalogue: ${error.stack ?? error.message}`);
    await stopAll();
    process.exit(1);
  }
} else if (GZIP_LEVELS) await withBenchStack('npm run bench -- --gzip-levels', (stack) => benchGzipLevels(stack, GZIP_LEVELS));
else if (INSTANCES > 1) await withBenchStack(`npm run bench -- --instances ${INSTANCES}`, benchInstances, { instances: INSTANCES });
// The account endpoints are measured with the cms's limits lifted, as by `npm run bench:accounts`.
else await withBenchStack('npm run bench', benchPages, { cms: { extraEnv: LIFTED_ACCOUNT_LIMITS } });

async function benchPages(stack) {
  const product = await firstProduct(stack, 'sv');
  const productPath = `/products/${product.documentId}`;
  const edgePage = (name, path, headers = {}) => ({ name, path, url: stack.siteUrl + path, headers, edge: true });
  const loadPages = [
    edgePage('product detail (sv)', productPath, SWEDISH),
    edgePage('product list (en)', '/en/products', ENGLISH),
    edgePage(`cms page (${CMS_PAGE})`, CMS_PAGE, SWEDISH),
    edgePage('home (sv)', '/', SWEDISH),
    { name: 'reference 1: static file, bare Node', path: '/', url: stack.nodeStaticUrl, headers: {}, edge: false },
    { name: 'reference 2: static file, nginx', path: new URL(stack.staticFileUrl).pathname, url: stack.staticFileUrl, headers: {}, edge: false },
  ];
  const [productPage, , , , nodeReference, nginxReference] = loadPages;

  writeFileSync(stack.staticFilePath, await fetch(productPage.url).then((r) => r.text()));
  await stack.startNodeStatic();

  console.log(`\nWarming up (first renders fill the data cache; ${LOAD.warmupSeconds} s of load per page) ...`);
  stack.proxy.reset();
  for (const page of loadPages) {
    const answer = await fetch(page.url, { redirect: 'manual', headers: page.headers });
    if (answer.status !== 200) throw new Error(`${page.url} answered ${answer.status}, expected 200`);
    await load({ url: page.url, headers: page.headers, connections: LOAD.connections, durationSeconds: LOAD.warmupSeconds });
  }
  const warmupCmsRequests = stack.proxy.count;
  // Why the edge would not keep a page: what the site itself answers to the same request.
  for (const page of loadPages.filter((p) => p.edge)) {
    const answer = await fetch(stack.internalUrl + page.path, { redirect: 'manual', headers: page.headers });
    await answer.arrayBuffer();
    page.siteSays = { xEdgeCache: answer.headers.get('x-edge-cache'), setCookie: answer.headers.getSetCookie().map((c) => c.split('=')[0]) };
  }

  stack.proxy.reset();
  for (const page of loadPages) {
    console.log(`Measuring ${page.name}: ${LOAD.connections} connections for ${LOAD.durationSeconds} s (${LOAD_GENERATOR}) ...`);
    // Ten requests a second beside the load: what the edge answered, and with which nonce.
    const sampler = page.edge ? sampleEdge(page.url, { headers: page.headers, placeholder: stack.placeholder }) : undefined;
    Object.assign(page, await load({ url: page.url, headers: page.headers, connections: LOAD.connections, durationSeconds: LOAD.durationSeconds }));
    page.edgeSamples = await sampler?.stop();
  }
  const cachedCmsRequests = stack.proxy.count;
  const cmsRequestsSeen = Object.fromEntries(stack.proxy.seen);

  console.log('Checking that a 20 kB address stops at the edge ...');
  const tooLong = await longAddress(stack.siteUrl);

  console.log(`Measuring ${SIGNED_IN_PAGE} signed in (rendered per request, through the edge) ...`);
  const session = await signedInSession(stack);
  const signedIn = await signedInLoad(stack, session);

  console.log('Measuring the JavaScript each page sends ...');
  const jsPages = [
    { name: 'home (sv)', path: '/', public: true },
    { name: 'product list (sv)', path: '/products', public: true },
    { name: 'product detail (sv)', path: productPath, public: true },
    { name: `signed in (${SIGNED_IN_PAGE})`, path: SIGNED_IN_PAGE, public: false, cookie: session },
  ];
  for (const page of jsPages) Object.assign(page, await modernJavaScript(stack.siteUrl + page.path, page.cookie));

  console.log('Asking the cms the judged search queries (tests/cms/search-judgements.json) ...');
  const judgedSearch = await judgeSearch(stack);

  console.log('Publishing a change in the cms and waiting for it on the product page (through the edge) ...');
  const publish = await publishToVisible(stack, product, productPath);

  console.log(`Asking the cms's account endpoints for known and unknown addresses (${ACCOUNT_ROUNDS} rounds) ...`);
  const accounts = await measureAccountTiming({ cmsUrl: stack.cmsUrl, mailUrl: stack.mailUrl, rounds: ACCOUNT_ROUNDS });

  const ratios = {
    overNode: productPage.requestsPerSecond / nodeReference.requestsPerSecond,
    overNginx: productPage.requestsPerSecond / nginxReference.requestsPerSecond,
  };
  const results = {
    loadPages,
    ratios,
    cachedCmsRequests,
    warmupCmsRequests,
    cmsRequestsSeen,
    tooLong,
    signedIn,
    jsPages,
    judgedSearch,
    publish,
    accounts,
    stack,
  };
  report(results);
  writeResults('bench', {
    settings: { ...LOAD, loadGenerator: LOAD_GENERATOR, publishTimeoutMs: PUBLISH_TIMEOUT_MS },
    targets: TARGETS,
    startup: stack.timings,
    load: loadPages.map(({ url, ...page }) => ({ ...page, url: url.replace(product.documentId, '{id}') })),
    ratios: { productOverNode: round(ratios.overNode, 3), productOverNginx: round(ratios.overNginx, 3) },
    cmsRequests: { warmup: warmupCmsRequests, cached: cachedCmsRequests, cachedByPath: cmsRequestsSeen },
    longAddress: tooLong,
    signedIn,
    javascript: jsPages.map(({ name, path, scripts, rawBytes, gzipBytes, files }) => ({ name, path, scripts, rawBytes, gzipBytes, files })),
    judgedSearch,
    publish,
    accounts,
  });
}

/**
 * Several site instances behind one edge, sharing their data cache in Redis: the signed-in
 * page (rendered per request, so the instances share the work) through an edge in front of
 * the first instance alone and through the edge in front of all, and the product page
 * through the edge, whose cached answers must still cost the cms nothing.
 */
async function benchInstances(stack) {
  const product = await firstProduct(stack, 'sv');
  const productUrl = `${stack.siteUrl}/products/${product.documentId}`;
  const first = await fetch(productUrl, { headers: SWEDISH });
  if (first.status !== 200) throw new Error(`${productUrl} answered ${first.status}`);
  console.log(`\nWarming up the product page (${LOAD.warmupSeconds} s) ...`);
  await load({ url: productUrl, headers: SWEDISH, connections: LOAD.connections, durationSeconds: LOAD.warmupSeconds });
  stack.proxy.reset();
  console.log(`Measuring the product page through the edge, ${stack.instances} instances behind it ...`);
  const productLoad = await load({ url: productUrl, headers: SWEDISH, connections: LOAD.connections, durationSeconds: LOAD.durationSeconds });
  const cachedCmsRequests = stack.proxy.count;
  const cmsRequestsSeen = Object.fromEntries(stack.proxy.seen);

  const session = await signedInSession(stack);
  console.log(`Measuring ${SIGNED_IN_PAGE} signed in with one instance ...`);
  const one = await signedInLoad(stack, session, stack.oneInstanceUrl);
  console.log(`Measuring ${SIGNED_IN_PAGE} signed in with ${stack.instances} instances ...`);
  const all = await signedInLoad(stack, session, stack.siteUrl);
  const scaling = all.requestsPerSecond / one.requestsPerSecond;

  const m = machine();
  console.log(
    `\n=== npm run bench -- --instances ${stack.instances}: ${new Date().toISOString().slice(0, 10)}, ${m.cpu}, ${m.cores} cores, Node ${m.node}, load: ${LOAD_GENERATOR} ===\n`,
  );
  printTable([
    ['page', 'instances', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'cms requests'],
    [`signed in ${SIGNED_IN_PAGE}`, 1, one.requestsPerSecond, one.p50Ms, one.p99Ms, one.errors, `${one.cmsRequestsPerPage} per page`],
    [`signed in ${SIGNED_IN_PAGE}`, stack.instances, all.requestsPerSecond, all.p50Ms, all.p99Ms, all.errors, `${all.cmsRequestsPerPage} per page`],
    [
      'product detail (sv), edge',
      stack.instances,
      productLoad.requestsPerSecond,
      productLoad.p50Ms,
      productLoad.p99Ms,
      productLoad.errors,
      `${cachedCmsRequests} in all`,
    ],
  ]);
  console.log(
    `\nscaling factor, signed-in page, ${stack.instances} instances ÷ 1: ${round(scaling, 2)} (on ${m.cores} cores shared with the cms, Redis, nginx and the load generator)`,
  );
  for (const [label, run] of [
    ['one instance', one],
    [`${stack.instances} instances`, all],
  ]) {
    if (!run.cpu) continue;
    const sites = run.cpu.siteCores.reduce((sum, cores) => sum + cores, 0);
    console.log(
      `CPU with ${label}: ${run.cpu.machineCores} of ${m.cores} cores busy; site instances ${run.cpu.siteCores.join(' + ')}, ` +
        `the rest (cms, nginx, Redis, load generator) ${round(run.cpu.machineCores - sites, 2)}`,
    );
  }
  console.log(`cms requests while the product page was cached: ${cachedCmsRequests} ${verdict(cachedCmsRequests === TARGETS.cmsRequests)}`);
  if (cachedCmsRequests > 0) console.log(`cms requests while cached: ${JSON.stringify(cmsRequestsSeen)}`);
  writeResults('bench-instances', {
    settings: { ...LOAD, loadGenerator: LOAD_GENERATOR, instances: stack.instances },
    startup: stack.timings,
    signedIn: { oneInstance: one, instances: all, scaling: round(scaling, 3) },
    productThroughEdge: { ...productLoad, cmsRequests: cachedCmsRequests, cmsRequestsByPath: cmsRequestsSeen },
  });
}

/**
 * The signed-in page under the same load, through the edge with the session cookies: never
 * kept by the edge, rendered for every request, and (unlike public pages) asking the cms
 * for the visitor's session and list each time, so its cms requests are counted apart.
 */
async function signedInLoad(stack, session, base = stack.siteUrl) {
  const url = base + SIGNED_IN_PAGE;
  const headers = { Cookie: session };
  const first = await fetch(url, { headers, redirect: 'manual' });
  if (first.status !== 200) throw new Error(`${SIGNED_IN_PAGE} signed in answered ${first.status}`);
  const xCache = first.headers.get('x-cache') || '(none)';
  await load({ url, headers, connections: LOAD.connections, durationSeconds: LOAD.warmupSeconds });
  stack.proxy.reset();
  const cpuBefore = cpuReading(stack.siteGroups);
  const result = await load({ url, headers, connections: LOAD.connections, durationSeconds: LOAD.durationSeconds });
  const cpu = coresUsed(cpuBefore, cpuReading(stack.siteGroups));
  const cmsRequests = stack.proxy.count;
  return {
    path: SIGNED_IN_PAGE,
    xCache,
    ...result,
    cmsRequests,
    cmsRequestsPerPage: round(cmsRequests / Math.max(1, result.responses), 2),
    // Cores busy while measured: the machine's, and each site instance's.
    cpu: cpu && { machineCores: cpu.machine, siteCores: cpu.groups },
  };
}

/** Sum of the gzip sizes of the page's `<script src>` files, leaving out `nomodule` ones. */
async function modernJavaScript(url, cookie) {
  const answer = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}${cookie ? ' (signed in)' : ''}`);
  const html = await answer.text();
  const sources = new Set();
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.add(new URL(src.replaceAll('&amp;', '&'), url).href);
  }
  const files = [];
  for (const src of sources) {
    const file = await fetch(src);
    if (!file.ok) throw new Error(`${src} answered ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    files.push({ path: new URL(src).pathname, rawBytes: body.length, gzipBytes: gzipSync(body).length });
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { scripts: files.length, rawBytes: sum('rawBytes'), gzipBytes: sum('gzipBytes'), files };
}

/**
 * Renames the product in the cms as an editor would (save and publish) and polls the page
 * through the edge until the new name shows: the cms's webhook expires the site's data at
 * once, and the edge keeps its copy of the page for at most a second more; the data cache's
 * lifetime (300 s) is the upper bound without the webhook.
 */
async function publishToVisible(stack, product, path) {
  const editor = await new CmsEditor(stack.cmsUrl).signIn();
  const marker = `bench-${Date.now().toString(36)}`;
  const started = Date.now();
  await editor.updateAndPublish('api::product.product', product.documentId, 'sv', { name: `${product.name} ${marker}` });
  const publishMs = Date.now() - started;
  let polls = 0;
  while (Date.now() - started < PUBLISH_TIMEOUT_MS) {
    polls += 1;
    const html = await fetch(stack.siteUrl + path).then((r) => r.text());
    if (html.includes(marker)) return { visible: true, seconds: round((Date.now() - started) / 1000, 2), publishMs, polls };
    await sleep(100);
  }
  return { visible: false, seconds: null, publishMs, polls, timeoutSeconds: PUBLISH_TIMEOUT_MS / 1000 };
}

function report({
  loadPages,
  ratios,
  cachedCmsRequests,
  warmupCmsRequests,
  cmsRequestsSeen,
  tooLong,
  signedIn,
  jsPages,
  judgedSearch,
  publish,
  accounts,
  stack,
}) {
  const m = machine();
  console.log(`\n=== npm run bench: ${new Date().toISOString().slice(0, 10)}, ${m.cpu}, ${m.cores} cores, Node ${m.node}, load: ${LOAD_GENERATOR} ===`);
  console.log(`start-up: ${JSON.stringify(stack.timings)}\n`);
  const hits = (p) => (p.edgeSamples ? `${Math.round(p.edgeSamples.hitShare * 100)} % of ${p.edgeSamples.samples}` : '-');
  printTable([
    ['page', 'KB/answer', 'req/s', 'p50 ms', 'p99 ms', `p99 ≤ ${TARGETS.p99Ms}`, 'errors', 'errors = 0', 'X-Cache HIT'],
    ...loadPages.map((p) => [
      `${p.name} ${p.path.replace(/[a-z0-9]{24}$/, '{id}')}`,
      kb(p.bytesPerResponse),
      p.requestsPerSecond,
      p.p50Ms,
      p.p99Ms,
      verdict(p.edge ? p.p99Ms <= TARGETS.p99Ms : undefined),
      p.errors,
      verdict(p.errors === TARGETS.errors),
      hits(p),
    ]),
    [
      `signed in ${signedIn.path} (rendered per request)`,
      kb(signedIn.bytesPerResponse),
      signedIn.requestsPerSecond,
      signedIn.p50Ms,
      signedIn.p99Ms,
      '-',
      signedIn.errors,
      verdict(signedIn.errors === 0),
      signedIn.xCache,
    ],
  ]);
  console.log('\nWhat the edge answered beside the load (ten samples a second per page):');
  for (const p of loadPages.filter((page) => page.edgeSamples)) {
    const s = p.edgeSamples;
    console.log(
      `  ${p.name}: site answers X-Edge-Cache ${p.siteSays.xEdgeCache ?? '(none)'}, Set-Cookie ${p.siteSays.setCookie.join(', ') || '(none)'}; X-Cache ${JSON.stringify(s.xCache)}; ${s.distinctNonces} distinct nonces in ${s.samples} answers` +
        ` (repeated or missing: ${s.repeatedNonces}, not in the body: ${s.nonceNotInBody}); placeholder seen: ${s.placeholderSeen}; failed: ${s.failed}`,
    );
  }
  const edgeSamples = loadPages.flatMap((p) => (p.edgeSamples ? [p.edgeSamples] : []));
  const nonceTrouble = edgeSamples.reduce((sum, s) => sum + s.repeatedNonces + s.nonceNotInBody + s.placeholderSeen + s.failed, 0);
  console.log('');
  printTable([
    ['measure', 'result', 'target', ''],
    ['product page ÷ reference 1, bare Node (req/s)', round(ratios.overNode, 2), '', verdict()],
    ['product page ÷ reference 2, nginx (req/s)', round(ratios.overNginx, 2), `≥ ${TARGETS.overNginx}`, verdict(ratios.overNginx >= TARGETS.overNginx)],
    ['cms requests during the measured public runs', cachedCmsRequests, `= ${TARGETS.cmsRequests}`, verdict(cachedCmsRequests === TARGETS.cmsRequests)],
    ['cms requests during warm-up (filling the cache)', warmupCmsRequests, '', verdict()],
    [
      'a fresh nonce per answer, never the placeholder',
      `${nonceTrouble} problems in ${edgeSamples.reduce((sum, s) => sum + s.samples, 0)} answers`,
      '0 problems',
      verdict(nonceTrouble === 0),
    ],
    [
      `${Math.round(tooLong.addressBytes / 1000)} kB address at the edge`,
      `${tooLong.status} in ${round(tooLong.ms, 1)} ms (${tooLong.xCache === null && tooLong.fromNginx ? "nginx's own answer, not proxied" : `X-Cache ${tooLong.xCache}`})`,
      `${TARGETS.longAddressStatus}, well under ${TARGETS.longAddressMs} ms`,
      verdict(tooLong.status === TARGETS.longAddressStatus && tooLong.ms < TARGETS.longAddressMs && tooLong.xCache === null),
    ],
    [`cms requests per signed-in page (${signedIn.path})`, `${signedIn.cmsRequestsPerPage} (${signedIn.cmsRequests} in all)`, '', verdict()],
    ...jsPages.map((p) => [
      `modern JS, ${p.name} (${p.scripts} files)`,
      `${kb(p.gzipBytes)} KB gz (${kb(p.rawBytes)} KB raw)`,
      p.public ? `≤ ${TARGETS.publicJsKb} KB gz` : '',
      verdict(p.public ? p.gzipBytes / 1024 <= TARGETS.publicJsKb : undefined),
    ]),
    judgementRow(judgedSearch),
    [
      'publish in cms → visible on product page (edge)',
      publish.visible ? `${publish.seconds} s` : `not visible within ${publish.timeoutSeconds} s`,
      `≤ ${TARGETS.publishSeconds} s`,
      verdict(publish.visible && publish.seconds <= TARGETS.publishSeconds),
    ],
  ]);
  if (cachedCmsRequests > 0) console.log(`\ncms requests while cached: ${JSON.stringify(cmsRequestsSeen)}`);
  printAccountTiming(accounts);
}

function round(value, digits) {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

function kb(bytes) {
  return round(bytes / 1024, 1);
}
