'use strict';

const data = require('../../seed/data');
const { toBlocks } = require('./blocks');
const { LOCALES } = require('@ytbanken/domain/i18n/locales');
const { ensureFile, ensureImage } = require('./media');
const { datasheetName, epdName } = require('../../seed/generate-documents');
const { seedClimate } = require('./climate');
const { seedDemoProducer } = require('./demo-producer');

/**
 * Loads the bilingual demo content. Idempotent: every record is found by a natural
 * key (slug, article number, file name) and updated in place, so a second run
 * creates nothing twice.
 */
async function seed(strapi) {
  const producers = {};
  for (const producer of data.producers) {
    producers[producer.slug] = await seedProducer(strapi, producer);
  }
  const declarations = await seedClimate(strapi);
  const products = {};
  for (const product of data.products) {
    products[product.key] = await seedProduct(strapi, product, producers, declarations);
  }
  for (const surface of data.surfaces) {
    await seedSurface(strapi, surface, products);
  }
  const pages = {};
  for (const page of data.pages) {
    pages[page.key] = await seedPage(strapi, page, { products, producers });
  }
  await seedHome(strapi, data.home, { products, producers });
  await seedGlobal(strapi, data.global, pages);
  await seedDemoProducer(strapi);
}

async function isEmpty(strapi) {
  return (await strapi.db.query('api::producer.producer').count()) === 0;
}

/**
 * Writes one document in both locales and publishes it. `find` locates an existing
 * document in Swedish (single types have one document, so no filter); `build(locale)`
 * returns that locale's data.
 */
async function upsertLocalized(strapi, uid, find, build) {
  const documents = strapi.documents(uid);
  const existing = await documents.findFirst({ ...(find && { filters: find }), locale: 'sv', status: 'draft' });
  let documentId = existing?.documentId;
  for (const locale of LOCALES) {
    const localeData = await build(locale);
    if (!documentId) {
      ({ documentId } = await documents.create({ locale, data: localeData }));
    } else {
      await documents.update({ documentId, locale, data: localeData });
    }
    await documents.publish({ documentId, locale });
  }
  return documentId;
}

function upsertSingle(strapi, uid, build) {
  return upsertLocalized(strapi, uid, null, build);
}

function seedProducer(strapi, producer) {
  return upsertLocalized(strapi, 'api::producer.producer', { slug: producer.slug }, async (locale) => ({
    name: producer.name,
    slug: producer.slug,
    description: toBlocks(producer.description[locale]),
    brandColor: producer.brandColor,
    country: producer.country,
    website: producer.website,
    contactEmail: producer.contactEmail,
    logo: await ensureImage(strapi, producer.logo, producer.name),
  }));
}

function seedProduct(strapi, product, producers, declarations) {
  return upsertLocalized(strapi, 'api::product.product', { slug: product.slug.sv }, async (locale) => ({
    name: product.name[locale],
    slug: product.slug[locale],
    summary: product.summary[locale],
    description: toBlocks(product.description[locale]),
    category: product.category,
    producer: producers[product.producer],
    images: [await ensureImage(strapi, product.image, product.name.en)],
    documents: [await ensureFile(strapi, datasheetName(product))],
    ...technicalProperties(product.properties),
    epd: product.properties.epd ? await ensureFile(strapi, epdName(product)) : null,
    declaration: declarations[product.key] ?? null,
    specifications: product.specifications.map((row) => ({
      key: row.key[locale],
      value: row.value[locale],
    })),
  }));
}

/** The declared properties as the schema names them; what the data does not declare stays empty. */
function technicalProperties({ fireClass, slipResistance, useClass, thickness, placement, leadTimeDays, priceBand }) {
  const value = (v) => v ?? null;
  return {
    fireClass: value(fireClass),
    slipResistance: value(slipResistance),
    useClass: value(useClass),
    thickness: value(thickness),
    placement: value(placement),
    leadTimeDays: value(leadTimeDays),
    priceBand: value(priceBand),
  };
}

