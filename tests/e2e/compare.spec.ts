import type { APIRequestContext, Page } from '@playwright/test';
import { bandOf } from '../../lib/colour/bands';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import { signIn } from '../support/accounts';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { deltaText, matrixCell } from '../support/compare-matrix';
import { expect, test } from '../support/fixtures';
import { elements, links, textOf } from '../support/html';
import { translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor, newVisitorAddress } from '../support/visitor';
import { labText } from '../../lib/colour/lab-text';

// Two surfaces of one Norrskog product and one of Lindholt's: two producers.
const chosen = ['NS-1042-01', 'NS-1042-02', 'LH-310-01'].map((articleNumber) => {
  const surface = seed.surfaces.find((s) => s.articleNumber === articleNumber)!;
  const product = seed.products.find((p) => p.key === surface.product)!;
  // The seed derives each surface's declared L*a*b* from its hex colour, rounded to one decimal.
  const [L, a, b] = (surface as unknown as { lab: [number, number, number] }).lab;
  return { ...surface, productRecord: product, lab: { L, a, b } };
});
const [oiled, white, lamella] = chosen as [(typeof chosen)[0], (typeof chosen)[0], (typeof chosen)[0]];

/** The "Compare" or "Order a sample" button of one surface, wherever it is on the page. */
function pickButton(page: Page, locale: Locale, name: string, list: 'compare' | 'samples') {
  const t = translator(locale);
  return page
    .getByRole('group', { name: t('PickButtons.group', { name }), exact: true })
    .getByRole('button', { name: t(`PickButtons.${list}.label`), exact: true });
}

async function expectMatrix(page: Page, locale: Locale) {
  const t = translator(locale);
  for (const row of chosen)
    for (const column of chosen) {
      if (row === column) continue;
      const delta = deltaE2000(row.lab, column.lab);
      const cell = await matrixCell(page, locale, row.name[locale], column.name[locale]);
      await expect(cell).toHaveText(`${deltaText(delta, locale)} ${t(`ColourDifference.bands.${bandOf(delta)}`)}`);
    }
}

