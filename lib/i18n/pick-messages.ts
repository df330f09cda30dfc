import 'server-only';
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** The subset of messages a client leaf needs, so the rest never ships to the browser. */
export async function pickMessages<K extends keyof Messages>(locale: Locale, namespaces: K[]) {
  const messages = await getMessages({ locale });
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
