import 'server-only';
import { z } from 'zod';
import { strapiFetch } from './client';

export interface ConsentRecord {
  consentId: string;
  categories: string[];
  revision: number;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  language: 'sv' | 'en';
}

/** Files a visitor's consent in the cms (create-only, with the site's token). */
export function fileConsentRecord(data: ConsentRecord, forwardedFor?: string) {
  return strapiFetch({ path: '/consent-records', method: 'POST', body: { data }, schema: z.unknown(), forwardedFor });
}
