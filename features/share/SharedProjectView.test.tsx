// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '@/features/picks';
import type { Locale } from '@/i18n/routing';
import type { SharedProject } from '@/lib/strapi';
import { surfaceRef } from '@/tests/unit/records';
import { request } from '@/tests/unit/intl-server';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { SharedProjectView } from './SharedProjectView';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => window.localStorage.clear());

/** Twelve surfaces of a project: more than one sample order holds. */
const surfaces = Array.from({ length: 12 }, (_, i) =>
  surfaceRef({ id: `${String.fromCharCode(97 + i)}`.repeat(24), name: `Yta ${i + 1}`, articleNumber: `AR-${i + 1}` }),
);
const project = (materials: SharedProject['materials']): SharedProject => ({
  name: 'Villa Ekbacken',
  description: '',
  location: '',
  status: 'ongoing',
  materials,
});

async function renderShared(locale: Locale, shared: SharedProject) {
  request.locale = locale;
  return renderIn(locale, ['SurfacePage', 'Finishes', 'ColourFamilies'], await SharedProjectView({ project: shared, locale }));
}

describe.each(LOCALES)('a shared project (%s)', (locale) => {
  const t = messagesOf(locale);

  it('shows each surface’s NCS, gloss and LRV with its L*a*b* as the surface page writes them', async () => {
    const oak = { ...surfaces[0]!, ncs: 'S 1505-Y20R', hex: '#c8b89a', declared: { L: 80.7, a: 1.7, b: 16.8 }, gloss: 12.5, lrv: 61 };
    await renderShared(locale, project([{ surface: oak, product: null, note: '', quantity: null }]));
    const card = screen.getByRole('listitem');
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value(t.SurfacePage.ncs)).toBe('S 1505-Y20R');
    expect(value(t.SurfacePage.gloss)).toBe(locale === 'sv' ? '12,5' : '12.5');
    expect(value(t.SurfacePage.lrv)).toBe('61');
    expect(value(t.SurfacePage.lab)).toBe(locale === 'sv' ? 'L* 80,7 · a* 1,7 · b* 16,8' : 'L* 80.7 · a* 1.7 · b* 16.8');
    expect(value(t.SharedProject.articleNumber)).toBe('AR-1');
  });

  it('puts its surfaces in the sample order, as many as the order holds, and says what did not fit', async () => {
    window.localStorage.setItem(storageKey('samples'), JSON.stringify([surfaces[3]!.id]));
    await renderShared(locale, project(surfaces.map((surface) => ({ surface: { ...surface, ncs: null }, product: null, note: '', quantity: null }))));
    fireEvent.click(screen.getByRole('button', { name: t.SharedSamples.button }));

    const picked = JSON.parse(window.localStorage.getItem(storageKey('samples'))!) as string[];
    expect(picked).toEqual([surfaces[3]!.id, ...surfaces.filter((_, i) => i !== 3).map((s) => s.id)].slice(0, 10));
    const said = screen.getByRole('status').textContent;
    const n = (message: string, count: number) =>
      message
        .match(/other \{(.*?)\}\}?$/)![1]!
        .replace('#', String(count))
        .replace('{max}', '10');
    expect(said).toContain(n(t.SharedSamples.added, 9));
    expect(said).toContain(n(t.SharedSamples.noRoom, 2));
    expect(within(screen.getByRole('status')).getByRole('link', { name: t.SharedSamples.open }).getAttribute('href')).toBe('/samples');
  });
});
