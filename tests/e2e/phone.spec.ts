import type { Locator, Page, TestInfo } from '@playwright/test';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// The narrowest phone a page must fit, the common phone the product list is tried at, and the
// desktop on which the header must stay as it was. The site's layouts change only at 768 and
// 800 px, so a page that fits 320 px fits every phone width up to them: 390 px is looked at
// only where the phone's own layout is the point (the product list and surface page below).
const NARROW = 320;
const PHONE = 390;
const DESKTOP = 1440;
type Width = typeof NARROW | typeof PHONE | typeof DESKTOP;
const HEIGHT = { [NARROW]: 640, [PHONE]: 844, [DESKTOP]: 900 } as const;

// Pictures only when someone asks to look at them: they cost a render each and prove nothing.
const SCREENSHOTS = process.env.E2E_PHONE_SCREENSHOTS === '1';

type Control = { role: 'link' | 'button'; name: string | RegExp };

/**
 * One visitor's browser, kept at a phone's width for a whole walk through the site: where it
 * is, what its header offers, and whether the page fits. The header is one component on every
 * page, so its menu is opened on the pages whose own content could cover or widen it (`menu`),
 * and on a desktop on the first page of a walk; every page is checked for fitting.
 */
class PhoneVisit {
  readonly t: (typeof messages)[Locale];
  readonly menuButton: Locator;
  readonly search: Locator;
  readonly nav: Locator;
  /** The header's controls besides the search: the navigation's links, the account corner's, the language link. */
  controls: Locator[] = [];

  constructor(
    readonly page: Page,
    readonly locale: Locale,
    readonly testInfo: TestInfo,
  ) {
    this.t = messages[locale];
    this.menuButton = page.getByRole('button', { name: this.t.HeaderMenu.button, exact: true });
    this.search = page.getByRole('combobox', { name: this.t.HeaderSearch.label });
    this.nav = page.getByRole('navigation', { name: this.t.Header.mainNavigation });
  }

  /** The controls the header must offer; `account` are the account corner's, which depend on who is signed in. */
  expect(account: Control[]) {
    const banner = this.page.getByRole('banner');
    const navLinks = [...seed.global.navigation.map((item) => item.label[this.locale]), this.t.Header.colourSearch];
    this.controls = [
      ...navLinks.map((name) => this.nav.getByRole('link', { name, exact: true })),
      ...account.map(({ role, name }) => banner.getByRole(role, { name, exact: true })),
      banner.getByRole('link', { name: this.t.LocaleSwitcher.switchTo }),
    ];
  }

  async at(width: Width) {
    await this.page.setViewportSize({ width, height: HEIGHT[width] });
    await expect.poll(() => this.page.evaluate(() => innerWidth)).toBe(width);
  }

  async goto(path: string) {
    const response = await this.page.goto(localePath(path, this.locale));
    expect(response?.status(), path).toBeLessThan(500);
  }

  /** The page is no wider than the window: nothing to scroll sideways to. */
  async fits(what: string) {
    const overflow = () => this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, { message: `${what} scrolls sideways by` }).toBeLessThanOrEqual(0);
  }

  /** On a desktop `path` fits and the header shows its controls and no menu button; then back to the phone. */
  async desktopHeader(path: string) {
    const what = `${path} at ${DESKTOP} px`;
    await this.at(DESKTOP);
    await this.goto(path);
    await this.fits(what);
    await expect(this.menuButton, what).toBeHidden();
    for (const control of [this.searchOf(path), ...this.controls]) await expect(control, what).toBeVisible();
    await this.at(NARROW);
  }

  /**
   * `path` at 320 px fits, with the search in sight and the rest folded under the menu button
   * in a header of two rows. With `menu`, the menu is opened: each control can be pressed
   * (nothing covers or clips it) and the open menu fits too.
   */
  async check(path: string, { menu = false, screenshot }: { menu?: boolean; screenshot?: string } = {}) {
    await this.goto(path);
    const what = `${path} at ${NARROW} px`;
    await this.fits(what);
    await expect(this.searchOf(path), what).toBeInViewport();
    await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'false');
    expect((await this.page.getByRole('banner').boundingBox())?.height, what).toBeLessThan(140);
    if (screenshot) await this.attach(screenshot);
    if (!menu) return;

    for (const control of [this.nav, ...this.controls]) await expect(control, what).toBeHidden();
    await this.menuButton.click();
    await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'true');
    await expect(this.nav.getByRole('link').first(), what).toBeFocused();
    // A trial press scrolls to the control and checks that it, not something over it, takes the press.
    for (const control of this.controls) await control.click({ trial: true });
    await this.fits(`${what}, menu open`);
    if (path === '/') await this.attach('phone header, menu open');
    await this.page.keyboard.press('Escape');
    await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'false');
    await expect(this.menuButton, what).toBeFocused();
  }

  /** The search page's own field stands in for the header's there. */
  searchOf(path: string) {
    return path.startsWith('/search?') ? this.page.getByRole('main').getByRole('searchbox', { name: this.t.Search.label }) : this.search;
  }

  async attach(name: string) {
    if (!SCREENSHOTS) return;
    await this.testInfo.attach(`${name} (${this.locale}, ${this.page.viewportSize()?.width} px)`, {
      body: await this.page.screenshot(),
      contentType: 'image/png',
    });
  }
}

const surface = seed.surfaces[0]!;
const surfaceProduct = seed.products.find((p) => p.key === surface.product)!;
const surfaceProducer = seed.producers.find((p) => p.slug === surfaceProduct.producer)!;
// As many surfaces as compare takes, of different products: the widest table compare draws.
const compared = seed.surfaces.filter((s, i, all) => all.findIndex((o) => o.product === s.product) === i).slice(0, 4);
const coloured = seed.surfaces.find((s): s is typeof s & { hex: string } => 'hex' in s && typeof s.hex === 'string')!;

