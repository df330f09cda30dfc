import { beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredNcs } from './declared-ncs';

const { search, getSurface } = vi.hoisted(() => ({ search: vi.fn(), getSurface: vi.fn() }));
vi.mock('@/lib/strapi', () => ({ search, getSurface }));

const chip = (id: string, articleNumber: string, ncs: string | null) => ({ id, name: `Yta ${articleNumber}`, articleNumber, facts: { ncs } });
const lab = (L: number) => ({ L, a: 1, b: 10 });

describe('the surfaces that declare an NCS code', () => {
  beforeEach(() => {
    search.mockReset();
    getSurface.mockReset();
  });

  it('are those the site search finds whose own code it is, by article number; the first one with L*a*b* is searched around', async () => {
    search.mockResolvedValue({
      surfaces: [
        chip('c', 'SK-503-03', 'S 1505-Y20R'), // a typo away: found by the search, not the code
        chip('b', 'LH-320-03', '2010-y20r'),
        chip('a', 'FF-730-03', 'S 2010-Y20R'),
        chip('d', 'EB-901-03', null),
      ],
    });
    getSurface.mockImplementation(async (id: string) => ({ id, lab: id === 'a' ? null : lab(id === 'b' ? 79 : 77), hex: '#cbbfa8' }));
    const found = await declaredNcs('S 2010-Y20R', 'sv');
    expect(search).toHaveBeenCalledWith('S 2010-Y20R', 'sv');
    expect(found.declaring.map((s) => s.articleNumber)).toEqual(['FF-730-03', 'LH-320-03']);
    // FF-730-03 comes first but declares no L*a*b*: never one worked out from the code.
    expect(found.around).toMatchObject({ id: 'b', articleNumber: 'LH-320-03', lab: lab(79) });
  });

  it('searches around the one the visitor chose, when it declares the code', async () => {
    search.mockResolvedValue({ surfaces: [chip('b', 'LH-320-03', 'S 2010-Y20R'), chip('a', 'FF-730-03', 'S 2010-Y20R')] });
    getSurface.mockImplementation(async (id: string) => ({ id, lab: lab(id === 'b' ? 79 : 77), hex: null }));
    expect((await declaredNcs('S 2010-Y20R', 'en', 'b')).around).toMatchObject({ id: 'b', lab: lab(79) });
    expect((await declaredNcs('S 2010-Y20R', 'en', 'elsewhere')).around).toMatchObject({ id: 'a', lab: lab(77) });
  });

  it('are none for a code no surface declares, and nothing is searched around', async () => {
    search.mockResolvedValue({ surfaces: [chip('c', 'SK-503-03', 'S 1505-Y20R')] });
    expect(await declaredNcs('S 1515-Y20R', 'sv')).toEqual({ declaring: [], around: null });
    expect(getSurface).not.toHaveBeenCalled();
  });
});
