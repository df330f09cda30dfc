import { readFile } from 'node:fs/promises';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const surface = seed.surfaces[0]!;

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const c = messages[locale].ProjectClimate;
  const tr = translator(locale, 'ProjectClimate');

  test(`a project's climate total, and its table downloaded as CSV (${locale})`, async ({ page, signedIn }) => {
    test.slow();
    await signedIn(locale);
    const name = `Klimatprojekt ${locale} ${Date.now()}`;
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    const material = await page.request.post('/api/materials', { data: { surfaceId } });
    await expect(material).toBeOK();
    const materialId = (await answerOf(material, answers.material)).id;
    const created = await page.request.post('/api/projects', { data: { name, status: 'ongoing' } });
    await expect(created).toBeOK();
    const projectId = (await answerOf(created, answers.project)).id;
    const quantities = [{ material: materialId, quantity: 25, unit: 'm2', placement: 'floor' }];
    await expect(await page.request.patch(`/api/projects/${projectId}`, { data: { materialIds: [materialId], quantities } })).toBeOK();

    // From the project's card to its climate page.
    await page.goto(localePath('/my-projects', locale));
    await page
      .getByRole('article', { name })
      .getByRole('link', { name: tr('linkFor', { project: name }) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('title', { name }));
    const table = page.getByRole('table', { name: c.caption });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(surface.name[locale]) }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(c.placements.floor);
    await expect(row.getByRole('cell').nth(1)).toHaveText('25 m²');
    // The demo's oak parquet declares 7.4 kg CO₂e/m² (its fictitious EPD): 25 m² make 185 kg.
    const total = tr('kg', { value: locale === 'sv' ? '185,0' : '185.0' });
    await expect(row.getByRole('cell').nth(2)).toHaveText(tr('perSquareMetre', { value: locale === 'sv' ? '7,40' : '7.40' }));
    await expect(table.locator('tfoot td').first()).toHaveText(total);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: c.downloadCsv }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, first] = csv.split('\r\n');
    await expect.poll(() => header!.split(',')[0]).toBe(`"${c.sheet.material}"`);
    await expect.poll(() => first!.startsWith(`"${surface.name[locale]}",`)).toBe(true);
    await expect.poll(() => first!.split('","')[10]).toBe('185');
  });
}
