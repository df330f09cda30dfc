import type { useTranslations } from 'next-intl';
import { USE_CLASSES } from '@/lib/strapi/catalogue-schemas';

type PropertiesTranslator = ReturnType<typeof useTranslations<'Properties'>>;

/**
 * A use class with what it means in words (EN ISO 10874: 21–23 homes, 31–34 commercial
 * spaces, 41–43 industry; the second digit how hard the floor is used): the number alone
 * tells a visitor nothing. On product pages and in the product list's filter.
 */
export function describeUseClass(value: number | string, t: PropertiesTranslator): string {
  const key = String(value);
  if (!(USE_CLASSES as readonly string[]).includes(key)) return key;
  return t('useClassValue', { value: key, meaning: t(`useClasses.${key as (typeof USE_CLASSES)[number]}`) });
}
