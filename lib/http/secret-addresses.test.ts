import { describe, expect, it } from 'vitest';
import { REDACTED, withoutSecrets } from './secret-addresses';

describe('withoutSecrets', () => {
  it.each([
    ['http://site.test/samples/confirm?token=abc123', `http://site.test/samples/confirm?token=${REDACTED}`],
    ['http://site.test/en/reset-password?code=s3cr3t&x=1', `http://site.test/en/reset-password?code=${REDACTED}&x=1`],
    ['http://site.test/shared/tok3n', `http://site.test/shared/${REDACTED}`],
    ['http://site.test/en/shared/tok3n/extra?utm=1', `http://site.test/en/shared/${REDACTED}/extra?utm=1`],
    ['http://site.test/products?code=a&code=b#top', `http://site.test/products?code=${REDACTED}`],
    ['http://site.test/connect/cb?access_token=x&id_token=y', `http://site.test/connect/cb?access_token=${REDACTED}&id_token=${REDACTED}`],
  ])('%s is given as %s', (href, safe) => {
    expect(withoutSecrets(href)).toBe(safe);
  });

  it('leaves an address without secrets as it is', () => {
    expect(withoutSecrets('http://site.test/en/products?category=tiles&page=2')).toBe('http://site.test/en/products?category=tiles&page=2');
    expect(withoutSecrets('http://site.test/sharedx/abc')).toBe('http://site.test/sharedx/abc');
    expect(withoutSecrets('')).toBe('');
  });

  it('empties the query of what is not an address', () => {
    expect(withoutSecrets('/samples/confirm?token=abc')).toBe('/samples/confirm');
  });
});
