import { describe, expect, it } from 'vitest';
import { ncsCompact, ncsNotation } from './ncs';

describe('NCS notation', () => {
  it.each(['S 1515-Y20R', 's 1515-y20r', '1515-Y20R', 's1515y20r', '1515 y20r', ' S1515 - Y20R '])('reads %j as S 1515-Y20R', (typed) => {
    expect(ncsNotation(typed)).toBe('S 1515-Y20R');
    expect(ncsCompact(typed)).toBe('1515y20r');
  });

  it('reads greys and pure hues', () => {
    expect(ncsNotation('s 0300-n')).toBe('S 0300-N');
    expect(ncsNotation('0502-Y')).toBe('S 0502-Y');
    expect(ncsNotation('S 2010-R90B')).toBe('S 2010-R90B');
  });

  it('is no code for anything else: no conversion, no guess', () => {
    for (const text of ['', 'vit', '#c8a050', 'S 151-Y20R', 'S 1515-Y2R', 'S 1515-X20R', 'NS-1042-02', 'S 1515-Y20R golv']) {
      expect(ncsNotation(text), text).toBeNull();
      expect(ncsCompact(text), text).toBeNull();
    }
  });
});
