import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '@/features/producer-desk/refusals';
import { LOCALES, messagesOf } from './render';
import { flowXml, processXml, sampleSpec, type EpdSpec } from '../support/ilcd-files';

const cms = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { parseEpd } = createRequire(path.join(cms, 'package.json'))('./src/api/epd/services/ilcd.js') as {
  parseEpd: (process: string, readFlow: (uuid: string, uri: string | null) => Promise<string | null>) => Promise<Record<string, unknown>>;
};

const MODULE_FIELDS = { 'A1-A3': 'gwpA1A3', A4: 'gwpA4', A5: 'gwpA5', C1: 'gwpC1', C2: 'gwpC2', C3: 'gwpC3', C4: 'gwpC4', D: 'gwpD' } as const;

function parse(spec: EpdSpec, edit: { process?: (xml: string) => string; flow?: (xml: string) => string | null } = {}) {
  const process = (edit.process ?? ((x) => x))(processXml(spec));
  const flow = (edit.flow ?? ((x) => x))(flowXml(spec));
  return parseEpd(process, async (uuid) => (uuid === spec.flowUuid ? flow : null));
}

/** What the importer must read from a spec's files, worked out from the spec alone. */
function expected(spec: EpdSpec) {
  const gwp = spec.standard === 'EN 15804+A1' ? 'GWP' : spec.results['GWP-GHG'] ? 'GWP-GHG' : 'GWP-total';
  const modules = spec.results[gwp]!;
  const figures = Object.fromEntries(
    Object.entries(MODULE_FIELDS).map(([module, field]) => {
      const text = modules[module];
      return [field, text === undefined || text === '' ? null : Number(text) / spec.exchangeAmount];
    }),
  );
  const matml = (name: string) => spec.matml?.find((p) => p.name === name)?.value ?? null;
  return {
    registrationNumber: spec.registrationNumber,
    datasetUuid: spec.processUuid,
    name: spec.name,
    programmeOperator: spec.operator,
    standard: spec.standard,
    issuedOn: spec.published,
    validUntil: `${spec.validYear}-12-31`,
    gwpIndicator: gwp,
    declaredUnit: spec.unit,
    grammage: matml('grammage') ?? (spec.unit === 'kg' && spec.area ? spec.referenceValue / spec.area : null),
    density: matml('gross density'),
    thickness: matml('layer thickness') === null ? null : matml('layer thickness')! * 1000,
    areaPerPiece: spec.unit === 'piece' && spec.area ? spec.area / spec.referenceValue : null,
    ...figures,
  };
}

