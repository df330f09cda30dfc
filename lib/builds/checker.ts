/** How often an open page asks whether a newer build has been deployed. */
export const CHECK_INTERVAL_MS = 3_600_000;

export interface BuildInfo {
  buildId: string;
  builtAt: string;
}

interface Options {
  /** The build the page was served with. */
  currentId: string;
  fetchLatest: () => Promise<BuildInfo>;
  onNewBuild: (latest: BuildInfo) => void;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (timer: never) => void;
  now?: () => number;
}

/**
 * Asks for the latest build once per interval. The server only ever knows its own build,
 * so any id other than the page's own is newer. Once one is found there is nothing left
 * to learn: the checker stops and reports it once.
 */
export function createBuildChecker({
  currentId,
  fetchLatest,
  onNewBuild,
  intervalMs = CHECK_INTERVAL_MS,
  setInterval = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval = (timer) => globalThis.clearInterval(timer),
  now = () => Date.now(),
}: Options) {
  let timer: unknown;
  let lastCheck = now();
  let found = false;
  let pending = false;

  async function check() {
    if (found || pending) return;
    pending = true;
    lastCheck = now();
    try {
      const latest = await fetchLatest();
      if (!found && latest.buildId && latest.buildId !== currentId) {
        found = true;
        stop();
        onNewBuild(latest);
      }
    } catch {
      // Offline, or the site is being deployed: the next interval asks again.
    } finally {
      pending = false;
    }
  }

  function start() {
    if (timer !== undefined || found) return;
    timer = setInterval(() => void check(), intervalMs);
  }

  function stop() {
    if (timer === undefined) return;
    clearInterval(timer as never);
    timer = undefined;
  }

  /**
   * For a tab that comes back after a long time (background timers are throttled): check
   * now if the last check is an interval old, and count the next interval from here.
   */
  function checkIfDue() {
    if (found || now() - lastCheck < intervalMs) return;
    stop();
    void check();
    start();
  }

  return { start, stop, check, checkIfDue };
}
