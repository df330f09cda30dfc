'use strict';

/**
 * Tests only: a local stand-in OAuth2 provider ("standin"), because no real provider can
 * be reached from the test machines. Registered only when OAUTH_TEST_PROVIDER_URL is set;
 * its endpoints are stored with the grant settings by ensureAccounts.
 */
function registerStandinProvider(strapi) {
  const base = process.env.OAUTH_TEST_PROVIDER_URL;
  if (!base) return;
  if (process.env.NODE_ENV === 'production' && process.env.OAUTH_TEST_PROVIDER_ALLOWED !== 'true') {
    throw new Error('OAUTH_TEST_PROVIDER_URL is for tests; set OAUTH_TEST_PROVIDER_ALLOWED=true only on a test machine');
  }
  strapi
    .plugin('users-permissions')
    .service('providers-registry')
    .add('standin', {
      enabled: true,
      icon: 'key',
      grantConfig: {},
      async authCallback({ accessToken }) {
        const response = await fetch(`${base}/userinfo`, { headers: { Authorization: `Bearer ${accessToken}` } });
        if (!response.ok) throw new Error(`stand-in provider answered ${response.status}`);
        const profile = await response.json();
        return { username: profile.preferred_username, email: profile.email };
      },
    });
}

module.exports = { registerStandinProvider };
