import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { onTestFinished } from 'vitest';

/**
 * A server component's HTML as a page would send it, async children and all, put into the
 * test's document so Testing Library's queries read it as a visitor's browser would.
 */
export async function renderServer(ui: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(ui);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}
