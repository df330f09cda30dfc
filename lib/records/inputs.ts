import * as z from 'zod/mini';
import { DOCUMENT_ID } from '@/lib/strapi/ids';
import { PLACEMENTS, PROJECT_STATUSES, QUANTITY_UNITS } from '@/lib/records/account';

/**
 * What the browser may send to the signed-in areas' route handlers. Messages are keys
 * each page's own errors namespace translates (Materials, Projects, Measurements).
 */
const documentId = z.string().check(z.regex(DOCUMENT_ID, 'invalid'));
const optionalNumber = (schema: z.ZodMiniNumber) => z.optional(z.union([schema, z.null()]));
/** Text of at most `max` characters, refused with the message key `message`. */
const text = (max: number, message: string) => z.string().check(z.maxLength(max, message));
/** A number from `min` to `max`; anything else (no number at all too) is refused with `message`. */
const between = (min: number, max: number, message: string) => z.number(message).check(z.gte(min, message), z.lte(max, message));

export const materialCreate = z
  .object({ surfaceId: z.optional(documentId), productId: z.optional(documentId), note: z.optional(text(1000, 'noteTooLong')) })
  .check(z.refine((m) => Boolean(m.surfaceId) !== Boolean(m.productId), { message: 'invalid' }));
export const materialUpdate = z.object({ note: text(1000, 'noteTooLong') });

const projectFields = {
  name: z.string().check(z.trim(), z.minLength(1, 'nameRequired'), z.maxLength(120, 'nameTooLong')),
  description: z.optional(text(2000, 'textTooLong')),
  location: z.optional(text(160, 'textTooLong')),
  status: z.optional(z.enum(PROJECT_STATUSES, 'invalid')),
};
/** A material's quantity in a project: as the cms bounds it, so a refusal is the site's own localized one. */
export const MOST_QUANTITY = 1_000_000;
const projectQuantity = z.object({
  material: documentId,
  quantity: z.number('quantityRange').check(z.gt(0, 'quantityRange'), z.lte(MOST_QUANTITY, 'quantityRange')),
  unit: z.enum(QUANTITY_UNITS, 'invalid'),
  placement: z.enum(PLACEMENTS, 'invalid'),
});
export const projectCreate = z.object(projectFields);
export const projectUpdate = z.partial(
  z.object({
    ...projectFields,
    materialIds: z.array(documentId).check(z.maxLength(200, 'invalid')),
    quantities: z.array(projectQuantity).check(
      z.maxLength(200, 'invalid'),
      z.refine((list) => new Set(list.map((q) => q.material)).size === list.length, 'invalid'),
    ),
  }),
);

const measurementFields = {
  surfaceId: documentId,
  projectId: z.optional(z.union([documentId, z.null()])),
  L: between(0, 100, 'lRange'),
  a: between(-128, 127, 'abRange'),
  b: between(-128, 127, 'abRange'),
  gloss: optionalNumber(between(0, 2000, 'glossRange')),
  lrv: optionalNumber(between(0, 100, 'lrvRange')),
  instrument: z.optional(text(120, 'textTooLong')),
  note: z.optional(text(1000, 'noteTooLong')),
  // A minute of slack for clocks that disagree.
  measuredAt: z.iso
    .datetime({ offset: true, error: 'dateInvalid' })
    .check(z.refine((value) => new Date(value).getTime() <= Date.now() + 60_000, 'dateInFuture')),
};
export const measurementCreate = z.object(measurementFields);
export const measurementUpdate = z.partial(z.object(measurementFields));

export type MeasurementInput = z.infer<typeof measurementCreate>;

/** What PATCH /api/projects/{id} accepts; materialIds is always the board's complete new list. */
export type ProjectPatch = z.infer<typeof projectUpdate>;
/** A project as its form sends it: every field, the empty ones as ''. */
export type ProjectInput = Required<Omit<ProjectPatch, 'materialIds' | 'quantities'>>;
