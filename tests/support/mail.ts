import { expect } from '@playwright/test';
import { E2E } from './ports';

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  replyTo?: { address: string }[] | { address: string };
}

/** Every mail the local catcher (maildev) has received, through its REST API. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.mailWebPort}/email`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/** Waits until a mail whose text contains `needle` has arrived, and returns it. */
export async function waitForMail(needle: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await caughtMails()).find((mail) => mail.text.includes(needle));
      return Boolean(found);
    }, { timeout: 10_000 })
    .toBe(true);
  return found!;
}
