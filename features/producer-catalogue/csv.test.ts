import { describe, expect, it } from 'vitest';
import { readCsv } from './csv';

describe('readCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks inside', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n1,,3\r\n';
    expect(readCsv(text, 10)).toEqual({
      records: [
        ['a', 'b', 'c'],
        ['x, y', 'say "hi"', 'two\r\nlines'],
        ['1', '', '3'],
      ],
      truncated: false,
    });
  });

  it('takes the delimiter a Swedish Excel saves with, and LF line ends without a last one', () => {
    expect(readCsv('Artikelnummer;Tjocklek (mm)\n"A;1";8,5', 10).records).toEqual([
      ['Artikelnummer', 'Tjocklek (mm)'],
      ['A;1', '8,5'],
    ]);
  });

  it('reads tab-separated text', () => {
    expect(readCsv('a\tb\n1\t2\n', 10).records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps an empty line as an empty record, so record numbers are row numbers', () => {
    expect(readCsv('a,b\n\n1,2\n', 10).records).toEqual([['a', 'b'], [''], ['1', '2']]);
  });

  it('stops once there are more records than allowed', () => {
    const text = Array.from({ length: 100 }, (_, i) => `${i},x`).join('\n');
    const { records, truncated } = readCsv(text, 5);
    expect(truncated).toBe(true);
    expect(records).toHaveLength(6);
  });
});
