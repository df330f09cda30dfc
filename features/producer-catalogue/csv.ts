/**
 * A small RFC 4180 reader: quoted fields may hold the delimiter, doubled quotes and line breaks;
 * lines end in CRLF or LF. Excel in Swedish saves with ';' and some tools with tabs, so the
 * delimiter is the one of ',', ';' and tab that the header line (outside quotes) holds most of.
 * The caller bounds the text's size first; `maxRecords` stops reading once the file is
 * known to be too long, so no more than that is ever held. An empty line is a record of one
 * empty field, so that record numbers are the row numbers a spreadsheet shows.
 */
export function readCsv(input: string, maxRecords: number): { records: string[][]; truncated: boolean } {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else if (c === '\n' || c === '\r') endRecord();
    else field += c;
    if (records.length > maxRecords) return { records, truncated: true };
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return { records, truncated: records.length > maxRecords };
}

function delimiterOf(text: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
