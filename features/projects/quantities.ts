import type { ProjectQuantity } from '@/lib/records/account';

/** The project's quantities with one material's set anew (or taken out with null), in the board's order. */
export function withQuantity(list: readonly ProjectQuantity[], material: string, entry: Omit<ProjectQuantity, 'material'> | null): ProjectQuantity[] {
  const others = list.filter((q) => q.material !== material);
  return entry ? [...others, { material, ...entry }] : others;
}
