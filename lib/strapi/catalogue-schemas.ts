import { CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES, USE_CLASSES } from '@ytbanken/domain/catalogue/enums';
import { z } from 'zod';
import { declarationSchema } from './climate-schemas';
import { decimalSchema, labOf, mediaSchema, productCardSchema, richTextSchema } from './schemas';

/** zod schemas for products, surfaces and producers, reshaped into the site's types. */

// The cms's enumerations are written once, in the domain package.
export { CATEGORIES, COLOUR_FAMILIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES, USE_CLASSES };

export type Category = (typeof CATEGORIES)[number];

export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export type Finish = (typeof FINISHES)[number];

const decimal = decimalSchema;

/** Where a product may go, as a filter asks it: a product for both counts as either. */
export const PLACEMENTS = ['indoor', 'outdoor'] as const;
export type Placement = (typeof PLACEMENTS)[number];
export const PRICE_BANDS = [1, 2, 3, 4] as const;

/** What a product declares; each may be missing ("not declared"). */
const technicalFields = {
  fireClass: z.string().nullish(),
  slipResistance: z.enum(SLIP_CLASSES).nullish(),
  useClass: z.number().int().nullish(),
  thickness: decimalSchema,
  placement: z.enum(PLACEMENT_VALUES).nullish(),
  epd: z.object({ url: z.string(), name: z.string() }).nullish(),
  leadTimeDays: z.number().int().nullish(),
  priceBand: z.number().int().min(1).max(4).nullish(),
};
const technical = (p: { [K in keyof typeof technicalFields]?: z.infer<(typeof technicalFields)[K]> }) => ({
  fireClass: p.fireClass ?? null,
  slipResistance: p.slipResistance ?? null,
  useClass: p.useClass ?? null,
  thickness: p.thickness ?? null,
  placement: p.placement ?? null,
  epd: p.epd ? { url: p.epd.url, name: p.epd.name } : null,
  leadTimeDays: p.leadTimeDays ?? null,
  priceBand: p.priceBand ?? null,
});
export type TechnicalProperties = ReturnType<typeof technical>;
/** The fields and populate a query asks for to read a product's technical properties. */
export const TECHNICAL_FIELDS = ['fireClass', 'slipResistance', 'useClass', 'thickness', 'placement', 'leadTimeDays', 'priceBand'];

const fileSchema = z
  .object({ url: z.string(), name: z.string(), ext: z.string().nullish(), size: z.number().nullish(), mime: z.string().nullish() })
  .transform((f) => ({ url: f.url, name: f.name, ext: (f.ext ?? '').replace('.', '').toUpperCase(), sizeKb: f.size ?? null }));

export const producerRefSchema = z
  .object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string(),
    country: z.string().nullish(),
    brandColor: z.string().nullish(),
    logo: mediaSchema.nullish(),
  })
  .transform((p) => ({
    id: p.documentId,
    name: p.name,
    slug: p.slug,
    country: p.country ?? null,
    brandColor: p.brandColor ?? null,
    logo: p.logo ?? null,
  }));
export type ProducerRef = z.infer<typeof producerRefSchema>;

/**
 * A surface as a card shows it: name, article number, swatch, the values architects filter on
 * where declared (NCS and LRV of the surface; fire and slip class of its product), and its
 * product and producer where the answer carries them (the lists of surfaces apart from their
 * product: search, colour equivalents; cms/src/catalogue/surface-card.js).
 */
export const surfaceCardFields = {
  documentId: z.string(),
  name: z.string(),
  articleNumber: z.string(),
  hex: z.string().nullish(),
  swatch: mediaSchema.nullish(),
  ncs: z.string().nullish(),
  lrv: decimalSchema,
  product: z
    .object({
      name: z.string(),
      fireClass: z.string().nullish(),
      slipResistance: z.enum(SLIP_CLASSES).nullish(),
      producer: z.object({ name: z.string(), slug: z.string() }).nullish(),
    })
    .nullish(),
};
type SurfaceCardFields = z.infer<z.ZodObject<typeof surfaceCardFields>>;

export const surfaceCard = (s: SurfaceCardFields) => ({
  id: s.documentId,
  name: s.name,
  articleNumber: s.articleNumber,
  hex: s.hex ?? null,
  swatch: s.swatch ?? null,
  product: s.product ? { name: s.product.name, producer: s.product.producer ?? null } : null,
  facts: {
    ncs: s.ncs?.trim() || null,
    lrv: s.lrv,
    slipResistance: s.product?.slipResistance ?? null,
    fireClass: s.product?.fireClass?.trim() || null,
  },
});

export const surfaceChipSchema = z.object(surfaceCardFields).transform(surfaceCard);
export type SurfaceChip = z.infer<typeof surfaceChipSchema>;
export type SurfaceFacts = SurfaceChip['facts'];

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

