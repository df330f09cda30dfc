'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ConfirmAction } from '@/components/forms/ConfirmAction';
import { NoticeRegion } from '@/components/forms/NoticeRegion';
import type { ShareLink } from '@/lib/records/account';
import { refusalOf } from '@/lib/resource/refusal';
import { useNotices } from '@/lib/resource/resource';
import { getPathname } from '@/i18n/navigation';
import { useShareLinks } from './hooks';
import { EXPIRY_DAYS, type ShareInput } from './inputs';
import styles from './share.module.css';

/**
 * A project card's "Share" part: read-only links to the project, made, copied and revoked
 * here. The links are asked for when the part is opened, not with the project list.
 */
export function SharePanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const t = useTranslations('Share');
  const format = useFormatter();
  const locale = useLocale();
  const notices = useNotices('Projects');
  const noticeAt = `share-${projectId}`;
  const panelId = `share-panel-${projectId}`;
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState('');
  const [now] = useState(() => Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  const { links, error, retry, busy, create, revoke } = useShareLinks(projectId, open, notices, noticeAt);
  const loadError = error && !links ? refusalOf(error) : null;

  // Only rendered once opened, in the browser: the address is the visitor's own origin.
  const addressOf = (link: ShareLink) => `${window.location.origin}${getPathname({ href: `/shared/${link.token}`, locale })}`;
  const dateOf = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const validity = (link: ShareLink) => {
    if (!link.expiresAt) return t('validForever');
    return new Date(link.expiresAt).getTime() <= now ? t('expired') : t('validUntil', { date: dateOf(link.expiresAt) });
  };

  async function copy(link: ShareLink) {
    try {
      await navigator.clipboard.writeText(addressOf(link));
      notices.success(t('copied'), noticeAt);
    } catch {
      notices.refused({ code: 'failed' }, noticeAt, t('copyFailed'));
    }
  }

  return (
    <div className={styles.share}>
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('open')}
        <span className="visually-hidden"> {t('openWhat', { project: projectName })}</span>
      </button>
      {open && (
        <section id={panelId} className={styles.panel} aria-labelledby={`${panelId}-heading`}>
          <h4 id={`${panelId}-heading`} ref={heading} tabIndex={-1}>
            {t('heading')}
          </h4>
          <p className="muted">{t('intro')}</p>
          <form
            className={styles.create}
            onSubmit={(event) => {
              event.preventDefault();
              if (busy) return;
              const input: ShareInput = { expiresInDays: EXPIRY_DAYS.find((d) => String(d) === days) ?? null };
              void create(input, t('created'));
            }}
          >
            <label htmlFor={`${panelId}-expiry`} className="field__label">
              {t('expiry')}
            </label>
            <select id={`${panelId}-expiry`} value={days} onChange={(event) => setDays(event.target.value)}>
              <option value="">{t('expiryNone')}</option>
              {EXPIRY_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {t(`expiry${d}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button" aria-disabled={busy}>
              {busy ? t('creating') : t('create')}
            </button>
          </form>

          <NoticeRegion notice={notices.of(noticeAt)} compact />

          <h5>{t('linksHeading')}</h5>
          {loadError ? (
            <div role="alert" className="form__message form__message--error">
              <p>{t('loadFailed')}</p>
              <button type="button" className="button button--secondary" onClick={retry}>
                {t('retry')}
              </button>
            </div>
          ) : !links ? (
            <p className="muted">{t('loading')}</p>
          ) : links.length === 0 ? (
            <p className="muted">{t('none')}</p>
          ) : (
            <ul className={styles.links}>
              {links.map((link) => {
                const created = t('createdAt', { date: dateOf(link.createdAt) });
                return (
                  <li key={link.id} className={styles.link}>
                    <label htmlFor={`share-link-${link.id}`} className="field__label">
                      {t('link')} <span className="muted">({created})</span>
                    </label>
                    <input id={`share-link-${link.id}`} type="url" readOnly value={addressOf(link)} onFocus={(event) => event.currentTarget.select()} />
                    <p className="muted">{validity(link)}</p>
                    <div className={styles.actions}>
                      <button type="button" className="button button--secondary" onClick={() => void copy(link)}>
                        {t('copy')}
                        <span className="visually-hidden"> {created}</span>
                      </button>
                      <ConfirmAction
                        trigger={
                          <>
                            {t('revoke')}
                            <span className="visually-hidden"> {created}</span>
                          </>
                        }
                        question={t('confirmRevoke')}
                        yes={t('confirmYes')}
                        no={t('confirmNo')}
                        busy={busy}
                        onConfirm={() => {
                          // The link's row is gone at once: keep the keyboard in the panel.
                          heading.current?.focus();
                          void revoke(link.id, t('revoked'));
                        }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
