import { describe, expect, it } from 'vitest';
import { bandOf } from '@/lib/colour/bands';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import { colourDifference } from './delta';

describe('colourDifference', () => {
  it('compares the measured sample with the declared colour as reference', () => {
    const declared = { L: 62.1, a: 9.8, b: 29.5 };
    const measured = { L: 60.9, a: 10.6, b: 27.2 };
    const difference = colourDifference(declared, measured);
    expect(difference?.deltaE).toBeCloseTo(deltaE2000(declared, measured), 10);
    expect(difference?.verdict).toBe(bandOf(difference!.deltaE));
  });

  it('is zero and imperceptible for identical colours', () => {
    expect(colourDifference({ L: 50, a: 2, b: -3 }, { L: 50, a: 2, b: -3 })).toEqual({ deltaE: 0, verdict: 'imperceptible' });
  });

  it('has nothing to say without declared values', () => {
    expect(colourDifference(null, { L: 50, a: 0, b: 0 })).toBeNull();
  });
});
