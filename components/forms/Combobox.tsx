'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { DEBOUNCE_MS } from './debounce';
import { Field, type FieldFrame } from './Field';
import { onListboxKey } from './listbox-keys';
import styles from './Combobox.module.css';

/** One choice: the id the form sends, the words the input shows, and a second line. */
export interface ComboboxOption {
  id: string;
  label: string;
  detail?: string;
}

/** A page of matches from the server, and how many there are in all. */
export interface ComboboxPage<T extends ComboboxOption = ComboboxOption> {
  options: T[];
  total: number;
}

/** The server's answer to one question (the words it was asked). */
type Answer<T> = { query: string } & ({ status: 'error' } | { status: 'done'; options: T[]; total: number });
type Search<T> = { status: 'idle' } | { status: 'loading' } | Answer<T>;

export { DEBOUNCE_MS };

/**
 * A search-as-you-type chooser: the WAI-ARIA 1.2 combobox with a listbox popup and list
 * autocomplete with manual selection (APG "list autocomplete" example). The input holds
 * the words; the chosen option's id goes with the form in a hidden input named `name`.
 * Focus stays in the input; the active option is shown by aria-activedescendant.
 *
 * Keys: Down and Up move through the options (and open the list), Home and End go to the
 * first and last option while one is active (otherwise they move the caret), Enter chooses
 * the active option (and only then keeps the form from submitting), Escape closes the list
 * or, when it is closed, clears the input and the choice. A polite live region says what
 * the list holds: searching, how many matches, none, or that the search failed.
 *
 * `first` is a short group offered before the server's matches (a user's own surfaces),
 * filtered here by the words; `load` asks the server for a page and must honour the signal.
 */
export function Combobox<T extends ComboboxOption>({
  value,
  onChange,
  load,
  first,
  foundLabel,
  minQuery = 2,
  input: inputProps = {},
  ...frame
}: FieldFrame & {
  value: T | null;
  onChange: (option: T | null) => void;
  load: (query: string, signal: AbortSignal) => Promise<ComboboxPage<T>>;
  first?: { label: string; options: T[] };
  /** The heading of the server's matches when `first` is shown too (default "from the catalogue"). */
  foundLabel?: string;
  minQuery?: number;
  /**
   * `name` sends the typed words too, so the form works without JavaScript (the server then
   * finds what they name), and `defaultText` is what the input starts with when nothing is chosen.
   */
  input?: { placeholder?: string; required?: boolean; name?: string; defaultText?: string };
}) {
  const t = useTranslations('Combobox');
  const base = useId();
  const listId = `${base}-list`;
  const statusId = `${base}-status`;
  const [text, setText] = useState(value?.label ?? inputProps.defaultText ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  // The choice this input last made or showed: a different value comes from elsewhere (a
  // form reset, a parent that keeps none), and then the input shows that one's words.
  const [shown, setShown] = useState<string | null>(value?.id ?? null);
  if ((value?.id ?? null) !== shown) {
    setShown(value?.id ?? null);
    setText(value?.label ?? '');
  }
  const report = (option: T | null) => {
    setShown(option?.id ?? null);
    onChange(option);
  };

  const query = text.trim();
  // The chosen option's own words are not a new question.
  const chosenLabel = value?.label ?? '';
  const asks = open && query.length >= minQuery && query !== chosenLabel;
  const search: Search<T> = !asks ? { status: 'idle' } : answer?.query === query ? answer : { status: 'loading' };

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(query, controller.signal).then(
        (page) => {
          if (!controller.signal.aborted) setAnswer({ query, status: 'done', options: page.options, total: page.total });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ query, status: 'error' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asks, query, load]);

  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const browsing = !query || query === chosenLabel;
  const firstOptions = (first?.options ?? []).filter((option) => {
    if (browsing) return true;
    const haystack = `${option.label} ${option.detail ?? ''}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const firstIds = new Set(firstOptions.map((option) => option.id));
  const found = search.status === 'done' ? search.options.filter((option) => !firstIds.has(option.id)) : [];
  const options = [...firstOptions, ...found];
  const expanded = open && (options.length > 0 || search.status !== 'idle');
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  const optionId = (index: number) => `${base}-option-${index}`;

  let status = '';
  if (open) {
    if (search.status === 'loading') status = t('loading');
    else if (search.status === 'error') status = t('error');
    else if (search.status === 'done' && options.length === 0) status = t('noMatches', { query });
    else if (search.status === 'done' && search.total > search.options.length) status = t('some', { shown: options.length, total: search.total });
    else if (search.status === 'done') status = t('count', { count: options.length });
    else if (!browsing && query.length < minQuery) status = t('tooShort', { count: minQuery });
    else if (options.length > 0) status = t('count', { count: options.length });
  }

  function choose(option: T) {
    setText(option.label);
    setOpen(false);
    setActive(-1);
    report(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onListboxKey(event, {
      open,
      expanded,
      count: options.length,
      active,
      text,
      setOpen,
      setActive,
      optionId,
      choose: (index) => choose(options[index]!),
      clear: () => {
        setText('');
        if (value) report(null);
      },
    });
  }

  const renderOption = (option: T, index: number) => (
    <div
      key={option.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={index === active ? `${styles.option} ${styles.active}` : styles.option}
      // Keep focus in the input: a click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
    >
      <span>{option.label}</span>
      {option.detail && <span className={`${styles.detail} muted`}>{option.detail}</span>}
    </div>
  );

  return (
    <Field {...frame}>
      {({ name, ...control }) => (
        <div className={styles.combobox}>
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeOption ? optionId(active) : undefined}
            name={inputProps.name}
            placeholder={inputProps.placeholder}
            aria-required={inputProps.required || undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) report(null);
            }}
            onKeyDown={onKeyDown}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          <input type="hidden" name={name} value={value?.id ?? ''} />
          {!inputProps.name && (
            <noscript>
              <p className="field__hint">{t('noScript')}</p>
            </noscript>
          )}
          <div id={listId} role="listbox" aria-label={frame.label} className={styles.list} hidden={!expanded || options.length === 0}>
            {first && firstOptions.length > 0 ? (
              <>
                <div role="group" aria-labelledby={`${base}-first`}>
                  <div role="presentation" id={`${base}-first`} className={styles.group}>
                    {first.label}
                  </div>
                  {firstOptions.map((option, index) => renderOption(option, index))}
                </div>
                {found.length > 0 && (
                  <div role="group" aria-labelledby={`${base}-found`}>
                    <div role="presentation" id={`${base}-found`} className={styles.group}>
                      {foundLabel ?? t('found')}
                    </div>
                    {found.map((option, index) => renderOption(option, firstOptions.length + index))}
                  </div>
                )}
              </>
            ) : (
              found.map((option, index) => renderOption(option, index))
            )}
          </div>
          <p id={statusId} role="status" className={status ? styles.status : `${styles.status} visually-hidden`}>
            {status}
          </p>
        </div>
      )}
    </Field>
  );
}
