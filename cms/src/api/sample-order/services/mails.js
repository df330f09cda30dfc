'use strict';

const { composeMail } = require('../../../lib/compose-mail');
const { siteUrl } = require('../../../bootstrap/accounts');

const COUNTRIES = {
  sv: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland', IS: 'Island' },
  en: { SE: 'Sweden', NO: 'Norway', DK: 'Denmark', FI: 'Finland', IS: 'Iceland' },
};

// Subjects carry the order's id, never a visitor's words: the id tells orders apart in a
// producer's mailbox (and keeps each its own thread).
const TEXTS = {
  sv: {
    producerSubject: (ref) => `Provbeställning från Ytbanken (${ref})`,
    producerIntro: (producer) =>
      `En besökare på Ytbanken vill ha prover från ${producer}. Skicka dem till adressen nedan. Svara på det här mejlet för att nå beställaren.`,
    unrouted: (producer) => `${producer} har ingen e-postadress för beställningar i Ytbanken. Skicka vidare beställningen till dem.`,
    visitorSubject: 'Din provbeställning hos Ytbanken',
    greeting: (name) => `Hej ${name}!`,
    visitorIntro: 'Tack för din beställning. Vi har skickat den vidare till tillverkarna, som skickar proverna direkt till dig.',
    surfaces: 'Prover',
    delivery: 'Leveransadress',
    contact: 'Beställare',
    message: 'Meddelande',
    articleNumber: 'art.nr',
    confirmSubject: 'Bekräfta din provbeställning hos Ytbanken',
    confirmIntro:
      'Någon har beställt prover på Ytbanken och angett den här e-postadressen. Ingenting skickas till tillverkarna förrän adressen är bekräftad. Öppna länken och bekräfta beställningen:',
    confirmOutro: (hours) =>
      `Länken gäller i ${hours} timmar och kan användas en gång. Har du inte beställt några prover kan du strunta i det här mejlet, så skickas ingenting.`,
  },
  en: {
    producerSubject: (ref) => `Sample order from Ytbanken (${ref})`,
    producerIntro: (producer) =>
      `A visitor to Ytbanken would like samples from ${producer}. Please send them to the address below. Reply to this e-mail to reach the customer.`,
    unrouted: (producer) => `${producer} has no order e-mail address in Ytbanken. Please pass this order on to them.`,
    visitorSubject: 'Your sample order at Ytbanken',
    greeting: (name) => `Hello ${name},`,
    visitorIntro: 'Thank you for your order. We have passed it on to the producers, who will send the samples straight to you.',
    surfaces: 'Samples',
    delivery: 'Delivery address',
    contact: 'Ordered by',
    message: 'Message',
    articleNumber: 'art. no.',
    confirmSubject: 'Confirm your sample order at Ytbanken',
    confirmIntro:
      'Someone ordered samples at Ytbanken and gave this e-mail address. Nothing is sent to the producers until the address is confirmed. Open the link to confirm the order:',
    confirmOutro: (hours) =>
      `The link works for ${hours} hours and can be used once. If you did not order any samples, you can ignore this e-mail and nothing will be sent.`,
  },
};

const textsOf = (order) => TEXTS[order.language] ?? TEXTS.sv;

function surfaceLines(line, texts) {
  return line.surfaces.map((s) => `- ${s.name} (${s.product}), ${texts.articleNumber} ${s.articleNumber}`);
}

function deliveryParagraphs(order, texts) {
  const country = COUNTRIES[order.language]?.[order.country] ?? order.country;
  return [
    [`${texts.delivery}:`, order.name, ...(order.company ? [order.company] : []), order.street, `${order.postalCode} ${order.city}`, country],
    [`${texts.contact}: ${order.name} <${order.email}>`],
    ...(order.message ? [[`${texts.message}:`, ...String(order.message).split('\n')]] : []),
  ];
}

/** The mail to one producer: its own surfaces only, and where to send them. */
function composeProducerMail(order, line, { routed = true } = {}) {
  const texts = textsOf(order);
  return composeMail({
    language: order.language,
    subject: texts.producerSubject(order.documentId),
    paragraphs: [
      ...(routed ? [] : [[texts.unrouted(line.producer.name)]]),
      [texts.producerIntro(line.producer.name)],
      [`${texts.surfaces}:`, ...surfaceLines(line, texts)],
      ...deliveryParagraphs(order, texts),
    ],
  });
}

/** Every surface of the order, by producer. */
function samplesParagraph(order, texts) {
  return [`${texts.surfaces}:`, ...order.lines.flatMap((line) => [`${line.producer.name}:`, ...surfaceLines(line, texts)])];
}

/** The visitor's confirmation in the order's language: every surface, by producer. */
function composeVisitorMail(order) {
  const texts = textsOf(order);
  return composeMail({
    language: order.language,
    subject: texts.visitorSubject,
    paragraphs: [[texts.greeting(order.name)], [texts.visitorIntro], samplesParagraph(order, texts), ...deliveryParagraphs(order, texts)],
  });
}

/** Where the confirmation link leads: the site's page in the order's language. */
function confirmationLink(order, token) {
  const prefix = order.language === 'en' ? '/en' : '';
  return `${siteUrl()}${prefix}/samples/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * The request to confirm an address. It carries none of the visitor's words (no name, no
 * company, no address, no message): whoever typed someone else's address can make the cms
 * send this fixed text, a link and the samples asked for, which are the catalogue's own names
 * of surfaces picked by id (lines.js), so the person who gets it knows what they would confirm.
 */
function composeConfirmationRequest(order, token, hours) {
  const texts = textsOf(order);
  return composeMail({
    language: order.language,
    subject: texts.confirmSubject,
    paragraphs: [[texts.confirmIntro], { link: confirmationLink(order, token) }, samplesParagraph(order, texts), [texts.confirmOutro(hours)], ['Ytbanken']],
  });
}

module.exports = { composeProducerMail, composeVisitorMail, composeConfirmationRequest };
