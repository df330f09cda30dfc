// Options for every site process (`npm start`, the fault tests, the bench). Node's own
// limit on request headers stays at its default of 16 KB, and the request line counts: an
// address longer than that gets Node's bare 431 before Next.js or the site's code runs, and
// the edge refuses it with a 414 before that (deploy/nginx/). Next.js's routing grows with
// the square of the parameter count, so a long address must never reach a render.
//
// V8's young generation stays at its default: larger semi-spaces did not lower a rendered
// page's CPU and cost resident memory.
//
// V8's old generation is capped at SITE_HEAP_MB: uncapped, V8 sizes it from the machine's
// memory and lets garbage pile up before it collects hard, so an instance that has built the
// sitemap's files stays far above what it holds, past a site instance's memory budget
// (docs/benchmarks.md). Capped, it collects sooner. A caller's own --max-old-space-size wins.

/** The site's old-generation cap in MB, unless NODE_OPTIONS names one. */
export const SITE_HEAP_MB = 384;

/** NODE_OPTIONS for a site process: the caller's own options without a raised header limit, with a heap cap. */
export function siteNodeOptions(existing = process.env.NODE_OPTIONS ?? '') {
  const options = existing.replace(/--max-http-header-size[= ]\d+/g, '').trim();
  if (/--max-old-space-size[= ]\d+/.test(options)) return options;
  return `${options} --max-old-space-size=${SITE_HEAP_MB}`.trim();
}
