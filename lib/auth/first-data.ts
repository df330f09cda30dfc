import 'server-only';
import { pageToken } from '@/lib/auth/session';

/** Reads of a signed-in page's first data, by the swr key its client part reads them under. */
export type FirstReads = Record<string, (token: string) => Promise<unknown>>;

/**
 * A signed-in page's first data, read on the server with the user's own token and handed
 * to swr as its fallback, so the first paint needs no request from the browser. A read that
 * fails is left out: the client part then asks for it itself and, if it fails again, says why.
 */
export async function firstData(reads: FirstReads): Promise<Record<string, unknown>> {
  const token = await pageToken();
  if (!token) return {};
  const entries = await Promise.all(
    Object.entries(reads).map(async ([key, read]) => {
      try {
        return [[key, await read(token)] as const];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}
