'use strict';

/** The site's path of a document, in the site's URL scheme (Swedish without prefix, English under /en). */
function previewPath(uid, document, locale) {
  const prefix = locale === 'en' ? '/en' : '';
  switch (uid) {
    case 'api::home.home':
    case 'api::global.global':
      return prefix || '/';
    case 'api::product.product':
      return `${prefix}/products/${document.documentId}`;
    case 'api::surface.surface':
      return `${prefix}/surfaces/${document.documentId}`;
    case 'api::producer.producer':
      return document.slug ? `${prefix}/producer/${document.slug}` : null;
    case 'api::page.page':
      return document.slug ? `${prefix}/${document.slug}` : null;
    default:
      return null;
  }
}

/**
 * The admin's preview button: opens the site's /api/preview with the shared secret, which
 * turns on Next.js draft mode and sends the editor on to the document's page. Types the
 * site does not show have no preview.
 */
function previewConfig(env) {
  const siteUrl = env('SITE_URL', '').replace(/\/$/, '');
  const secret = env('PREVIEW_SECRET', '');
  return {
    enabled: Boolean(siteUrl && secret),
    config: {
      allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
      async handler(uid, { documentId, locale, status }) {
        const hasSlug = Boolean(strapi.contentType(uid)?.attributes?.slug);
        const document = hasSlug ? await strapi.documents(uid).findOne({ documentId, locale, status: 'draft', fields: ['slug'] }) : { documentId };
        const path = document && previewPath(uid, { documentId, slug: document.slug }, locale);
        if (!path) return null;
        const query = new URLSearchParams({ secret, url: path, status: status === 'published' ? 'published' : 'draft' });
        return `${siteUrl}/api/preview?${query}`;
      },
    },
  };
}

module.exports = { previewConfig, previewPath };
