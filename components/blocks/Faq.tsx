import { getTranslations } from 'next-intl/server';
import type { BlockProps } from './types';

/** Native <details> elements: keyboard and screen-reader friendly without any JavaScript. */
export async function Faq({ block }: BlockProps<'blocks.faq'>) {
  const t = await getTranslations('Faq');
  return (
    <section className="container faq" aria-labelledby={`faq-${block.id}`}>
      <h2 id={`faq-${block.id}`}>{block.heading || t('heading')}</h2>
      {block.items.map((item) => (
        <details key={item.id} className="faq__item">
          <summary>{item.question}</summary>
          <p className="pre-line">{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
