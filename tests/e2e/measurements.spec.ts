import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { bandOf, rangeOf } from '../../lib/colour/bands';
import { deltaE2000, type Lab } from '@ytbanken/domain/colour/ciede2000';
import { CSV_COLUMNS } from '../../features/measurements/csv';
import { answerOf, answers } from '../support/answers';
import { cmsGet, documentId } from '../support/cms-api';
import { deltaText } from '../support/compare-matrix';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

/** A seeded surface with its declared CIELAB values, as the cms holds them. */
async function seededSurface(articleNumber: string, locale: Locale) {
  const { data } = await cmsGet<{ data: { labL: number; labA: number; labB: number }[] }>(
    `/surfaces?locale=${locale}&filters[articleNumber][$eq]=${articleNumber}&fields[0]=labL&fields[1]=labA&fields[2]=labB`,
  );
  const declared: Lab = { L: Number(data[0]!.labL), a: Number(data[0]!.labA), b: Number(data[0]!.labB) };
  const name = seed.surfaces.find((s) => s.articleNumber === articleNumber)!.name[locale];
  return { id: await documentId('surfaces', 'articleNumber', articleNumber, locale), name, articleNumber, declared };
}

/** Finds a surface in a picker by its article number and takes it with Down and Enter. */
async function chooseSurface(picker: Locator, surface: { name: string; articleNumber: string }) {
  await picker.fill('');
  await picker.pressSequentially(surface.articleNumber);
  const listbox = picker.page().getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option')).toContainText(surface.name);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(surface.name);
}

