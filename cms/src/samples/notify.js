'use strict';

const { recipient } = require('../contact/notify');

const UID = 'api::sample-order.sample-order';

const COUNTRIES = {
  sv: { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland', IS: 'Island' },
  en: { SE: 'Sweden', NO: 'Norway', DK: 'Denmark', FI: 'Finland', IS: 'Iceland' },
};

const TEXTS = {
  sv: {
    producerSubject: (name) => `Provbeställning från Ytbanken: ${name}`,
    producerIntro: (producer) =>
      `En besökare på Ytbanken vill ha prover från ${producer}. Skicka dem till adressen nedan. Svara på det här mejlet för att nå beställaren.`,
    unrouted: (producer) => `${producer} har ingen e-postadress för beställningar i Ytbanken. Skicka vidare beställningen till dem.`,
    visitorSubject: 'Din provbeställning hos Ytbanken',
    visitorIntro: (name) => `Hej ${name}!\n\nTack för din beställning. Vi har skickat den vidare till tillverkarna, som skickar proverna direkt till dig.`,
    surfaces: 'Prover',
    delivery: 'Leveransadress',
    contact: 'Beställare',
    message: 'Meddelande',
    articleNumber: 'art.nr',
  },
  en: {
    producerSubject: (name) => `Sample order from Ytbanken: ${name}`,
    producerIntro: (producer) =>
      `A visitor to Ytbanken would like samples from ${producer}. Please send them to the address below. Reply to this e-mail to reach the customer.`,
    unrouted: (producer) => `${producer} has no order e-mail address in Ytbanken. Please pass this order on to them.`,
    visitorSubject: 'Your sample order at Ytbanken',
    visitorIntro: (name) => `Hello ${name},\n\nThank you for your order. We have passed it on to the producers, who will send the samples straight to you.`,
    surfaces: 'Samples',
    delivery: 'Delivery address',
    contact: 'Ordered by',
    message: 'Message',
    articleNumber: 'art. no.',
  },
};

const textsOf = (order) => TEXTS[order.language] ?? TEXTS.sv;

function surfaceLines(line, texts) {
  return line.surfaces.map((s) => `- ${s.name} (${s.product}), ${texts.articleNumber} ${s.articleNumber}`);
}

function deliveryLines(order, texts) {
  const country = COUNTRIES[order.language]?.[order.country] ?? order.country;
  return [
    `${texts.delivery}:`,
    order.name,
    ...(order.company ? [order.company] : []),
    order.street,
    `${order.postalCode} ${order.city}`,
    country,
    '',
    `${texts.contact}: ${order.name} <${order.email}>`,
    ...(order.message ? ['', `${texts.message}:`, order.message] : []),
  ];
}

/** The mail to one producer: its own surfaces only, and where to send them. */
function composeProducerMail(order, line, { routed = true } = {}) {
  const texts = textsOf(order);
  const text = [
    ...(routed ? [] : [texts.unrouted(line.producer.name), '']),
    texts.producerIntro(line.producer.name),
    '',
    `${texts.surfaces}:`,
    ...surfaceLines(line, texts),
    '',
    ...deliveryLines(order, texts),
    '',
  ].join('\n');
  return { subject: texts.producerSubject(order.name), text };
}

/** The visitor's confirmation in the order's language: every surface, by producer. */
function composeVisitorMail(order) {
  const texts = textsOf(order);
  const text = [
    texts.visitorIntro(order.name),
    '',
    `${texts.surfaces}:`,
    ...order.lines.flatMap((line) => [`${line.producer.name}:`, ...surfaceLines(line, texts)]),
    '',
    ...deliveryLines(order, texts),
    '',
  ].join('\n');
  return { subject: texts.visitorSubject, text };
}

async function producerAddresses(strapi, lines) {
  const producers = await strapi.documents('api::producer.producer').findMany({
    filters: { documentId: { $in: lines.map((line) => line.producer.documentId) } },
    fields: ['contactEmail'],
    status: 'published',
  });
  return new Map(producers.map((p) => [p.documentId, p.contactEmail]));
}

/** The key of each mail an order sends: one per producer line, and the visitor's. */
const VISITOR = 'visitor';
const producerKey = (line) => `producer:${line.producer.documentId}`;

/**
 * The mails of one order, or only those named in `only` (a retry). A producer without a
 * contact e-mail is not skipped: its lines go to the site owner (the contact form's
 * recipient) to pass on. Each mail is tried on its own, so one refused address does not keep
 * the others from going out. Answers the keys of the mails that did not go out, and why.
 */
async function mailOrder(strapi, order, only = null) {
  const email = strapi.plugin('email').service('email');
  const addresses = await producerAddresses(strapi, order.lines);
  const mails = [];
  let siteOwner; // asked for once, and only when a producer has no address
  for (const line of order.lines) {
    const to = addresses.get(line.producer.documentId);
    mails.push({
      key: producerKey(line),
      to: to || (siteOwner ??= await recipient(strapi)),
      replyTo: order.email,
      ...composeProducerMail(order, line, { routed: Boolean(to) }),
    });
  }
  mails.push({ key: VISITOR, to: order.email, ...composeVisitorMail(order) });
  const due = only ? mails.filter((mail) => only.includes(mail.key)) : mails;
  const results = await Promise.allSettled(due.map(({ key: _key, ...mail }) => email.send(mail)));
  return results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ key: due[i].key, why: `${due[i].to}: ${result.reason?.message ?? result.reason}` }] : [],
  );
}

