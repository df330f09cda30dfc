// `npm run lighthouse [-- --no-build] [-- --verbose] [-- --pages home,product]`: Lighthouse
// (mobile, simulated throttling: its defaults) on ten public pages (home,
// product list, product, surface, producer, search results, compare with three surfaces,
// samples, a shared project, a cms page) and two signed-in pages (my projects, measurements)
// in both languages, the median of three runs each, and the floor: a bare
// Next.js app built by the same Next (tools/bench/lighthouse-floor), against the
// production build behind the edge (nginx, as deployed: over TLS and HTTP/2, micro-cached pages
// with a fresh nonce each) and a seeded cms. The floor is `next start` alone, over plain HTTP. `--pages` measures only the named pages (PAGE_KEYS below).
// A measurement, not a test: it exits 0 even when a target is missed.
// Hold the shared lock when others use the machine: `flock /tmp/e2e.lock npm run lighthouse`.
import '../../scripts/lib/runtime.mjs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { CmsEditor } from '../../tests/support/cms-editor.mjs';
import { pagesArgument } from './lib/options.mjs';
import { machineLine, printTable, verdict, writeResults } from './lib/report.mjs';
import { signedInSession } from './lib/session.mjs';
import { firstProduct, PORTS, root, withBenchStack } from './lib/stack.mjs';
import { run, startService, waitForHttp } from '../../scripts/lib/services.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Upper bounds of the metrics: LCP and TBT in ms, CLS unitless. */
const METRIC_TARGETS = { 'largest-contentful-paint': 2000, 'total-blocking-time': 150, 'cumulative-layout-shift': 0.02 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
// The browser's language decides only at /: Swedish pages are asked for by a Swedish browser.
const ACCEPT_LANGUAGE = { sv: 'sv-SE,sv;q=0.9', en: 'en-US,en;q=0.9' };
/** The measured pages, in this order; `--pages` takes a comma-separated subset of these keys. */
const PAGE_KEYS = [
  'home',
  'products',
  'product',
  'surface',
  'producer',
  'search',
  'compare',
  'samples',
  'shared',
  'cms-page',
  'my-projects',
  'measurements',
  'floor',
];
/** Pages asked for signed in: with a session of their own (the site's two cookies). */
const SIGNED_IN_PAGES = ['my-projects', 'measurements'];
/**
 * No target, the yardstick: a static page of a bare App Router app (no CSS, font, client
 * component or data of the site's), built by the site's Next and served by `next start`
 * directly, measured in the same run under the same load. What React and Next's router cost
 * at start-up on this machine, which no page of the site can go below in TBT. It is served over
 * plain HTTP/1.1 and the site over TLS and HTTP/2, so for LCP and FCP it is a yardstick, not a
 * bound (six requests gain little from HTTP/2, and it pays no TLS handshake).
 */
const YARDSTICK = 'floor';
const FLOOR_APP = path.join(root, 'tools', 'bench', 'lighthouse-floor');
const SEARCH_TERM = { sv: 'ek', en: 'oak' };
/**
 * Pages kept out of search engines on purpose (robots noindex): Lighthouse's is-crawlable
 * audit fails on them by design, so their SEO target is the score without that audit.
 */
const NOINDEX_PAGES = ['search', 'shared', ...SIGNED_IN_PAGES];
const seed = createRequire(import.meta.url)('../../cms/seed/data.js');

const USAGE = `npm run lighthouse [-- options]: Lighthouse (mobile, median of ${RUNS}) on the production build
behind the edge, with a seeded throw-away cms, against the targets (tools/bench/README.md).
A measurement, not a test: exits 0.

  --pages KEYS   only these pages, comma-separated: ${PAGE_KEYS.join(', ')}
  --no-build     reuse .next instead of next build
  --verbose      show the services' output
  --help         this text

Chromium: /usr/bin/chromium or CHROMIUM_PATH. Ports move with BENCH_PORT_OFFSET (else TEST_PORT_OFFSET).`;

if (process.argv.includes('--help')) {
  console.info(USAGE);
  process.exit(0);
}

let selected;
try {
  selected = pagesArgument(process.argv, PAGE_KEYS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

await withBenchStack(
  'npm run lighthouse',
  async (stack) => {
    const paths = await pagePaths(stack, selected);
    const session = selected.some((key) => SIGNED_IN_PAGES.includes(key)) ? await signedInSession(stack) : undefined;
    const cookieOf = (page) => (SIGNED_IN_PAGES.includes(page.key) ? { Cookie: session } : {});
    const pages = ['sv', 'en'].flatMap((locale) => {
      const prefix = locale === 'sv' ? '' : '/en';
      return selected
        .filter((key) => key !== YARDSTICK || locale === 'sv')
        .map((key) => ({ key, name: `${key} (${locale})`, locale, path: key === YARDSTICK ? '/' : prefix + paths[key][locale] || '/' }));
    });
    const floorUrl = selected.includes(YARDSTICK) ? await startFloor() : null;
    // Measured as visitors reach it: over TLS and HTTP/2, where a browser sends a page's ~30
    // requests on one connection (over plain HTTP/1.1 it opens six and queues the rest).
    const urlOf = (page) => (page.key === YARDSTICK ? floorUrl : stack.siteTlsUrl + page.path);
    // One render of each page first (over plain HTTP: the certificate is the run's own), so no
    // run pays for filling the data cache.
    for (const page of pages) {
      const answer = await fetch(page.key === YARDSTICK ? floorUrl : stack.siteUrl + page.path, {
        headers: { 'Accept-Language': ACCEPT_LANGUAGE[page.locale], ...cookieOf(page) },
        redirect: 'manual',
      });
      if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status}, expected 200`);
    }

    const port = await startChromium();
    for (const page of pages) {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        process.stdout.write(`Lighthouse ${page.name} ${page.path}, run ${i} of ${RUNS} ...\n`);
        runs.push(await measure(urlOf(page), port, { 'Accept-Language': ACCEPT_LANGUAGE[page.locale], ...cookieOf(page) }));
      }
      // The full report of the median run, to open in the Lighthouse viewer.
      const { medianRun, ...summary } = summarise(runs);
      Object.assign(page, summary);
      writeResults(`lighthouse-${page.locale}-${page.key}`, medianRun);
    }

    report(pages);
    writeResults('lighthouse', {
      settings: {
        runs: RUNS,
        formFactor: 'mobile',
        throttling: 'simulated (Lighthouse default)',
        protocol: 'site: HTTP/2 over TLS through the edge; floor: HTTP/1.1 from next start',
        loadAverage: os.loadavg(),
      },
      targets: { ...TARGETS, ...METRIC_TARGETS },
      pages,
    });
  },
  { tls: true },
);

/**
 * Each page's path in each language, without the /en prefix. The shared project is made for
 * this run: a confirmed user (through the cms admin), the three compared surfaces saved, a
 * project holding them and a share link, through the cms API as the site's server makes them.
 */
async function pagePaths(stack, keys) {
  const same = (p) => ({ sv: p, en: p });
  const cms = (p, init = {}) =>
    fetch(`${stack.cmsUrl}/api${p}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${init.token ?? stack.cmsToken}` },
    }).then(async (answer) => {
      const body = await answer.json().catch(() => null);
      if (!answer.ok) throw new Error(`cms ${init.method ?? 'GET'} ${p} answered ${answer.status}: ${JSON.stringify(body)}`);
      return body;
    });
  const product = await firstProduct(stack, 'sv');
  const surfaces = (await cms('/surfaces?locale=sv&sort=articleNumber:asc&fields[0]=name&pagination[pageSize]=3')).data.map((s) => s.documentId);
  if (surfaces.length < 3) throw new Error('the seeded cms has fewer than three surfaces');
  // The about page: its slug differs by language (om-oss, about-us), as most cms pages' do.
  const cmsPage = seed.pages.find((page) => page.key === 'about') ?? seed.pages[0];
  const paths = {
    home: same(''),
    products: same('/products'),
    product: same(`/products/${product.documentId}`),
    surface: same(`/surfaces/${surfaces[0]}`),
    producer: same(`/producer/${seed.producers[0].slug}`),
    search: { sv: `/search?q=${SEARCH_TERM.sv}`, en: `/search?q=${SEARCH_TERM.en}` },
    compare: same(`/compare?s=${surfaces.join(',')}`),
    samples: same('/samples'),
    'cms-page': { sv: `/${cmsPage.slug.sv}`, en: `/${cmsPage.slug.en}` },
    'my-projects': same('/my-projects'),
    measurements: same('/measurements'),
  };
  if (keys.includes('shared')) {
    const account = { username: `lighthouse${randomUUID().slice(0, 8)}`, password: 'Lighthouse-Passw0rd!' };
    account.email = `${account.username}@example.com`;
    await (await new CmsEditor(stack.cmsUrl).signIn()).createConfirmedUser(account);
    const { jwt } = await fetch(`${stack.cmsUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    }).then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(`sign-in answered ${answer.status}`))));
    const post = (p, data) => cms(p, { method: 'POST', token: jwt, body: JSON.stringify({ data }) }).then((body) => body.data);
    const materials = [];
    for (const [i, surface] of surfaces.entries())
      materials.push((await post('/materials', { surface, ...(i === 0 && { note: 'Golv i hallen, oljad yta' }) })).documentId);
    const project = await post('/projects', {
      name: 'Villa Ekbacken',
      description: 'Kök och hall i ljusa toner.',
      location: 'Uppsala',
      status: 'ongoing',
      materials,
    });
    const link = await post('/share-links', { project: project.documentId });
    paths.shared = same(`/shared/${link.token}`);
  }
  return paths;
}

