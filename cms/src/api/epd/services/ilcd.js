'use strict';

const { XMLParser, XMLValidator } = require('fast-xml-parser');

/**
 * Reads an EPD published in the ILCD+EPD format: a process dataset (its LCIA results per
 * module of EN 15804) and the product flow dataset its reference flow points at (the declared
 * unit, and MatML properties that turn it into square metres). Pure: it takes the two files'
 * text and gives the figures or throws an EpdFileError with the reason, never a partial answer.
 * Identifiers: the InData working group's lists of EN 15804 indicators and reference flow
 * properties (ILCD-EPD-Data-Format, doc/identifiers).
 */

const NS = {
  process: 'http://lca.jrc.it/ILCD/Process',
  flow: 'http://lca.jrc.it/ILCD/Flow',
  common: 'http://lca.jrc.it/ILCD/Common',
  epd: 'http://www.iai.kit.edu/EPD/2013',
  epd2: 'http://www.indata.network/EPD/2019',
  matml: 'http://www.matml.org/',
};

/** GWP indicators by LCIA method UUID, per standard, in the order one is preferred over the next. */
const GWP_METHODS = {
  'EN 15804+A2': [
    { indicator: 'GWP-GHG', uuids: ['fb774615-0575-45de-9a89-1ded92f19770', 'e03c018f-8526-44bc-b5e4-bc03c3ab32f3'] },
    { indicator: 'GWP-total', uuids: ['6a37f984-a4b3-458a-a20a-64418c145fa2', 'a7ea142a-9749-11ed-a8fc-0242ac120002'] },
  ],
  // +A1 has one GWP, which counts biogenic carbon as +A2's GWP-total does.
  'EN 15804+A1': [{ indicator: 'GWP', uuids: ['77e416eb-a363-4258-a04e-171d843a6460'] }],
};

const STANDARDS = {
  'b00f9ec0-7874-11e3-981f-0800200c9a66': 'EN 15804+A1',
  'c0016b33-8cf7-415c-ac6e-deba0d21440d': 'EN 15804+A2',
  'd4aa3ec7-b1d7-4a4a-a6cb-37af88dcc902': 'EN 15804+A2',
};

/** The reference flow properties a surface material can be declared in. */
const FLOW_PROPERTIES = {
  '93a60a56-a3c8-11da-a746-0800200b9a66': 'kg',
  '93a60a56-a3c8-19da-a746-0800200c9a66': 'm2',
  '93a60a56-a3c8-22da-a746-0800200c9a66': 'm3',
  '01846770-4cfe-4a25-8ad9-919d8d378345': 'piece',
};

/** The modules kept, by the name the file gives them; A1, A2 and A3 declared apart are added up. */
const MODULES = { 'A1-A3': 'gwpA1A3', A4: 'gwpA4', A5: 'gwpA5', C1: 'gwpC1', C2: 'gwpC2', C3: 'gwpC3', C4: 'gwpC4', D: 'gwpD' };

/** Which of the two files of an EPD a reason is about. */
const FILES = { process: 'process dataset', flow: 'product flow dataset' };

/** What a number that is not one was meant to be, in English. */
const NUMBERS = {
  amount: ({ indicator, module }) => `${indicator} in module ${module}`,
  matml: ({ property }) => `MatML ${property}`,
  flowProperty: () => 'a flow property value',
  referenceAmount: () => 'the reference flow amount',
};

/**
 * Every reason an EPD upload is refused for, by a stable code, with the English sentence the
 * command line prints. The desk says the same in the page's language from the code and its
 * params (messages: ProducerDesk.epds.reasons), so a params name here is a promise to them.
 */
