import { inject } from 'vitest';

/** A mail as maildev's REST API lists it. */
export interface CaughtMail {
  subject: string;
  text: string;
  /** The HTML part, as the mail server got it. */
  html?: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
}

/** Every mail the catcher holds that matches `match`. */
export async function caughtMails(match: (mail: CaughtMail) => boolean): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${inject('mailUrl')}/email`)).json()) as CaughtMail[];
  return mails.filter(match);
}

/** Waits until the catcher holds `count` mails matching `match`: the cms mails after it answers. */
export async function waitForMails(match: (mail: CaughtMail) => boolean, count: number, timeoutMs = 15_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await caughtMails(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} matching mails within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the catcher holds a mail matching `match`. */
export async function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
  return (await waitForMails(match, 1, timeoutMs))[0]!;
}
