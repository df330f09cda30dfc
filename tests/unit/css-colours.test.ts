import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const GLOBALS = 'app/globals.css';

// CSS's named colours; `transparent`, `currentColor` and `inherit` name no colour of their own.
const NAMED = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

/** The colours written in a stylesheet's declarations, apart from the design tokens' `:root` block. */
function colours(css: string, { tokens }: { tokens: boolean }): string[] {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (tokens) text = text.replace(/^:root\s*\{[^}]*\}/m, '');
  const found: string[] = [];
  for (const [declaration, property, value] of text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+)(?=[;}])/gi)) {
    // A custom property outside :root may only point at a token, so it is checked like any other.
    const words = value!.toLowerCase().match(/[a-z]+/g) ?? [];
    const named = property!.startsWith('--') || /(colou?r|background|border|outline|fill|stroke|shadow|decoration|caret|accent)/i.test(property!);
    if (HEX.test(value!) || FUNCTION.test(value!) || (named && words.some((word) => NAMED.has(word)))) found.push(declaration!.trim());
  }
  return found;
}

describe('colours in stylesheets', () => {
  it('finds a colour written as a hex, a function or a name, and not a token or a keyword', () => {
    const sample = `
      .a { color: #fff; }
      .b { border: 1px solid rgb(0 0 0 / 0.2); }
      .c { background: white; }
      .d { box-shadow: 0 1px 2px hsl(0 0% 0% / 0.1); }
      .e { color: var(--ink); background: transparent; border-color: currentColor; }
      .f { white-space: nowrap; font: inherit; }`;
    expect(colours(sample, { tokens: false })).toEqual([
      'color: #fff',
      'border: 1px solid rgb(0 0 0 / 0.2)',
      'background: white',
      'box-shadow: 0 1px 2px hsl(0 0% 0% / 0.1)',
    ]);
  });

  it('lets the global stylesheet define colours in its :root token block only', () => {
    const sample = ':root {\n  --ink: #1d1f1c;\n}\n\n.a {\n  color: #1d1f1c;\n}\n';
    expect(colours(sample, { tokens: true })).toEqual(['color: #1d1f1c']);
  });

  it(`${GLOBALS} writes colours only as tokens, and its :root block defines them`, () => {
    const css = readFileSync(path.join(root, GLOBALS), 'utf8');
    expect(colours(css, { tokens: true })).toEqual([]);
    expect(colours(css, { tokens: false }).length).toBeGreaterThan(20);
  });

  const modules = globSync('{app,components,features}/**/*.module.css', { cwd: root });
  it('finds the CSS modules', () => {
    expect(modules.length).toBeGreaterThan(0);
  });
  it.each(modules)('%s takes every colour from a token', (file) => {
    expect(colours(readFileSync(path.join(root, file), 'utf8'), { tokens: false })).toEqual([]);
  });
});
