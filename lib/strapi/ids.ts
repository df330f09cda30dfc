/** Strapi 5 document ids: 24 lowercase letters and digits (a little slack either way). The one pattern the site checks ids with. */
export const DOCUMENT_ID = /^[a-z0-9]{20,32}$/;

/** Anything that is not a document id is not worth a request. */
export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && DOCUMENT_ID.test(value);

/** Slugs are lowercase words joined by hyphens. */
export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;

/**
 * The query parts that ask the content API for documents by id, sorted by documentId. Without
 * a sort Strapi orders by the row id, and SQLite (which keeps no statistics here, decision 025)
 * then walks a locale's id-ordered index through every row of the locale for a page of a few
 * ids, instead of looking each one up by its document id.
 */
export const byDocumentIds = (ids: readonly string[]) => ({ filters: { documentId: { $in: [...ids] } }, sort: ['documentId:asc'] });
