import type { SurfaceRef } from '@/lib/records/account';

/** A surface as the signed-in areas' answers carry it: nothing declared unless the test says. */
export const surfaceRef = (fields: Pick<SurfaceRef, 'id' | 'name' | 'articleNumber'> & Partial<SurfaceRef>): SurfaceRef => ({
  hex: null,
  declared: null,
  gloss: null,
  lrv: null,
  swatchUrl: null,
  productId: null,
  productName: null,
  producerName: null,
  ...fields,
});
