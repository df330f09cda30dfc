import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
import { labText } from '@/lib/colour/lab-text';
import type { ColourFamily, Finish } from '@/lib/strapi/catalogue-schemas';

/** A surface's declared colour values; `finish` left out (undefined) where a view does not read it. */
export interface DeclaredValueSet {
  hex: string | null;
  ncs: string | null;
  lab: Lab | null;
  gloss: number | null;
  lrv: number | null;
  finish?: Finish | null;
  colourFamily?: ColourFamily | null;
}

/**
 * What a producer declares for a surface's colour, each row saying "not declared" where it
 * has not: on the surface's page and for each surface of a shared project, written the same way.
 */
export function DeclaredValues({
  values,
  locale,
  className = 'specs specs--values',
  leading,
}: {
  values: DeclaredValueSet;
  locale: Locale;
  className?: string;
  /** Rows of the view's own before the colour's (each a div holding a dt and a dd). */
  leading?: ReactNode;
}) {
  // Not async: it renders inside server pages and under a client provider alike.
  const t = useTranslations('SurfacePage');
  const tFinish = useTranslations('Finishes');
  const tColour = useTranslations('ColourFamilies');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const missing = t('notDeclared');
  const { hex, ncs, lab, gloss, lrv, finish, colourFamily } = values;
  return (
    <dl className={className}>
      {leading}
      <div>
        <dt>{t('hex')}</dt>
        <dd>
          {hex ? (
            <>
              <span className="chip" style={{ background: hex }} aria-hidden="true" /> {hex.toUpperCase()}
            </>
          ) : (
            missing
          )}
        </dd>
      </div>
      <div>
        <dt>{t('ncs')}</dt>
        <dd>{ncs ?? missing}</dd>
      </div>
      <div>
        <dt>{t('lab')}</dt>
        <dd>{lab ? labText(lab, locale) : missing}</dd>
      </div>
      <div>
        <dt>{t('gloss')}</dt>
        <dd>{gloss != null ? number.format(gloss) : missing}</dd>
      </div>
      <div>
        <dt>{t('lrv')}</dt>
        <dd>{lrv != null ? number.format(lrv) : missing}</dd>
      </div>
      {finish !== undefined && (
        <div>
          <dt>{t('finish')}</dt>
          <dd>{finish ? tFinish(finish) : missing}</dd>
        </div>
      )}
      {colourFamily && (
        <div>
          <dt>{t('colourFamily')}</dt>
          <dd>{tColour(colourFamily)}</dd>
        </div>
      )}
    </dl>
  );
}
