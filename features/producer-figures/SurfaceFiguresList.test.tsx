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
  pageSize: 20,
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

    // Each kind's bars are one path, and its bars below 5 another, dashed: two weeks here.
    const paths = [...first.querySelectorAll('path')];
    const bars = (kind: string, masked: boolean) => {
      const path = paths.find((p) => p.dataset.kind === kind && Boolean(p.dataset.masked) === masked);
      // Each bar is drawn up from the baseline: "M<x> 60v-<height>…".
      return [...(path?.getAttribute('d') ?? '').matchAll(/M([\d.]+) 60v-([\d.]+)/g)].map(([, x, height]) => ({ x: Number(x), height: Number(height) }));
    };
    expect(bars('view', false)).toHaveLength(2);
    expect(bars('view', true)).toEqual([]);
    expect(bars('save', false)).toHaveLength(1);
    expect(bars('save', true)).toHaveLength(1);
    expect(bars('compare', false)).toHaveLength(1);
    expect(bars('compare', true)).toHaveLength(1);
    expect(bars('order', true)).toHaveLength(2);
    // The highest count is the full height; the others in proportion to it, in their week's place.
    const [w47, w48] = bars('view', false) as [{ x: number; height: number }, { x: number; height: number }];
    expect(w48.height).toBe(60);
    expect(w47.height).toBeCloseTo((40 / 1234) * 60, 1);
    expect(w48.x).toBeGreaterThan(w47.x);
    expect(paths.find((p) => p.dataset.kind === 'compare' && p.dataset.masked)!.textContent).toBe(`${t.kinds.compare}: ${fewer}`);
  });

  it('says which of how many surfaces a page holds, in the page’s language, and what a page past the last is', () => {
    const { unmount } = renderIn(
      locale,
      ['ProducerFigures'],
      <SurfaceFiguresList figures={{ ...page, page: 3, pageCount: 61, total: 1202 }} locale={locale} />,
    );
    const range = locale === 'sv' ? 'Ytorna 41–42 av 1\u00a0202' : 'Surfaces 41–42 of 1,202';
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(range);
    expect(screen.getByRole('list', { name: range })).toBeTruthy();
    unmount();
    renderIn(locale, ['ProducerFigures'], <SurfaceFiguresList figures={{ ...page, surfaces: [], page: 62, pageCount: 61, total: 1202 }} locale={locale} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText(locale === 'sv' ? /Era 1\s202 ytor står på sidorna 1–61/ : /Your 1,202 surfaces are on pages 1–61/)).toBeTruthy();
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
