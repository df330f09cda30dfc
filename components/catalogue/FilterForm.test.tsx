// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterForm } from './FilterForm';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/i18n/navigation', () => ({ useRouter: () => router, usePathname: () => '/products' }));

const form = (
  <FilterForm label="Filter" updatingLabel="Uppdaterar">
    <fieldset>
      <legend>Kategori</legend>
      <label>
        <input type="checkbox" name="category" value="tiles" /> Kakel
      </label>
      <label>
        <input type="checkbox" name="category" value="paints" defaultChecked /> Färg
      </label>
    </fieldset>
  </FilterForm>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  router.push.mockReset();
});

/** The server's HTML, what the visitor does before the script runs, then the script. */
async function hydrateAfter(visitor: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  visitor(container);
  await act(async () => {
    root = hydrateRoot(container, form);
  });
  return container;
}
const box = (container: HTMLElement, value: string) => container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;

describe('FilterForm when its script arrives', () => {
  it('applies a choice made before the script ran instead of dropping it', async () => {
    const container = await hydrateAfter((c) => box(c, 'tiles').click());
    expect(router.push).toHaveBeenCalledWith('/products?category=tiles&category=paints', { scroll: false });
    expect(box(container, 'tiles').checked).toBe(true);
  });

  it('changes nothing when nothing was chosen', async () => {
    const container = await hydrateAfter(() => {});
    expect(router.push).not.toHaveBeenCalled();
    expect(box(container, 'paints').checked).toBe(true);
  });

  it("sets the fields back to the address's choices when the browser restored them on back or forward", async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    const container = await hydrateAfter((c) => {
      box(c, 'tiles').checked = true;
      box(c, 'paints').checked = false;
    });
    expect(router.push).not.toHaveBeenCalled();
    expect([box(container, 'tiles').checked, box(container, 'paints').checked]).toEqual([false, true]);
  });
});
