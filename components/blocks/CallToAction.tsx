import { Link } from '@/i18n/navigation';
import type { BlockProps } from './types';
import styles from './CallToAction.module.css';

export function CallToAction({ block }: BlockProps<'blocks.call-to-action'>) {
  return (
    <section className={`container ${styles.cta}`}>
      <h2>{block.heading}</h2>
      {block.text && <p>{block.text}</p>}
      <Link className="button" href={block.href}>
        {block.label}
      </Link>
    </section>
  );
}
