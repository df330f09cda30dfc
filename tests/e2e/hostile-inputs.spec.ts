import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { CmsEditor } from '../support/cms-editor.mjs';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { HOSTILE_INPUTS, XSS_PAYLOAD, type HostileInput } from '../support/hostile-inputs';
import { waitForMail } from '../support/mail';
import { messages, translator } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// Every test here stands alone (an address of its own, nothing shared), so both workers take
// from this file, the run's largest, instead of one worker walking it alone.
test.describe.configure({ mode: 'parallel' });

const ACCEPT_LANGUAGE: Record<Locale, string> = { sv: 'sv-SE,sv;q=0.9', en: 'en-GB,en;q=0.9' };

/** A body sent in chunks with no Content-Length; the answer may come before the last chunk is written. */
function sendChunked(input: HostileInput, locale: Locale): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: 'localhost',
        port: E2E.sitePort,
        path: input.path,
        method: input.method,
        headers: { ...input.headers, 'Accept-Language': ACCEPT_LANGUAGE[locale] },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    // The site stops reading at its limit and may close the connection: that is the point.
    request.on('error', (error) => (request.writableEnded ? undefined : reject(error)));
    const data = Buffer.from(input.body ?? '');
    for (let at = 0; at < data.length; at += 64 * 1024) request.write(data.subarray(at, at + 64 * 1024));
    request.end();
  });
}

/** Sends the input through the edge, or with `direct` to the site's own port behind it. */
async function send(request: APIRequestContext, input: HostileInput, locale: Locale, { direct = false } = {}) {
  const isPage = !input.path.startsWith('/api/') && !input.path.startsWith('/uploads/');
  if (input.chunked) return sendChunked(input, locale);
  const base = direct ? `http://localhost:${E2E.siteInternalPort}` : '';
  const response = await request.fetch(base + (isPage ? localePath(input.path, locale) : input.path), {
    method: input.method ?? 'GET',
    headers: { ...input.headers, 'Accept-Language': ACCEPT_LANGUAGE[locale] },
    // A string as bytes: Playwright would send a string with a JSON content type as a JSON string.
    data: typeof input.body === 'string' ? Buffer.from(input.body) : input.body,
    maxRedirects: 0,
  });
  return { status: response.status(), body: await response.text() };
}

test('the list holds at least fifty hostile inputs', () => {
  expect(HOSTILE_INPUTS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(HOSTILE_INPUTS.map((i) => i.what)).size).toBe(HOSTILE_INPUTS.length);
});

// Every input to a page is a request and its answer: the status, the language and the page's
// heading are in the HTML the server sends. One input for each kind of answer is also met in a
// browser per language, as a visitor meets it: the heading rendered, from the router's payload
// too. Each is a step of its own and a soft expectation, so one run names every input that fails.
// The other inputs are a request and its answer each, with no page: the status and the body are
// all there is to see.
const PAGE_INPUTS = HOSTILE_INPUTS.filter((input) => input.answer.kind === 'page');
/** The first input of each kind of page answer (the same status and heading). */
const ONE_PER_ANSWER = PAGE_INPUTS.filter(
  (input, index) =>
    PAGE_INPUTS.findIndex((other) => other.answer.status === input.answer.status && pageHeading(other, messages.sv) === pageHeading(input, messages.sv)) ===
    index,
);

