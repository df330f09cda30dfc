import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import type { SurfaceFigures } from '@/lib/records/figures';
import { figuresCsvHeader, figuresCsvRows } from './csv';

const surfaces: SurfaceFigures[] = [
  {
    id: 's1',
    name: 'Naturoljad ek',
    articleNumber: 'NS-1042-01',
    weeks: [
      { week: '2026-W47', view: 40, save: null, compare: 5, order: null },
      { week: '2026-W48', view: 1234, save: 7, compare: null, order: 12 },
    ],
  },
  { id: 's2', name: '=HYPERLINK("x")', articleNumber: null, weeks: [{ week: '2026-W48', view: null, save: null, compare: null, order: null }] },
];

describe.each(LOCALES)('the figures as CSV (%s)', (locale) => {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ProducerFigures' });
  const labels = {
    articleNumber: t('csvColumns.articleNumber'),
    surface: t('csvColumns.surface'),
    week: t('csvColumns.week'),
    kinds: { view: t('kinds.view'), save: t('kinds.save'), compare: t('kinds.compare'), order: t('kinds.order') },
    fewerThan: t('fewerThan', { count: 5 }),
    unnamed: t('unnamed'),
  };
  const lines = (figuresCsvHeader(labels) + figuresCsvRows(surfaces, labels)).split('\r\n');

  it('has a header in the page’s language and one row per surface and week, with the desk’s words below 5', () => {
    expect(lines[0]).toBe('\uFEFF' + [labels.articleNumber, labels.surface, labels.week, ...Object.values(labels.kinds)].map((h) => `"${h}"`).join(','));
    const fewer = `"${labels.fewerThan}"`;
    expect(lines[1]).toBe(['"NS-1042-01"', '"Naturoljad ek"', '"2026-W47"', '"40"', fewer, '"5"', fewer].join(','));
    expect(lines[2]).toBe(['"NS-1042-01"', '"Naturoljad ek"', '"2026-W48"', '"1234"', '"7"', fewer, '"12"'].join(','));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('keeps a surface’s name from running as a formula', () => {
    expect(lines[3]!.split(',')[1]).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
