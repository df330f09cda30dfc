import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/request';
import { refusalOf } from './refusal';

const refused = (status: number, data: unknown) => new HttpError(status, 'refused', data);

describe('a refused change', () => {
  it('takes the code and the known fields from the route handler’s answer', () => {
    expect(refusalOf(refused(400, { error: 'invalid', fieldErrors: { name: 'nameRequired', materialIds: 'invalid' } }))).toEqual({
      code: 'invalid',
      fieldErrors: { name: 'nameRequired' },
    });
    expect(refusalOf(refused(400, { error: 'invalid', fieldErrors: { location: 'somethingNew' } }))).toEqual({
      code: 'invalid',
      fieldErrors: { location: 'invalid' },
    });
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
