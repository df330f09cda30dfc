import type { Page } from '@playwright/test';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const [first, second] = [seed.surfaces[0]!, seed.surfaces[1]!];
const NOTE = 'Golv i hallen, oljad yta';

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

/** A project with two saved surfaces on its board, made through the site's own route handlers. */
async function projectWithTwoMaterials(page: Page, name: string) {
  const materialIds: string[] = [];
  for (const surface of [first, second]) {
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    const response = await page.request.post('/api/materials', { data: { surfaceId, ...(surface === first && { note: NOTE }) } });
    await expect(response).toBeOK();
    materialIds.push((await answerOf(response, answers.material)).id);
  }
  const created = await page.request.post('/api/projects', {
    data: { name, location: 'Uppsala', description: 'Kök och hall i ljusa toner.', status: 'ongoing' },
  });
  await expect(created).toBeOK();
  const projectId = (await answerOf(created, answers.project)).id;
  await expect(await page.request.patch(`/api/projects/${projectId}`, { data: { materialIds } })).toBeOK();
  return projectId;
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale];
  const s = t.Share;
  const tr = translator(locale, 'Share');

  test(`share a project read-only, open the link signed out, then revoke it (${locale})`, async ({ page, browser, baseURL, signedIn }) => {
    test.slow();
    const account = await signedIn(locale);
    const name = `Villa Delad ${locale} ${Date.now()}`;
    await projectWithTwoMaterials(page, name);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(localePath('/my-projects', locale));
    const card = page.getByRole('article', { name });
    const open = card.getByRole('button', { name: `${s.open} ${tr('openWhat', { project: name })}` });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = card.getByRole('region', { name: s.heading });
    await expect(panel.getByText(s.none)).toBeVisible();
    // Before anything is shared the owner reads what a link shows, their notes included.
    await expect(panel.getByText(s.intro)).toBeVisible();

    // A link for a week: its address is the token's page in the page's language.
    await panel.getByLabel(s.expiry).selectOption('7');
    await panel.getByRole('button', { name: s.create }).click();
    await expect(panel.getByRole('status')).toHaveText(s.created);
    const address = panel.getByRole('textbox', { name: new RegExp(`^${s.link}`) });
    await expect(address).toHaveValue(new RegExp(`${localePath('/shared/', locale)}[A-Za-z0-9_-]{43}$`));
    await expect(panel.getByText(new RegExp(`^${tr('validUntil', { date: '' })}`))).toBeVisible();
    const url = await address.inputValue();

    await panel.getByRole('button', { name: new RegExp(`^${s.copy}`) }).click();
    await expect(panel.getByRole('status')).toHaveText(s.copied);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Signed out, in a browser of its own: the project, read-only, kept out of search engines.
    const stranger = await browser.newContext({ baseURL });
    const visitor = await stranger.newPage();
    await asVisitor(visitor);
    const shown = await visitor.goto(url);
    expect(shown?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(visitor.getByText('Kök och hall i ljusa toner.')).toBeVisible();
    await expect(visitor.getByText(t.SharedProject.readOnly)).toBeVisible();
    for (const surface of [first, second]) {
      const item = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: surface.name[locale] }) });
      await expect(item.getByText(surface.articleNumber, { exact: true })).toBeVisible();
      // The declared values as on the surface page: the hex beside its colour chip.
      await expect(item.getByRole('definition').filter({ hasText: /^\s*#[0-9a-f]{6}\s*$/i })).toBeVisible();
      await expect(item.getByRole('img', { name: translator(locale, 'SharedProject')('swatchOf', { name: surface.name[locale] }) })).toBeVisible();
      // The owner's note goes with the material it was written on, and only there.
      await expect(item.getByText(`${t.SharedProject.note}: ${NOTE}`)).toHaveCount(surface === first ? 1 : 0);
    }
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visitor.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(await visitor.content()).not.toContain(account.email);
    await expect(visitor.getByRole('button', { name: t.Projects.project.delete })).toHaveCount(0);

    // Revoked after an inline question: the link is gone from the list and its page is a 404.
    await panel.getByRole('button', { name: new RegExp(`^${s.revoke}`) }).click();
    await expect(panel.getByText(s.confirmRevoke)).toBeVisible();
    await expect(panel.getByRole('button', { name: s.confirmNo })).toBeFocused();
    await panel.getByRole('button', { name: s.confirmYes }).click();
    await expect(panel.getByRole('status')).toHaveText(s.revoked);
    await expect(panel.getByText(s.none)).toBeVisible();

    const gone = await visitor.reload();
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(t.ErrorPage.notFoundHeading);
    await expect(visitor.getByText(name)).toHaveCount(0);
    await stranger.close();

    // After a reload the owner still sees no live link.
    await page.reload();
    await card.getByRole('button', { name: `${s.open} ${tr('openWhat', { project: name })}` }).click();
    await expect(panel.getByText(s.none)).toBeVisible();
  });

  test(`another user can neither list nor revoke someone's links, nor link their project (${locale})`, async ({ page, browser, baseURL, signedIn }) => {
    await signedIn(locale);
    const projectId = await projectWithTwoMaterials(page, `Privat ${locale}`);
    const made = await page.request.post(`/api/projects/${projectId}/share`, { data: {} });
    expect(made.status()).toBe(201);
    const link = await answerOf(made, answers.shareLink);

    // Signed out, every share route asks for a session.
    const anonymous = await browser.newContext({ baseURL });
    expect((await anonymous.request.get(`/api/projects/${projectId}/share`)).status()).toBe(401);
    expect((await anonymous.request.delete(`/api/share-links/${link.id}`)).status()).toBe(401);
    await anonymous.close();

    // Someone else, signed in in this browser now, learns nothing and changes nothing.
    await signedIn(locale);
    const listed = await page.request.get(`/api/projects/${projectId}/share`);
    expect(listed.status()).toBe(200);
    expect(await listed.json()).toEqual({ shareLinks: [] });
    expect((await page.request.post(`/api/projects/${projectId}/share`, { data: {} })).status()).toBe(404);
    const revoked = await page.request.delete(`/api/share-links/${link.id}`);
    expect(revoked.status()).toBe(404);
    expect(await revoked.text()).not.toContain(link.token);

    // The owner's link still works for anyone holding it.
    const visitor = await browser.newPage({ baseURL });
    await asVisitor(visitor);
    expect((await visitor.goto(localePath(`/shared/${link.token}`, locale)))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Privat ${locale}`);
    await visitor.close();
  });
}
