import type enMessages from '../../messages/en.json';

type Messages = typeof enMessages;
export type ApiErrorCode = keyof Messages['ApiErrors'];

/**
 * What a hostile input must get:
 * - `page`: the status, and the page's h1 in the visitor's language;
 * - `json`: the status, and `{ error, message }` with the message in the caller's language;
 * - `refusal`: the status, and the message as the body of a refused form post;
 * - `edge`: an address nginx cannot read at all: the edge's own 400 page in both languages,
 *   and `site`, what the site answers when reached directly (its second guard).
 */
export type SiteAnswer =
  | { kind: 'page'; status: number; heading: (t: Messages) => string }
  | { kind: 'json'; status: number; error: ApiErrorCode }
  | { kind: 'refusal'; status: number; message: ApiErrorCode };
export type Answer = SiteAnswer | { kind: 'edge'; status: 400; site: SiteAnswer };

export interface HostileInput {
  what: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The Swedish path; English runs put /en in front of page paths. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body without Content-Length, in chunks, as a client that hides its size would. */
  chunked?: boolean;
  answer: Answer;
}

/**
 * Markup that calls alert() wherever a page writes text into its document unescaped: an
 * image that fails, an attribute broken out of, a script, an SVG, and a script address for
 * anything that might become a link. Short enough for every field it is typed into (a project
 * name takes 120 characters, the search reads the first 100).
 */
export const XSS_PAYLOAD = `<img src=x onerror=alert(1)> "><script>alert(2)</script> <svg onload=alert(3)> javascript:alert(4)`;

const notFound: SiteAnswer = { kind: 'page', status: 404, heading: (t) => t.ErrorPage.notFoundHeading };
const productList: Answer = { kind: 'page', status: 200, heading: (t) => t.ProductList.title };
const searchPage: Answer = { kind: 'page', status: 200, heading: (t) => t.Search.title };
const comparePage: Answer = { kind: 'page', status: 200, heading: (t) => t.ComparePage.title };
const json = (status: number, error: ApiErrorCode): SiteAnswer => ({ kind: 'json', status, error });
const unreadable = (site: SiteAnswer): Answer => ({ kind: 'edge', status: 400, site });
const refusal = (status: number, message: ApiErrorCode): Answer => ({ kind: 'refusal', status, message });

const JSON_TYPE = { 'Content-Type': 'application/json' };
const kB = (n: number) => Buffer.alloc(n * 1024, 'x');
const e = encodeURIComponent;

