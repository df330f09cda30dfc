'use server';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { visitorAddress } from '@/lib/request/visitor';
import { authApi } from '@/lib/strapi';
import { authErrorKey } from '@/lib/auth/errors';
import { returnDestination } from '@/lib/auth/return-to';
import { accessToken, clearSession, storeSession } from '@/lib/auth/session';
import { REFRESH_COOKIE } from '@/lib/auth/tokens';
import { checkAuthForm, refusedState, type AuthFormState } from './form-state';
import { changePasswordSchema, emailSchema, loginSchema, registerSchema, resetSchema } from './schemas';

export type { AuthFormState } from './form-state';

async function setup(locale: string) {
  const language = localeOrDefault(locale);
  const t = await getTranslations({ locale: language, namespace: 'Auth' });
  return { language, t, visitor: { forwardedFor: await visitorAddress() } };
}

export async function login(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { language, t, visitor } = await setup(locale);
  const checked = checkAuthForm(loginSchema, formData, t);
  if (!checked.data) return checked.state;
  await clearSession();
  try {
    await storeSession(await authApi.login(checked.data.identifier, checked.data.password, visitor));
  } catch (error) {
    return refusedState(error, t, formData);
  }
  redirect(returnDestination(checked.data.returnTo, language));
  return { status: 'success' };
}

export async function register(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { language, t, visitor } = await setup(locale);
  const checked = checkAuthForm(registerSchema, formData, t);
  if (!checked.data) return checked.state;
  const { username, email, password } = checked.data;
  await clearSession();
  let signedIn = false;
  try {
    const answer = await authApi.register(username, email, password, visitor);
    // Without e-mail confirmation the cms signs the new user in at once.
    if ('jwt' in answer) {
      await storeSession(answer);
      signedIn = true;
    }
  } catch (error) {
    return refusedState(error, t, formData);
  }
  if (signedIn) redirect({ href: '/account', locale: language });
  return { status: 'success', message: t('register.checkMail', { email }) };
}

export async function forgotPassword(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { t, visitor } = await setup(locale);
  const checked = checkAuthForm(emailSchema, formData, t);
  if (!checked.data) return checked.state;
  try {
    await authApi.forgotPassword(checked.data.email, visitor);
  } catch (error) {
    // The answer must not tell whether the address exists; only a flood is worth saying.
    if (authErrorKey(error) === 'tooMany') return refusedState(error, t, formData);
  }
  return { status: 'success', message: t('forgot.sent') };
}

export async function resetPassword(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { language, t, visitor } = await setup(locale);
  const checked = checkAuthForm(resetSchema, formData, t);
  if (!checked.data) return checked.state;
  await clearSession();
  try {
    await storeSession(await authApi.resetPassword(checked.data.code, checked.data.password, visitor));
  } catch (error) {
    return refusedState(error, t, formData);
  }
  redirect({ href: '/account', locale: language });
  return { status: 'success' };
}

export async function changePassword(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { language, t, visitor } = await setup(locale);
  const token = await accessToken();
  if (!token) redirect({ href: { pathname: '/login', query: { returnTo: '/account' } }, locale: language });
  const checked = checkAuthForm(changePasswordSchema, formData, t);
  if (!checked.data) return checked.state;
  try {
    // The cms revokes every session of the user and hands this one a new pair of tokens.
    await storeSession(await authApi.changePassword(token!, checked.data.currentPassword, checked.data.password, visitor));
  } catch (error) {
    return refusedState(error, t, formData);
  }
  return { status: 'success', message: t('account.changed') };
}

export async function resendConfirmation(locale: string, _state: AuthFormState, formData: FormData): Promise<AuthFormState> {
  const { t, visitor } = await setup(locale);
  const checked = checkAuthForm(emailSchema, formData, t);
  if (!checked.data) return checked.state;
  try {
    await authApi.sendEmailConfirmation(checked.data.email, visitor);
  } catch (error) {
    if (authErrorKey(error) === 'tooMany') return refusedState(error, t, formData);
  }
  return { status: 'success', message: t('resend.sent') };
}

export async function logout(locale: string) {
  const language = localeOrDefault(locale);
  const token = await accessToken();
  const refresh = (await cookies()).get(REFRESH_COOKIE)?.value;
  // Revokes the session in the cms; the cookies go whatever it answers.
  if (token) await authApi.logout(token, refresh).catch(() => undefined);
  await clearSession();
  redirect({ href: '/', locale: language });
}
