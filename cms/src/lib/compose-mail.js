'use strict';

// What visitors type reaches mails through escapeHtml: as text, never as markup.
const { escapeHtml } = require('@ytbanken/domain/html/escape');

/** Only our own web links become links; anything else is shown as text. */
const isWebLink = (value) => /^https?:\/\/[^\s"'<>]+$/.test(value);

/**
 * One mail as plain text and as HTML from the same paragraphs. Strapi's nodemailer provider
 * makes an HTML part out of the text when a mail has none, markup and all, so every mail the
 * cms writes has its own HTML part, built here from escaped values. A paragraph is a list of
 * lines (text) or `{ link }` (a URL the cms made itself, shown as a link).
 */
function composeMail({ language, subject, paragraphs }) {
  const text = `${paragraphs.map((p) => (Array.isArray(p) ? p.join('\n') : p.link)).join('\n\n')}\n`;
  const body = paragraphs
    .map((p) => {
      if (!Array.isArray(p)) {
        const href = escapeHtml(p.link);
        return isWebLink(p.link) ? `<p><a href="${href}">${href}</a></p>` : `<p>${href}</p>`;
      }
      return `<p>${p.map(escapeHtml).join('<br>\n')}</p>`;
    })
    .join('\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language === 'en' ? 'en' : 'sv'}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body>\n${body}\n</body>`,
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}

module.exports = { composeMail };
