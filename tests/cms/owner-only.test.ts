import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, siteRead } from './api';

type Row = { documentId: string; [key: string]: unknown };
type User = Awaited<ReturnType<typeof signedInUser>>;

let alice: User;
let bob: User;
let surfaceIds: string[];

const as = (user: User, path: string, init: RequestInit = {}) => cms(path, { ...init, token: user.jwt });
const post = (user: User, path: string, data: unknown) => as(user, path, { method: 'POST', body: JSON.stringify({ data }) });
const put = (user: User, path: string, data: unknown) => as(user, path, { method: 'PUT', body: JSON.stringify({ data }) });
const ids = (body: { data?: unknown }) => ((body.data as Row[]) ?? []).map((row) => row.documentId);

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
  const surfaces = await siteRead('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=3');
  surfaceIds = ids(surfaces.body);
});

async function aliceMaterial(note = 'Alices prov') {
  const created = await post(alice, '/materials', { surface: surfaceIds[0], note });
  expect(created.status).toBe(201);
  return (created.body.data as Row).documentId;
}

describe('owner-only records', () => {
  it('are invisible to anonymous visitors', async () => {
    for (const path of ['/materials', '/projects', '/measurements']) {
      expect((await cms(path)).status, path).toBe(403);
    }
  });

  it('list only their owner’s materials, whatever filters or populate are sent', async () => {
    const mine = await aliceMaterial();
    expect(ids((await as(alice, '/materials')).body)).toContain(mine);

    for (const path of [
      '/materials',
      '/materials?filters[user][id][$gt]=0',
      '/materials?filters[$or][0][user][id][$gt]=0',
      `/materials?filters[documentId][$eq]=${mine}`,
      '/materials?populate=user',
      '/materials?populate[user]=true&pagination[pageSize]=100',
    ]) {
      const answer = await as(bob, path);
      expect(JSON.stringify(answer.body), path).not.toContain(mine);
      expect(JSON.stringify(answer.body), path).not.toContain(alice.email);
    }
    const withUser = await as(alice, '/materials?populate=user');
    expect(JSON.stringify(withUser.body)).not.toContain(alice.email);
  });

  it('answer another user’s record with 404 to read, change or delete, and leave it as it was', async () => {
    const mine = await aliceMaterial('orörd');
    expect((await as(bob, `/materials/${mine}`)).status).toBe(404);
    expect((await put(bob, `/materials/${mine}`, { note: 'kapad' })).status).toBe(404);
    expect((await as(bob, `/materials/${mine}`, { method: 'DELETE' })).status).toBe(404);

    const still = await as(alice, `/materials/${mine}`);
    expect(still.status).toBe(200);
    expect(still.body.data).toMatchObject({ note: 'orörd' });
  });

  it('set the owner from the token: a body that names an owner is refused', async () => {
    const aliceId = ((await as(alice, '/users/me')).body as unknown as { id: number }).id;
    const before = ids((await as(alice, '/materials')).body);

    const created = await post(bob, '/materials', { surface: surfaceIds[1], note: 'Bobs', user: aliceId });
    expect(created.status).toBe(400);
    expect(created.body.error?.name).toBe('ValidationError');
    expect(ids((await as(alice, '/materials')).body)).toEqual(before);

    const own = ((await post(bob, '/materials', { surface: surfaceIds[1], note: 'Bobs' })).body.data as Row).documentId;
    expect((await put(bob, `/materials/${own}`, { user: aliceId, note: 'flyttad?' })).status).toBe(400);
    expect(ids((await as(alice, '/materials')).body)).toEqual(before);
    expect((await as(bob, `/materials/${own}`)).body.data).toMatchObject({ note: 'Bobs' });
  });

  it('keep a project to its owner’s own materials', async () => {
    const alices = await aliceMaterial();
    const bobs = ((await post(bob, '/materials', { product: undefined, surface: surfaceIds[2] })).body.data as Row).documentId;

    expect((await post(bob, '/projects', { name: 'Stöld', materials: [alices] })).status).toBe(404);
    const project = await post(bob, '/projects', { name: 'Villa Solbacken', status: 'ongoing', materials: [bobs] });
    expect(project.status).toBe(201);
    const projectId = (project.body.data as Row).documentId;

    for (const materials of [[alices], { connect: [alices] }, { set: [{ documentId: alices }] }]) {
      expect((await put(bob, `/projects/${projectId}`, { materials })).status, JSON.stringify(materials)).toBe(404);
    }
    const board = await as(bob, `/projects/${projectId}?populate=materials`);
    expect(ids({ data: (board.body.data as { materials: Row[] }).materials })).toEqual([bobs]);
    expect((await as(alice, `/projects/${projectId}`)).status).toBe(404);
  });

  it('keep a measurement to its owner’s projects and to sane values', async () => {
    const alicesProject = ((await post(alice, '/projects', { name: 'Alices kök' })).body.data as Row).documentId;
    const base = { surface: surfaceIds[0], labL: 61.2, labA: 12.1, labB: 32.6, gloss: 9, lrv: 29, measuredAt: new Date().toISOString() };

    expect((await post(bob, '/measurements', { ...base, project: alicesProject })).status).toBe(404);
    const own = await post(alice, '/measurements', { ...base, project: alicesProject });
    expect(own.status).toBe(201);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await post(alice, '/measurements', { ...base, measuredAt: future })).status).toBe(400);
    expect((await post(alice, '/measurements', { ...base, labL: 101 })).status).toBe(400);
    expect((await post(alice, '/measurements', { ...base, labA: -129 })).status).toBe(400);
    expect((await post(alice, '/measurements', { ...base, gloss: -1 })).status).toBe(400);
    expect((await post(alice, '/measurements', { ...base, surface: undefined })).status).toBe(400);

    const id = (own.body.data as Row).documentId;
    expect((await as(bob, `/measurements/${id}`)).status).toBe(404);
    expect(ids((await as(bob, '/measurements')).body)).not.toContain(id);
  });

  it('deleting one’s own record touches nobody else’s', async () => {
    const alices = await aliceMaterial('finns kvar');
    const bobs = ((await post(bob, '/materials', { surface: surfaceIds[0] })).body.data as Row).documentId;
    expect((await as(bob, `/materials/${bobs}`, { method: 'DELETE' })).status).toBe(204);
    expect((await as(alice, `/materials/${alices}`)).status).toBe(200);
    expect((await as(bob, `/materials/${bobs}`)).status).toBe(404);
  });
});

describe('projects and measurements of another user', () => {
  it('cannot be changed or deleted', async () => {
    const project = ((await post(alice, '/projects', { name: 'Alices vardagsrum' })).body.data as Row).documentId;
    const measured = await post(alice, '/measurements', {
      surface: surfaceIds[0],
      labL: 50,
      labA: 1,
      labB: 2,
      measuredAt: new Date().toISOString(),
    });
    const measurement = (measured.body.data as Row).documentId;

    expect((await put(bob, `/projects/${project}`, { name: 'Bobs nu' })).status).toBe(404);
    expect((await as(bob, `/projects/${project}`, { method: 'DELETE' })).status).toBe(404);
    expect((await put(bob, `/measurements/${measurement}`, { labL: 1 })).status).toBe(404);
    expect((await as(bob, `/measurements/${measurement}`, { method: 'DELETE' })).status).toBe(404);
    expect(ids((await as(bob, '/projects')).body)).not.toContain(project);

    expect((await as(alice, `/projects/${project}`)).body.data).toMatchObject({ name: 'Alices vardagsrum' });
    expect((await as(alice, `/measurements/${measurement}`)).body.data).toMatchObject({ labL: 50 });
  });
});
