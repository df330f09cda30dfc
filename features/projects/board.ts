import type { Material, Project } from '@/lib/records/account';

/** A saved material as the board shows it: a swatch image or colour chip and its names. */
export interface Swatch {
  id: string;
  name: string;
  /** Article number of a surface; products have none. */
  code: string | null;
  /** Product and producer, as far as they are known. */
  context: string;
  imageUrl: string | null;
  hex: string | null;
  href: string | null;
}

export function swatchOf(material: Material): Swatch | null {
  const { surface, product } = material;
  if (surface) {
    return {
      id: material.id,
      name: surface.name,
      code: surface.articleNumber || null,
      context: join(surface.productName, surface.producerName),
      imageUrl: surface.swatchUrl,
      hex: surface.hex,
      href: `/surfaces/${surface.id}`,
    };
  }
  if (product) {
    return {
      id: material.id,
      name: product.name,
      code: null,
      context: join(product.producerName),
      imageUrl: product.imageUrl,
      hex: null,
      href: `/products/${product.id}`,
    };
  }
  // The surface or product was removed from the catalogue; the saved material remains.
  return null;
}

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/**
 * A project's board: its materials in the order they were added (ids the user's list does
 * not know, e.g. a removed surface, stay on the board as `missing` so they can be removed),
 * and the saved materials that could still be added.
 */
export function boardOf(project: Pick<Project, 'materialIds'>, materials: readonly Material[]) {
  const byId = new Map(materials.map((m) => [m.id, m]));
  const onBoard = project.materialIds.map((id) => {
    const material = byId.get(id);
    return { id, swatch: material ? swatchOf(material) : null };
  });
  const addable = materials
    .filter((m) => !project.materialIds.includes(m.id))
    .map(swatchOf)
    .filter((s): s is Swatch => s !== null);
  return { onBoard, addable };
}

/** The words a select option shows for a swatch: name, article number, product and producer. */
export function optionLabel(swatch: Swatch) {
  return [swatch.code ? `${swatch.name} (${swatch.code})` : swatch.name, swatch.context].filter(Boolean).join(' – ');
}
