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

/** Waits until the catcher holds a mail matching `match`: the cms mails after it answers. */
export async function waitForMail(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${inject('mailUrl')}/email`)).json()) as CaughtMail[];
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (${mails.length} caught)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
