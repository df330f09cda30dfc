import { describe, expect, it } from 'vitest';
import { withQuantity } from './quantities';

const floor = { material: 'm1', quantity: 40, unit: 'm2' as const, placement: 'floor' as const };
const wall = { material: 'm2', quantity: 12, unit: 'declared' as const, placement: 'wall' as const };

describe('withQuantity', () => {
  it('sets one material’s quantity anew and keeps the others', () => {
    expect(withQuantity([floor, wall], 'm1', { quantity: 55, unit: 'm2', placement: 'ceiling' })).toEqual([
      wall,
      { material: 'm1', quantity: 55, unit: 'm2', placement: 'ceiling' },
    ]);
  });

  it('adds a first quantity and takes one out', () => {
    expect(withQuantity([], 'm2', { quantity: 12, unit: 'declared', placement: 'wall' })).toEqual([wall]);
    expect(withQuantity([floor, wall], 'm1', null)).toEqual([wall]);
  });
});
