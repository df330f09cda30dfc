import type { RichText, RichTextNode } from '@/lib/strapi/schemas';

const text = (node: RichTextNode): string => node.text ?? (node.children ?? []).map(text).join('');

/**
 * A page's description for search results from its rich text: the first paragraph with
 * words, cut at a word within `max` characters with an ellipsis; null when there is none.
 */
export function richTextSummary(nodes: RichText, max = 160): string | null {
  const first = nodes
    .filter((node) => node.type === 'paragraph')
    .map((node) => text(node).replace(/\s+/g, ' ').trim())
    .find(Boolean);
  if (!first) return null;
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:–-]+$/, '')}…`;
}
