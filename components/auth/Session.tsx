import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { currentUser } from '@/lib/auth/session';
import { ACCESS_COOKIE } from '@/lib/auth/tokens';
import type { User } from '@/lib/strapi/auth';
import { AuthProvider } from './AuthProvider';

/** Loads the signed-in user on the server and offers it (never a token) to the page below. */
export async function Session({ children }: { children: (user: User | null) => ReactNode }) {
  let user: User | null = null;
  let stale = false;
  try {
    user = await currentUser();
    // The cookie holds a session the cms refused (expired, revoked, user removed).
    stale = !user && (await cookies()).has(ACCESS_COOKIE);
  } catch {
    // A cms that is down must not take the frame with it, nor sign anybody out.
  }
  return (
    <AuthProvider user={user} stale={stale}>
      {children(user)}
    </AuthProvider>
  );
}
