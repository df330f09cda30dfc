import type { Locator, Page, TestInfo } from '@playwright/test';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// A phone's two widths, and the desktop on which the header must stay as it was.
const WIDTHS = [320, 390, 1440] as const;
const HEIGHT = { 320: 640, 390: 844, 1440: 900 } as const;
const PHONE = 390;

/** One visitor's browser at the widths above: where it is, what its header offers, and whether the page fits. */
class PhoneVisit {
  readonly t: (typeof messages)[Locale];
  readonly menuButton: Locator;
  readonly search: Locator;
  readonly nav: Locator;
  readonly languageLink: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {
    this.t = messages[locale];
    this.menuButton = page.getByRole('button', { name: this.t.HeaderMenu.button, exact: true });
    this.search = page.getByRole('combobox', { name: this.t.HeaderSearch.label });
    this.nav = page.getByRole('navigation', { name: this.t.Header.mainNavigation });
    this.languageLink = page.getByRole('link', { name: this.t.LocaleSwitcher.switchTo });
  }

  async at(width: (typeof WIDTHS)[number]) {
    await this.page.setViewportSize({ width, height: HEIGHT[width] });
    await expect.poll(() => this.page.evaluate(() => innerWidth)).toBe(width);
  }

  async goto(path: string) {
    const response = await this.page.goto(localePath(path, this.locale));
    expect(response?.status(), path).toBeLessThan(500);
  }

  /** The page is no wider than the window at each width: nothing to scroll sideways to. */
  async fitsEveryWidth(what: string) {
    for (const width of WIDTHS) {
      await this.at(width);
      const overflow = () => this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await expect.poll(overflow, { message: `${what} at ${width} px scrolls sideways by` }).toBeLessThanOrEqual(0);
    }
  }

  /** The header's controls (`controls`: the account corner's, by role and name) are in sight, or one press of the menu away. */
  async headerOffers(controls: { role: 'link' | 'button'; name: string | RegExp }[]) {
    const all = [...controls.map(({ role, name }) => this.page.getByRole('banner').getByRole(role, { name, exact: true })), this.languageLink];
    await this.at(1440);
    await expect(this.menuButton).toBeHidden();
    for (const control of [this.search, this.nav, ...all]) await expect(control).toBeVisible();

    for (const width of [320, PHONE] as const) {
      await this.at(width);
      // The search is there at once; the rest is folded under the menu button, in a header of two rows.
      await expect(this.search).toBeInViewport();
      expect((await this.page.getByRole('banner').boundingBox())?.height).toBeLessThan(140);
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'false');
      for (const control of [this.nav, ...all]) await expect(control).toBeHidden();
      await this.menuButton.click();
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(this.nav.getByRole('link').first()).toBeFocused();
      for (const control of [this.nav, ...all]) await expect(control).toBeVisible();
      await this.page.keyboard.press('Escape');
      await expect(this.menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(this.menuButton).toBeFocused();
    }
  }

  async attach(testInfo: TestInfo, name: string) {
    await testInfo.attach(`${name} (${this.locale}, ${this.page.viewportSize()?.width} px)`, { body: await this.page.screenshot(), contentType: 'image/png' });
  }
}

