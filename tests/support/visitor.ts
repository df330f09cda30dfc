import type { Page } from '@playwright/test';

/** An address of its own, as the load balancer in front of the edge would name a new visitor. */
export const newVisitorAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/**
 * Each test acts from its own address, so the cms's per-visitor limits count it alone.
 * The test edge trusts loopback as a load balancer in front of it (tests/support/e2e-edge.mjs),
 * so this header plays that balancer's entry; the edge passes on only the rightmost one.
 */
export async function asVisitor(page: Page) {
  const address = newVisitorAddress();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
