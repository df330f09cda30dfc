// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { keys } from '@/lib/resource/keys';
import type { Material, Project } from '@/lib/records/account';
import type { Locale } from '@/i18n/routing';
import { surfaceRef } from '@/tests/unit/records';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import SaveComparedForUser from './SaveComparedForUser';

const surface = (id: string) => surfaceRef({ id, name: `Surface ${id}`, articleNumber: id.toUpperCase() });
const material = (id: string, surfaceId: string): Material => ({
  id,
  note: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  surface: surface(surfaceId),
  product: null,
});
const kitchen: Project = {
  id: 'p1',
  name: 'Köket',
  description: '',
  location: '',
  status: 'idea',
  updatedAt: '2026-11-01T00:00:00.000Z',
  materialIds: ['m0'],
  quantities: [],
};

/** The compare page's "save these" for a user who has saved s1 already and has one project. */
function renderSave(locale: Locale, answer: (url: string, init: RequestInit) => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, init);
    }),
  );
  const fallback = { [keys.materials(locale)]: [material('m0', 's0'), material('m1', 's1')], [keys.projects]: [kitchen] };
  renderIn(
    locale,
    ['SaveCompared'],
    <SWRConfig value={{ provider: () => new Map(), fallback, revalidateIfStale: false, revalidateOnFocus: false, dedupingInterval: 0 }}>
      <SaveComparedForUser surfaceIds={['s1', 's2']} />
    </SWRConfig>,
  );
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'SaveCompared' });
  return { sent, t };
}

describe.each(LOCALES)('save the compared surfaces (%s)', (locale) => {
  it('gives the project the material the cms just made, from its answer, and says so in the status region', async () => {
    const { sent, t } = renderSave(locale, (url, init) => {
      if (init.method === 'POST') return Response.json({ material: material('m2', 's2') }, { status: 201 });
      const { materialIds } = JSON.parse(String(init.body)) as { materialIds: string[] };
      return Response.json({ project: { ...kitchen, materialIds } });
    });
    fireEvent.change(screen.getByLabelText(t('where')), { target: { value: kitchen.id } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('save', { count: 2 }) }));
    });

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('savedToProject', { count: 2, project: kitchen.name })));
    expect(screen.getByRole('alert').textContent).toBe('');
    // s1 was saved already (m1): only s2 is sent, and m2 is the cms's id for it.
    expect(sent).toEqual([
      { method: 'POST', url: keys.materials(locale), body: { surfaceId: 's2' } },
      { method: 'PATCH', url: keys.project(kitchen.id), body: { materialIds: ['m0', 'm1', 'm2'] } },
    ]);
  });

  it('says why in the page’s words when the cms refuses, and adds nothing to the project', async () => {
    const { sent, t } = renderSave(locale, () => Response.json({ error: 'tooMany' }, { status: 429 }));
    fireEvent.change(screen.getByLabelText(t('where')), { target: { value: kitchen.id } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t('save', { count: 2 }) }));
    });

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t('errors.tooMany')));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(sent.map((s) => s.method)).toEqual(['POST']);
    expect((screen.getByRole('button', { name: t('save', { count: 2 }) }) as HTMLButtonElement).disabled).toBe(false);
  });
});
