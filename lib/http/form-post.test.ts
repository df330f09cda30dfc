import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { screenFormPost } from './form-post';

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest(`http://site.test${path}`, { method: 'POST', body, headers });

describe('screenFormPost', () => {
  it('lets real form data and action arguments through', async () => {
    // Browsers' boundaries have capitals (----WebKitFormBoundary…); they must survive.
    const body = '------WebKitFormBoundaryAbC\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n------WebKitFormBoundaryAbC--\r\n';
    const type = 'multipart/form-data; boundary=----WebKitFormBoundaryAbC';
    expect(await screenFormPost(post('/contact', body, { 'Content-Type': type, 'Next-Action': 'a' }))).toBeNull();
    expect(await screenFormPost(post('/contact', body, { 'Content-Type': type }))).toBeNull();
    expect(await screenFormPost(post('/contact', '["sv",{"status":"idle"}]', { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'a' }))).toBeNull();
    expect(await screenFormPost(post('/contact', 'a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }))).toBeNull();
  });

  it('refuses oversized, unreadable and unexpected posts in the page’s language', async () => {
    const big = await screenFormPost(
      post('/en/contact', 'x'.repeat(200 * 1024), { 'Content-Type': 'multipart/form-data; boundary=Ab', 'Content-Length': String(200 * 1024) }),
    );
    expect(big?.status).toBe(413);
    expect(await big?.text()).toContain('The request is too large');
    const broken = await screenFormPost(post('/contact', 'garbage', { 'Content-Type': 'multipart/form-data; boundary=zzz' }));
    expect(broken?.status).toBe(400);
    expect(await broken?.text()).toContain('<html lang="sv">');
    const notList = await screenFormPost(post('/login', '"x"', { 'Content-Type': 'text/plain', 'Next-Action': 'a' }));
    expect([notList?.status, notList?.headers.get('content-type')]).toEqual([400, 'text/plain; charset=utf-8']);
    expect((await screenFormPost(post('/login', '<a/>', { 'Content-Type': 'application/xml', 'Next-Action': 'a' })))?.status).toBe(415);
  });

  it('refuses a post that carries the edge’s nonce placeholder, and only with one configured', async () => {
    const placeholder = 'ab12'.repeat(10);
    const action = () => post('/contact', `["sv",{"name":"${placeholder.toUpperCase()}"}]`, { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'a' });
    expect((await screenFormPost(action(), placeholder))?.status).toBe(400);
    expect(await screenFormPost(action(), undefined)).toBeNull();
    expect(
      await screenFormPost(post('/contact', '["sv",{"name":"Ada"}]', { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'a' }), placeholder),
    ).toBeNull();
  });

  it('refuses an action call or a form from another site’s page with a 403 in the page’s language', async () => {
    const form = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--b--\r\n';
    const fromElsewhere = { Origin: 'https://evil.example', Host: 'site.test' };
    const action = await screenFormPost(post('/en/login', '[]', { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'a', ...fromElsewhere }));
    expect([action?.status, await action?.text()]).toEqual([403, en.ApiErrors.crossSite]);
    const noScript = await screenFormPost(post('/contact', form, { 'Content-Type': 'multipart/form-data; boundary=b', ...fromElsewhere }));
    expect(noScript?.status).toBe(403);
    expect(await noScript?.text()).toContain(sv.ApiErrors.crossSite);
  });

  it('lets only the site’s public host call, whatever Host the request names', async () => {
    const call = (origin: string, host = '127.0.0.1:3000') =>
      post('/login', '[]', { 'Content-Type': 'text/plain;charset=UTF-8', 'Next-Action': 'a', Origin: origin, Host: host, 'X-Forwarded-Host': host });
    const site = ['https://ytbanken.se'];
    expect(await screenFormPost(call('https://ytbanken.se'), undefined, site)).toBeNull();
    expect((await screenFormPost(call('https://ytbanken.se')))?.status).toBe(403);
    expect((await screenFormPost(call('http://ytbanken.se'), undefined, site))?.status).toBe(403);
    // The request's own Host is what the request says: it vouches for nothing.
    expect((await screenFormPost(call('http://127.0.0.1:3000'), undefined, site))?.status).toBe(403);
    expect((await screenFormPost(call('http://evil.example', 'evil.example'), undefined, site))?.status).toBe(403);
  });
});
