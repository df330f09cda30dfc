import { describe, expect, it } from 'vitest';
import { DEFAULT_GZIP_LEVELS, gzipLevelsArgument, listArgument, pagesArgument, withPortOffset } from '../../tools/bench/lib/options.mjs';

const KEYS = ['home', 'products', 'product', 'shared'];

describe('npm run lighthouse -- --pages', () => {
  it('measures every page without the option, and only the named ones, in the usual order, with it', () => {
    expect(pagesArgument(['node', 'lighthouse.mjs', '--no-build'], KEYS)).toEqual(KEYS);
    expect(pagesArgument(['node', 'lighthouse.mjs', '--pages', 'shared,home'], KEYS)).toEqual(['home', 'shared']);
  });

  it('refuses an unknown or missing page, naming the keys', () => {
    expect(() => pagesArgument(['--pages', 'home,cart'], KEYS)).toThrow(/home, products, product, shared; not cart/);
    expect(() => pagesArgument(['--pages'], KEYS)).toThrow(/comma-separated list/);
    expect(() => pagesArgument(['--pages', '--no-build'], KEYS)).toThrow(/not --no-build/);
  });
});

describe('npm run bench -- --catalogue N --only', () => {
  const GROUPS = ['signed-in', 'project', 'products', 'surfaces'];

  it("measures every group without the option, and only the named ones, in the run's order, with it", () => {
    expect(listArgument(['--catalogue', '100000'], '--only', GROUPS)).toEqual(GROUPS);
    expect(listArgument(['--catalogue', '100000', '--only', 'surfaces,project'], '--only', GROUPS)).toEqual(['project', 'surfaces']);
  });

  it('refuses an unknown group, naming its own flag and the groups', () => {
    expect(() => listArgument(['--only', 'surface'], '--only', GROUPS)).toThrow(
      /--only takes a comma-separated list of signed-in, project, products, surfaces; not surface/,
    );
  });
});

describe('npm run bench -- --gzip-levels', () => {
  it('is off without the flag, levels 1 to 6 alone, and the named levels sorted once each', () => {
    expect(gzipLevelsArgument(['node', 'bench.mjs', '--no-build'])).toBeNull();
    expect(gzipLevelsArgument(['--gzip-levels'])).toEqual(DEFAULT_GZIP_LEVELS);
    expect(DEFAULT_GZIP_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gzipLevelsArgument(['--gzip-levels', '--no-build'])).toEqual(DEFAULT_GZIP_LEVELS);
    expect(gzipLevelsArgument(['--gzip-levels', '5,1,5,9'])).toEqual([1, 5, 9]);
  });

  it('refuses a level nginx does not have', () => {
    for (const levels of ['0', '10', '1,x', '2.5']) expect(() => gzipLevelsArgument(['--gzip-levels', levels]), levels).toThrow(/from 1 to 9/);
  });
});

describe("the measuring scripts' ports", () => {
  it('move by TEST_PORT_OFFSET, as the tests do', () => {
    expect(withPortOffset({ cms: 1447, site: 3200 }, undefined)).toEqual({ cms: 1447, site: 3200 });
    expect(withPortOffset({ cms: 1447, site: 3200 }, '2000')).toEqual({ cms: 3447, site: 5200 });
    for (const bad of ['-1', '30001', 'x', '1.5']) expect(() => withPortOffset({ cms: 1447 }, bad), bad).toThrow(/TEST_PORT_OFFSET/);
  });
});
