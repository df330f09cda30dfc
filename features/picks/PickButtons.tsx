'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useScripted } from '@/lib/forms/scripted';
import { rememberLabel } from './labels';
import { PICK_LISTS, type PickList } from './picks';
import { usePicks } from './store';
import styles from './picks.module.css';

/**
 * "Compare" and "Order a sample" for one surface: toggles with aria-pressed, each saying in
 * the status region what happened, and saying so plainly when a list is full.
 */
export function PickButtons({ surfaceId, name, hex }: { surfaceId: string; name: string; hex: string | null }) {
  const t = useTranslations('PickButtons');
  const [said, setSaid] = useState('');
  return (
    <div className={styles.group} role="group" aria-label={t('group', { name })}>
      <PickToggle list="compare" surfaceId={surfaceId} name={name} hex={hex} onSay={setSaid} />
      <PickToggle list="samples" surfaceId={surfaceId} name={name} hex={hex} onSay={setSaid} />
      <p role="status" className={styles.status}>
        {said}
      </p>
    </div>
  );
}

function PickToggle({
  list,
  surfaceId,
  name,
  hex,
  onSay,
}: {
  list: PickList;
  surfaceId: string;
  name: string;
  hex: string | null;
  onSay: (text: string) => void;
}) {
  const t = useTranslations('PickButtons');
  const picks = usePicks(list);
  const picked = picks.ids.includes(surfaceId);
  // The lists live in this browser's storage: nothing happens before the script runs.
  const scripted = useScripted();
  const max = PICK_LISTS[list];
  function toggle() {
    if (picked) {
      picks.remove(surfaceId);
      onSay(t(`${list}.removed`, { name }));
    } else if (picks.full) {
      onSay(t(`${list}.full`, { max }));
    } else {
      rememberLabel(surfaceId, { name, hex });
      picks.add(surfaceId);
      const count = picks.ids.length + 1;
      onSay(count === max ? t(`${list}.addedNowFull`, { name, max }) : t(`${list}.added`, { name, count, max }));
    }
  }
  return (
    <button type="button" className={`button button--secondary ${styles.pick}`} aria-pressed={picked} onClick={toggle} disabled={!scripted}>
      {/* A mark besides the colour; hidden from the name, which aria-pressed already completes. */}
      {picked && <span aria-hidden="true">✓ </span>}
      {t(`${list}.label`)}
    </button>
  );
}
