import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { localizedNames } from './localized-names';
import { materialAnswer, materialList, measurementAnswer, measurementList, projectAnswer, projectList } from './owner-schemas';
import type { Material, MaterialWrite, Measurement, MeasurementWrite, ProjectWrite, SurfaceRef } from '@/lib/records/account';

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
type Names = Awaited<ReturnType<typeof localizedNames>>;
const renameSurface = (surface: SurfaceRef | null, names: Names) => {
  const localized = surface && names.surface.get(surface.id);
  return surface && localized ? { ...surface, name: localized.name, productName: localized.productName ?? surface.productName } : surface;
};

/** Names of the linked surfaces and products in the visitor's language. */
async function localizeMaterials(list: Material[], locale: Locale): Promise<Material[]> {
  const names = await localizedNames(
    locale,
    list.flatMap((m) => (m.surface ? [m.surface.id] : [])),
    list.flatMap((m) => (m.product ? [m.product.id] : [])),
  );
  return list.map((m) => ({
    ...m,
    surface: renameSurface(m.surface, names),
    product: m.product ? { ...m.product, name: names.product.get(m.product.id) ?? m.product.name } : null,
  }));
}

async function localizeMeasurements(list: Measurement[], locale: Locale): Promise<Measurement[]> {
  const names = await localizedNames(
    locale,
    list.flatMap((m) => (m.surface ? [m.surface.id] : [])),
    [],
  );
  return list.map((m) => ({ ...m, surface: renameSurface(m.surface, names) }));
}

/** Strapi's field names for what the site writes; a field left out stays out. */
const defined = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const materialData = (m: MaterialWrite) => defined({ surface: m.surfaceId, product: m.productId, note: m.note });

const projectData = (p: ProjectWrite) =>
  defined({
    name: p.name,
    description: p.description,
    location: p.location,
    status: p.status,
    materials: p.materialIds && { set: p.materialIds },
    quantities: p.quantities,
  });

const measurementData = (m: MeasurementWrite) =>
  defined({
    surface: m.surfaceId,
    project: m.projectId,
    labL: m.measured?.L,
    labA: m.measured?.a,
    labB: m.measured?.b,
    gloss: m.gloss,
    lrv: m.lrv,
    instrument: m.instrument,
    note: m.note,
    measuredAt: m.measuredAt,
  });

const remove = (path: string, token: string) => strapiFetch({ path, method: 'DELETE', schema: z.unknown(), token });

export const materials = {
  list: async (token: string, locale: Locale) =>
    localizeMaterials(
      await strapiFetch({
        path: '/materials',
        query: { populate: materialPopulate, sort: ['createdAt:desc'], pagination: { pageSize: 100 } },
        schema: materialList,
        token,
      }),
      locale,
    ),
  create: async (token: string, locale: Locale, material: MaterialWrite) => {
    const created = await strapiFetch({
      path: '/materials',
      method: 'POST',
      body: { data: materialData(material) },
      query: { populate: materialPopulate },
      schema: materialAnswer,
      token,
    });
    return (await localizeMaterials([created], locale))[0]!;
  },
  update: async (token: string, locale: Locale, id: string, change: Pick<MaterialWrite, 'note'>) => {
    const material = await strapiFetch({
      path: `/materials/${id}`,
      method: 'PUT',
      body: { data: materialData(change) },
      query: { populate: materialPopulate },
      schema: materialAnswer,
      token,
    });
    return (await localizeMaterials([material], locale))[0]!;
  },
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
  create: (token: string, project: ProjectWrite & Required<Pick<ProjectWrite, 'name' | 'status'>>) =>
    strapiFetch({
      path: '/projects',
      method: 'POST',
      body: { data: projectData(project) },
      query: { populate: projectPopulate },
      schema: projectAnswer,
      token,
    }),
  update: (token: string, id: string, change: ProjectWrite) =>
    strapiFetch({
      path: `/projects/${id}`,
      method: 'PUT',
      body: { data: projectData(change) },
      query: { populate: projectPopulate },
      schema: projectAnswer,
      token,
    }),
  remove: (token: string, id: string) => remove(`/projects/${id}`, token),
};

export const measurements = {
  list: async (token: string, locale: Locale, filter: { project?: string; surface?: string }) =>
    localizeMeasurements(
      await strapiFetch({
        path: '/measurements',
        query: {
          populate: measurementPopulate,
          sort: ['measuredAt:desc', 'createdAt:desc'],
          pagination: { pageSize: 100 },
          filters: {
            ...(filter.project && { project: { documentId: { $eq: filter.project } } }),
            ...(filter.surface && { surface: { documentId: { $eq: filter.surface } } }),
          },
        },
        schema: measurementList,
        token,
      }),
      locale,
    ),
  create: async (token: string, locale: Locale, measurement: MeasurementWrite) => {
    const created = await strapiFetch({
      path: '/measurements',
      method: 'POST',
      body: { data: measurementData(measurement) },
      query: { populate: measurementPopulate },
      schema: measurementAnswer,
      token,
    });
    return (await localizeMeasurements([created], locale))[0]!;
  },
  update: async (token: string, locale: Locale, id: string, change: MeasurementWrite) => {
    const measurement = await strapiFetch({
      path: `/measurements/${id}`,
      method: 'PUT',
      body: { data: measurementData(change) },
      query: { populate: measurementPopulate },
      schema: measurementAnswer,
      token,
    });
    return (await localizeMeasurements([measurement], locale))[0]!;
  },
  remove: (token: string, id: string) => remove(`/measurements/${id}`, token),
};
