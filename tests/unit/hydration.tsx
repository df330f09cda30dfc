import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * A component as the browser has it before the page's script runs: the server's HTML in the
 * document. `hydrate()` then runs the script over it, as the page does once its bundle arrives.
 * Everything is taken away when the test ends.
 */
export function serverRendered(ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return {
    container,
    async hydrate() {
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
      onTestFinished(() => act(() => root?.unmount()));
    },
  };
}
