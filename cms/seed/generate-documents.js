'use strict';

// Writes one small PDF data sheet per seed product into seed/documents/ (Swedish and
// English on one page). No dependencies: a minimal PDF with Helvetica text in
// WinAnsiEncoding, which covers å, ä, ö and ×. Deterministic output.
const fs = require('node:fs');
const path = require('node:path');
const data = require('./data');

const OUT = path.join(__dirname, 'documents');

const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);

// Characters outside Latin-1 that WinAnsiEncoding still has, at their WinAnsi codes.
const WIN_ANSI = { '–': '\x96', '—': '\x97', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '€': '\x80', '…': '\x85' };
const winAnsi = (text) => text.replace(/[–—‘’“”€…]/g, (c) => WIN_ANSI[c]);

function pdf(lines) {
  const content = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    ...lines.flatMap(([size, text], i) => [i === 0 ? '' : `0 -${size + 8} Td`, `/F1 ${size} Tf`, `(${escape(text)}) Tj`]),
    'ET',
  ]
    .filter(Boolean)
    .join('\n');
  const stream = Buffer.from(winAnsi(content), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    null,
  ];
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let length = parts[0].length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

function main() {
  fs.mkdirSync(OUT, { recursive: true });
  for (const product of data.products) {
    const producer = data.producers.find((p) => p.slug === product.producer);
    const lines = [
      [20, `${product.name.sv} / ${product.name.en}`],
      [11, `${producer.name} · Ytbanken`],
      [13, 'Produktblad'],
      ...product.specifications.map((row) => [11, `${row.key.sv}: ${row.value.sv}`]),
      [13, 'Data sheet'],
      ...product.specifications.map((row) => [11, `${row.key.en}: ${row.value.en}`]),
    ];
    fs.writeFileSync(path.join(OUT, datasheetName(product)), pdf(lines));
  }
}

const datasheetName = (product) => `datasheet-${product.key}.pdf`;

if (require.main === module) main();

module.exports = { datasheetName };
