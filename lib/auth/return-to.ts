import { isSafePath } from '@/lib/i18n/switch-target';

/**
 * Where to go after signing in: only a path on this site that begins with a single "/",
 * checked once decoded too; anything else (other hosts, schemes, tricks) goes home.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !isSafePath(value)) return '/';
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  return isSafePath(decoded) && !/^\/[a-z][a-z0-9+.-]*:/i.test(decoded) ? value : '/';
}
