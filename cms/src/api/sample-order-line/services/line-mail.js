'use strict';

const { composeMail } = require('../../../lib/compose-mail');
const { siteUrl } = require('../../../bootstrap/accounts');

const TEXTS = {
  sv: {
    subject: 'Nytt besked om din provbeställning hos Ytbanken',
    greeting: (name) => `Hej ${name}!`,
    intro: (producer) => `${producer} har ett nytt besked om proverna du beställde:`,
    statuses: { sent: 'Skickade', 'out-of-stock': 'Slut i lager', replaced: 'Ersatta med likvärdiga prover' },
    status: 'Status',
    note: (producer) => `Meddelande från ${producer}`,
    surfaces: 'Prover',
    articleNumber: 'art.nr',
    more: 'Alla dina beställningar finns under Mitt konto:',
  },
  en: {
    subject: 'News about your sample order at Ytbanken',
    greeting: (name) => `Hello ${name},`,
    intro: (producer) => `${producer} has news about the samples you ordered:`,
    statuses: { sent: 'Sent', 'out-of-stock': 'Out of stock', replaced: 'Replaced with equivalent samples' },
    status: 'Status',
    note: (producer) => `Message from ${producer}`,
    surfaces: 'Samples',
    articleNumber: 'art. no.',
    more: 'All your orders are on your account page:',
  },
};

/**
 * The mail to an order's owner when a producer marks its line: the status in words, the
 * producer's note, the samples it covers. The subject is fixed text, never the producer's words.
 */
function composeLineMail(order, { producer, surfaces, status, note }) {
  const texts = TEXTS[order.language] ?? TEXTS.sv;
  const prefix = order.language === 'en' ? '/en' : '';
  return composeMail({
    language: order.language,
    subject: texts.subject,
    paragraphs: [
      [texts.greeting(order.name)],
      [texts.intro(producer), `${texts.status}: ${texts.statuses[status]}`],
      ...(note ? [[`${texts.note(producer)}:`, ...String(note).split('\n')]] : []),
      [`${texts.surfaces}:`, ...surfaces.map((s) => `- ${s.name} (${s.product}), ${texts.articleNumber} ${s.articleNumber}`)],
      [texts.more],
      { link: `${siteUrl()}${prefix}/account` },
      ['Ytbanken'],
    ],
  });
}

module.exports = { composeLineMail };