/**
 * One Lighthouse run. Lighthouse now and then fails to record a trace (NO_NAVSTART): such
 * a run is repeated, at most twice, and said so; a page that keeps failing stops the script.
 */
async function measure(url, port, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders,
    });
    const problem = !result ? 'no result' : result.lhr.runtimeError && `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
    if (!problem) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${problem}`);
    process.stdout.write(`  Lighthouse could not measure this run (${problem}); trying again.\n`);
  }
}

/** The floor app, built and started; its address. Stopped with the stack's services. */
async function startFloor() {
  const next = path.join(root, 'node_modules', '.bin', 'next');
  process.stdout.write('Building the floor, a bare Next.js app (tools/bench/lighthouse-floor) ...\n');
  await run(next, ['build', FLOOR_APP]);
  const url = `http://127.0.0.1:${PORTS.lighthouseFloor}/`;
  const child = startService('floor', next, ['start', FLOOR_APP, '-H', '127.0.0.1', '-p', String(PORTS.lighthouseFloor)], {
    quiet: !process.argv.includes('--verbose'),
  });
  await waitForHttp(url, { child, name: 'the floor app' });
  return url;
}

/** Headless Chromium with a throw-away profile; answers the DevTools port Lighthouse connects to. */
async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ytb-lighthouse-'));
  process.on('exit', () => rmSync(profile, { recursive: true, force: true }));
  startService(
    'chromium',
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      // The edge's certificate is made for this run and signed by nobody.
      '--ignore-certificate-errors',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { quiet: !process.argv.includes('--verbose') },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port) return port;
    } catch {
      // not written yet
    }
    await sleep(100);
  }
  throw new Error(`${CHROMIUM} did not open a DevTools port within 10 s`);
}

