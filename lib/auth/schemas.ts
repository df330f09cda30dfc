import { z } from 'zod';

/** Form schemas; messages are keys of the Auth.errors namespace. */
const password = z.string().min(8, 'passwordShort').max(128, 'passwordLong');
const email = z.email('emailInvalid').trim().max(254, 'emailInvalid');
const matching = <T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: 'passwordMismatch' });
  }
};

export const loginSchema = z.object({
  identifier: z.string().trim().min(1, 'identifierRequired').max(254, 'identifierRequired'),
  password: z.string().min(1, 'passwordRequired').max(128, 'passwordLong'),
  returnTo: z.string().optional(),
});

export const registerSchema = z
  .object({
    username: z.string().trim().regex(/^[\p{L}\p{N}._-]{3,30}$/u, 'usernameInvalid'),
    email,
    password,
    passwordConfirmation: z.string(),
  })
  .superRefine(matching);

export const emailSchema = z.object({ email });

export const resetSchema = z
  .object({ code: z.string().min(1, 'invalidCode').max(256, 'invalidCode'), password, passwordConfirmation: z.string() })
  .superRefine(matching);

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'passwordRequired').max(128, 'passwordLong'), password, passwordConfirmation: z.string() })
  .superRefine(matching);

/** Fields whose values never go back into a form's state. */
export const SECRET_FIELDS = ['password', 'passwordConfirmation', 'currentPassword', 'code'];
