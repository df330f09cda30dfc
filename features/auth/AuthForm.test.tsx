// @vitest-environment jsdom
import { act, fireEvent, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { AuthErrorKey } from '@/lib/auth/errors';
import { StrapiError } from '@/lib/strapi/errors';
import { checkAuthForm, refusedState, type AuthFormState } from './form-state';
import { emailSchema, loginSchema, registerSchema } from './schemas';
import type { Locale } from '@/i18n/routing';
import { deferred, descriptionOf, LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { AuthForm } from './AuthForm';

type Action = (state: AuthFormState, formData: FormData) => Promise<AuthFormState>;

/** What the cms answers for each refusal the tests ask of it, as lib/strapi's client raises it. */
const CMS_REFUSALS = {
  wrongCredentials: new StrapiError({ status: 400, name: 'ValidationError', message: 'Invalid identifier or password' }),
  blocked: new StrapiError({ status: 400, name: 'ApplicationError', message: 'Your account has been blocked by an administrator' }),
  unconfirmed: new StrapiError({ status: 400, name: 'ApplicationError', message: 'Your account email is not confirmed' }),
  tooMany: new StrapiError({ status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' }),
  signInPaused: new StrapiError({
    status: 429,
    name: 'RateLimitError',
    message: 'Too many failed sign-ins, wait before trying again',
    details: { retryAfterSeconds: 40 },
  }),
  failed: new StrapiError({ status: 500, name: 'UnknownError', message: 'fetch failed' }),
} satisfies Partial<Record<AuthErrorKey, StrapiError>>;

/**
 * Stand-ins for features/auth/actions.ts's login and resendConfirmation, built from the actions'
 * own form check and refusal states (features/auth/form-state.ts); only the cms's answer is the
 * test's choice.
 */
function fakeActions(locale: Locale) {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'Auth' });
  const invalid = (schema: typeof loginSchema | typeof emailSchema, formData: FormData) => checkAuthForm(schema, formData, t).state ?? null;
  let cmsAnswer: StrapiError | null = null;
  const login = vi.fn<Action>(
    async (_state, formData) => invalid(loginSchema, formData) ?? (cmsAnswer ? refusedState(cmsAnswer, t, formData) : { status: 'success' }),
  );
  const resend = vi.fn<Action>(async (_state, formData) => invalid(emailSchema, formData) ?? { status: 'success', message: t('resend.sent') });
  return { login, resend, cmsRefuses: (code: keyof typeof CMS_REFUSALS) => void (cmsAnswer = CMS_REFUSALS[code]) };
}

/** The sign-in form as app/[locale]/(site)/login/page.tsx renders it. */
function renderLogin(locale: Locale, returnTo = '/') {
  const t = messagesOf(locale).Auth;
  const actions = fakeActions(locale);
  const { container } = renderIn(
    locale,
    [],
    <AuthForm
      id="login"
      action={actions.login}
      required={t.required}
      submit={t.login.submit}
      pending={t.login.pending}
      hidden={{ returnTo }}
      fields={[
        { name: 'identifier', label: t.identifier, autoComplete: 'username' },
        { name: 'password', label: t.password, type: 'password', autoComplete: 'current-password' },
      ]}
      resend={{ action: actions.resend, submit: t.resend.submit, pending: t.resend.pending, emailLabel: t.email }}
    />,
  );
  const form = within(container.querySelector<HTMLElement>('form#login')!);
  const identifier = () => form.getByLabelText(`${t.identifier} (${t.required})`) as HTMLInputElement;
  const password = () => form.getByLabelText(`${t.password} (${t.required})`) as HTMLInputElement;
  const button = () => form.getByRole('button') as HTMLButtonElement;
  const fill = (values: { identifier?: string; password?: string }) => {
    if (values.identifier !== undefined) fireEvent.change(identifier(), { target: { value: values.identifier } });
    if (values.password !== undefined) fireEvent.change(password(), { target: { value: values.password } });
  };
  // The action's state arrives after the click, in a transition.
  const submit = () => act(async () => void fireEvent.click(button()));
  const resendForm = () => container.querySelector<HTMLElement>('form:not(#login)');
  return { t, ...actions, container, form, identifier, password, button, fill, submit, resendForm };
}

describe.each(LOCALES)('the sign-in form (%s)', (locale) => {
  it('sends the name, the password and where to return, and says it is signing in while it waits', async () => {
    const { t, login, identifier, password, button, fill, submit, form } = renderLogin(locale, '/my-projects');
    expect(identifier().autocomplete).toBe('username');
    expect(password().type).toBe('password');
    expect(password().autocomplete).toBe('current-password');

    const answer = deferred<AuthFormState>({ status: 'success' });
    login.mockReturnValueOnce(answer.promise);
    fill({ identifier: 'anna@example.se', password: 'korrekt häst batteri' });
    await submit();

    const sent = login.mock.calls[0]![1];
    expect([sent.get('identifier'), sent.get('password'), sent.get('returnTo')]).toEqual(['anna@example.se', 'korrekt häst batteri', '/my-projects']);
    expect(button().textContent).toBe(t.login.pending);
    expect(button().disabled).toBe(true);
    await act(async () => answer.resolve({ status: 'success' }));
    expect(button().textContent).toBe(t.login.submit);
    expect(form.queryByRole('alert')).toBeNull();
    expect(login).toHaveBeenCalledTimes(1);
  });

  const invalid = [
    { input: 'no name', typed: { identifier: '', password: 'hemligt lösen' }, errors: { identifier: 'identifierRequired' } },
    { input: 'a blank name', typed: { identifier: '   ', password: 'hemligt lösen' }, errors: { identifier: 'identifierRequired' } },
    { input: 'no password', typed: { identifier: 'anna', password: '' }, errors: { password: 'passwordRequired' } },
    { input: 'a password over 72 bytes', typed: { identifier: 'anna', password: 'å'.repeat(37) }, errors: { password: 'passwordLong' } },
    { input: 'nothing', typed: { identifier: '', password: '' }, errors: { identifier: 'identifierRequired', password: 'passwordRequired' } },
  ] as const;

  it.each(invalid)('says what is wrong with $input at its field, keeps the name and never the password', async ({ typed, errors }) => {
    const { t, identifier, password, fill, submit } = renderLogin(locale);
    fill(typed);
    await submit();
    for (const [field, control] of [
      ['identifier', identifier()],
      ['password', password()],
    ] as const) {
      const error = field in errors ? t.errors[errors[field as keyof typeof errors]] : undefined;
      expect(control.getAttribute('aria-invalid')).toBe(String(Boolean(error)));
      if (error) expect(descriptionOf(control)).toBe(error);
    }
    expect(identifier().value).toBe(typed.identifier);
    expect(password().value).toBe('');
  });

  it('never puts a password back into the form, even one the state carries', async () => {
    const { login, identifier, password, fill, submit } = renderLogin(locale);
    login.mockResolvedValueOnce({ status: 'error', message: 'x', values: { identifier: 'anna', password: 'hemligt lösen' } });
    fill({ identifier: 'anna', password: 'hemligt lösen' });
    await submit();
    expect(identifier().value).toBe('anna');
    expect(password().value).toBe('');
  });

  it.each(['wrongCredentials', 'blocked', 'tooMany', 'failed'] as const)('says why the cms refused (%s) and keeps the name', async (code) => {
    const { t, cmsRefuses, form, identifier, password, button, fill, submit, resendForm } = renderLogin(locale);
    cmsRefuses(code);
    fill({ identifier: 'anna', password: 'fel lösenord' });
    await submit();
    expect(form.getByRole('alert').textContent).toBe(t.errors[code]);
    expect(identifier().value).toBe('anna');
    expect(password().value).toBe('');
    expect(button().textContent).toBe(t.login.submit);
    expect(resendForm()).toBeNull();
  });

  it("says how long to wait once an account's sign-ins are paused after wrong passwords", async () => {
    const { cmsRefuses, form, identifier, password, fill, submit } = renderLogin(locale);
    cmsRefuses('signInPaused');
    fill({ identifier: 'anna', password: 'fel lösenord' });
    await submit();
    const waitFor = { sv: 'Vänta 40 sekunder och försök igen.', en: 'Wait 40 seconds and try again.' }[locale];
    expect(form.getByRole('alert').textContent).toMatch(
      new RegExp(`^${locale === 'sv' ? 'Fel lösenord har angetts' : 'A wrong password has been given'} .*${waitFor}$`),
    );
    expect(identifier().value).toBe('anna');
    expect(password().value).toBe('');
  });

  it('offers to send the confirmation again to an unconfirmed account, and says it did', async () => {
    const { t, cmsRefuses, form, fill, submit, resendForm, resend } = renderLogin(locale);
    cmsRefuses('unconfirmed');
    fill({ identifier: 'anna@example.se', password: 'hemligt lösen' });
    await submit();
    expect(form.getByRole('alert').textContent).toBe(t.errors.unconfirmed);

    const again = within(resendForm()!);
    const email = again.getByLabelText(`${t.email} (${t.required})`) as HTMLInputElement;
    expect(email.value).toBe('anna@example.se');
    await act(async () => void fireEvent.click(again.getByRole('button', { name: t.resend.submit })));
    expect(resend.mock.calls[0]![1].get('email')).toBe('anna@example.se');
    expect(again.getByRole('status').textContent).toBe(t.resend.sent);
  });

  it('asks for an address to send the confirmation to when the name was not one', async () => {
    const { t, cmsRefuses, fill, submit, resendForm, resend } = renderLogin(locale);
    cmsRefuses('unconfirmed');
    fill({ identifier: 'anna', password: 'hemligt lösen' });
    await submit();
    const again = within(resendForm()!);
    const email = again.getByLabelText(`${t.email} (${t.required})`) as HTMLInputElement;
    expect(email.value).toBe('');
    await act(async () => void fireEvent.click(again.getByRole('button', { name: t.resend.submit })));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe(t.errors.emailInvalid);
    expect(again.getByRole('status').textContent).toBe('');
  });
});

describe.each(LOCALES)('the sign-up form (%s)', (locale) => {
  it.each(['0000000000', 'qqqqqqqqqq', 'abcdefghij', 'ytbanken2026'])('says at the password why %j is refused', (password) => {
    const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'Auth' });
    const formData = new FormData();
    for (const [name, value] of Object.entries({ username: 'anna_berg', email: 'anna@example.se', password, passwordConfirmation: password }))
      formData.set(name, value);
    const { state } = checkAuthForm(registerSchema, formData, t);
    expect(state?.fieldErrors).toEqual({ password: messagesOf(locale).Auth.errors.passwordGuessable });
    expect(state?.values).toEqual({ username: 'anna_berg', email: 'anna@example.se' });
  });
});
