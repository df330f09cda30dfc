// `npm run bench:accounts` (with session-check-cost.mjs): whether the cms's account
// endpoints tell, by their answer or its timing, that an address has an account. Starts a
// seeded test cms and a mail catcher, then asks each endpoint in turn for an address with an
// account and for one without, and prints the medians and the answers. A measurement, not a
// test: it exits 0 whatever it finds. The cms's rate limits (per visitor, per account and the
// mail cap per address) are lifted for it.
//
//   npm run bench:accounts [-- --rounds 40]
//   ports: ACCOUNT_TIMING_CMS_PORT (1450), ACCOUNT_TIMING_SMTP_PORT (1470), ACCOUNT_TIMING_MAIL_WEB_PORT (1471)
import '../../scripts/lib/runtime.mjs';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailCatcher, startTestCms } from '../../tests/support/cms-server.mjs';
import { printTable } from './lib/report.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ROUNDS = option('rounds', 40);
const WARMUP = 5;
/** Between requests, so one answer's after-work (a bcrypt hash, a mail) is not the next one's wait. */
const GAP_MS = 250;
const PASSWORD = 'Grå-ekparkett-42';

const mail = await startMailCatcher({
  smtpPort: Number(process.env.ACCOUNT_TIMING_SMTP_PORT ?? 1470),
  webPort: Number(process.env.ACCOUNT_TIMING_MAIL_WEB_PORT ?? 1471),
});
let cms;
try {
  cms = await startTestCms({
    port: Number(process.env.ACCOUNT_TIMING_CMS_PORT ?? 1450),
    smtpPort: mail.smtpPort,
    extraEnv: { AUTH_RATE_LIMIT_MAX: '1000000', AUTH_ACCOUNT_FREE_FAILURES: '1000000', ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '1000000' },
  });
  await measure(cms.url, mail.url);
} finally {
  await cms?.stop();
  await mail.stop();
}

async function measure(cmsUrl, mailUrl) {
  const post = async (path, body) => {
    const started = performance.now();
    const answer = await fetch(`${cmsUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const text = await answer.text();
    return { ms: performance.now() - started, status: answer.status, text };
  };
  const newName = () => `timing${randomUUID().slice(0, 8)}`;

  // An address with a confirmed account, and one whose account awaits confirmation.
  const confirmed = newName();
  const waiting = newName();
  for (const username of [confirmed, waiting]) await post('/auth/local/register', { username, email: `${username}@example.com`, password: PASSWORD });
  const code = await confirmationCode(mailUrl, `${confirmed}@example.com`);
  await fetch(`${cmsUrl}/api/auth/email-confirmation?confirmation=${code}`, { redirect: 'manual' });

  const cases = [
    ['sign-in (wrong password)', '/auth/local', (email) => ({ identifier: email, password: 'Fel-lösenord-1' }), `${confirmed}@example.com`],
    ['register', '/auth/local/register', (email) => ({ username: newName(), email, password: PASSWORD }), `${confirmed}@example.com`],
    ['forgot-password', '/auth/forgot-password', (email) => ({ email }), `${confirmed}@example.com`],
    ['resend confirmation (account awaits it)', '/auth/send-email-confirmation', (email) => ({ email }), `${waiting}@example.com`],
    ['resend confirmation (account confirmed)', '/auth/send-email-confirmation', (email) => ({ email }), `${confirmed}@example.com`],
  ];
  const rows = [['endpoint', 'existing: median ms', 'unknown: median ms', 'difference ms', 'existing answers', 'unknown answers']];
  for (const [name, path, body, existingEmail] of cases) {
    const samples = { existing: [], unknown: [] };
    const answers = { existing: new Set(), unknown: new Set() };
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      // Both kinds in every round, in a random order, so the machine's moods fall on both.
      const order = Math.random() < 0.5 ? ['existing', 'unknown'] : ['unknown', 'existing'];
      for (const kind of order) {
        const email = kind === 'existing' ? existingEmail : `${newName()}@example.com`;
        const { ms, status, text } = await post(path, body(email));
        if (round >= WARMUP) samples[kind].push(ms);
        answers[kind].add(`${status} ${text.replaceAll(email, '<email>')}`);
        await sleep(GAP_MS);
      }
    }
    const [existing, unknown] = [median(samples.existing), median(samples.unknown)];
    rows.push([name, existing.toFixed(1), unknown.toFixed(1), (existing - unknown).toFixed(1), summary(answers.existing), summary(answers.unknown)]);
  }
  console.log(`\nAccount endpoints of the cms, ${ROUNDS} requests of each kind (after ${WARMUP} for warm-up), one at a time:\n`);
  printTable(rows);
}

/** The answer (status and body, the address left out) if always the same, else how many kinds. */
function summary(answers) {
  const [first] = answers;
  const shown = first.length > 70 ? `${first.slice(0, 67)}...` : first;
  return answers.size === 1 ? shown : `${answers.size} different, e.g. ${shown}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function confirmationCode(mailUrl, email) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await (await fetch(`${mailUrl}/email`)).json();
    const code = mails.find((m) => m.to.some((to) => to.address === email))?.text.match(/confirmation=([A-Za-z0-9]+)/)?.[1];
    if (code) return code;
    await sleep(200);
  }
  throw new Error(`no confirmation mail for ${email}`);
}
