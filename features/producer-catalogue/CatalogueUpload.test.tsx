// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import type { CatalogueJob } from '@/lib/records/producer-desk';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { CatalogueUpload } from './CatalogueUpload';
import type { UploadAnswer } from './summary';

const PRODUCER = 'prod0000000000000000001';

const job = (change: Partial<CatalogueJob>): CatalogueJob => ({
  id: 'job00000000000000000001',
  status: 'ready',
  total: 3,
  rowsDone: 0,
  deleteMissing: false,
  deleted: 0,
  published: false,
  ...change,
});

const preview = (change: Partial<UploadAnswer['preview']> = {}): UploadAnswer['preview'] => ({
  counts: { added: 2, changed: 1, unchanged: 0, refused: 0, missing: 1 },
  added: [
    { article: 'EK-1', name: 'Ek natur' },
    { article: 'EK-2', name: 'Ek vit' },
  ],
  changed: [{ article: 'AS-1', name: 'Ask', columns: ['LRV', 'Hex'] }],
  refused: [],
  missing: ['GL-9'],
  ...change,
});

/** The catalogue upload, with the site's routes answered by `answer`; what was sent is kept. */
function renderUpload(locale: Locale, answer: (url: string, init: RequestInit) => Response) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url, body: init.body });
      return answer(url, init);
    }),
  );
  renderIn(
    locale,
    ['ProducerDesk'],
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, dedupingInterval: 0 }}>
      <CatalogueUpload producer={PRODUCER} />
    </SWRConfig>,
  );
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ProducerDesk.catalogue' });
  return { sent, t };
}

async function uploadFile(t: ReturnType<typeof renderUpload>['t'], file: File) {
  const input = screen.getByLabelText(t('upload.file'));
  fireEvent.change(input, { target: { files: [file] } });
  await act(async () => void fireEvent.submit(input.closest('form')!));
}

const csv = () => new File(['Artikelnummer\r\n'], 'katalog.csv', { type: 'text/csv' });

describe.each(LOCALES)("the producer desk's catalogue upload (%s)", (locale) => {
  it('sends the file itself to the upload route, shows the preview and, once confirmed, follows the apply until it is done', async () => {
    let polls = 0;
    const { sent, t } = renderUpload(locale, (url, init) => {
      if (url.includes('/upload')) return Response.json({ preview: preview(), job: job({}) } satisfies UploadAnswer);
      if (init.method === 'POST') return Response.json({ job: job({ status: 'running', rowsDone: 1 }) }, { status: 202 });
      polls += 1;
      return Response.json({
        job: polls < 2 ? job({ status: 'running', rowsDone: 2 }) : job({ status: 'done', rowsDone: 3, deleteMissing: true, deleted: 1 }),
      });
    });
    const file = csv();
    await uploadFile(t, file);

    expect(sent[0]).toEqual({ method: 'POST', url: `/api/producer-desk/catalogue/upload?producer=${PRODUCER}&format=csv&locale=${locale}`, body: file });
    expect(screen.getByText(t('preview.added', { count: 2 }))).toBeTruthy();
    expect(screen.getByText(t('preview.changedColumns', { article: 'AS-1', name: 'Ask', columns: 'LRV, Hex' }))).toBeTruthy();
    expect(screen.getByText(t('preview.unchanged', { count: 0 }))).toBeTruthy();
    expect(screen.getByText('GL-9')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(t('apply.deleteMissing', { count: 1 })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('apply.submit') })));
    expect(sent[1]).toEqual({
      method: 'POST',
      url: `/api/producer-desk/catalogue/jobs/job00000000000000000001/apply?locale=${locale}`,
      body: JSON.stringify({ deleteMissing: true }),
    });
    expect(screen.getByRole('progressbar', { name: t('apply.running', { done: 1, total: 3 }) })).toBeTruthy();

    expect(await screen.findByText(t('apply.doneDrafts', { total: 3 }), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(t('apply.deleted', { count: 1 }))).toBeTruthy();
    expect(sent.slice(2).every((request) => request.url === `/api/producer-desk/catalogue/jobs/job00000000000000000001?locale=${locale}`)).toBe(true);
  });

  it('lists refused rows in words and offers no apply for such a file', async () => {
    const refused = [{ row: 4, text: 'Rad 4, kolumn ”LRV”: 140 ligger utanför det tillåtna, 0–100.' }];
    const { t } = renderUpload(locale, () =>
      Response.json({ preview: preview({ counts: { added: 2, changed: 1, unchanged: 0, refused: 1, missing: 0 }, refused, missing: [] }), job: null }),
    );
    await uploadFile(t, csv());

    expect(screen.getByRole('alert').textContent).toBe(t('preview.refusedNote'));
    expect(screen.getByText(refused[0]!.text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('apply.submit') })).toBeNull();
  });

  it("refuses a file that is no spreadsheet before sending it, and shows the route's refusal in the page's language", async () => {
    const { sent, t } = renderUpload(locale, () => Response.json({ error: 'tooLarge', message: t('errors.tooLarge') }, { status: 413 }));
    await uploadFile(t, new File(['x'], 'bild.png', { type: 'image/png' }));
    expect(sent).toEqual([]);
    expect(screen.getByText(t('errors.format'))).toBeTruthy();

    await uploadFile(t, csv());
    expect(screen.getByText(t('errors.tooLarge'))).toBeTruthy();
  });

  it('says where an interrupted apply stopped and starts it again to go on from there', async () => {
    let applies = 0;
    const { sent, t } = renderUpload(locale, (url, init) => {
      if (url.includes('/upload'))
        return Response.json({ preview: preview({ counts: { added: 2, changed: 1, unchanged: 0, refused: 0, missing: 0 } }), job: job({}) });
      if (init.method === 'POST') {
        applies += 1;
        return Response.json({ job: applies === 1 ? job({ status: 'failed', rowsDone: 2 }) : job({ status: 'done', rowsDone: 3, published: true }) });
      }
      return Response.json({ job: job({ status: 'done', rowsDone: 3, published: true }) });
    });
    await uploadFile(t, csv());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('apply.submit') })));
    expect(screen.getByRole('alert').textContent).toContain(t('apply.failed', { done: 2, total: 3 }));

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('apply.retry') })));
    expect(await screen.findByText(t('apply.donePublished', { total: 3 }))).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST' && request.url.includes('/apply'))).toHaveLength(2);
  });
});