function pageHeading(input: HostileInput, t: (typeof messages)[Locale]) {
  return input.answer.kind === 'page' ? input.answer.heading(t) : '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/**
 * The page's language and its level-one heading, in the HTML a server sends: rendered as
 * elements, or (a page the router renders itself, such as a 404 in Next.js's error shell) in the
 * router's payload, which the browser renders.
 */
function pageIn(body: string, locale: Locale, heading: string) {
  const html = new RegExp(`<h1[^>]*>${escapeRegExp(inHtml(heading))}</h1>`);
  const payload = new RegExp(`\\\\"h1\\\\",null,\\{[^}]*\\\\"children\\\\":\\\\"${escapeRegExp(JSON.stringify(heading).slice(1, -1))}\\\\"`);
  return {
    language: body.includes(`<html lang="${locale}"`) || body.includes(`\\"lang\\":\\"${locale}\\"`),
    heading: html.test(body) || payload.test(body),
  };
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale];

  test(`hostile inputs to pages answer with the status, the page's language and its heading (${locale})`, async ({ request }) => {
    for (const input of PAGE_INPUTS) {
      await test.step(`${input.what}: ${input.answer.status}`, async () => {
        // Through the redirects a browser follows (a page number the list cannot have is one).
        const answer = await request.get(localePath(input.path, locale), { headers: { ...input.headers, 'Accept-Language': ACCEPT_LANGUAGE[locale] } });
        const body = await answer.text();
        expect.soft(answer.status(), input.what).toBe(input.answer.status);
        expect.soft(pageIn(body, locale, pageHeading(input, t)), input.what).toEqual({ language: true, heading: true });
      });
    }
  });

  test(`one hostile input of each kind shows its page's heading in a browser, in its language (${locale})`, async ({ page }) => {
    await asVisitor(page);
    for (const input of ONE_PER_ANSWER) {
      const { answer } = input;
      await test.step(`${input.what}: ${answer.status}`, async () => {
        const response = await page.goto(localePath(input.path, locale));
        expect.soft(response?.status(), input.what).toBe(answer.status);
        await expect.soft(page.locator('html'), input.what).toHaveAttribute('lang', locale);
        await expect.soft(page.getByRole('heading', { level: 1 }), input.what).toHaveText(pageHeading(input, t));
      });
    }
  });

  test.describe(`hostile inputs (${locale})`, () => {
    for (const input of HOSTILE_INPUTS) {
      const { answer } = input;
      if (answer.kind === 'page') continue;
      test(`${input.what}: ${answer.status}`, async ({ request }) => {
        if (answer.kind === 'edge') {
          // nginx cannot read the address at all: its own page, in both languages, at the edge ...
          const atEdge = await send(request, input, locale);
          expect(atEdge.status).toBe(400);
          for (const m of [messages.sv, messages.en]) {
            expect(atEdge.body).toContain(m.ErrorPage.notFoundHeading);
            expect(atEdge.body).toContain(m.ApiErrors.badAddress);
          }
          // ... and the site, reached directly, still answers it in the visitor's language.
          const { site } = answer;
          const atSite = await send(request, input, locale, { direct: true });
          expect(atSite.status, atSite.body.slice(0, 300)).toBe(site.status);
          // The heading travels in the page's RSC payload; the status and its language are what count.
          if (site.kind === 'page') expect(atSite.body).toContain(site.heading(t));
          if (site.kind === 'json') expect(JSON.parse(atSite.body)).toMatchObject({ error: site.error, message: t.ApiErrors[site.error] });
          return;
        }
        const { status, body } = await send(request, input, locale);
        expect(status, body.slice(0, 300)).toBe(answer.status);
        if (answer.kind === 'json') {
          expect(JSON.parse(body)).toMatchObject({ error: answer.error, message: t.ApiErrors[answer.error] });
        } else {
          expect(body).toContain(t.ApiErrors[answer.message]);
        }
      });
    }
  });
}

test('an API refusal speaks the language of the page it came from, before the browser’s', async ({ request }) => {
  const site = `http://localhost:${E2E.sitePort}`;
  const answer = await request.post('/api/consent', {
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'sv-SE', Referer: `${site}/en/products` },
    data: Buffer.from('[1'),
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ error: 'invalidJson', message: messages.en.ApiErrors.invalidJson });
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`a real server action called from another site is a 403 in the page's language; the site's own pages still call it (${locale})`, async ({
    page,
    request,
  }) => {
    const t = messages[locale];
    const visitor = await asVisitor(page);
    await page.goto(localePath('/login', locale));
    // An address of its own: the cms slows sign-ins per address after five wrong passwords.
    await page.getByLabel(new RegExp(`^${t.Auth.identifier}`)).fill(`ingen-${locale}-${Date.now()}@example.com`);
    await page.getByLabel(new RegExp(`^${t.Auth.password}`)).fill('inte-rätt-lösenord');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.headers()['next-action'] !== undefined);
    await page.getByRole('button', { name: t.Auth.login.submit, exact: true }).click();
    const call = await sent;
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.Auth.errors.wrongCredentials);

    const site = `http://localhost:${E2E.sitePort}`;
    const replay = (base: string, origin: string) =>
      request.post(`${base}${localePath('/login', locale)}`, {
        headers: { 'Next-Action': call.headers()['next-action']!, 'Content-Type': call.headers()['content-type']!, Origin: origin, 'X-Forwarded-For': visitor },
        data: call.postDataBuffer()!,
        maxRedirects: 0,
      });

    const foreign = await replay('', 'https://evil.example');
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toBe(t.ApiErrors.crossSite);
    // The site's own origin, through the edge and straight to the site's internal address
    // (as behind a proxy that sends its own Host): the action runs and answers.
    for (const base of ['', `http://localhost:${E2E.siteInternalPort}`]) {
      const own = await replay(base, site);
      expect(own.status(), base).toBe(200);
      expect(await own.text()).toContain(t.Auth.errors.wrongCredentials);
    }
  });
}

