import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '@/tests/unit/render';
import { countSurfaces } from '@/lib/strapi/figures';
import { POST } from './route';

vi.mock('@/lib/strapi/figures', () => ({ countSurfaces: vi.fn(async () => null) }));
vi.mock('@/lib/request/visitor', () => ({ visitorAddress: async () => '203.0.113.7' }));

const surface = 'a'.repeat(24);
const send = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://site.test/api/figures', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('the figures beacon route', () => {
  beforeEach(() => vi.mocked(countSurfaces).mockClear());

  it('passes a view or a comparison on with the visitor’s address, each surface once', async () => {
    const answer = await send({ kind: 'compare', surfaces: [surface, 'b'.repeat(24), surface] });
    expect(answer.status).toBe(204);
    expect(countSurfaces).toHaveBeenCalledWith('compare', [surface, 'b'.repeat(24)], '203.0.113.7');
  });

  it.each([
    ['another kind', { kind: 'order', surfaces: [surface] }],
    ['no surfaces', { kind: 'view', surfaces: [] }],
    ['more than four', { kind: 'compare', surfaces: Array(5).fill(surface) }],
    ['something not an id', { kind: 'view', surfaces: ['../admin'] }],
    ['an extra field', { kind: 'view', surfaces: [surface], visitor: 'x' }],
  ])('refuses %s with a 400 in the caller’s language, and counts nothing', async (_, body) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid', message: messagesOf('en').ApiErrors.invalid });
    expect(countSurfaces).not.toHaveBeenCalled();
  });

  it('reads no more than a beacon needs', async () => {
    const answer = await send({ kind: 'view', surfaces: [surface], pad: 'x'.repeat(2000) });
    expect(answer.status).toBe(413);
    expect(countSurfaces).not.toHaveBeenCalled();
  });
});
