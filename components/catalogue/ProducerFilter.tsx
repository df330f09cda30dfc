'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Combobox, type ComboboxOption } from '@/components/forms/Combobox';
import { Field } from '@/components/forms/Field';
import { MIN_QUERY, type ProducerChoice } from '@/lib/catalogue/producer-filter';
import { useScripted } from '@/lib/forms/scripted';
import styles from './ProductFacets.module.css';

type Option = ComboboxOption & { producer: ProducerChoice };

/**
 * The product list's producer filter. A catalogue has hundreds of producers, so the page
 * carries only the few with the most products within the other filters (`top`) and the
 * chosen one; with JavaScript it is a search-as-you-type combobox that finds any other by
 * name (/api/producers/search, counted within the same `filters`). Before the script runs,
 * or without it, a plain select of those few does the same in the GET form.
 *
 * A choice applies at once (the form is submitted, FilterForm updates the list in place);
 * emptying the field applies when focus leaves it, or with Enter.
 */
export function ProducerFilter({
  form,
  label,
  selected,
  top,
  filters,
  counted,
}: {
  form: string;
  label: string;
  selected: ProducerChoice | null;
  top: ProducerChoice[];
  /** The other filters as a query string, so matches are counted within them. */
  filters: string;
  counted: boolean;
}) {
  const t = useTranslations('ProducerFilter');
  const locale = useLocale();
  // False on the server and in the first render in the browser (the select), true after.
  const scripted = useScripted();
  const wrapper = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<ProducerChoice | null>(selected);
  // The server's choice changed (the list was updated, back or forward): show that one.
  const [shown, setShown] = useState(selected?.slug ?? null);
  if ((selected?.slug ?? null) !== shown) {
    setShown(selected?.slug ?? null);
    setValue(selected);
  }

  const submit = () => wrapper.current?.closest('form')?.requestSubmit();

  const option = useCallback(
    (producer: ProducerChoice): Option => ({
      id: producer.slug,
      label: producer.name,
      detail: counted ? (producer.worded ?? t('count', { count: producer.count })) : undefined,
      producer,
    }),
    [counted, t],
  );

  const load = useCallback(
    async (query: string, signal: AbortSignal) => {
      const address = `/api/producers/search?${filters ? `${filters}&` : ''}${new URLSearchParams({ q: query, locale })}`;
      const response = await fetch(address, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      // zod comes with the first search, not with the page.
      const { producerSearchAnswer } = await import('@/lib/catalogue/producer-search-answer');
      const answer = producerSearchAnswer.parse(await response.json());
      return { options: answer.producers.map(option), total: answer.total };
    },
    [filters, locale, option],
  );

  if (!scripted) {
    const other = selected && !top.some((p) => p.slug === selected.slug) ? selected : null;
    const text = (producer: ProducerChoice) => (counted ? `${producer.name} (${producer.count})` : producer.name);
    return (
      <Field form={form} name="producer" label={label} className={styles.facet}>
        {(control) => (
          <select {...control} defaultValue={selected?.slug ?? ''}>
            <option value="">{t('any')}</option>
            {other && <option value={other.slug}>{text(other)}</option>}
            <optgroup label={t('top')}>
              {top.map((producer) => (
                <option key={producer.slug} value={producer.slug}>
                  {text(producer)}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
    );
  }

  return (
    <div
      ref={wrapper}
      onBlur={(event) => {
        // Emptied and left: the list without a producer.
        if (!event.currentTarget.contains(event.relatedTarget) && value === null && selected !== null) submit();
      }}
    >
      <Combobox
        form={form}
        name="producer"
        label={label}
        className={styles.facet}
        value={value && option(value)}
        onChange={(chosen) => {
          // The hidden field must hold the choice before the form is read.
          flushSync(() => setValue(chosen?.producer ?? null));
          if (chosen) submit();
        }}
        load={load}
        first={top.length > 0 ? { label: t('top'), options: top.map(option) } : undefined}
        foundLabel={t('found')}
        minQuery={MIN_QUERY}
        input={{ placeholder: t('placeholder') }}
      />
    </div>
  );
}
