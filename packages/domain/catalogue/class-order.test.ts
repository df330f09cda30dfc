import { describe, expect, it } from 'vitest';
import { fireParts, meetsFire, meetsSlip, meetsUse } from './class-order';
import { FIRE_CLASSES, SLIP_CLASSES } from './enums';

describe('the same or a stricter fire class (EN 13501-1)', () => {
  it('reads every fire class the catalogue takes, and meets itself with each', () => {
    for (const value of FIRE_CLASSES) {
      expect(fireParts(value), value).not.toBeNull();
      expect(meetsFire(value, value), value).toBe(true);
    }
  });

  it('takes the same class and better letters, smoke and droplet classes', () => {
    expect(meetsFire('B-s1,d0', 'B-s1,d0')).toBe(true);
    expect(meetsFire('A1', 'B-s2,d1')).toBe(true);
    expect(meetsFire('A2-s1,d0', 'B-s1,d0')).toBe(true);
    expect(meetsFire('B-s1,d0', 'C-s2,d1')).toBe(true);
    expect(meetsFire('D-s2,d0', 'E')).toBe(true);
    expect(meetsFire('E', 'E-d2')).toBe(true);
    expect(meetsFire('E-d2', 'F')).toBe(true);
    expect(meetsFire('A1fl', 'Cfl-s1')).toBe(true);
    expect(meetsFire('Bfl-s1', 'Bfl-s2')).toBe(true);
  });

  it('refuses a worse letter, more smoke or more droplets, even with a better letter', () => {
    expect(meetsFire('C-s1,d0', 'B-s1,d0')).toBe(false);
    expect(meetsFire('A2-s2,d0', 'B-s1,d0')).toBe(false);
    expect(meetsFire('B-s1,d1', 'C-s1,d0')).toBe(false);
    expect(meetsFire('E-d2', 'E')).toBe(false);
    expect(meetsFire('F', 'E-d2')).toBe(false);
    expect(meetsFire('Bfl-s2', 'Cfl-s1')).toBe(false);
    expect(meetsFire('Efl', 'Dfl-s2')).toBe(false);
  });

  it('does not compare floor classes with wall and ceiling classes', () => {
    expect(meetsFire('A1', 'Dfl-s1')).toBe(false);
    expect(meetsFire('A1fl', 'D-s2,d0')).toBe(false);
  });

  it('asks nothing where the shown surface declares no class, and a declared class where it does', () => {
    expect(meetsFire(null, null)).toBe(true);
    expect(meetsFire('F', undefined)).toBe(true);
    expect(meetsFire(null, 'F')).toBe(false);
    expect(meetsFire('not a class', 'F')).toBe(false);
  });
});

describe('the same or a stricter slip class', () => {
  it('orders R9 < R10 < … < R13, the classes the catalogue takes', () => {
    SLIP_CLASSES.forEach((offered, i) =>
      SLIP_CLASSES.forEach((required, j) => expect(meetsSlip(offered, required), `${offered} for ${required}`).toBe(i >= j)),
    );
    expect(meetsSlip('R11', 'R11')).toBe(true);
    expect(meetsSlip('R13', 'R10')).toBe(true);
    expect(meetsSlip('R10', 'R9')).toBe(true);
    expect(meetsSlip('R9', 'R10')).toBe(false);
    expect(meetsSlip('R10', 'R11')).toBe(false);
  });

  it('asks nothing where none is declared, and a declared class where one is', () => {
    expect(meetsSlip(null, null)).toBe(true);
    expect(meetsSlip('R9', null)).toBe(true);
    expect(meetsSlip(null, 'R9')).toBe(false);
  });
});

describe('the same or a stricter use class (EN ISO 10874)', () => {
  it('orders domestic before commercial before industrial', () => {
    expect(meetsUse(23, 23)).toBe(true);
    expect(meetsUse(31, 23)).toBe(true);
    expect(meetsUse(43, 34)).toBe(true);
    expect(meetsUse(23, 31)).toBe(false);
    expect(meetsUse(32, 33)).toBe(false);
  });

  it('asks nothing where none is declared, and a declared class where one is', () => {
    expect(meetsUse(null, null)).toBe(true);
    expect(meetsUse(21, undefined)).toBe(true);
    expect(meetsUse(null, 21)).toBe(false);
  });
});
