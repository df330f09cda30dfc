import { RichText } from '@/components/RichText';
import type { BlockProps } from './types';

export function RichTextBlock({ block }: BlockProps<'blocks.rich-text'>) {
  return (
    <section className="container prose">
      <RichText nodes={block.body} />
    </section>
  );
}
