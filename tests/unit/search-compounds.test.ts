import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';

// The cms's compound splitter (CommonJS, decision 040), on folded words as the index holds them.
const require = createRequire(import.meta.url);
const { compoundParts } = require('../../cms/src/search/compounds.js') as { compoundParts(word: string, locale?: string): string[] };

describe('Swedish compounds (cms/src/search/compounds.js)', () => {
  // The first split reads the dictionary (a second or two, more on a busy machine).
  beforeAll(() => void compoundParts('ekparkett'), 60_000);

  it.each([
    // The demo catalogue's names
    ['ekparkett', ['ek', 'parkett']],
    ['fiskbensparkett', ['fiskben', 'parkett']],
    ['storformatsklinker', ['storformat', 'klinker']],
    ['linoljefarg', ['linolja', 'farg']],
    ['tallgolv', ['tall', 'golv']],
    ['korkgolv', ['kork', 'golv']],
    ['laminatgolv', ['laminat', 'golv']],
    ['parlspont', ['parl', 'spont']],
    ['ribbpanel', ['ribb', 'panel']],
    ['akustikpanel', ['akustik', 'panel']],
    ['kompaktlaminat', ['kompakt', 'laminat']],
    ['terrakottaklinker', ['terrakotta', 'klinker']],
    ['polarvit', ['polar', 'vit']],
    ['bredplank', ['bred', 'plank']],
    // The generator's product kinds
    ['stavparkett', ['stav', 'parkett']],
    ['kalkstensplatta', ['kalksten', 'platta']],
    ['snickerifarg', ['snickeri', 'farg']],
    ['vaggpanel', ['vagg', 'panel']],
    ['askgolv', ['ask', 'golv']],
    // Visitors' words, inflected ones by their stem
    ['ekgolv', ['ek', 'golv']],
    ['ekgolvet', ['ek', 'golv']],
    ['tragolv', ['tra', 'golv']],
    ['vaggfarg', ['vagg', 'farg']],
  ])('%s → %j', (word, parts) => {
    expect(compoundParts(word)).toEqual(parts);
  });

  it.each(['parkett', 'golv', 'klinker', 'kakel', 'panel', 'spont', 'rustik', 'natur', 'matt', 'hallon', 'grafiska', 'golvet', 'ek', 'terrakotta', 'lamell'])(
    '%s stays whole',
    (word) => {
      expect(compoundParts(word)).toEqual([]);
    },
  );

  it('splits Swedish only', () => {
    expect(compoundParts('ekparkett', 'en')).toEqual([]);
  });
});
