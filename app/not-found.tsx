import Link from 'next/link';
import messages from '@/messages/sv.json';
import './globals.css';

// Only reached for addresses the locale proxy does not handle (real files and API paths);
// pages get the localized app/[locale] not-found. Swedish is the default language.
export default function RootNotFound() {
  const t = messages.ErrorPage;
  return (
    <html lang="sv">
      <body>
        <title>{t.title}</title>
        <main id="main" className="container error-page">
          <p className="eyebrow">{t.title}</p>
          <h1>{t.notFoundHeading}</h1>
          <p>{t.notFoundText}</p>
          <Link href="/">{t.home}</Link>
        </main>
      </body>
    </html>
  );
}
