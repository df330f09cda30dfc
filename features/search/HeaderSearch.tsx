'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { DEBOUNCE_MS } from '@/components/forms/debounce';
import { onListboxKey } from '@/components/forms/listbox-keys';
import { usePathname, useRouter } from '@/i18n/navigation';
import { isSuggestAnswer, MAX_SUGGEST, MIN_SUGGEST, type SuggestAnswer } from './answer';
import listbox from '@/components/forms/Combobox.module.css';
import styles from './HeaderSearch.module.css';

type Answer = { query: string } & ({ status: 'error' } | { status: 'done'; groups: SuggestAnswer['groups'] });

/**
 * The header's search field: a plain GET form to the search page (it works without
 * JavaScript), and with JavaScript suggestions as the visitor types, the WAI-ARIA 1.2
 * combobox with a listbox popup and list autocomplete with manual selection, grouped by kind.
 * Down and Up move through the suggestions (and open the list), Enter on a suggestion opens
 * its page and otherwise searches, Escape closes the list or, when it is closed, clears the
 * field. A polite live region says how many suggestions there are.
 */
export function HeaderSearch({ action, initial = '' }: { action: string; initial?: string }) {
  const t = useTranslations('HeaderSearch');
  const locale = useLocale();
  const router = useRouter();
  const base = useId();
  const listId = `${base}-list`;
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);

  // The search page has its own, larger form; the header's would be a second one.
  const onSearchPage = usePathname() === '/search';

  const query = text.trim();
  const asks = !onSearchPage && open && query.length >= MIN_SUGGEST;
  const current = asks && answer?.query === query ? answer : null;
  const groups = current?.status === 'done' ? current.groups : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${base}-option-${index}`;

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q: query, locale })}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(String(response.status));
        const parsed: unknown = await response.json();
        if (!isSuggestAnswer(parsed)) throw new Error('not suggestions');
        if (!controller.signal.aborted) setAnswer({ query, status: 'done', groups: parsed.groups });
      } catch {
        if (!controller.signal.aborted) setAnswer({ query, status: 'error' });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asks, query, locale]);

  let status = '';
  if (asks && !current) status = t('loading');
  else if (current?.status === 'error') status = t('error');
  else if (current) status = t('count', { count: options.length });

  function go(index: number) {
    const option = options[index];
    if (!option) return;
    setOpen(false);
    setActive(-1);
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter on a suggestion opens its page; otherwise the form is sent: the search page.
    onListboxKey(event, { open, expanded, count: options.length, active, text, setOpen, setActive, optionId, choose: go, clear: () => setText('') });
  }

  if (onSearchPage) return null;
  let index = 0;
  return (
    <search aria-label={t('label')}>
      <form method="get" action={action} className={styles.form}>
        <label htmlFor={`${base}-q`} className="visually-hidden">
          {t('label')}
        </label>
        <input
          id={`${base}-q`}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          minLength={MIN_SUGGEST}
          maxLength={MAX_SUGGEST}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        <button type="submit" className="icon-link" aria-label={t('submit')} title={t('submit')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div id={listId} role="listbox" aria-label={t('suggestions')} className={`${listbox.list} ${styles.list}`} hidden={!expanded}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${base}-${group.kind}`}>
              <div role="presentation" id={`${base}-${group.kind}`} className={listbox.group}>
                {t(group.kind)}
              </div>
              {group.options.map((option) => {
                const at = index++;
                return (
                  <div
                    key={option.href}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={at === active ? `${listbox.option} ${listbox.active}` : listbox.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(at)}
                  >
                    <span>{option.label}</span>
                    {option.detail && <span className={`${listbox.detail} muted`}>{option.detail}</span>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p role="status" className="visually-hidden">
          {status}
        </p>
      </form>
    </search>
  );
}
