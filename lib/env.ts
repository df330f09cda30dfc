import { z } from 'zod';

/** The site's environment, validated once. Secrets never carry the NEXT_PUBLIC_ prefix. */
export const serverEnvSchema = z.object({
  STRAPI_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  STRAPI_API_TOKEN: z.string({ error: 'is missing' }).min(32, 'must be at least 32 characters'),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  REVALIDATE_SECRET: z.string({ error: 'is missing' }).min(16, 'must be at least 16 characters'),
  PREVIEW_SECRET: z.string({ error: 'is missing' }).min(16, 'must be at least 16 characters'),
  // Sent with the visitor's address, so the cms counts its per-visitor limits on it (equal to
  // the cms's VISITOR_FORWARD_SECRET; a forwarded address without it counts as the site's own).
  VISITOR_FORWARD_SECRET: z.string({ error: 'is missing' }).min(32, 'must be at least 32 characters'),
  // Where editors open the Strapi admin: the one origin allowed to frame the site (draft preview).
  CMS_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  STRAPI_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  // Searches' own limits (lib/strapi/slow.ts, decision 026): how many one site process sends
  // the cms at a time (four times as many may wait), and how long one may wait for its place
  // and then for its answer before the page says "busy, try again".
  CMS_SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  CMS_SEARCH_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  // Third-party sign-in providers enabled in the cms, shown as buttons (e.g. "github").
  AUTH_PROVIDERS: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'must be provider names separated by commas')
    .optional()
    .transform((v) => (v ? v.split(',') : [])),
  // Keep the consent in localStorage instead of the cc_cookie cookie.
  CONSENT_USE_LOCAL_STORAGE: z
    .enum(['true', 'false'], 'must be true or false')
    .optional()
    .transform((v) => v === 'true'),
  // off: no per-process memo of cms answers (lib/strapi/memo.ts). Always off with REDIS_URL,
  // since the webhook cannot expire it on each instance.
  CMS_MEMO: z.enum(['on', 'off'], 'must be on or off').optional(),
  // The data cache every site instance shares (lib/cache/shared-cache-handler.mjs); without
  // it each instance keeps Next's own file cache.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // Most addresses in one sitemap file (sitemaps.org allows 50,000). 10,000 by default: a file
  // of 50,000 is slow to build and swells a site process past its memory budget. Lower it to
  // see the index split a small catalogue (the browser tests do).
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(10_000),
  // Products a page of the product list and of a producer's page shows.
  PRODUCTS_PER_PAGE: z.coerce.number().int().min(1).max(100).default(12),
  // How many proxies in front of the site append to X-Forwarded-For (see lib/request/forwarded.ts).
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  // Only behind the edge (deploy/nginx/), fresh for every deployment: the site renders it as
  // every page's CSP nonce and the edge replaces it with a new value in each response.
  // Without it the site makes its own nonce per request and nothing is cached (lib/http/edge.ts).
  EDGE_NONCE_PLACEHOLDER: z
    .string()
    .regex(/^[a-z0-9]{32,128}$/, 'must be 32 to 128 lowercase letters and digits')
    .optional(),
});

/** The only values that may reach the browser. */
export const publicEnvSchema = z.object({
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment; the error names every bad variable on one line. */
export function parseEnv(raw: Record<string, string | undefined>): ServerEnv & z.infer<typeof publicEnvSchema> {
  const blank = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : v]));
  const result = serverEnvSchema.and(publicEnvSchema).safeParse(blank);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')} (see .env.example)`);
  }
  return result.data;
}

let cached: ReturnType<typeof parseEnv> | undefined;

export function env() {
  cached ??= parseEnv(process.env);
  return cached;
}
