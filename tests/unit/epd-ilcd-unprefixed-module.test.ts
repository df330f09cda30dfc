import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowXml, processXml, sampleSpec, type EpdSpec } from '../support/ilcd-files';

const cms = path.resolve(import.meta.dirname, '..', '..', 'cms');
const { parseEpd } = createRequire(path.join(cms, 'package.json'))('./src/api/epd/services/ilcd.js') as {
  parseEpd: (process: string, readFlow: (uuid: string, uri: string | null) => Promise<string | null>) => Promise<Record<string, unknown>>;
};

const parse = (spec: EpdSpec, process: string) => parseEpd(process, async (uuid) => (uuid === spec.flowUuid ? flowXml(spec) : null));

/** The same file with every amount's `e:module` and `e:scenario` written without a prefix. */
const unprefixed = (xml: string) => xml.replace(/<e:amount e:module="/g, '<e:amount module="').replace(/ e:scenario="/g, ' scenario="');

// InData's stylesheet that migrated ÖKOBAUDAT's older datasets (migrate-process.xsl) writes
// `<epd:amount module="…">`; the format's samples write `epd:module`. Both are read alike.
describe('an epd:amount whose module has no prefix', () => {
  it('is read as the same module, in every declared unit and standard', async () => {
    for (const i of [0, 1, 2, 3, 20]) {
      const spec = sampleSpec(i);
      const prefixed = processXml(spec);
      expect(unprefixed(prefixed)).not.toContain('e:module=');
      const [withPrefix, without] = await Promise.all([parse(spec, prefixed), parse(spec, unprefixed(prefixed))]);
      expect(without, spec.registrationNumber).toEqual(withPrefix);
      expect(without.gwpA1A3, spec.registrationNumber).not.toBeNull();
    }
  });

  it('takes the default scenario named by an un-prefixed scenario', async () => {
    const spec = sampleSpec(2);
    const scenarios = `<common:other><e:scenarios><e:scenario e:name="near" e:default="true"/><e:scenario e:name="far"/></e:scenarios></common:other></dataSetInformation>`;
    const process = processXml(spec)
      .replace('</dataSetInformation>', scenarios)
      .replace(
        /<e:amount e:module="A4">[^<]*<\/e:amount>/,
        '<e:amount module="A4" scenario="far">9</e:amount><e:amount module="A4" scenario="near">0.7</e:amount>',
      );
    const read = await parse(spec, process);
    expect(read.gwpA4).toBeCloseTo(0.7 / spec.exchangeAmount, 9);
  });

  it('counts the prefixed module where an amount gives both', async () => {
    const spec = { ...sampleSpec(4), results: { 'GWP-GHG': { 'A1-A3': '5.5' } } };
    const read = await parse(spec, processXml(spec).replace('<e:amount e:module="A1-A3">', '<e:amount e:module="A1-A3" module="D">'));
    expect(read).toMatchObject({ gwpA1A3: 5.5, gwpD: null });
  });

  it('is still refused when an amount names no module at all', async () => {
    const spec = { ...sampleSpec(2), results: { 'GWP-GHG': { 'A1-A3': '5.5' } } };
    const refused = await parse(spec, processXml(spec).replace('<e:amount e:module="A1-A3">', '<e:amount>')).then(
      () => null,
      (error: Error & { code?: string }) => error,
    );
    expect(refused?.code).toBe('amountWithoutModule');
  });
});
