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
      ...declared(product, 'sv').map((line) => [11, line]),
      [13, 'Data sheet'],
      ...product.specifications.map((row) => [11, `${row.key.en}: ${row.value.en}`]),
      ...declared(product, 'en').map((line) => [11, line]),
    ];
    fs.writeFileSync(path.join(OUT, datasheetName(product)), pdf(lines));
    if (product.properties?.epd) fs.writeFileSync(path.join(OUT, epdName(product)), pdf(epdLines(`${product.name.sv} / ${product.name.en}`, producer.name)));
  }
  fs.writeFileSync(path.join(OUT, GENERATED_EPD), pdf(epdLines('Genererad produkt / Generated product', 'Ytbanken')));
}

const PROPERTY_TEXT = {
  fireClass: ['Brandklass', 'Fire class'],
  slipResistance: ['Halkklass', 'Slip resistance'],
  useClass: ['Nyttjandeklass', 'Use class'],
  thickness: ['Tjocklek', 'Thickness', (n, locale) => `${String(n).replace('.', locale === 'sv' ? ',' : '.')} mm`],
};

/** The data sheet's lines for the technical properties the product declares. */
const declared = (product, locale) =>
  Object.entries(PROPERTY_TEXT)
    .filter(([key]) => product.properties?.[key] != null)
    .map(([key, [sv, en, format]]) => `${locale === 'sv' ? sv : en}: ${format ? format(product.properties[key], locale) : product.properties[key]}`);

/** An example environmental product declaration: what it declares, not the figures themselves. */
const epdLines = (title, producer) => [
  [20, title],
  [11, `${producer} · Ytbanken`],
  [13, 'Miljövarudeklaration (EPD) enligt EN 15804+A2'],
  [11, 'Exempeldokument för demoinnehållet, inte en verifierad deklaration.'],
  [13, 'Environmental product declaration (EPD) to EN 15804+A2'],
  [11, 'An example document for the demo content, not a verified declaration.'],
];

const datasheetName = (product) => `datasheet-${product.key}.pdf`;
const epdName = (product) => `epd-${product.key}.pdf`;
/** The one EPD document every generated product that declares one links to. */
const GENERATED_EPD = 'epd-generated-example.pdf';

if (require.main === module) main();

module.exports = { datasheetName, epdName, GENERATED_EPD };
