import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cmsGet } from '../support/cms-api';
import { ageSampleOrders } from '../support/cms-database';
import { expect, test } from '../support/fixtures';
import { ESCAPED_HOSTILE_NAME, HOSTILE_ORDER as HOSTILE, HOSTILE_WORDS, LIVE_HOSTILE_MARKUP } from '../support/hostile-order';
import { caughtMails, linkIn, mailsMatching, type CaughtMail } from '../support/mail';
import { messages, translator } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, type Locale } from '../support/seed-data';
import { startSiteBehindProxy } from '../support/site-behind-proxy';
import { surfacesOfTwoProducers as twoProducers } from '../support/surfaces';
import type { TcpProxy } from '../support/tcp-proxy';
import { asVisitor } from '../support/visitor';

/** Two surfaces of one producer and one of another, from the e2e cms. */
const surfacesOfTwoProducers = (locale: Locale) => twoProducers(locale, cmsGet);

/** Puts surfaces in this browser's sample picks, as the pick buttons do, and opens the order page. */
async function openWithPicks(page: Page, locale: Locale, ids: string[], base = '') {
  await page.goto(`${base}${localePath('/samples', locale)}`);
  await page.evaluate((picks) => localStorage.setItem('ytbanken:picks:samples', JSON.stringify(picks)), ids);
  await page.reload();
}

const label = (locale: Locale, key: 'name' | 'company' | 'email' | 'street' | 'postalCode' | 'city' | 'country' | 'message') =>
  new RegExp(`^${messages[locale].Samples[key]}`);

interface Delivery {
  name?: string;
  company?: string;
  email?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  message?: string;
}

async function fill(page: Page, locale: Locale, values: Delivery) {
  for (const [key, value] of Object.entries(values) as [keyof Delivery, string][]) {
    if (key === 'country') await page.getByLabel(label(locale, key)).selectOption(value);
    else await page.getByLabel(label(locale, key)).fill(value);
  }
}

const to = (address: string) => (mail: CaughtMail) => mail.to.some((recipient) => recipient.address === address);

function expectNoLiveMarkup(mail: CaughtMail) {
  expect(mail.html, mail.subject).toBeTruthy();
  expect(mail.html).not.toMatch(LIVE_HOSTILE_MARKUP);
  expect(mail.html).toContain(ESCAPED_HOSTILE_NAME);
  for (const word of HOSTILE_WORDS) expect(mail.subject).not.toContain(word);
}

const CONFIRM_PATH = '/samples/confirm?token=';
const isRequest = (mail: CaughtMail) => mail.text.includes(CONFIRM_PATH);
/** Producer mails name the visitor's address in their text; the request to confirm never does. */
const aboutOrderTo = (email: string) => (mail: CaughtMail) => mail.text.includes(email);

