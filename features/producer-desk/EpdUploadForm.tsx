'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useActionState, useCallback, useState } from 'react';
import { Combobox, type ComboboxOption } from '@/components/forms/Combobox';
import { Field } from '@/components/forms/Field';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { idle } from '@/lib/forms/validate';
import { deskProductsAnswer, PRODUCT_QUERY_MIN } from './answer';
import type { EpdRefusal, EpdUploadState } from './form-state';

/**
 * Uploads an EPD's ILCD+EPD files for one of the producer's products. The product is looked
 * up as the producer types (a producer may have thousands); without JavaScript the typed name
 * or article number goes with the form and the server finds the product. An article number
 * of one of its surfaces makes the EPD that surface's own. The files go to the cms's importer,
 * all or nothing; a refusal lists each file and why, in the page's language.
 */
export function EpdUploadForm({ action }: { action: (state: EpdUploadState, formData: FormData) => Promise<EpdUploadState> }) {
  const t = useTranslations('ProducerDesk');
  const locale = useLocale();
  const reasons = useMessages().ProducerDesk.epds.reasons;
  const [state, formAction] = useActionState<EpdUploadState, FormData>(action, idle);
  const [product, setProduct] = useState<ComboboxOption | null>(null);

  const load = useCallback(
    async (query: string, signal: AbortSignal) => {
      const address = `/api/producer-desk/products?${new URLSearchParams({ q: query, locale })}`;
      const response = await fetch(address, { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      const answer = deskProductsAnswer.parse(await response.json());
      return { options: answer.products.map((p) => ({ id: p.id, label: p.name })), total: answer.total };
    },
    [locale],
  );

  // A code these messages do not know (a newer cms) is said in general words.
  const reasonOf = (refusal: EpdRefusal) =>
    Object.hasOwn(reasons, refusal.code) ? t(`epds.reasons.${refusal.code}` as 'epds.reasons.notANumber', refusal.params as never) : t('epds.reasonUnknown');

  return (
    <form action={formAction} className="form" aria-labelledby="desk-epd-upload">
      <h3 id="desk-epd-upload">{t('epds.upload')}</h3>
      <Combobox
        form="epd"
        name="product"
        label={t('epds.product')}
        hint={t('epds.productHint')}
        error={state.fieldErrors?.product}
        value={product}
        onChange={setProduct}
        load={load}
        minQuery={PRODUCT_QUERY_MIN}
        input={{ name: 'productName', placeholder: t('epds.productPlaceholder'), required: true, defaultText: state.values?.productName }}
      />
      <Field form="epd" name="surface" label={t('epds.surface')} mark={t('optional')} hint={t('epds.surfaceHint')} error={state.fieldErrors?.surface}>
        {(control) => <input {...control} type="text" maxLength={80} autoComplete="off" defaultValue={state.values?.surface} />}
      </Field>
      <Field form="epd" name="files" label={t('epds.files')} hint={t('epds.filesHint')} error={state.fieldErrors?.files}>
        {(control) => <input {...control} type="file" multiple accept=".xml,application/xml,text/xml" required />}
      </Field>
      <SubmitButton label={t('epds.submit')} pending={t('epds.submitting')} />
      <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {state.message}
        {state.refusals && (
          <ul>
            {state.refusals.map((refusal, index) => (
              <li key={`${refusal.file}:${index}`}>{t('epds.refusal', { file: refusal.file, reason: reasonOf(refusal) })}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
