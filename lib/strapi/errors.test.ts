import { describe, expect, it, vi } from 'vitest';
import { authErrorKey } from '@/lib/auth/errors';
import { CMS_REFUSALS, cmsRefusal, isCmsBusy, isStrapiError, StrapiError, toStrapiError } from './errors';

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

describe('an error made by another bundle', () => {
  // Next.js gives pages, route handlers and the proxy each a copy of these modules; the search
  // slots are one per process, so a page can be handed a busy error from a route handler's copy.
  async function otherBundle() {
    vi.resetModules();
    const [errors, slow] = await Promise.all([import('./errors'), import('./slow')]);
    vi.resetModules();
    return { errors, slow };
  }

  it('is recognised by its brand, where instanceof fails', async () => {
    const { errors, slow } = await otherBundle();
    const busy = slow.cmsBusy('No place for a search');
    const refusal = new errors.StrapiError({ status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.' });
    expect(busy).not.toBeInstanceOf(StrapiError);
    expect([isStrapiError(busy), isCmsBusy(busy), cmsRefusal(busy), CMS_REFUSALS[cmsRefusal(busy)]]).toEqual([true, true, 'busy', 503]);
    expect([isStrapiError(refusal), isCmsBusy(refusal), cmsRefusal(refusal), authErrorKey(refusal)]).toEqual([true, false, 'tooMany', 'tooMany']);
  });

  it('is refused when only its name or shape looks like one', () => {
    const lookalike = Object.assign(new Error('busy'), { name: 'CmsBusyError', status: 503 });
    expect([isStrapiError(lookalike), isCmsBusy(lookalike), cmsRefusal(lookalike)]).toEqual([false, false, 'failed']);
    expect([isStrapiError(null), isStrapiError('CmsBusyError')]).toEqual([false, false]);
  });
});
