import { afterEach, beforeEach, vi } from 'vitest';
import { cmsMemo } from '@/lib/strapi/memo';

export type CmsFetchInit = RequestInit & { next?: { tags?: string[] } };

/** fetch stood in for in every test of the file, with the per-process memo of cms answers emptied before each. */
export function cmsFetchMock() {
  const fetchMock = vi.fn<(url: string, init?: CmsFetchInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    cmsMemo.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
