import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page's root layout: its skip link (app/[locale]/layout.tsx)
 * then carries React's own properties. The layout's client leaves (the build watcher, the
 * cookie banner) start in that same commit, so a test that moves a fake clock, or counts on one
 * of them having started, waits for this first. Nothing on the page shows it otherwise: a
 * server-rendered page looks the same before and after.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('a.skip-link');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber$'));
  });
}
