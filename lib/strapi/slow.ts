import { CMS_BUSY, StrapiError } from './errors';

/**
 * Slow is not down (docs/decisions/026-slow-is-not-down.md). The cms is down when it cannot
 * be reached: a connection refused or reset, or a request that times out while no other
 * request has had an answer over the network since it began. A request that times out while
 * others are being answered met a slow question, not a dead cms: it fails alone.
 *
 * Searches are slow by nature (a substring scan over the catalogue) and chosen freely by
 * visitors, so they have limits of their own: at most CMS_SEARCH_CONCURRENCY at a time per
 * process (2 by default), a short queue, CMS_SEARCH_TIMEOUT_MS for a place and as much again
 * for the answer. A search that cannot be answered within those is "busy, try again" and
 * never an outage; its questions keep their slot until the cms has answered them.
 */

/** Kinds of cms request with limits of their own; everything else is an ordinary read. */
export type RequestKind = 'search';

/** "Busy, try again": the cms is up, but this kind of question cannot be answered now. */
export function cmsBusy(message: string): StrapiError {
  return new StrapiError({ status: 503, name: CMS_BUSY, message });
}

/**
 * When the cms last answered a request over the network (not from a cache). Shared by every
 * bundle of the process, like the outage (outage.ts).
 */
const life = ((globalThis as { [key: symbol]: { lastAnswerAt: number } })[Symbol.for('ytbanken.cms-life')] ??= { lastAnswerAt: 0 });

export const cmsLife = {
  /** The cms answered (any status): it is up. */
  answered: (now = Date.now()) => {
    life.lastAnswerAt = Math.max(life.lastAnswerAt, now);
  },
  /**
   * An answer that may have come from the data cache, by its Date header: HTTP dates count
   * whole seconds, so it stands for the start of its second, the earliest it can have been
   * (an answer from just before a request began never passes for one after it). An answer
   * kept in the cache carries the Date of its first fetch and proves nothing new.
   */
  answeredOn: (date: string | null, now = Date.now()) => {
    const at = date ? Date.parse(date) : NaN;
    if (Number.isFinite(at)) life.lastAnswerAt = Math.max(life.lastAnswerAt, Math.min(at, now));
  },
  /** Whether it answered anything at or after `since`. */
  answeredSince: (since: number) => life.lastAnswerAt >= since,
  reset: () => {
    life.lastAnswerAt = 0;
  },
};

/** Whether a failed fetch ran out of time (its AbortSignal.timeout fired), rather than failing to connect. */
export function isTimeout(cause: unknown): boolean {
  return cause instanceof Error && (cause.name === 'TimeoutError' || (cause.cause instanceof Error && cause.cause.name === 'TimeoutError'));
}

/**
 * At most `concurrency` tasks at a time; up to `queue` more wait for a place, each at most
 * `waitMs`. A task that finds the queue full, or waits too long, is refused with cmsBusy at
 * once: under a flood of searches the cms keeps room for every other page. With `answerMs`,
 * the caller is told busy when the task has not finished by then, but the task keeps its
 * place until it has: the cms is still working on the question, and a place given to the
 * next one would let abandoned questions pile up in the cms.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get busy() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>, waitMs: number, answerMs?: number): Promise<T> {
    if (this.running >= this.concurrency) await this.place(waitMs);
    else this.running += 1;
    const work = (async () => task())().finally(() => this.release());
    if (answerMs === undefined) return work;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(cmsBusy(`No answer to a search within ${answerMs} ms`)), answerMs);
      work.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  private release() {
    const next = this.waiting.shift();
    // The place passes straight to the next in line; otherwise it is free.
    if (next) next();
    else this.running -= 1;
  }

  private place(waitMs: number): Promise<void> {
    if (this.waiting.length >= this.queue) return Promise.reject(cmsBusy('Too many searches are waiting for the cms'));
    return new Promise((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(granted);
        if (at !== -1) this.waiting.splice(at, 1);
        reject(cmsBusy(`No place for a search within ${waitMs} ms`));
      }, waitMs);
      this.waiting.push(granted);
    });
  }
}

/**
 * How long a search's questions may take the cms before the site gives up on them: far past
 * CMS_SEARCH_TIMEOUT_MS, when the visitor has long been told "busy". Until then the search
 * keeps its slot (Slots.run's answerMs), so the cms never has more than the slots' searches.
 */
export const SEARCH_HARD_LIMIT_MS = 30_000;

const searchState = (globalThis as { [key: symbol]: { slots?: Slots } })[Symbol.for('ytbanken.cms-search-slots')] ?? {};
(globalThis as { [key: symbol]: { slots?: Slots } })[Symbol.for('ytbanken.cms-search-slots')] = searchState;

/** The process's search slots: CMS_SEARCH_CONCURRENCY at a time, four times as many waiting. */
export function searchSlots(concurrency: number): Slots {
  if (!searchState.slots || searchState.slots.concurrency !== concurrency) searchState.slots = new Slots(concurrency, concurrency * 4);
  return searchState.slots;
}