/** The compare page as the server sends it to a new visitor: its tables (by caption), notices and links. */
async function comparePage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'X-Forwarded-For': newVisitorAddress() } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const table = (caption: string) => elements(html, 'table').find(({ inner }) => elements(inner, 'caption').some((c) => textOf(c.inner) === caption))?.inner;
  return {
    html,
    table,
    columns: (caption: string) => elements(table(caption) ?? '', 'th', /\bscope="col"/).map(({ inner }) => textOf(inner)),
    notices: (role: 'status' | 'alert') => elements(html, 'p', new RegExp(`\\brole="${role}"`)).map(({ inner }) => textOf(inner)),
  };
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = translator(locale);

  test(`compare three surfaces from two producers, picked on their pages, after a reload and from a shared address (${locale})`, async ({ page, browser }) => {
    await asVisitor(page);
    const ids = await Promise.all(chosen.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    const productId = await documentId('products', 'slug', oiled.productRecord.slug.sv);

    // Two from the product page's swatches.
    await page.goto(localePath(`/products/${productId}`, locale));
    for (const surface of [oiled, white]) {
      const button = pickButton(page, locale, surface.name[locale], 'compare');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('status').filter({ hasText: t('PickButtons.compare.added', { name: white.name[locale], count: 2, max: 4 }) })).toBeVisible();

    // One on its producer's own surface page, with a sample as well.
    await page.goto(localePath(`/producer/${lamella.productRecord.producer}/surfaces/${ids[2]}`, locale));
    await pickButton(page, locale, lamella.name[locale], 'compare').click();
    await pickButton(page, locale, lamella.name[locale], 'samples').click();
    await expect(pickButton(page, locale, lamella.name[locale], 'samples')).toHaveAttribute('aria-pressed', 'true');

    // The site's tray holds them after a reload.
    await page.goto(localePath(`/surfaces/${ids[0]}`, locale));
    await page.reload();
    const tray = page.getByRole('region', { name: t('PicksTray.title', { count: 3, max: 4 }) });
    await expect(tray.getByRole('listitem')).toContainText(chosen.map((s) => s.name[locale]));
    await expect(tray.getByRole('link', { name: t('PicksTray.samples', { count: 1 }) })).toHaveAttribute('href', localePath('/samples', locale));
    await expect(pickButton(page, locale, oiled.name[locale], 'compare')).toHaveAttribute('aria-pressed', 'true');

    await tray.getByRole('link', { name: t('PicksTray.compare', { count: 3 }) }).click();
    await expect(page).toHaveURL((url) => url.pathname === localePath('/compare', locale) && url.searchParams.get('s') === ids.join(','));
    await expect(page.getByRole('heading', { level: 1, name: t('ComparePage.title') })).toBeVisible();
    const values = page.getByRole('table', { name: t('ComparePage.tableCaption') });
    await expect(values.getByRole('columnheader')).toHaveText(chosen.map((s) => s.name[locale]));
    await expect(values.getByRole('row').filter({ hasText: 'NCS' })).toContainText(t('ComparePage.differs'));
    await expectMatrix(page, locale);
    const shared = page.url();

    // The address alone shows the same comparison in a browser that picked nothing.
    const fresh = await browser.newContext({ locale: locale === 'sv' ? 'sv-SE' : 'en-GB' });
    const other = await fresh.newPage();
    await asVisitor(other);
    await other.goto(shared);
    await expect(other.getByRole('table', { name: t('ComparePage.tableCaption') }).getByRole('columnheader')).toHaveText(chosen.map((s) => s.name[locale]));
    await expectMatrix(other, locale);
    await expect(other.getByRole('region', { name: t('PicksTray.title', { count: 0, max: 4 }) })).toHaveCount(0);
    await fresh.close();

    // The tray's remove and clear.
    await page.getByRole('button', { name: t('PicksTray.remove', { name: white.name[locale] }) }).click();
    await expect(page.getByRole('region', { name: t('PicksTray.title', { count: 2, max: 4 }) }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: t('PicksTray.clear'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t('PicksTray.cleared') })).toBeAttached();
    await expect(page.getByRole('link', { name: t('PicksTray.compare', { count: 2 }) })).toHaveCount(0);
  });

  test(`the table lines up each surface's values and marks only the rows that differ (${locale})`, async ({ request }) => {
    const ids = await Promise.all(chosen.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    const { table: tableOf } = await comparePage(request, `${localePath('/compare', locale)}?s=${ids.join(',')}`);
    const table = tableOf(t('ComparePage.tableCaption'));
    expect(table, 'the table of values').toBeDefined();
    const rows = elements(table!, 'tr').map(({ inner }) => ({
      header: elements(inner, 'th', /\bscope="row"/).map((th) => textOf(th.inner))[0],
      cells: elements(inner, 'td').map((td) => textOf(td.inner)),
    }));
    const decimals = (digits?: number) =>
      new Intl.NumberFormat(locale, digits === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const producer = (slug: string) => seed.producers.find((p) => p.slug === slug)!.name;
    const expected: [label: string, cells: string[], differ: boolean][] = [
      [t('SurfacePage.product'), chosen.map((s) => s.productRecord.name[locale]), true],
      [t('SurfacePage.producer'), chosen.map((s) => producer(s.productRecord.producer)), true],
      [t('SurfacePage.articleNumber'), chosen.map((s) => s.articleNumber), true],
      [t('SurfacePage.ncs'), chosen.map((s) => s.ncs!), true],
      [t('SurfacePage.lab'), chosen.map((s) => labText(s.lab, locale)), true],
      [t('SurfacePage.gloss'), chosen.map((s) => decimals(1).format(s.gloss!)), true],
      [t('SurfacePage.lrv'), chosen.map((s) => decimals(1).format(s.lrv!)), true],
      // All three are matt: the same value, so the row is not marked.
      [t('SurfacePage.finish'), chosen.map(() => t('Finishes.matt')), false],
    ];
    for (const [label, cells, differ] of expected) {
      // The surface's own rows come first; a product specification may carry the same name.
      const row = rows.find((r) => r.header === label || r.header === `${label} ${t('ComparePage.differs')}`);
      expect(row?.header, label).toBe(differ ? `${label} ${t('ComparePage.differs')}` : label);
      expect(row?.cells, label).toEqual(cells);
    }
    // A swatch over each column.
    const head = elements(table!, 'thead')[0]?.inner ?? '';
    expect(head.match(/<img\b/g) ?? [], 'a swatch over each column').toHaveLength(chosen.length);
  });

  test(`opening a comparison reports the compared surfaces to the producers' figures (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const ids = await Promise.all(chosen.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    const beacon = page.waitForRequest((sent) => sent.url().endsWith('/api/figures') && sent.method() === 'POST');
    await page.goto(`${localePath('/compare', locale)}?s=${ids.join(',')}`);
    await expect(page.getByRole('table', { name: t('ComparePage.tableCaption') }).getByRole('columnheader')).toHaveText(chosen.map((s) => s.name[locale]));
    const sent = await beacon;
    // Which surfaces were compared, as a comparison, and nothing about who compared them.
    expect(sent.postDataJSON()).toEqual({ kind: 'compare', surfaces: ids });
    // Taken: the site's route handler answers 204 once the cms has counted it.
    expect((await sent.response())?.status()).toBe(204);
  });

  test(`the fourth surface fills the list and a fifth is refused in words (${locale})`, async ({ page }) => {
    await asVisitor(page);
    const productId = await documentId('products', 'slug', 'ribbpanel-lamell');
    const other = await documentId('products', 'slug', 'akustikpanel-filt');
    const names = seed.surfaces.filter((s) => s.product === 'ribbpanel-lamell' || s.product === 'akustikpanel-filt').map((s) => s.name[locale]);
    await page.goto(localePath(`/products/${productId}`, locale));
    for (const name of names.slice(0, 3)) {
      await pickButton(page, locale, name, 'compare').click();
      await expect(pickButton(page, locale, name, 'compare')).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto(localePath(`/products/${other}`, locale));
    await pickButton(page, locale, names[3]!, 'compare').click();
    await expect(page.getByRole('status').filter({ hasText: t('PickButtons.compare.addedNowFull', { name: names[3]!, max: 4 }) })).toBeVisible();
    await pickButton(page, locale, names[4]!, 'compare').click();
    await expect(page.getByRole('status').filter({ hasText: t('PickButtons.compare.full', { max: 4 }) })).toBeVisible();
    await expect(pickButton(page, locale, names[4]!, 'compare')).toHaveAttribute('aria-pressed', 'false');
  });

  test(`unknown and malformed ids are left out with a notice; five are refused (${locale})`, async ({ request }) => {
    const ids = await Promise.all(seed.surfaces.slice(0, 5).map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    const unknown = 'zzzzzzzzzzzzzzzzzzzzzzzz';
    const caption = t('ComparePage.tableCaption');
    const some = await comparePage(
      request,
      `${localePath('/compare', locale)}?s=${ids[0]},${unknown},${encodeURIComponent('<script>alert(1)</script>')}&s=${ids[1]}`,
    );
    expect(some.notices('status')).toContain(t('ComparePage.dropped', { count: 2 }));
    expect(some.columns(caption)).toEqual(seed.surfaces.slice(0, 2).map((s) => s.name[locale]));

    const five = await comparePage(request, `${localePath('/compare', locale)}?s=${ids.join(',')}`);
    expect(
      five.notices('alert').some((text) => text.includes(t('ComparePage.tooMany', { count: 5, max: 4 }))),
      'five are refused',
    ).toBe(true);
    expect(elements(five.html, 'table'), 'no table').toHaveLength(0);
    const first = links(five.html).find((l) => l.name === t('ComparePage.compareFirst', { max: 4 }));
    expect(first?.href, 'a link to the first four').toBeDefined();
    expect((await comparePage(request, first!.href!)).columns(caption)).toHaveLength(4);
  });

  test(`signing in to save comes back to the same comparison, not an empty one (${locale})`, async ({ page, confirmedAccount }) => {
    await asVisitor(page);
    const account = await confirmedAccount();
    const ids = await Promise.all(chosen.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    await page.goto(`${localePath('/compare', locale)}?s=${ids.join(',')}`);
    await page.getByRole('link', { name: t('SaveCompared.signIn') }).click();
    await expect(page).toHaveURL((url) => url.pathname === localePath('/login', locale));
    await signIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === localePath('/compare', locale) && url.searchParams.get('s') === ids.join(','));
    await expect(page.getByRole('table', { name: t('ComparePage.tableCaption') }).getByRole('columnheader')).toHaveText(chosen.map((s) => s.name[locale]));
    await expect(page.getByRole('button', { name: t('SaveCompared.save', { count: 3 }) })).toBeVisible();
  });

  test(`a signed-in user saves the compared surfaces to a project in one step (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);
    const created = await page.request.post('/api/projects', { data: { name: 'Köket' } });
    await expect(created).toBeOK();
    const projectId = (await answerOf(created, answers.project)).id;
    const ids = await Promise.all(chosen.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));

    await page.goto(`${localePath('/compare', locale)}?s=${ids.join(',')}`);
    await page.getByLabel(t('SaveCompared.where')).selectOption({ label: t('SaveCompared.toProject', { project: 'Köket' }) });
    await page.getByRole('button', { name: t('SaveCompared.save', { count: 3 }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('SaveCompared.savedToProject', { count: 3, project: 'Köket' }) })).toBeVisible();

    const projects = await page.request.get('/api/projects');
    await expect(projects).toBeOK();
    const list = await answerOf(projects, answers.projects);
    expect(list.find((p) => p.id === projectId)?.materialIds).toHaveLength(3);
    await page.goto(localePath('/my-materials', locale));
    for (const surface of chosen) await expect(page.getByRole('heading', { name: surface.name[locale] })).toBeVisible();
  });

  test(`a refused save says why in the page’s words and adds nothing to the project (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);
    const created = await page.request.post('/api/projects', { data: { name: 'Hallen' } });
    await expect(created).toBeOK();
    const ids = await Promise.all(chosen.slice(0, 2).map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    // The site's route handler answers as it does when the cms counts too many attempts.
    await page.route('**/api/materials?*', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 429, json: { error: 'tooMany' } }) : route.continue(),
    );

    await page.goto(`${localePath('/compare', locale)}?s=${ids.join(',')}`);
    await page.getByLabel(t('SaveCompared.where')).selectOption({ label: t('SaveCompared.toProject', { project: 'Hallen' }) });
    await page.getByRole('button', { name: t('SaveCompared.save', { count: 2 }) }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('SaveCompared.errors.tooMany') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('SaveCompared.save', { count: 2 }) })).toBeEnabled();

    const projects = await page.request.get('/api/projects');
    await expect(projects).toBeOK();
    const list = await answerOf(projects, answers.projects);
    expect(list.find((p) => p.name === 'Hallen')?.materialIds).toEqual([]);
  });

  test(`a signed-in user saves the compared surfaces to their materials only, once each (${locale})`, async ({ page, signedIn }) => {
    await asVisitor(page);
    await signedIn(locale);
    const ids = await Promise.all(chosen.slice(0, 2).map((s) => documentId('surfaces', 'articleNumber', s.articleNumber)));
    // One of the two is saved already: it is reused, not saved twice.
    await expect(await page.request.post('/api/materials', { data: { surfaceId: ids[0] } })).toBeOK();

    await page.goto(`${localePath('/compare', locale)}?s=${ids.join(',')}`);
    await expect(page.getByLabel(t('SaveCompared.where'))).toHaveValue('');
    await page.getByRole('button', { name: t('SaveCompared.save', { count: 2 }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t('SaveCompared.savedToMaterials', { count: 2 }) })).toBeVisible();

    const materials = await page.request.get(`/api/materials?locale=${locale}`);
    await expect(materials).toBeOK();
    const list = await answerOf(materials, answers.materials);
    expect(list.map((m) => m.surface?.id).sort()).toEqual([...ids].sort());
  });
}

// Focus order, not words: one language is enough.
test('the picks tray comes before the footer in the tab order', async ({ page }) => {
  await asVisitor(page);
  const t = translator('sv');
  const productId = await documentId('products', 'slug', oiled.productRecord.slug.sv);
  await page.goto(localePath(`/products/${productId}`, 'sv'));
  await pickButton(page, 'sv', oiled.name.sv, 'compare').click();
  const tray = page.getByRole('region', { name: t('PicksTray.title', { count: 1, max: 4 }) });
  await expect(tray).toBeVisible();

  // From the page's last control, Tab leads into the tray, and only after it to the footer.
  const where = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.closest('[aria-labelledby="tray-heading"]')
        ? 'tray'
        : focused?.closest('footer')
          ? 'footer'
          : focused?.closest('main')
            ? 'main'
            : 'elsewhere';
    });
  await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select')].filter((c) => c.offsetParent !== null);
    controls.at(-1)!.focus();
  });
  await expect.poll(where).toBe('main');
  const visited: string[] = [];
  for (let step = 0; step < 20 && !visited.includes('footer'); step++) {
    await page.keyboard.press('Tab');
    const place = await where();
    if (visited.at(-1) !== place) visited.push(place);
  }
  expect(visited.slice(0, 2)).toEqual(['tray', 'footer']);
});
