/**
 * Runs tasks one after another. swr keeps one optimistic value per key and drops the
 * answer of a mutation that another one overtook, so the page's changes to its project
 * list go through here in turn; a failed task does not stop the ones after it.
 */
export function serialQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const next = last.then(task);
    last = next.catch(() => undefined);
    return next;
  };
}
