'use strict';

// Sample orders (docs/decisions/019): how long a visitor has to confirm the address, how many
// confirmation mails one address gets, and the two hourly budgets: requests to confirm an
// address, and the mails of confirmed orders (producers' and visitors'), kept apart so that
// unconfirmed orders, which anyone can place, never delay confirmed ones; and one sender's
// share of each, so that one account or one visitor cannot delay everyone else.
module.exports = ({ env }) => ({
  confirmHours: env.float('SAMPLE_CONFIRM_HOURS', 24),
  confirmationsPerAddress: env.int('SAMPLE_CONFIRMATIONS_PER_ADDRESS', 3),
  confirmationMailsPerHour: env.int('SAMPLE_CONFIRMATION_MAILS_PER_HOUR', 60),
  mailsPerHour: env.int('SAMPLE_MAILS_PER_HOUR', 120),
  // One sender's share of each: two full orders (ten producers and the visitor's copy each) an
  // hour per account or confirmed address, and a sixth of the requests to confirm per visitor /64.
  mailsPerSenderPerHour: env.int('SAMPLE_MAILS_PER_SENDER_PER_HOUR', 22),
  confirmationMailsPerSenderPerHour: env.int('SAMPLE_CONFIRMATION_MAILS_PER_SENDER_PER_HOUR', 10),
});
