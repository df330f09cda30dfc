/** Populate fragments shared by several questions, so each card asks for the same fields. */

export const productCardPopulate = {
  fields: ['name', 'slug', 'summary', 'category'],
  // The surfaces' colours stand in for a picture a product does not have yet.
  populate: { images: true, producer: { fields: ['name', 'slug'] }, surfaces: { fields: ['hex'] } },
};

export const producerRefPopulate = {
  fields: ['name', 'slug', 'country', 'brandColor'],
  populate: { logo: true },
};

// With the surface's own filterable values; a product's surfaces need not repeat their product.
export const surfaceChipPopulate = {
  fields: ['name', 'articleNumber', 'hex', 'ncs', 'lrv'],
  populate: { swatch: true },
};

/** How every dynamic zone is populated: each block type asks for exactly what it shows. */
export const blocksPopulate = {
  on: {
    'blocks.hero': { populate: { image: true } },
    'blocks.rich-text': true,
    'blocks.image': { populate: { image: true } },
    'blocks.call-to-action': true,
    'blocks.product-grid': { populate: { products: productCardPopulate } },
    'blocks.producer-list': { populate: { producers: producerRefPopulate } },
    'blocks.faq': { populate: { items: true } },
  },
};
