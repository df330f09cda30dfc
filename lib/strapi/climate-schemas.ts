import { DECLARED_UNITS, EPD_STANDARDS, GWP_INDICATORS } from '@ytbanken/domain/climate/enums';
import { z } from 'zod';
import type { Declaration, GenericValue } from '@/lib/climate/figures';

const figure = z
  .number()
  .nullish()
  .transform((v) => v ?? null);

export const declarationSchema = z
  .object({
    registrationNumber: z.string(),
    programmeOperator: z.string().nullish(),
    standard: z.enum(EPD_STANDARDS),
    issuedOn: z.iso.date().nullish(),
    validUntil: z.iso.date().nullish(),
    declaredUnit: z.enum(DECLARED_UNITS),
    grammage: figure,
    thickness: figure,
    density: figure,
    areaPerPiece: figure,
    gwpIndicator: z.enum(GWP_INDICATORS),
    gwpA1A3: figure,
    gwpA4: figure,
    gwpA5: figure,
    gwpC1: figure,
    gwpC2: figure,
    gwpC3: figure,
    gwpC4: figure,
    gwpD: figure,
  })
  .transform((d): Declaration => ({
    registrationNumber: d.registrationNumber,
    programmeOperator: d.programmeOperator ?? null,
    standard: d.standard,
    issuedOn: d.issuedOn ?? null,
    validUntil: d.validUntil ?? null,
    declaredUnit: d.declaredUnit,
    grammage: d.grammage,
    thickness: d.thickness,
    density: d.density,
    areaPerPiece: d.areaPerPiece,
    gwpIndicator: d.gwpIndicator,
    gwp: { A1A3: d.gwpA1A3, A4: d.gwpA4, A5: d.gwpA5, C1: d.gwpC1, C2: d.gwpC2, C3: d.gwpC3, C4: d.gwpC4, D: d.gwpD },
  }));

/** The EPD fields a product or surface populates its declaration with. */
export const DECLARATION_FIELDS = Object.keys(declarationSchema.in.shape);

const genericData = z
  .object({
    category: z.string(),
    resourceId: z.string(),
    nameSv: z.string(),
    nameEn: z.string(),
    density: figure,
    grammage: figure,
    gwpA1A3Conservative: z.number(),
    gwpA4: figure,
    gwpA5Waste: figure,
    source: z.string(),
    example: z.boolean(),
  })
  .transform((g): GenericValue => ({
    resourceId: g.resourceId,
    name: { sv: g.nameSv, en: g.nameEn },
    density: g.density,
    grammage: g.grammage,
    conservativeA1A3: g.gwpA1A3Conservative,
    a4: g.gwpA4,
    a5Waste: g.gwpA5Waste,
    source: g.source,
    example: g.example,
  }));

export const genericValuesSchema = z.object({ data: z.array(genericData) }).transform(({ data }) => data);
