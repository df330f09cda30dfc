import { describe, expect, it } from 'vitest';
import { codeFromMail, newName, post, signedInUser } from './accounts';
import { script } from './script';

// Each broken rule and the cms's words for it, asked of the cms directly: the site's own
// checks are only a courtesy, so these hold for anyone who calls the API.
const account = { username: 'ruleanna', email: 'anna.rules@example.com' };
const BROKEN = [
  ['kort-123', 'Password must have at least 10 characters'],
  ['ö'.repeat(37), 'Password must be less than 73 bytes'],
  ['1234567890', 'Password is too common'],
  ['QwertyUiop', 'Password is too common'],
  ['Anna.Rules@Example.com', 'Password must not be the email address or the username'],
  ['ANNA.RULES', 'Password must not be the email address or the username'],
] as const;
// Repeated, sequential, keyboard and site-name passwords, each of a kind guessers try first.
const GUESSABLE = ['0000000000', '1111111111', 'qqqqqqqqqq', 'abcdefghij', 'ytbanken2026', 'Ytb4nk3n-2027', '9876543210', 'rfvtgbyhnujm', 'åkeröåkeröåkerö'];
const GUESSABLE_MESSAGE = 'Password is mostly repeated, sequential or keyboard characters or the site name';
const refusal = (message: string) => ({ status: 400, message });
const refused = ({ status, body }: Awaited<ReturnType<typeof post>>) => ({ status, message: body.error?.message });

describe('the cms enforces the password and username rules itself', () => {
  it.each(BROKEN)('sign-up with %j: %s', async (password, message) => {
    expect(refused(await post('/auth/local/register', { ...account, password }))).toEqual(refusal(message));
  });

  it.each(GUESSABLE)('sign-up with %j, a pattern guessed first, is refused', async (password) => {
    expect(refused(await post('/auth/local/register', { ...newName(), password }))).toEqual(refusal(GUESSABLE_MESSAGE));
  });

  it('sign-up with a password whose patterns are only a part of it is taken', async () => {
    expect((await post('/auth/local/register', { ...newName(), password: 'Ytbanken-ekparkett-123' })).status).toBe(200);
  });

  it('sign-up with a username that is the password is refused too', async () => {
    const { email } = newName();
    const answer = await post('/auth/local/register', { username: 'Ekparkett-2026', email, password: 'ekparkett-2026' });
    expect(refused(answer)).toEqual(refusal('Password must not be the email address or the username'));
  });

  it.each(['<b>anna</b>', 'anna berg', 'anna@example.com', '"onmouseover=x', 'ab'])('sign-up with the username %j is refused', async (username) => {
    const answer = await post('/auth/local/register', { username, email: newName().email, password: 'Grå-ekparkett-42' });
    expect(refused(answer)).toEqual(refusal('Username must have 3 to 30 letters, digits, dots, hyphens or underscores'));
  });

  it("a password change keeps to the rules, the account's own name and address included", async () => {
    const user = await signedInUser();
    const change = (password: string) => post('/auth/change-password', { currentPassword: user.password, password, passwordConfirmation: password }, user.jwt);
    for (const [password, message] of BROKEN.slice(0, 4)) expect(refused(await change(password)), password).toEqual(refusal(message));
    expect(refused(await change(user.email.toUpperCase()))).toEqual(refusal('Password must not be the email address or the username'));
    for (const password of GUESSABLE) expect(refused(await change(password)), password).toEqual(refusal(GUESSABLE_MESSAGE));
    expect((await change('Ett-bättre-lösen-5')).status).toBe(200);
  });

  it('a password reset keeps to the rules, and a refused password leaves the link usable', async () => {
    const user = await signedInUser();
    expect((await post('/auth/forgot-password', { email: user.email })).status).toBe(200);
    const { code } = await codeFromMail(user.email, 'code');
    const reset = (password: string) => post('/auth/reset-password', { code, password, passwordConfirmation: password });
    for (const [password, message] of BROKEN.slice(0, 4)) expect(refused(await reset(password)), password).toEqual(refusal(message));
    expect(refused(await reset(user.email))).toEqual(refusal('Password must not be the email address or the username'));
    for (const password of GUESSABLE) expect(refused(await reset(password)), password).toEqual(refusal(GUESSABLE_MESSAGE));
    expect((await reset('Ett-bättre-lösen-6')).status).toBe(200);
  });

  it('an administrator cannot create a user with a common password or a username with markup', () => {
    const user = (data: Record<string, unknown>) => JSON.stringify({ ...newName('admin'), provider: 'local', confirmed: true, ...data });
    const created = script<({ documentId: string } | { error: string })[]>(
      'create',
      'plugin::users-permissions.user',
      user({ password: 'iloveyou123' }),
      user({ username: '<i>x</i>', password: 'Grå-ekparkett-42' }),
      user({ password: 'Grå-ekparkett-42' }),
    );
    expect(created).toEqual([
      { error: 'Password is too common' },
      { error: 'Username must have 3 to 30 letters, digits, dots, hyphens or underscores' },
      { documentId: expect.any(String) },
    ]);
  });
});