const REASONS = {
  undeclaredPrefix: ({ prefix }) => `the prefix "${prefix}" is used without a namespace declaration`,
  doctype: ({ file }) => `the ${FILES[file]} has a DOCTYPE, which an ILCD dataset does not use`,
  notWellFormed: ({ file, detail, line }) => `the ${FILES[file]} is not well-formed XML: ${detail} (line ${line})`,
  noSingleRoot: ({ file }) => `the ${FILES[file]} has no single root element`,
  notANumber: (params) => `${NUMBERS[params.what](params)} is not a number: "${params.value}"`,
  amountWithoutModule: ({ indicator }) => `an ${indicator} amount names no module`,
  noDefaultScenario: ({ indicator, module, count }) => `${indicator} in module ${module} has ${count} amounts and not exactly one in a default scenario`,
  noStandard: () => 'it declares conformity with neither EN 15804+A2 nor EN 15804+A1',
  undescribedProperty: ({ property }) => `a MatML property refers to "${property}", which its metadata does not describe`,
  matmlUnit: ({ property, unit, expected }) => `MatML ${property} is given in "${unit}", not ${expected}`,
  matmlNotPositive: ({ property }) => `MatML ${property} must be above zero`,
  notAFlow: () => 'the reference flow file is not an ILCD flow dataset',
  wrongFlow: ({ found, expected }) => `the reference flow file holds flow ${found ?? '(none)'}, not ${expected}`,
  noReferenceProperty: () => 'the product flow names no reference flow property',
  unitNotArea: ({ unit }) => `its declared unit is "${unit}", which cannot become square metres (m², kg, m³ or piece)`,
  referencePropertyNotPositive: () => 'the reference flow property is not above zero',
  notAProcess: () => 'it is not an ILCD process dataset',
  noReferenceFlow: () => 'it names no reference flow among its exchanges',
  noFlowReference: () => 'its reference flow points at no flow dataset',
  referenceAmountNotPositive: () => 'the reference flow amount is not above zero',
  notAnEpd: ({ type }) => `it is a "${type ?? 'untyped'}" dataset, not an EPD`,
  noRegistrationNumber: () => 'it has no registration number',
  badValidUntil: ({ value }) => `its valid-until year is missing or not a year: "${value}"`,
  badPublicationDate: ({ value }) => `its publication date is not a date: "${value}"`,
  noGwp: ({ standard, indicators }) => `it declares no GWP result of ${standard} (${indicators.join(' or ')})`,
  noModules: ({ indicator }) => `its ${indicator} result declares no module`,
  flowMissing: ({ uuid }) => `its reference flow dataset ${uuid} is not among the files`,
  sameNumberTwice: ({ number, file }) => `its registration number ${number} is also that of ${file}`,
  noSuchFile: () => 'no such file',
  noProcess: () => 'no ILCD process dataset among the files',
  oneAtATime: () => 'one EPD at a time: a product or surface has one',
  noSuchSurface: ({ surface }) => `no surface "${surface}" is found to link the EPD to`,
  otherProducer: () => 'this EPD covers another producer',
};

/** A refusal: `{ code, params, reason }`, the reason in English; a param is text, a number, a list of text or null. */
function refusal(code, params = {}) {
  const english = REASONS[code];
  if (!english) throw new TypeError(`No EPD refusal is called ${code}`);
  return { code, params, reason: english(params) };
}

class EpdFileError extends Error {
  constructor(code, params) {
    const { reason } = refusal(code, params);
    super(reason);
    this.name = 'EpdFileError';
    this.code = code;
    this.params = params;
  }
}

const fail = (code, params = {}) => {
  throw new EpdFileError(code, params);
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/**
 * fast-xml-parser keeps prefixes as written; a file may bind any prefix to the EPD
 * namespaces. Each element becomes { name: '{uri}local', attrs, text, children } with its
 * names resolved against the declarations in scope.
 */
function resolve(name, scope, isAttribute) {
  const colon = name.indexOf(':');
  if (colon < 0) return isAttribute ? name : `{${scope[''] ?? ''}}${name}`;
  const prefix = name.slice(0, colon);
  if (prefix === 'xml') return `{xml}${name.slice(colon + 1)}`;
  const uri = scope[prefix];
  if (uri === undefined) fail('undeclaredPrefix', { prefix });
  return `{${uri}}${name.slice(colon + 1)}`;
}

function element(name, raw, outer) {
  const scope = { ...outer };
  for (const [key, value] of Object.entries(raw)) {
    if (key === '@xmlns') scope[''] = value;
    else if (key.startsWith('@xmlns:')) scope[key.slice(7)] = value;
  }
  const node = { name: resolve(name, scope, false), attrs: {}, text: '', children: [] };
  for (const [key, value] of Object.entries(raw)) {
    if (key === '#text') node.text = String(value);
    else if (key.startsWith('@')) {
      if (key !== '@xmlns' && !key.startsWith('@xmlns:')) node.attrs[resolve(key.slice(1), scope, true)] = String(value);
    } else for (const child of value) node.children.push(element(key, typeof child === 'object' ? child : { '#text': child }, scope));
  }
  return node;
}

function parseXml(text, file) {
  // An EPD has no use for a DTD; refusing one keeps a hostile file's entities from expanding.
  if (/<!DOCTYPE/i.test(text)) fail('doctype', { file });
  const valid = XMLValidator.validate(text);
  if (valid !== true) fail('notWellFormed', { file, detail: valid.err.msg, line: valid.err.line });
  const parsed = parser.parse(text);
  const roots = Object.entries(parsed).filter(([key]) => !key.startsWith('?'));
  if (roots.length !== 1) fail('noSingleRoot', { file });
  const [name, [raw]] = roots[0];
  return element(name, raw, {});
}

const q = (ns, local) => `{${ns}}${local}`;
const children = (node, ns, local) => (node ? node.children.filter((child) => child.name === q(ns, local)) : []);
const child = (node, ns, local) => children(node, ns, local)[0];
/** Follows a path of [ns, local] steps, first match at each step. */
const at = (node, ...steps) => steps.reduce((current, [ns, local]) => child(current, ns, local), node);

function number(text, what) {
  const trimmed = String(text ?? '').trim();
  // A decimal point, as the format prescribes; "7,4" or "" is refused rather than read as something else.
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) fail('notANumber', { ...what, value: trimmed });
  return Number(trimmed);
}

