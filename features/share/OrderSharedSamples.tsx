'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { addPick, PICK_LISTS, usePicks } from '@/features/picks';
import { Link } from '@/i18n/navigation';
import { useScripted } from '@/lib/forms/scripted';

interface Outcome {
  added: number;
  already: number;
  noRoom: number;
}

/**
 * Puts a shared project's surfaces in this browser's sample order, as many as it still holds:
 * the person the project was shared with orders samples of it without finding each surface.
 */
export function OrderSharedSamples({ surfaceIds }: { surfaceIds: string[] }) {
  const t = useTranslations('SharedSamples');
  const { ids, add } = usePicks('samples');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const scripted = useScripted();

  const order = () => {
    let next: readonly string[] = ids;
    for (const id of surfaceIds) next = addPick(next, id, 'samples');
    const added = next.filter((id) => !ids.includes(id));
    for (const id of added) add(id);
    const already = surfaceIds.filter((id) => ids.includes(id)).length;
    setOutcome({ added: added.length, already, noRoom: surfaceIds.length - added.length - already });
  };

  return (
    <div className="shared__order">
      <button type="button" className="button" disabled={!scripted} onClick={order}>
        {t('button')}
      </button>
      <p role="status">
        {outcome && (
          <>
            {[
              t('added', { count: outcome.added }),
              outcome.already > 0 && t('already', { count: outcome.already }),
              outcome.noRoom > 0 && t('noRoom', { count: outcome.noRoom, max: PICK_LISTS.samples }),
            ]
              .filter(Boolean)
              .join(' ')}{' '}
            <Link href="/samples">{t('open')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