describe('reading an ILCD+EPD file', () => {
  it('maps every value of files in each declared unit, standard and indicator', async () => {
    for (let i = 0; i < 40; i += 1) {
      const spec = sampleSpec(i);
      const read = await parse(spec);
      const want = expected(spec);
      expect(Object.keys(read).sort(), spec.registrationNumber).toEqual(Object.keys(want).sort());
      for (const [key, value] of Object.entries(want)) {
        if (typeof value === 'number') expect(read[key], `${spec.registrationNumber} ${key}`).toBeCloseTo(value, 9);
        else expect(read[key], `${spec.registrationNumber} ${key}`).toBe(value);
      }
    }
  });

  it('keeps an empty module as not declared and a zero as zero', async () => {
    const spec = { ...sampleSpec(4), results: { 'GWP-GHG': { 'A1-A3': '5.5', A5: '', C1: '0' } } };
    const read = await parse(spec);
    expect(read).toMatchObject({ gwpA1A3: 5.5, gwpA5: null, gwpC1: 0, gwpA4: null, gwpD: null });
  });

  it('adds up A1, A2 and A3 declared apart, and takes the default scenario of a module with several', async () => {
    const apart = await parse({ ...sampleSpec(20), results: { GWP: { A1: '1.25', A2: '0.5', A3: '2' } } });
    expect(apart.gwpA1A3).toBeCloseTo(3.75, 9);
    const spec = sampleSpec(2);
    const scenarios = `<common:other><e:scenarios><e:scenario e:name="near" e:default="true"/><e:scenario e:name="far"/></e:scenarios></common:other></dataSetInformation>`;
    const read = await parse(spec, {
      process: (xml) =>
        xml
          .replace('</dataSetInformation>', scenarios)
          .replace(
            /<e:amount e:module="A4">[^<]*<\/e:amount>/,
            '<e:amount e:module="A4" e:scenario="far">9</e:amount><e:amount e:module="A4" e:scenario="near">0.7</e:amount>',
          ),
    });
    expect(read.gwpA4).toBeCloseTo(0.7 / spec.exchangeAmount, 9);
  });

  it('reads the area of a piece and a grammage from the flow properties where MatML gives none', async () => {
    const piece = await parse({ ...sampleSpec(3), area: 1.44, referenceValue: 1 });
    expect(piece.areaPerPiece).toBeCloseTo(1.44, 9);
    const kg = await parse({ ...sampleSpec(1), matml: [], area: 50, referenceValue: 1000 });
    expect(kg.grammage).toBeCloseTo(20, 9);
    const m3 = await parse({ ...sampleSpec(2), matml: [], area: 50, referenceValue: 1 });
    expect(m3.thickness).toBeCloseTo(20, 9);
  });

  const sampleDir = path.join(cms, 'seed', 'epd');
  // Read from the files in cms/seed/epd by eye: what the demo shows for each fictitious EPD.
  const samples: Record<string, Record<string, unknown>> = {
    'YTB-FIKTIV-0001': {
      declaredUnit: 'm2',
      standard: 'EN 15804+A2',
      gwpIndicator: 'GWP-GHG',
      gwpA1A3: 7.4,
      gwpA5: 0.21,
      gwpD: -2.9,
      thickness: 14,
      density: 560,
      validUntil: '2030-12-31',
      issuedOn: '2025-03-14',
    },
    'YTB-FIKTIV-0002': { declaredUnit: 'm3', gwpIndicator: 'GWP-total', gwpA1A3: -720, gwpA5: null, gwpC1: null, density: 480, thickness: null },
    'YTB-FIKTIV-0003': { declaredUnit: 'piece', gwpA1A3: 18, areaPerPiece: 1.44, gwpA5: null },
    'YTB-FIKTIV-0004': { declaredUnit: 'kg', gwpA1A3: 0.61, gwpA4: 0.042, gwpC1: 0, gwpC3: 0.0062, grammage: 21, thickness: 9, validUntil: '2024-12-31' },
    'YTB-FIKTIV-0005': { declaredUnit: 'm2', standard: 'EN 15804+A1', gwpIndicator: 'GWP', gwpA1A3: 5.5, grammage: 6.6, gwpD: null },
    'YTB-FIKTIV-0006': { declaredUnit: 'kg', gwpIndicator: 'GWP-GHG', gwpA1A3: 2.2, grammage: 0.2 },
  };

  it('reads the demo sample files, each marked fictitious', async () => {
    const files = readdirSync(path.join(sampleDir, 'processes'));
    expect(files.length).toBe(Object.keys(samples).length);
    for (const file of files) {
      const text = readFileSync(path.join(sampleDir, 'processes', file), 'utf8');
      expect(text).toContain('FICTITIOUS');
      const read = await parseEpd(text, async (uuid) => readFileSync(path.join(sampleDir, 'flows', `${uuid}.xml`), 'utf8'));
      expect(read.name).toMatch(/\(fictitious example\)$/);
      const want = samples[read.registrationNumber as string];
      expect(want, file).toBeDefined();
      for (const [key, value] of Object.entries(want!)) {
        if (typeof value === 'number') expect(read[key], `${file} ${key}`).toBeCloseTo(value, 9);
        else expect(read[key], `${file} ${key}`).toBe(value);
      }
    }
  });
});

