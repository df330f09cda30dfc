import Image from 'next/image';
import type { BlockProps } from './types';
import styles from './Hero.module.css';

export function Hero({ block, first }: BlockProps<'blocks.hero'>) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      {block.image && (
        <Image
          className={styles.image}
          src={block.image.url}
          alt=""
          width={block.image.width ?? 960}
          height={block.image.height ?? 400}
          preload={first}
          fetchPriority={first ? 'high' : undefined}
          sizes="100vw"
        />
      )}
      <div className={`container ${styles.content}`}>
        <Heading className={styles.heading}>{block.heading}</Heading>
        {block.text && <p className={styles.text}>{block.text}</p>}
      </div>
    </section>
  );
}
