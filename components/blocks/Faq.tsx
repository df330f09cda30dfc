import { getTranslations } from 'next-intl/server';
import type { BlockProps } from './types';
import styles from './Faq.module.css';

/** Native <details> elements: keyboard and screen-reader friendly without any JavaScript. */
export async function Faq({ block }: BlockProps<'blocks.faq'>) {
  const t = await getTranslations('Faq');
  return (
    <section className={`container ${styles.faq}`} aria-labelledby={`faq-${block.id}`}>
      <h2 id={`faq-${block.id}`}>{block.heading || t('heading')}</h2>
      {block.items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary>{item.question}</summary>
          <p className="pre-line">{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
