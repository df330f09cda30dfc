import type { Lab } from './ciede2000';

/** sRGB's transfer function from linear light to an encoded channel, both 0–1. */
export function encodeSrgb(linear: number): number;
export function hexToXyz(hex: string): { X: number; Y: number; Z: number };
export function hexToLab(hex: string): Lab;
export function luminance(L: number): number;
export function labToLinearRgb(L: number, a: number, b: number): [number, number, number];
export function labToHex(L: number, a: number, b: number): string;
export const HEX: RegExp;
