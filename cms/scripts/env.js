'use strict';

// The cms refuses to start on a broken environment with one line that names the variable,
// instead of a stack trace from deep inside Strapi.
const REQUIRED = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'SITE_API_TOKEN',
  'VISITOR_FORWARD_SECRET',
];

function problems(env = process.env) {
  const found = [];
  for (const name of REQUIRED) {
    if (!env[name] || !env[name].trim()) found.push(`${name} is missing`);
  }
  if (env.SITE_API_TOKEN && env.SITE_API_TOKEN.length < 32) {
    found.push('SITE_API_TOKEN must be at least 32 characters');
  }
  if (env.VISITOR_FORWARD_SECRET && env.VISITOR_FORWARD_SECRET.length < 32) {
    found.push('VISITOR_FORWARD_SECRET must be at least 32 characters');
  }
  found.push(...adminProblems(env), ...proxyProblems(env));
  for (const name of ['PUBLIC_URL', 'SITE_URL']) {
    if (env[name] && !/^https?:\/\/[^/\s]+/.test(env[name])) found.push(`${name} must be an http(s) URL, got "${env[name]}"`);
  }
  if (env.PORT && !/^\d+$/.test(env.PORT)) found.push(`PORT must be a number, got "${env.PORT}"`);
  if (env.SMTP_PORT && !/^\d+$/.test(env.SMTP_PORT)) {
    found.push(`SMTP_PORT must be a number, got "${env.SMTP_PORT}"`);
  }
  for (const name of [
    'CONTACT_RATE_LIMIT',
    'CONTACT_RATE_WINDOW_MINUTES',
    'SAMPLE_CONFIRMATIONS_PER_ADDRESS',
    'SAMPLE_CONFIRMATION_MAILS_PER_HOUR',
    'SAMPLE_MAILS_PER_HOUR',
  ]) {
    if (env[name] && !/^[1-9]\d*$/.test(env[name])) found.push(`${name} must be a positive whole number, got "${env[name]}"`);
  }
  if (env.SAMPLE_CONFIRM_HOURS && !(Number(env.SAMPLE_CONFIRM_HOURS) > 0)) {
    found.push(`SAMPLE_CONFIRM_HOURS must be a positive number of hours, got "${env.SAMPLE_CONFIRM_HOURS}"`);
  }
  if (env.CONTACT_RECIPIENT && !/^[^\s@]+@[^\s@]+$/.test(env.CONTACT_RECIPIENT)) {
    found.push(`CONTACT_RECIPIENT must be an e-mail address, got "${env.CONTACT_RECIPIENT}"`);
  }
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (!['sqlite', 'postgres'].includes(client)) {
    found.push(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}"`);
  }
  if (client === 'postgres' && !env.DATABASE_URL && !env.DATABASE_HOST) {
    found.push('DATABASE_URL or DATABASE_HOST is required when DATABASE_CLIENT=postgres');
  }
  return found;
}

/**
 * The first administrator (src/bootstrap/first-admin.js): needed only while the database has
 * none, so checked here only when set. Strapi's own admin rules, and at least 10 characters.
 */
function adminProblems(env) {
  const found = [];
  if (env.ADMIN_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.ADMIN_EMAIL.trim())) {
    found.push(`ADMIN_EMAIL must be an e-mail address, got "${env.ADMIN_EMAIL}"`);
  }
  const password = env.ADMIN_PASSWORD;
  if (password) {
    const rules = [
      [password.length >= 10, 'at least 10 characters'],
      [Buffer.byteLength(password) <= 72, 'at most 72 bytes'],
      [/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password), 'a lowercase letter, an uppercase letter and a digit'],
    ];
    const broken = rules.filter(([ok]) => !ok).map(([, rule]) => rule);
    if (broken.length) found.push(`ADMIN_PASSWORD must have ${broken.join(', ')}`);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) found.push('ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all');
  return found;
}

function proxyProblems(env) {
  const { trustedProxies } = require('../src/lib/forwarded-for');
  try {
    trustedProxies(env.TRUSTED_PROXY_ADDRESSES);
    return [];
  } catch (error) {
    return [`TRUSTED_PROXY_ADDRESSES ${error.message}`];
  }
}

function assertEnv(env = process.env) {
  const found = problems(env);
  if (found.length > 0) {
    console.error(`cms: invalid environment: ${found.join('; ')} (see cms/.env.example)`);
    process.exit(1);
  }
}

module.exports = { REQUIRED, problems, assertEnv };
