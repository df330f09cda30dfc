'use strict';

// Sample orders (docs/decisions/019): how long a visitor has to confirm the address, how many
// confirmation mails one address gets, and how many order mails the site sends in an hour.
module.exports = ({ env }) => ({
  confirmHours: env.float('SAMPLE_CONFIRM_HOURS', 24),
  confirmationsPerAddress: env.int('SAMPLE_CONFIRMATIONS_PER_ADDRESS', 3),
  mailsPerHour: env.int('SAMPLE_MAILS_PER_HOUR', 120),
});