function seedSurface(strapi, surface, products) {
  return upsertLocalized(strapi, 'api::surface.surface', { articleNumber: surface.articleNumber }, async (locale) => ({
    name: surface.name[locale],
    articleNumber: surface.articleNumber,
    product: products[surface.product],
    swatch: await ensureImage(strapi, surface.swatch, surface.name.en),
    hex: surface.hex,
    ncs: surface.ncs,
    labL: surface.lab[0],
    labA: surface.lab[1],
    labB: surface.lab[2],
    gloss: surface.gloss,
    lrv: surface.lrv,
    finish: surface.finish,
  }));
}

function seedPage(strapi, page, refs) {
  return upsertLocalized(strapi, 'api::page.page', { slug: page.slug.sv }, async (locale) => ({
    title: page.title[locale],
    slug: page.slug[locale],
    seo: seo(page.seo, locale),
    blocks: await dynamicZone(strapi, page.blocks, locale, refs),
  }));
}

function seedHome(strapi, home, refs) {
  return upsertSingle(strapi, 'api::home.home', async (locale) => ({
    title: home.title[locale],
    seo: seo(home.seo, locale),
    blocks: await dynamicZone(strapi, home.blocks, locale, refs),
  }));
}

function seedGlobal(strapi, global, pages) {
  const link = (locale) => (item) => ({
    label: item.label[locale],
    href: typeof item.href === 'string' ? item.href : item.href[locale],
  });
  return upsertSingle(strapi, 'api::global.global', async (locale) => ({
    siteName: global.siteName[locale],
    tagline: global.tagline[locale],
    navigation: global.navigation.map(link(locale)),
    footerText: global.footer.text[locale],
    footerLinks: global.footer.links.map(link(locale)),
    contactEmail: global.contact.email,
    contactPhone: global.contact.phone,
    contactAddress: global.contact.address[locale],
    privacyPolicy: pages.integrity,
    consentRevision: global.consentRevision,
  }));
}

function seo(value, locale) {
  return value ? { title: value.title[locale], description: value.description[locale] } : undefined;
}

/** `refs` maps the seed's product keys and producer slugs to their documentIds. */
async function dynamicZone(strapi, blocks, locale, refs) {
  const result = [];
  for (const block of blocks) {
    result.push(await toComponent(strapi, block, locale, refs));
  }
  return result;
}

async function toComponent(strapi, block, locale, { products, producers }) {
  switch (block.type) {
    case 'hero':
      return {
        __component: 'blocks.hero',
        heading: block.heading[locale],
        text: block.text[locale],
        image: block.image ? await ensureImage(strapi, block.image, block.heading.en) : null,
      };
    case 'rich-text':
      return { __component: 'blocks.rich-text', body: toBlocks(block.body[locale]) };
    case 'image':
      return {
        __component: 'blocks.image',
        image: await ensureImage(strapi, block.image, block.alt.en),
        alt: block.alt[locale],
        caption: block.caption[locale],
      };
    case 'call-to-action':
      return {
        __component: 'blocks.call-to-action',
        heading: block.heading[locale],
        text: block.text[locale],
        label: block.label[locale],
        href: block.href,
      };
    case 'product-grid':
      return {
        __component: 'blocks.product-grid',
        heading: block.heading[locale],
        products: block.products.map((key) => products[key]),
      };
    case 'producer-list':
      return {
        __component: 'blocks.producer-list',
        heading: block.heading[locale],
        producers: block.producers.map((slug) => producers[slug]),
      };
    case 'faq':
      return {
        __component: 'blocks.faq',
        heading: block.heading[locale],
        items: block.items.map((item) => ({
          question: item.question[locale],
          answer: item.answer[locale],
        })),
      };
    default:
      throw new Error(`Unknown block type in seed data: ${block.type}`);
  }
}

module.exports = { seed, isEmpty };
