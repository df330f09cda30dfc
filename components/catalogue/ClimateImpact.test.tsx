// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { climateFigures } from '@/lib/climate/figures';
import { declarationSchema, genericValuesSchema } from '@/lib/strapi/climate-schemas';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { ClimateImpact } from './ClimateImpact';

/** An EPD as the cms answers it, through the site's own schema. */
const epd = (extra: object = {}) =>
  declarationSchema.parse({
    registrationNumber: 'YTB-FIKTIV-0001',
    programmeOperator: 'Example EPD Programme',
    standard: 'EN 15804+A2',
    issuedOn: '2025-03-14',
    validUntil: '2030-12-31',
    declaredUnit: 'm2',
    grammage: null,
    thickness: 14,
    density: 560,
    areaPerPiece: null,
    gwpIndicator: 'GWP-GHG',
    gwpA1A3: 7.4,
    gwpA4: 0.38,
    gwpA5: null,
    gwpC1: null,
    gwpC2: 0.05,
    gwpC3: null,
    gwpC4: null,
    gwpD: -2.9,
    ...extra,
  });

const generic = genericValuesSchema.parse({
  data: [
    {
      category: 'flooring',
      resourceId: '900001',
      nameSv: 'Trägolv, exempelvärde',
      nameEn: 'Wooden flooring, example value',
      density: 650,
      grammage: null,
      gwpA1A3Typical: 0.42,
      gwpA1A3Conservative: 0.525,
      gwpA4: 0.021,
      gwpA5Waste: null,
      source: 'Exempelvärden i Boverkets format',
      example: true,
    },
  ],
})[0]!;

const today = '2026-11-28';
const text = (locale: 'sv' | 'en', key: string) => (messagesOf(locale).Climate as Record<string, unknown>)[key] as string;

describe('ClimateImpact', () => {
  it('shows A1–A3 per m² in each language with its EPD, validity and the other declared modules', () => {
    renderIn('sv', ['Climate'], <ClimateImpact figures={climateFigures({ declaration: epd(), generic: null, thickness: 14 })} today={today} />);
    expect(screen.getByText('Klimatpåverkan A1–A3: 7,4 kg CO₂e/m²')).toBeTruthy();
    expect(screen.getByText(/Källa: EPD YTB-FIKTIV-0001 \(Example EPD Programme\)\. Giltig till 31 december 2030\./)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Övriga deklarerade moduler' }))
      .getAllByRole('row')
      .slice(1);
    // Not declared (A5, C1, C3, C4) is left out, never shown as zero.
    expect(rows.map((row) => row.textContent)).toEqual([
      'A4 Transport till byggplatsen0,38',
      'C2 Transport till avfallshantering0,05',
      'D Nytta och belastningar bortom systemgränsen−2,9',
    ]);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('writes the figure the English way under /en', () => {
    renderIn(
      'en',
      ['Climate'],
      <ClimateImpact
        figures={climateFigures({ declaration: epd({ declaredUnit: 'kg', grammage: 21, gwpA1A3: 0.61 }), generic: null, thickness: 9 })}
        today={today}
      />,
    );
    // 0.61 kg CO₂e per kg at 21 kg/m²: 12.81.
    expect(screen.getByText('Climate impact A1–A3: 12.8 kg CO₂e/m²')).toBeTruthy();
    expect(screen.getByText(/Valid until December 31, 2030\./)).toBeTruthy();
  });

  it.each(LOCALES)('warns in %s when the EPD has expired, and only then', (locale) => {
    renderIn(
      locale,
      ['Climate'],
      <ClimateImpact figures={climateFigures({ declaration: epd({ validUntil: '2024-12-31' }), generic: null, thickness: null })} today={today} />,
    );
    const warning = screen.getByRole('note');
    expect(warning.textContent).toBe(text(locale, 'expired').replace('{date}', locale === 'sv' ? '31 december 2024' : 'December 31, 2024'));
  });

  it.each(LOCALES)('labels a product without an EPD with its category’s generic value and source in %s', (locale) => {
    renderIn(locale, ['Climate'], <ClimateImpact figures={climateFigures({ declaration: null, generic, thickness: 14 })} today={today} />);
    // The conservative value: 0.525 kg CO₂e/kg × 650 kg/m³ × 0.014 m = 4.78 kg CO₂e/m².
    expect(screen.getByText(locale === 'sv' ? 'Klimatpåverkan A1–A3: 4,8 kg CO₂e/m²' : 'Climate impact A1–A3: 4.8 kg CO₂e/m²')).toBeTruthy();
    const name = locale === 'sv' ? 'Trägolv, exempelvärde' : 'Wooden flooring, example value';
    expect(
      screen.getByText(new RegExp(`${locale === 'sv' ? 'generiskt värde' : 'generic value'}, ${name} \\(Exempelvärden i Boverkets format\\)`)),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(text(locale, 'exampleValue')))).toBeTruthy();
  });

  it('says a figure it cannot turn into m² per declared unit, and why', () => {
    renderIn(
      'sv',
      ['Climate'],
      <ClimateImpact figures={climateFigures({ declaration: epd({ declaredUnit: 'piece', gwpA1A3: 18 }), generic: null, thickness: 20 })} today={today} />,
    );
    expect(screen.getByText('Klimatpåverkan A1–A3: 18 kg CO₂e per styck')).toBeTruthy();
    expect(screen.getByText(text('sv', 'notConvertible'))).toBeTruthy();
  });

  it('says there are no figures when there is neither an EPD nor a generic value', () => {
    renderIn('en', ['Climate'], <ClimateImpact figures={climateFigures({ declaration: null, generic: null, thickness: 14 })} today={today} />);
    expect(screen.getByText(text('en', 'none'))).toBeTruthy();
    expect(screen.queryByText(/kg CO₂e/)).toBeNull();
  });
});
