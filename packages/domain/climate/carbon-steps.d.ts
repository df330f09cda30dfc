export const CARBON_STEPS: readonly [1, 2, 3, 5, 7, 10, 15, 20, 30, 50];
