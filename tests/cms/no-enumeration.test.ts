import { describe, expect, it } from 'vitest';
import { codeFromMail, newName, PASSWORD, post, signedInUser, signIn, unconfirmedUser } from './accounts';
import { waitForMail } from './mail';

/** Status and body, with the address the caller sent written as <email>. */
const answer = async (path: string, body: { email: string; [field: string]: string }) => {
  const { status, body: json } = await post(path, body);
  return { status, body: JSON.stringify(json).replaceAll(body.email, '<email>') };
};

describe('the account endpoints do not tell which addresses have an account', () => {
  it('sign-up with a taken address answers as with a new one; the owner is mailed instead', async () => {
    const owner = await signedInUser();
    const unknown = newName();
    const asNew = await answer('/auth/local/register', { ...unknown, password: PASSWORD });
    const asTaken = await answer('/auth/local/register', { username: newName().username, email: owner.email, password: 'Ett-annat-lösen-9' });
    expect(asTaken).toEqual(asNew);
    expect(asTaken.status).toBe(200);

    const mail = await waitForMail((m) => m.to.some((to) => to.address === owner.email) && m.subject.includes('You already have an account'));
    expect(mail.text).toContain('/en/login');
    expect(mail.text).toContain('/forgot-password');
    // Nothing changed for the owner: the old password still signs in, the new one does not.
    await signIn(owner.email, owner.password);
    expect((await post('/auth/local', { identifier: owner.email, password: 'Ett-annat-lösen-9' })).status).toBe(400);
  });

  it('sign-up with the address of an account awaiting confirmation sends its link again', async () => {
    const waiting = await unconfirmedUser();
    const again = await answer('/auth/local/register', { username: newName().username, email: waiting.email, password: PASSWORD });
    expect(again).toEqual({ status: 200, body: '{"ok":true}' });
    const { code } = await codeFromMail(waiting.email, 'confirmation', (text) => !text.includes(waiting.code));
    expect(code).not.toBe(waiting.code);
  });

  it('a taken username is said whatever the address, so it never speaks for one', async () => {
    const owner = await signedInUser();
    const withNewAddress = await answer('/auth/local/register', { username: owner.username, email: newName().email, password: PASSWORD });
    const withOwnersAddress = await answer('/auth/local/register', { username: owner.username, email: owner.email, password: PASSWORD });
    expect(withNewAddress.status).toBe(400);
    expect(withNewAddress.body).toContain('Username already taken');
    expect(withOwnersAddress).toEqual(withNewAddress);
  });

  it('a reset link and a new confirmation mail are answered alike for confirmed, unconfirmed and unknown addresses', async () => {
    const confirmed = await signedInUser();
    const waiting = await unconfirmedUser();
    const nobody = newName().email;
    for (const path of ['/auth/forgot-password', '/auth/send-email-confirmation']) {
      const answers = await Promise.all([confirmed.email, waiting.email, nobody].map((email) => answer(path, { email })));
      expect(answers[0]!.status, path).toBe(200);
      expect(answers[1], path).toEqual(answers[0]);
      expect(answers[2], path).toEqual(answers[0]);
    }
    // The mails still go out, after the answer.
    await codeFromMail(confirmed.email, 'code');
    await codeFromMail(waiting.email, 'confirmation', (text) => !text.includes(waiting.code));
  });
});
