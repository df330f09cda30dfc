// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '@/lib/http/secret-addresses';
import { Analytics } from './Analytics';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => route.pathname }));
// The tag's own setup as @next/third-parties adds it: its config, from an effect of its own.
vi.mock('@next/third-parties/google', () => ({
  GoogleAnalytics: ({ gaId }: { gaId: string }) => {
    useEffect(() => (window as unknown as { gtag: (...args: unknown[]) => void }).gtag('config', gaId), [gaId]);
    return null;
  },
}));
vi.mock('./web-vitals', () => ({ reportWebVitals: () => {} }));

const page = window as unknown as { gtag?: (...args: unknown[]) => void; dataLayer?: ArrayLike<unknown>[] };
const commands = () => (page.dataLayer ?? []).map((entry) => Array.from(entry));
const SECRET = 'Zx9secretTOKEN';

/** Where the browser is, as the router leaves it after a navigation. */
function visit(path: string) {
  window.history.pushState({}, '', path);
  route.pathname = new URL(path, window.location.href).pathname;
}

beforeEach(() => {
  page.dataLayer = [];
  page.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the tag reads the arguments object itself
    page.dataLayer!.push(arguments);
  } as (...args: unknown[]) => void;
});

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

describe('the Google tag is given addresses without secrets', () => {
  it.each([`/samples/confirm?token=${SECRET}`, `/en/reset-password?code=${SECRET}`, `/shared/${SECRET}`, `/en/shared/${SECRET}`])(
    'on %s, before its config',
    (path) => {
      visit(path);
      render(<Analytics gaId="G-TEST1" granted nonce="n" />);
      const all = commands();
      const set = all.findIndex((c) => c[0] === 'set');
      const config = all.findIndex((c) => c[0] === 'config');
      expect(set).toBeGreaterThanOrEqual(0);
      expect(set).toBeLessThan(config);
      expect((all[set]![1] as { page_location: string }).page_location).toContain(REDACTED);
      expect(JSON.stringify(all)).not.toContain(SECRET);
    },
  );

  it('after a navigation in the page: the new location and the one before, both without secrets, in a page view of the site’s own', () => {
    visit('/en/my-projects');
    const { rerender } = render(<Analytics gaId="G-TEST2" granted nonce="n" />);
    visit(`/en/shared/${SECRET}`);
    rerender(<Analytics gaId="G-TEST2" granted nonce="n" />);
    visit('/en/products');
    rerender(<Analytics gaId="G-TEST2" granted nonce="n" />);
    const views = commands().filter((c) => c[0] === 'event' && c[1] === 'page_view');
    expect(views.map((c) => c[2])).toEqual([
      { page_location: `http://localhost:3000/en/shared/${REDACTED}`, page_referrer: 'http://localhost:3000/en/my-projects' },
      { page_location: 'http://localhost:3000/en/products', page_referrer: `http://localhost:3000/en/shared/${REDACTED}` },
    ]);
    expect(JSON.stringify(commands())).not.toContain(SECRET);
  });

  it('also where the page’s inline script has not made the tag’s queue yet', () => {
    delete page.gtag;
    delete page.dataLayer;
    visit(`/shared/${SECRET}`);
    render(<Analytics gaId="G-TEST4" granted nonce="n" />);
    expect(commands().map((c) => c[0])).toEqual(['set', 'config', 'consent']);
    expect(JSON.stringify(commands())).not.toContain(SECRET);
  });

  it('without consent is given nothing', () => {
    visit(`/shared/${SECRET}`);
    render(<Analytics gaId="G-TEST3" granted={false} nonce="n" />);
    expect(commands().filter((c) => c[0] !== 'consent')).toEqual([]);
  });
});
