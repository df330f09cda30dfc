/** Strapi 5 document ids are 24 lowercase letters and digits; anything else is not worth a request. */
export const isDocumentId = (value: string) => /^[a-z0-9]{20,32}$/.test(value);

/** Slugs are lowercase words joined by hyphens. */
export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
