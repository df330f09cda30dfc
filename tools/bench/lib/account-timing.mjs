// Whether the cms's account endpoints tell, by their answer or its timing, that an address has
// an account: each endpoint asked for an address with an account and for one without, in
// random order, one request at a time. Used by `npm run bench:accounts` (on a cms of its own)
// and by `npm run bench` (on the bench's cms).
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { printTable, verdict } from './report.mjs';

/**
 * The cms's limits lifted for a run (cms/config): one visitor's sign-up, sign-in and mail
 * requests per minute, the wrong passwords an account takes before it waits (decision 036), and
 * the account mails an address gets an hour. Left in place, they would be what is measured.
 */
export const LIFTED_ACCOUNT_LIMITS = {
  AUTH_RATE_LIMIT_MAX: '1000000',
  AUTH_ACCOUNT_FREE_FAILURES: '1000000',
  ACCOUNT_MAILS_PER_RECIPIENT_PER_HOUR: '1000000',
};

export const ACCOUNT_TIMING_ROUNDS = 40;
const WARMUP = 5;
/** Between requests, so one answer's after-work (a bcrypt hash, a mail) is not the next one's wait. */
const GAP_MS = 250;
const PASSWORD = 'Grå-ekparkett-42';
/**
 * How far apart the medians of the two kinds may be (ms) before the row is marked FAIL: the
 * audit found 60–69 ms against 2–4 ms for sign-in; the noise of a shared machine is a few.
 */
export const ACCOUNT_TIMING_TOLERANCE_MS = 10;

/**
 * Asks each endpoint `rounds` times (after a warm-up) for an address with an account and for
 * one without, on a cms with LIFTED_ACCOUNT_LIMITS whose mails reach the catcher at `mailUrl`.
 * One row per endpoint: the medians (ms) and the answers seen.
 */
export async function measureAccountTiming({ cmsUrl, mailUrl, rounds = ACCOUNT_TIMING_ROUNDS }) {
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
  const rows = [];
  for (const [endpoint, path, body, existingEmail] of cases) {
    const samples = { existing: [], unknown: [] };
    const answers = { existing: new Set(), unknown: new Set() };
    for (let round = 0; round < WARMUP + rounds; round++) {
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
    const existingMs = median(samples.existing);
    const unknownMs = median(samples.unknown);
    rows.push({ endpoint, existingMs, unknownMs, existingAnswers: [...answers.existing], unknownAnswers: [...answers.unknown] });
  }
  return { rounds, warmup: WARMUP, rows };
}

/** Whether a row tells nothing: the same one answer for both kinds, medians within the tolerance. */
export function tellsNothing(row) {
  const same = row.existingAnswers.length === 1 && row.unknownAnswers.length === 1 && row.existingAnswers[0] === row.unknownAnswers[0];
  return same && Math.abs(row.existingMs - row.unknownMs) <= ACCOUNT_TIMING_TOLERANCE_MS;
}

/** The table: an endpoint a row, known and unknown address side by side. */
export function printAccountTiming({ rounds, warmup, rows }) {
  console.log(`\nAccount endpoints of the cms, ${rounds} requests of each kind (after ${warmup} for warm-up), one at a time:\n`);
  printTable([
    [
      'endpoint',
      'existing: median ms',
      'unknown: median ms',
      'difference ms',
      'existing answers',
      'unknown answers',
      `same answer, ≤ ${ACCOUNT_TIMING_TOLERANCE_MS} ms apart`,
    ],
    ...rows.map((row) => [
      row.endpoint,
      row.existingMs.toFixed(1),
      row.unknownMs.toFixed(1),
      (row.existingMs - row.unknownMs).toFixed(1),
      summary(row.existingAnswers),
      summary(row.unknownAnswers),
      verdict(tellsNothing(row)),
    ]),
  ]);
}

/** The answer (status and body, the address left out) if always the same, else how many kinds. */
function summary(answers) {
  const [first] = answers;
  const shown = first.length > 70 ? `${first.slice(0, 67)}...` : first;
  return answers.length === 1 ? shown : `${answers.length} different, e.g. ${shown}`;
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
