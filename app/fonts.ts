import localFont from 'next/font/local';

// Inter ships with the @fontsource package: no request to a font service at build or run time.
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal' },
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2', style: 'normal' },
  ],
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
});