/**
 * Median scores and metrics of the runs, every weighted audit that fell short in any run, and
 * from the run with the median performance score what its Largest Contentful Paint was and
 * what Lighthouse says would make it sooner.
 */
function summarise(runs) {
  const byPerformance = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const medianRun = byPerformance[Math.floor(runs.length / 2)];
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((lhr) => Math.round(lhr.categories[id].score * 100)))]));
  const seoWithoutCrawlable = median(runs.map((lhr) => categoryScoreWithout(lhr, 'seo', 'is-crawlable')));
  const metrics = Object.fromEntries(METRICS.map((id) => [id, median(runs.map((lhr) => lhr.audits[id].numericValue))]));
  const failing = {};
  for (const lhr of runs) {
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight === 0 || audit.score === null || audit.score >= (id === 'performance' ? 0.9 : 1)) continue;
        const key = `${id}: ${ref.id}`;
        failing[key] ??= { category: id, audit: ref.id, title: audit.title, runs: 0, displayValue: audit.displayValue };
        failing[key].runs += 1;
      }
    }
  }
  return {
    scores,
    seoWithoutCrawlable,
    metrics,
    bytes: Object.fromEntries(Object.keys(pageBytes(runs[0])).map((key) => [key, median(runs.map((lhr) => pageBytes(lhr)[key]))])),
    failing: Object.values(failing),
    // Lighthouse 13 names the element in its LCP breakdown insight (12 had an audit of its own).
    lcpElement: findSnippet((medianRun.audits['lcp-breakdown-insight'] ?? medianRun.audits['largest-contentful-paint-element'])?.details),
    lcpSavings: Object.values(medianRun.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && (audit.metricSavings?.LCP ?? 0) > 0)
      .map((audit) => ({ audit: audit.id, title: audit.title, lcpSavingsMs: Math.round(audit.metricSavings.LCP), displayValue: audit.displayValue }))
      .sort((a, b) => b.lcpSavingsMs - a.lcpSavingsMs),
    lighthouseVersion: medianRun.lighthouseVersion,
    medianRun,
  };
}

/** A category's score (0–100) as Lighthouse weighs it, leaving one audit out. */
function categoryScoreWithout(lhr, category, auditId) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category].auditRefs) {
    const score = lhr.audits[ref.id].score;
    if (ref.id === auditId || ref.weight === 0 || score === null) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : null;
}

