import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/request';
import { fieldErrorsOf, refusalOf } from './refusal';

const refused = (status: number, data: unknown) => new HttpError(status, 'refused', data);

describe('a refused change', () => {
  it('takes the code and the fields at fault from the route handler’s answer', () => {
    expect(refusalOf(refused(400, { error: 'invalid', fieldErrors: { name: 'nameRequired', materialIds: 'invalid' } }))).toEqual({
      code: 'invalid',
      fieldErrors: { name: 'nameRequired', materialIds: 'invalid' },
    });
    expect(refusalOf(refused(400, { error: 'invalid', fieldErrors: {} }))).toEqual({ code: 'invalid' });
  });

  it('keeps a form’s own fields, each with a message the form knows', () => {
    const known = ['nameRequired', 'textTooLong'] as const;
    expect(fieldErrorsOf({ name: 'nameRequired', location: 'somethingNew', materialIds: 'invalid' }, ['name', 'location'], known)).toEqual({
      name: 'nameRequired',
      location: 'invalid',
    });
    expect(fieldErrorsOf(null, ['name'], known)).toEqual({});
  });

  it('falls back on the status when the answer names no code it knows', () => {
    expect(refusalOf(refused(404, { error: 'notFound' }))).toEqual({ code: 'notFound' });
    expect(refusalOf(refused(401, null))).toEqual({ code: 'unauthorized' });
    expect(refusalOf(refused(429, '<html>'))).toEqual({ code: 'tooMany' });
    expect(refusalOf(refused(502, { error: 'weird' }))).toEqual({ code: 'failed' });
  });

  it('tells a missing connection from anything else', () => {
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({ code: 'network' });
    expect(refusalOf(new Error('bad answer'))).toEqual({ code: 'failed' });
  });
});
