import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import type { Declaration } from '@/lib/climate/figures';
import { projectQuantity, type ProjectQuantity } from '@/lib/records/account';
import { CATEGORIES, type Category } from './catalogue-schemas';
import { DECLARATION_FIELDS, declarationSchema } from './climate-schemas';
import { strapiFetch } from './client';
import { byDocumentIds, isDocumentId } from './ids';
import { decimalSchema } from './schemas';

/** A material on a project as its climate figures need it: what it is, how much, and its EPD or category. */
export interface ClimateMaterial {
  /** The saved material's id (the one the quantities name). */
  id: string;
  kind: 'surface' | 'product';
  /** The surface's or product's documentId. */
  catalogueId: string;
  /** null when the entry is not published in the page's language. */
  name: string | null;
  productName: string | null;
  quantity: ProjectQuantity | null;
  /** The surface's own EPD where it has one, else its product's. */
  declaration: Declaration | null;
  /** Whose EPD that is. */
  declarationOf: 'surface' | 'product' | null;
  category: Category | null;
  thickness: number | null;
}

export interface ProjectClimateSource {
  name: string;
  materials: ClimateMaterial[];
}

/** What a material points at; the quantity is read from the project's list by the material's id. */
export interface MaterialRef {
  id: string;
  surfaceId: string | null;
  productId: string | null;
  quantity: ProjectQuantity | null;
}

const quantityOf = (value: unknown) => {
  const parsed = projectQuantity.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const ownProject = z
  .object({
    data: z.object({
      name: z.string(),
      quantities: z.array(z.unknown()).nullish(),
      materials: z
        .array(
          z.object({
            documentId: z.string(),
            surface: z.object({ documentId: z.string() }).nullish(),
            product: z.object({ documentId: z.string() }).nullish(),
          }),
        )
        .nullish(),
    }),
  })
  .transform(({ data }) => {
    const quantities = (data.quantities ?? []).map(quantityOf).filter((q) => q !== null);
    return {
      name: data.name,
      materials: (data.materials ?? []).map((m): MaterialRef => ({
        id: m.documentId,
        surfaceId: m.surface?.documentId ?? null,
        productId: m.product?.documentId ?? null,
        quantity: quantities.find((q) => q.material === m.documentId) ?? null,
      })),
    };
  });

const productFigures = z.object({
  documentId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES).nullish(),
  thickness: decimalSchema,
  declaration: declarationSchema.nullish(),
});
const surfaceFigures = z.object({
  documentId: z.string(),
  name: z.string(),
  declaration: declarationSchema.nullish(),
  product: productFigures.nullish(),
});
const surfaceList = z.object({ data: z.array(surfaceFigures) }).transform((a) => a.data);
const productList = z.object({ data: z.array(productFigures) }).transform((a) => a.data);

const PRODUCT_FIELDS = ['name', 'category', 'thickness'];
const declarationPopulate = { declaration: { fields: DECLARATION_FIELDS } };
/** At most this many ids go in one $in filter (the content API's page size). */
const CHUNK = 100;

function chunks(ids: string[]) {
  const unique = [...new Set(ids)];
  return Array.from({ length: Math.ceil(unique.length / CHUNK) }, (_, i) => unique.slice(i * CHUNK, (i + 1) * CHUNK));
}

// Published catalogue entries read with the site's own token; not cached, as each project's
// set of ids would be one more answer kept for good (as lib/strapi/localized-names.ts).
async function catalogueFigures(locale: Locale, refs: readonly MaterialRef[]) {
  const surfaceIds = refs.flatMap((r) => (r.surfaceId ? [r.surfaceId] : []));
  const productIds = refs.flatMap((r) => (!r.surfaceId && r.productId ? [r.productId] : []));
  const read = <T>(path: '/surfaces' | '/products', ids: string[], populate: object, fields: string[], schema: z.ZodType<T[]>) =>
    Promise.all(
      chunks(ids).map((chunk) => strapiFetch({ path, query: { locale, ...byDocumentIds(chunk), fields, populate, pagination: { pageSize: CHUNK } }, schema })),
    ).then((pages) => pages.flat());
  const [surfaces, products] = await Promise.all([
    read('/surfaces', surfaceIds, { ...declarationPopulate, product: { fields: PRODUCT_FIELDS, populate: declarationPopulate } }, ['name'], surfaceList),
    read('/products', productIds, declarationPopulate, PRODUCT_FIELDS, productList),
  ]);
  return { surfaces: new Map(surfaces.map((s) => [s.documentId, s])), products: new Map(products.map((p) => [p.documentId, p])) };
}

/** Each material with its name, quantity and figures' sources, in the board's order; entries neither a surface nor a product are left out. */
export async function climateMaterials(locale: Locale, refs: readonly MaterialRef[]): Promise<ClimateMaterial[]> {
  const { surfaces, products } = await catalogueFigures(locale, refs);
  return refs.flatMap((ref): ClimateMaterial[] => {
    if (ref.surfaceId) {
      const surface = surfaces.get(ref.surfaceId);
      const product = surface?.product;
      const own = surface?.declaration ?? null;
      const declaration = own ?? product?.declaration ?? null;
      return [
        {
          id: ref.id,
          kind: 'surface',
          catalogueId: ref.surfaceId,
          name: surface?.name ?? null,
          productName: product?.name ?? null,
          quantity: ref.quantity,
          declaration,
          declarationOf: own ? 'surface' : declaration ? 'product' : null,
          category: product?.category ?? null,
          thickness: product?.thickness ?? null,
        },
      ];
    }
    if (!ref.productId) return [];
    const product = products.get(ref.productId);
    return [
      {
        id: ref.id,
        kind: 'product',
        catalogueId: ref.productId,
        name: product?.name ?? null,
        productName: null,
        quantity: ref.quantity,
        declaration: product?.declaration ?? null,
        declarationOf: product?.declaration ? 'product' : null,
        category: product?.category ?? null,
        thickness: product?.thickness ?? null,
      },
    ];
  });
}

/**
 * One of the user's projects with each material's climate sources, or null for an unknown
 * id or another user's project (the cms's owner-only findOne answers both with a 404).
 */
export async function ownProjectClimate(token: string, id: string, locale: Locale): Promise<ProjectClimateSource | null> {
  if (!isDocumentId(id)) return null;
  const project = await strapiFetch({
    path: `/projects/${id}`,
    query: {
      fields: ['name', 'quantities'],
      populate: { materials: { fields: ['documentId'], populate: { surface: { fields: ['documentId'] }, product: { fields: ['documentId'] } } } },
    },
    schema: ownProject,
    token,
    notFound: 'null',
  });
  if (!project) return null;
  return { name: project.name, materials: await climateMaterials(locale, project.materials) };
}
