import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';
import { addressFromForwarded } from './forwarded';

/** The visitor's address, forwarded to the cms for its per-visitor limits. */
export async function visitorAddress(): Promise<string | undefined> {
  return addressFromForwarded((await headers()).get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS);
}
