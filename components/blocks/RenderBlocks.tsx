import type { ComponentType } from 'react';
import type { Block } from '@/lib/strapi';
import { CallToAction } from './CallToAction';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { ImageBlock } from './ImageBlock';
import { ProducerList } from './ProducerList';
import { ProductGrid } from './ProductGrid';
import { RichTextBlock } from './RichTextBlock';
import type { BlockProps } from './types';

// One entry per block type in the cms's dynamic zone; a new type fails the type check here.
const components: { [K in Block['__component']]: ComponentType<BlockProps<K>> } = {
  'blocks.hero': Hero,
  'blocks.rich-text': RichTextBlock,
  'blocks.image': ImageBlock,
  'blocks.call-to-action': CallToAction,
  'blocks.product-grid': ProductGrid,
  'blocks.producer-list': ProducerList,
  'blocks.faq': Faq,
};

export function RenderBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    const Component = components[block.__component] as ComponentType<{ block: Block; first: boolean }>;
    return <Component key={`${block.__component}-${block.id}`} block={block} first={index === 0} />;
  });
}
