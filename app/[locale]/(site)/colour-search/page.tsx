import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NeighbourList } from '@/app/[locale]/_catalogue/NeighbourList';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { TextField } from '@/components/forms/TextField';
import { SelectField } from '@/components/forms/SelectField';
import { BANDS, BAND_LIMITS } from '@/lib/colour/bands';
import { Link } from '@/i18n/navigation';
import { firstString, parseQuery } from '@/lib/http/query';
import { localeFrom } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { FacetFields } from '@/components/catalogue/ProductFacets';
import { filtersOf, isFiltered, parseProductSearch, productSearchQuery } from '@/lib/catalogue/product-query';
import { getProducts } from '@/lib/strapi';
import { surfacesNear } from '@/lib/strapi/colour-neighbours';
import { answerBusy } from '@/lib/http/unavailable';
import { isCmsBusy } from '@/lib/strapi/errors';
import { labText } from '@/lib/colour/lab-text';
import type { Locale } from '@/i18n/routing';
import neighbours from '@/app/[locale]/_catalogue/NeighbourList.module.css';
import { askedColour, COLOUR_FIELDS, type Asked } from './asked';
import { declaredNcs, type DeclaredNcs } from './declared-ncs';
import styles from './colour-search.module.css';

const FORM = 'colour-search';

export async function generateMetadata({ params }: PageProps<'/[locale]/colour-search'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'ColourSearch' });
  return { ...pageMetadata({ locale, path: '/colour-search', title: t('title'), description: t('intro') }), robots: { index: false } };
}

/**
 * Search by colour: a hex value (typed or picked), an NCS code or L*a*b* values and a ΔE00
 * limit, and the surfaces closest to it, ranked by exact CIEDE2000 (the cms narrows them with an
 * indexed L*a*b* box). An NCS code is never converted: the page searches around the declared
 * L*a*b* of a surface that declares it, says which, and offers the others (declared-ncs.ts).
 * A plain GET form: the address is the search, and it works without JavaScript. Each result
 * can be picked for comparing or as a sample, as anywhere else in the catalogue.
 */
