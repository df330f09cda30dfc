import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether the page's scripts run this component: false on the server and in the browser's first
 * (hydrating) render, true after. A control that works only with JavaScript is shown disabled
 * until then, so that a press on a slow phone before the page has started is not silently lost.
 */
export function useScripted() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
