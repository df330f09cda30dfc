import Image from 'next/image';
import type { BlockProps } from './types';
import styles from './ImageBlock.module.css';

export function ImageBlock({ block }: BlockProps<'blocks.image'>) {
  return (
    <figure className={`container ${styles.figure}`}>
      <Image
        src={block.image.url}
        alt={block.alt || block.image.alt}
        width={block.image.width ?? 960}
        height={block.image.height ?? 540}
        sizes="(max-width: 960px) 100vw, 960px"
      />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
