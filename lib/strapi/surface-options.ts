import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { surfaceRef } from './owner-schemas';
import { TAGS } from './tags';

// The same shape as a measurement's surface, so a surface chosen from the catalogue can
// stand in for the cms's answer in an optimistic row.
const surfaceOptionList = z.object({ data: z.array(surfaceRef) }).transform((answer) => answer.data);

export const getSurfaceOptions = cache((locale: Locale) =>
  strapiFetch({
    path: '/surfaces',
    query: {
      locale,
      fields: ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'],
      populate: { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } },
      sort: ['articleNumber:asc'],
      pagination: { pageSize: 100 },
    },
    schema: surfaceOptionList,
    tags: [TAGS.surface, TAGS.product, TAGS.producer],
  }),
);
