import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ILCD+EPD files written from known figures, for tests of the importer: what the importer
 * reads back must be what went in. The figures are made up; the identifiers are the format's
 * own (EN 15804 indicators, reference flow properties).
 */

export const FLOW_PROPERTY = {
  kg: '93a60a56-a3c8-11da-a746-0800200b9a66',
  m2: '93a60a56-a3c8-19da-a746-0800200c9a66',
  m3: '93a60a56-a3c8-22da-a746-0800200c9a66',
  piece: '01846770-4cfe-4a25-8ad9-919d8d378345',
  length: '838aaa23-0117-11db-92e3-0800200c9a66',
} as const;

export const GWP_METHOD = {
  'GWP-GHG': 'fb774615-0575-45de-9a89-1ded92f19770',
  'GWP-total': '6a37f984-a4b3-458a-a20a-64418c145fa2',
  GWP: '77e416eb-a363-4258-a04e-171d843a6460',
  'GWP-biogenic': '2356e1ab-0185-4db5-86e5-16de51c7485c',
} as const;

export const STANDARD = { 'EN 15804+A2': 'c0016b33-8cf7-415c-ac6e-deba0d21440d', 'EN 15804+A1': 'b00f9ec0-7874-11e3-981f-0800200c9a66' } as const;

export type EpdSpec = {
  processUuid: string;
  flowUuid: string;
  registrationNumber: string;
  name: string;
  operator: string;
  standard: keyof typeof STANDARD;
  published: string | null;
  validYear: string;
  /** The reference flow's property (declared unit) and its amount in the flow dataset. */
  unit: keyof typeof FLOW_PROPERTY;
  referenceValue: number;
  /** The reference exchange's amount in the process (results are for this much). */
  exchangeAmount: number;
  /** Other flow properties: the area of the reference amount, its mass. */
  area?: number;
  mass?: number;
  matml?: { name: string; unit: string; value: number }[];
  /** Per LCIA method: module → amount text ('' for a module left empty). */
  results: Partial<Record<keyof typeof GWP_METHOD, Record<string, string>>>;
  typeOfDataSet?: string;
};

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function processXml(spec: EpdSpec): string {
  const results = Object.entries(spec.results)
    .map(
      ([method, modules]) => `    <LCIAResult>
      <referenceToLCIAMethodDataSet type="LCIA method data set" refObjectId="${GWP_METHOD[method as keyof typeof GWP_METHOD]}"/>
      <common:other>
${Object.entries(modules)
  .map(([module, amount]) => `        <e:amount e:module="${module}">${amount}</e:amount>`)
  .join('\n')}
      </common:other>
    </LCIAResult>`,
    )
    .join('\n');
  // The EPD namespace under a prefix of its own choosing: names are read by namespace, not prefix.
  return `<?xml version="1.0" encoding="UTF-8"?>
<processDataSet xmlns="http://lca.jrc.it/ILCD/Process" xmlns:common="http://lca.jrc.it/ILCD/Common" xmlns:e="http://www.iai.kit.edu/EPD/2013" xmlns:epd2="http://www.indata.network/EPD/2019" version="1.1">
  <processInformation>
    <dataSetInformation>
      <common:UUID>${spec.processUuid}</common:UUID>
      <name><baseName xml:lang="en">${esc(spec.name)}</baseName></name>
    </dataSetInformation>
    <quantitativeReference><referenceToReferenceFlow>7</referenceToReferenceFlow></quantitativeReference>
    <time>
      <common:dataSetValidUntil>${spec.validYear}</common:dataSetValidUntil>
      ${spec.published ? `<common:other><epd2:publicationDateOfEPD>${spec.published}</epd2:publicationDateOfEPD></common:other>` : ''}
    </time>
  </processInformation>
  <modellingAndValidation>
    <LCIMethodAndAllocation><typeOfDataSet>${spec.typeOfDataSet ?? 'EPD'}</typeOfDataSet></LCIMethodAndAllocation>
    <complianceDeclarations><compliance><common:referenceToComplianceSystem refObjectId="${STANDARD[spec.standard]}"/></compliance></complianceDeclarations>
  </modellingAndValidation>
  <administrativeInformation>
    <publicationAndOwnership>
      <common:registrationNumber>${esc(spec.registrationNumber)}</common:registrationNumber>
      <common:other><epd2:referenceToPublisher refObjectId="00000000-0000-4000-8000-000000000001"><common:shortDescription xml:lang="en">${esc(spec.operator)}</common:shortDescription></epd2:referenceToPublisher></common:other>
    </publicationAndOwnership>
  </administrativeInformation>
  <exchanges>
    <exchange dataSetInternalID="3"><referenceToFlowDataSet refObjectId="00000000-0000-4000-8000-00000000dead"/><meanAmount>1</meanAmount></exchange>
    <exchange dataSetInternalID="7"><referenceToFlowDataSet type="flow data set" refObjectId="${spec.flowUuid}" uri="../flows/${spec.flowUuid}.xml"/><meanAmount>${spec.exchangeAmount}</meanAmount></exchange>
  </exchanges>
  <LCIAResults>
${results}
  </LCIAResults>
</processDataSet>
`;
}

