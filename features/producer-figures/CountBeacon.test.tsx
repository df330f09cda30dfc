// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CountBeacon } from './CountBeacon';

describe('the figures beacon', () => {
  it('reports the surfaces once, without cookies, and shows nothing', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const { container, rerender } = render(<CountBeacon kind="compare" surfaces={['a'.repeat(24), 'b'.repeat(24)]} />);
    rerender(<CountBeacon kind="compare" surfaces={['a'.repeat(24), 'b'.repeat(24)]} />);
    expect(container.innerHTML).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/figures');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual({ kind: 'compare', surfaces: ['a'.repeat(24), 'b'.repeat(24)] });
    vi.unstubAllGlobals();
  });
});
