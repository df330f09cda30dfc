'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { Link } from '@/i18n/navigation';
import { usePicks } from '@/features/picks';
import { SurfacePicker, useSurfacesById } from '@/features/surface-picker';
import { idle } from '@/lib/forms/validate';
import type { SurfaceRef } from '@/lib/records/account';
import type { OrderField, OrderState } from './form';
import { OrderedSamples } from './OrderedSamples';
import styles from './samples.module.css';

/**
 * The sample order: the surfaces picked in this browser (ids in localStorage, named by one
 * request for just those ids; more are found with the picker) and the delivery form. Works as a plain server action;
 * the picks go along as ids only, and the server looks them up again.
 */
export function SampleOrderForm({
  action,
  countries,
  defaults,
}: {
  action: (state: OrderState, formData: FormData) => Promise<OrderState>;
  countries: { code: string; name: string }[];
  defaults: { name?: string; email?: string };
}) {
  const t = useTranslations('Samples');
  const { ids, add, remove, clear, full } = usePicks('samples');
  const named = useSurfacesById(ids);
  const [state, formAction] = useActionState<OrderState, FormData>(action, idle);
  const errors = state.fieldErrors ?? {};
  const values: Partial<Record<OrderField, string>> = { ...defaults, ...state.values };
  // Where each answer is read: the outcome of a placed order, or the summary of what to fix.
  const answer = useRef<HTMLDivElement>(null);

  // The answer appears far from the button on a phone: focus takes the view and the screen
  // reader there. A placed order empties the list and leaves only its outcome on the page.
  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status === 'success') clear();
    answer.current?.focus();
  }, [state, clear]);

  if (state.status === 'success') {
    return (
      <>
        <div ref={answer} tabIndex={-1} role="status" className="form__message form__message--success">
          {state.message}
        </div>
        {state.ordered && state.ordered.length > 0 && (
          <section aria-labelledby="samples-ordered">
            <h2 id="samples-ordered">{t('ordered')}</h2>
            <OrderedSamples lines={state.ordered} />
          </section>
        )}
        <p>
          <Link href="/products">{t('browse')}</Link>
        </p>
      </>
    );
  }

  // The catalogue's names, never the browser's: until they are in, nothing counts as gone.
  const byId = new Map((named.surfaces ?? []).map((surface) => [surface.id, surface]));
  const picked = ids.flatMap((id) => byId.get(id) ?? []);
  const gone = named.settled ? ids.length - picked.length : 0;
  const groups = new Map<string, SurfaceRef[]>();
  for (const surface of picked) {
    const producer = surface.producerName ?? '';
    groups.set(producer, [...(groups.get(producer) ?? []), surface]);
  }

  return (
    <>
      <section aria-labelledby="samples-picked" className="samples__picked">
        <h2 id="samples-picked">{t('picked')}</h2>
        {picked.length === 0 && (
          <p>
            {t('empty')} <Link href="/products">{t('browse')}</Link>
          </p>
        )}
        {named.failed && (
          <p role="alert">
            {t('namesFailed')}{' '}
            <button type="button" className="link-button" onClick={named.retry}>
              {t('retry')}
            </button>
          </p>
        )}
        {gone > 0 && <p className="muted">{t('gone', { count: gone })}</p>}
        {[...groups].map(([producer, surfaces]) => (
          <div key={producer} className="samples__producer">
            <h3>{producer}</h3>
            <ul className={styles.list}>
              {surfaces.map((surface) => (
                <li key={surface.id} className={styles.surface}>
                  <span className={styles.swatch} style={{ background: surface.hex ?? 'transparent' }} aria-hidden="true" />
                  <span>
                    {surface.name}
                    {surface.productName && <span className="muted"> · {surface.productName}</span>}
                    <span className="muted"> · {t('articleNumber', { number: surface.articleNumber })}</span>
                  </span>
                  <button type="button" className="button button--secondary" onClick={() => remove(surface.id)}>
                    {t('remove', { name: surface.name })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {full ? (
          <p className="muted">{t('full')}</p>
        ) : (
          <SurfacePicker form="samples" name="add" label={t('add')} hint={t('addHint')} value={null} onChange={(surface) => surface && add(surface.id)} />
        )}
        {errors.surfaces && (
          <p id="samples-surfaces-error" className="field__error">
            {errors.surfaces}
          </p>
        )}
      </section>

      <section aria-labelledby="samples-form-heading">
        <h2 id="samples-form-heading">{t('formHeading')}</h2>
        <form action={formAction} className="form" noValidate>
          <div ref={answer} tabIndex={-1} role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
            {state.message}
          </div>
          {/* Every pick not known to be gone: one sent while the names are on their way is still ordered. */}
          <input type="hidden" name="surfaces" value={ids.filter((id) => !named.settled || byId.has(id)).join(',')} />

          <TextField
            form="samples"
            name="name"
            label={t('name')}
            required={t('required')}
            error={errors.name}
            defaultValue={values.name}
            input={{ autoComplete: 'name', maxLength: 120 }}
          />
          <TextField
            form="samples"
            name="company"
            label={t('company')}
            error={errors.company}
            defaultValue={values.company}
            input={{ autoComplete: 'organization', maxLength: 120 }}
          />
          <TextField
            form="samples"
            name="email"
            label={t('email')}
            required={t('required')}
            error={errors.email}
            defaultValue={values.email}
            input={{ type: 'email', autoComplete: 'email' }}
          />
          <TextField
            form="samples"
            name="street"
            label={t('street')}
            required={t('required')}
            error={errors.street}
            defaultValue={values.street}
            input={{ autoComplete: 'street-address', maxLength: 200 }}
          />
          <TextField
            form="samples"
            name="postalCode"
            label={t('postalCode')}
            required={t('required')}
            hint={t('postalCodeHint')}
            error={errors.postalCode}
            defaultValue={values.postalCode}
            input={{ autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 }}
          />
          <TextField
            form="samples"
            name="city"
            label={t('city')}
            required={t('required')}
            error={errors.city}
            defaultValue={values.city}
            input={{ autoComplete: 'address-level2', maxLength: 100 }}
          />
          <SelectField
            // A select keeps its first defaultValue; a new key shows the country sent back.
            key={values.country ?? 'SE'}
            form="samples"
            name="country"
            label={t('country')}
            mark={t('required')}
            error={errors.country}
            select={{ defaultValue: values.country ?? 'SE', autoComplete: 'country', required: true }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <TextField form="samples" name="message" label={t('message')} error={errors.message} defaultValue={values.message} multiline />

          {/* A honeypot: hidden from people and assistive technology, tempting to bots. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="samples-website">{t('website')}</label>
            <input id="samples-website" name="website" tabIndex={-1} autoComplete="off" />
          </div>

          {/* The picks live in this browser: before the page's script runs, the form has none. */}
          <SubmitButton label={t('submit')} pending={t('pending')} needsScript />
        </form>
      </section>
    </>
  );
}
