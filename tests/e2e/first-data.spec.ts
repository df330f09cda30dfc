import type { Page } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const surface = seed.surfaces[2]!;

/** The browser's own requests to the signed-in areas' route handlers. */
function ownerRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (/^\/api\/(materials|projects|measurements)\b/.test(pathname)) seen.push(`${request.method()} ${pathname}${search}`);
  });
  return seen;
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale];

  test(`the signed-in areas paint their lists from the server, without asking again (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    await expect(await page.request.post('/api/materials', { data: { surfaceId } })).toBeOK();
    await expect(await page.request.post('/api/projects', { data: { name: 'Villa Solbacken' } })).toBeOK();
    const measured = await page.request.post('/api/measurements', {
      data: { surfaceId, L: 50, a: 1, b: 2, measuredAt: new Date(Date.now() - 60_000).toISOString() },
    });
    await expect(measured).toBeOK();

    const requests = ownerRequests(page);

    await page.goto(localePath('/my-materials', locale));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: surface.name[locale] }) });
    await expect(item).toBeVisible();
    await expect(item.getByLabel(t.Materials.addToProject)).toContainText('Villa Solbacken');
    await expect(page.getByText(t.Materials.loading)).toHaveCount(0);

    await page.goto(localePath('/my-projects', locale));
    await expect(page.getByRole('heading', { name: 'Villa Solbacken' })).toBeVisible();
    await expect(page.getByLabel(t.Projects.board.add)).toContainText(surface.name[locale]);
    await expect(page.getByText(t.Projects.list.loading)).toHaveCount(0);

    await page.goto(localePath('/measurements', locale));
    await expect(page.getByRole('row').filter({ hasText: surface.name[locale] })).toBeVisible();
    await expect(page.getByLabel(t.Measurements.filters.project)).toContainText('Villa Solbacken');
    await expect(page.getByText(t.Measurements.loading)).toHaveCount(0);

    // Everything above came with the pages; the browser asked for none of it.
    expect(requests).toEqual([]);
  });

  test(`saving a note on my materials is confirmed in the page's status region (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);
    const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
    await expect(await page.request.post('/api/materials', { data: { surfaceId } })).toBeOK();

    await page.goto(localePath('/my-materials', locale));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: surface.name[locale] }) });
    await item.getByLabel(t.Materials.note).fill('Mot söder');
    await item.getByRole('button', { name: t.Materials.saveNote }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(translator(locale, 'Materials')('noteSaved', { name: surface.name[locale] }));
    await page.reload();
    await expect(item.getByLabel(t.Materials.note)).toHaveValue('Mot söder');
  });
}