type Visit = readonly [path: string, options?: { menu?: boolean; screenshot?: string }];

/**
 * Every page a visitor can reach without an account, with documents of the demo catalogue.
 * The menu is opened on those whose own content sits near the header or is the widest: the
 * pick buttons and tray, the compare table, the search pages' fields, the filters.
 */
async function publicPages(locale: Locale) {
  const [productId, surfaceId, comparedIds] = await Promise.all([
    documentId('products', 'slug', surfaceProduct.slug.sv),
    documentId('surfaces', 'articleNumber', surface.articleNumber),
    Promise.all(compared.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber))),
  ]);
  const producer = `/producer/${surfaceProducer.slug}`;
  const menu = { menu: true };
  return {
    home: ['/', menu] as Visit,
    product: [`/products/${productId}`] as Visit,
    surface: [`/surfaces/${surfaceId}`, { menu: true, screenshot: 'surface page' }] as Visit,
    producerSurface: [`${producer}/surfaces/${surfaceId}`] as Visit,
    compare: [`/compare?s=${comparedIds.join(',')}`, { menu: true, screenshot: 'compare page' }] as Visit,
    samples: ['/samples'] as Visit,
    rest: [
      ...seed.pages.map((p) => [`/${p.slug[locale]}`] as Visit),
      ['/products', { menu: true, screenshot: 'products list' }],
      [producer],
      [`${producer}/products/${productId}`],
      ['/search?q=ek', menu],
      [`/colour-search?hex=${encodeURIComponent(coloured.hex)}&limit=5`, menu],
      ['/samples/confirm'],
      ['/contact'],
      ['/circles'],
      ['/login'],
      ['/register'],
      ['/forgot-password'],
      ['/reset-password'],
      ['/finns-inte'],
    ] as Visit[],
  };
}

/** The public pages in one list: every one a signed-out visitor is shown. */
const everyPublicPage = ({ rest, ...named }: Awaited<ReturnType<typeof publicPages>>) => [...Object.values(named), ...rest];

// The walks stand alone (each its own visitor and account), so both workers take from this file.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`signed out, every page fits 320 px and keeps the header's controls in reach, on a phone and a desktop (${locale})`, async ({ page }, testInfo) => {
    // A limit for a walk through the whole site on a shared machine, not a measure of speed.
    test.setTimeout(360_000);
    const visit = new PhoneVisit(page, locale, testInfo);
    visit.expect([{ role: 'link', name: visit.t.Header.signIn }]);
    await visit.at(NARROW);
    for (const [path, options] of [...everyPublicPage(await publicPages(locale)), ['/my-projects'] as Visit]) await visit.check(path, options);
    // The search page's own field stands in for the header's on a desktop too.
    await visit.desktopHeader('/search?q=ek');
    // The 404 page says so once, in its heading.
    await visit.goto('/finns-inte');
    await expect(page.getByText(visit.t.ErrorPage.notFoundHeading)).toHaveCount(1);
    await visit.desktopHeader('/');
  });

  test(`signed in, the account's pages and those that change for an account fit 320 px and keep the header's controls in reach (${locale})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    test.setTimeout(360_000);
    const visit = new PhoneVisit(page, locale, testInfo);
    const t = visit.t.Header;
    const account = await signedIn(locale);
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
    const shared = `/shared/${(await answerOf(link, answers.shareLink)).token}`;

    visit.expect([
      { role: 'link', name: t.myMaterials },
      { role: 'link', name: t.myProjects },
      { role: 'link', name: t.measurements },
      { role: 'link', name: new RegExp(`${account.username}$`) },
      { role: 'button', name: t.signOut },
    ]);
    await visit.at(NARROW);
    // The account's pages, a long note and a long address among them, and the public pages
    // that offer an account more (saving, picking, the account corner beside them).
    const { home, product, surface: surfacePage, producerSurface, compare, samples } = await publicPages(locale);
    const menu = { menu: true };
    const pages: Visit[] = [
      ['/my-materials', menu],
      ['/my-projects'],
      ['/measurements'],
      ['/account', menu],
      // An architect's account on the producers' desk: the page that says how to get in.
      ['/producer-desk'],
      [shared],
      home,
      product,
      surfacePage,
      producerSurface,
      compare,
      samples,
    ];
    for (const [path, options] of pages) await visit.check(path, options);
    await visit.desktopHeader('/samples');

    // The shared project as the stranger it is shared with reads it.
    await page.context().clearCookies();
    visit.expect([{ role: 'link', name: t.signIn }]);
    await visit.check(shared, menu);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a phone's header folds nothing away: every link stays in reach (sv)", async ({ page }, testInfo) => {
    const visit = new PhoneVisit(page, 'sv', testInfo);
    visit.expect([{ role: 'link', name: visit.t.Header.signIn }]);
    await visit.at(PHONE);
    await visit.goto('/');
    await expect(visit.menuButton).toBeHidden();
    for (const control of [visit.search, ...visit.controls]) await expect(control).toBeVisible();
  });
});

test('on a phone the product list comes before the filters, and a surface page shows whose surface it is (sv)', async ({ page }, testInfo) => {
  const visit = new PhoneVisit(page, 'sv', testInfo);
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
  await visit.attach('surface page, a surface picked');
  await toggle.click();
  await expect(tray.getByRole('link', { name: translator('sv', 'PicksTray')('compare', { count: 1 }) })).toBeInViewport();
});
