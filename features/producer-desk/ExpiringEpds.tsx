import { getFormatter, getNow, getTimeZone, getTranslations } from 'next-intl/server';
import type { ExpiringEpd } from '@/lib/records/producer-desk';

/** A day (YYYY-MM-DD) as the calendar reads it in `timeZone`. */
function dayOf(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** What an EPD covers: its products by name, surfaces with it of their own by name and article number. */
const covered = (epd: ExpiringEpd) => [...epd.products.map((p) => p.name), ...epd.surfaces.map((s) => `${s.name} ${s.articleNumber}`)];

/**
 * The producer's EPDs that run out within 90 days, soonest first, each with the products and
 * surfaces it covers. One that has run out says so: it holds through its last day, in the catalogue's time zone.
 */
export async function ExpiringEpds({ epds }: { epds: ExpiringEpd[] }) {
  const [t, format, now, timeZone] = await Promise.all([getTranslations('ProducerDesk.epds'), getFormatter(), getNow(), getTimeZone()]);
  if (epds.length === 0) return <p>{t('noneExpiring')}</p>;
  const today = dayOf(now, timeZone);
  return (
    <ul className="desk__epds">
      {epds.map((epd) => (
        <li key={epd.id}>
          {t(epd.validUntil < today ? 'expired' : 'expiring', {
            number: epd.registrationNumber,
            date: format.dateTime(new Date(`${epd.validUntil}T12:00:00Z`), { dateStyle: 'long' }),
            covers: covered(epd).length > 0 ? 'some' : 'none',
            products: covered(epd).join(', '),
          })}
        </li>
      ))}
    </ul>
  );
}
