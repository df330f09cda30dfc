import { describe, expect, it } from 'vitest';
import { epdFilesProblem, lineChangeSchema } from './schemas';

const xml = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/xml' });

describe("the producer desk's input rules", () => {
  it('take a line marked sent, out of stock or replaced, with a note of at most 500 characters', () => {
    expect(lineChangeSchema.safeParse({ line: 'abc1234567', status: 'sent', note: ' i dag ' }).data).toEqual({
      line: 'abc1234567',
      status: 'sent',
      note: 'i dag',
    });
    expect(lineChangeSchema.safeParse({ line: 'abc1234567', status: 'replaced' }).data?.note).toBe('');
    const issues = (input: Record<string, string>) => lineChangeSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ line: 'abc1234567', status: 'open' })).toEqual(['statusRequired']);
    expect(issues({ line: 'abc1234567', status: 'sent', note: 'x'.repeat(501) })).toEqual(['noteTooLong']);
    expect(issues({ line: '../admin', status: 'sent' })).toEqual(['unknown']);
  });

  it('take 1 to 10 XML files of at most 90 kB each', () => {
    expect(epdFilesProblem([xml('a.xml'), xml('b.XML')])).toBeNull();
    expect(epdFilesProblem([])).toBe('filesRequired');
    expect(epdFilesProblem([new File([], '')])).toBe('filesRequired');
    expect(epdFilesProblem(Array.from({ length: 11 }, (_, i) => xml(`${i}.xml`)))).toBe('tooManyFiles');
    expect(epdFilesProblem([xml('a.pdf')])).toBe('notXml');
    expect(epdFilesProblem([xml('a.xml', 90 * 1024 + 1)])).toBe('fileTooLarge');
  });
});
