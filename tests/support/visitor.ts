import type { Page } from '@playwright/test';

/**
 * Each test acts from its own address, so the cms's per-visitor limits count it alone.
 * No proxy runs in front of the test site, so this header plays the load balancer's entry.
 */
export async function asVisitor(page: Page) {
  const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
