// The floor `npm run lighthouse` measures the site's pages against: Next.js's App Router with
// nothing of the site's (no CSS, font, client component or data), built by the site's Next.
export default function RootLayout({ children }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  );
}