/** Records how an order's mails went: `mailsPending` names those still to send. */
const record = (strapi, order, failures) =>
  strapi.db.query(UID).update({ where: { id: order.id }, data: { mailsSent: failures.length === 0, mailsPending: failures.map((f) => f.key) } });

/**
 * Like contact messages (cms/src/contact/notify.js): a document-service middleware, so an
 * order is mailed once after it is stored, whoever stored it. The mails are not awaited: a
 * slow or broken mail server neither delays the visitor's answer nor loses the order. Mails
 * that did not go out are named in the order's private `mailsPending` and sent again by
 * resendPendingMails (a cron task, config/server.js); failures are logged.
 */
function mailNewSampleOrders(strapi) {
  return async (context, next) => {
    const result = await next();
    if (context.uid === UID && context.action === 'create' && result?.email && Array.isArray(result.lines)) {
      mailOrder(strapi, result)
        .catch((error) => [VISITOR, ...result.lines.map(producerKey)].map((key) => ({ key, why: error.message })))
        .then(async (failures) => {
          if (failures.length > 0)
            strapi.log.error(`Sample order ${result.documentId} is stored but not all mails went out: ${failures.map((f) => f.why).join('; ')}`);
          await record(strapi, result, failures);
        })
        .catch((error) => strapi.log.error(`Sample order ${result.documentId}: could not record how its mails went: ${error.message}`));
    }
    return result;
  };
}

/**
 * Sends again the mails an outage of the mail server kept back: only those the order names
 * as pending, so nobody gets a mail twice. Orders whose first attempt has not finished yet
 * name none and are left alone.
 */
async function resendPendingMails(strapi) {
  const orders = await strapi.db.query(UID).findMany({ where: { mailsSent: false }, orderBy: { id: 'asc' }, limit: 50 });
  for (const order of orders) {
    if (!Array.isArray(order.mailsPending) || order.mailsPending.length === 0 || !Array.isArray(order.lines)) continue;
    const failures = await mailOrder(strapi, order, order.mailsPending).catch((error) => order.mailsPending.map((key) => ({ key, why: error.message })));
    if (failures.length > 0) strapi.log.warn(`Sample order ${order.documentId}: ${failures.length} mail(s) still waiting for the mail server`);
    await record(strapi, order, failures);
  }
}

module.exports = { mailNewSampleOrders, resendPendingMails, composeProducerMail, composeVisitorMail, mailOrder };
