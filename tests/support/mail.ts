import { expect } from '@playwright/test';
import { E2E } from './ports';

export interface CaughtMail {
  subject: string;
  text: string;
  /** The HTML part, as the mail server got it. */
  html?: string;
  to: { address: string }[];
  replyTo?: { address: string }[] | { address: string };
}

/** Every mail the local catcher (maildev) has received, through its REST API. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.mailWebPort}/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** The first link in a mail that contains `part`, e.g. "/reset-password?code=". */
export function linkIn(mail: CaughtMail, part: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  return link;
}

/** Waits until `count` mails match, and returns them. */
export async function mailsMatching(match: (mail: CaughtMail) => boolean, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await caughtMails()).filter(match);
        return found.length;
      },
      // A limit for a mail that never comes: the cms suites run below the browser tests' priority.
      { timeout: 120_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/**
 * Waits until a mail whose text contains `needle` (or one to that address) has arrived, and
 * returns it. The cms sends account mails after it has answered (and after the bcrypt hash of
 * a new account), so on a busy machine they may come some seconds after the page said so.
 */
export async function waitForMail(needle: string, count = 1): Promise<CaughtMail> {
  const found = await mailsMatching((mail) => mail.text.includes(needle) || mail.to.some((to) => to.address === needle), count);
  return found.at(-1)!;
}
