'use client';

import { useTranslations } from 'next-intl';
import styles from './CatalogueUpload.module.css';
import type { PreviewSummary } from './summary';

/** One kind of row: its count as the heading, then (folded away when long) the first rows and how many more there are. */
function Kind({ heading, shown, total, children }: { heading: string; shown: number; total: number; children: React.ReactNode }) {
  const t = useTranslations('ProducerDesk.catalogue.preview');
  if (total === 0) return <p className={styles.kind}>{heading}</p>;
  return (
    <details className={styles.kind} open={shown > 0 && shown <= 20}>
      <summary>{heading}</summary>
      <ul className={styles.rows}>{children}</ul>
      {total > shown && <p className="muted">{t('more', { count: total - shown })}</p>}
    </details>
  );
}

/** What an upload would do: new, changed (with the columns), unchanged, refused (row, column, reason) and missing articles. */
export function CataloguePreview({ preview }: { preview: PreviewSummary }) {
  const t = useTranslations('ProducerDesk.catalogue.preview');
  const { counts } = preview;
  return (
    <section aria-labelledby="catalogue-preview" className={styles.preview}>
      <h2 id="catalogue-preview">{t('heading')}</h2>
      {counts.refused > 0 && (
        <p role="alert" className="form__message form__message--error">
          {t('refusedNote')}
        </p>
      )}
      <Kind heading={t('refused', { count: counts.refused })} shown={preview.refused.length} total={counts.refused}>
        {preview.refused.map((refused) => (
          <li key={refused.row}>{refused.text}</li>
        ))}
      </Kind>
      <Kind heading={t('added', { count: counts.added })} shown={preview.added.length} total={counts.added}>
        {preview.added.map((row) => (
          <li key={row.article}>{t('article', row)}</li>
        ))}
      </Kind>
      <Kind heading={t('changed', { count: counts.changed })} shown={preview.changed.length} total={counts.changed}>
        {preview.changed.map((row) => (
          <li key={row.article}>{t('changedColumns', { ...row, columns: row.columns.join(', ') })}</li>
        ))}
      </Kind>
      <p className={styles.kind}>{t('unchanged', { count: counts.unchanged })}</p>
      <Kind heading={t('missing', { count: counts.missing })} shown={preview.missing.length} total={counts.missing}>
        {preview.missing.map((article) => (
          <li key={article}>{article}</li>
        ))}
      </Kind>
      {counts.missing > 0 && <p className="muted">{t('missingNote')}</p>}
    </section>
  );
}
