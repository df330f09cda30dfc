'use strict';

// Per-recipient and per-account limits of the account endpoints (src/extensions/users-permissions/limits.js).
// Their rows are hashed with config/contact.js's salt, which every instance already shares.
module.exports = ({ env }) => ({
  // Reset links, confirmation links and "you already have an account" notes to one address.
  mailsPerRecipientPerHour: env.int('ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR', 3),
  // Failed sign-ins with one identifier that cost nothing; each further one doubles the wait.
  freeSignInFailures: env.int('AUTH_ACCOUNT_FREE_FAILURES', 5),
  firstSignInDelaySeconds: env.int('AUTH_ACCOUNT_FIRST_DELAY_SECONDS', 5),
  maxSignInDelaySeconds: env.int('AUTH_ACCOUNT_MAX_DELAY_SECONDS', 60),
  // A failure older than this no longer counts.
  signInFailureWindowMinutes: env.int('AUTH_ACCOUNT_FAILURE_WINDOW_MINUTES', 15),
});
