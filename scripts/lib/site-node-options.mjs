// Options for every site process (`npm start`, the browser tests, the bench). Node's own
// limit on request headers stays at its default of 16 KB, and the request line counts: an
// address longer than that gets Node's bare 431 before Next.js or the site's code runs, and
// the edge refuses it with a 414 before that (deploy/nginx/). Next.js's routing grows with
// the square of the parameter count, so a long address must never reach a render.
//
// V8's young generation stays at its default: 64 MB semi-spaces (--max-semi-space-size=64)
// did not lower a rendered page's CPU here (Node 20, 2 cores; docs/performance.md) and
// cost about 40 MB more resident memory.

/** NODE_OPTIONS for a site process: the caller's own options without a raised header limit. */
export function siteNodeOptions(existing = process.env.NODE_OPTIONS ?? '') {
  return existing.replace(/--max-http-header-size[= ]\d+/g, '').trim();
}
