'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Refusal } from '@/lib/resource/refusal';
import { Link } from '@/i18n/navigation';
import { useScripted } from '@/lib/forms/scripted';
import { useMaterials } from '@/lib/resource/materials';
import styles from './materials.module.css';

/** The signed-in half of "Save": whether it is saved already, and saving it. */
export default function SaveForUser(target: { surfaceId: string } | { productId: string }) {
  const t = useTranslations('SaveMaterial');
  const { materials, pending, save } = useMaterials();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const busy = pending.has('new');
  const scripted = useScripted();
  const disabled = busy || !scripted;

  const already = materials?.some((m) => ('surfaceId' in target ? m.surface?.id === target.surfaceId : m.product?.id === target.productId));
  if (already) {
    return (
      <p className={styles.state} role="status">
        <span className={styles.done}>✓ {t('saved')}</span> <Link href="/my-materials">{t('seeSaved')}</Link>
      </p>
    );
  }

  return (
    <div className={styles.save}>
      <button type="button" className="button" onClick={async () => setRefusal((await save(target)).refusal)} disabled={disabled} aria-disabled={disabled}>
        {busy ? t('saving') : t('save')}
      </button>
      {refusal && (
        <p role="alert" className="field__error">
          {t(`errors.${refusal.code}`)}
        </p>
      )}
    </div>
  );
}
