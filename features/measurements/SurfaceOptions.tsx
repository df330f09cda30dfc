'use client';

import { useTranslations } from 'next-intl';
import type { SurfaceRef } from '@/lib/records/account';

/**
 * The options of a surface select: the user's saved surfaces first, then every surface of
 * the catalogue by article number (without those already offered above).
 */
export function SurfaceOptions({ saved, catalogue }: { saved: SurfaceRef[]; catalogue: SurfaceRef[] }) {
  const t = useTranslations('Measurements');
  const savedIds = new Set(saved.map((s) => s.id));
  const label = (s: SurfaceRef) =>
    s.productName
      ? t('surfaceOptionWithProduct', { articleNumber: s.articleNumber, name: s.name, product: s.productName })
      : t('surfaceOption', { articleNumber: s.articleNumber, name: s.name });
  const options = (surfaces: SurfaceRef[]) =>
    surfaces.map((s) => (
      <option key={s.id} value={s.id}>
        {label(s)}
      </option>
    ));
  return (
    <>
      {saved.length > 0 && <optgroup label={t('groups.saved')}>{options(saved)}</optgroup>}
      <optgroup label={t('groups.catalogue')}>{options(catalogue.filter((s) => !savedIds.has(s.id)))}</optgroup>
    </>
  );
}
