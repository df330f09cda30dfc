import Image from 'next/image';
import type { BlockProps } from './types';

export function Hero({ block, first }: BlockProps<'blocks.hero'>) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className="hero">
      {block.image && (
        <Image
          className="hero__image"
          src={block.image.url}
          alt=""
          width={block.image.width ?? 960}
          height={block.image.height ?? 400}
          preload={first}
          fetchPriority={first ? 'high' : undefined}
          sizes="100vw"
        />
      )}
      <div className="container hero__content">
        <Heading className="hero__heading">{block.heading}</Heading>
        {block.text && <p className="hero__text">{block.text}</p>}
      </div>
    </section>
  );
}