/**
 * What a page moved, from the report's network requests: the HTML document (as sent, so
 * compressed by the edge, and as read), the scripts, and everything (Lighthouse's total byte
 * weight, the transfer sizes of all requests).
 */
function pageBytes(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const html = requests.find((r) => r.resourceType === 'Document') ?? {};
  const sum = (type) => requests.filter((r) => r.resourceType === type).reduce((total, r) => total + (r.transferSize ?? 0), 0);
  return {
    htmlTransfer: html.transferSize ?? 0,
    htmlResource: html.resourceSize ?? 0,
    scriptTransfer: sum('Script'),
    totalTransfer: lhr.audits['total-byte-weight']?.numericValue ?? 0,
    requests: requests.length,
  };
}

/** The HTML snippet of the first node in an audit's details (tables nest inside lists). */
function findSnippet(details) {
  for (const item of details?.items ?? []) {
    if (item.node?.snippet) return item.node.snippet;
    if (item.type === 'node' && item.snippet) return item.snippet;
    const nested = findSnippet(item);
    if (nested) return nested;
  }
  return undefined;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function report(pages) {
  console.log(`\n=== npm run lighthouse: ${machineLine()}, median of ${RUNS} ===\n`);
  const kB = (bytes) => (bytes / 1000).toFixed(1);
  const metric = (p, id, text) => `${text} ${p.key === YARDSTICK ? '(floor)' : verdict(p.metrics[id] <= METRIC_TARGETS[id])}`;
  printTable([
    [
      'page',
      ...CATEGORIES.map((id) => `${id} (≥ ${TARGETS[id]})`),
      `LCP ms (≤ ${METRIC_TARGETS['largest-contentful-paint']})`,
      `TBT ms (≤ ${METRIC_TARGETS['total-blocking-time']})`,
      `CLS (≤ ${METRIC_TARGETS['cumulative-layout-shift']})`,
    ],
    ...pages.map((p) => [
      `${p.name} ${shortPath(p.path)}`,
      ...CATEGORIES.map((id) => categoryCell(p, id)),
      metric(p, 'largest-contentful-paint', Math.round(p.metrics['largest-contentful-paint'])),
      metric(p, 'total-blocking-time', Math.round(p.metrics['total-blocking-time'])),
      metric(p, 'cumulative-layout-shift', p.metrics['cumulative-layout-shift'].toFixed(3)),
    ]),
  ]);
  console.log('\nBytes per page (kB = 1,000 bytes; transfer = as sent, compressed; median of the runs):');
  printTable([
    ['page', 'HTML transfer kB', 'HTML size kB', 'scripts transfer kB', 'total transfer kB', 'requests'],
    ...pages.map((p) => [
      `${p.name} ${shortPath(p.path)}`,
      kB(p.bytes.htmlTransfer),
      kB(p.bytes.htmlResource),
      kB(p.bytes.scriptTransfer),
      kB(p.bytes.totalTransfer),
      p.bytes.requests,
    ]),
  ]);
  console.log('\nLargest Contentful Paint of the median run, and what Lighthouse estimates would bring it forward:');
  for (const p of pages) {
    const savings = p.lcpSavings.map((s) => `${s.audit} ~${s.lcpSavingsMs} ms`).join(', ') || 'no estimate';
    console.log(`  ${p.name}: ${p.lcpElement ?? 'element unknown'}\n    ${savings}`);
  }
  const failing = pages.flatMap((p) => p.failing.map((f) => ({ ...f, page: p.name })));
  if (failing.length === 0) return;
  console.log('\nAudits below their mark (performance: < 0.9; others: < 1), in how many runs:');
  printTable([
    ['page', 'category', 'audit id', 'runs', 'title'],
    ...failing.map((f) => [f.page, f.category, f.audit, `${f.runs}/${RUNS}`, `${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`]),
  ]);
}

/** A category's median score and verdict; a noindex page's SEO is judged without is-crawlable. */
function categoryCell(p, id) {
  if (p.key === YARDSTICK) return `${p.scores[id]} (floor)`;
  if (id === 'seo' && NOINDEX_PAGES.includes(p.key)) {
    return `${p.scores.seo} (${p.seoWithoutCrawlable} without is-crawlable: noindex) ${verdict(p.seoWithoutCrawlable >= TARGETS.seo)}`;
  }
  return `${p.scores[id]} ${verdict(p.scores[id] >= TARGETS[id])}`;
}

/** A path with its ids and tokens shortened, for the tables. */
function shortPath(p) {
  return p.replace(/[a-z0-9]{24}/g, '{id}').replace(/[A-Za-z0-9_-]{43}$/, '{token}');
}
