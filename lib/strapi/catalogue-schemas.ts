import { z } from 'zod';
import { decimalSchema, labOf, mediaSchema, productCardSchema, richTextSchema } from './schemas';

/** zod schemas for products, surfaces and producers, reshaped into the site's types. */

export const CATEGORIES = ['flooring', 'wall-panels', 'tiles', 'laminates', 'paints'] as const;
export type Category = (typeof CATEGORIES)[number];

// Mirrors the cms's surface.colourFamily enumeration (cms/src/colour/family.js).
export const COLOUR_FAMILIES = ['white', 'grey', 'black', 'beige', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const FINISHES = ['matt', 'satin', 'gloss', 'structured'] as const;

const decimal = decimalSchema;

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

export const surfaceChipSchema = z
  .object({
    documentId: z.string(),
    name: z.string(),
    articleNumber: z.string(),
    hex: z.string().nullish(),
    swatch: mediaSchema.nullish(),
  })
  .transform((s) => ({ id: s.documentId, name: s.name, articleNumber: s.articleNumber, hex: s.hex ?? null, swatch: s.swatch ?? null }));
export type SurfaceChip = z.infer<typeof surfaceChipSchema>;

export const paginationSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export const productListSchema = z
  .object({ data: z.array(productCardSchema), meta: z.object({ pagination: paginationSchema }) })
  .transform(({ data, meta }) => ({ products: data, pagination: meta.pagination }));
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
    product: z
      .object({
        documentId: z.string(),
        name: z.string(),
        category: z.enum(CATEGORIES),
        producer: producerRefSchema.nullish(),
        surfaces: z.array(surfaceChipSchema).nullish(),
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
    product: s.product
      ? {
          id: s.product.documentId,
          name: s.product.name,
          category: s.product.category,
          producer: s.product.producer ?? null,
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

export const producerOptionsSchema = z.object({ data: z.array(z.object({ name: z.string(), slug: z.string() })) }).transform(({ data }) => data);
