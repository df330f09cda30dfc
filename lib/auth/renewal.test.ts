import { afterEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn();
vi.mock('../strapi', () => ({ authApi: { refresh: (token: string) => refresh(token) } }));
const { renewOnce, RENEWAL_GRACE_MS } = await import('./renewal');

afterEach(() => refresh.mockReset());

describe('renewOnce', () => {
  it('asks the cms once for requests that arrive together with the same refresh token', async () => {
    refresh.mockResolvedValueOnce({ jwt: 'new-access', refreshToken: 'new-refresh' });
    const answers = await Promise.all([renewOnce('old-a', 0), renewOnce('old-a', 5), renewOnce('old-a', 10)]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.refreshToken)).toEqual(['new-refresh', 'new-refresh', 'new-refresh']);
  });

  it('asks again once the grace period is over', async () => {
    refresh.mockResolvedValue({ jwt: 'a', refreshToken: 'b' });
    await renewOnce('old-b', 0);
    await renewOnce('old-b', RENEWAL_GRACE_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await renewOnce('old-b', RENEWAL_GRACE_MS + 1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure, so a cms that was down is asked again', async () => {
    refresh.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ jwt: 'a', refreshToken: 'c' });
    await expect(renewOnce('old-c', 0)).rejects.toThrow('down');
    await expect(renewOnce('old-c', 1)).resolves.toEqual({ jwt: 'a', refreshToken: 'c' });
  });

  it('keeps different sessions apart', async () => {
    refresh.mockImplementation(async (token: string) => ({ jwt: `jwt-${token}`, refreshToken: `next-${token}` }));
    const [one, two] = await Promise.all([renewOnce('x', 0), renewOnce('y', 0)]);
    expect([one.jwt, two.jwt]).toEqual(['jwt-x', 'jwt-y']);
  });
});
