import type { ReactNode } from 'react';

/** The error and not-found screens: a document title, a heading, a hint and actions. */
export function ErrorScreen({ title, heading, text, children }: { title: string; heading: string; text: ReactNode; children?: ReactNode }) {
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <title>{title}</title>
      <p className="eyebrow">{title}</p>
      <h1 id="error-heading">{heading}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
