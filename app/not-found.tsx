import Link from 'next/link';
import { inter } from './fonts';
import './globals.css';

// Only reached for paths the locale proxy does not handle; localized 404s come from
// app/[locale]/not-found.tsx. Swedish is the default language.
export default function RootNotFound() {
  return (
    <html lang="sv" className={inter.variable}>
      <body>
        <main className="container error-page">
          <title>Fel</title>
          <h1>Sidan hittades inte</h1>
          <p>Använd menyn eller sökikonen för att gå vidare.</p>
          <Link href="/">Till startsidan</Link>
        </main>
      </body>
    </html>
  );
}
