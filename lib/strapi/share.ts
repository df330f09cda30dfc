import 'server-only';
import { z } from 'zod';
import { omit } from 'zod/mini';
import { PROJECT_STATUSES, projectQuantity, type Material, type ProjectQuantity, type ProjectStatus, type ShareLink } from '@/lib/records/account';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { localizedNames } from './localized-names';
import { surfaceRef } from './owner-schemas';
import { mediaSchema } from './schemas';

/**
 * Share links: created, listed and revoked with the owner's token (the cms keeps each user
 * to their own links and projects), and the shared view read by token with the site's own.
 */

/** The cms's tokens: 32 random bytes, base64url. Anything else is not worth a request. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isShareToken = (value: unknown): value is string => typeof value === 'string' && SHARE_TOKEN.test(value);

const linkSchema = z
  .object({
    documentId: z.string(),
    token: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullish(),
    revokedAt: z.string().nullish(),
    project: z.object({ documentId: z.string() }).nullish(),
  })
  .transform((l): ShareLink => ({
    id: l.documentId,
    token: l.token,
    projectId: l.project?.documentId ?? '',
    createdAt: l.createdAt,
    expiresAt: l.expiresAt ?? null,
    revokedAt: l.revokedAt ?? null,
  }));
const linkAnswer = z.object({ data: linkSchema }).transform((a) => a.data);
const linkList = z.object({ data: z.array(linkSchema) }).transform((a) => a.data);

/** A shared surface carries its NCS too: the shared page shows its colour as the surface page does. */
export type SharedSurface = NonNullable<Material['surface']> & { ncs: string | null };
export type SharedMaterial = Pick<Material, 'product' | 'note'> & { surface: SharedSurface | null; quantity: Omit<ProjectQuantity, 'material'> | null };
export interface SharedProject {
  name: string;
  description: string;
  location: string;
  status: ProjectStatus;
  materials: SharedMaterial[];
}

const sharedProduct = z
  .object({ documentId: z.string(), name: z.string(), images: z.array(mediaSchema).nullish(), producer: z.object({ name: z.string() }).nullish() })
  .transform((p) => ({ id: p.documentId, name: p.name, imageUrl: p.images?.[0]?.url ?? null, producerName: p.producer?.name ?? null }));

const sharedSurface = z
  .object({ ncs: z.string().nullish() })
  .and(surfaceRef)
  .transform((surface): SharedSurface => ({ ...surface, ncs: surface.ncs ?? null }));

const sharedAnswer = z
  .object({
    data: z.object({
      name: z.string(),
      description: z.string().nullish(),
      location: z.string().nullish(),
      status: z.enum(PROJECT_STATUSES),
      materials: z.array(
        z.object({
          surface: sharedSurface.nullish(),
          product: sharedProduct.nullish(),
          note: z.string().nullish(),
          // A quantity the site no longer reads is left out, not fatal.
          quantity: z.unknown().transform((q) => omit(projectQuantity, { material: true }).safeParse(q).data ?? null),
        }),
      ),
    }),
  })
  .transform(({ data }): SharedProject => ({
    name: data.name,
    description: data.description ?? '',
    location: data.location ?? '',
    status: data.status,
    materials: data.materials
      .map((m) => ({ surface: m.surface ?? null, product: m.product ?? null, note: m.note ?? '', quantity: m.quantity }))
      .filter((m) => m.surface || m.product),
  }));

const linkPopulate = { project: { fields: ['documentId'] } };

export const shareLinks = {
  /** A project's links that are not revoked (expired ones too: the owner sees that they have). */
  list: (token: string, projectId: string) =>
    strapiFetch({
      path: '/share-links',
      query: {
        filters: { project: { documentId: { $eq: projectId } }, revokedAt: { $null: true } },
        populate: linkPopulate,
        sort: ['createdAt:desc'],
        pagination: { pageSize: 100 },
      },
      schema: linkList,
      token,
    }),
  create: (token: string, projectId: string, expiresAt: string | null) =>
    strapiFetch({ path: '/share-links', method: 'POST', body: { data: { project: projectId, ...(expiresAt && { expiresAt }) } }, schema: linkAnswer, token }),
  revoke: (token: string, id: string) => strapiFetch({ path: `/share-links/${id}/revoke`, method: 'POST', schema: linkAnswer, token }),
};

/**
 * A shared project by its token, or null for an unknown, revoked or expired one. Never
 * cached (no tags): a revoked link stops working with the next request.
 */
export async function getSharedProject(token: string, locale: Locale): Promise<SharedProject | null> {
  if (!isShareToken(token)) return null;
  const project = await strapiFetch({ path: `/shared-projects/${token}`, schema: sharedAnswer, notFound: 'null' });
  if (!project) return null;
  // The catalogue's names in the visitor's language, as on the owner's own pages.
  const names = await localizedNames(
    locale,
    project.materials.flatMap((m) => (m.surface ? [m.surface.id] : [])),
    project.materials.flatMap((m) => (m.product ? [m.product.id] : [])),
  );
  return {
    ...project,
    materials: project.materials.map(({ surface, product, note, quantity }) => {
      const localized = surface && names.surface.get(surface.id);
      return {
        note,
        quantity,
        surface: surface && localized ? { ...surface, name: localized.name, productName: localized.productName ?? surface.productName } : surface,
        product: product ? { ...product, name: names.product.get(product.id) ?? product.name } : null,
      };
    }),
  };
}
