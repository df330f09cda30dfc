import type { BrowserContext } from '@playwright/test';
import { signIn } from '../support/accounts';
import { hiddenFields, hiddenFieldsOfFormWith, roleTexts, sendFormWithoutScript } from '../support/e2e-forms';
import { expect, startSession, test } from '../support/fixtures';
import { MALICIOUS_RETURN_TO } from '../support/malicious-return-to';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { asVisitor, newVisitorAddress } from '../support/visitor';

const SITE = `http://localhost:${E2E.sitePort}`;

/** What the cms itself answers to a direct call with an access token, the site left out. */
const cmsMe = async (accessToken: string) =>
  (await fetch(`http://127.0.0.1:${E2E.cmsPort}/api/users/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;
const accessCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'ytb_access')!.value;

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

test('the session lives only in httpOnly cookies: no token in scripts, storage or the page', async ({ page, context, confirmedAccount }) => {
  const account = await confirmedAccount();
  await page.goto('/login');
  await signIn(page, 'sv', account.email, account.password);
  await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(account.username) })).toBeVisible();

  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'ytb_access');
  const refresh = cookies.find((c) => c.name === 'ytb_refresh');
  for (const cookie of [access, refresh]) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
  }
  expect(refresh!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);

  const visible = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    html: document.documentElement.outerHTML,
  }));
  for (const token of [access!.value, refresh!.value]) {
    expect(visible.cookie).not.toContain(token);
    expect(visible.local).not.toContain(token);
    expect(visible.session).not.toContain(token);
    expect(visible.html).not.toContain(token);
  }
  // Not in the RSC payload of a client navigation either.
  const rsc = await page.request.get('/account', { headers: { RSC: '1' } });
  expect(await rsc.text()).not.toContain(access!.value);
});

test.describe('without a session', () => {
  const tricks: Record<string, string>[] = [
    {},
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    { RSC: '1' },
    { RSC: '1', 'Next-Router-Prefetch': '1' },
    { 'Next-Router-State-Tree': '%5B%22%22%5D', RSC: '1' },
  ];

  for (const headers of tricks) {
    test(`a protected page and its data route refuse with ${JSON.stringify(headers)}`, async ({ request }) => {
      // Followed to the end: an RSC request is first sent to its ?_rsc address by Next.js,
      // and its answer carries the redirect to the login page in the payload.
      const page = await request.get('/my-materials', { headers });
      const body = await page.text();
      expect(body).not.toContain(messages.sv.Materials.intro);
      if (!headers.RSC) expect(page.url()).toMatch(/\/login\?returnTo=%2Fmy-materials$/);

      const data = await request.get('/api/me', { headers });
      expect(data.status()).toBe(401);
    });
  }

  test('a made-up session cookie is worth nothing', async ({ request }) => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl';
    const headers = { Cookie: `ytb_access=${forged}` };
    expect((await request.get('/api/me', { headers })).status()).toBe(401);
    const page = await request.get('/my-materials', { headers, maxRedirects: 0 });
    expect(page.headers()['location']).toMatch(/\/login\?returnTo=/);
  });
});

test('twenty-two malicious returnTo values all land on this site', async ({ page, request, confirmedAccount }) => {
  const account = await confirmedAccount();
  expect(MALICIOUS_RETURN_TO).toHaveLength(22);
  // Signed in through the form, with JavaScript, the site's own navigation stays on the site ...
  await asVisitor(page);
  await page.goto(`/login?returnTo=${encodeURIComponent(MALICIOUS_RETURN_TO[0]!)}`);
  await signIn(page, 'sv', account.email, account.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(new URL(page.url()).origin).toBe(SITE);

  // ... and for every value the action's redirect does, whether the value came through the
  // login page's form (as a browser sends it) or was posted to the action as it is. A value
  // the page has already made safe ("/" mostly) is signed in with once.
  const tried = new Set<string>();
  for (const value of MALICIOUS_RETURN_TO) {
    const form = await request.get(`/login?returnTo=${encodeURIComponent(value)}`);
    await expect(form).toBeOK();
    const fields = hiddenFields(await form.text(), 'login');
    for (const returnTo of [fields.returnTo ?? '', value]) {
      if (tried.has(returnTo)) continue;
      tried.add(returnTo);
      const answer = await request.post('/login', {
        multipart: { ...fields, returnTo, identifier: account.email, password: account.password },
        headers: { 'X-Forwarded-For': newVisitorAddress() },
        maxRedirects: 0,
      });
      expect(answer.status(), `${value} as ${returnTo}`).toBe(303);
      expect(new URL(answer.headers()['location']!, SITE).origin, `${value} as ${returnTo}`).toBe(SITE);
    }
  }
  expect(tried.size).toBeGreaterThanOrEqual(MALICIOUS_RETURN_TO.length);
});

test('an expired access token is renewed on the server with the refresh token', async ({ page, context, signedIn }) => {
  // The browser's cookie jar without a page: signed in, and asked for the page, as a browser does.
  await signedIn('sv');
  const before = (await context.cookies()).find((c) => c.name === 'ytb_refresh')!.value;

  // As after ten minutes: the access cookie has gone, the refresh cookie is still there.
  await context.clearCookies({ name: 'ytb_access' });
  const account = await page.request.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await account.text())?.[1]).toBe(messages.sv.Auth.account.title);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'ytb_access')).toBeDefined();
  // The refresh token rotates with each renewal.
  expect(cookies.find((c) => c.name === 'ytb_refresh')!.value).not.toBe(before);
});

test('requests that arrive together with an expired access token all stay signed in', async ({ context, request, signedIn }) => {
  await signedIn('sv');
  const refresh = (await context.cookies()).find((c) => c.name === 'ytb_refresh')!.value;
  // A page and its prefetches, all sent with the same refresh token and no access token.
  const headers = { Cookie: `ytb_refresh=${refresh}` };
  const answers = await Promise.all(Array.from({ length: 4 }, () => request.get('/account', { headers, maxRedirects: 0 })));
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(messages.sv.Auth.account.title);
  }
  const renewed = new Set(
    answers.map(
      (a) =>
        a
          .headersArray()
          .find((h) => h.name === 'set-cookie' && h.value.startsWith('ytb_refresh='))
          ?.value.split(';')[0],
    ),
  );
  expect(renewed.size).toBe(1);
  expect([...renewed][0]).not.toBe(`ytb_refresh=${refresh}`);
});

test('a session the cms no longer accepts is forgotten', async ({ page, context }) => {
  await context.addCookies([{ name: 'ytb_access', value: 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjQxMDI0NDQ4MDB9.Zm9yZ2Vk', url: SITE, httpOnly: true }]);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: messages.sv.Header.signIn })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'ytb_access')).toBe(false);
});

test('a copied access token stops working at sign-out', async ({ page, context, signedIn }) => {
  // Signed out as a browser without JavaScript does it; the button with JavaScript is the account flow's (accounts.spec.ts).
  await signedIn('sv');
  const copied = await accessCookie(context);
  expect(await cmsMe(copied)).toBe(200);

  const home = await (await page.request.get('/')).text();
  const signOut = hiddenFieldsOfFormWith(home, new RegExp(`>${messages.sv.Header.signOut}<`));
  const answer = await page.request.post('/', { multipart: signOut, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(await cmsMe(copied)).toBe(401);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('ytb_access');
});

test('changing the password signs out the other sessions at once', async ({ page, browser, signedIn }) => {
  // Two browsers' cookie jars, without pages; the password is changed as the form posts without JavaScript.
  const account = await signedIn('sv');
  const other = await browser.newContext({ locale: 'sv-SE' });
  const elsewhere = await other.newPage();
  await startSession(elsewhere, 'sv', account);
  expect((await elsewhere.request.get(`${SITE}/account`, { maxRedirects: 0 })).status()).toBe(200);
  const copied = await accessCookie(other);
  expect(await cmsMe(copied)).toBe(200);

  const t = messages.sv.Auth;
  const changed = await sendFormWithoutScript(page.request, '/account', 'change-password', {
    currentPassword: account.password,
    password: 'Helt-nytt-lösen-7',
    passwordConfirmation: 'Helt-nytt-lösen-7',
  });
  expect(roleTexts(await changed.text(), 'status')).toContain(t.account.changed);

  // The other browser's access token is refused right away, and with it the other browser.
  expect(await cmsMe(copied)).toBe(401);
  const refused = await elsewhere.request.get(`${SITE}/account`, { maxRedirects: 0 });
  expect(refused.headers()['location']).toMatch(/\/login\?returnTo=%2Faccount$/);
  await other.close();

  // This browser stays signed in with its new tokens.
  const still = await page.request.get('/account', { maxRedirects: 0 });
  expect(still.status()).toBe(200);
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await still.text())?.[1]).toBe(t.account.title);
});
