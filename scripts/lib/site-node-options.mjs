// Node's own limit on request headers is 16 KB, and the request line counts: a long query
// string gets a bare 431 before Next.js runs. The site reads only the first 1,000
// parameters anyway (lib/http/query.ts), so it accepts addresses of up to 128 KB and
// answers them with a normal page. Every place that starts the site passes this.
export const MAX_HTTP_HEADER_SIZE = 128 * 1024;

/** NODE_OPTIONS for a site process: the caller's own options plus the header limit. */
export function siteNodeOptions(existing = process.env.NODE_OPTIONS ?? '') {
  return `${existing.replace(/--max-http-header-size[= ]\d+/g, '').trim()} --max-http-header-size=${MAX_HTTP_HEADER_SIZE}`.trim();
}
