import { describe, expect, it } from 'vitest';
import type { Measurement } from '@/lib/records/account';
import { filterQuery, parseFilters, withMeasurement, withoutMeasurement } from './list';

const P1 = 'project00000000000000001';
const S1 = 'surface00000000000000001';

const m = (id: string, measuredAt: string, project: string | null = null): Measurement => ({
  id,
  measured: { L: 50, a: 0, b: 0 },
  gloss: null,
  lrv: null,
  instrument: '',
  note: '',
  measuredAt,
  surface: null,
  project: project ? { id: project, name: 'P' } : null,
});

describe('filters', () => {
  it('reads document ids from the query and ignores anything else', () => {
    expect(parseFilters(new URLSearchParams(`project=${P1}&surface=DROP%20TABLE`))).toEqual({ project: P1 });
    expect(parseFilters({ surface: [S1, 'x'], project: { $ne: P1 } })).toEqual({ surface: S1 });
  });

  it('writes the query string', () => {
    expect(filterQuery({})).toBe('');
    expect(filterQuery({ surface: S1, project: P1 })).toBe(`?project=${P1}&surface=${S1}`);
  });
});

describe('withMeasurement', () => {
  const list = [m('c', '2026-03-03T00:00:00Z'), m('a', '2026-03-01T00:00:00Z')];

  it('inserts newest first', () => {
    expect(withMeasurement(list, m('b', '2026-03-02T00:00:00Z'), {}).map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(withMeasurement(list, m('d', '2026-03-04T00:00:00Z'), {}).map((x) => x.id)).toEqual(['d', 'c', 'a']);
    expect(withMeasurement(list, m('z', '2020-01-01T00:00:00Z'), {}).map((x) => x.id)).toEqual(['c', 'a', 'z']);
  });

  it('replaces by id, moving an edited measurement to its new place', () => {
    expect(withMeasurement(list, m('c', '2026-02-01T00:00:00Z'), {}).map((x) => x.id)).toEqual(['a', 'c']);
    expect(withMeasurement([m('tmp', '2026-03-05T00:00:00Z'), ...list], m('real', '2026-03-05T00:00:00Z'), {}, 'tmp').map((x) => x.id)).toEqual([
      'real',
      'c',
      'a',
    ]);
  });

  it('leaves out what no longer matches the filters', () => {
    expect(withMeasurement(list, m('c', '2026-03-03T00:00:00Z'), { project: P1 }).map((x) => x.id)).toEqual(['a']);
    expect(withMeasurement([], m('n', '2026-03-03T00:00:00Z', P1), { project: P1 }).map((x) => x.id)).toEqual(['n']);
  });

  it('removes by id', () => {
    expect(withoutMeasurement(list, 'c').map((x) => x.id)).toEqual(['a']);
  });
});
