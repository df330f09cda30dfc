import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { productListHref, queryWithout, type NamedFilter, type QueryReading } from '@/lib/search/query-filters';
import { SLIP_CLASSES, type Category, type ColourFamily, type Finish, type Placement } from '@/lib/strapi/catalogue-schemas';
import { RemovableChips, type RemovableChip } from '@/components/catalogue/RemovableChips';
import styles from './search.module.css';

/** The id of the search page's heading, where the focus goes when the last chip is removed. */
export const SEARCH_HEADING_ID = 'search-heading';
const OFFER_HEADING_ID = 'search-offer-heading';

/**
 * What a search's words name as the product list's filters ("vit matt golv"): a link to the
 * filtered list, worded from the filters ("Visa alla golv i vitt, matt"), and each filter as a
 * chip that takes its words out of the search. Nothing but the chips' focus keeper when the
 * words name no filter.
 */
export function SearchOffer({ reading }: { reading: QueryReading }) {
  const locale = useLocale();
  const t = useTranslations('SearchOffer');
  const tCategory = useTranslations('Categories');
  const tColour = useTranslations('ColourFamilies');
  const tFinish = useTranslations('Finishes');
  const tProperties = useTranslations('Properties');

  const labelOf = ({ name, value, atLeast }: NamedFilter) =>
    atLeast
      ? t('slipAtLeast', { value })
      : name === 'category'
        ? tCategory(value as Category)
        : name === 'colour'
          ? tColour(value as ColourFamily)
          : name === 'finish'
            ? tFinish(value as Finish)
            : name === 'placement'
              ? tProperties(`placements.${value as Placement}`)
              : value;
  const chips: RemovableChip[] = reading.named.map((filter) => {
    const label = labelOf(filter);
    const q = queryWithout(reading, filter);
    return {
      key: `${filter.name}=${filter.value}`,
      label,
      removeLabel: t('remove', { filter: label }),
      href: q ? { pathname: '/search', query: { q } } : '/search',
    };
  });
  const keeper = <RemovableChips label={t('chips')} chips={chips} fallbackId={chips.length > 0 ? OFFER_HEADING_ID : SEARCH_HEADING_ID} />;
  if (chips.length === 0) return keeper;

  const { filters } = reading;
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const lower = (text: string) => text.toLocaleLowerCase(locale);
  const details = [
    (filters.finish ?? []).map((v) => lower(tFinish(v))),
    (filters.placement ?? []).map((v) => lower(tProperties(`placements.${v}`))),
    filters.fire ?? [],
    slipWords(reading, filters, (value) => t('slipAtLeast', { value })),
  ].filter((values) => values.length > 0);
  const text = t('offer', {
    products: filters.category ? or.format(filters.category.map((v) => t(`categories.${v}`))) : t('products'),
    colours: filters.colour ? or.format(filters.colour.map((v) => t(`colours.${v}`))) : 'none',
    details: details.length > 0 ? details.map((values) => or.format(values)).join(', ') : 'none',
  });

  return (
    <section aria-labelledby={OFFER_HEADING_ID} className={styles.offer}>
      <h2 id={OFFER_HEADING_ID} tabIndex={-1}>
        {t('title')}
      </h2>
      <p className={styles.link}>
        <Link href={productListHref(filters)}>{text}</Link>
      </p>
      {keeper}
    </section>
  );
}

/** The slip classes in words: "R10 or higher" for a class and all above it, else each class. */
function slipWords(reading: QueryReading, filters: QueryReading['filters'], atLeast: (value: string) => string): string[] {
  const lowest = reading.named.find((filter) => filter.name === 'slip' && filter.atLeast);
  const above = lowest ? new Set(SLIP_CLASSES.slice(SLIP_CLASSES.indexOf(lowest.value as (typeof SLIP_CLASSES)[number]))) : new Set<string>();
  const others = (filters.slip ?? []).filter((value) => !above.has(value));
  return lowest ? [atLeast(lowest.value), ...others] : others;
}
