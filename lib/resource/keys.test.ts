import { describe, expect, it } from 'vitest';
import { keys } from './keys';

const P1 = 'project00000000000000001';
const S1 = 'surface00000000000000001';

describe('the swr keys', () => {
  it('are the route handlers’ addresses, with the language where names are translated', () => {
    expect(keys.materials('en')).toBe('/api/materials?locale=en');
    expect(keys.projects).toBe('/api/projects');
    expect(keys.project('a/b')).toBe('/api/projects/a%2Fb');
  });

  it('give each measurement filter its own entry, in a fixed order', () => {
    expect(keys.measurements({ surface: S1, project: P1 }, 'en')).toBe(`/api/measurements?project=${P1}&surface=${S1}&locale=en`);
    expect(keys.measurements({}, 'sv')).toBe('/api/measurements?locale=sv');
  });
});