export default async function ColourSearchPage({ params, searchParams }: PageProps<'/[locale]/colour-search'>) {
  const locale = await localeFrom(params);
  setRequestLocale(locale);
  const given = await searchParams;
  const query = parseQuery(given);
  const filters = filtersOf(parseProductSearch(given));
  const t = await getTranslations('ColourSearch');
  const limitParam = firstString(query, 'limit');
  const limit = BAND_LIMITS.find((l) => String(l) === limitParam) ?? 2;
  const value = (name: string) => firstString(query, name) ?? '';
  let ask: Asked = askedColour(query, locale);

  let declared: (DeclaredNcs & { code: string }) | null = null;
  let found: Awaited<ReturnType<typeof surfacesNear>> | null = null;
  let busy = false;
  try {
    if (ask.kind === 'ncs') {
      declared = { code: ask.code, ...(await declaredNcs(ask.code, locale, value('from') || undefined)) };
      const around = declared.around;
      if (around) ask = { kind: 'colour', lab: around.lab, label: t('ncsColour', { code: declared.code }), hex: around.hex };
    }
    if (ask.kind === 'colour') found = await surfacesNear(ask.lab, limit, locale, filters);
  } catch (error) {
    if (!isCmsBusy(error)) throw error;
    busy = true;
    answerBusy();
  }
  // The choices the catalogue has (fire classes, producers), from the product list's cached first page.
  const { facets } = await getProducts({ locale, facets: true });
  const filtered = isFiltered(filters);
  const invalid = (field: string) => ask.kind === 'invalid' && ask.field === field;

  return (
    <div className="container colour-search">
      <header className="page__header">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <form method="get" className={styles.form} id={FORM}>
        <TextField
          form={FORM}
          name="hex"
          label={t('hex')}
          hint={t('hexHint')}
          defaultValue={value('hex')}
          error={invalid('hex') ? t('invalidHex') : undefined}
          input={{ autoComplete: 'off', spellCheck: false, maxLength: 7 }}
        />
        <TextField
          form={FORM}
          name="ncs"
          label={t('ncs')}
          hint={t('ncsHint')}
          defaultValue={value('ncs')}
          error={invalid('ncs') ? t('invalidNcs') : undefined}
          input={{ autoComplete: 'off', spellCheck: false, maxLength: 20 }}
        />
        {/* The surface chosen among several that declare the code, while the code stays the same. */}
        {declared?.around && value('from') === declared.around.id && <input type="hidden" name="from" value={declared.around.id} />}
        <fieldset className={styles.lab} aria-describedby={invalid('lab') ? `${FORM}-lab-error` : undefined}>
          <legend>{t('labLegend')}</legend>
          {(['L', 'a', 'b'] as const).map((name) => (
            <TextField
              key={name}
              form={FORM}
              name={name}
              label={t(name)}
              defaultValue={value(name)}
              input={{ inputMode: 'decimal', autoComplete: 'off', maxLength: 8, 'aria-invalid': invalid('lab') }}
            />
          ))}
          {invalid('lab') && (
            <p id={`${FORM}-lab-error`} className="field__error" role="alert">
              {t('invalidLab')}
            </p>
          )}
        </fieldset>
        <SelectField form={FORM} name="limit" label={t('limit')} select={{ defaultValue: String(limit) }}>
          {/* The limits are the ΔE00 bands' bounds (lib/colour/bands.ts), worded as the bands. */}
          {BANDS.flatMap(({ band, below }) =>
            band === 'different'
              ? []
              : [
                  <option key={below} value={below}>
                    {t(`limits.${band}`, { limit: below })}
                  </option>,
                ],
          )}
        </SelectField>
        <details className="colour-search__filters" open={filtered}>
          <summary>{t('filters')}</summary>
          <FacetFields search={filters} facets={facets} locale={locale} counted={false} />
        </details>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
      <form method="get" className={styles.pick}>
        <label htmlFor="colour-pick" className="field__label">
          {t('pick')}
        </label>
        <div className={styles.pickRow}>
          <input
            id="colour-pick"
            type="color"
            name="hex"
            className={styles.colourInput}
            defaultValue={ask.kind === 'colour' && ask.hex ? ask.hex : '#c8a050'}
          />
          <button type="submit" className="button button--secondary">
            {t('pickSubmit')}
          </button>
        </div>
        <input type="hidden" name="limit" value={limit} />
        {Object.entries(productSearchQuery(filters)).flatMap(([name, values]) =>
          [values].flat().map((v) => <input key={`${name}=${v}`} type="hidden" name={name} value={v} />),
        )}
      </form>

      {ask.kind === 'none' && Object.keys(query).some((k) => (COLOUR_FIELDS as readonly string[]).includes(k)) && <p role="alert">{t('missing')}</p>}
      {busy && (
        <p role="status" className="notice" data-cms-busy="">
          {t('busy')}
        </p>
      )}
      {declared && !busy && <DeclaredBy declared={declared} chosen={value('from')} limit={limit} filters={productSearchQuery(filters)} locale={locale} />}
      {ask.kind === 'colour' && found && (
        <section aria-labelledby="colour-results" className="detail__section">
          <div className={styles.asked}>
            <span className={neighbours.swatch} role="img" aria-label={t('swatchOf')} style={{ background: ask.hex ?? undefined }} />
            <h2 id="colour-results" role="status">
              {t('results', { count: found.length, limit, colour: ask.label })}
            </h2>
          </div>
          {found.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <PicksProvider>
              <NeighbourList surfaces={found} locale={locale} actions={surfacePicks} />
            </PicksProvider>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * Which surfaces declare the NCS code and which one's L*a*b* is searched around, with the rule
 * that chose it when there are several, and the others to search around instead; or that none
 * declares it, since no conversion from NCS is made.
 */
async function DeclaredBy({
  declared: { code, declaring, around },
  chosen,
  limit,
  filters,
  locale,
}: {
  declared: DeclaredNcs & { code: string };
  /** The surface the visitor chose among those that declare the code (`from`), if any. */
  chosen: string;
  limit: number;
  filters: ReturnType<typeof productSearchQuery>;
  locale: Locale;
}) {
  const t = await getTranslations('ColourSearch');
  if (declaring.length === 0) return <p role="alert">{t('ncsUnknown', { code })}</p>;
  if (!around) return <p role="alert">{t('ncsNoLab', { code })}</p>;
  const facts = { code, count: declaring.length, surface: around.name, articleNumber: around.articleNumber, lab: labText(around.lab, locale) };
  const others = declaring.filter((s) => s.id !== around.id);
  return (
    <div className="colour-search__ncs">
      <p>{declaring.length === 1 ? t('ncsOne', facts) : t(chosen === around.id ? 'ncsChosen' : 'ncsFirst', facts)}</p>
      {others.length > 0 && (
        <>
          <p>{t('ncsOthers')}</p>
          <ul className="link-list">
            {others.map((s) => (
              <li key={s.id}>
                <Link href={{ pathname: '/colour-search', query: { ...filters, ncs: code, from: s.id, limit } }}>
                  {s.name} ({s.articleNumber})
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
