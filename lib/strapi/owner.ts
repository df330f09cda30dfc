import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { materialAnswer, materialList, measurementAnswer, measurementList, projectAnswer, projectList } from './owner-schemas';

/**
 * The signed-in areas, always with the user's own token: the cms keeps every user to
 * their own records (owner-only controllers), the site never sends a user id.
 */

const surfacePopulate = {
  fields: ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'],
  populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
};
const materialPopulate = {
  surface: surfacePopulate,
  product: { fields: ['name'], populate: { images: true, producer: { fields: ['name'] } } },
};
const measurementPopulate = { surface: surfacePopulate, project: { fields: ['name'] } };
const projectPopulate = { materials: { fields: ['documentId'] } };
// Names of surfaces and products come in the visitor's language.
const inLocale = (locale: Locale) => ({ locale });

const remove = (path: string, token: string) => strapiFetch({ path, method: 'DELETE', schema: z.unknown(), token });

export const materials = {
  list: (token: string, locale: Locale) =>
    strapiFetch({
      path: '/materials',
      query: { populate: materialPopulate, sort: ['createdAt:desc'], pagination: { pageSize: 100 }, ...inLocale(locale) },
      schema: materialList,
      token,
    }),
  create: (token: string, locale: Locale, data: { surface?: string; product?: string; note?: string }) =>
    strapiFetch({ path: '/materials', method: 'POST', body: { data }, query: { populate: materialPopulate, ...inLocale(locale) }, schema: materialAnswer, token }),
  update: (token: string, locale: Locale, id: string, data: { note: string }) =>
    strapiFetch({ path: `/materials/${id}`, method: 'PUT', body: { data }, query: { populate: materialPopulate, ...inLocale(locale) }, schema: materialAnswer, token }),
  remove: (token: string, id: string) => remove(`/materials/${id}`, token),
};

export const projects = {
  list: (token: string) =>
    strapiFetch({
      path: '/projects',
      query: { populate: projectPopulate, sort: ['updatedAt:desc'], pagination: { pageSize: 100 } },
      schema: projectList,
      token,
    }),
  create: (token: string, data: Record<string, unknown>) =>
    strapiFetch({ path: '/projects', method: 'POST', body: { data }, query: { populate: projectPopulate }, schema: projectAnswer, token }),
  update: (token: string, id: string, data: Record<string, unknown>) =>
    strapiFetch({ path: `/projects/${id}`, method: 'PUT', body: { data }, query: { populate: projectPopulate }, schema: projectAnswer, token }),
  remove: (token: string, id: string) => remove(`/projects/${id}`, token),
};

export const measurements = {
  list: (token: string, locale: Locale, filter: { project?: string; surface?: string }) =>
    strapiFetch({
      path: '/measurements',
      query: {
        populate: measurementPopulate,
        sort: ['measuredAt:desc', 'createdAt:desc'],
        pagination: { pageSize: 100 },
        filters: {
          ...(filter.project && { project: { documentId: { $eq: filter.project } } }),
          ...(filter.surface && { surface: { documentId: { $eq: filter.surface } } }),
        },
        ...inLocale(locale),
      },
      schema: measurementList,
      token,
    }),
  create: (token: string, locale: Locale, data: Record<string, unknown>) =>
    strapiFetch({ path: '/measurements', method: 'POST', body: { data }, query: { populate: measurementPopulate, ...inLocale(locale) }, schema: measurementAnswer, token }),
  update: (token: string, locale: Locale, id: string, data: Record<string, unknown>) =>
    strapiFetch({ path: `/measurements/${id}`, method: 'PUT', body: { data }, query: { populate: measurementPopulate, ...inLocale(locale) }, schema: measurementAnswer, token }),
  remove: (token: string, id: string) => remove(`/measurements/${id}`, token),
};
