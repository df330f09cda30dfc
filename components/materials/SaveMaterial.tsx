import { getTranslations } from 'next-intl/server';
import { SaveMaterialButton } from './SaveMaterialButton';

/** The server half of the "Save" button: texts in the page's language, nothing else. */
export async function SaveMaterial({ surfaceId, productId }: { surfaceId?: string; productId?: string }) {
  const t = await getTranslations('Materials');
  const errors = Object.fromEntries(
    (['failed', 'notFound', 'unauthorized', 'invalid', 'tooMany', 'noteTooLong'] as const).map((key) => [key, t(`errors.${key}`)]),
  );
  return (
    <SaveMaterialButton
      surfaceId={surfaceId}
      productId={productId}
      labels={{ save: t('save'), saving: t('saving'), saved: t('saved'), seeSaved: t('seeSaved'), signInToSave: t('signInToSave'), errors }}
    />
  );
}
