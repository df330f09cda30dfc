import { E2E } from './ports';

/** The environment of a site started for the tests (the production build in .next). */
export function siteEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    STRAPI_URL: `http://127.0.0.1:${E2E.cmsPort}`,
    STRAPI_API_TOKEN: process.env.E2E_SITE_TOKEN ?? '',
    SITE_URL: `http://localhost:${E2E.sitePort}`,
    REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET ?? '',
    PREVIEW_SECRET: process.env.E2E_PREVIEW_SECRET ?? '',
    VISITOR_FORWARD_SECRET: process.env.E2E_VISITOR_FORWARD_SECRET ?? '',
    // The origin editors open the admin at: the only page allowed to frame the site (in preview).
    CMS_PUBLIC_URL: `http://localhost:${E2E.cmsPort}`,
    AUTH_PROVIDERS: 'standin',
    NEXT_PUBLIC_GA_ID: 'G-TEST12345',
    ...overrides,
  };
}
