/**
 * What architects look at, as the cms counts it (cms/src/api/surface-week-count) and the
 * producers' desk shows it: per surface and ISO week, how often it was viewed, saved,
 * compared and ordered as a sample. A count below the cms's threshold arrives as null and is
 * shown as "fewer than 5": the exact small number never leaves the cms.
 */

export const FIGURE_KINDS = ['view', 'save', 'compare', 'order'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** What the surface pages' and comparisons' beacons count; saves and orders the cms counts itself. */
export const BEACON_KINDS = ['view', 'compare'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];
/** A comparison holds at most four surfaces, a page view one. */
export const BEACON_MAX_SURFACES = 4;

/** A week's counts by kind; null is a count below the threshold (zero included). */
export type WeekFigures = { week: string } & Record<FigureKind, number | null>;

export interface SurfaceFigures {
  id: string;
  name: string | null;
  articleNumber: string | null;
  /** Oldest first, one entry for each week of the period. */
  weeks: WeekFigures[];
}

export interface FiguresPage {
  surfaces: SurfaceFigures[];
  /** The period's ISO weeks (`2026-W48`), oldest first. */
  weeks: string[];
  /** The smallest count the cms sends. */
  shownFrom: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** How many of the account's surfaces were counted in the period, on every page. */
  total: number;
}

/** The week number of `2026-W48`, for labels. */
export const weekNumber = (week: string) => Number(week.slice(week.indexOf('W') + 1));