test('nothing a query or body tried reached Object.prototype on the server: the list still renders', async ({ page }) => {
  await page.goto('/products?__proto__[polluted]=1&constructor[prototype][polluted]=1');
  await page.goto('/products?category=tiles');
  await expect(page.getByRole('group', { name: messages.sv.ProductList.category }).getByRole('checkbox', { name: /^Kakel/ })).toBeChecked();
  const tiles = seed.products.filter((p) => p.category === 'tiles');
  await expect(page.locator('.cards .card__title')).toHaveCount(tiles.length);
});

test('a product list address with 10,000 parameters is refused before anything renders it', async ({ request }) => {
  // ~80 kB of address: the edge refuses it (414) before the site sees it, and the site itself,
  // reached directly, keeps Node's 16 kB header limit (431) before Next.js routes it (its
  // routing grows with the square of the parameter count: seconds of CPU per request).
  const query = Array.from({ length: 10_000 }, (_, i) => `p${i}=${i}`).join('&');
  expect(query.length).toBeGreaterThan(20_000);
  for (const path of [`/products?category=tiles&${query}`, `/en/products?category=tiles&${query}`]) {
    const atEdge = await request.get(path);
    expect(atEdge.status()).toBe(414);
    expect(await atEdge.text()).not.toContain(messages.sv.ProductList.title);
    const atSite = await request.get(`http://localhost:${E2E.siteInternalPort}${path}`);
    expect(atSite.status()).toBe(431);
    expect(await atSite.text()).toBe('');
  }
});