function english(nodes) {
  const en = nodes.find((node) => node.attrs['{xml}lang'] === 'en');
  return (en ?? nodes[0])?.text || null;
}

/** The default scenario of each group, by name: a module with several scenarios is read in its default one. */
function defaultScenarios(info) {
  const scenarios = children(at(info, [NS.common, 'other'], [NS.epd, 'scenarios']), NS.epd, 'scenario');
  return new Set(scenarios.filter((s) => s.attrs[q(NS.epd, 'default')] === 'true').map((s) => s.attrs[q(NS.epd, 'name')]));
}

/**
 * An `epd:amount`'s module or scenario: `epd:module` as the format's samples write it, or
 * `module` without a prefix, as the InData stylesheet that migrated ÖKOBAUDAT's older datasets
 * writes it (migrate-process.xsl: `<epd:amount module="…">`). The prefixed one counts where a
 * file gives both.
 */
const amountAttribute = (amount, local) => amount.attrs[q(NS.epd, local)] ?? amount.attrs[local];

/** One LCIA result's amounts per module, in the default scenario where there are several. */
function moduleAmounts(result, defaults, indicator) {
  const amounts = children(at(result, [NS.common, 'other']), NS.epd, 'amount');
  const byModule = new Map();
  for (const amount of amounts) {
    const module = amountAttribute(amount, 'module');
    if (!module) fail('amountWithoutModule', { indicator });
    if (!byModule.has(module)) byModule.set(module, []);
    byModule.get(module).push(amount);
  }
  const values = {};
  for (const [module, list] of byModule) {
    let chosen = list;
    if (list.length > 1) {
      chosen = list.filter((amount) => defaults.has(amountAttribute(amount, 'scenario')));
      if (chosen.length !== 1) fail('noDefaultScenario', { indicator, module, count: list.length });
    }
    const text = chosen[0].text.trim();
    // An empty amount is a module the EPD leaves out ("not declared"), not a zero.
    values[module] = text === '' ? null : number(text, { what: 'amount', indicator, module });
  }
  return values;
}

function standardOf(process) {
  const compliance = children(at(process, [NS.process, 'modellingAndValidation'], [NS.process, 'complianceDeclarations']), NS.process, 'compliance');
  const references = compliance.map((c) => child(c, NS.common, 'referenceToComplianceSystem')).filter(Boolean);
  for (const reference of references) {
    const known = STANDARDS[reference.attrs.refObjectId];
    if (known) return known;
    const named = /15804\s*\+\s*A([12])/i.exec(
      children(reference, NS.common, 'shortDescription')
        .map((d) => d.text)
        .join(' '),
    );
    if (named) return `EN 15804+A${named[1]}`;
  }
  return fail('noStandard');
}

