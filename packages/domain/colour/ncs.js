/**
 * NCS notation as visitors type it: "S 1515-Y20R", "1515-y20r", "s1515y20r" and "1515 Y20R"
 * are one code. Blackness and chromaticness (four digits), then a hue: N for the greys, one of
 * Y, R, B, G, or two of them with the share of the second ("Y20R"). The site search indexes and
 * reads a declared code with it (cms/src/search/tokenize.js), and the colour search finds the
 * surfaces that declare a code with it. It only reads the notation: there is no NCS → L*a*b*
 * here, as no published conversion may be used, so a code is only ever matched to the codes
 * surfaces declare.
 */

/** After the optional S: blackness and chromaticness, then the hue. */
const NCS = /^s?(\d{4})(n|[rgyb](?:\d{2}[rgyb])?)$/;

/** Letters and digits only, lower case, accents dropped: how the site search compacts a code. */
const compacted = (text) =>
  String(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The code compacted without its S ("1515y20r"), or null when the text is no NCS code. */
export function ncsCompact(text) {
  const match = NCS.exec(compacted(text));
  return match ? `${match[1]}${match[2]}` : null;
}

/** The code as NCS writes it ("S 1515-Y20R"), or null when the text is no NCS code. */
export function ncsNotation(text) {
  const match = NCS.exec(compacted(text));
  return match ? `S ${match[1]}-${match[2].toUpperCase()}` : null;
}
