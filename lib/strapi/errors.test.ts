import { describe, expect, it } from 'vitest';
import { CMS_REFUSALS, cmsRefusal, StrapiError, toStrapiError } from './errors';

const refused = (status: number, name = 'ApplicationError') => new StrapiError({ status, name, message: 'refused' });

describe('cmsRefusal', () => {
  it.each([
    [400, 'invalid', 400],
    [401, 'unauthorized', 401],
    [403, 'unauthorized', 401],
    [404, 'notFound', 404],
    [429, 'tooMany', 429],
    [500, 'failed', 502],
    [503, 'failed', 502],
  ] as const)('names a cms answer of %i as %s, which the site answers with %i', (status, code, answered) => {
    expect(cmsRefusal(refused(status))).toBe(code);
    expect(CMS_REFUSALS[code]).toBe(answered);
  });

  it('counts a cms that did not answer, and anything that is not a cms error, as a failure', () => {
    expect(cmsRefusal(toStrapiError(undefined, 'The cms did not answer'))).toBe('failed');
    expect(cmsRefusal(new TypeError('fetch failed'))).toBe('failed');
  });
});
