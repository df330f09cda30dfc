'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Combobox, type ComboboxOption } from '@/components/forms/Combobox';
import type { FieldFrame } from '@/components/forms/Field';
import type { SurfaceRef } from '@/lib/records/account';
import { MIN_QUERY, surfaceSearchAnswer } from './answer';

/**
 * A surface chooser for any form: the user's own surfaces first (filtered as they type),
 * then at most a page of the catalogue's matches from /api/surfaces/search. The form gets
 * the chosen surface's id under `name`; `onChange` gets the whole surface (declared values
 * and names, for optimistic rows).
 */
export function SurfacePicker({
  value,
  onChange,
  saved = [],
  required,
  ...frame
}: FieldFrame & {
  value: SurfaceRef | null;
  onChange: (surface: SurfaceRef | null) => void;
  saved?: SurfaceRef[];
  required?: boolean;
}) {
  const t = useTranslations('SurfacePicker');
  const locale = useLocale();
  // Each option carries its surface, so a choice hands back the whole surface.
  const option = useCallback(
    (surface: SurfaceRef): ComboboxOption & { surface: SurfaceRef } => {
      const product = surface.productName ?? '';
      return {
        id: surface.id,
        label: surface.name,
        detail: surface.producerName
          ? t('optionWithProducer', { articleNumber: surface.articleNumber, product, producer: surface.producerName })
          : t('option', { articleNumber: surface.articleNumber, product }),
        surface,
      };
    },
    [t],
  );

  const load = useCallback(
    async (query: string, signal: AbortSignal) => {
      const address = `/api/surfaces/search?${new URLSearchParams({ q: query, locale })}`;
      const response = await fetch(address, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      const answer = surfaceSearchAnswer.parse(await response.json());
      return { options: answer.surfaces.map(option), total: answer.total };
    },
    [locale, option],
  );

  return (
    <Combobox
      {...frame}
      value={value && option(value)}
      onChange={(chosen) => onChange(chosen?.surface ?? null)}
      load={load}
      first={saved.length > 0 ? { label: t('saved'), options: saved.map(option) } : undefined}
      minQuery={MIN_QUERY}
      input={{ placeholder: t('placeholder'), required }}
    />
  );
}
