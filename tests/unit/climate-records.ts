import type { Declaration } from '@/lib/climate/figures';

/** Every module but A1–A3 not declared. */
export const NOT_DECLARED = { A4: null, A5: null, C1: null, C2: null, C3: null, C4: null, D: null };

/** An EN 15804+A2 EPD per m² declaring nothing, with the given fields instead. */
export const epd = (overrides: Partial<Declaration>): Declaration => ({
  registrationNumber: 'S-P-00001',
  programmeOperator: 'EPD International',
  standard: 'EN 15804+A2',
  issuedOn: '2024-01-01',
  validUntil: '2029-01-01',
  declaredUnit: 'm2',
  grammage: null,
  thickness: null,
  density: null,
  areaPerPiece: null,
  gwpIndicator: 'GWP-GHG',
  gwp: { A1A3: null, ...NOT_DECLARED },
  ...overrides,
});
