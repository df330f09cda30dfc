import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, siteRead } from './api';

type Row = { documentId: string; [key: string]: unknown };
type User = Awaited<ReturnType<typeof signedInUser>>;

let alice: User;
let bob: User;
let materialId: string;
let projectId: string;

const as = (user: User, path: string, init: RequestInit = {}) => cms(path, { ...init, token: user.jwt });
const post = (user: User, path: string, data: unknown) => as(user, path, { method: 'POST', body: JSON.stringify({ data }) });
const put = (user: User, path: string, data: unknown) => as(user, path, { method: 'PUT', body: JSON.stringify({ data }) });

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
  const surfaces = await siteRead('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=1');
  const [surface] = surfaces.body.data as Row[];
  const surfaceId = surface!.documentId;
  materialId = ((await post(alice, '/materials', { surface: surfaceId })).body.data as Row).documentId;
  const project = await post(alice, '/projects', { name: 'Skolan i Ängby', materials: [materialId] });
  projectId = (project.body.data as Row).documentId;
});

describe('a project’s quantities', () => {
  it('keep each material’s quantity, unit and placement for its owner', async () => {
    const quantities = [{ material: materialId, quantity: 42.5, unit: 'm2', placement: 'floor' }];
    const saved = await put(alice, `/projects/${projectId}`, { quantities });
    expect(saved.status).toBe(200);
    expect((await as(alice, `/projects/${projectId}`)).body.data).toMatchObject({ quantities });
  });

  it('refuse what is not a bounded quantity of a known unit and placement, and keep the last good one', async () => {
    const good = { material: materialId, quantity: 12, unit: 'declared', placement: 'wall' };
    expect((await put(alice, `/projects/${projectId}`, { quantities: [good] })).status).toBe(200);
    for (const bad of [
      { ...good, quantity: 0 },
      { ...good, quantity: -3 },
      { ...good, quantity: 1e7 },
      { ...good, quantity: '12' },
      { ...good, unit: 'ton' },
      { ...good, placement: 'roof' },
      { ...good, material: 'x' },
      { ...good, note: 'extra' },
    ]) {
      const answer = await put(alice, `/projects/${projectId}`, { quantities: [bad] });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error?.name).toBe('ValidationError');
    }
    expect((await put(alice, `/projects/${projectId}`, { quantities: [good, good] })).status).toBe(400);
    expect((await put(alice, `/projects/${projectId}`, { quantities: { [materialId]: 12 } })).status).toBe(400);
    expect((await as(alice, `/projects/${projectId}`)).body.data).toMatchObject({ quantities: [good] });
  });

  it('are changed by the project’s owner only', async () => {
    const theirs = [{ material: materialId, quantity: 999, unit: 'm2', placement: 'ceiling' }];
    expect((await put(bob, `/projects/${projectId}`, { quantities: theirs })).status).toBe(404);
    expect((await as(alice, `/projects/${projectId}`)).body.data).not.toMatchObject({ quantities: theirs });
  });
});
