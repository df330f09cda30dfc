'use strict';

/**
 * Reads generic climate values from a file in the shape of Boverket's climate database (its
 * JSON export: { Resources: [{ ResourceId, Names: { SV, EN }, Conversions, DataItems }] }).
 * Pure: the parsed JSON and which resource stands for each product category in, rows out,
 * or a BoverketFileError naming what is wrong.
 */

const { CATEGORIES } = require('@ytbanken/domain/catalogue/enums');

const GWP = 'GWP-GHG AR4';

class BoverketFileError extends Error {
  constructor(reason) {
    super(reason);
    this.name = 'BoverketFileError';
  }
}

const fail = (reason) => {
  throw new BoverketFileError(reason);
};

const finite = (value) => typeof value === 'number' && Number.isFinite(value);

function conversion(resource, unit) {
  const found = (resource.Conversions ?? []).find((c) => c?.Unit === unit);
  if (!found) return null;
  if (!finite(found.Value) || found.Value <= 0) fail(`resource ${resource.ResourceId}: its ${unit} conversion is not a number above zero`);
  return found.Value;
}

/** One resource's GWP-GHG AR4 per kg by module code. */
function modules(resource) {
  const item = (resource.DataItems ?? []).find((d) => d?.PropertyCode === GWP || d?.PropertyName === GWP);
  if (!item) fail(`resource ${resource.ResourceId} has no ${GWP} data`);
  if (resource.InventoryUnit && resource.InventoryUnit !== 'kg') fail(`resource ${resource.ResourceId} is given per ${resource.InventoryUnit}, not per kg`);
  const values = {};
  for (const entry of item.DataValueItems ?? []) {
    if (!finite(entry?.Value)) fail(`resource ${resource.ResourceId}: ${entry?.DataModuleCode} is not a number`);
    values[entry.DataModuleCode] = entry.Value;
  }
  if (!finite(values['A1-A3 Conservative'])) fail(`resource ${resource.ResourceId} has no "A1-A3 Conservative" value`);
  return values;
}

/**
 * The rows for the categories named: { category: resourceId } picks the resource each product
 * category is given when it has no EPD.
 */
function readBoverket(json, categories, { source, example = false }) {
  const resources = Array.isArray(json) ? json : json?.Resources;
  if (!Array.isArray(resources)) fail('it has no "Resources" list');
  if (!source || typeof source !== 'string') fail('the values need a source to be labelled with');
  const byId = new Map(resources.map((r) => [String(r?.ResourceId), r]));
  return Object.entries(categories)
    .filter(([key]) => !key.startsWith('$'))
    .map(([category, resourceId]) => {
      if (!CATEGORIES.includes(category)) fail(`"${category}" is not a product category (${CATEGORIES.join(', ')})`);
      const resource = byId.get(String(resourceId));
      if (!resource) fail(`resource ${resourceId}, chosen for ${category}, is not in the file`);
      const names = resource.Names ?? {};
      const nameSv = names.SV ?? names.sv ?? resource.Name;
      const nameEn = names.EN ?? names.en ?? resource.Name;
      if (!nameSv || !nameEn) fail(`resource ${resourceId} has no Swedish or English name`);
      const values = modules(resource);
      return {
        category,
        resourceId: String(resourceId),
        nameSv,
        nameEn,
        density: conversion(resource, 'kg/m³') ?? conversion(resource, 'kg/m3'),
        grammage: conversion(resource, 'kg/m²') ?? conversion(resource, 'kg/m2'),
        gwpA1A3Typical: values['A1-A3 Typical'] ?? null,
        gwpA1A3Conservative: values['A1-A3 Conservative'],
        gwpA4: values.A4 ?? null,
        gwpA5Waste: values['A5.1'] ?? null,
        source,
        example,
      };
    });
}

module.exports = { readBoverket, BoverketFileError, CATEGORIES };
