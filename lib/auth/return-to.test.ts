import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnTo('/my-materials')).toBe('/my-materials');
    expect(safeReturnTo('/en/measurements?project=1')).toBe('/en/measurements?project=1');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /evil',
    'evil.example',
    '',
    '/%2Fevil.example',
    'data:text/html,<script>alert(1)</script>',
    '/javascript:alert(1)',
  ])('sends %j home', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  it('sends non-strings home', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a'])).toBe('/');
  });
});
