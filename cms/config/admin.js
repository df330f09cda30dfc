'use strict';

const { previewConfig } = require('../src/lib/preview');

module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Tests and headless deployments run without the admin bundle.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // The preview button opens the document's page on the site in Next.js draft mode.
  preview: previewConfig(env),
});
