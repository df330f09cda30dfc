import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { categoriesOf, productListHref, type QueryReading } from '@/lib/search/query-filters';
import styles from './search.module.css';

/**
 * Where a search with no hits goes on: the spelling the cms suggests (when it has one), the
 * categories the words may be after, the colour search for the words that are colours, and
 * the whole product list. Never an empty page.
 */
export function SearchDeadEnd({ reading, didYouMean }: { reading: QueryReading; didYouMean: string | null }) {
  const locale = useLocale();
  const t = useTranslations('SearchDeadEnd');
  const tCategory = useTranslations('Categories');
  const tOffer = useTranslations('SearchOffer');
  const categories = categoriesOf(reading);
  const colours = reading.filters.colour ?? [];
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  return (
    <section aria-labelledby="search-dead-end" className={styles.deadEnd}>
      <h2 id="search-dead-end">{t('title')}</h2>
      <ul className="link-list">
        {didYouMean && (
          <li>
            {t.rich('didYouMean', {
              suggestion: didYouMean,
              link: (text) => <Link href={{ pathname: '/search', query: { q: didYouMean } }}>{text}</Link>,
            })}
          </li>
        )}
        {categories.length > 0 && (
          <li>
            {t('categories')}
            <ul>
              {categories.map((category) => (
                <li key={category}>
                  <Link href={productListHref({ category: [category] })}>{tCategory(category)}</Link>
                </li>
              ))}
            </ul>
          </li>
        )}
        {colours.length > 0 && (
          <li>
            <Link href={{ pathname: '/colour-search', query: { colour: colours } }}>
              {t('colourSearch', { colours: or.format(colours.map((colour) => tOffer(`colours.${colour}`))) })}
            </Link>
          </li>
        )}
        <li>
          <Link href="/products">{t('allProducts')}</Link>
        </li>
      </ul>
    </section>
  );
}
