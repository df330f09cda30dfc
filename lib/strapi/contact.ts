import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';

/** Files a contact message in the cms with the site's token; the cms mails the owner. */
export function createContactMessage(message: { name: string; email: string; message: string; language: Locale }, forwardedFor?: string) {
  return strapiFetch({
    path: '/contact-messages',
    method: 'POST',
    body: { data: message },
    schema: z.object({ data: z.object({ documentId: z.string() }) }),
    forwardedFor,
  });
}
