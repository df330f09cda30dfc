import { describe, expect, it } from 'vitest';
import { newName, post, signedInUser, unconfirmedUser } from './accounts';
import { cms, forVisitor, newVisitor } from './api';
import { caughtMails, waitForMails, type CaughtMail } from './mail';

// config/accounts.js's defaults, which the test cms runs with.
const MAILS_PER_RECIPIENT = 3;
const FREE_FAILURES = 5;
const ASKS = 8;

type Account = { email: string; code?: string };
type Ask = [path: string, body: { email: string; [field: string]: string }];
const to = (email: string, also: (mail: CaughtMail) => boolean) => (mail: CaughtMail) => mail.to.some((r) => r.address === email) && also(mail);
const isResetLink = (mail: CaughtMail) => mail.text.includes('?code=');

/** Status and body of an account endpoint's answer, with the address asked about written as <email>. */
async function answerFor([path, body]: Ask) {
  const { status, body: json } = await post(path, body);
  return { status, body: JSON.stringify(json).replaceAll(body.email, '<email>') };
}

interface AccountMail {
  mail: string;
  account: () => Promise<Account>;
  ask: (email: string) => Ask;
  isIt: (mail: CaughtMail, account?: Account) => boolean;
}

const MAILS: AccountMail[] = [
  {
    mail: 'a reset link',
    account: signedInUser,
    ask: (email: string): Ask => ['/auth/forgot-password', { email }],
    isIt: isResetLink,
  },
  {
    mail: 'the note that the address has an account',
    account: signedInUser,
    ask: (email: string): Ask => ['/auth/local/register', { username: newName().username, email, password: 'Ett-annat-lösen-9' }],
    isIt: (mail: CaughtMail) => mail.subject.includes('You already have an account'),
  },
  {
    mail: 'the confirmation link again',
    account: unconfirmedUser,
    ask: (email: string): Ask => ['/auth/send-email-confirmation', { email }],
    isIt: (mail: CaughtMail, account?: Account) => mail.text.includes('?confirmation=') && !mail.text.includes(account!.code!),
  },
];

/**
 * Mails that went out for an address once the cms has sent a later one elsewhere: the asks'
 * work ran before it, so a mail the cap let through has arrived and one it stopped never will.
 */
async function mailsAfterAll(email: string, isIt: (mail: CaughtMail) => boolean) {
  const later = await signedInUser();
  expect((await post('/auth/forgot-password', { email: later.email })).status).toBe(200);
  await waitForMails(to(later.email, isResetLink), 1);
  return caughtMails(to(email, isIt));
}

describe('account mails to one address are capped, and the answers do not change', () => {
  it.each(MAILS)('$mail, asked for again and again from many visitors', async ({ account, ask, isIt }) => {
    const owner: Account = await account();
    const answers = [];
    for (let n = 0; n < ASKS; n++) answers.push(await answerFor(ask(owner.email)));
    const forNobody = await answerFor(ask(newName().email));
    expect(forNobody.status).toBe(200);
    expect(answers).toEqual(Array(ASKS).fill(forNobody));

    const mine = (mail: CaughtMail) => isIt(mail, owner);
    await waitForMails(to(owner.email, mine), MAILS_PER_RECIPIENT);
    expect(await mailsAfterAll(owner.email, mine)).toHaveLength(MAILS_PER_RECIPIENT);
  });

  it('one cap for the address, whichever account mail is asked for', async () => {
    const owner = await signedInUser();
    for (const { ask } of MAILS.slice(0, 2)) for (let n = 0; n < MAILS_PER_RECIPIENT; n++) expect((await answerFor(ask(owner.email))).status).toBe(200);
    const anyAccountMail = (mail: CaughtMail) => MAILS.slice(0, 2).some(({ isIt }) => isIt(mail));
    await waitForMails(to(owner.email, anyAccountMail), MAILS_PER_RECIPIENT);
    expect(await mailsAfterAll(owner.email, anyAccountMail)).toHaveLength(MAILS_PER_RECIPIENT);
  });
});

