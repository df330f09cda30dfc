import { CmsEditor } from '../support/cms-editor.mjs';
import { deltaText, matrixCell } from '../support/compare-matrix';
import { expect, test } from '../support/fixtures';
import { translator } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// The ΔE00 matrix against published data, not against the site's own formula: four pairs of
// Table 1 in Sharma, Wu and Dalal (2005), the same data the CIEDE2000 unit tests transcribe
// (packages/domain/colour/ciede2000.test.ts), entered as surfaces' declared L*a*b* by an editor. One pair
// for each verdict, each well inside its band (< 1, < 2, < 5, from 5).
const PAIRS = [
  { row: 33, first: [6.7747, -0.2908, -2.4247], second: [5.8714, -0.0985, -2.2286], deltaE: 0.6377, verdict: 'imperceptible' },
  { row: 26, first: [63.0109, -31.0961, -5.8663], second: [62.8187, -29.7946, -4.0864], deltaE: 1.263, verdict: 'close' },
  { row: 3, first: [50.0, 2.8361, -74.02], second: [50.0, 0.0, -82.7485], deltaE: 3.4412, verdict: 'noticeable' },
  { row: 17, first: [50.0, 2.5, 0.0], second: [73.0, 25.0, -18.0], deltaE: 27.1492, verdict: 'different' },
] as const;
const SURFACE = 'api::surface.surface';
const name = (row: number, side: 'A' | 'B', locale: Locale) => `${locale === 'sv' ? 'Sharma-par' : 'Sharma pair'} ${row} ${side}`;

test.describe.configure({ mode: 'serial' });

const ids = new Map<string, string>();
let editor: CmsEditor;

test.beforeAll(async () => {
  editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
  for (const pair of PAIRS)
    for (const [side, [L, a, b]] of [
      ['A', pair.first],
      ['B', pair.second],
    ] as const) {
      const data = { articleNumber: `SHARMA-${pair.row}-${side}-${Date.now()}`, hex: '#808080', labL: L, labA: a, labB: b };
      const id = await editor.create(SURFACE, 'sv', { ...data, name: name(pair.row, side, 'sv') });
      await editor.publish(SURFACE, id, 'sv');
      await editor.updateAndPublish(SURFACE, id, 'en', { ...data, name: name(pair.row, side, 'en') });
      ids.set(`${pair.row}${side}`, id);
    }
});

test.afterAll(async () => {
  for (const id of ids.values()) for (const locale of ['en', 'sv'] as const) await editor.delete(SURFACE, id, locale);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`the ΔE00 matrix gives the published differences and each verdict's words (${locale})`, async ({ page }) => {
    const t = translator(locale);
    await asVisitor(page);
    // Two pairs to a comparison: four surfaces, the most it takes.
    for (const pairs of [PAIRS.slice(0, 2), PAIRS.slice(2)]) {
      const chosen = pairs.flatMap((pair) => [ids.get(`${pair.row}A`)!, ids.get(`${pair.row}B`)!]);
      await page.goto(`${localePath('/compare', locale)}?s=${chosen.join(',')}`);
      for (const pair of pairs) {
        const [a, b] = [name(pair.row, 'A', locale), name(pair.row, 'B', locale)];
        const expected = `${deltaText(pair.deltaE, locale)} ${t(`ColourDifference.bands.${pair.verdict}`)}`;
        await expect(await matrixCell(page, locale, a, b)).toHaveText(expected);
        await expect(await matrixCell(page, locale, b, a)).toHaveText(expected);
      }
    }
  });
}
