'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { controlsWithin, useDisclosure } from '@/components/disclosure/useDisclosure';
import { compareQuery } from '@/lib/catalogue/paths';
import { Link, usePathname } from '@/i18n/navigation';
import { labelOf } from './labels';
import { PICK_LISTS } from './picks';
import { usePicks } from './store';
import styles from './picks.module.css';

const FIRST_IN_TRAY = controlsWithin('[data-tray-body]');

/**
 * The visitor's picks on every page: the surfaces chosen for comparing, each removable, a
 * link to compare them, and how many samples are chosen. Absent while nothing is picked.
 * On a phone it is one line, a button saying what is picked, that opens the rest
 * (picks.module.css); on a wide screen, and without a script, the button is hidden.
 */
export function PicksTray() {
  const t = useTranslations('PicksTray');
  const compare = usePicks('compare');
  const samples = usePicks('samples');
  const [said, setSaid] = useState('');
  const { open, buttonProps, partProps } = useDisclosure(FIRST_IN_TRAY, { closeWhenChanged: usePathname() });
  const empty = compare.ids.length === 0 && samples.ids.length === 0;
  // Only samples picked: no comparison of nothing on offer.
  const heading =
    compare.ids.length > 0
      ? t('title', { count: compare.ids.length, max: PICK_LISTS.compare })
      : t('samplesTitle', { count: samples.ids.length, max: PICK_LISTS.samples });
  const summary = [
    compare.ids.length > 0 && t('summaryCompare', { count: compare.ids.length }),
    samples.ids.length > 0 && t('summarySamples', { count: samples.ids.length }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      {!empty && (
        <section className={styles.tray} aria-labelledby="tray-heading">
          <h2 id="tray-heading" className={styles.title}>
            <span className={styles.heading}>{heading}</span>
            <button {...buttonProps} className={styles.toggle}>
              {summary}
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d={open ? 'm6 9 6 6 6-6' : 'm6 15 6-6 6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </h2>
          <div {...partProps} data-tray-body className={open ? `${styles.body} ${styles.open}` : styles.body}>
            {compare.ids.length > 0 && (
              <ul className={styles.list}>
                {compare.ids.map((id, index) => {
                  const label = labelOf(id);
                  const name = label?.name ?? t('unnamed', { number: index + 1 });
                  return (
                    <li key={id} className={styles.item}>
                      <span className="chip" style={{ background: label?.hex ?? undefined }} aria-hidden="true" />
                      <span>{name}</span>
                      <button
                        type="button"
                        className={styles.remove}
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
            <div className={styles.actions}>
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
          </div>
        </section>
      )}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </>
  );
}
