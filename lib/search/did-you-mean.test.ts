import { describe, expect, it } from 'vitest';
import { didYouMeanOf } from './did-you-mean';

describe('didYouMeanOf', () => {
  it("reads the cms's suggestion when there is one", () => {
    expect(didYouMeanOf({ total: 0, didYouMean: 'klinker' })).toBe('klinker');
    expect(didYouMeanOf({ didYouMean: '  ekparkett ' })).toBe('ekparkett');
  });

  it('is null when the answer has none, an empty one or something else', () => {
    expect(didYouMeanOf({ total: 0 })).toBeNull();
    expect(didYouMeanOf({ didYouMean: null })).toBeNull();
    expect(didYouMeanOf({ didYouMean: ' ' })).toBeNull();
    expect(didYouMeanOf({ didYouMean: ['klinker'] })).toBeNull();
  });
});