/** Opens the link in the request to confirm and presses the button; the page's answer. */
async function followConfirmation(page: Page, locale: Locale, request: CaughtMail) {
  const t = messages[locale].Samples.confirm;
  const link = linkIn(request, CONFIRM_PATH);
  expect(new URL(link).pathname).toBe(localePath('/samples/confirm', locale));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await page.getByRole('button', { name: t.submit }).click();
  return link;
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Samples;
  const tr = translator(locale, 'Samples');

  test(`samples: a bot that fills the hidden field is thanked, and no order is placed (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const [surface] = await surfacesOfTwoProducers(locale);
    const delivery = { name: 'Bot', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm', country: 'SE' };
    const bot = `bot-${randomUUID().slice(0, 8)}@example.com`;
    await openWithPicks(page, locale, [surface.documentId]);
    await fill(page, locale, { ...delivery, email: bot });
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.awaitingConfirmation })).toBeVisible();

    // A real order placed afterwards is confirmed by mail; by then the bot's would have been too.
    const person = `ada-${randomUUID().slice(0, 8)}@example.com`;
    await openWithPicks(page, locale, [surface.documentId]);
    await fill(page, locale, { ...delivery, name: 'Ada Lind', email: person });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.awaitingConfirmation })).toBeVisible();
    await mailsMatching(to(person));
    expect((await caughtMails()).some((mail) => mail.to.some((r) => r.address === bot) || mail.text.includes(bot))).toBe(false);
  });

  test(`samples: a visitor's order with markup in every field waits for the address, then mails each producer its own surfaces, all as text (${locale})`, async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await asVisitor(page);
    const [a1, a2, b1] = await surfacesOfTwoProducers(locale);
    await openWithPicks(page, locale, [a1.documentId, b1.documentId, a2.documentId]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    // The picks are shown by producer, with the catalogue's names.
    await expect(page.getByRole('heading', { level: 3, name: a1.product.producer.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: b1.product.producer.name })).toBeVisible();
    for (const s of [a1, a2, b1]) await expect(page.getByRole('button', { name: tr('remove', { name: s.name }) })).toBeVisible();

    const email = `order-${randomUUID().slice(0, 8)}@example.com`;
    await fill(page, locale, { ...HOSTILE, email, postalCode: '11122', country: 'SE' });
    await page.getByRole('button', { name: t.submit }).click();
    const outcome = page.getByRole('status').filter({ hasText: t.awaitingConfirmation });
    await expect(outcome).toBeVisible();
    // Focus and view go to the outcome, which names what was ordered; the picks and the form are gone.
    await expect(outcome).toBeFocused();
    await expect(outcome).toBeInViewport();
    const ordered = page.getByRole('region', { name: t.ordered });
    for (const s of [a1, a2, b1]) await expect(ordered.getByText(`${s.name} (${s.product.name}, ${s.product.producer.name})`)).toBeVisible();
    for (const s of [a1, a2, b1]) await expect(page.getByRole('button', { name: tr('remove', { name: s.name }) })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('ytbanken:picks:samples'))).toBe('[]');
    await expect(page.getByLabel(label(locale, 'street'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.submit })).toHaveCount(0);

    // The visitor gets only a request to confirm: a fixed text, a link and the samples, none of their words.
    const [request] = await mailsMatching((mail) => to(email)(mail) && isRequest(mail));
    expect(request!.subject).toBe(locale === 'sv' ? 'Bekräfta din provbeställning hos Ytbanken' : 'Confirm your sample order at Ytbanken');
    for (const part of [request!.subject, request!.text, request!.html ?? '']) {
      for (const word of HOSTILE_WORDS) expect(part).not.toContain(word);
    }
    for (const s of [a1, a2, b1]) expect(request!.text).toContain(`${s.name} (${s.product.name})`);
    expect(request!.html).toContain(`<html lang="${locale}">`);
    // Nothing reaches a producer before the address is confirmed.
    expect((await caughtMails()).filter(aboutOrderTo(email))).toEqual([]);

    const link = await followConfirmation(page, locale, request!);
    await expect(page.getByRole('status').filter({ hasText: t.confirm.confirmed })).toBeVisible();
    const confirmed = page.getByRole('region', { name: t.confirm.ordered });
    for (const s of [a1, a2, b1]) await expect(confirmed.getByText(`${s.name} (${s.product.name}, ${s.product.producer.name})`)).toBeVisible();

    const [toA] = await mailsMatching((mail) => to(`order@${a1.product.producer.slug}.example`)(mail) && aboutOrderTo(email)(mail));
    const [toB] = await mailsMatching((mail) => to(`order@${b1.product.producer.slug}.example`)(mail) && aboutOrderTo(email)(mail));
    const [toVisitor] = await mailsMatching((mail) => to(email)(mail) && !isRequest(mail));
    expect(toA!.text).toContain(a1.articleNumber);
    expect(toA!.text).toContain(a2.articleNumber);
    expect(toA!.text).not.toContain(b1.articleNumber);
    expect(toB!.text).toContain(b1.articleNumber);
    expect(toB!.text).not.toContain(a1.articleNumber);
    expect(toB!.text).not.toContain(a2.articleNumber);
    for (const mail of [toA!, toB!, toVisitor!]) {
      // Swedish postal codes are written with their space; hostile text arrives as typed, as text.
      expect(mail.text).toContain('111 22');
      expect(mail.text).toContain(HOSTILE.street);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expectNoLiveMarkup(mail);
    }
    expect(toVisitor!.subject).toBe(locale === 'sv' ? 'Din provbeställning hos Ytbanken' : 'Your sample order at Ytbanken');
    for (const s of [a1, a2, b1]) expect(toVisitor!.text).toContain(`${s.name} (${s.product.name})`);

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.confirm.used })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test(`samples: an order not confirmed in time never reaches a producer, and a broken link says so (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const [a1] = await surfacesOfTwoProducers(locale);
    const delivery = { name: 'Ada Lind', street: 'Storgatan 1', postalCode: '11122', city: 'Stockholm', country: 'SE' };
    const late = `late-${randomUUID().slice(0, 8)}@example.com`;
    await openWithPicks(page, locale, [a1.documentId]);
    await fill(page, locale, { ...delivery, email: late });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.awaitingConfirmation })).toBeVisible();
    const [request] = await mailsMatching((mail) => to(late)(mail) && isRequest(mail));

    // A day and a minute later, as far as the cms can tell.
    await ageSampleOrders({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: process.env.E2E_CMS_DATABASE }, late, 24 * 60 * 60_000 + 60_000);
    await followConfirmation(page, locale, request!);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.confirm.expired);
    await expect(page.getByRole('button', { name: t.confirm.submit })).toHaveCount(0);

    // A later order that is confirmed reaches its producer; by then the late one's would have too.
    const prompt = `prompt-${randomUUID().slice(0, 8)}@example.com`;
    await openWithPicks(page, locale, [a1.documentId]);
    await fill(page, locale, { ...delivery, email: prompt });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.awaitingConfirmation })).toBeVisible();
    const [promptRequest] = await mailsMatching((mail) => to(prompt)(mail) && isRequest(mail));
    await followConfirmation(page, locale, promptRequest!);
    await expect(page.getByRole('status').filter({ hasText: t.confirm.confirmed })).toBeVisible();
    await mailsMatching((mail) => to(`order@${a1.product.producer.slug}.example`)(mail) && aboutOrderTo(prompt)(mail));
    expect((await caughtMails()).filter(aboutOrderTo(late))).toEqual([]);

    // A link that is not one of ours, and one no order was ever sent.
    await page.goto(`${localePath('/samples/confirm', locale)}?token=<script>`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.confirm.unknown);
    await expect(page.getByRole('button', { name: t.confirm.submit })).toHaveCount(0);
    await page.goto(`${localePath('/samples/confirm', locale)}?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: t.confirm.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.confirm.unknown);
  });

  test(`samples: mistakes are explained in the page's language and the input is kept (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const [a1] = await surfacesOfTwoProducers(locale);
    await openWithPicks(page, locale, [a1.documentId]);
    await fill(page, locale, { name: 'Ada Lind', email: 'inte-en-adress', postalCode: '123 45', city: 'Oslo', country: 'NO' });
    await page.getByRole('button', { name: t.submit }).click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errorSummary);
    await expect(page.getByRole('main').getByRole('alert')).toBeFocused();
    await expect(page.getByText(t.errors.emailInvalid)).toBeVisible();
    await expect(page.getByText(t.errors.streetRequired)).toBeVisible();
    await expect(page.getByText(t.errors.postalCodeNO)).toBeVisible();
    await expect(page.getByLabel(label(locale, 'name'))).toHaveValue('Ada Lind');
    await expect(page.getByLabel(label(locale, 'email'))).toHaveValue('inte-en-adress');
    await expect(page.getByLabel(label(locale, 'email'))).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label(locale, 'postalCode'))).toHaveValue('123 45');
    await expect(page.getByLabel(label(locale, 'country'))).toHaveValue('NO');
    await expect(page.getByRole('button', { name: tr('remove', { name: a1.name }) })).toBeVisible();

    // With nothing picked, the order says so.
    await page.evaluate(() => localStorage.removeItem('ytbanken:picks:samples'));
    await page.reload();
    await fill(page, locale, { name: 'Ada Lind', email: 'ada@example.com', street: 'Karl Johans gate 1', postalCode: '0150', city: 'Oslo', country: 'NO' });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.errors.noSurfaces)).toBeVisible();
    await expect(page.getByLabel(label(locale, 'street'))).toHaveValue('Karl Johans gate 1');
  });

  test(`samples: a signed-in user's form is filled from the account and the order is listed on the account page (${locale})`, async ({ page, signedIn }) => {
    const account = await signedIn(locale);
    await asVisitor(page);
    const [, a2, b1] = await surfacesOfTwoProducers(locale);
    await openWithPicks(page, locale, [a2.documentId, b1.documentId]);
    await expect(page.getByLabel(label(locale, 'name'))).toHaveValue(account.username);
    await expect(page.getByLabel(label(locale, 'email'))).toHaveValue(account.email);
    await fill(page, locale, { street: 'Strandvejen 2', postalCode: '2100', city: 'København', country: 'DK' });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();

    await page.goto(localePath('/account', locale));
    const orders = page.getByRole('region', { name: t.orders.heading });
    await expect(orders.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(orders.getByText(`${t.orders.status}: ${t.orders.statuses.received}`)).toBeVisible();
    await expect(orders.getByText(`${a2.name} (${a2.product.name}, ${a2.product.producer.name})`)).toBeVisible();
    await expect(orders.getByText(`${b1.name} (${b1.product.name}, ${b1.product.producer.name})`)).toBeVisible();
  });
}

