// The measuring scripts' own options, read apart from the scripts so they can be tested
// (tests/unit/bench-options.test.ts) without starting anything.

/** Each port moved by an offset (a whole number from 0 to 30000), as the tests' ports are. */
export function withPortOffset(ports, value) {
  const offset = Number(value ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 30_000)
    throw new Error(`BENCH_PORT_OFFSET (or TEST_PORT_OFFSET) must be a whole number from 0 to 30000, not "${value}"`);
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset]));
}

/** `--pages home,product`: the keys asked for, in the order of `keys`; all of them without the flag. */
export const pagesArgument = (argv, keys) => listArgument(argv, '--pages', keys);

/** `flag a,b`: the keys asked for, in the order of `keys`; all of them without the flag. */
export function listArgument(argv, flag, keys) {
  const at = argv.indexOf(flag);
  if (at === -1) return keys;
  const asked = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((key) => !keys.includes(key));
  if (asked.length === 0 || unknown.length > 0) {
    throw new Error(`${flag} takes a comma-separated list of ${keys.join(', ')}${unknown.length ? `; not ${unknown.join(', ')}` : ''}`);
  }
  return keys.filter((key) => asked.includes(key));
}

export const DEFAULT_GZIP_LEVELS = [1, 2, 3, 4, 5, 6];

/** `--gzip-levels` alone: 1 to 6; `--gzip-levels 1,4,6`: those, sorted. Null without the flag. */
export function gzipLevelsArgument(argv) {
  const at = argv.indexOf('--gzip-levels');
  if (at === -1) return null;
  const next = argv[at + 1];
  if (next === undefined || next.startsWith('--')) return DEFAULT_GZIP_LEVELS;
  const levels = next.split(',').map(Number);
  if (levels.some((level) => !Number.isInteger(level) || level < 1 || level > 9)) {
    throw new Error(`--gzip-levels takes comma-separated levels from 1 to 9, not "${next}"`);
  }
  return [...new Set(levels)].sort((a, b) => a - b);
}
