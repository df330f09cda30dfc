import { signIn } from '../support/accounts';
import { cmsGet } from '../support/cms-api';
import { TEST_PRODUCER } from '../support/cms-server.mjs';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

/** A surface of the first demo producer, whose staff the seeded producer account is: a different one per language, so each test counts its own. */
async function deskProducersSurface(locale: Locale) {
  const { data } = await cmsGet<{ data: { documentId: string; name: string }[] }>(
    `/surfaces?locale=${locale}&filters[product][producer][slug][$eq]=norrskog&fields[0]=name&sort=articleNumber:desc&pagination[pageSize]=2`,
  );
  return data[locale === 'sv' ? 0 : 1]!;
}

/** The smallest count the desk shows as a number (the cms's threshold). */
const SHOWN_FROM = 5;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].ProducerFigures;

  test(`producer figures: five visitors' views of a surface page show on the producer's figures (${locale})`, async ({ page, browser }) => {
    const surface = await deskProducersSurface(locale);
    // Five visitors, each from its own address: the cms counts an address once per surface.
    for (let visitor = 0; visitor < SHOWN_FROM; visitor += 1) {
      await asVisitor(page);
      const beacon = page.waitForResponse((answer) => answer.url().endsWith('/api/figures') && answer.request().method() === 'POST');
      await page.goto(localePath(`/surfaces/${surface.documentId}`, locale));
      await expect(page.getByRole('heading', { level: 1, name: surface.name })).toBeVisible();
      expect((await beacon).status()).toBe(204);
    }

    const producerContext = await browser.newContext();
    try {
      const desk = await producerContext.newPage();
      await asVisitor(desk);
      await desk.goto(localePath('/login', locale));
      await signIn(desk, locale, TEST_PRODUCER.email, TEST_PRODUCER.password);
      await desk.goto(localePath('/producer-desk', locale));
      await desk.getByRole('link', { name: t.deskLink }).click();
      await expect(desk.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(desk.getByRole('link', { name: t.csv })).toHaveAttribute('href', `/api/producer-desk/figures?locale=${locale}`);

      const table = desk.getByRole('table', { name: t.table.replace('{surface}', surface.name) });
      const thisWeek = table.getByRole('row').last();
      await expect(thisWeek.getByRole('cell').first()).toHaveText(/^\d+$/);
      expect(Number(await thisWeek.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(SHOWN_FROM);
      await expect(desk.getByRole('img', { name: new RegExp(t.chart.split('{surface}')[0]!) }).first()).toBeVisible();
      // On a phone the charts and tables fit the screen: nothing scrolls sideways.
      await desk.setViewportSize({ width: 320, height: 720 });
      await expect.poll(() => desk.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    } finally {
      await producerContext.close();
    }
  });
}
