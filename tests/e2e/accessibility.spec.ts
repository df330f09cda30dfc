import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { documentId } from '../support/cms-api';
import { localePath, seed, type Locale } from '../support/seed-data';

const product = seed.products[0]!;
const surface = seed.surfaces[0]!;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`no serious or critical accessibility violations on the public screens (${locale})`, async ({ page }) => {
    test.slow();
    const paths = [
      '/',
      '/products',
      `/products/${await documentId('products', 'slug', product.slug.sv)}`,
      `/surfaces/${await documentId('surfaces', 'articleNumber', surface.articleNumber)}`,
      `/producer/${seed.producers[0]!.slug}`,
      '/contact',
      '/search?q=ek',
    ];
    for (const path of paths) {
      await page.goto(localePath(path, locale));
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, `${localePath(path, locale)}`).toEqual([]);
    }
  });
}
