'use strict';

const { composeMail: composeHtmlMail } = require('../../../lib/compose-mail');

const UID = 'api::contact-message.contact-message';
const FALLBACK_RECIPIENT = 'hej@ytbanken.example';

const TEXTS = {
  sv: {
    // The message's id, not the sender's name: no visitor's words in a subject, and each
    // message its own thread in the owner's mailbox.
    subject: (ref) => `Nytt meddelande från Ytbanken (${ref})`,
    intro: 'Ett nytt meddelande har kommit via kontaktformuläret. Svara på det här mejlet för att svara avsändaren.',
    labels: { name: 'Namn', email: 'E-post', language: 'Språk', message: 'Meddelande' },
    language: 'svenska',
  },
  en: {
    subject: (ref) => `New message from Ytbanken (${ref})`,
    intro: 'A new message arrived through the contact form. Reply to this e-mail to answer the sender.',
    labels: { name: 'Name', email: 'E-mail', language: 'Language', message: 'Message' },
    language: 'English',
  },
};

/** CONTACT_RECIPIENT, else the address editors publish in the global settings. */
async function recipient(strapi) {
  const configured = strapi.config.get('contact.recipient');
  if (configured) return configured;
  const global = await strapi.documents('api::global.global').findFirst({ fields: ['contactEmail'], status: 'published' });
  return global?.contactEmail || FALLBACK_RECIPIENT;
}

function composeMail(message) {
  const texts = TEXTS[message.language] ?? TEXTS.sv;
  const { labels } = texts;
  return composeHtmlMail({
    language: message.language,
    subject: texts.subject(message.documentId),
    paragraphs: [
      [texts.intro],
      [`${labels.name}: ${message.name}`, `${labels.email}: ${message.email}`, `${labels.language}: ${texts.language}`],
      [`${labels.message}:`, ...String(message.message).split('\n')],
    ],
  });
}

async function mailSiteOwner(strapi, message) {
  await strapi
    .plugin('email')
    .service('email')
    .send({ to: await recipient(strapi), replyTo: message.email, ...composeMail(message) });
}

/**
 * A document-service middleware, so every stored message is mailed whoever stored it (the
 * site's API call or an editor in the admin), once, after its transaction committed.
 * Database lifecycles would also fire inside that transaction. The mail is not awaited:
 * a slow or broken mail server must neither delay the visitor's answer nor lose the
 * stored message, which editors still find in the admin.
 */
function mailNewContactMessages(strapi) {
  return async (context, next) => {
    const result = await next();
    if (context.uid === UID && context.action === 'create' && result?.email) {
      mailSiteOwner(strapi, result).catch((error) => {
        strapi.log.error(`Contact message ${result.documentId} is stored but was not mailed: ${error.message}`);
      });
    }
    return result;
  };
}

module.exports = { mailNewContactMessages, composeMail, recipient };
