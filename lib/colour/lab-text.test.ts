import { describe, expect, it } from 'vitest';
import { labText } from './lab-text';

describe('labText', () => {
  it('names each value, with the decimal sign of the language and no comma between values', () => {
    const lab = { L: 80.7, a: 1.7, b: -16.85 };
    expect(labText(lab, 'sv')).toBe('L* 80,7 · a* 1,7 · b* −16,85');
    expect(labText(lab, 'en')).toBe('L* 80.7 · a* 1.7 · b* -16.85');
  });

  it('keeps whole numbers whole', () => {
    expect(labText({ L: 62, a: 8, b: 41 }, 'sv')).toBe('L* 62 · a* 8 · b* 41');
  });
});
