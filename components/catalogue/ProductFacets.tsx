import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { topProducers, type ProducerChoice } from '@/lib/catalogue/producer-filter';
import { RANGE_STEPS, listFiltersOf, productSearchQuery, queryString, type ProductFilters, type ProductSearch } from '@/lib/catalogue/product-query';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { CATEGORIES, COLOUR_FAMILIES, FINISHES, PLACEMENTS, SLIP_CLASSES, USE_CLASSES, type Facets } from '@/lib/strapi/catalogue-schemas';
import { FilterForm } from './FilterForm';
import { ProducerFilter } from './ProducerFilter';
import { describeUseClass } from './use-class';
import styles from './ProductFacets.module.css';

interface Choice {
  value: string;
  label: string;
  /** How many products the choice would give within the other filters; absent when not counted. */
  count?: number;
}

/**
 * One facet as checkboxes, any of whose choices matches. A choice that would give nothing
 * within the other filters is shown with its 0 and cannot be ticked (unless it already is).
 */
function CheckboxGroup({ name, legend, choices, selected }: { name: string; legend: string; choices: Choice[]; selected?: readonly string[] }) {
  return (
    <fieldset className={styles.facet}>
      <legend className="field__label">{legend}</legend>
      <ul className={styles.choices}>
        {choices.map((choice) => {
          const checked = selected?.includes(choice.value) ?? false;
          const none = choice.count === 0 && !checked;
          return (
            <li key={choice.value} className={none ? `${styles.choice} ${styles.none}` : styles.choice}>
              <label>
                <input type="checkbox" name={name} value={choice.value} defaultChecked={checked} disabled={none} /> {choice.label}
                {choice.count !== undefined && <span className={styles.count}> ({choice.count})</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

// Keyed by its value: after the list moves a bound to its step (RANGE_STEPS), the field shows the step.
function NumberField({ name, label, value, max, step = 1 }: { name: string; label: string; value?: number; max: number; step?: number }) {
  return (
    <label className={`field ${styles.number}`}>
      <span className="field__label">{label}</span>
      <input key={value ?? ''} type="number" name={name} min={0} max={max} step={step} inputMode="numeric" defaultValue={value ?? ''} />
    </label>
  );
}

/**
 * The catalogue's filters as form fields, in the address's one order of parameters
 * (lib/catalogue/product-query.ts), so a form without JavaScript asks for the same address
 * the links and the script write. `facets`: the choices (fire classes and producers are those
 * the catalogue has) with their counts when `counted`; null: the fixed lists alone. Of the
 * producers only the few with the most products come with the page (ProducerFilter finds
 * the others as the visitor types).
 */
export async function FacetFields({
  search,
  facets,
  locale,
  counted = true,
}: {
  search: ProductFilters;
  facets: Facets | null;
  locale: Locale;
  counted?: boolean;
}) {
  const [t, tCategory, tColour, tFinish, tProperties, tProducer, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductList' }),
    getTranslations({ locale, namespace: 'Categories' }),
    getTranslations({ locale, namespace: 'ColourFamilies' }),
    getTranslations({ locale, namespace: 'Finishes' }),
    getTranslations({ locale, namespace: 'Properties' }),
    getTranslations({ locale, namespace: 'ProducerFilter' }),
    pickMessages(locale, ['ProducerFilter', 'Combobox']),
  ]);
  // The chosen producer as the counts name it; one nobody has (yet) by its slug.
  const worded = (producer: ProducerChoice): ProducerChoice => ({ ...producer, worded: tProducer('count', { count: producer.count }) });
  const found = search.producer ? facets?.producer.find((p) => p.slug === search.producer) : undefined;
  const selected = search.producer ? (found ? worded(found) : { slug: search.producer, name: search.producer, count: 0 }) : null;
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string, counts?: Record<string, number>): Choice[] =>
    values.map((value) => ({ value, label: label(value), count: counted && counts ? (counts[value] ?? 0) : undefined }));
  const fireClasses = facets ? Object.keys(facets.fire) : [];
  const technical = ['fire', 'slip', 'use', 'placement', 'epd', 'minLrv', 'maxLrv', 'minGloss', 'maxGloss', 'maxLead'] as const;
  const open = technical.some((name) => search[name] !== undefined);

  return (
    <div className={styles.facets}>
      <CheckboxGroup name="category" legend={t('category')} selected={search.category} choices={choices(CATEGORIES, (c) => tCategory(c), facets?.category)} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ProducerFilter
          form="facet"
          label={t('producer')}
          selected={selected}
          top={topProducers(facets?.producer ?? []).map(worded)}
          filters={queryString(productSearchQuery({ ...listFiltersOf(search), producer: undefined }))}
          counted={counted}
        />
      </NextIntlClientProvider>
      <CheckboxGroup name="colour" legend={t('colour')} selected={search.colour} choices={choices(COLOUR_FAMILIES, (c) => tColour(c), facets?.colour)} />
      <CheckboxGroup name="finish" legend={t('finish')} selected={search.finish} choices={choices(FINISHES, (f) => tFinish(f), facets?.finish)} />
      <details className={styles.more} open={open}>
        <summary>{t('more')}</summary>
        <div className={styles.facets}>
          {fireClasses.length > 0 && (
            <CheckboxGroup name="fire" legend={t('fire')} selected={search.fire} choices={choices(fireClasses, (c) => c, facets?.fire)} />
          )}
          <CheckboxGroup name="slip" legend={t('slip')} selected={search.slip} choices={choices(SLIP_CLASSES, (c) => c, facets?.slip)} />
          <CheckboxGroup
            name="use"
            legend={t('use')}
            selected={search.use}
            choices={choices(USE_CLASSES, (c) => describeUseClass(c, tProperties), facets?.use)}
          />
          <CheckboxGroup
            name="placement"
            legend={t('placement')}
            selected={search.placement}
            choices={choices(PLACEMENTS, (p) => tProperties(`placements.${p}`), facets?.placement)}
          />
          <CheckboxGroup
            name="epd"
            legend={t('epd')}
            selected={search.epd ? ['true'] : []}
            choices={[{ value: 'true', label: t('epdChoice'), count: counted ? facets?.epd : undefined }]}
          />
          <fieldset className={`${styles.facet} ${styles.range}`}>
            <legend className="field__label">{t('lrv')}</legend>
            <NumberField name="minLrv" label={t('from')} value={search.minLrv} max={100} step={10} />
            <NumberField name="maxLrv" label={t('to')} value={search.maxLrv} max={100} step={10} />
          </fieldset>
          <fieldset className={`${styles.facet} ${styles.range}`}>
            <legend className="field__label">{t('gloss')}</legend>
            <NumberField name="minGloss" label={t('from')} value={search.minGloss} max={100} step={10} />
            <NumberField name="maxGloss" label={t('to')} value={search.maxGloss} max={100} step={10} />
          </fieldset>
          <NumberField name="maxLead" label={t('maxLead')} value={search.maxLead} max={365} />
        </div>
      </details>
    </div>
  );
}

/**
 * The product list's filters with their counts, the order and the button, in a form that updates
 * the list in place. `total`: how many products the choices give, for the phone's "Show N
 * products", which the script keeps true as each choice applies at once (without a script the
 * plain "Show products" stands in its place: the number would be the page's, not the form's).
 */
export async function ProductFacets({ search, facets, locale, total }: { search: ProductSearch; facets: Facets | null; locale: Locale; total: number }) {
  const [t, tClimate] = await Promise.all([getTranslations({ locale, namespace: 'ProductList' }), getTranslations({ locale, namespace: 'ClimateFilter' })]);
  return (
    <FilterForm label={t('filters')} updatingLabel={t('updating')}>
      <FacetFields search={search} facets={facets} locale={locale} />
      <div className={`${styles.facets} climate-facets`}>
        <fieldset className={styles.facet}>
          <legend className="field__label">{tClimate('legend')}</legend>
          <div className="field">
            <label className="field__label" htmlFor="facet-max-carbon">
              {tClimate('maxCarbon')}
            </label>
            <select id="facet-max-carbon" name="maxCarbon" defaultValue={search.maxCarbon === undefined ? '' : String(search.maxCarbon)}>
              <option value="">{tClimate('any')}</option>
              {RANGE_STEPS.carbon.map((step) => {
                const count = facets?.carbon[String(step)];
                return (
                  <option key={step} value={String(step)}>
                    {tClimate('step', { value: step })}
                    {count !== undefined && ` (${count})`}
                  </option>
                );
              })}
            </select>
          </div>
        </fieldset>
        <CheckboxGroup
          name="validEpd"
          legend={tClimate('validEpd')}
          selected={search.validEpd ? ['true'] : []}
          choices={[{ value: 'true', label: tClimate('validEpd'), count: facets?.validEpd }]}
        />
      </div>
      <div className={styles.facets}>
        <div className={`field ${styles.facet}`}>
          <label className="field__label" htmlFor="facet-sort">
            {t('sort')}
          </label>
          <select id="facet-sort" name="sort" defaultValue={search.sort ?? 'name'}>
            <option value="name">{t('sortName')}</option>
            <option value="newest">{t('sortNewest')}</option>
            <option value="carbon">{tClimate('sortCarbon')}</option>
          </select>
        </div>
        <button type="submit" className={`button button--secondary ${styles.apply}`}>
          {t('apply')}
        </button>
      </div>
      <button type="submit" className={`button ${styles.show}`}>
        {t('show', { count: total })}
      </button>
    </FilterForm>
  );
}
