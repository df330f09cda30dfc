export const E2E_CATALOGUE: { seed: string; producers: number; products: number; surfaces: number };
export const E2E_CATALOGUE_ARGS: string[];
