import { PROJECT_STATUSES } from '@ytbanken/domain/projects/statuses';
import * as z from 'zod/mini';

/**
 * The signed-in areas' records as the site's route handlers answer them: the one source of
 * their shapes. They sit below the features because the cms adapter (lib/strapi/owner-schemas.ts)
 * reshapes Strapi's answers into these types; the browser parses every answer with these
 * schemas before it shows anything.
 */

export { PROJECT_STATUSES };
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** What a project's quantity counts: square metres, or the declared unit of the material's EPD (kg for a generic value). */
export const QUANTITY_UNITS = ['m2', 'declared'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];
export const PLACEMENTS = ['floor', 'wall', 'ceiling', 'facade'] as const;
export type Placement = (typeof PLACEMENTS)[number];

const lab = z.object({ L: z.number(), a: z.number(), b: z.number() });
export type Lab = z.infer<typeof lab>;

/** A surface as the signed-in areas show it: names, declared values, swatch, product. */
export const surfaceRecord = z.object({
  id: z.string(),
  name: z.string(),
  articleNumber: z.string(),
  hex: z.nullable(z.string()),
  declared: z.nullable(lab),
  gloss: z.nullable(z.number()),
  lrv: z.nullable(z.number()),
  swatchUrl: z.nullable(z.string()),
  productId: z.nullable(z.string()),
  productName: z.nullable(z.string()),
  producerName: z.nullable(z.string()),
});
export type SurfaceRef = z.infer<typeof surfaceRecord>;

export const materialRecord = z.object({
  id: z.string(),
  note: z.string(),
  createdAt: z.string(),
  surface: z.nullable(surfaceRecord),
  product: z.nullable(z.object({ id: z.string(), name: z.string(), imageUrl: z.nullable(z.string()), producerName: z.nullable(z.string()) })),
});
export type Material = z.infer<typeof materialRecord>;

/** How much of a material a project uses, in m² or its EPD's declared unit, and where. */
export const projectQuantity = z.object({
  material: z.string(),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  placement: z.enum(PLACEMENTS),
});
export type ProjectQuantity = z.infer<typeof projectQuantity>;

export const projectRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  status: z.enum(PROJECT_STATUSES),
  updatedAt: z.string(),
  materialIds: z.array(z.string()),
  quantities: z.array(projectQuantity),
});
export type Project = z.infer<typeof projectRecord>;

export const measurementRecord = z.object({
  id: z.string(),
  measured: lab,
  gloss: z.nullable(z.number()),
  lrv: z.nullable(z.number()),
  instrument: z.string(),
  note: z.string(),
  measuredAt: z.string(),
  surface: z.nullable(surfaceRecord),
  project: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type Measurement = z.infer<typeof measurementRecord>;

/** A read-only link to one project; its address is the token's /shared page. */
export const shareLinkRecord = z.object({
  id: z.string(),
  token: z.string(),
  projectId: z.string(),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ShareLink = z.infer<typeof shareLinkRecord>;

/**
 * What the cms adapter (lib/strapi/owner.ts) writes, named as the records above name it; only
 * the adapter knows what Strapi calls each field. Fields left out are left as they are.
 */
export interface MaterialWrite {
  /** A material is either a surface or a product. */
  surfaceId?: string;
  productId?: string;
  note?: string;
}
export interface ProjectWrite {
  name?: string;
  description?: string;
  location?: string;
  status?: ProjectStatus;
  /** The board's complete new list: it replaces the one the cms has. */
  materialIds?: string[];
  /** Every material's quantity: the complete new list. */
  quantities?: ProjectQuantity[];
}
export interface MeasurementWrite {
  surfaceId?: string;
  /** null takes the measurement out of its project. */
  projectId?: string | null;
  /** Only the given values change. */
  measured?: Partial<Lab>;
  gloss?: number | null;
  lrv?: number | null;
  instrument?: string;
  note?: string;
  measuredAt?: string;
}

/** An answer `{ [key]: record }` as the record alone. */
const unwrapped = <K extends string, S extends z.ZodMiniType>(key: K, record: S) =>
  z.pipe(
    z.object({ [key]: record } as Record<K, S>),
    z.transform((answer): z.output<S> => (answer as Record<K, z.output<S>>)[key]),
  );

/** Every answer of the route handlers under /api/materials, /api/projects and /api/measurements, unwrapped. */
export const answers = {
  materials: unwrapped('materials', z.array(materialRecord)),
  material: unwrapped('material', materialRecord),
  projects: unwrapped('projects', z.array(projectRecord)),
  project: unwrapped('project', projectRecord),
  measurements: unwrapped('measurements', z.array(measurementRecord)),
  measurement: unwrapped('measurement', measurementRecord),
  shareLinks: unwrapped('shareLinks', z.array(shareLinkRecord)),
  shareLink: unwrapped('shareLink', shareLinkRecord),
};
export type Answer<K extends keyof typeof answers> = z.input<(typeof answers)[K]>;
