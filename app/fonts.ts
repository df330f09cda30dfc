import localFont from 'next/font/local';

// Inter ships with the @fontsource package: no request to a font service at build or run time.
// Two faces of one design, each with the characters it covers (@fontsource's own ranges):
// Swedish and English need only the first, which every page preloads. The second is fetched
// only by a page whose text has a character from its range (ő, ł, ş in a name), and comes
// first in the font stack (globals.css) so such a character reaches it before the fallback.
const latin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

const latinExtended = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans-extended',
  preload: false,
  // The metric-matched fallback is the first face's; this one has no fallback of its own.
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

/** The class that defines both faces' variables, for <html>. */
export const fontVariables = `${latin.variable} ${latinExtended.variable}`;