export function flowXml(spec: EpdSpec): string {
  const properties: [string, number][] = [[FLOW_PROPERTY[spec.unit], spec.referenceValue]];
  if (spec.area !== undefined) properties.push([FLOW_PROPERTY.m2, spec.area]);
  if (spec.mass !== undefined) properties.push([FLOW_PROPERTY.kg, spec.mass]);
  const matml = spec.matml?.length
    ? `<common:other><m:MatML_Doc xmlns:m="http://www.matml.org/"><m:Material><m:BulkDetails>${spec.matml
        .map((p, i) => `<m:PropertyData property="x${i}"><m:Data format="float">${p.value}</m:Data></m:PropertyData>`)
        .join('')}</m:BulkDetails></m:Material><m:Metadata>${spec.matml
        .map((p, i) => `<m:PropertyDetails id="x${i}"><m:Name>${p.name}</m:Name><m:Units name="${p.unit}"/></m:PropertyDetails>`)
        .join('')}</m:Metadata></m:MatML_Doc></common:other>`
    : '';
  // The reference property is listed last: it is found by its internal id, not its place.
  const ids = properties.map((_, i) => (i === 0 ? 9 : i));
  return `<?xml version="1.0" encoding="UTF-8"?>
<f:flowDataSet xmlns:f="http://lca.jrc.it/ILCD/Flow" xmlns:common="http://lca.jrc.it/ILCD/Common" version="1.1">
  <f:flowInformation>
    <f:dataSetInformation><common:UUID>${spec.flowUuid}</common:UUID>${matml}</f:dataSetInformation>
    <f:quantitativeReference><f:referenceToReferenceFlowProperty>9</f:referenceToReferenceFlowProperty></f:quantitativeReference>
  </f:flowInformation>
  <f:flowProperties>
${properties
  .map(([uuid, value], i) => ({ uuid, value, id: ids[i] }))
  .reverse()
  .map(
    ({ uuid, value, id }) =>
      `    <f:flowProperty dataSetInternalID="${id}"><f:referenceToFlowPropertyDataSet refObjectId="${uuid}"/><f:meanValue>${value}</f:meanValue></f:flowProperty>`,
  )
  .join('\n')}
  </f:flowProperties>
</f:flowDataSet>
`;
}

/** Writes specs as an unpacked ILCD archive (processes/, flows/) under dir; answers the process files. */
export function writeArchive(dir: string, specs: EpdSpec[], edit: (xml: string, spec: EpdSpec) => string = (xml) => xml): string[] {
  mkdirSync(path.join(dir, 'processes'), { recursive: true });
  mkdirSync(path.join(dir, 'flows'), { recursive: true });
  return specs.map((spec) => {
    const file = path.join(dir, 'processes', `${spec.processUuid}.xml`);
    writeFileSync(file, edit(processXml(spec), spec));
    writeFileSync(path.join(dir, 'flows', `${spec.flowUuid}.xml`), flowXml(spec));
    return file;
  });
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** The i-th of a family of valid EPDs, each a different mix of units, modules and standards. */
export function sampleSpec(i: number, prefix = 'TEST'): EpdSpec {
  const units = ['m2', 'kg', 'm3', 'piece'] as const;
  const unit = units[i % units.length]!;
  const a1 = i % 5 === 0;
  const value = (base: number) => String(Math.round((base + (i % 97) * 0.173) * 1000) / 1000);
  return {
    processUuid: `${hex(i, 8)}-0000-4000-8000-${hex(i, 12)}`,
    flowUuid: `${hex(i, 8)}-1111-4000-8000-${hex(i, 12)}`,
    registrationNumber: `${prefix}-${String(i).padStart(5, '0')}`,
    name: `Test product ${i} & co`,
    operator: `Test programme ${i % 3}`,
    standard: a1 ? 'EN 15804+A1' : 'EN 15804+A2',
    published: i % 4 === 0 ? null : `20${String(20 + (i % 6)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
    validYear: String(2024 + (i % 8)),
    unit,
    referenceValue: unit === 'kg' ? 1000 : 1,
    exchangeAmount: unit === 'kg' ? 1000 : 1,
    area: unit === 'piece' ? 1.2 + (i % 7) * 0.1 : undefined,
    matml:
      unit === 'kg'
        ? [{ name: 'grammage', unit: 'kg/m^2', value: 5 + (i % 11) }]
        : unit === 'm3'
          ? [
              { name: 'layer thickness', unit: 'm', value: 0.01 + (i % 5) * 0.002 },
              { name: 'gross density', unit: 'kg/m^3', value: 400 + i },
            ]
          : [],
    results: a1
      ? { GWP: { 'A1-A3': value(4), A4: value(0.3), C4: '' } }
      : {
          'GWP-total': { 'A1-A3': value(-2), D: value(-1) },
          'GWP-GHG': { 'A1-A3': value(6), A4: value(0.4), A5: value(0.2), C1: '0', C2: value(0.05), C3: value(0.1), C4: value(0.01), D: value(-1.5) },
        },
  };
}

/** An EPD per m² (EN 15804+A2, GWP-GHG) that declares only A1–A3, this many kg CO₂e: a surface's own, in tests. */
export function squareMetreSpec(i: number, prefix: string, a1a3: number): EpdSpec {
  return {
    ...sampleSpec(i, prefix),
    standard: 'EN 15804+A2',
    unit: 'm2',
    referenceValue: 1,
    exchangeAmount: 1,
    area: undefined,
    matml: [],
    results: { 'GWP-GHG': { 'A1-A3': String(a1a3) } },
  };
}
