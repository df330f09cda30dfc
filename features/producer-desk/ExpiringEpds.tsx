import { getFormatter, getTranslations } from 'next-intl/server';
import type { ExpiringEpd } from '@/lib/records/producer-desk';

/** The producer's EPDs that run out within 90 days, soonest first, each with the products it covers. */
export async function ExpiringEpds({ epds }: { epds: ExpiringEpd[] }) {
  const [t, format] = await Promise.all([getTranslations('ProducerDesk.epds'), getFormatter()]);
  if (epds.length === 0) return <p>{t('noneExpiring')}</p>;
  return (
    <ul className="desk__epds">
      {epds.map((epd) => (
        <li key={epd.id}>
          {t('expiring', {
            number: epd.registrationNumber,
            date: format.dateTime(new Date(`${epd.validUntil}T12:00:00Z`), { dateStyle: 'long' }),
            products: epd.products.map((p) => p.name).join(', '),
          })}
        </li>
      ))}
    </ul>
  );
}