/** MatML properties of the product flow, by property name: { value, unit }. */
function matmlProperties(flowInfo) {
  const properties = {};
  for (const doc of children(at(flowInfo, [NS.common, 'other']), NS.matml, 'MatML_Doc')) {
    const details = new Map(
      children(at(doc, [NS.matml, 'Metadata']), NS.matml, 'PropertyDetails').map((d) => [
        d.attrs.id,
        { name: at(d, [NS.matml, 'Name'])?.text.trim(), unit: at(d, [NS.matml, 'Units'])?.attrs.name },
      ]),
    );
    for (const material of children(doc, NS.matml, 'Material')) {
      for (const data of children(at(material, [NS.matml, 'BulkDetails']), NS.matml, 'PropertyData')) {
        const detail = details.get(data.attrs.property);
        if (!detail?.name) fail('undescribedProperty', { property: data.attrs.property });
        properties[detail.name] = { value: number(at(data, [NS.matml, 'Data'])?.text, { what: 'matml', property: detail.name }), unit: detail.unit };
      }
    }
  }
  return properties;
}

function matml(properties, name, unit, scale = 1) {
  const property = properties[name];
  if (!property) return null;
  if (property.unit !== unit) fail('matmlUnit', { property: name, unit: property.unit, expected: unit });
  if (!(property.value > 0)) fail('matmlNotPositive', { property: name });
  return property.value * scale;
}

/** The declared unit and what converts it to square metres, from the product flow dataset. */
function readFlow(flowXml, uuid) {
  const flow = parseXml(flowXml, 'flow');
  if (flow.name !== q(NS.flow, 'flowDataSet')) fail('notAFlow');
  const info = at(flow, [NS.flow, 'flowInformation'], [NS.flow, 'dataSetInformation']);
  const flowUuid = at(info, [NS.common, 'UUID'])?.text.trim();
  if (flowUuid !== uuid) fail('wrongFlow', { found: flowUuid ?? null, expected: uuid });
  const referenceId = at(flow, [NS.flow, 'flowInformation'], [NS.flow, 'quantitativeReference'], [NS.flow, 'referenceToReferenceFlowProperty'])?.text.trim();
  const properties = children(at(flow, [NS.flow, 'flowProperties']), NS.flow, 'flowProperty').map((p) => {
    const reference = at(p, [NS.flow, 'referenceToFlowPropertyDataSet']);
    return {
      id: p.attrs.dataSetInternalID,
      uuid: reference?.attrs.refObjectId,
      name: english(children(reference, NS.common, 'shortDescription')),
      value: number(at(p, [NS.flow, 'meanValue'])?.text, { what: 'flowProperty' }),
    };
  });
  const reference = properties.find((p) => p.id === referenceId);
  if (!reference) fail('noReferenceProperty');
  const unit = FLOW_PROPERTIES[reference.uuid];
  if (!unit) fail('unitNotArea', { unit: reference.name ?? reference.uuid });
  if (!(reference.value > 0)) fail('referencePropertyNotPositive');

  // A flow's properties are amounts of one and the same quantity of product: its area beside its
  // reference amount says how many declared units make a square metre.
  const area = properties.find((p) => FLOW_PROPERTIES[p.uuid] === 'm2' && p !== reference && p.value > 0);
  const unitsPerArea = area ? reference.value / area.value : null;
  const mat = matmlProperties(info);
  const grammage = matml(mat, 'grammage', 'kg/m^2');
  const density = matml(mat, 'gross density', 'kg/m^3') ?? matml(mat, 'bulk density', 'kg/m^3');
  const thickness = matml(mat, 'layer thickness', 'm', 1000);
  return {
    declaredUnit: unit,
    grammage: grammage ?? (unit === 'kg' ? unitsPerArea : null),
    density,
    thickness: thickness ?? (unit === 'm3' && unitsPerArea ? unitsPerArea * 1000 : null),
    areaPerPiece: unit === 'piece' && unitsPerArea ? 1 / unitsPerArea : null,
  };
}

/** The process dataset's reference flow: which flow dataset it is and how much of it the results are for. */
function referenceFlowOf(processXml) {
  const process = parseXml(processXml, 'process');
  if (process.name !== q(NS.process, 'processDataSet')) fail('notAProcess');
  const info = at(process, [NS.process, 'processInformation']);
  const referenceId = at(info, [NS.process, 'quantitativeReference'], [NS.process, 'referenceToReferenceFlow'])?.text.trim();
  const exchange = children(at(process, [NS.process, 'exchanges']), NS.process, 'exchange').find((e) => e.attrs.dataSetInternalID === referenceId);
  if (!exchange) fail('noReferenceFlow');
  const flowReference = at(exchange, [NS.process, 'referenceToFlowDataSet']);
  const uuid = flowReference?.attrs.refObjectId;
  if (!uuid) fail('noFlowReference');
  const amount = number((at(exchange, [NS.process, 'resultingAmount']) ?? at(exchange, [NS.process, 'meanAmount']))?.text, { what: 'referenceAmount' });
  if (!(amount > 0)) fail('referenceAmountNotPositive');
  return { process, uuid, uri: flowReference.attrs.uri ?? null, amount };
}

