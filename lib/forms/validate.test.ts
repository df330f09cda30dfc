import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './validate';

const schema = z.object({
  email: z.email('emailInvalid'),
  password: z.string().min(8, 'passwordShort'),
  note: z.string().max(5, 'noteLong').optional(),
});
const t = (key: string) => `translated:${key}`;
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    expect(validateForm(schema, form({ email: 'a@b.se', password: 'långt-lösen' }), t)).toEqual({
      success: true,
      data: { email: 'a@b.se', password: 'långt-lösen' },
    });
  });

  it('translates the first error per field and keeps the input, except secrets', () => {
    const result = validateForm(schema, form({ email: 'nope', password: 'kort', note: 'too long' }), t, { secret: ['password'] });
    expect(result).toEqual({
      success: false,
      fieldErrors: { email: 'translated:emailInvalid', password: 'translated:passwordShort', note: 'translated:noteLong' },
      values: { email: 'nope', note: 'too long' },
    });
  });

  it('refuses a required field the request left out with its own message, as if sent empty, and leaves an optional one out', () => {
    const result = validateForm(schema, form({}), t);
    expect(result).toEqual({
      success: false,
      fieldErrors: { email: 'translated:emailInvalid', password: 'translated:passwordShort' },
      values: { email: '', password: '' },
    });
  });
});
