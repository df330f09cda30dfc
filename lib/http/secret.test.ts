import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { sameSecret } = await import('./secret');

describe('sameSecret', () => {
  it('accepts only the exact secret', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(sameSecret('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(sameSecret('s3cret-value-', 's3cret-value')).toBe(false);
    expect(sameSecret('', 's3cret-value')).toBe(false);
    expect(sameSecret(null, 's3cret-value')).toBe(false);
    expect(sameSecret(undefined, 's3cret-value')).toBe(false);
  });
});
