'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { compareQuery } from '@/features/compare/ids';
import { Link } from '@/i18n/navigation';
import { labelOf } from './labels';
import { PICK_LISTS } from './picks';
import { usePicks } from './store';

/**
 * The visitor's picks on every page: the surfaces chosen for comparing, each removable, a
 * link to compare them, and how many samples are chosen. Absent while nothing is picked.
 */
export function PicksTray() {
  const t = useTranslations('PicksTray');
  const compare = usePicks('compare');
  const samples = usePicks('samples');
  const [said, setSaid] = useState('');
  const empty = compare.ids.length === 0 && samples.ids.length === 0;

  return (
    <>
      {!empty && (
        <section className="tray" aria-labelledby="tray-heading">
          <h2 id="tray-heading" className="tray__title">
            {t('title', { count: compare.ids.length, max: PICK_LISTS.compare })}
          </h2>
          {compare.ids.length > 0 && (
            <ul className="tray__list">
              {compare.ids.map((id, index) => {
                const label = labelOf(id);
                const name = label?.name ?? t('unnamed', { number: index + 1 });
                return (
                  <li key={id} className="tray__item">
                    <span className="chip" style={{ background: label?.hex ?? undefined }} aria-hidden="true" />
                    <span>{name}</span>
                    <button
                      type="button"
                      className="tray__remove"
                      aria-label={t('remove', { name })}
                      onClick={() => {
                        compare.remove(id);
                        setSaid(t('removed', { name }));
                      }}
                    >
                      ×
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="tray__actions">
            {compare.ids.length > 0 && (
              <>
                <Link className="button" href={{ pathname: '/compare', query: compareQuery(compare.ids) }}>
                  {t('compare', { count: compare.ids.length })}
                </Link>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    compare.clear();
                    setSaid(t('cleared'));
                  }}
                >
                  {t('clear')}
                </button>
              </>
            )}
            {samples.ids.length > 0 && <Link href="/samples">{t('samples', { count: samples.ids.length })}</Link>}
          </div>
        </section>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </>
  );
}