/** A sign-in from a visitor of its own, as an attacker spread over many addresses makes them. */
const signIn = (identifier: string, password: string) => post('/auth/local', { identifier, password });

/** What a caller learns from a refused sign-in: status, Retry-After, the error's name and words. */
const seen = ({ status, headers, body }: Awaited<ReturnType<typeof post>>) => ({
  status,
  retryAfter: headers.has('retry-after') ? 'given' : 'none',
  error: { name: body.error?.name, message: body.error?.message },
});

describe('failed sign-ins slow the account they name, from whatever address', () => {
  it('after a few wrong passwords even the right one waits, with a 429 and Retry-After', async () => {
    const user = await signedInUser();
    for (let n = 1; n <= FREE_FAILURES; n++) expect((await signIn(user.email, `Fel-lösenord-${n}`)).status).toBe(400);
    const paused = await signIn(user.email, user.password);
    expect(seen(paused)).toEqual({
      status: 429,
      retryAfter: 'given',
      error: { name: 'RateLimitError', message: 'Too many failed sign-ins, wait before trying again' },
    });
    const seconds = Number(paused.headers.get('retry-after'));
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(paused.body.error?.details).toEqual({ retryAfterSeconds: seconds });
  });

  it('one count for the account, whether its e-mail or its username is typed', async () => {
    const user = await signedInUser();
    for (let n = 1; n <= FREE_FAILURES; n++) {
      const identifier = n % 2 ? user.username : user.email.toUpperCase();
      expect((await signIn(identifier, `Fel-lösenord-${n}`)).status).toBe(400);
    }
    expect((await signIn(user.email, user.password)).status).toBe(429);
    expect((await signIn(user.username, user.password)).status).toBe(429);
  });

  it('an identifier without an account is answered alike, failure by failure', async () => {
    const user = await signedInUser();
    const attempts = async (identifier: string) => {
      const answers = [];
      for (let n = 1; n <= FREE_FAILURES + 2; n++) answers.push(seen(await signIn(identifier, `Fel-lösenord-${n}`)));
      return answers;
    };
    const withAccount = await attempts(user.email);
    expect(withAccount.map((answer) => answer.status)).toEqual([...Array(FREE_FAILURES).fill(400), 429, 429]);
    expect(await attempts(newName().email)).toEqual(withAccount);
    expect(await attempts(newName().username)).toEqual(withAccount);
  });

  it('a burst of guesses sent at once is slowed as surely as one guess after another', async () => {
    const user = await signedInUser();
    const burst = await Promise.all(Array.from({ length: 3 * FREE_FAILURES }, (_, n) => signIn(user.email, `Fel-lösenord-${n}`)));
    const checked = burst.filter((answer) => answer.status === 400).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(burst.every((answer) => [400, 429].includes(answer.status))).toBe(true);
  });

  it('a successful sign-in forgets the failures before it', async () => {
    const user = await signedInUser();
    for (const round of [1, 2]) {
      for (let n = 1; n < FREE_FAILURES; n++) expect((await signIn(user.email, `Fel-lösenord-${round}-${n}`)).status).toBe(400);
      expect((await signIn(user.email, user.password)).status).toBe(200);
    }
  });

  it('the per-visitor limit counts an IPv6 /64 as one visitor', async () => {
    const network = newVisitor().replace(/::1$/, '');
    const fromHost = (host: number) =>
      cms('/auth/local', {
        method: 'POST',
        body: JSON.stringify({ identifier: newName().email, password: 'Fel-lösenord-1' }),
        headers: forVisitor(`${network}::${host.toString(16)}`),
      });
    const statuses = [];
    for (let host = 1; host <= 11; host++) statuses.push((await fromHost(host)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    // Another network is another visitor.
    expect((await signIn(newName().email, 'Fel-lösenord-1')).status).toBe(400);
  });
});
