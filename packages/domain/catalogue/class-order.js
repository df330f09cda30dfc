import { SLIP_CLASSES } from './enums.js';

/**
 * Whether one product's declared class is the same as another's or stricter: fire (EN 13501-1),
 * slip (DIN 51130) and use (EN ISO 10874). What "the same look, less carbon" offers instead of a
 * surface must do at least what the shown one declares. A class the shown surface does not
 * declare asks nothing; one it declares asks a declared class of the alternative, since an
 * undeclared one proves nothing.
 */

/** Euroclass letters, best first; floor classes carry "fl" and are a test of their own. */
const LETTERS = ['A1', 'A2', 'B', 'C', 'D', 'E', 'F'];

/**
 * A fire class in parts: its letter's rank, smoke (s1 best) and flaming droplets (d0 best).
 * Classes that declare no smoke or droplet class are read as the worst of them, except A1,
 * which needs none: so "E" is never taken to meet more than it says.
 */
export function fireParts(value) {
  const match = /^(A1|A2|B|C|D|E|F)(fl)?(?:-s([123]))?(?:,?-?d([012]))?$/.exec(value);
  if (!match) return null;
  const [, letter, floor, smoke, droplets] = match;
  const best = letter === 'A1';
  return {
    floor: floor === 'fl',
    letter: LETTERS.indexOf(letter),
    smoke: smoke ? Number(smoke) : best ? 1 : floor ? 2 : 3,
    // Floor classes have no droplet class; a wall class without one passed the droplet test only if it says d0.
    droplets: droplets ? Number(droplets) : best || floor || letter === 'E' ? 0 : 2,
  };
}

/** Whether fire class `offered` is `required` or stricter (`required` null: nothing asked). */
export function meetsFire(offered, required) {
  if (!required) return true;
  if (!offered) return false;
  const [o, r] = [fireParts(offered), fireParts(required)];
  if (!o || !r || o.floor !== r.floor) return false;
  return o.letter <= r.letter && o.smoke <= r.smoke && o.droplets <= r.droplets;
}

/** Whether slip class `offered` is `required` or higher (`required` null: nothing asked). */
export function meetsSlip(offered, required) {
  if (!required) return true;
  const [o, r] = [SLIP_CLASSES.indexOf(offered), SLIP_CLASSES.indexOf(required)];
  return o >= 0 && r >= 0 && o >= r;
}

/** Whether use class `offered` is `required` or higher: 21 < 22 < 23 < 31 < … < 43 (`required` null: nothing asked). */
export function meetsUse(offered, required) {
  if (required === null || required === undefined || required === 0) return true;
  return typeof offered === 'number' && offered > 0 && offered >= required;
}
