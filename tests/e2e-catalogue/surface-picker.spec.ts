// The surface pickers against a catalogue far past a page (2,000 generated surfaces beside
// the demo's 48; playwright.catalogue.config.ts): a surface whose name sorts late is found
// by its name and by its article number, with the keyboard only, in both languages.
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { E2E_CATALOGUE } from '../support/e2e-catalogue.mjs';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

interface PlannedSurface {
  name: Record<Locale, string>;
  articleNumber: string;
}
const { plan } = createRequire(import.meta.url)('../../cms/scripts/catalogue/generate.js') as {
  plan(options: typeof E2E_CATALOGUE): { productsFrom(start: number, count: number): { surfaces: PlannedSurface[] }[] };
};

// The same catalogue the run's cms was given: the generator is deterministic.
const generated = plan(E2E_CATALOGUE)
  .productsFrom(0, E2E_CATALOGUE.products)
  .flatMap((product) => product.surfaces);

/** The generated surface whose name sorts last in a language, and how many names hold its first word. */
function late(locale: Locale) {
  const sorted = [...generated].sort((x, y) => x.name[locale].localeCompare(y.name[locale], locale));
  const surface = sorted.at(-1)!;
  const firstWord = surface.name[locale].split(' ')[0]!;
  const word = firstWord.toLocaleLowerCase(locale);
  return { surface, firstWord, sharing: generated.filter((s) => s.name[locale].toLocaleLowerCase(locale).includes(word)).length };
}

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

/**
 * Types into a picker, waits for the one option of that name and takes it with Down and
 * Enter; the input then shows `shows` (the name, or nothing where a choice is added to a list).
 */
async function chooseByKeyboard(page: Page, input: Locator, words: string, name: string, shows = name) {
  await input.focus();
  await page.keyboard.type(words, { delay: 20 });
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option')).toContainText(name);
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(shows);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Measurements;
  const tr = translator(locale, 'Measurements');
  const { surface, firstWord, sharing } = late(locale);
  const name = surface.name[locale];

  test(`a measurement of a surface far down the catalogue, found by name with the keyboard, keeps its name (${locale})`, async ({ page, signedIn }) => {
    expect(sharing).toBeGreaterThan(20);
    await signedIn(locale);
    await page.goto(localePath('/measurements', locale));
    await page.getByRole('button', { name: t.empty.record }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: t.form.newTitle });
    const picker = form.getByRole('combobox', { name: t.form.surface });
    await expect(picker).toBeFocused();

    // One word matches more than a page: the page shows the first 20 and says how many there are.
    await page.keyboard.type(firstWord, { delay: 20 });
    await expect(form.getByRole('listbox').getByRole('option')).toHaveCount(20);
    const some = new RegExp(messages[locale].Combobox.some.replaceAll('.', '\\.').replace('{shown}', '20').replace('{total}', '(\\d+)'));
    const status = form.getByRole('status').filter({ hasText: some });
    await expect(status).toBeVisible();
    // At least every generated name with the word; products and producers may add more.
    expect(Number(some.exec((await status.textContent()) ?? '')![1])).toBeGreaterThanOrEqual(sharing);
    await page.keyboard.press('End');
    await expect(picker).toHaveValue(firstWord);
    await page.keyboard.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(picker).toHaveValue('');

    await chooseByKeyboard(page, picker, name, name);
    await expect(form.getByText(tr('form.declared', { values: '' }).trim(), { exact: false })).toBeVisible();
    await form.getByLabel(t.form.L).fill('50');
    await form.getByLabel(t.form.a).fill('1');
    await form.getByLabel(t.form.b).fill('2');
    await form.getByLabel(t.form.b).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: tr('saved', { surface: name }) })).toBeVisible();

    // Saved: the row and the edit form name the surface, also after a reload.
    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.edit }).click();
    const edit = page.getByRole('form', { name: tr('form.editTitle', { surface: name }) });
    await expect(edit.getByRole('combobox', { name: t.form.surface })).toHaveValue(name);
  });

  test(`a sample of a surface far down the catalogue, added by article number with the keyboard (${locale})`, async ({ page }) => {
    const s = messages[locale].Samples;
    await page.goto(localePath('/samples', locale));
    const picker = page.getByRole('combobox', { name: s.add });
    // Added to the picks, named by the catalogue; the picker is empty for the next one.
    await chooseByKeyboard(page, picker, surface.articleNumber, name, '');
    await expect(page.getByRole('region', { name: s.picked }).getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await expect(picker).toBeFocused();
    await page.reload();
    await expect(page.getByRole('region', { name: s.picked }).getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  });
}
