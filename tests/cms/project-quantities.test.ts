import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, siteRead } from './api';
import { DECLARATION_FIELDS, epdCarbon, productCarbon, type Declaration, type Generic } from './climate-figures';
import { generateCatalogue } from './script';

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

describe('a project’s climate read', () => {
  // What lib/strapi/project-climate.ts asks for: the board's materials with what they point at.
  const climateRead = `/projects/${'ID'}?fields[0]=name&fields[1]=quantities&populate[materials][fields][0]=documentId&populate[materials][populate][surface][fields][0]=documentId&populate[materials][populate][product][fields][0]=documentId`;
  const read = (user: User) => as(user, climateRead.replace('ID', projectId));

  it('gives the owner each material’s surface and the quantities', async () => {
    const quantities = [{ material: materialId, quantity: 12, unit: 'm2', placement: 'wall' }];
    expect((await put(alice, `/projects/${projectId}`, { quantities })).status).toBe(200);
    const { status, body } = await read(alice);
    expect(status).toBe(200);
    const data = body.data as { quantities: unknown; materials: { documentId: string; surface: { documentId: string } | null }[] };
    expect(data.quantities).toEqual(quantities);
    expect(data.materials).toEqual([expect.objectContaining({ documentId: materialId, surface: expect.objectContaining({ documentId: expect.any(String) }) })]);
  });

  it('is refused for another user’s project, as the export asks it', async () => {
    const { status, body } = await read(bob);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain(materialId);
  });

  it('reaches the shared view: each material with its quantity, without the material’s id', async () => {
    const quantities = [{ material: materialId, quantity: 7.5, unit: 'm2', placement: 'floor' }];
    expect((await put(alice, `/projects/${projectId}`, { quantities })).status).toBe(200);
    const link = await post(alice, '/share-links', { project: projectId });
    expect(link.status).toBe(201);
    const shared = await siteRead(`/shared-projects/${(link.body.data as { token: string }).token}`);
    expect(shared.status).toBe(200);
    const view = shared.body.data as { materials: { quantity: unknown }[] };
    expect(view.materials.map((m) => m.quantity)).toEqual([{ quantity: 7.5, unit: 'm2', placement: 'floor' }]);
    expect(JSON.stringify(view)).not.toContain(materialId);
  });
});

describe("a product on a project's board", () => {
  type Figures = { category: string; thickness: number | string | null; declaration: Declaration | null };
  const declaration = { declaration: { fields: DECLARATION_FIELDS } };
  let generics: Generic[];

  beforeAll(async () => {
    generateCatalogue('--surfaces', '2500', '--producers', '25', '--products', '500', '--seed', 'project-swap');
    generics = (await siteRead('/generic-climate-values?pagination[pageSize]=100')).body.data as Generic[];
  }, 600_000);
  afterAll(() => generateCatalogue('--remove'));

  /** A product's A1–A3 per m² and a surface's (its own EPD, else its product's), read through REST and worked out here. */
  const productFigure = async (documentId: string) => {
    const query = qs.stringify({ locale: 'sv', fields: ['category', 'thickness'], populate: declaration }, { encodeValuesOnly: true });
    return productCarbon((await siteRead(`/products/${documentId}?${query}`)).body.data as Figures, generics);
  };
  const surfaceFigure = async (documentId: string) => {
    const query = qs.stringify(
      { locale: 'sv', fields: ['name'], populate: { ...declaration, product: { fields: ['category', 'thickness'], populate: declaration } } },
      { encodeValuesOnly: true },
    );
    const surface = (await siteRead(`/surfaces/${documentId}?${query}`)).body.data as { declaration: Declaration | null; product: Figures };
    const thickness = surface.product.thickness === null ? null : Number(surface.product.thickness);
    return surface.declaration ? epdCarbon(surface.declaration, thickness) : productCarbon(surface.product, generics);
  };

  it('gets the best swap around its first surface, and what it saves over the quantity is worked by hand', async () => {
    // The generated products, in name order, until one has a swap (few colours in a catalogue lie within ΔE00 3 of another).
    const products: Row[] = [];
    for (let page = 1; page <= 5; page++) {
      const listed = await siteRead(
        `/products?locale=sv&filters[slug][$startsWith]=gen-&fields[0]=name&sort=name:asc&pagination[pageSize]=100&pagination[page]=${page}`,
      );
      products.push(...(listed.body.data as Row[]));
    }
    let found: { product: string; best: { documentId: string; carbon: { a1a3: number; savingKg: number } } } | null = null;
    for (const { documentId } of products) {
      const answer = await siteRead(`/less-carbon?locale=sv&product=${documentId}`);
      expect(answer.status).toBe(200);
      const [best] = answer.body.data as { documentId: string; carbon: { a1a3: number; savingKg: number } }[];
      if (best) {
        found = { product: documentId, best };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { product, best } = found!;

    const material = ((await post(alice, '/materials', { product })).body.data as Row).documentId;
    const project = ((await post(alice, '/projects', { name: 'Förskolan Ekorren', materials: [material] })).body.data as Row).documentId;
    const quantities = [{ material, quantity: 40, unit: 'm2', placement: 'floor' }];
    expect((await put(alice, `/projects/${project}`, { quantities })).status).toBe(200);
    const board = await as(alice, `/projects/${project}?fields[0]=quantities&populate[materials][populate][product][fields][0]=documentId`);
    const data = board.body.data as { quantities: typeof quantities; materials: { product: { documentId: string } | null }[] };
    expect(data.materials.map((m) => m.product?.documentId)).toEqual([product]);

    // By hand: the line at the product's figure, the swap at the offered surface's, over 40 m².
    const line = 40 * (await productFigure(product))!;
    const swapped = 40 * (await surfaceFigure(best.documentId))!;
    expect(swapped).toBeLessThan(line);
    expect(Math.abs(line - swapped - 40 * best.carbon.savingKg)).toBeLessThanOrEqual(40 * 0.005 + 1e-9);
    expect(Math.abs(swapped - 40 * best.carbon.a1a3)).toBeLessThanOrEqual(40 * 0.005 + 1e-9);
  });
});
