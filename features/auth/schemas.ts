import { z } from 'zod';
import { MAX_PASSWORD_BYTES, passwordBytes, passwordProblem, USERNAME } from '@/lib/auth/rules';

/** Form schemas; messages are keys of the Auth.errors namespace. */
const password = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
/** A password as typed to sign in or confirm: whatever was once accepted. */
const existingPassword = z
  .string()
  .min(1, 'passwordRequired')
  .refine((value) => passwordBytes(value) <= MAX_PASSWORD_BYTES, 'passwordLong');
const email = z.email('emailInvalid').trim().max(254, 'emailInvalid');
const matching = <T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'passwordMismatch' });
  }
};

export const loginSchema = z.object({
  identifier: z.string().trim().min(1, 'identifierRequired').max(254, 'identifierRequired'),
  password: existingPassword,
  returnTo: z.string().optional(),
});

export const registerSchema = z
  .object({
    username: z.string().trim().regex(USERNAME, 'usernameInvalid'),
    email,
    password,
    passwordConfirmation: z.string(),
  })
  .superRefine((value, ctx) => {
    matching(value, ctx);
    if (passwordProblem(value.password, value) === 'passwordPersonal') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'passwordPersonal' });
    }
  });

export const emailSchema = z.object({ email });

export const resetSchema = z
  .object({ code: z.string().min(1, 'invalidCode').max(256, 'invalidCode'), password, passwordConfirmation: z.string() })
  .superRefine(matching);

export const changePasswordSchema = z.object({ currentPassword: existingPassword, password, passwordConfirmation: z.string() }).superRefine(matching);

/** Fields whose values never go back into a form's state. */
export const SECRET_FIELDS = ['password', 'passwordConfirmation', 'currentPassword', 'code'];
