import { z } from 'zod';
import { swatchColours } from '@/lib/catalogue/swatch-colours';

/**
 * zod schemas for the cms's answers. Each one parses Strapi 5's flattened REST shape
 * and turns it into the site's own types, so components never see Strapi's naming.
 */

// Decimals arrive as numbers from SQLite and as strings from PostgreSQL.
export const decimalSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v == null || v === '' ? null : Number(v)));

/** Declared CIELAB values, or null unless all three are there. */
export function labOf(L: number | null, a: number | null, b: number | null) {
  return L != null && a != null && b != null ? { L, a, b } : null;
}

export const mediaSchema = z
  .object({
    url: z.string(),
    alternativeText: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  })
  .transform((m) => ({ url: m.url, alt: m.alternativeText ?? '', width: m.width ?? null, height: m.height ?? null }));
export type Media = z.infer<typeof mediaSchema>;

/** Strapi's rich-text "blocks" JSON: a tree of typed nodes with text leaves. */
export interface RichTextNode {
  type: string;
  text?: string;
  level?: number;
  format?: string;
  url?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
  children?: RichTextNode[];
}
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string(),
    text: z.string().optional(),
    level: z.number().optional(),
    format: z.string().optional(),
    url: z.string().optional(),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
    strikethrough: z.boolean().optional(),
    code: z.boolean().optional(),
    children: z.array(richTextNodeSchema).optional(),
  }),
);
export const richTextSchema = z
  .array(richTextNodeSchema)
  .nullish()
  .transform((nodes) => nodes ?? []);
export type RichText = RichTextNode[];

export const linkSchema = z.object({ label: z.string(), href: z.string() });
export type NavLink = z.infer<typeof linkSchema>;

export const productCardSchema = z
  .object({
    documentId: z.string(),
    name: z.string(),
    slug: z.string(),
    summary: z.string().nullish(),
    category: z.string(),
    images: z.array(mediaSchema).nullish(),
    producer: z.object({ name: z.string(), slug: z.string() }).nullish(),
    surfaces: z.array(z.object({ hex: z.string().nullish() })).nullish(),
  })
  .transform((p) => ({
    id: p.documentId,
    name: p.name,
    slug: p.slug,
    summary: p.summary ?? '',
    category: p.category,
    image: p.images?.[0] ?? null,
    colours: swatchColours(p.surfaces),
    producer: p.producer ?? null,
  }));
export type ProductCard = z.infer<typeof productCardSchema>;

const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const blockSchema = z.discriminatedUnion('__component', [
  z.object({
    __component: z.literal('blocks.hero'),
    id: z.number(),
    heading: z.string(),
    text: nullableText,
    image: mediaSchema.nullish(),
  }),
  z.object({ __component: z.literal('blocks.rich-text'), id: z.number(), body: richTextSchema }),
  z.object({
    __component: z.literal('blocks.image'),
    id: z.number(),
    image: mediaSchema,
    alt: nullableText,
    caption: nullableText,
  }),
  z.object({
    __component: z.literal('blocks.call-to-action'),
    id: z.number(),
    heading: z.string(),
    text: nullableText,
    label: z.string(),
    href: z.string(),
  }),
  z.object({
    __component: z.literal('blocks.product-grid'),
    id: z.number(),
    heading: nullableText,
    products: z
      .array(productCardSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
  z.object({
    __component: z.literal('blocks.producer-list'),
    id: z.number(),
    heading: nullableText,
    producers: z
      .array(
        z
          .object({ documentId: z.string(), name: z.string(), slug: z.string(), country: z.string().nullish(), logo: mediaSchema.nullish() })
          .transform((p) => ({ id: p.documentId, name: p.name, slug: p.slug, country: p.country ?? null, logo: p.logo ?? null })),
      )
      .nullish()
      .transform((v) => v ?? []),
  }),
  z.object({
    __component: z.literal('blocks.faq'),
    id: z.number(),
    heading: nullableText,
    items: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
  }),
]);
export type Block = z.infer<typeof blockSchema>;

export const seoSchema = z
  .object({ title: z.string().nullish(), description: z.string().nullish(), image: mediaSchema.nullish() })
  .nullish()
  .transform((s) => ({ title: s?.title ?? null, description: s?.description ?? null, image: s?.image ?? null }));

export const homeSchema = z
  .object({
    data: z.object({
      title: z.string(),
      blocks: z.array(blockSchema).nullish(),
      seo: seoSchema,
    }),
  })
  .transform(({ data }) => ({ title: data.title, blocks: data.blocks ?? [], seo: data.seo }));
export type Home = z.infer<typeof homeSchema>;

export const globalSchema = z
  .object({
    data: z.object({
      siteName: z.string(),
      tagline: z.string().nullish(),
      navigation: z.array(linkSchema).nullish(),
      footerText: z.string().nullish(),
      footerLinks: z.array(linkSchema).nullish(),
      contactEmail: z.string().nullish(),
      contactPhone: z.string().nullish(),
      contactAddress: z.string().nullish(),
      consentRevision: z.number().int().min(0).nullish(),
    }),
  })
  .transform(({ data }) => ({
    siteName: data.siteName,
    tagline: data.tagline ?? '',
    navigation: data.navigation ?? [],
    footer: { text: data.footerText ?? '', links: data.footerLinks ?? [] },
    contact: {
      email: data.contactEmail ?? null,
      phone: data.contactPhone ?? null,
      address: data.contactAddress ?? null,
    },
    consentRevision: data.consentRevision ?? 1,
  }));
export type Global = z.infer<typeof globalSchema>;

const pageData = z.object({
  documentId: z.string(),
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  blocks: z.array(blockSchema).nullish(),
  seo: seoSchema,
  localizations: z.array(z.object({ slug: z.string(), locale: z.string() })).nullish(),
});

function slugsByLocale(entries: { locale: string; slug: string }[]) {
  const slugs: { sv?: string; en?: string } = {};
  for (const { locale, slug } of entries) if (locale === 'sv' || locale === 'en') slugs[locale] = slug;
  return slugs;
}

export const pageListSchema = z.object({ data: z.array(pageData) }).transform(({ data }) =>
  data.map((page) => ({
    id: page.documentId,
    title: page.title,
    slug: page.slug,
    blocks: page.blocks ?? [],
    seo: page.seo,
    /** The page's slug in each language it exists in, this one included. */
    slugs: slugsByLocale([{ locale: page.locale, slug: page.slug }, ...(page.localizations ?? [])]),
  })),
);
export type Page = z.infer<typeof pageListSchema>[number];

/** The localizations of the page found, or null when no page was found. */
export const pageLocalizationsSchema = z
  .object({
    data: z.array(
      z.object({
        localizations: z.array(z.object({ slug: z.string(), locale: z.string() })).nullish(),
      }),
    ),
  })
  .transform(({ data }) => (data[0] ? (data[0].localizations ?? []) : null));
