import type { Block } from '@/lib/strapi';

type BlockOf<K extends Block['__component']> = Extract<Block, { __component: K }>;

/** What RenderBlocks hands each block; in its own file so the blocks and RenderBlocks do not import each other. */
export type BlockProps<K extends Block['__component']> = { block: BlockOf<K>; first: boolean };
