'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { User } from '@/lib/strapi/auth';

const AuthContext = createContext<User | null>(null);

/**
 * Offers the signed-in user (never a token: those live in httpOnly cookies) to client
 * components. `stale` says the cookies hold a session the cms refused: forget it.
 */
export function AuthProvider({ user, stale, children }: { user: User | null; stale: boolean; children: ReactNode }) {
  useEffect(() => {
    if (stale) void fetch('/api/auth/session', { method: 'DELETE' });
  }, [stale]);
  return <AuthContext.Provider value={user}>{children}</AuthContext.Provider>;
}

export const useAuth = () => useContext(AuthContext);
