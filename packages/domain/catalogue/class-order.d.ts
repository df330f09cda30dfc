export type Fire = { floor: boolean; letter: number; smoke: number; droplets: number };

export function fireParts(value: string): Fire | null;
export function meetsFire(offered: string | null | undefined, required: string | null | undefined): boolean;
export function meetsSlip(offered: string | null | undefined, required: string | null | undefined): boolean;
export function meetsUse(offered: number | null | undefined, required: number | null | undefined): boolean;
