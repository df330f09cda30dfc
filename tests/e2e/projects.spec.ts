import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test, type Account } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const [first, second] = [seed.surfaces[0]!, seed.surfaces[1]!];

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

/** A new, signed-in account with two saved surfaces, saved through the site's own route handler. */
async function signedInWithTwoMaterials(page: Page, signedIn: (locale: Locale) => Promise<Account>, locale: Locale) {
  await signedIn(locale);
  const ids: string[] = [];
  for (const surface of [first, second]) {
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    const response = await page.request.post('/api/materials', { data: { surfaceId } });
    await expect(response).toBeOK();
    ids.push((await answerOf(response, answers.material)).id);
  }
  return ids as [string, string];
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Creates a project through the form and returns its card. */
async function createProject(page: Page, locale: Locale, name: string) {
  const t = messages[locale].Projects;
  const tr = translator(locale, 'Projects');
  const form = page.getByRole('region', { name: t.create.heading });
  await form.getByLabel(new RegExp(`^${t.fields.name}`)).fill(name);
  await form.getByLabel(new RegExp(`^${t.fields.location}`)).fill('Uppsala');
  await form.getByLabel(new RegExp(`^${t.fields.description}`)).fill('Kök, hall och vardagsrum.');
  await form.getByLabel(t.fields.status, { exact: true }).selectOption('idea');
  await form.getByRole('button', { name: t.create.submit }).click();
  await expect(form.getByRole('status')).toHaveText(tr('create.created', { name }));
  await expect(form.getByLabel(new RegExp(`^${t.fields.name}`))).toHaveValue('');
  const card = page.getByRole('article', { name });
  await expect(card.getByRole('button', { name: t.project.delete })).toBeVisible();
  return card;
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Projects;
  const tr = translator(locale, 'Projects');
  const path = localePath('/my-projects', locale);

  test(`an anonymous visitor is invited to sign in, not sent away (${locale})`, async ({ page }) => {
    const response = await page.goto(path);
    await expect(page).toHaveURL(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.invitation.text)).toBeVisible();
    await expect(page.getByRole('link', { name: t.invitation.signIn })).toHaveAttribute('href', `${localePath('/login', locale)}?returnTo=%2Fmy-projects`);
    await expect(page.getByRole('region', { name: t.create.heading })).toHaveCount(0);
    await expect.poll(() => seriousViolations(page)).toEqual([]);
  });

  test(`create a project, fill its board, rename it, change its status and delete it (${locale})`, async ({ page, signedIn }) => {
    const [firstId, secondId] = await signedInWithTwoMaterials(page, signedIn, locale);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(t.list.empty)).toBeVisible();

    // A name is required, and the error is tied to the field.
    const form = page.getByRole('region', { name: t.create.heading });
    await form.getByRole('button', { name: t.create.submit }).click();
    const nameField = form.getByLabel(new RegExp(`^${t.fields.name}`));
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(t.errors.nameRequired);
    await expect(nameField).toBeFocused();

    const name = `Villa Solbacken ${locale}`;
    let card = await createProject(page, locale, name);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card.getByText(t.board.empty)).toBeVisible();

    // Two saved materials onto the board.
    const add = card.getByLabel(t.board.add);
    await add.selectOption(firstId);
    await card.getByRole('button', { name: t.board.addSubmit, exact: true }).click();
    await expect(card.getByRole('status').filter({ hasText: first.name[locale] })).toHaveText(tr('board.added', { material: first.name[locale] }));
    // The second one with the keyboard only.
    await add.focus();
    await add.selectOption(secondId);
    await expect(add).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: t.board.addSubmit, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const swatches = card.getByRole('list').getByRole('listitem');
    await expect(swatches).toHaveCount(2);
    await expect(swatches.nth(0).getByRole('link', { name: first.name[locale] })).toBeVisible();
    await expect(swatches.nth(1).getByRole('link', { name: second.name[locale] })).toBeVisible();
    // Both are on the board, so none is left to add.
    await expect(card.getByText(t.board.allAdded)).toBeVisible();

    await page.reload();
    card = page.getByRole('article', { name });
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(2);

    // Remove one.
    const removeFirst = `${t.board.remove} ${tr('board.removeWhat', { material: first.name[locale], project: name })}`;
    await card.getByRole('button', { name: removeFirst }).click();
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await expect(card.getByRole('status').filter({ hasText: first.name[locale] })).toHaveText(tr('board.removed', { material: first.name[locale] }));
    await expect(card.getByLabel(t.board.add)).toBeFocused();
    await page.reload();
    card = page.getByRole('article', { name });
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await expect(card.getByRole('link', { name: second.name[locale] })).toBeVisible();
    await expect(card.getByRole('link', { name: first.name[locale] })).toHaveCount(0);

    // Rename.
    const renamed = `Villa Solbacken, etapp 2 ${locale}`;
    await card.getByRole('button', { name: `${t.project.edit} ${name}` }).click();
    const editName = card.getByLabel(new RegExp(`^${t.fields.name}`));
    await expect(editName).toBeFocused();
    await editName.fill(renamed);
    await card.getByRole('button', { name: t.project.save }).click();
    card = page.getByRole('article', { name: renamed });
    await expect(card.getByRole('status').filter({ hasText: t.project.saved })).toBeVisible();
    await expect(card.getByRole('button', { name: `${t.project.edit} ${renamed}` })).toBeFocused();

    // Change the status.
    await card.getByRole('button', { name: t.status.ongoing, exact: true }).click();
    await expect(card.getByRole('button', { name: t.status.ongoing, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('status').filter({ hasText: t.status.ongoing })).toHaveText(tr('project.statusChanged', { status: t.status.ongoing }));

    await page.reload();
    card = page.getByRole('article', { name: renamed });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await expect(card.getByRole('button', { name: t.status.ongoing, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: t.status.idea, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByText('Uppsala')).toBeVisible();
    await expect(card.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await expect.poll(() => seriousViolations(page)).toEqual([]);

    // Delete: first asked, "No" keeps it, "Yes" deletes it.
    await card.getByRole('button', { name: t.project.delete }).click();
    const question = card.getByRole('group', { name: tr('project.confirmDelete', { name: renamed }) });
    await expect(question.getByRole('button', { name: t.project.confirmNo })).toBeFocused();
    await question.getByRole('button', { name: t.project.confirmNo }).click();
    await expect(card.getByRole('button', { name: t.project.delete })).toBeFocused();
    await card.getByRole('button', { name: t.project.delete }).click();
    await card.getByRole('button', { name: t.project.confirmYes }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('project.deleted', { name: renamed }) })).toBeVisible();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(t.list.empty)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
}

test('a change the cms refuses is taken back and the page says why', async ({ page, signedIn }) => {
  const t = messages.sv.Projects;
  await signedInWithTwoMaterials(page, signedIn, 'sv');
  await page.goto('/my-projects');
  const card = await createProject(page, 'sv', 'Radhus i Lund');

  await page.route('**/api/projects/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 502, json: { error: 'failed' } }) : route.continue(),
  );
  await card.getByRole('button', { name: t.status.done, exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText(t.errors.failed);
  await expect(card.getByRole('button', { name: t.status.idea, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: t.status.done, exact: true })).toHaveAttribute('aria-pressed', 'false');

  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Radhus i Lund' }).getByRole('button', { name: t.status.idea, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('with no saved materials, the board says where to find some', async ({ page, signedIn }) => {
  const t = messages.en.Projects;
  await signedIn('en');
  await page.goto('/en/my-projects');
  const card = await createProject(page, 'en', 'Summer house');
  await expect(card.getByText(t.board.noMaterials)).toBeVisible();
  await expect(card.getByRole('link', { name: t.board.browse })).toHaveAttribute('href', '/en/products');
});
