// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import type { FiguresPage, WeekFigures } from '@/lib/records/figures';
import { SurfaceFiguresList } from './SurfaceFiguresList';

const week = (name: string, counts: Partial<Omit<WeekFigures, 'week'>> = {}): WeekFigures => ({
  week: name,
  view: null,
  save: null,
  compare: null,
  order: null,
  ...counts,
});

const page: FiguresPage = {
  surfaces: [
    {
      id: 'surfaceaaaaaaaaaaaaaaaaaaa',
      name: 'Naturoljad ek',
      articleNumber: 'NS-1042-01',
      weeks: [week('2026-W47', { view: 40, save: 5 }), week('2026-W48', { view: 1234, compare: 8 })],
    },
    { id: 'surfacebbbbbbbbbbbbbbbbbbb', name: null, articleNumber: null, weeks: [week('2026-W47'), week('2026-W48', { order: 6 })] },
  ],
  weeks: ['2026-W47', '2026-W48'],
  shownFrom: 5,
  page: 1,
  pageCount: 1,
  total: 2,
};

describe.each(LOCALES)("the producers' figures (%s)", (locale) => {
  const t = messagesOf(locale).ProducerFigures;
  const fewer = t.fewerThan.replace('{count}', '5');

  it('writes every count below 5 as words and the others as numbers in the page’s language', () => {
    renderIn(locale, ['ProducerFigures'], <SurfaceFiguresList figures={page} locale={locale} />);
    const table = screen.getByRole('table', { name: t.table.replace('{surface}', 'Naturoljad ek') });
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim()),
    ).toEqual([t.weekColumn, t.kinds.view, t.kinds.save, t.kinds.compare, t.kinds.order]);
    expect(cells(rows[1]!)).toEqual(['40', '5', fewer, fewer]);
    expect(cells(rows[2]!)).toEqual([locale === 'sv' ? '1\u00a0234' : '1,234', fewer, '8', fewer]);
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe(t.week.replace('{number}', '48'));
  });

  it('draws a chart per surface that names the table holding its numbers, with a dashed bar for each count below 5', () => {
    renderIn(locale, ['ProducerFigures'], <SurfaceFiguresList figures={page} locale={locale} />);
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(2);
    const [first] = charts as [HTMLElement];
    expect(first.getAttribute('aria-label')).toContain(t.chart.replace('{surface}', 'Naturoljad ek').replace('{weeks}', '2'));
    const described = document.getElementById(first.getAttribute('aria-describedby')!);
    expect(described?.tagName).toBe('TABLE');
    expect(within(described!).getByText('40')).toBeTruthy();

    const bars = [...first.querySelectorAll('rect')];
    expect(bars).toHaveLength(8);
    expect(bars.filter((bar) => bar.dataset.masked).map((bar) => bar.dataset.kind)).toEqual(['compare', 'order', 'save', 'order']);
    // The highest count is the full height; the others in proportion to it.
    const height = (kind: string, index: number) => Number(bars.filter((bar) => bar.dataset.kind === kind)[index]!.getAttribute('height'));
    expect(height('view', 1)).toBe(60);
    expect(height('view', 0)).toBeCloseTo((40 / 1234) * 60);
    expect(bars[0]!.textContent).toContain('40');
  });

  it('names a surface no longer published, links the others to their pages, and says when nothing was counted', () => {
    const { unmount } = renderIn(locale, ['ProducerFigures'], <SurfaceFiguresList figures={page} locale={locale} />);
    expect(screen.getByRole('link', { name: 'Naturoljad ek' }).getAttribute('href')).toBe(
      `${locale === 'en' ? '/en' : ''}/surfaces/surfaceaaaaaaaaaaaaaaaaaaa`,
    );
    expect(screen.getByRole('heading', { name: t.unnamed })).toBeTruthy();
    unmount();
    renderIn(locale, ['ProducerFigures'], <SurfaceFiguresList figures={{ ...page, surfaces: [], total: 0, pageCount: 0 }} locale={locale} />);
    expect(screen.getByText(t.empty.replace('{weeks}', '2'))).toBeTruthy();
  });
});
