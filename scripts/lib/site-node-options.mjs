// Options for every site process (`npm start`, the browser tests, the bench). Node's own
// limit on request headers stays at its default of 16 KB, and the request line counts: an
// address longer than that gets Node's bare 431 before Next.js or the site's code runs, and
// the edge refuses it with a 414 before that (deploy/nginx/). Next.js's routing grows with
// the square of the parameter count, so a long address must never reach a render.
//
// A rendered page allocates a few MB of short-lived objects (React's tree, the RSC payload,
// the HTML). With V8's default young generation (16 MB semi-spaces on 64-bit) they survive
// into the old generation, whose collections then cost a few percent of every page's CPU;
// 64 MB semi-spaces let them die young. The cost: up to about 128 MB more resident memory
// under load. A caller's own --max-semi-space-size wins.
export const SEMI_SPACE_MB = 64;

/** NODE_OPTIONS for a site process: the caller's own options without a raised header limit. */
export function siteNodeOptions(existing = process.env.NODE_OPTIONS ?? '') {
  const own = existing.replace(/--max-http-header-size[= ]\d+/g, '').trim();
  if (/--max-semi-space-size[= ]\d+/.test(own)) return own;
  return `${own} --max-semi-space-size=${SEMI_SPACE_MB}`.trim();
}
