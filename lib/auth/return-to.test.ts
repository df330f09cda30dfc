import { describe, expect, it } from 'vitest';
import { MALICIOUS_RETURN_TO } from '@/tests/support/malicious-return-to';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/my-materials')).toBe('/my-materials');
    expect(safeReturnTo('/en/measurements?project=1')).toBe('/en/measurements?project=1');
  });

  it.each(MALICIOUS_RETURN_TO)('sends %j home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('sends non-strings home', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
  });
});
