export type Fire = { floor: boolean; letter: number; smoke: number; droplets: number };

export function fireParts(value: string): Fire | null;
export function meetsFire(offered: string | null | undefined, required: string | null | undefined): boolean;
export const SLIP_CLASSES: readonly ['R9', 'R10', 'R11', 'R12', 'R13'];
export function meetsSlip(offered: string | null | undefined, required: string | null | undefined): boolean;
export function meetsUse(offered: number | null | undefined, required: number | null | undefined): boolean;
