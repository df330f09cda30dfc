import { getLocale } from 'next-intl/server';
import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import { countryName } from '@/lib/i18n/country';
import type { BlockProps } from './types';
import styles from './ProducerList.module.css';

export async function ProducerList({ block }: BlockProps<'blocks.producer-list'>) {
  const locale = await getLocale();
  return (
    <section className={`container ${styles.list}`} aria-labelledby={`producer-list-${block.id}`}>
      {block.heading && <h2 id={`producer-list-${block.id}`}>{block.heading}</h2>}
      <ul className={styles.items}>
        {block.producers.map((producer) => (
          <li key={producer.id}>
            <Link href={`/producer/${producer.slug}`} className={styles.chip}>
              {producer.logo && <Image src={producer.logo.url} alt="" width={56} height={56} className={styles.logo} />}
              <span className={styles.name}>{producer.name}</span>
              {producer.country && <span className={styles.country}>{countryName(producer.country, locale)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