test.describe('with the cms down', () => {
  test.describe.configure({ mode: 'serial' });
  let site: Awaited<ReturnType<typeof startSiteBehindProxy>>;
  let proxy: TcpProxy;

  test.beforeAll(async () => {
    // Its own public address: server actions are accepted only from the SITE_URL's origin.
    site = await startSiteBehindProxy(E2E.samplesSitePort, E2E.samplesProxyPort, { SITE_URL: `http://localhost:${E2E.samplesSitePort}` });
    proxy = site.proxy;
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
    test(`samples: an order sent while the cms is down keeps the input and goes through once it is back (${locale})`, async ({ page }) => {
      const t = messages[locale].Samples;
      const tr = translator(locale, 'Samples');
      await asVisitor(page);
      await proxy.set('forward');
      const [a1, , b1] = await surfacesOfTwoProducers(locale);
      await openWithPicks(page, locale, [a1.documentId, b1.documentId], site.url);
      await expect(page.getByRole('button', { name: tr('remove', { name: b1.name }) })).toBeVisible();
      const email = `down-${randomUUID().slice(0, 8)}@example.com`;
      await fill(page, locale, { name: 'Ada Lind', email, street: 'Aleksanterinkatu 1', postalCode: '00100', city: 'Helsinki', country: 'FI' });

      await proxy.set('refuse');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.failed);
      await expect(page.getByLabel(label(locale, 'email'))).toHaveValue(email);
      await expect(page.getByLabel(label(locale, 'postalCode'))).toHaveValue('00100');
      await expect(page.getByLabel(label(locale, 'country'))).toHaveValue('FI');
      await expect(page.getByRole('button', { name: tr('remove', { name: a1.name }) })).toBeVisible();

      await proxy.set('forward');
      // The site pauses calls for a moment after an outage; the visitor simply tries again.
      await expect(async () => {
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByRole('status').filter({ hasText: t.awaitingConfirmation })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const [request] = await mailsMatching((mail) => to(email)(mail) && isRequest(mail));
      await followConfirmation(page, locale, request!);
      await expect(page.getByRole('status').filter({ hasText: t.confirm.confirmed })).toBeVisible();
      const [mail] = await mailsMatching((each) => to(email)(each) && !isRequest(each));
      expect(mail!.text).toContain(a1.articleNumber);
      expect(mail!.text).toContain(b1.articleNumber);
    });
  }
});
