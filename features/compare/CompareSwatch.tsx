import Image from 'next/image';
import type { SurfaceDetail } from '@/lib/strapi';
import styles from './compare.module.css';

/**
 * A compared surface's swatch over its column and beside its name: its picture, or its
 * declared colour. Decorative (alt ""): the name is always next to it.
 */
export function CompareSwatch({ surface, size }: { surface: Pick<SurfaceDetail, 'swatch' | 'hex'>; size: 'large' | 'small' }) {
  const className = `${styles.swatch} ${styles[size]}`;
  const pixels = size === 'large' ? 96 : 32;
  return surface.swatch ? (
    <Image src={surface.swatch.url} alt="" width={pixels} height={pixels} className={className} />
  ) : (
    <span className={className} style={{ background: surface.hex ?? undefined }} />
  );
}
