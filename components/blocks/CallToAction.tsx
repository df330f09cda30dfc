import { Link } from '@/i18n/navigation';
import type { BlockProps } from './types';

export function CallToAction({ block }: BlockProps<'blocks.call-to-action'>) {
  return (
    <section className="container cta">
      <h2>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <Link className="button" href={block.href}>
        {block.label}
      </Link>
    </section>
  );
}
