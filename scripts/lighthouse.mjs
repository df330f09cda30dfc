// `npm run lighthouse [-- --no-build] [-- --verbose]`: Lighthouse (mobile, simulated
// throttling: its defaults) on home, product list and product detail in both languages,
// the median of three runs each, against the production build behind the edge (nginx, as
// deployed: micro-cached pages with a fresh nonce each) and a seeded cms.
// A measurement, not a test: it exits 0 even when a target is missed.
// Hold the shared lock when others use the machine: `flock /tmp/e2e.lock npm run lighthouse`.
import './lib/runtime.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { machine, printTable, verdict, writeResults } from './lib/bench-report.mjs';
import { firstProduct, withBenchStack } from './lib/bench-stack.mjs';
import { startService } from './lib/services.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
// The browser's language decides only at /: Swedish pages are asked for by a Swedish browser.
const ACCEPT_LANGUAGE = { sv: 'sv-SE,sv;q=0.9', en: 'en-US,en;q=0.9' };

await withBenchStack('npm run lighthouse', async (stack) => {
  const product = await firstProduct(stack, 'sv');
  const pages = ['sv', 'en'].flatMap((locale) => {
    const prefix = locale === 'sv' ? '' : '/en';
    return [
      { name: `home (${locale})`, locale, path: prefix || '/' },
      { name: `product list (${locale})`, locale, path: `${prefix}/products` },
      { name: `product detail (${locale})`, locale, path: `${prefix}/products/${product.documentId}` },
    ];
  });
  // One render of each page first, so no run pays for filling the data cache.
  for (const page of pages) await fetch(stack.siteUrl + page.path, { headers: { 'Accept-Language': ACCEPT_LANGUAGE[page.locale] } });

  const port = await startChromium();
  for (const page of pages) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      process.stdout.write(`Lighthouse ${page.name} ${page.path}, run ${i} of ${RUNS} ...\n`);
      runs.push(await measure(stack.siteUrl + page.path, port, page.locale));
    }
    // The full report of the median run, to open in the Lighthouse viewer.
    const { medianRun, ...summary } = summarise(runs);
    Object.assign(page, summary);
    writeResults(`lighthouse-${page.locale}-${page.name.split(' (')[0].replaceAll(' ', '-')}`, medianRun);
  }

  report(pages);
  writeResults('lighthouse', { settings: { runs: RUNS, formFactor: 'mobile', throttling: 'simulated (Lighthouse default)' }, targets: TARGETS, pages });
});

/**
 * One Lighthouse run. Lighthouse now and then fails to record a trace (NO_NAVSTART): such
 * a run is repeated, at most twice, and said so; a page that keeps failing stops the script.
 */
async function measure(url, port, locale) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      extraHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[locale] },
    });
    const problem = !result ? 'no result' : result.lhr.runtimeError && `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
    if (!problem) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${problem}`);
    process.stdout.write(`  Lighthouse could not measure this run (${problem}); trying again.\n`);
  }
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
    metrics,
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
  const m = machine();
  console.log(`\n=== npm run lighthouse: ${new Date().toISOString().slice(0, 10)}, ${m.cpu}, ${m.cores} cores, Node ${m.node}, median of ${RUNS} ===\n`);
  printTable([
    ['page', ...CATEGORIES.map((id) => `${id} (≥ ${TARGETS[id]})`), 'LCP ms', 'TBT ms', 'CLS'],
    ...pages.map((p) => [
      `${p.name} ${p.path.replace(/[a-z0-9]{24}$/, '{id}')}`,
      ...CATEGORIES.map((id) => `${p.scores[id]} ${verdict(p.scores[id] >= TARGETS[id])}`),
      Math.round(p.metrics['largest-contentful-paint']),
      Math.round(p.metrics['total-blocking-time']),
      p.metrics['cumulative-layout-shift'].toFixed(3),
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
