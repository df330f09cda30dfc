import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { countryName } from '@/lib/i18n/country';
import type { DeskLine } from '@/lib/records/producer-desk';
import type { LineFormState } from './form-state';
import { LineForm } from './LineForm';

/**
 * A page of the producer's order lines, newest first: what to send, where, the line's status
 * and the form that changes it. The delivery details are the order's own, for the producer
 * to send the samples; nothing else of the architect's account is shown.
 */
export async function DeskLines({
  lines,
  locale,
  action,
}: {
  lines: DeskLine[];
  locale: Locale;
  action: (state: LineFormState, formData: FormData) => Promise<LineFormState>;
}) {
  const [t, format] = await Promise.all([getTranslations('ProducerDesk'), getFormatter()]);
  if (lines.length === 0) return <p>{t('lines.empty')}</p>;
  return (
    <ol className="desk__lines">
      {lines.map((line) => (
        <li key={line.id} className="desk__line">
          <h3>{t('lines.ordered', { date: format.dateTime(new Date(line.createdAt), { dateStyle: 'long', timeStyle: 'short' }) })}</h3>
          <p>
            {t('lines.current')}: <strong>{t(`statuses.${line.status}`)}</strong>
            {line.note && <> · {line.note}</>}
          </p>
          <ul>
            {line.surfaces.map((surface) => (
              <li key={surface.id}>
                {surface.name} ({surface.product}) · {surface.articleNumber}
              </li>
            ))}
          </ul>
          <address>
            {[line.order.name, line.order.company, line.order.street, `${line.order.postalCode} ${line.order.city}`, countryName(line.order.country, locale)]
              .filter(Boolean)
              .map((part) => (
                <span key={part} className="desk__address-line">
                  {part}
                </span>
              ))}
          </address>
          {line.order.message && (
            <p>
              {t('lines.message')}: {line.order.message}
            </p>
          )}
          <LineForm action={action} line={line.id} status={line.status} note={line.note} />
        </li>
      ))}
    </ol>
  );
}
