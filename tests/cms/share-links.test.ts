import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, siteRead } from './api';
import { script } from './script';

type Row = { documentId: string; [key: string]: unknown };
type Link = Row & { token: string; revokedAt: string | null; expiresAt: string | null; project?: { documentId: string } | null };
type User = Awaited<ReturnType<typeof signedInUser>>;

let alice: User;
let bob: User;
let surfaceIds: string[];
let alicesProject: string;
let alicesOtherProject: string;

const as = (user: User, path: string, init: RequestInit = {}) => cms(path, { ...init, token: user.jwt });
const post = (user: User, path: string, data: unknown) => as(user, path, { method: 'POST', body: JSON.stringify({ data }) });
const created = async <T = Row>(answer: Promise<{ status: number; body: { data?: unknown } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as T;
};
const linksOf = (body: { data?: unknown }) => (body.data as Link[]) ?? [];
const revoke = (user: User, id: string) => as(user, `/share-links/${id}/revoke`, { method: 'POST' });
// The site's /shared/{token} asks with its own token; the public role may not.
const shared = (token: string) => siteRead(`/shared-projects/${encodeURIComponent(token)}`);

beforeAll(async () => {
  [alice, bob] = await Promise.all([signedInUser(), signedInUser()]);
  const surfaces = await siteRead('/surfaces?locale=sv&fields[0]=name&pagination[pageSize]=2');
  surfaceIds = ((surfaces.body.data as Row[]) ?? []).map((row) => row.documentId);
  const materials = await Promise.all([
    created(post(alice, '/materials', { surface: surfaceIds[0], note: 'Ekparkett, oljad' })),
    created(post(alice, '/materials', { surface: surfaceIds[1] })),
  ]);
  alicesProject = (
    await created(
      post(alice, '/projects', {
        name: 'Villa Ekbacken',
        description: 'Kök och hall i ljusa toner',
        location: 'Uppsala',
        status: 'ongoing',
        materials: materials.map((m) => m.documentId),
      }),
    )
  ).documentId;
  alicesOtherProject = (await created(post(alice, '/projects', { name: 'Alices hemliga sommarhus' }))).documentId;
});

describe('share links, for their owner', () => {
  it('are created with a long random token the cms chooses, and listed per project', async () => {
    const one = await created<Link>(post(alice, '/share-links', { project: alicesProject }));
    const two = await created<Link>(post(alice, '/share-links', { project: alicesProject, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }));
    for (const link of [one, two]) expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.token).not.toBe(two.token);
    expect(one).toMatchObject({ revokedAt: null, expiresAt: null, project: { documentId: alicesProject } });
    expect(two.expiresAt).not.toBeNull();

    const listed = linksOf((await as(alice, `/share-links?filters[project][documentId][$eq]=${alicesProject}`)).body);
    expect(listed.map((l) => l.documentId).sort()).toEqual([one.documentId, two.documentId].sort());
    expect(JSON.stringify(listed)).not.toContain(alice.email);
  });

  it('choose their own token, owner and revocation: a body naming them is refused', async () => {
    const aliceId = ((await as(alice, '/users/me')).body as unknown as { id: number }).id;
    for (const extra of [{ token: 'A'.repeat(43) }, { user: aliceId }, { revokedAt: null }]) {
      expect((await post(alice, '/share-links', { project: alicesProject, ...extra })).status, JSON.stringify(extra)).toBe(400);
    }
    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), 'i morgon', new Date(Date.now() + 400 * 86_400_000).toISOString()]) {
      expect((await post(alice, '/share-links', { project: alicesProject, expiresAt })).status, expiresAt).toBe(400);
    }
    expect((await post(alice, '/share-links', {})).status).toBe(400);
    expect((await shared('A'.repeat(43))).status).toBe(404);
  });

  it('are revoked for good: the token then reads as unknown', async () => {
    const link = await created<Link>(post(alice, '/share-links', { project: alicesProject }));
    expect((await shared(link.token)).status).toBe(200);

    const revoked = await revoke(alice, link.documentId);
    expect(revoked.status).toBe(200);
    expect((revoked.body.data as Link).revokedAt).not.toBeNull();
    expect((await shared(link.token)).status).toBe(404);
    expect((await revoke(alice, link.documentId)).status).toBe(200);
    expect((await shared(link.token)).status).toBe(404);
  });

  it('stop working when they expire', async () => {
    const link = await created<Link>(post(alice, '/share-links', { project: alicesProject, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
    expect((await shared(link.token)).status).toBe(200);
    script(
      'set',
      'api::share-link.share-link',
      JSON.stringify({ documentId: link.documentId }),
      JSON.stringify({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect((await shared(link.token)).status).toBe(404);
  });

  it('stop working when the project is deleted', async () => {
    const project = await created(post(alice, '/projects', { name: 'Kortlivat' }));
    const link = await created<Link>(post(alice, '/share-links', { project: project.documentId }));
    expect((await as(alice, `/projects/${project.documentId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await shared(link.token)).status).toBe(404);
  });
});

describe('share links of another user', () => {
  it('cannot be made for someone else’s project', async () => {
    const before = linksOf((await as(alice, '/share-links')).body).length;
    const answer = await post(bob, '/share-links', { project: alicesProject });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('Villa Ekbacken');
    expect(linksOf((await as(alice, '/share-links')).body)).toHaveLength(before);
  });

  it('cannot be listed, read or revoked', async () => {
    const link = await created<Link>(post(alice, '/share-links', { project: alicesProject }));
    for (const path of [
      '/share-links',
      `/share-links?filters[project][documentId][$eq]=${alicesProject}`,
      '/share-links?filters[user][id][$gt]=0',
      `/share-links?filters[token][$eq]=${link.token}`,
      '/share-links?populate=user',
    ]) {
      const answer = await as(bob, path);
      expect(JSON.stringify(answer.body), path).not.toContain(link.documentId);
      expect(JSON.stringify(answer.body), path).not.toContain(link.token);
    }
    expect((await as(bob, `/share-links/${link.documentId}`)).status).toBe(404);
    expect((await revoke(bob, link.documentId)).status).toBe(404);
    expect((await as(bob, `/share-links/${link.documentId}`, { method: 'PUT', body: JSON.stringify({ data: { revokedAt: null } }) })).status).toBe(405);
    expect((await as(bob, `/share-links/${link.documentId}`, { method: 'DELETE' })).status).toBe(405);
    expect((await shared(link.token)).status).toBe(200);
  });

  it('are invisible to anonymous visitors, who may only read by token', async () => {
    expect((await cms('/share-links')).status).toBe(403);
    expect((await cms('/share-links', { method: 'POST', body: JSON.stringify({ data: { project: alicesProject } }) })).status).toBe(403);
  });
});

describe('the shared view', () => {
  it("shows the project, its materials with the owner's notes, and nothing of the owner or their other projects", async () => {
    const link = await created<Link>(post(alice, '/share-links', { project: alicesProject }));
    const answer = await shared(link.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Villa Ekbacken',
      description: 'Kök och hall i ljusa toner',
      location: 'Uppsala',
      status: 'ongoing',
    });
    const materials = (answer.body.data as { materials: { note: string | null; surface: Row & { labL: unknown; hex: unknown; swatch: unknown } }[] }).materials;
    expect(materials.map((m) => m.surface.documentId).sort()).toEqual([...surfaceIds].sort());
    expect(materials[0]!.surface).toHaveProperty('labL');
    // The colour as the surface page shows it: NCS, gloss and LRV with L*a*b*.
    for (const m of materials) {
      const own = await siteRead(`/surfaces/${m.surface.documentId}?locale=sv&fields[0]=ncs&fields[1]=gloss&fields[2]=lrv`);
      const { ncs, gloss, lrv } = own.body.data as { ncs: unknown; gloss: unknown; lrv: unknown };
      expect(m.surface).toMatchObject({ ncs, gloss, lrv });
    }
    // The note the owner wrote, on the material it was written on (the share panel says so).
    const notes = Object.fromEntries(materials.map((m) => [m.surface.documentId, m.note]));
    expect(notes).toEqual({ [surfaceIds[0]!]: 'Ekparkett, oljad', [surfaceIds[1]!]: null });

    const text = JSON.stringify(answer.body);
    for (const secret of [alice.email, 'Alices hemliga sommarhus', alicesProject, alicesOtherProject, link.documentId, '"user"', '"id"']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('answers unknown and malformed tokens with one and the same 404', async () => {
    for (const token of ['x'.repeat(43), 'kort', "' OR 1=1 --", '../share-links', '%00'.repeat(3)]) {
      const answer = await shared(token);
      expect(answer.status, token).toBe(404);
      expect(answer.body.data ?? null, token).toBeNull();
    }
  });
});
