'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field } from '@/components/forms/Field';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { idle } from '@/lib/forms/validate';
import type { EpdUploadState } from './form-state';

/**
 * Uploads an EPD's ILCD+EPD files for one of the producer's products. The files go to the cms's
 * importer, all or nothing; a refusal lists each file and the importer's reason.
 */
export function EpdUploadForm({
  action,
  products,
}: {
  action: (state: EpdUploadState, formData: FormData) => Promise<EpdUploadState>;
  products: { id: string; name: string }[];
}) {
  const t = useTranslations('ProducerDesk');
  const [state, formAction] = useActionState<EpdUploadState, FormData>(action, idle);
  return (
    <form action={formAction} className="form" aria-labelledby="desk-epd-upload">
      <h3 id="desk-epd-upload">{t('epds.upload')}</h3>
      <SelectField
        form="epd"
        name="product"
        label={t('epds.product')}
        error={state.fieldErrors?.product}
        select={{ defaultValue: state.values?.product ?? '', required: true }}
      >
        <option value="" disabled>
          {t('epds.chooseProduct')}
        </option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </SelectField>
      <Field form="epd" name="files" label={t('epds.files')} hint={t('epds.filesHint')} error={state.fieldErrors?.files}>
        {(control) => <input {...control} type="file" multiple accept=".xml,application/xml,text/xml" required />}
      </Field>
      <SubmitButton label={t('epds.submit')} pending={t('epds.submitting')} />
      <div role={state.status === 'error' ? 'alert' : 'status'} className={`form__message form__message--${state.status}`}>
        {state.message}
        {state.refusals && (
          <ul>
            {state.refusals.map((refusal) => (
              <li key={`${refusal.file}:${refusal.reason}`}>{t('epds.refusal', { file: refusal.file, reason: refusal.reason })}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
