export function residentMemory(groups: number[]): Record<number, { residentMb: number; peakMb: number }> | null;
export function cpuSeconds(groups: number[]): ({ machine: number } & Record<number, number>) | null;
export function loadAverage(): number[] | null;
