/**
 * The bounds the product list's "at most … kg CO₂e/m² (A1–A3)" takes, shared by the site's
 * normaliser and the cms's filter: a few steps, so the lists visitors can ask for stay few
 * (docs/decisions/037).
 */
export const CARBON_STEPS = [1, 2, 3, 5, 7, 10, 15, 20, 30, 50];
