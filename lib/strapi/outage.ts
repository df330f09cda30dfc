/**
 * Remembers for a moment that the cms could not be reached, so that during an outage
 * every further call fails at once instead of waiting for its own timeout: pages keep
 * answering quickly, and the cms is tried again as soon as the moment has passed.
 * This is state about the backend, shared by all visitors, never about a visitor. It
 * lives on globalThis because Next.js bundles the proxy, the pages and instrumentation.ts
 * separately: all of them must see the same outage.
 */
const OUTAGE_MS = 2_000;
/**
 * How long after the pause began a failed page still counts as the outage's (a 503): on a
 * busy machine the error page may take longer to render than the pause lasts.
 */
const RECENT_MS = 15_000;

const state = ((globalThis as { [key: symbol]: { unreachableUntil: number } })[Symbol.for('ytbanken.cms-outage')] ??= {
  unreachableUntil: 0,
});

export const outage = {
  active: (now = Date.now()) => now < state.unreachableUntil,
  /** The cms failed within RECENT_MS and has not answered since. */
  recent: (now = Date.now()) => state.unreachableUntil > 0 && now < state.unreachableUntil - OUTAGE_MS + RECENT_MS,
  begin: (now = Date.now()) => {
    state.unreachableUntil = now + OUTAGE_MS;
  },
  end: () => {
    state.unreachableUntil = 0;
  },
  durationMs: OUTAGE_MS,
};
