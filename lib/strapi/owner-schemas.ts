import { z } from 'zod';
import { projectQuantity, type Material, type Measurement, type Project, type SurfaceRef } from '@/lib/records/account';
import { PROJECT_STATUSES } from '@/lib/records/account';
import { decimalSchema, labOf, mediaSchema } from './schemas';

/** The signed-in areas' records, reshaped into the site's own (lib/records/account.ts: plain ids, no Strapi naming). */

const decimal = decimalSchema;

/** A surface as the signed-in areas show it: names, declared values, swatch, product. */
export const surfaceRef = z
  .object({
    documentId: z.string(),
    name: z.string(),
    articleNumber: z.string(),
    hex: z.string().nullish(),
    labL: decimal,
    labA: decimal,
    labB: decimal,
    gloss: decimal,
    lrv: decimal,
    swatch: mediaSchema.nullish(),
    product: z.object({ documentId: z.string(), name: z.string(), producer: z.object({ name: z.string() }).nullish() }).nullish(),
  })
  .transform((s): SurfaceRef => ({
    id: s.documentId,
    name: s.name,
    articleNumber: s.articleNumber,
    hex: s.hex ?? null,
    declared: labOf(s.labL, s.labA, s.labB),
    gloss: s.gloss,
    lrv: s.lrv,
    swatchUrl: s.swatch?.url ?? null,
    productId: s.product?.documentId ?? null,
    productName: s.product?.name ?? null,
    producerName: s.product?.producer?.name ?? null,
  }));

const productRef = z
  .object({
    documentId: z.string(),
    name: z.string(),
    images: z.array(mediaSchema).nullish(),
    producer: z.object({ name: z.string() }).nullish(),
  })
  .transform((p) => ({ id: p.documentId, name: p.name, imageUrl: p.images?.[0]?.url ?? null, producerName: p.producer?.name ?? null }));

export const materialSchema = z
  .object({
    documentId: z.string(),
    note: z.string().nullish(),
    createdAt: z.string(),
    surface: surfaceRef.nullish(),
    product: productRef.nullish(),
  })
  .transform((m): Material => ({ id: m.documentId, note: m.note ?? '', createdAt: m.createdAt, surface: m.surface ?? null, product: m.product ?? null }));

export const projectSchema = z
  .object({
    documentId: z.string(),
    name: z.string(),
    description: z.string().nullish(),
    location: z.string().nullish(),
    status: z.enum(PROJECT_STATUSES),
    updatedAt: z.string(),
    materials: z.array(z.object({ documentId: z.string() })).nullish(),
    // Entries the cms once accepted but the site no longer reads are dropped, not fatal.
    quantities: z.array(z.unknown()).nullish(),
  })
  .transform((p): Project => ({
    id: p.documentId,
    name: p.name,
    description: p.description ?? '',
    location: p.location ?? '',
    status: p.status,
    updatedAt: p.updatedAt,
    materialIds: (p.materials ?? []).map((m) => m.documentId),
    quantities: (p.quantities ?? []).flatMap((q) => {
      const parsed = projectQuantity.safeParse(q);
      return parsed.success ? [parsed.data] : [];
    }),
  }));

export const measurementSchema = z
  .object({
    documentId: z.string(),
    labL: decimal,
    labA: decimal,
    labB: decimal,
    gloss: decimal,
    lrv: decimal,
    instrument: z.string().nullish(),
    note: z.string().nullish(),
    measuredAt: z.string(),
    surface: surfaceRef.nullish(),
    project: z.object({ documentId: z.string(), name: z.string() }).nullish(),
  })
  .transform((m): Measurement => ({
    id: m.documentId,
    measured: { L: m.labL ?? 0, a: m.labA ?? 0, b: m.labB ?? 0 },
    gloss: m.gloss,
    lrv: m.lrv,
    instrument: m.instrument ?? '',
    note: m.note ?? '',
    measuredAt: m.measuredAt,
    surface: m.surface ?? null,
    project: m.project ? { id: m.project.documentId, name: m.project.name } : null,
  }));

// Strapi wraps every answer in { data }.
export const materialAnswer = z.object({ data: materialSchema }).transform((a) => a.data);
export const materialList = z.object({ data: z.array(materialSchema) }).transform((a) => a.data);
export const projectAnswer = z.object({ data: projectSchema }).transform((a) => a.data);
export const projectList = z.object({ data: z.array(projectSchema) }).transform((a) => a.data);
export const measurementAnswer = z.object({ data: measurementSchema }).transform((a) => a.data);
export const measurementList = z.object({ data: z.array(measurementSchema) }).transform((a) => a.data);
