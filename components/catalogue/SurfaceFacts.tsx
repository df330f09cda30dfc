import { getLocale, getTranslations } from 'next-intl/server';
import type { SurfaceChip } from '@/lib/strapi';
import styles from './SurfaceFacts.module.css';

/**
 * Under a surface's name in a list: its product and producer when the list is not its
 * product's own (two products may have a surface of the same name), and the values architects
 * filter on, only those declared: nothing stands in for a value that is not.
 */
export async function SurfaceFacts({ surface }: { surface: Pick<SurfaceChip, 'product' | 'facts'> }) {
  const [t, locale] = await Promise.all([getTranslations('SurfaceCard'), getLocale()]);
  const { product, facts } = surface;
  const lrv = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const declared = [
    ['ncs', t('ncs'), facts.ncs],
    ['lrv', t('lrv'), facts.lrv == null ? null : lrv.format(facts.lrv)],
    ['slip', t('slipResistance'), facts.slipResistance],
    ['fire', t('fireClass'), facts.fireClass],
  ].filter((entry): entry is [string, string, string] => entry[2] != null);
  return (
    <>
      {product && (
        <span className={styles.origin}>{product.producer ? t('origin', { product: product.name, producer: product.producer.name }) : product.name}</span>
      )}
      {declared.length > 0 && (
        <dl className={styles.facts}>
          {declared.map(([key, label, value]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
