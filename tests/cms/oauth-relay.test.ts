import { describe, expect, inject, it } from 'vitest';
import { adminEditor } from './api';

// Third-party sign-in returns to the site's relay, never to the cms itself: the cms's
// users-permissions extension replaces the providers service's buildRedirectUri
// (docs/decisions/020). Should a Strapi upgrade stop calling it by that name, these fail
// with the address Strapi built instead, before any browser test has to guess why.
describe("a provider's return address", () => {
  const relay = (provider: string) => `${inject('cmsEnv').SITE_URL}/cms-connect/${provider}/callback`;

  it("is the site's relay in what the admin tells editors to register with the provider", async () => {
    const editor = await adminEditor();
    const providers = await editor.providers();
    expect(providers.github?.redirectUri).toBe(relay('github'));
  });

  it("is the site's relay in the request the cms sends the browser to the provider with", async () => {
    const editor = await adminEditor();
    const saved = await editor.providers();
    // GitHub, switched on with made-up credentials: the first step only redirects, nothing reaches GitHub.
    await editor.setProviders({ ...saved, github: { ...saved.github, enabled: true, key: 'ytbanken-test-client', secret: 'ytbanken-test-secret' } });
    try {
      // As the relay sends it behind TLS: the OAuth session's cookie is Secure in production.
      const started = await fetch(`${inject('cmsUrl')}/api/connect/github`, { redirect: 'manual', headers: { 'X-Forwarded-Proto': 'https' } });
      expect(started.status).toBe(302);
      const to = new URL(started.headers.get('location')!);
      expect(`${to.origin}${to.pathname}`).toBe('https://github.com/login/oauth/authorize');
      expect(to.searchParams.get('client_id')).toBe('ytbanken-test-client');
      expect(to.searchParams.get('redirect_uri')).toBe(relay('github'));
    } finally {
      await editor.setProviders(saved);
    }
  });
});
