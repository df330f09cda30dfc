// The site writes records in its own names (lib/records/account.ts); these tests watch what
// reaches the cms, in Strapi's.
import { describe, expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { materials, measurements, projects } from './owner';

const fetchMock = cmsFetchMock();
const ID = 'abcdefghij0123456789abcd';
const OTHER = 'bcdefghij0123456789abcde';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const project = { documentId: ID, name: 'Villa', status: 'idea', updatedAt: '2026-01-01T00:00:00.000Z', materials: [{ documentId: OTHER }] };
const measurement = { documentId: ID, labL: 50, labA: 1, labB: 2, gloss: null, lrv: null, measuredAt: '2026-01-01T00:00:00.000Z' };
const material = { documentId: ID, note: 'Hall', createdAt: '2026-01-01T00:00:00.000Z' };

/** Every request's method, path and body, answering each with `answer`. */
function cms(answer: unknown) {
  fetchMock.mockImplementation(async () => json({ data: answer }));
  return () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      method: init?.method ?? 'GET',
      path: new URL(url).pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));
}

describe('the owner-only adapter', () => {
  it("writes a project's material list as Strapi's relation set, and leaves out what is not changed", async () => {
    const sent = cms(project);
    const answer = await projects.update('jwt', ID, { materialIds: [OTHER], status: 'ongoing' });
    expect(sent()).toEqual([{ method: 'PUT', path: `/api/projects/${ID}`, body: { data: { status: 'ongoing', materials: { set: [OTHER] } } } }]);
    expect(answer.materialIds).toEqual([OTHER]);
  });

  it('writes a measured colour as labL, labA and labB, only the values given, and null to leave a project', async () => {
    const sent = cms(measurement);
    await measurements.update('jwt', 'sv', ID, { measured: { L: 50 }, projectId: null });
    await measurements.create('jwt', 'sv', { surfaceId: OTHER, measured: { L: 50, a: 1, b: 2 }, gloss: 3, measuredAt: '2026-01-01T00:00:00.000Z' });
    expect(sent().map((request) => request.body)).toEqual([
      { data: { project: null, labL: 50 } },
      { data: { surface: OTHER, labL: 50, labA: 1, labB: 2, gloss: 3, measuredAt: '2026-01-01T00:00:00.000Z' } },
    ]);
  });

  it('writes a material as its surface or its product', async () => {
    const sent = cms(material);
    await materials.create('jwt', 'sv', { productId: OTHER, note: 'Hall' });
    expect(sent()).toEqual([{ method: 'POST', path: '/api/materials', body: { data: { product: OTHER, note: 'Hall' } } }]);
  });
});
