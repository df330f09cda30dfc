export const EPD_STANDARDS: readonly ['EN 15804+A2', 'EN 15804+A1'];
export const DECLARED_UNITS: readonly ['m2', 'kg', 'm3', 'piece'];
export const GWP_INDICATORS: readonly ['GWP-GHG', 'GWP-total', 'GWP'];
