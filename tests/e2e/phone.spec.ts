import type { Locator, Page, TestInfo } from '@playwright/test';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages, translator } from '../support/messages';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// A phone's two widths, and the desktop on which the header must stay as it was.
const WIDTHS = [1440, 390, 320] as const;
type Width = (typeof WIDTHS)[number];
const HEIGHT = { 320: 640, 390: 844, 1440: 900 } as const;
const PHONE = 390;

type Control = { role: 'link' | 'button'; name: string | RegExp };

/**
 * One visitor's browser at the widths above: where it is, what its header offers, and whether
 * the page fits. Each page is loaded once and looked at in every width, so the whole site
 * takes one test per language.
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

  /**
   * `path`, loaded once, at each width: it fits, and the header's controls are in sight on a
   * desktop, and on a phone one press of the menu away, where each can be pressed (nothing
   * covers or clips it) and the open menu fits too. `screenshot` names the page's picture at
   * a phone's width for the report.
   */
  async check(path: string, screenshot?: string) {
    await this.goto(path);
    // The search page's own field stands in for the header's there.
    const search = path.startsWith('/search?') ? this.page.getByRole('main').getByRole('searchbox', { name: this.t.Search.label }) : this.search;
    for (const width of WIDTHS) {
      const what = `${path} at ${width} px`;
      await this.at(width);
      await this.fits(what);
      if (width === 1440) {
        await expect(this.menuButton, what).toBeHidden();
        for (const control of [search, ...this.controls]) await expect(control, what).toBeVisible();
        continue;
      }
      // The search is there at once; the rest is folded under the menu button, in a header of two rows.
      await expect(search, what).toBeInViewport();
      expect((await this.page.getByRole('banner').boundingBox())?.height, what).toBeLessThan(140);
      await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'false');
      for (const control of [this.nav, ...this.controls]) await expect(control, what).toBeHidden();
      if (screenshot && width === PHONE) await this.attach(screenshot);

      await this.menuButton.click();
      await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'true');
      await expect(this.nav.getByRole('link').first(), what).toBeFocused();
      // A trial press scrolls to the control and checks that it, not something over it, takes the press.
      for (const control of this.controls) await control.click({ trial: true });
      await this.fits(`${what}, menu open`);
      if (path === '/' && width === PHONE) await this.attach('phone header, menu open');
      await this.page.keyboard.press('Escape');
      await expect(this.menuButton, what).toHaveAttribute('aria-expanded', 'false');
      await expect(this.menuButton, what).toBeFocused();
    }
  }

  async attach(name: string) {
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

/** Every page a visitor can reach without an account, with documents of the demo catalogue. */
async function publicPages(locale: Locale) {
  const [productId, surfaceId, comparedIds] = await Promise.all([
    documentId('products', 'slug', surfaceProduct.slug.sv),
    documentId('surfaces', 'articleNumber', surface.articleNumber),
    Promise.all(compared.map((s) => documentId('surfaces', 'articleNumber', s.articleNumber))),
  ]);
  const producer = `/producer/${surfaceProducer.slug}`;
  return [
    ['/', undefined],
    ...seed.pages.map((p) => [`/${p.slug[locale]}`, undefined] as const),
    ['/products', 'products list'],
    [`/products/${productId}`, undefined],
    [`/surfaces/${surfaceId}`, 'surface page'],
    [producer, undefined],
    [`${producer}/products/${productId}`, undefined],
    [`${producer}/surfaces/${surfaceId}`, undefined],
    ['/search?q=ek', undefined],
    [`/colour-search?hex=${encodeURIComponent(coloured.hex)}&limit=5`, undefined],
    [`/compare?s=${comparedIds.join(',')}`, 'compare page'],
    ['/samples', undefined],
    ['/samples/confirm', undefined],
    ['/contact', undefined],
    ['/circles', undefined],
    ['/login', undefined],
    ['/register', undefined],
    ['/forgot-password', undefined],
    ['/reset-password', undefined],
    ['/finns-inte', undefined],
  ] as const satisfies (readonly [string, string | undefined])[];
}

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`signed out, every page fits 320, 390 and 1440 px and keeps the header's controls in reach (${locale})`, async ({ page }, testInfo) => {
    // A limit for a walk through the whole site at three widths on a shared machine.
    test.setTimeout(480_000);
    const visit = new PhoneVisit(page, locale, testInfo);
    visit.expect([{ role: 'link', name: visit.t.Header.signIn }]);
    for (const [path, screenshot] of [...(await publicPages(locale)), ['/my-projects', undefined] as const]) await visit.check(path, screenshot);
    // The 404 page says so once, in its heading.
    await visit.goto('/finns-inte');
    await expect(page.getByText(visit.t.ErrorPage.notFoundHeading)).toHaveCount(1);
  });

  test(`signed in, every page and the account's fit 320, 390 and 1440 px and keep the header's controls in reach (${locale})`, async ({
    page,
    signedIn,
  }, testInfo) => {
    test.setTimeout(480_000);
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
    const accountPages = ['/my-materials', '/my-projects', '/measurements', '/account', shared].map((path) => [path, undefined] as const);
    for (const [path, screenshot] of [...accountPages, ...(await publicPages(locale))]) await visit.check(path, screenshot);

    // The shared project as the stranger it is shared with reads it.
    await page.context().clearCookies();
    visit.expect([{ role: 'link', name: t.signIn }]);
    await visit.check(shared);
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
