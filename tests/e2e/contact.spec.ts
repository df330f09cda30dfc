import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { caughtMails, waitForMail } from '../support/mail';
import { messages } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { controlIn, roleTexts, sendFormWithoutScript } from '../support/e2e-forms';
import { asVisitor, newVisitorAddress } from '../support/visitor';

/** The contact form has no id: it is the form with the message field. */
const CONTACT_FORM = /name="message"/;
const visitor = () => ({ 'X-Forwarded-For': newVisitorAddress() });

async function fill(page: Page, locale: Locale, values: { name?: string; email?: string; message?: string; consent?: boolean }) {
  const t = messages[locale].Contact;
  if (values.name !== undefined) await page.getByLabel(new RegExp(`^${t.name}`)).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(new RegExp(`^${t.email}`)).fill(values.email);
  if (values.message !== undefined) await page.getByLabel(new RegExp(`^${t.message}`)).fill(values.message);
  if (values.consent) await page.getByLabel(t.consent).check();
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Contact;

  test(`contact: shows the details, explains mistakes and keeps the input (${locale})`, async ({ request }) => {
    // The page and the form's answer as the server renders them; with JavaScript the same
    // component shows the same state in place (the sending test below goes through a browser).
    const path = localePath('/contact', locale);
    const page = await (await request.get(path)).text();
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]).toBe(t.title);
    const main = /<main[\s\S]*?<\/main>/.exec(page)?.[0] ?? '';
    expect(main).toMatch(new RegExp(`<a[^>]*href="mailto:${seed.global.contact.email}"[^>]*>${seed.global.contact.email}</a>`));

    const answer = await sendFormWithoutScript(request, path, CONTACT_FORM, { name: 'Ada Lind', email: 'inte-en-adress', message: '' }, visitor());
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(roleTexts(html, 'alert')).toEqual([t.errorSummary]);
    expect(controlIn(html, 'contact-email').description).toBe(t.errors.emailInvalid);
    expect(controlIn(html, 'contact-message').description).toBe(t.errors.messageRequired);
    expect(controlIn(html, 'contact-consent').description).toBe(t.errors.consentRequired);
    expect(controlIn(html, 'contact-name').value).toBe('Ada Lind');
    expect(controlIn(html, 'contact-email').value).toBe('inte-en-adress');
    expect(controlIn(html, 'contact-email').invalid).toBe(true);
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

  test(`contact: too many messages from one visitor are refused with a clear message (${locale})`, async ({ request }) => {
    const marker = randomUUID();
    const from = visitor();
    let html = '';
    for (let attempt = 1; attempt <= 10 && !roleTexts(html, 'alert').some(Boolean); attempt++) {
      // A fresh form each time, so an earlier answer cannot be mistaken for this one.
      const answer = await sendFormWithoutScript(
        request,
        localePath('/contact', locale),
        CONTACT_FORM,
        { name: 'Flood', email: 'flood@example.com', message: `${marker} #${attempt}`, consent: 'yes' },
        from,
      );
      html = await answer.text();
      expect([...roleTexts(html, 'alert'), ...roleTexts(html, 'status')], `attempt ${attempt}`).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^(${t.success}|${t.errors.tooMany})$`))]),
      );
    }
    expect(roleTexts(html, 'alert')).toEqual([t.errors.tooMany]);
    // What was refused keeps the visitor's text.
    expect(controlIn(html, 'contact-message').value).toMatch(new RegExp(marker));
  });
}

test('contact: a bot that fills the hidden field is thanked, and nothing is sent', async ({ request }) => {
  const from = visitor();
  const text = `Bot ${randomUUID()}`;
  const values = { name: 'Bot', email: 'bot@example.com', consent: 'yes' };
  const bot = await sendFormWithoutScript(request, '/contact', CONTACT_FORM, { ...values, message: text, website: 'https://spam.example' }, from);
  expect(roleTexts(await bot.text(), 'status')).toContain(messages.sv.Contact.success);

  // A real message sent afterwards arrives; by then the bot's would have too.
  const real = `Människa ${randomUUID()}`;
  const person = await sendFormWithoutScript(request, '/contact', CONTACT_FORM, { ...values, name: 'Ada', message: real }, from);
  expect(roleTexts(await person.text(), 'status')).toContain(messages.sv.Contact.success);
  await waitForMail(real);
  expect((await caughtMails()).some((mail) => mail.text.includes(text))).toBe(false);
});
