// Every reason the EPD importer refuses a file for is said on the producers' desk in both
// languages: the codes come from the importer's own table, and the importer refuses with no
// code outside it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, messagesOf } from './render';

const cms = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { REASONS, refusal } = createRequire(path.join(cms, 'package.json'))('./src/api/epd/services/ilcd.js') as {
  REASONS: Record<string, (params: object) => string>;
  refusal: (code: string, params?: object) => { code: string; reason: string };
};
const codes = Object.keys(REASONS).sort();

/** The files that refuse an upload: the reader, the importer's service, the desk's service and the admin's upload. */
const refusingFiles = [
  'src/api/epd/services/ilcd.js',
  'src/api/epd/services/epd.js',
  'src/api/producer-desk/services/producer-desk.js',
  'src/api/epd-upload/services/epd-upload.js',
];

describe("the EPD importer's refusals on the desk", () => {
  it.each(LOCALES)('has a message in %s for every code, and none for a code the importer does not have', (locale) => {
    const reasons = messagesOf(locale).ProducerDesk.epds.reasons as Record<string, string>;
    expect(Object.keys(reasons).sort()).toEqual(codes);
    // Each formats (a broken one would be logged, which fails the test) with a value for every argument it names.
    const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ProducerDesk.epds.reasons' });
    for (const code of codes) {
      const values = Object.fromEntries([...reasons[code]!.matchAll(/\{(\w+)[,}]/g)].map((match) => [match[1], 'x']));
      expect(t(code as 'noStandard', values as never), code).not.toMatch(/[{}]/);
    }
  });

  it('refuses only with codes of its table', () => {
    const used = refusingFiles.flatMap((file) =>
      [...readFileSync(path.join(cms, file), 'utf8').matchAll(/\b(?:fail|refusal|new EpdFileError)\('([^']+)'/g)].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(codes.length / 2);
    expect([...new Set(used)].filter((code) => !codes.includes(code))).toEqual([]);
    expect(() => refusal('noSuchReason')).toThrow(TypeError);
  });
});
