import 'server-only';
import { allEntries } from './entries';
import { TAGS } from './tags';

const every = (path: string, fields: string[]) => allEntries(path, { locale: '*', fields, tags: [TAGS.product, TAGS.surface, TAGS.producer, TAGS.page] });

/** Every published product, surface, producer and page in every language, for sitemap.xml. */
export async function getSitemapEntries() {
  const [products, surfaces, producers, pages] = await Promise.all([
    every('/products', []),
    every('/surfaces', []),
    every('/producers', ['slug']),
    every('/pages', ['slug']),
  ]);
  return { products, surfaces, producers, pages };
}
