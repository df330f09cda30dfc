import { describe, expect, it } from 'vitest';
import { OTHER_HOST_PATH_HEADER, OTHER_HOST_ROUTE, otherHostAnswer, otherHostRewrite } from './canonical-host';

const SITE_URL = 'http://localhost:3000';
/** A request as the proxy sees it: the site's own address in the URL, the visitor's Host apart. */
const asked = (host: string | null, address: string, method = 'GET') =>
  new Request(`http://localhost:3000${address}`, { method, headers: host === null ? {} : { host } });
/** Where the proxy's hand-over and the route's answer together send a request. */
const sentTo = (request: Request, siteUrl = SITE_URL) => {
  const handed = otherHostRewrite(request, siteUrl);
  if (!handed) return null;
  // The route reads the address asked for, as Next.js gives it after a rewrite.
  const answer = otherHostAnswer(new Request(request.url, { headers: handed.headers }), siteUrl);
  expect(answer.status).toBe(308);
  return answer.headers.get('location');
};

describe('otherHostRewrite and otherHostAnswer', () => {
  it("send a page asked for under another name to SITE_URL's with a 308, path and query kept", () => {
    expect(otherHostRewrite(asked('127.0.0.1:3000', '/en/login?x=1'), SITE_URL)?.route.href).toBe(`http://localhost:3000${OTHER_HOST_ROUTE}`);
    expect(sentTo(asked('127.0.0.1:3000', '/en/login?x=1&y=%C3%A5'))).toBe('http://localhost:3000/en/login?x=1&y=%C3%A5');
    expect(sentTo(asked('[::1]:3000', '/'))).toBe('http://localhost:3000/');
    expect(sentTo(asked('127.0.0.1:3000', '/produkter', 'HEAD'))).toBe('http://localhost:3000/produkter');
    expect(sentTo(asked('www.ytbanken.se', '/om-oss'), 'https://ytbanken.se')).toBe('https://ytbanken.se/om-oss');
  });

  it("answer SITE_URL's name on any port, in any case: the edge's requests, instances and test sites on ports of their own", () => {
    for (const host of ['localhost:3000', 'localhost:3210', 'localhost', 'LocalHost:4580']) {
      expect(otherHostRewrite(asked(host, '/en/products'), SITE_URL), host).toBeNull();
    }
    expect(otherHostRewrite(asked('ytbanken.se', '/'), 'https://ytbanken.se')).toBeNull();
  });

  it('leave forms and requests without a Host alone', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(otherHostRewrite(asked('127.0.0.1:3000', '/en/login', method), SITE_URL), method).toBeNull();
    expect(otherHostRewrite(asked(null, '/'), SITE_URL)).toBeNull();
  });

  it("never send anyone off SITE_URL's origin, whatever the path, the Host or the header a visitor sends the route", () => {
    for (const [host, address] of [
      ['127.0.0.1:3000', '//evil.example/x'],
      ['127.0.0.1:3000', '/\\evil.example'],
      ['evil.example', '/@evil.example'],
      ['bad host', '/'],
    ]) {
      expect(new URL(sentTo(asked(host!, address!))!).origin, `${host} ${address}`).toBe(SITE_URL);
    }
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '']) {
      const answer = otherHostAnswer(new Request(`http://localhost:3000${OTHER_HOST_ROUTE}`, { headers: { [OTHER_HOST_PATH_HEADER]: path } }), SITE_URL);
      expect(new URL(answer.headers.get('location')!).origin, path).toBe(SITE_URL);
    }
    // Called directly, without the proxy: the home page, not the route again.
    expect(otherHostAnswer(new Request(`http://localhost:3000${OTHER_HOST_ROUTE}`), SITE_URL).headers.get('location')).toBe('http://localhost:3000/');
  });
});
