import 'server-only';
import { z } from 'zod';
import { strapiFetch } from './client';

/**
 * users-permissions, reached only from the site's server. Every call forwards the
 * visitor's address so the cms's sign-in limits count visitors, not the site.
 */

export const userSchema = z
  .object({
    id: z.number(),
    documentId: z.string(),
    username: z.string(),
    email: z.string(),
    confirmed: z.boolean().nullish(),
    provider: z.string().nullish(),
  })
  .transform((u) => ({
    id: u.id,
    username: u.username,
    email: u.email,
    confirmed: u.confirmed ?? false,
    provider: u.provider ?? 'local',
  }));
export type User = z.infer<typeof userSchema>;

const sessionSchema = z.object({ jwt: z.string(), refreshToken: z.string(), user: userSchema });
export type AuthSession = z.infer<typeof sessionSchema>;

/** A session when e-mail confirmation is off; otherwise the same answer whether the address is new or taken. */
const registeredSchema = z.union([sessionSchema, z.object({ ok: z.literal(true) })]);
const okSchema = z
  .object({ ok: z.literal(true) })
  .or(z.object({ sent: z.boolean() }))
  .or(z.object({ data: z.unknown() }))
  .or(z.null());
const refreshedSchema = z.object({ jwt: z.string(), refreshToken: z.string() });

type Visitor = { forwardedFor?: string };

export const authApi = {
  login: (identifier: string, password: string, { forwardedFor }: Visitor) =>
    strapiFetch({ path: '/auth/local', method: 'POST', body: { identifier, password }, schema: sessionSchema, token: null, forwardedFor }),

  register: (username: string, email: string, password: string, { forwardedFor }: Visitor) =>
    strapiFetch({
      path: '/auth/local/register',
      method: 'POST',
      body: { username, email, password },
      schema: registeredSchema,
      token: null,
      forwardedFor,
    }),

  forgotPassword: (email: string, { forwardedFor }: Visitor) =>
    strapiFetch({ path: '/auth/forgot-password', method: 'POST', body: { email }, schema: okSchema, token: null, forwardedFor }),

  resetPassword: (code: string, password: string, { forwardedFor }: Visitor) =>
    strapiFetch({
      path: '/auth/reset-password',
      method: 'POST',
      body: { code, password, passwordConfirmation: password },
      schema: sessionSchema,
      token: null,
      forwardedFor,
    }),

  changePassword: (token: string, currentPassword: string, password: string, { forwardedFor }: Visitor) =>
    strapiFetch({
      path: '/auth/change-password',
      method: 'POST',
      body: { currentPassword, password, passwordConfirmation: password },
      schema: sessionSchema,
      token,
      forwardedFor,
    }),

  sendEmailConfirmation: (email: string, { forwardedFor }: Visitor) =>
    strapiFetch({ path: '/auth/send-email-confirmation', method: 'POST', body: { email }, schema: okSchema, token: null, forwardedFor }),

  refresh: (refreshToken: string) => strapiFetch({ path: '/auth/refresh', method: 'POST', body: { refreshToken }, schema: refreshedSchema, token: null }),

  logout: (token: string, refreshToken: string | undefined) =>
    strapiFetch({ path: '/auth/logout', method: 'POST', body: refreshToken ? { refreshToken } : {}, schema: z.unknown(), token }),

  me: (token: string) => strapiFetch({ path: '/users/me', schema: userSchema, token }),

  providerCallback: (provider: string, cookie: string) =>
    strapiFetch({ path: `/auth/${encodeURIComponent(provider)}/callback`, schema: sessionSchema, token: null, cookie }),
};
