import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Reading a server-rendered page without a browser: what a visitor without JavaScript gets.
 * Text and regular expressions over the markup; html-document.ts reads it with jsdom instead
 * (two readers of the same kind, written at once by two engineers: the jsdom one is the one to
 * keep when they are joined).
 * The page's own script tags (React's payload repeats every text) are left out first, so a
 * text found here is one the HTML shows.
 */

/** A page as the server sends it through the edge (redirects followed), refused unless it is a 200: its final address and its HTML. */
export async function okPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { url: new URL(response.url()), html: await response.text() };
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0', '&amp;': '&' };

/** The HTML without its scripts, templates and comments. */
export const markup = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');

export const unescapeHtml = (text: string) =>
  text.replace(/&(?:quot|#x27|#39|lt|gt|nbsp|amp);|&#(\d+);|&#x([0-9a-f]+);/gi, (entity, decimal?: string, hex?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[entity]!,
  );

/** The text a fragment holds, as a browser's textContent: tags dropped, entities read, white space as one space. */
export const textOf = (fragment: string) =>
  unescapeHtml(markup(fragment).replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every element whose opening tag matches `opening` (a pattern on the attributes), with its
 * inner HTML: the element ends at the closing tag that balances its own tag name.
 */
export function elements(html: string, tag: string, opening: RegExp = /(?:)/): { attributes: string; inner: string }[] {
  const page = markup(html);
  const found: { attributes: string; inner: string; start: number }[] = [];
  const open: { attributes: string; start: number }[] = [];
  for (const match of page.matchAll(new RegExp(`<(/?)${tag}\\b([^>]*)>`, 'g'))) {
    const [whole, closing, attributes] = match;
    if (!closing) {
      if (!attributes!.endsWith('/')) open.push({ attributes: attributes!, start: match.index + whole.length });
      continue;
    }
    const element = open.pop();
    if (element && opening.test(element.attributes)) found.push({ ...element, inner: page.slice(element.start, match.index) });
  }
  // Inner elements close first; the page's order is the order they open in.
  return found.sort((a, b) => a.start - b.start).map(({ attributes, inner }) => ({ attributes, inner }));
}

/** The text of each element carrying this class, in the page's order. */
export const textsByClass = (html: string, tag: string, className: string) =>
  elements(html, tag, new RegExp(`\\bclass="(?:[^"]*\\s)?${className}(?:\\s[^"]*)?"`)).map((element) => textOf(element.inner));

/** An attribute's value from an opening tag's attributes. */
export const attribute = (attributes: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
};

/**
 * The checkboxes of the fieldset whose legend reads `legend`: each one's label text and its
 * input's attributes (`checked=""` and `disabled=""` are how the server writes those states).
 */
export function checkboxes(html: string, legend: string): { label: string; attributes: string }[] {
  const group = elements(html, 'fieldset').find(({ inner }) => elements(inner, 'legend').some((l) => textOf(l.inner) === legend));
  if (!group) throw new Error(`no group "${legend}" on the page`);
  return elements(group.inner, 'label')
    .map(({ inner }) => ({ label: textOf(inner), attributes: /<input\b([^>]*\btype="checkbox"[^>]*)>/.exec(inner)?.[1] }))
    .filter((box): box is { label: string; attributes: string } => box.attributes !== undefined);
}

/** The inner HTML of the section named `name` (by its aria-label or the element its aria-labelledby points at), as a region. */
export function region(html: string, name: string): string | undefined {
  return elements(html, 'section').find(({ attributes }) => {
    if (attribute(attributes, 'aria-label') === name) return true;
    const id = attribute(attributes, 'aria-labelledby');
    if (!id) return false;
    const labelling = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\bid="${id}"[^>]*>`).exec(markup(html));
    return labelling !== null && elements(html, labelling[1]!, new RegExp(`\\bid="${id}"`)).some(({ inner }) => textOf(inner) === name);
  })?.inner;
}

/** Each link in a fragment: its text (or aria-label) and its address. */
export const links = (fragment: string) =>
  elements(fragment, 'a').map(({ attributes, inner }) => ({ name: attribute(attributes, 'aria-label') ?? textOf(inner), href: attribute(attributes, 'href') }));
