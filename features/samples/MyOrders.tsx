import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageToken } from '@/lib/auth/session';
import { listSampleOrders } from '@/lib/strapi/samples';
import type { SampleOrder } from '@/lib/records/samples';
import { OrderedSamples } from './OrderedSamples';

/** The signed-in user's sample orders on the account page, read with their own token (the cms lists only theirs). */
export async function MyOrders() {
  const [t, tDesk, format, token] = await Promise.all([getTranslations('Samples.orders'), getTranslations('ProducerDesk'), getFormatter(), pageToken()]);
  let orders: SampleOrder[] | null = null;
  try {
    orders = token ? await listSampleOrders(token) : [];
  } catch {
    // The rest of the account page still works; the list says it could not be read.
  }

  return (
    <section aria-labelledby="sample-orders">
      <h2 id="sample-orders">{t('heading')}</h2>
      {orders === null && <p role="alert">{t('failed')}</p>}
      {orders?.length === 0 && <p>{t('empty')}</p>}
      {orders && orders.length > 0 && (
        <ul className="samples__orders">
          {orders.map((order) => (
            <li key={order.id}>
              <h3>{t('order', { date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }) })}</h3>
              <p>
                {t('status')}: {t(`statuses.${order.status}`)}
              </p>
              <OrderedSamples lines={order.lines} />
              {order.lines.some((line) => line.status) && (
                <>
                  <h4>{tDesk('ownOrders.heading')}</h4>
                  <ul className="samples__line-statuses">
                    {order.lines.flatMap((line) =>
                      line.status
                        ? [
                            <li key={line.producer}>
                              {tDesk('ownOrders.line', { producer: line.producer, status: tDesk(`statuses.${line.status}`) })}
                              {line.note && <> · {tDesk('ownOrders.note', { note: line.note })}</>}
                            </li>,
                          ]
                        : [],
                    )}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/samples">{t('new')}</Link>
      </p>
    </section>
  );
}
