import { E2E } from './ports';

/**
 * Reads the e2e cms's content API as the site's server does, with its token (the public role
 * reads nothing), to compare pages with the content they should show.
 */
export async function cmsGet<T = unknown>(path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E.cmsPort}/api${path}`, { headers: { Authorization: `Bearer ${process.env.E2E_SITE_TOKEN}` } });
  if (!response.ok) throw new Error(`cms ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface CmsDocument {
  documentId: string;
  name: string;
  [key: string]: unknown;
}

/** The documentId of a product, surface or producer, looked up by a field's value. */
export async function documentId(type: 'products' | 'surfaces' | 'producers', field: string, value: string, locale = 'sv') {
  const { data } = await cmsGet<{ data: CmsDocument[] }>(`/${type}?locale=${locale}&filters[${field}][$eq]=${encodeURIComponent(value)}&fields[0]=${field}`);
  if (!data[0]) throw new Error(`no ${type} with ${field}=${value}`);
  return data[0].documentId;
}
