'use client';

import useSWR from 'swr';
import { HttpError, request } from '@/lib/http/request';
import type { Material } from '@/lib/strapi/owner-schemas';

export const MATERIALS_KEY = '/api/materials';

const fetcher = async (url: string) => ((await request(url)) as { materials: Material[] }).materials;

/** The signed-in user's saved materials, shared by every component that shows or changes them. */
export function useMaterials(enabled = true) {
  return useSWR<Material[]>(enabled ? MATERIALS_KEY : null, fetcher);
}

/** The message key for a refused change: the route handlers answer with a code. */
export function errorCode(error: unknown): 'failed' | 'notFound' | 'unauthorized' | 'invalid' | 'tooMany' | 'noteTooLong' {
  if (!(error instanceof HttpError)) return 'failed';
  const data = error.data as { error?: string; fieldErrors?: Record<string, string> } | null;
  if (data?.fieldErrors?.note === 'noteTooLong') return 'noteTooLong';
  const code = data?.error;
  return code === 'notFound' || code === 'unauthorized' || code === 'invalid' || code === 'tooMany' ? code : 'failed';
}
