/**
 * Remembers for a moment that the cms could not be reached, so that during an outage
 * every further call fails at once instead of waiting for its own timeout: pages keep
 * answering quickly, and the cms is tried again as soon as the moment has passed.
 * This is state about the backend, shared by all visitors, never about a visitor.
 */
const OUTAGE_MS = 2_000;

let unreachableUntil = 0;

export const outage = {
  active: (now = Date.now()) => now < unreachableUntil,
  begin: (now = Date.now()) => {
    unreachableUntil = now + OUTAGE_MS;
  },
  end: () => {
    unreachableUntil = 0;
  },
  durationMs: OUTAGE_MS,
};
