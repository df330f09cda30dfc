import { SaveMaterial } from '@/features/materials/SaveMaterial';
import { surfacePicks } from '@/features/picks/SurfacePicks';

/**
 * What a visitor can do on a catalogue page, for the catalogue components' slots: the
 * components stay feature-free, and the site's and the producer layout's pages fill them alike
 * (inside a PicksProvider, which the pick buttons take their messages from).
 */
export const productActions = (product: { id: string }) => <SaveMaterial productId={product.id} />;

export const surfaceActions = (surface: { id: string; name: string; hex: string | null }) => (
  <>
    <SaveMaterial surfaceId={surface.id} />
    {surfacePicks(surface)}
  </>
);