/** How the page writes a number the visitor types: a decimal comma in Swedish. */
const typed = (value: number, locale: Locale) => (locale === 'sv' ? String(value).replace('.', ',') : String(value));

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Measurements;
  const tr = translator(locale, 'Measurements');

  test(`record, edit, export, filter and delete measurements, with ΔE00 against the declared values (${locale})`, async ({ page, signedIn }) => {
    test.slow();
    // React's hydration and key warnings land here; the site has no favicon (not this page's concern).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      const at = message.location().url;
      if (message.type() === 'error' && !at.endsWith('/favicon.ico')) consoleErrors.push(`${message.text()} ${at}`);
    });
    await signedIn(locale);
    const oak = await seededSurface('NS-1042-01', locale);
    const tile = await seededSurface('SK-502-03', locale);
    const projectName = `Villa Sjöudden ${locale}`;
    const created = await page.request.post('/api/projects', { data: { name: projectName } });
    await expect(created).toBeOK();
    const project = await answerOf(created, answers.project);

    await page.goto(localePath('/measurements', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByRole('heading', { name: t.empty.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: messages[locale].ColourDifference.legendTitle })).toBeVisible();
    await expect(page.getByText(`ΔE00 ${translator(locale, 'ColourDifference.ranges')('imperceptible', rangeOf('imperceptible'))}`)).toBeVisible();

    // The form checks the values with the route handler's rules, in the page's language.
    await page.getByRole('button', { name: t.empty.record }).click();
    const form = page.getByRole('form', { name: t.form.newTitle });
    await expect(form.getByRole('combobox', { name: t.form.surface })).toBeFocused();
    await chooseSurface(form.getByRole('combobox', { name: t.form.surface }), oak);
    await expect(form.getByText(tr('form.declared', { values: '' }))).toBeVisible();
    await form.getByLabel(t.form.L).fill('101');
    await form.getByLabel(t.form.a).fill(typed(9.5, locale));
    await form.getByLabel(t.form.b).fill('30');
    await form.getByLabel(t.form.measuredAt).fill(`${new Date().getFullYear() + 1}-01-01T10:00`);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(form.getByRole('alert')).toHaveText(t.errors.form);
    await expect(form.getByText(t.errors.lRange)).toBeVisible();
    await expect(form.getByText(t.errors.dateInFuture)).toBeVisible();
    await expect(form.getByLabel(t.form.L)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(t.form.L)).toBeFocused();
    await expect(form.getByLabel(t.form.L)).toHaveValue('101');

    // A valid measurement of a surface with known declared values.
    const measured: Lab = { L: 60.5, a: 9.5, b: 30 };
    const expected = deltaE2000(oak.declared, measured);
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    await form.getByLabel(t.form.L).fill(typed(measured.L, locale));
    await form.getByLabel(t.form.measuredAt).fill(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T00:00`);
    await form.getByLabel(t.form.gloss).fill('11');
    await form.getByLabel(t.form.lrv).fill(typed(31.5, locale));
    await form.getByLabel(t.form.instrument).fill('X-Rite Ci64');
    // A note Excel in Swedish (which splits on ';') would otherwise run as a formula.
    await form.getByLabel(t.form.note).fill('Prov A, "mitten";=1+1');
    await form.getByLabel(t.form.project).selectOption(project.id);
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('saved', { surface: oak.name }) })).toBeVisible();
    // The form is fresh for the next sample, with the project kept.
    await expect(form.getByLabel(t.form.L)).toHaveValue('');
    await expect(form.getByLabel(t.form.project)).toHaveValue(project.id);

    const table = page.getByRole('table', { name: t.table.caption });
    const rowOf = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(rowOf(oak.name).getByTestId('delta-e')).toHaveText(deltaText(expected, locale));
    await expect(rowOf(oak.name)).toContainText(messages[locale].ColourDifference.bands[bandOf(expected)]);
    await expect(rowOf(oak.name)).toContainText('NS-1042-01');
    await expect(rowOf(oak.name)).toContainText(projectName);
    await expect(rowOf(oak.name)).toContainText('X-Rite Ci64');

    // Edit it: a lighter reading changes ΔE00.
    await rowOf(oak.name).getByRole('button', { name: t.edit }).click();
    const edit = page.getByRole('form', { name: tr('form.editTitle', { surface: oak.name }) });
    // The saved measurement's surface is named in its picker (the page holds no catalogue).
    await expect(edit.getByRole('combobox', { name: t.form.surface })).toHaveValue(oak.name);
    await expect(edit.getByLabel(t.form.L)).toHaveValue(typed(60.5, locale));
    const edited: Lab = { ...measured, L: 64.25 };
    await edit.getByLabel(t.form.L).fill(typed(edited.L, locale));
    await edit.getByRole('button', { name: t.form.saveChanges }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('updated', { surface: oak.name }) })).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(rowOf(oak.name).getByTestId('delta-e')).toHaveText(deltaText(deltaE2000(oak.declared, edited), locale));
    await expect(rowOf(oak.name).getByRole('button', { name: t.edit })).toBeFocused();

    // A second measurement, of another surface and without a project.
    await chooseSurface(form.getByRole('combobox', { name: t.form.surface }), tile);
    await form.getByLabel(t.form.project).selectOption('');
    await form.getByLabel(t.form.L).fill('26');
    await form.getByLabel(t.form.a).fill(typed(-2.5, locale));
    await form.getByLabel(t.form.b).fill('-21');
    await form.getByRole('button', { name: t.form.save }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('saved', { surface: tile.name }) })).toBeVisible();
    await expect(rowOf(tile.name).getByTestId('delta-e')).toHaveText(deltaText(deltaE2000(tile.declared, { L: 26, a: -2.5, b: -21 }), locale));
    await expect(table.getByRole('rowheader')).toHaveCount(2);

    // The page with its form, table and legend passes the automated accessibility checks.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // The CSV holds the header and the visible rows, newest (by measured at) first.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    // Every field is quoted, and a formula after a separator inside one is kept as text.
    expect(lines[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines[1]).toContain(`"SK-502-03","${tile.name}",`);
    expect(lines[1]).toContain(',"26","-2.5","-21",');
    expect(lines[2]).toContain(`"NS-1042-01","${oak.name}",`);
    expect(lines[2]).toContain(`,"${projectName}","64.25","9.5","30",`);
    expect(lines[2]).toContain(`,"${deltaE2000(oak.declared, edited).toFixed(2)}","${bandOf(deltaE2000(oak.declared, edited))}","11",`);
    expect(lines[2]).toMatch(/,"X-Rite Ci64","Prov A, ""mitten"";'=1\+1"$/);

    // Filter by project: only the first measurement, in the URL, still there after a reload.
    await page.getByLabel(t.filters.project, { exact: true }).selectOption(project.id);
    await expect(page).toHaveURL(new RegExp(`\\?project=${project.id}$`));
    await expect(rowOf(tile.name)).toHaveCount(0);
    await expect(rowOf(oak.name)).toHaveCount(1);
    await page.reload();
    await expect(page.getByLabel(t.filters.project, { exact: true })).toHaveValue(project.id);
    await expect(rowOf(oak.name)).toHaveCount(1);
    await expect(rowOf(tile.name)).toHaveCount(0);
    await chooseSurface(page.getByRole('combobox', { name: t.filters.surface, exact: true }), tile);
    await expect(page.getByText(t.emptyFiltered)).toBeVisible();
    await page.getByRole('button', { name: t.filters.clear }).first().click();
    await expect(page).toHaveURL(localePath('/measurements', locale));
    await expect(rowOf(tile.name)).toHaveCount(1);

    // Delete, after an in-page confirmation; "No" and Escape keep it and give the keyboard back.
    const question = tr('confirmDelete', { surface: tile.name });
    await rowOf(tile.name).getByRole('button', { name: t.delete }).click();
    await expect(rowOf(tile.name).getByText(question)).toBeVisible();
    await expect(rowOf(tile.name).getByRole('button', { name: t.no })).toBeFocused();
    await rowOf(tile.name).getByRole('button', { name: t.no }).click();
    await expect(rowOf(tile.name).getByRole('button', { name: t.delete })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rowOf(tile.name).getByRole('button', { name: t.no })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(rowOf(tile.name).getByText(question)).toHaveCount(0);
    await expect(rowOf(tile.name).getByRole('button', { name: t.delete })).toBeFocused();
    await rowOf(tile.name).getByRole('button', { name: t.delete }).click();
    await rowOf(tile.name).getByRole('button', { name: t.yes, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: tr('deleted', { surface: tile.name }) })).toBeVisible();
    await expect(rowOf(tile.name)).toHaveCount(0);
    // The row is gone: the keyboard is on the list's heading, not lost to the page.
    await expect(page.getByRole('heading', { name: t.listTitle })).toBeFocused();
    await page.reload();
    await expect(rowOf(oak.name)).toHaveCount(1);
    await expect(rowOf(tile.name)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`a save shows at once, and a refusal takes it back with a message while the input stays (${locale})`, async ({ page, signedIn }) => {
    await signedIn(locale);
    const oak = await seededSurface('NS-1042-01', locale);
    // The cms's refusal is held back until the optimistic row has been seen.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/measurements?locale=*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({ status: 502, json: { error: 'failed' } });
    });
    await page.goto(localePath('/measurements', locale));
    await page.getByRole('button', { name: t.form.open }).click();
    const form = page.getByRole('form', { name: t.form.newTitle });
    await chooseSurface(form.getByRole('combobox', { name: t.form.surface }), oak);
    await form.getByLabel(t.form.L).fill('50');
    await form.getByLabel(t.form.a).fill('1');
    await form.getByLabel(t.form.b).fill('2');
    await form.getByRole('button', { name: t.form.save }).click();

    await expect(form.getByRole('button', { name: t.form.saving })).toBeVisible();
    const table = page.getByRole('table', { name: t.table.caption });
    await expect(table.getByRole('rowheader', { name: new RegExp(oak.name) })).toBeVisible();
    await expect(table.getByText(t.pending)).toBeVisible();
    answer();

    await expect(form.getByRole('alert')).toHaveText(t.errors.failed);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t.empty.title })).toBeVisible();
    await expect(form.getByLabel(t.form.L)).toHaveValue('50');
    await expect(form.getByRole('combobox', { name: t.form.surface })).toHaveValue(oak.name);
    await expect(form.locator('input[name=surfaceId]')).toHaveValue(oak.id);
    await expect(form.getByRole('button', { name: t.form.save })).toBeVisible();
  });
}

test('an anonymous visitor is sent to sign in and back', async ({ page }) => {
  await page.goto('/measurements');
  await expect(page).toHaveURL('/login?returnTo=%2Fmeasurements');
  await page.goto('/en/measurements');
  await expect(page).toHaveURL('/en/login?returnTo=%2Fmeasurements');
  await expect(page.getByText(messages.en.Auth.login.signInRequired)).toBeVisible();
});
