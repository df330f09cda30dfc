import { inject } from 'vitest';

/** A plain HTTP call to the test cms, as a browser or the site's server would make it. */
export async function cms(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (rest.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${inject('cmsUrl')}/api${path}`, { ...rest, headers });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body: body as { data?: unknown; meta?: { pagination?: { total: number } }; error?: { name: string } } };
}