/** A server action's form posted without JavaScript: the shape Next.js's forms send. */
export function actionForm(fields: Record<string, string>, boundary = '----ytbanken-test') {
  const parts = Object.entries({ $ACTION_REF_1: '', ...fields }).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { body: `${parts.join('')}--${boundary}--\r\n`, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}
const hugeForm = actionForm({ name: 'A', email: 'a@example.com', message: 'x'.repeat(200 * 1024), consent: 'yes' });
const contactForm = actionForm({ name: 'A', email: 'a@example.com', message: 'Hej', consent: 'yes' });
const sampleOrder = { name: 'A', email: 'a@example.com', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' };
const hugeOrder = actionForm({ ...sampleOrder, surfaces: 'a'.repeat(24), message: 'x'.repeat(200 * 1024) });
const orderForm = actionForm({ ...sampleOrder, surfaces: 'a'.repeat(24) });
const samplesPage: Answer = { kind: 'page', status: 200, heading: (t) => t.Samples.title };
const ACTION = { 'Next-Action': '7f00000000000000000000000000000000000000aa' };

/** Pages: ids, slugs and paths no page has, and queries meant to trip the parser. */
const pages: HostileInput[] = [
  { what: 'a product id of letters', path: '/products/abc', answer: notFound },
  { what: 'a product id that is a huge number', path: '/products/1e9999', answer: notFound },
  { what: 'a negative surface id', path: '/surfaces/-1', answer: notFound },
  { what: 'a product id in Swedish letters', path: `/products/${e('åäöÅÄÖ')}`, answer: notFound },
  { what: 'a surface id that is an emoji', path: `/surfaces/${e('🧱')}`, answer: notFound },
  { what: 'SQL in a product id', path: `/products/${e("' OR '1'='1")}`, answer: notFound },
  { what: 'SQL in a surface id', path: `/surfaces/${e('1;DROP TABLE surfaces')}`, answer: notFound },
  { what: 'an encoded ../ in a producer slug', path: '/producer/..%2F..%2F..%2Fapi%2Fme', answer: unreadable(notFound) },
  { what: 'an encoded %2e%2e/ in a product id', path: '/products/%2e%2e%2fapi', answer: notFound },
  { what: 'a NUL byte as the page', path: '/%00', answer: unreadable(notFound) },
  { what: 'a NUL byte as a product id', path: '/products/%00', answer: unreadable(notFound) },
  { what: 'a CRLF header injection in the path', path: '/a%0d%0aSet-Cookie:%20x=1', answer: notFound },
  { what: 'a path of 5,000 characters', path: `/${'a'.repeat(5000)}`, answer: notFound },
  { what: 'a path of 15,000 encoded characters', path: `/${'%7B'.repeat(5000)}`, answer: notFound },
  { what: 'a product id of 5,000 characters', path: `/products/${'7'.repeat(5000)}`, answer: notFound },
  { what: 'broken percent-encoding as the page', path: '/%E0%A4%A', answer: unreadable(notFound) },
  { what: 'broken percent-encoding as a product id', path: '/products/%E0%A4%A', answer: unreadable(notFound) },
  { what: 'broken percent-encoding deep in a producer page', path: '/producer/%E0%A4%A/products/%E0%A4%A', answer: unreadable(notFound) },
  { what: 'a share token too short to be one', path: '/shared/abc', answer: notFound },
  { what: 'a well-formed share token nobody was given', path: `/shared/${'A'.repeat(43)}`, answer: notFound },
  { what: 'SQL in a share token', path: `/shared/${e("' OR '1'='1' --")}`, answer: notFound },
  { what: 'a share token of 5,000 characters', path: `/shared/${'x'.repeat(5000)}`, answer: notFound },
  { what: 'an encoded ../ in a share token', path: '/shared/%2e%2e%2fapi%2fme', answer: notFound },
  { what: 'a lone percent sign', path: '/products/%', answer: unreadable(notFound) },
  { what: 'page=NaN', path: '/products?page=NaN', answer: productList },
  { what: 'a negative page', path: '/products?page=-1', answer: productList },
  { what: 'a page number of 1e9999', path: '/products?page=1e9999', answer: productList },
  { what: 'a page number of twenty digits', path: '/products?page=99999999999999999999', answer: productList },
  { what: 'an operator instead of a category', path: '/products?category[$ne]=tiles', answer: productList },
  { what: 'a filters[$where] trick', path: '/products?filters[$where]=1&producer[$regex]=.*', answer: productList },
  { what: 'SQL as the sort', path: `/products?sort=${e('name;DROP TABLE products')}`, answer: productList },
  { what: 'prototype keys in the query', path: '/products?__proto__[polluted]=1&constructor[prototype][polluted]=1', answer: productList },
  { what: 'a query nested eight deep', path: '/products?a[b][c][d][e][f][g][h]=1', answer: productList },
  { what: 'two categories at once', path: '/products?category=tiles&category=paints', answer: productList },
  {
    what: 'a query meant to trip the parser on the sample order page',
    path: `/samples?s[$ne]=x&${'a[b]'.repeat(30)}=1&s=${e("' OR 1=1 --")}`,
    answer: samplesPage,
  },
  { what: 'markup in the sample order page address', path: `/samples?s=${e(XSS_PAYLOAD)}`, answer: samplesPage },
  { what: 'SQL as the search', path: `/search?q=${e("' OR 1=1 --")}`, answer: searchPage },
  { what: 'an operator as the search', path: '/search?q[$ne]=x', answer: searchPage },
  { what: 'broken percent-encoding in the search', path: '/search?q=%E0%A4%A', answer: searchPage },
  { what: 'a search of 5,000 characters', path: `/search?q=${'x'.repeat(5000)}`, answer: searchPage },
  { what: 'a script as the compared ids', path: `/compare?s=${e('<script>alert(1)</script>')}`, answer: comparePage },
  // Commas are three characters each once the locale rewrite has encoded them (lib/http/long-query.ts).
  { what: '10,000 commas as the compared ids', path: `/compare?s=${','.repeat(10_000)}`, answer: comparePage },
  { what: 'a search of 15,000 commas', path: `/search?q=${','.repeat(15_000)}`, answer: searchPage },
  { what: 'an operator as the compared ids', path: '/compare?s[$ne]=x', answer: comparePage },
  { what: 'a compared id of 5,000 characters', path: `/compare?s=${'a'.repeat(5000)}`, answer: comparePage },
  { what: 'an operator as the reset code', path: '/reset-password?code[$ne]=1', answer: { kind: 'page', status: 200, heading: (t) => t.Auth.reset.title } },
  {
    what: 'a script address as returnTo',
    path: `/login?returnTo=${e('javascript:alert(1)')}&provider[$gt]=`,
    answer: { kind: 'page', status: 200, heading: (t) => t.Auth.login.title },
  },
];

/** Route handlers: bodies, types and sizes they must refuse, and addresses that name none. */
const handlers: HostileInput[] = [
  { what: 'cut-off JSON', method: 'POST', path: '/api/materials', headers: JSON_TYPE, body: '{"surfaceId":', answer: json(400, 'invalidJson') },
  {
    what: 'JSON sent as text/plain',
    method: 'POST',
    path: '/api/materials',
    headers: { 'Content-Type': 'text/plain' },
    body: '{}',
    answer: json(415, 'unsupportedType'),
  },
  { what: 'no content type at all', method: 'POST', path: '/api/projects', body: '{"name":"x"}', answer: json(415, 'unsupportedType') },
  {
    what: 'a form where JSON belongs',
    method: 'PATCH',
    path: '/api/measurements/abc',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'L=1',
    answer: json(415, 'unsupportedType'),
  },
  {
    what: 'XML where JSON belongs',
    method: 'POST',
    path: '/api/consent',
    headers: { 'Content-Type': 'text/xml' },
    body: '<consent/>',
    answer: json(415, 'unsupportedType'),
  },
  { what: '200 kB of JSON', method: 'POST', path: '/api/materials', headers: JSON_TYPE, body: kB(200), answer: json(413, 'tooLarge') },
  {
    what: '2 MB sent in chunks without Content-Length',
    method: 'POST',
    path: '/api/projects',
    headers: JSON_TYPE,
    body: kB(2048),
    chunked: true,
    answer: json(413, 'tooLarge'),
  },
  { what: '101 kB to the consent log', method: 'POST', path: '/api/consent', headers: JSON_TYPE, body: kB(101), answer: json(413, 'tooLarge') },
  { what: 'a 200 kB body to a DELETE', method: 'DELETE', path: '/api/materials/abcdefghijklmnopqrstuvwx', body: kB(200), answer: json(413, 'tooLarge') },
  { what: 'a 200 kB body to sign out', method: 'DELETE', path: '/api/auth/session', body: kB(200), answer: json(413, 'tooLarge') },
  {
    what: 'cut-off JSON for a new share link',
    method: 'POST',
    path: '/api/projects/abcdefghijklmnopqrstuvwx/share',
    headers: JSON_TYPE,
    body: '{"expiresInDays":',
    answer: json(400, 'invalidJson'),
  },
  {
    what: 'a 200 kB body to revoke a share link',
    method: 'DELETE',
    path: '/api/share-links/abcdefghijklmnopqrstuvwx',
    body: kB(200),
    answer: json(413, 'tooLarge'),
  },
  { what: 'revoking a share link without a session', method: 'DELETE', path: '/api/share-links/abcdefghijklmnopqrstuvwx', answer: json(401, 'unauthorized') },
  {
    what: 'invalid PATCH JSON',
    method: 'PATCH',
    path: '/api/projects/abc',
    headers: JSON_TYPE,
    body: "{'name': 'single quotes'}",
    answer: json(400, 'invalidJson'),
  },
  {
    what: 'bytes that are not UTF-8',
    method: 'POST',
    path: '/api/consent',
    headers: JSON_TYPE,
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    answer: json(400, 'invalidJson'),
  },
  {
    what: 'a __proto__ payload',
    method: 'POST',
    path: '/api/consent',
    headers: JSON_TYPE,
    body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    answer: json(400, 'invalid'),
  },
  {
    what: 'JSON nested 50,000 deep',
    method: 'POST',
    path: '/api/consent',
    headers: JSON_TYPE,
    body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    answer: json(400, 'invalid'),
  },
  {
    what: 'an XSS string as the consent id',
    method: 'POST',
    path: '/api/consent',
    headers: JSON_TYPE,
    body: JSON.stringify({
      consentId: '<script>alert(1)</script>',
      categories: ['necessary'],
      revision: 0,
      consentTimestamp: '2026-11-21T10:00:00Z',
      lastConsentTimestamp: '2026-11-21T10:00:00Z',
      locale: 'sv',
    }),
    answer: json(400, 'invalid'),
  },
  {
    what: 'a huge revision number',
    method: 'POST',
    path: '/api/consent',
    headers: JSON_TYPE,
    body: '{"consentId":"abcdef12","categories":[],"revision":1e999,"consentTimestamp":"2026-11-21T10:00:00Z","lastConsentTimestamp":"2026-11-21T10:00:00Z","locale":"sv"}',
    answer: json(400, 'invalid'),
  },
  { what: 'an API address no handler has', path: '/api/nothing-here', answer: json(404, 'notFound') },
  {
    what: 'a POST to an API address no handler has',
    method: 'POST',
    path: '/api/users/1/admin',
    headers: JSON_TYPE,
    body: '{}',
    answer: json(404, 'notFound'),
  },
  { what: 'broken percent-encoding under /api', path: '/api/%E0%A4%A', answer: unreadable(json(400, 'badAddress')) },
  { what: 'broken percent-encoding as an API id', method: 'DELETE', path: '/api/materials/%E0%A4%A', answer: unreadable(json(400, 'badAddress')) },
  { what: 'broken percent-encoding under /uploads', path: '/uploads/%E0%A4%A', answer: unreadable(json(400, 'badAddress')) },
  { what: 'a NUL byte under /uploads', path: '/uploads/x%00.png', answer: unreadable(json(400, 'badAddress')) },
  {
    what: 'filters[$where] tricks to the measurements list',
    path: '/api/measurements?filters[$where]=1&project[$ne]=x&surface[$regex]=.*',
    answer: json(401, 'unauthorized'),
  },
  { what: 'an operator as the language switch target', path: '/api/locale?from=sv&to[$ne]=sv&path=/', answer: json(400, 'invalid') },
  { what: 'another site as the language switch path', path: `/api/locale?from=sv&to=en&path=${e('//evil.example/')}`, answer: json(400, 'invalid') },
  // The check must read the path the redirect uses: each of these parses to //evil.example.
  ...['/.//evil.example', '/..//evil.example', '/a/b/../..//evil.example', '/%2e//evil.example', '/%2E%2E//evil.example', '/././/evil.example/x?y=1'].map(
    (path): HostileInput => ({
      what: `another site as the switch path, written ${path}`,
      path: `/api/locale?from=en&to=sv&path=${e(path)}`,
      answer: json(400, 'invalid'),
    }),
  ),
  {
    what: 'another site as the English switch path, written /.//',
    path: `/api/locale?from=sv&to=en&path=${e('/.//evil.example')}`,
    answer: json(400, 'invalid'),
  },
  { what: 'a forged session cookie', path: '/api/me', headers: { Cookie: 'ytb_access=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' }, answer: json(401, 'unauthorized') },
  {
    what: 'the x-middleware-subrequest header trick',
    path: '/api/materials',
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    answer: json(401, 'unauthorized'),
  },
  {
    what: 'a post from another site to leave the preview',
    method: 'POST',
    path: '/api/preview/exit',
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    answer: json(403, 'crossSite'),
  },
  {
    what: 'a post to leave the preview from a browser that sends only its Origin',
    method: 'POST',
    path: '/api/preview/exit',
    headers: { Origin: 'https://evil.example' },
    answer: json(403, 'crossSite'),
  },
  {
    what: 'a post to leave the preview from a sibling site',
    method: 'POST',
    path: '/api/preview/exit',
    headers: { 'Sec-Fetch-Site': 'same-site' },
    answer: json(403, 'crossSite'),
  },
  {
    what: 'a spoofed X-Forwarded-Host and Origin',
    method: 'POST',
    path: '/api/materials',
    headers: { ...JSON_TYPE, 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' },
    body: '{"surfaceId":"x"}',
    answer: json(401, 'unauthorized'),
  },
];

/** Posts to pages: server actions and forms posted without JavaScript. */
const formPosts: HostileInput[] = [
  { what: 'a 200 kB contact form without JavaScript', method: 'POST', path: '/contact', ...hugeForm, answer: refusal(413, 'tooLarge') },
  {
    what: 'a 200 kB action call',
    method: 'POST',
    path: '/contact',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8' },
    body: `["${'x'.repeat(200 * 1024)}"]`,
    answer: refusal(413, 'tooLarge'),
  },
  {
    what: 'an action call that is not JSON',
    method: 'POST',
    path: '/login',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8' },
    body: '{{{{ not json',
    answer: refusal(400, 'unreadableForm'),
  },
  {
    what: 'an action call whose arguments are not a list',
    method: 'POST',
    path: '/register',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8' },
    body: '"x"',
    answer: refusal(400, 'unreadableForm'),
  },
  {
    what: 'a multipart body that is not multipart',
    method: 'POST',
    path: '/contact',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: 'garbage',
    answer: refusal(400, 'unreadableForm'),
  },
  {
    what: 'a server action called from another site',
    method: 'POST',
    path: '/login',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' },
    body: '[]',
    answer: refusal(403, 'crossSite'),
  },
  {
    what: 'a server action from another host that names itself in X-Forwarded-Host',
    method: 'POST',
    path: '/register',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' },
    body: '[]',
    answer: refusal(403, 'crossSite'),
  },
  {
    what: 'a form posted from another port of this host',
    method: 'POST',
    path: '/contact',
    body: contactForm.body,
    headers: { ...contactForm.headers, Origin: 'http://localhost:1' },
    answer: refusal(403, 'crossSite'),
  },
  {
    what: 'a server action called from a sandboxed frame',
    method: 'POST',
    path: '/account',
    headers: { ...ACTION, 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'null' },
    body: '[]',
    answer: refusal(403, 'crossSite'),
  },
  {
    what: 'a form posted from another site without JavaScript',
    method: 'POST',
    path: '/contact',
    body: contactForm.body,
    headers: { ...contactForm.headers, Origin: 'https://evil.example' },
    answer: refusal(403, 'crossSite'),
  },
  { what: 'a 200 kB sample order without JavaScript', method: 'POST', path: '/samples', ...hugeOrder, answer: refusal(413, 'tooLarge') },
  {
    what: 'a sample order whose body is not multipart',
    method: 'POST',
    path: '/samples',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: 'garbage',
    answer: refusal(400, 'unreadableForm'),
  },
  {
    what: 'a sample order posted from another site without JavaScript',
    method: 'POST',
    path: '/samples',
    body: orderForm.body,
    headers: { ...orderForm.headers, Origin: 'https://evil.example' },
    answer: refusal(403, 'crossSite'),
  },
  {
    what: 'an action call as XML',
    method: 'POST',
    path: '/forgot-password',
    headers: { ...ACTION, 'Content-Type': 'application/xml' },
    body: '<a/>',
    answer: refusal(415, 'unreadableForm'),
  },
];

export const HOSTILE_INPUTS: readonly HostileInput[] = [...pages, ...handlers, ...formPosts];