function readProcess({ process, amount }) {
  const info = at(process, [NS.process, 'processInformation'], [NS.process, 'dataSetInformation']);
  const type = at(process, [NS.process, 'modellingAndValidation'], [NS.process, 'LCIMethodAndAllocation'], [NS.process, 'typeOfDataSet'])?.text.trim();
  if (type !== 'EPD') fail('notAnEpd', { type: type ?? null });
  const publication = at(process, [NS.process, 'administrativeInformation'], [NS.process, 'publicationAndOwnership']);
  const registrationNumber = at(publication, [NS.common, 'registrationNumber'])?.text.trim();
  if (!registrationNumber) fail('noRegistrationNumber');
  const operator =
    english(children(at(publication, [NS.common, 'other'], [NS.epd2, 'referenceToPublisher']), NS.common, 'shortDescription')) ??
    english(children(at(publication, [NS.common, 'referenceToRegistrationAuthority']), NS.common, 'shortDescription'));

  const time = at(process, [NS.process, 'processInformation'], [NS.process, 'time']);
  const validYear = at(time, [NS.common, 'dataSetValidUntil'])?.text.trim();
  if (!/^\d{4}$/.test(validYear ?? '')) fail('badValidUntil', { value: validYear ?? '' });
  const published = at(time, [NS.common, 'other'], [NS.epd2, 'publicationDateOfEPD'])?.text.trim() || null;
  if (published !== null && !/^\d{4}-\d{2}-\d{2}$/.test(published)) fail('badPublicationDate', { value: published });

  const defaults = defaultScenarios(info);
  const results = children(at(process, [NS.process, 'LCIAResults']), NS.process, 'LCIAResult');
  const byMethod = new Map(results.map((r) => [at(r, [NS.process, 'referenceToLCIAMethodDataSet'])?.attrs.refObjectId, r]));
  const standard = standardOf(process);
  const method = GWP_METHODS[standard].find((m) => m.uuids.some((uuid) => byMethod.has(uuid)));
  if (!method) fail('noGwp', { standard, indicators: GWP_METHODS[standard].map((m) => m.indicator) });
  const result = byMethod.get(method.uuids.find((uuid) => byMethod.has(uuid)));
  const amounts = moduleAmounts(result, defaults, method.indicator);

  const figures = Object.fromEntries(Object.values(MODULES).map((field) => [field, null]));
  for (const [module, field] of Object.entries(MODULES)) if (module in amounts) figures[field] = amounts[module];
  if (!('A1-A3' in amounts) && ['A1', 'A2', 'A3'].every((m) => typeof amounts[m] === 'number')) figures.gwpA1A3 = amounts.A1 + amounts.A2 + amounts.A3;
  // Results are for the reference flow's amount (1,000 kg, say); kept per one declared unit.
  for (const field of Object.values(MODULES)) if (figures[field] !== null) figures[field] /= amount;
  if (Object.values(figures).every((value) => value === null)) fail('noModules', { indicator: method.indicator });

  return {
    registrationNumber,
    datasetUuid: at(info, [NS.common, 'UUID'])?.text.trim() || null,
    name: english(children(at(info, [NS.process, 'name']), NS.process, 'baseName')),
    programmeOperator: operator,
    standard,
    issuedOn: published,
    validUntil: `${validYear}-12-31`,
    gwpIndicator: method.indicator,
    ...figures,
  };
}

/**
 * One EPD from its process dataset's text and a way to read the flow dataset its reference
 * flow points at (by UUID and the reference's own uri). Throws EpdFileError with the reason.
 */
async function parseEpd(processXml, readFlowXml) {
  const reference = referenceFlowOf(processXml);
  const flowXml = await readFlowXml(reference.uuid, reference.uri);
  if (flowXml === null || flowXml === undefined) fail('flowMissing', { uuid: reference.uuid });
  const flow = readFlow(flowXml, reference.uuid);
  return { ...readProcess(reference), ...flow };
}

module.exports = { parseEpd, EpdFileError, NS, REASONS, refusal };
