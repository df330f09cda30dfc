import { describe, expect, it } from 'vitest';
import { deltaE2000 } from '@ytbanken/domain/colour/ciede2000';
import type { Measurement, SurfaceRef } from '@/lib/records/account';
import { CSV_COLUMNS, csvField, csvNumber, csvText, measurementsCsv } from './csv';

const surface: SurfaceRef = {
  id: 'surface0000000000000001',
  name: 'Naturoljad ek',
  articleNumber: 'NS-1042-01',
  hex: '#b98a5a',
  declared: { L: 61.2, a: 10.4, b: 28.9 },
  gloss: 10,
  lrv: 30,
  swatchUrl: null,
  productId: 'product0000000000000001',
  productName: 'Ekparkett, rustik',
  producerName: 'Norrskog Golv',
};

const measurement = (overrides: Partial<Measurement> = {}): Measurement => ({
  id: 'measure0000000000000001',
  measured: { L: 60.5, a: 11.25, b: -2 },
  gloss: 12.5,
  lrv: null,
  instrument: 'X-Rite Ci64',
  note: '',
  measuredAt: '2026-03-02T08:15:00.000Z',
  surface,
  project: { id: 'project0000000000000001', name: 'Villa Sjöudden' },
  ...overrides,
});

/** Splits RFC 4180 text into rows of fields (enough of a reader to check the writer). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('measurementsCsv', () => {
  it('writes the documented header and one row per measurement, CRLF-terminated', () => {
    const csv = measurementsCsv([measurement(), measurement({ id: 'measure0000000000000002' })]);
    expect(csv.split('\r\n')[0]).toBe(CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toHaveLength(3);
  });

  it('puts every value in its column, with point decimals and the ΔE00 to 2 decimals', () => {
    const [, fields] = parse(measurementsCsv([measurement()]));
    const byColumn = Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, fields![i]]));
    expect(byColumn).toEqual({
      measured_at: '2026-03-02T08:15:00.000Z',
      surface_article_number: 'NS-1042-01',
      surface_name: 'Naturoljad ek',
      product: 'Ekparkett, rustik',
      producer: 'Norrskog Golv',
      project: 'Villa Sjöudden',
      measured_L: '60.5',
      measured_a: '11.25',
      measured_b: '-2',
      declared_L: '61.2',
      declared_a: '10.4',
      declared_b: '28.9',
      delta_e00: deltaE2000(surface.declared!, { L: 60.5, a: 11.25, b: -2 }).toFixed(2),
      verdict: 'different',
      measured_gloss: '12.5',
      declared_gloss: '10',
      measured_lrv: '',
      declared_lrv: '30',
      instrument: 'X-Rite Ci64',
      note: '',
    });
  });

  it('quotes commas, quotes and line breaks, and reads back unchanged', () => {
    const note = 'Sida A, mot fönstret:\r\n"blank" yta';
    const csv = measurementsCsv([measurement({ note })]);
    expect(csv).toContain('"Ekparkett, rustik"');
    expect(csv).toContain('"Sida A, mot fönstret:\r\n""blank"" yta"');
    expect(parse(csv)[1]!.at(-1)).toBe(note);
  });

  it('guards every text column, at its start and after a separator inside it', () => {
    const hostile = 'x;=1+1';
    const [, fields] = parse(
      measurementsCsv([
        measurement({
          note: hostile,
          instrument: '+meter',
          measuredAt: '=NOW()',
          surface: { ...surface, articleNumber: '-1042', name: '@name', productName: 'a\t=b', producerName: 'p,-1' },
          project: { id: 'project0000000000000001', name: '\r=cmd' },
        }),
      ]),
    );
    const at = (column: (typeof CSV_COLUMNS)[number]) => fields![CSV_COLUMNS.indexOf(column)];
    expect([
      at('note'),
      at('instrument'),
      at('measured_at'),
      at('surface_article_number'),
      at('surface_name'),
      at('product'),
      at('producer'),
      at('project'),
    ]).toEqual(["x;'=1+1", "'+meter", "'=NOW()", "'-1042", "'@name", "a\t'=b", "p,'-1", "'\r'=cmd"]);
    // Numbers stay numbers, negative ones included.
    expect(at('measured_b')).toBe('-2');
  });

  it('writes the note x;=1+1 quoted and guarded, so Excel splitting on ; makes no formula of it', () => {
    expect(
      measurementsCsv([measurement({ note: 'x;=1+1' })])
        .split('\r\n')[1]!
        .endsWith(`,"x;'=1+1"`),
    ).toBe(true);
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    const [, fields] = parse(measurementsCsv([measurement({ note: '=HYPERLINK("http://x")', instrument: '@meter' })]));
    expect(fields!.at(-1)).toBe(`'=HYPERLINK("http://x")`);
    expect(fields!.at(-2)).toBe(`'@meter`);
  });

  it('leaves declared values, ΔE00 and verdict empty when the surface declares none', () => {
    const [, fields] = parse(measurementsCsv([measurement({ surface: { ...surface, declared: null, gloss: null, lrv: null }, project: null })]));
    const at = (column: (typeof CSV_COLUMNS)[number]) => fields![CSV_COLUMNS.indexOf(column)];
    expect([at('declared_L'), at('delta_e00'), at('verdict'), at('declared_gloss'), at('project')]).toEqual(['', '', '', '', '']);
  });

  it('writes only the header for no measurements', () => {
    expect(measurementsCsv([])).toBe(`${CSV_COLUMNS.map((column) => `"${column}"`).join(',')}\r\n`);
  });
});

describe('csvNumber', () => {
  it('uses a point, drops trailing zeros and binary noise', () => {
    expect([csvNumber(0.1 + 0.2), csvNumber(100), csvNumber(-0.00001), csvNumber(1234.5), csvNumber(null), csvNumber(NaN)]).toEqual([
      '0.3',
      '100',
      '0',
      '1234.5',
      '',
      '',
    ]);
  });
});

describe('csvField', () => {
  it('quotes every field, so a reader that splits on ; or a tab keeps it whole', () => {
    expect([csvField('Grå ek'), csvField(''), csvField('12.5'), csvField('a;b\tc')]).toEqual(['"Grå ek"', '""', '"12.5"', '"a;b\tc"']);
  });
});

describe('csvText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t'=1"],
    ['\r=1', "'\r'=1"],
    ['x;=1+1', "x;'=1+1"],
    ['x,+1', "x,'+1"],
    ['x\t@a', "x\t'@a"],
    ['a\r\n-2+3', "a\r\n'-2+3"],
    ['x;;=1', "x;;'=1"],
  ])('guards %j as %j', (value, guarded) => {
    expect(csvText(value)).toBe(guarded);
  });

  it('leaves plain text and a formula character inside a word alone', () => {
    expect([csvText('Grå ek'), csvText('A=B'), csvText('x; =1'), csvText('')]).toEqual(['Grå ek', 'A=B', 'x; =1', '']);
  });
});