const surface = seed.surfaces[0]!;
const surfaceProduct = seed.products.find((p) => p.key === surface.product)!;
const surfaceProducer = seed.producers.find((p) => p.slug === surfaceProduct.producer)!;
const cmsPage = seed.pages[0]!;

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`signed out, no page scrolls sideways and the header's controls are in reach (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const visit = new PhoneVisit(page, locale);
    const [productId, surfaceId] = await Promise.all([
      documentId('products', 'slug', surfaceProduct.slug.sv),
      documentId('surfaces', 'articleNumber', surface.articleNumber),
    ]);
    const paths = [
      '/',
      `/${cmsPage.slug[locale]}`,
      '/products',
      `/products/${productId}`,
      `/surfaces/${surfaceId}`,
      `/producer/${surfaceProducer.slug}`,
      '/contact',
      '/search?q=ek',
      '/compare',
      '/samples',
      '/login',
      '/my-projects',
      '/finns-inte',
    ];
    for (const path of paths) {
      await visit.goto(path);
      await visit.fitsEveryWidth(path);
    }
    // The 404 page says so once, in its heading.
    await expect(page.getByText(visit.t.ErrorPage.notFoundHeading)).toHaveCount(1);
    await visit.goto('/');
    await visit.headerOffers([{ role: 'link', name: visit.t.Header.signIn }]);
    await expect(page.getByRole('banner').getByRole('link', { name: visit.t.Header.signIn })).toBeHidden();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a phone's header folds nothing away: every link stays in reach (sv)", async ({ page }) => {
    const visit = new PhoneVisit(page, 'sv');
    await page.setViewportSize({ width: PHONE, height: HEIGHT[PHONE] });
    await visit.goto('/');
    await expect(visit.menuButton).toBeHidden();
    for (const control of [visit.nav, page.getByRole('banner').getByRole('link', { name: visit.t.Header.signIn }), visit.languageLink])
      await expect(control).toBeVisible();
  });
});

test('signed in, the account pages and a shared project fit a phone and the menu holds the account (sv)', async ({ page, signedIn }, testInfo) => {
  test.setTimeout(120_000);
  const account = await signedIn('sv');
  const visit = new PhoneVisit(page, 'sv');
  const t = visit.t.Header;

  // A project with a saved surface on its board, shared: the page a stranger reads.
  const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
  const material = await page.request.post('/api/materials', { data: { surfaceId, note: 'Golv i hallen, oljad yta med en lång anteckning' } });
  await expect(material).toBeOK();
  const project = await page.request.post('/api/projects', {
    data: { name: 'Radhus Sundbyberg', location: 'Sundbyberg', description: 'Kök och hall.', status: 'ongoing' },
  });
  await expect(project).toBeOK();
  const projectId = (await answerOf(project, answers.project)).id;
  await expect(await page.request.patch(`/api/projects/${projectId}`, { data: { materialIds: [(await answerOf(material, answers.material)).id] } })).toBeOK();
  const link = await page.request.post(`/api/projects/${projectId}/share`, { data: {} });
  await expect(link).toBeOK();
  const { token } = await answerOf(link, answers.shareLink);

  for (const path of ['/my-projects', '/measurements', '/my-materials', `/shared/${token}`]) {
    await visit.goto(path);
    await visit.fitsEveryWidth(path);
  }

  await visit.goto('/my-materials');
  await visit.headerOffers([
    { role: 'link', name: t.myMaterials },
    { role: 'link', name: t.myProjects },
    { role: 'link', name: t.measurements },
    { role: 'link', name: new RegExp(`${account.username}$`) },
    { role: 'button', name: t.signOut },
  ]);
  await visit.at(PHONE);
  await visit.menuButton.click();
  await visit.attach(testInfo, 'phone header, menu open');
  await expect(page.getByRole('banner').getByRole('button', { name: t.signOut })).toBeInViewport();
});

test('on a phone the product list comes before the filters, and a surface page shows whose surface it is (sv)', async ({ page }, testInfo) => {
  const visit = new PhoneVisit(page, 'sv');
  const t = visit.t.ProductList;
  const tr = translator('sv', 'ProductList');
  await visit.at(PHONE);
  await visit.goto('/products');

  const firstCard = page.locator('.cards').getByRole('listitem').first();
  const filters = page.getByRole('form', { name: t.filters });
  const filterButton = page.getByRole('button', { name: tr('filterButton', { count: 0 }), exact: true });
  await expect(firstCard).toBeInViewport();
  await expect(filters).toBeHidden();
  await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
  await visit.attach(testInfo, 'products list');

  // The filters open in a panel whose last button says how many products they give, and folds it.
  await filterButton.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByRole('checkbox').first()).toBeFocused();
  await filters.getByRole('checkbox', { name: new RegExp(`^${visit.t.Categories.paints}`) }).check();
  await expect(page).toHaveURL(/\/products\?category=paints$/);
  const paints = seed.products.filter((p) => p.category === 'paints').length;
  const show = filters.getByRole('button', { name: tr('show', { count: paints }), exact: true });
  await expect(show).toBeVisible();
  await show.click();
  await expect(filters).toBeHidden();
  await expect(page.getByRole('button', { name: tr('filterButton', { count: 1 }), exact: true })).toBeFocused();
  await expect(firstCard).toBeInViewport();

  // A surface's first screen: its name, its swatch and its producer, not only a square of colour.
  await visit.goto(`/surfaces/${await documentId('surfaces', 'articleNumber', surface.articleNumber)}`);
  const tSurface = translator('sv', 'SurfacePage');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('img', { name: tSurface('swatchAlt', { name: surface.name.sv }) }).first()).toBeInViewport();
  await expect(page.locator('.detail__body').getByText(surfaceProducer.name).first()).toBeInViewport();

  // Picked, the tray is one line at the bottom that opens.
  const picks = page.getByRole('group', { name: translator('sv', 'PickButtons')('group', { name: surface.name.sv }) });
  await picks.getByRole('button', { name: visit.t.PickButtons.compare.label }).click();
  await picks.getByRole('button', { name: visit.t.PickButtons.samples.label }).click();
  const tray = page.getByRole('region', { name: translator('sv', 'PicksTray')('summaryCompare', { count: 1 }), exact: false });
  const toggle = tray.getByRole('button', { expanded: false });
  await expect(toggle).toBeInViewport();
  await expect(tray.getByRole('link', { name: translator('sv', 'PicksTray')('compare', { count: 1 }) })).toBeHidden();
  await visit.attach(testInfo, 'surface page');
  await toggle.click();
  await expect(tray.getByRole('link', { name: translator('sv', 'PicksTray')('compare', { count: 1 }) })).toBeInViewport();
});