const countsSchema = z.record(z.string(), z.number().int().min(0));
/** How many products each choice would give within the other filters (cms/src/catalogue/product-list.js). */
const facetsSchema = z.object({
  category: countsSchema,
  producer: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int().min(0) })),
  colour: countsSchema,
  finish: countsSchema,
  fire: countsSchema,
  slip: countsSchema,
  use: countsSchema,
  placement: countsSchema,
  epd: z.number().int().min(0),
  /** Per step of "at most … kg CO₂e/m²", the products at or under it; and those with a valid EPD. */
  carbon: countsSchema,
  validEpd: z.number().int().min(0),
});
export type Facets = z.infer<typeof facetsSchema>;

export const productListSchema = z
  .object({ data: z.array(productCardSchema), meta: z.object({ pagination: paginationSchema, facets: facetsSchema.optional() }) })
  .transform(({ data, meta }) => ({ products: data, pagination: meta.pagination, facets: meta.facets ?? null }));
export type ProductList = z.infer<typeof productListSchema>;

const productDetailData = z
  .object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string(),
    summary: z.string().nullish(),
    description: richTextSchema,
    category: z.enum(CATEGORIES),
    images: z.array(mediaSchema).nullish(),
    documents: z.array(fileSchema).nullish(),
    specifications: z.array(z.object({ id: z.number(), key: z.string(), value: z.string() })).nullish(),
    producer: producerRefSchema.nullish(),
    surfaces: z.array(surfaceChipSchema).nullish(),
    updatedAt: z.string(),
    declaration: declarationSchema.nullish(),
    ...technicalFields,
  })
  .transform((p) => ({
    id: p.documentId,
    name: p.name,
    slug: p.slug,
    summary: p.summary ?? '',
    description: p.description,
    category: p.category,
    images: p.images ?? [],
    documents: p.documents ?? [],
    specifications: p.specifications ?? [],
    producer: p.producer ?? null,
    surfaces: p.surfaces ?? [],
    updatedAt: p.updatedAt,
    properties: technical(p),
    declaration: p.declaration ?? null,
  }));
// One document, as the cms's findOne answers it (an unknown id is its 404).
export const productDetailSchema = z.object({ data: productDetailData }).transform(({ data }) => data);
export type ProductDetail = z.infer<typeof productDetailSchema>;

const surfaceDetailData = z
  .object({
    documentId: z.string(),
    name: z.string(),
    articleNumber: z.string(),
    hex: z.string().nullish(),
    ncs: z.string().nullish(),
    labL: decimal,
    labA: decimal,
    labB: decimal,
    gloss: decimal,
    lrv: decimal,
    finish: z.enum(FINISHES).nullish(),
    colourFamily: z.enum(COLOUR_FAMILIES).nullish(),
    swatch: mediaSchema.nullish(),
    declaration: declarationSchema.nullish(),
    product: z
      .object({
        documentId: z.string(),
        name: z.string(),
        category: z.enum(CATEGORIES),
        producer: producerRefSchema.nullish(),
        surfaces: z.array(surfaceChipSchema).nullish(),
        declaration: declarationSchema.nullish(),
        ...technicalFields,
      })
      .nullish(),
  })
  .transform((s) => ({
    id: s.documentId,
    name: s.name,
    articleNumber: s.articleNumber,
    hex: s.hex ?? null,
    ncs: s.ncs ?? null,
    lab: labOf(s.labL, s.labA, s.labB),
    gloss: s.gloss,
    lrv: s.lrv,
    finish: s.finish ?? null,
    colourFamily: s.colourFamily ?? null,
    swatch: s.swatch ?? null,
    // A surface's own EPD where it differs from its product's.
    declaration: s.declaration ?? s.product?.declaration ?? null,
    product: s.product
      ? {
          id: s.product.documentId,
          name: s.product.name,
          category: s.product.category,
          producer: s.product.producer ?? null,
          properties: technical(s.product),
          siblings: (s.product.surfaces ?? []).filter((sibling) => sibling.id !== s.documentId),
        }
      : null,
  }));
export const surfaceDetailSchema = z.object({ data: surfaceDetailData }).transform(({ data }) => data);
export type SurfaceDetail = z.infer<typeof surfaceDetailSchema>;

const producerData = z
  .object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string(),
    description: richTextSchema,
    logo: mediaSchema.nullish(),
    brandColor: z.string().nullish(),
    country: z.string().nullish(),
    website: z.string().nullish(),
  })
  .transform((p) => ({
    id: p.documentId,
    name: p.name,
    slug: p.slug,
    description: p.description,
    logo: p.logo ?? null,
    brandColor: p.brandColor ?? null,
    country: p.country ?? null,
    website: p.website ?? null,
  }));
export const producerListSchema = z.object({ data: z.array(producerData) }).transform(({ data }) => data);
export type Producer = z.infer<typeof producerListSchema>[number];
