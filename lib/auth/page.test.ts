import { describe, expect, it, vi } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { ACCESS_COOKIE } from './tokens';
import { requireUserWith } from './page';

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined), has: (name: string) => jar.has(name) }),
  draftMode: async () => ({ isEnabled: false }),
}));
vi.mock('@/i18n/navigation', () => ({
  redirect: ({ href }: { href: { pathname: string; query: Record<string, string> } }) => {
    throw new Error(`redirect to ${href.pathname}?returnTo=${href.query.returnTo}`);
  },
}));

const fetchMock = cmsFetchMock();
const jwt = (secondsLeft: number) => `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsLeft })).toString('base64url')}.s`;
const USER = { id: 7, documentId: 'u'.repeat(24), username: 'anna', email: 'anna@example.test', confirmed: true, provider: 'local' };

/** The cms's /users/me, answered only when the test lets it. */
function sessionCheck(answer: () => Response) {
  let answered!: () => void;
  const held = new Promise<void>((resolve) => (answered = resolve));
  fetchMock.mockImplementation(async (url) => {
    if (new URL(url).pathname !== '/api/users/me') throw new Error(`unexpected ${url}`);
    await held;
    return answer();
  });
  return answered;
}

describe('requireUserWith', () => {
  it("starts the page's reads with the user's token while the session is checked, and hands them over once it has passed", async () => {
    const token = jwt(600);
    jar.set(ACCESS_COOKIE, token);
    const answer = sessionCheck(() => new Response(JSON.stringify(USER), { status: 200 }));
    const read = vi.fn(async (given: string | null) => `the project read with ${given}`);
    const page = requireUserWith('sv', '/my-projects/p/climate', read);
    await vi.waitFor(() => expect(read).toHaveBeenCalledWith(token));
    answer();
    await expect(page).resolves.toEqual({ user: expect.objectContaining({ username: 'anna' }), data: `the project read with ${token}` });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous visitor to sign in without reading anything', async () => {
    jar.clear();
    const read = vi.fn(async () => 'data');
    await expect(requireUserWith('sv', '/measurements', read)).rejects.toThrow('redirect to /login?returnTo=/measurements');
    expect(read).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a token past its time to the check alone, and reads nothing when the cms refuses it', async () => {
    jar.set(ACCESS_COOKIE, jwt(-60));
    sessionCheck(() => new Response(JSON.stringify({ error: { status: 401, name: 'UnauthorizedError', message: 'Invalid token.' } }), { status: 401 }))();
    const read = vi.fn(async () => 'data');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(requireUserWith('en', '/my-materials', read)).rejects.toThrow('redirect to /login?returnTo=/my-materials');
    expect(read).not.toHaveBeenCalled();
  });

  it('leaves a read the cms refused unreported to the page when its session check sends the visitor to sign in', async () => {
    jar.set(ACCESS_COOKIE, jwt(600));
    sessionCheck(() => new Response(JSON.stringify({ error: { status: 401, name: 'UnauthorizedError', message: 'Invalid token.' } }), { status: 401 }))();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const read = vi.fn(async () => Promise.reject(new Error('401 from the cms')));
    await expect(requireUserWith('sv', '/measurements', read)).rejects.toThrow('redirect to /login?returnTo=/measurements');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
