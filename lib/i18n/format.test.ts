import { describe, expect, it } from 'vitest';
import { formatDeltaE, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes decimals as each language does', () => {
    expect(formatDeltaE(2.345678, 'sv')).toBe('2,35');
    expect(formatDeltaE(2, 'en')).toBe('2.00');
    expect(formatNumber(61.25, 'en')).toBe('61.25');
    expect(formatNumber(10, 'sv')).toBe('10');
  });
});
