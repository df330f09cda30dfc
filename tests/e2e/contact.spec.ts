import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { caughtMails, waitForMail } from '../support/mail';
import { messages } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

/** The form's own alert (Next.js has a route announcer with the same role). */
const alertIn = (page: Page) => page.getByRole('main').getByRole('alert');

async function fill(page: Page, locale: Locale, values: { name?: string; email?: string; message?: string; consent?: boolean }) {
  const t = messages[locale].Contact;
  if (values.name !== undefined) await page.getByLabel(new RegExp(`^${t.name}`)).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(new RegExp(`^${t.email}`)).fill(values.email);
  if (values.message !== undefined) await page.getByLabel(new RegExp(`^${t.message}`)).fill(values.message);
  if (values.consent) await page.getByLabel(t.consent).check();
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Contact;

  test(`contact: shows the details, explains mistakes and keeps the input (${locale})`, async ({ page }) => {
    await asVisitor(page);
    await page.goto(localePath('/contact', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('main').getByRole('link', { name: seed.global.contact.email })).toBeVisible();

    await fill(page, locale, { name: 'Ada Lind', email: 'inte-en-adress' });
    await page.getByRole('button', { name: t.submit }).click();

    await expect(alertIn(page)).toHaveText(t.errorSummary);
    await expect(page.getByText(t.errors.emailInvalid)).toBeVisible();
    await expect(page.getByText(t.errors.messageRequired)).toBeVisible();
    await expect(page.getByText(t.errors.consentRequired)).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${t.name}`))).toHaveValue('Ada Lind');
    await expect(page.getByLabel(new RegExp(`^${t.email}`))).toHaveValue('inte-en-adress');
    await expect(page.getByLabel(new RegExp(`^${t.email}`))).toHaveAttribute('aria-invalid', 'true');
  });

  test(`contact: a message is stored, mailed to the site owner, and the button shows it is sending (${locale})`, async ({ page }) => {
    await asVisitor(page);
    await page.goto(localePath('/contact', locale));
    const text = `Hej från testet ${randomUUID()} <a href="http://evil.example/x">klicka</a> <img src="http://evil.example/i.png">`;
    await fill(page, locale, { name: '<b>Ada Lind</b>', email: 'ada@example.com', message: text, consent: true });

    // Hold the action's answer for a moment to see the pending state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${localePath('/contact', locale)}`, async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('button', { name: t.pending })).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: t.success })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${t.message}`))).toHaveValue('');

    const mail = await waitForMail(text);
    // No sender's words in the subject, and their markup is text in the HTML part.
    expect(mail.subject).not.toContain('Ada Lind');
    expect(mail.html).toContain('&lt;b&gt;Ada Lind&lt;/b&gt;');
    expect(mail.html).toContain('&lt;a href=&quot;http://evil.example/x&quot;&gt;klicka&lt;/a&gt;');
    expect(mail.html).not.toMatch(/<b>Ada|<a href="http:\/\/evil|<img/);
    expect(JSON.stringify(mail.replyTo)).toContain('ada@example.com');
  });

  test(`contact: too many messages from one visitor are refused with a clear message (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const marker = randomUUID();
    let refused = false;
    for (let attempt = 1; attempt <= 10 && !refused; attempt++) {
      // A fresh form each time, so an earlier answer cannot be mistaken for this one.
      await page.goto(localePath('/contact', locale));
      await fill(page, locale, { name: 'Flood', email: 'flood@example.com', message: `${marker} #${attempt}`, consent: true });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(alertIn(page).or(page.getByRole('status').filter({ hasText: t.success }))).toBeVisible();
      refused = (await alertIn(page).count()) > 0;
    }
    await expect(alertIn(page)).toHaveText(t.errors.tooMany);
    expect(refused).toBe(true);
    // What was refused keeps the visitor's text.
    await expect(page.getByLabel(new RegExp(`^${t.message}`))).toHaveValue(new RegExp(marker));
  });
}

test('contact: a bot that fills the hidden field is thanked, and nothing is sent', async ({ page }) => {
  await asVisitor(page);
  await page.goto('/contact');
  const text = `Bot ${randomUUID()}`;
  await fill(page, 'sv', { name: 'Bot', email: 'bot@example.com', message: text, consent: true });
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: messages.sv.Contact.submit }).click();

  await expect(page.getByRole('status').filter({ hasText: messages.sv.Contact.success })).toBeVisible();

  // A real message sent afterwards arrives; by then the bot's would have too.
  await page.goto('/contact');
  const real = `Människa ${randomUUID()}`;
  await fill(page, 'sv', { name: 'Ada', email: 'ada@example.com', message: real, consent: true });
  await page.getByRole('button', { name: messages.sv.Contact.submit }).click();
  await waitForMail(real);
  expect((await caughtMails()).some((mail) => mail.text.includes(text))).toBe(false);
});
