import { PickButtons } from './PickButtons';

/**
 * "Compare" and "Order a sample" for one surface, as the catalogue's slots take them
 * (`surfaceActions`); the page puts a PicksProvider around the part they stand in.
 */
export const surfacePicks = (surface: { id: string; name: string; hex: string | null }) => (
  <PickButtons surfaceId={surface.id} name={surface.name} hex={surface.hex} />
);