test('an address of 1,500 parameters under 16 kB still gets the normal page, read up to the proxy’s limits', async ({ page }) => {
  const query = Array.from({ length: 1_500 }, (_, i) => `p${i}=${i}`).join('&');
  expect(query.length).toBeLessThan(15_000);
  await page.goto(`/en/products?category=tiles&${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.ProductList.title);
  await expect(page.getByRole('group', { name: messages.en.ProductList.category }).getByRole('checkbox', { name: /^Tiles/ })).toBeChecked();
});

test('the router’s own requests for the longest addresses the edge takes get the page’s answer, not a 502', async ({ request }) => {
  // The locale rewrite repeats a Swedish address in two more response headers for these.
  const router = { RSC: '1' };
  for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
    const t = messages[locale];
    const compared = await request.get(localePath(`/compare?s=${','.repeat(10_000)}`, locale), { headers: router });
    expect(compared.status()).toBe(200);
    expect(compared.headers()['content-type']).toContain('text/x-component');
    expect(await compared.text()).toContain(t.ComparePage.title);
    // The router's payload for a page that is not there comes with a 200; the page in it is the 404.
    const path = await request.get(localePath(`/${'%7B'.repeat(5000)}`, locale), { headers: router });
    expect(path.status()).toBe(200);
    expect(await path.text()).toContain(t.ErrorPage.notFoundHeading);
  }
});

/**
 * Every dialog the page opens, dismissed at once: an alert() from an XSS payload. A listener
 * of our own, because Playwright dismisses dialogs silently when nobody listens.
 */
function dialogsOf(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** What the payload would leave in the page had it been written as markup, not as text. */
async function expectNoInjectedMarkup(page: Page) {
  await expect(page.locator('img[src="x"], [onerror], [onload], a[href^="javascript:"]')).toHaveCount(0);
}

test.describe('XSS', () => {
  // The site's CSP would stop these scripts on its own; without it, a dialog means the text
  // itself reached the page as markup, which is what these tests are about.
  test.use({ bypassCSP: true });

  for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
    test(`XSS in the search is shown as text and never runs (${locale})`, async ({ page }) => {
      const t = messages[locale].Search;
      const dialogs = dialogsOf(page);
      await page.goto(`${localePath('/search', locale)}?q=${encodeURIComponent(XSS_PAYLOAD)}`);
      await expect(page.getByLabel(t.label)).toHaveValue(XSS_PAYLOAD);
      await expect(page.getByRole('main').getByRole('status')).toContainText(XSS_PAYLOAD);
      await expectNoInjectedMarkup(page);
      expect(dialogs).toEqual([]);
    });

    test(`XSS in a contact message is stored and mailed as typed, and never runs (${locale})`, async ({ page }) => {
      const t = messages[locale].Contact;
      const dialogs = dialogsOf(page);
      await asVisitor(page);
      const marker = randomUUID();
      const message = `${marker} '; DROP TABLE contact_messages; -- ${XSS_PAYLOAD}`;
      await page.goto(localePath('/contact', locale));
      await page.getByLabel(new RegExp(`^${t.name}`)).fill(XSS_PAYLOAD);
      await page.getByLabel(new RegExp(`^${t.email}`)).fill(`xss-${marker.slice(0, 8)}@example.com`);
      await page.getByLabel(new RegExp(`^${t.message}`)).fill(message);
      await page.getByLabel(t.consent).check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
      await expectNoInjectedMarkup(page);

      // Accepted and stored exactly as typed, for the editors who read it in the admin ...
      const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
      const stored = await editor.findContaining('api::contact-message.contact-message', 'message', marker);
      expect(stored.map(({ name, message: text, language }) => ({ name, message: text, language }))).toEqual([
        { name: XSS_PAYLOAD, message, language: locale },
      ]);
      // ... and mailed to the site owner as typed in the text, escaped in the HTML part, and
      // never in the subject (a mail client shows a subject before anyone decides to open it).
      const mail = await waitForMail(marker);
      expect(mail.subject).not.toContain('<img');
      expect(mail.subject).not.toContain(marker);
      expect(mail.text).toContain(message);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).not.toMatch(/<img|<script|<svg/);
      expect(dialogs).toEqual([]);
    });

    test(`XSS in a note on a saved material and in a project name is saved, shown again as text and never runs (${locale})`, async ({ page, signedIn }) => {
      const t = messages[locale].Materials;
      const tp = messages[locale].Projects;
      const dialogs = dialogsOf(page);
      await asVisitor(page);
      await signedIn(locale);

      // A project named by the payload through the page's own form ...
      await page.goto(localePath('/my-projects', locale));
      const form = page.getByRole('region', { name: tp.create.heading });
      await form.getByLabel(new RegExp(`^${tp.fields.name}`)).fill(XSS_PAYLOAD);
      await form.getByRole('button', { name: tp.create.submit }).click();
      await expect(form.getByRole('status')).toHaveText(translator(locale, 'Projects')('create.created', { name: XSS_PAYLOAD }));
      await page.reload();
      const card = page.getByRole('article', { name: XSS_PAYLOAD });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(XSS_PAYLOAD);
      await expect(card.getByRole('button', { name: `${tp.project.edit} ${XSS_PAYLOAD}` })).toBeVisible();
      await expectNoInjectedMarkup(page);

      // ... which a saved material's "add to project" then offers by name, beside a note of the payload.
      const surface = seed.surfaces[2]!;
      const saved = await page.request.post('/api/materials', { data: { surfaceId: await documentId('surfaces', 'articleNumber', surface.articleNumber) } });
      await expect(saved).toBeOK();
      await page.goto(localePath('/my-materials', locale));
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: surface.name[locale] }) });
      await item.getByLabel(t.note).fill(XSS_PAYLOAD);
      const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname.startsWith('/api/materials/'));
      await item.getByRole('button', { name: t.saveNote }).click();
      expect((await patched).ok()).toBe(true);

      await page.reload();
      const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: surface.name[locale] }) });
      await expect(again.getByLabel(t.note)).toHaveValue(XSS_PAYLOAD);
      await expect(again.getByLabel(t.addToProject).getByRole('option', { name: XSS_PAYLOAD, exact: true })).toHaveCount(1);
      await expectNoInjectedMarkup(page);
      expect(dialogs).toEqual([]);
    });
  }
});
