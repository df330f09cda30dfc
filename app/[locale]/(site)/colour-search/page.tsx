import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { NeighbourList } from '@/app/[locale]/_catalogue/NeighbourList';
import { PicksProvider } from '@/features/picks/Picks';
import { surfacePicks } from '@/features/picks/SurfacePicks';
import { TextField } from '@/components/forms/TextField';
import { SelectField } from '@/components/forms/SelectField';
import { hexToLab, HEX } from '@ytbanken/domain/colour/cielab';
import { BAND_LIMITS } from '@/lib/colour/bands';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
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
import styles from './colour-search.module.css';

const FORM = 'colour-search';

const number = (min: number, max: number) => z.coerce.number().min(min).max(max);
const labSchema = z.object({ L: number(0, 100), a: number(-128, 128), b: number(-128, 128) });

type Asked = { kind: 'none' } | { kind: 'invalid'; field: 'hex' | 'lab' } | { kind: 'colour'; lab: Lab; label: string; hex: string | null };

/** What the address asks for: a hex colour if one is given, otherwise all three L*a*b* values. */
function asked(query: ReturnType<typeof parseQuery>, locale: Locale): Asked {
  const hex = firstString(query, 'hex')?.trim() ?? '';
  const lab = ['L', 'a', 'b'].map((name) => firstString(query, name)?.trim().replace(',', '.') ?? '');
  if (hex) {
    const withHash = hex.startsWith('#') ? hex : `#${hex}`;
    if (!HEX.test(withHash)) return { kind: 'invalid', field: 'hex' };
    return { kind: 'colour', lab: hexToLab(withHash), label: withHash.toLowerCase(), hex: withHash.toLowerCase() };
  }
  if (lab.every((value) => value === '')) return { kind: 'none' };
  const parsed = labSchema.safeParse({ L: lab[0] || undefined, a: lab[1] || undefined, b: lab[2] || undefined });
  if (!parsed.success) return { kind: 'invalid', field: 'lab' };
  return { kind: 'colour', lab: parsed.data, label: labText(parsed.data, locale), hex: null };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/colour-search'>): Promise<Metadata> {
  const locale = await localeFrom(params);
  const t = await getTranslations({ locale, namespace: 'ColourSearch' });
  return { ...pageMetadata({ locale, path: '/colour-search', title: t('title'), description: t('intro') }), robots: { index: false } };
}

/**
 * Search by colour: a hex value (typed or picked) or L*a*b* values and a ΔE00 limit, and the
 * surfaces closest to it, ranked by exact CIEDE2000 (the cms narrows them with an indexed
 * L*a*b* box). A plain GET form: the address is the search, and it works without JavaScript.
 * Each result can be picked for comparing or as a sample, as anywhere else in the catalogue.
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
  const ask = asked(query, locale);

  let found: Awaited<ReturnType<typeof surfacesNear>> | null = null;
  let busy = false;
  if (ask.kind === 'colour') {
    try {
      found = await surfacesNear(ask.lab, limit, locale, filters);
    } catch (error) {
      if (!isCmsBusy(error)) throw error;
      busy = true;
      answerBusy();
    }
  }
  const value = (name: string) => firstString(query, name) ?? '';
  // The choices the catalogue has (fire classes, producers), from the product list's cached first page.
  const { facets } = await getProducts({ locale, facets: true });
  const filtered = isFiltered(filters);

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
          error={ask.kind === 'invalid' && ask.field === 'hex' ? t('invalidHex') : undefined}
          input={{ autoComplete: 'off', spellCheck: false, maxLength: 7 }}
        />
        <fieldset className={styles.lab} aria-describedby={ask.kind === 'invalid' && ask.field === 'lab' ? `${FORM}-lab-error` : undefined}>
          <legend>{t('labLegend')}</legend>
          {(['L', 'a', 'b'] as const).map((name) => (
            <TextField
              key={name}
              form={FORM}
              name={name}
              label={t(name)}
              defaultValue={value(name)}
              input={{ inputMode: 'decimal', autoComplete: 'off', maxLength: 8, 'aria-invalid': ask.kind === 'invalid' && ask.field === 'lab' }}
            />
          ))}
          {ask.kind === 'invalid' && ask.field === 'lab' && (
            <p id={`${FORM}-lab-error`} className="field__error" role="alert">
              {t('invalidLab')}
            </p>
          )}
        </fieldset>
        <SelectField form={FORM} name="limit" label={t('limit')} select={{ defaultValue: String(limit) }}>
          {/* The limits are the ΔE00 bands' bounds (lib/colour/bands.ts), worded as the bands. */}
          {BAND_LIMITS.map((l) => (
            <option key={l} value={l}>
              {t(`limits.${l}`)}
            </option>
          ))}
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

      {ask.kind === 'none' && value('hex') === '' && Object.keys(query).some((k) => ['hex', 'L', 'a', 'b'].includes(k)) && <p role="alert">{t('missing')}</p>}
      {busy && (
        <p role="status" className="notice" data-cms-busy="">
          {t('busy')}
        </p>
      )}
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
