'use strict';

const { createHash } = require('node:crypto');

// The contact form: who gets the mail and how many messages one visitor may send.
module.exports = ({ env }) => ({
  recipient: env('CONTACT_RECIPIENT', ''),
  // Every instance must use the same salt, or each counts a visitor under another hash.
  hashSalt:
    env('CONTACT_HASH_SALT', '') ||
    createHash('sha256')
      .update(`contact-sender:${env('APP_KEYS', '')}`)
      .digest('hex'),
  rateLimit: env.int('CONTACT_RATE_LIMIT', 3),
  rateWindowMinutes: env.int('CONTACT_RATE_WINDOW_MINUTES', 10),
});
