import { z } from 'zod';
import { DOCUMENT_ID } from '@/lib/strapi/ids';
import { PLACEMENTS, PROJECT_STATUSES, QUANTITY_UNITS } from '@/lib/records/account';

/**
 * What the browser may send to the signed-in areas' route handlers. Messages are keys
 * each page's own errors namespace translates (Materials, Projects, Measurements).
 */
const documentId = z.string().regex(DOCUMENT_ID, 'invalid');
const optionalNumber = (schema: z.ZodNumber) => z.union([schema, z.null()]).optional();

export const materialCreate = z
  .object({ surfaceId: documentId.optional(), productId: documentId.optional(), note: z.string().max(1000, 'noteTooLong').optional() })
  .refine((m) => Boolean(m.surfaceId) !== Boolean(m.productId), { message: 'invalid' });
export const materialUpdate = z.object({ note: z.string().max(1000, 'noteTooLong') });

const projectFields = {
  name: z.string().trim().min(1, 'nameRequired').max(120, 'nameTooLong'),
  description: z.string().max(2000, 'textTooLong').optional(),
  location: z.string().max(160, 'textTooLong').optional(),
  status: z.enum(PROJECT_STATUSES, 'invalid').optional(),
};
/** A material's quantity in a project: as the cms bounds it, so a refusal is the site's own localized one. */
export const MOST_QUANTITY = 1_000_000;
const projectQuantity = z.object({
  material: documentId,
  quantity: z.number('quantityRange').gt(0, 'quantityRange').max(MOST_QUANTITY, 'quantityRange'),
  unit: z.enum(QUANTITY_UNITS, 'invalid'),
  placement: z.enum(PLACEMENTS, 'invalid'),
});
export const projectCreate = z.object(projectFields);
export const projectUpdate = z
  .object({
    ...projectFields,
    materialIds: z.array(documentId).max(200, 'invalid'),
    quantities: z
      .array(projectQuantity)
      .max(200, 'invalid')
      .refine((list) => new Set(list.map((q) => q.material)).size === list.length, 'invalid'),
  })
  .partial();

const measurementFields = {
  surfaceId: documentId,
  projectId: z.union([documentId, z.null()]).optional(),
  L: z.number('lRange').min(0, 'lRange').max(100, 'lRange'),
  a: z.number('abRange').min(-128, 'abRange').max(127, 'abRange'),
  b: z.number('abRange').min(-128, 'abRange').max(127, 'abRange'),
  gloss: optionalNumber(z.number('glossRange').min(0, 'glossRange').max(2000, 'glossRange')),
  lrv: optionalNumber(z.number('lrvRange').min(0, 'lrvRange').max(100, 'lrvRange')),
  instrument: z.string().max(120, 'textTooLong').optional(),
  note: z.string().max(1000, 'noteTooLong').optional(),
  // A minute of slack for clocks that disagree.
  measuredAt: z.iso.datetime({ offset: true, error: 'dateInvalid' }).refine((value) => new Date(value).getTime() <= Date.now() + 60_000, 'dateInFuture'),
};
export const measurementCreate = z.object(measurementFields);
export const measurementUpdate = z.object(measurementFields).partial();

export type MeasurementInput = z.infer<typeof measurementCreate>;

/** What PATCH /api/projects/{id} accepts; materialIds is always the board's complete new list. */
export type ProjectPatch = z.infer<typeof projectUpdate>;
/** A project as its form sends it: every field, the empty ones as ''. */
export type ProjectInput = Required<Omit<ProjectPatch, 'materialIds' | 'quantities'>>;
