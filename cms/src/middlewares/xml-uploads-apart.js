'use strict';

/**
 * global::xml-uploads-apart: the ILCD+EPD XML editors upload (api/epd-upload) is data for the
 * importer, never a page. Served from the cms's own origin, the admin's, an XML file could
 * still hold SVG or XHTML a browser would render, so it comes as a download, in a sandbox
 * with nothing allowed. Images and PDF data sheets are served as before; the site serves no
 * XML at all (app/uploads).
 */
module.exports = () => async (ctx, next) => {
  await next();
  if (!ctx.path.startsWith('/uploads/') || !/xml/i.test(ctx.response.type)) return;
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Content-Disposition', 'attachment');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
