import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('accepts only the exact secret', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(sameSecret('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(sameSecret('S3cret-value', 's3cret-value')).toBe(false);
  });

  it('refuses a secret of another length without throwing, as an unhashed comparison would', () => {
    expect(sameSecret('s3cret-value-', 's3cret-value')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-value')).toBe(false);
    expect(sameSecret('x'.repeat(10_000), 's3cret-value')).toBe(false);
    expect(sameSecret('å', 'a')).toBe(false);
  });

  it('refuses nothing as a secret, whatever is expected', () => {
    expect(sameSecret('', 's3cret-value')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(null, 's3cret-value')).toBe(false);
    expect(sameSecret(undefined, 's3cret-value')).toBe(false);
  });
});
