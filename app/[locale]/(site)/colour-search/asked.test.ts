import { describe, expect, it } from 'vitest';
import { hexToLab } from '@ytbanken/domain/colour/cielab';
import { parseQuery } from '@/lib/http/query';
import { askedColour } from './asked';

const ask = (params: Record<string, string>, locale: 'sv' | 'en' = 'sv') => askedColour(parseQuery(params), locale);

describe("what the colour search's address asks for", () => {
  it.each(['S 1515-Y20R', 's 1515-y20r', '1515-Y20R', 's1515y20r', ' 1515 y20r '])('reads the NCS code %j as NCS writes it', (ncs) => {
    expect(ask({ ncs })).toEqual({ kind: 'ncs', code: 'S 1515-Y20R' });
  });

  it('reads greys and pure hues, and refuses what is no NCS code rather than guess at it', () => {
    expect(ask({ ncs: 's 0300-n' })).toEqual({ kind: 'ncs', code: 'S 0300-N' });
    expect(ask({ ncs: '0502-y' })).toEqual({ kind: 'ncs', code: 'S 0502-Y' });
    for (const ncs of ['1515', 'Y20R', 'S 1515-Y2R', 'vit', '#c8a050']) expect(ask({ ncs }), ncs).toEqual({ kind: 'invalid', field: 'ncs' });
  });

  it("reads the fields in the form's order: hex, then NCS, then L*a*b*; empty fields are not given", () => {
    expect(ask({ hex: '#C8A050', ncs: 'S 1515-Y20R', L: '50', a: '0', b: '0' })).toEqual({
      kind: 'colour',
      lab: hexToLab('#c8a050'),
      label: '#c8a050',
      hex: '#c8a050',
    });
    expect(ask({ hex: '', ncs: 's 1515-y20r', L: '50', a: '0', b: '0' })).toEqual({ kind: 'ncs', code: 'S 1515-Y20R' });
    expect(ask({ hex: '', ncs: '', L: '50,5', a: '-1', b: '2' })).toMatchObject({ kind: 'colour', lab: { L: 50.5, a: -1, b: 2 }, hex: null });
    expect(ask({ hex: '', ncs: '', L: '', a: '', b: '' })).toEqual({ kind: 'none' });
    expect(ask({ hex: '#c8a05' })).toEqual({ kind: 'invalid', field: 'hex' });
    expect(ask({ L: '50', a: '300', b: '' })).toEqual({ kind: 'invalid', field: 'lab' });
  });
});