describe('a file the importer refuses', () => {
  const spec = sampleSpec(2);
  const cases: [string, Parameters<typeof parse>[1] & { spec?: Partial<EpdSpec> }, RegExp, string][] = [
    ['not XML at all', { process: () => 'this is no XML <' }, /not well-formed XML/, 'notWellFormed'],
    ['cut off half-way', { process: (xml) => xml.slice(0, xml.length / 2) }, /not well-formed XML/, 'notWellFormed'],
    ['another dataset type', { process: (xml) => xml.replaceAll('processDataSet', 'sourceDataSet') }, /not an ILCD process dataset/, 'notAProcess'],
    ['no EPD', { spec: { typeOfDataSet: 'LCI result' } }, /"LCI result" dataset, not an EPD/, 'notAnEpd'],
    [
      'no registration number',
      { process: (xml) => xml.replace(/<common:registrationNumber>[^<]*<\/common:registrationNumber>/, '') },
      /no registration number/,
      'noRegistrationNumber',
    ],
    [
      'no standard',
      { process: (xml) => xml.replace(/<complianceDeclarations>.*<\/complianceDeclarations>/, '') },
      /neither EN 15804\+A2 nor EN 15804\+A1/,
      'noStandard',
    ],
    ['no GWP of its standard', { spec: { results: { 'GWP-biogenic': { 'A1-A3': '1' } } } }, /declares no GWP result of EN 15804\+A2/, 'noGwp'],
    ['a +A1 file with only +A2 indicators', { spec: { standard: 'EN 15804+A1' } }, /declares no GWP result of EN 15804\+A1/, 'noGwp'],
    ['a decimal comma', { spec: { results: { 'GWP-GHG': { 'A1-A3': '7,4' } } } }, /GWP-GHG in module A1-A3 is not a number: "7,4"/, 'notANumber'],
    ['a unit that is no area, mass, volume or piece', { spec: { unit: 'length' } }, /cannot become square metres/, 'unitNotArea'],
    ['its flow dataset missing', { flow: () => null }, /reference flow dataset .* is not among the files/, 'flowMissing'],
    [
      'a flow dataset of another flow',
      { flow: (xml) => xml.replace(spec.flowUuid, '00000000-0000-4000-8000-000000000000') },
      /holds flow 00000000/,
      'wrongFlow',
    ],
    ['a valid-until that is no year', { spec: { validYear: 'soon' } }, /valid-until year is missing or not a year: "soon"/, 'badValidUntil'],
    [
      'a MatML thickness in millimetres',
      { spec: { matml: [{ name: 'layer thickness', unit: 'mm', value: 14 }] } },
      /MatML layer thickness is given in "mm", not m/,
      'matmlUnit',
    ],
    ['a DOCTYPE', { process: (xml) => xml.replace('<processDataSet', '<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<processDataSet') }, /DOCTYPE/, 'doctype'],
    [
      'a prefix never declared',
      { process: (xml) => xml.replace('<common:UUID>', '<x:UUID>').replace('</common:UUID>', '</x:UUID>') },
      /prefix "x" is used without a namespace declaration/,
      'undeclaredPrefix',
    ],
    [
      'two scenarios and no default',
      {
        process: (xml) =>
          xml.replace(
            /<e:amount e:module="A4">[^<]*<\/e:amount>/,
            '<e:amount e:module="A4" e:scenario="a">1</e:amount><e:amount e:module="A4" e:scenario="b">2</e:amount>',
          ),
      },
      /module A4 has 2 amounts and not exactly one in a default scenario/,
      'noDefaultScenario',
    ],
    ['a reference amount of zero', { spec: { exchangeAmount: 0 } }, /reference flow amount is not above zero/, 'referenceAmountNotPositive'],
  ];

  it.each(cases)('%s', async (_what, edit, reason, code) => {
    const refused = await parse({ ...spec, ...edit.spec }, edit).then(
      () => null,
      (error: Error & { code?: string; params?: Record<string, string | number | string[] | null> }) => error,
    );
    expect(refused?.message).toMatch(reason);
    expect(refused?.code).toBe(code);
    // The desk says it from the code and its params, in each language, with nothing left unsaid.
    for (const locale of LOCALES) {
      const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'ProducerDesk.epds.reasons' });
      const words = t(code as 'noStandard', refusalOf({ file: 'x.xml', code, params: refused!.params! }, locale).params as never);
      expect(words, locale).not.toMatch(/[{}]|undefined/);
    }
  });
});
