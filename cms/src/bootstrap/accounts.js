'use strict';

/**
 * Accounts as the site needs them, set at every boot: registration with e-mail
 * confirmation, bilingual mails whose links lead to the site (never to the cms), and the
 * sign-in providers enabled by configuration.
 */
async function ensureAccounts(strapi) {
  const site = siteUrl();
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });

  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      unique_email: true,
      allow_register: true,
      email_confirmation: process.env.AUTH_EMAIL_CONFIRMATION !== 'false',
      // Used by Strapi only as the <%= URL %> of the reset mail and after confirmation.
      email_reset_password: `${site}/reset-password`,
      email_confirmation_redirection: `${site}/login?confirmed=1`,
      default_role: 'authenticated',
    },
  });

  const from = parseFrom(process.env.EMAIL_FROM || 'Ytbanken <no-reply@ytbanken.example>');
  await store.set({
    key: 'email',
    value: {
      reset_password: {
        display: 'Email.template.reset_password',
        icon: 'sync',
        options: {
          from,
          response_email: process.env.EMAIL_REPLY_TO || '',
          object: 'Återställ ditt lösenord / Reset your password – Ytbanken',
          message: bilingual(
            'Du (eller någon annan) har bett om ett nytt lösenord för ditt konto på Ytbanken. Välj ett nytt lösenord här:',
            `${site}/reset-password?code=<%= TOKEN %>`,
            'Länken gäller i en timme. Har du inte bett om ett nytt lösenord kan du strunta i det här mejlet.',
            'You (or someone else) asked for a new password for your Ytbanken account. Choose a new password here:',
            `${site}/en/reset-password?code=<%= TOKEN %>`,
            'The link works for one hour. If you did not ask for a new password, you can ignore this email.',
          ),
        },
      },
      email_confirmation: {
        display: 'Email.template.email_confirmation',
        icon: 'check-square',
        options: {
          from,
          response_email: process.env.EMAIL_REPLY_TO || '',
          object: 'Bekräfta din e-postadress / Confirm your email address – Ytbanken',
          message: bilingual(
            'Välkommen till Ytbanken! Bekräfta din e-postadress för att kunna logga in:',
            `${site}/confirm-email?confirmation=<%= CODE %>`,
            'Har du inte skapat något konto kan du strunta i det här mejlet.',
            'Welcome to Ytbanken! Confirm your email address to sign in:',
            `${site}/en/confirm-email?confirmation=<%= CODE %>`,
            'If you did not create an account, you can ignore this email.',
          ),
        },
      },
    },
  });

  await ensureProviders(store, site);
}

/** Real providers are switched on by their credentials; the test stand-in only in tests. */
async function ensureProviders(store, site) {
  const grant = (await store.get({ key: 'grant' })) || {};
  const callback = (provider) => `${site}/connect/${provider}/redirect`;

  grant.github = {
    ...grant.github,
    enabled: Boolean(process.env.GITHUB_CLIENT_ID && process.env.GITHUB_CLIENT_SECRET),
    key: process.env.GITHUB_CLIENT_ID || '',
    secret: process.env.GITHUB_CLIENT_SECRET || '',
    callback: callback('github'),
    scope: ['user:email'],
  };

  const stand = process.env.OAUTH_TEST_PROVIDER_URL;
  if (stand) {
    grant.standin = {
      enabled: true,
      icon: 'key',
      key: 'ytbanken-test-client',
      secret: process.env.OAUTH_TEST_PROVIDER_SECRET || 'ytbanken-test-secret',
      callback: callback('standin'),
      scope: ['profile', 'email'],
      authorize_url: `${stand}/authorize`,
      access_url: `${stand}/token`,
      oauth: 2,
    };
  } else {
    delete grant.standin;
  }
  await store.set({ key: 'grant', value: grant });
}

const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '');

function bilingual(svIntro, svLink, svOutro, enIntro, enLink, enOutro) {
  const part = (intro, link, outro) => `<p>${intro}</p>\n<p><a href="${link}">${link}</a></p>\n<p>${outro}</p>`;
  return `${part(svIntro, svLink, svOutro)}\n<hr>\n${part(enIntro, enLink, enOutro)}\n<p>Ytbanken</p>`;
}

function parseFrom(value) {
  const match = /^(.*)<(.+)>$/.exec(value.trim());
  return match ? { name: match[1].trim(), email: match[2].trim() } : { name: 'Ytbanken', email: value.trim() };
}

module.exports = { ensureAccounts, bilingual, siteUrl };
