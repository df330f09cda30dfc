import { createTranslator } from 'next-intl';
import { signIn } from '../support/accounts';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const surface = seed.surfaces[3]!;
const product = seed.products[5]!;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Materials;
  const save = messages[locale].SaveMaterial;
  const say = createTranslator({ locale, messages: messages[locale], namespace: 'Materials' });

  test(`save a surface and a product, then keep notes and remove them in my materials (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);

    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    await page.goto(localePath(`/surfaces/${surfaceId}`, locale));
    await page.getByRole('button', { name: save.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: save.saved })).toBeVisible();

    const productId = await documentId('products', 'slug', product.slug.sv);
    await page.goto(localePath(`/products/${productId}`, locale));
    await page.getByRole('button', { name: save.save, exact: true }).click();
    await expect(page.getByRole('link', { name: save.seeSaved })).toBeVisible();
    await page.getByRole('link', { name: save.seeSaved }).click();

    await expect(page).toHaveURL(localePath('/my-materials', locale));
    const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: surface.name[locale] }) });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('heading', { name: product.name[locale] })).toBeVisible();

    await saved.getByLabel(t.note).fill('Till hallen, jämför med klinkern');
    await saved.getByRole('button', { name: t.saveNote }).click();
    await expect(saved.getByRole('button', { name: t.saveNote })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: surface.name[locale] }).getByLabel(t.note)).toHaveValue('Till hallen, jämför med klinkern');

    // Removing asks first; Escape takes the question back and gives the keyboard back.
    const productItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name[locale] }) });
    const question = productItem.getByRole('group', { name: say('confirmRemove', { name: product.name[locale] }) });
    await productItem.getByRole('button', { name: t.remove }).click();
    await expect(question).toBeVisible();
    await expect(productItem.getByRole('button', { name: t.no, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(productItem.getByRole('button', { name: t.remove })).toBeFocused();
    await page.keyboard.press('Enter');
    await productItem.getByRole('button', { name: t.yes }).click();
    await expect(page.getByRole('heading', { name: product.name[locale] })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: say('removed', { name: product.name[locale] }) })).toBeVisible();
    // The item is gone: the keyboard goes on to the next one.
    await expect(page.getByRole('link', { name: surface.name[locale], exact: true })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { name: product.name[locale] })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: surface.name[locale] })).toBeVisible();
  });
}

test('an anonymous visitor is offered to sign in and comes back to the same page', async ({ page, confirmedAccount }) => {
  await asVisitor(page);
  const account = await confirmedAccount();
  const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
  await page.goto(`/surfaces/${surfaceId}`);
  await page.getByRole('link', { name: messages.sv.SaveMaterial.signInToSave }).click();
  await signIn(page, 'sv', account.email, account.password);
  await expect(page).toHaveURL(`/surfaces/${surfaceId}`);
  await expect(page.getByRole('button', { name: messages.sv.SaveMaterial.save, exact: true })).toBeVisible();
});

test('a refused change rolls back and says why', async ({ page, signedIn }) => {
  await asVisitor(page);
  await signedIn('sv');
  const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
  await page.request.post('/api/materials', { data: { surfaceId } });
  await page.goto('/my-materials');
  const item = page.getByRole('listitem').filter({ hasText: surface.name.sv });
  await expect(item).toBeVisible();

  // The cms refuses: the removal shows at once, then comes back with a message.
  await page.route('**/api/materials/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 502, json: { error: 'failed' } }) : route.continue(),
  );
  await item.getByRole('button', { name: messages.sv.Materials.remove }).click();
  await item.getByRole('button', { name: messages.sv.Materials.yes }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.sv.Materials.errors.failed);
  await expect(page.getByRole('heading', { name: surface.name.sv })).toBeVisible();
});
