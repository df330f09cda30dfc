import { createRequire } from 'node:module';
import type { APIResponse } from '@playwright/test';

/*
 * The server's HTML read as a document, for tests that need only what the server answers:
 * no browser, no scripts run, no resources fetched. jsdom is the component tests' DOM already.
 */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } };

export const documentOf = (html: string) => new JSDOM(html).window.document;

export const htmlDocument = async (response: APIResponse) => documentOf(await response.text());

/** An element's text as a reader meets it: runs of white space as one space. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** As Playwright matches a role's name: a string case-insensitively within the name, unless exact; an expression as it is. */
const matches = (text: string, name: string | RegExp, exact: boolean) =>
  typeof name !== 'string' ? name.test(text) : exact ? text === name : text.toLowerCase().includes(name.toLowerCase());

/** An element's accessible name, as far as this site's markup needs: aria-label, aria-labelledby, an image's alt, or its text. */
export function nameOf(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textOf(element.ownerDocument.getElementById(id)))
      .join(' ')
      .trim();
  }
  if (element.localName === 'img') return element.getAttribute('alt') ?? '';
  const images = [...element.querySelectorAll('img[alt]')].map((img) => img.getAttribute('alt'));
  return [textOf(element), ...images].filter(Boolean).join(' ').trim();
}

/** The elements matching `selector` inside `within` whose accessible name matches `name` (as Playwright's `getByRole`). */
export const named = (within: ParentNode, selector: string, name: string | RegExp, { exact = false } = {}) =>
  [...within.querySelectorAll(selector)].filter((element) => matches(nameOf(element), name, exact));

/** The links inside `within` whose name matches `name`. */
export const linksNamed = (within: ParentNode, name: string | RegExp, options?: { exact?: boolean }) =>
  named(within, 'a[href]', name, options) as HTMLAnchorElement[];

/** The one landmark of this kind (section, nav) named `name`; throws when there is none or more than one. */
export function landmark(within: ParentNode, selector: string, name: string | RegExp, options?: { exact?: boolean }): Element {
  const found = named(within, selector, name, options);
  if (found.length !== 1) throw new Error(`${found.length} × ${selector} named ${String(name)}`);
  return found[0]!;
}

/** A `<head>` element's attribute, e.g. `headAttribute(doc, 'link[rel="canonical"]', 'href')`. */
export const headAttribute = (doc: Document, selector: string, attribute: string) => doc.head.querySelector(selector)?.getAttribute(attribute);

/** Whether some element inside `within` has exactly this text (as Playwright's `getByText(text, { exact: true })`). */
export const hasExactText = (within: ParentNode, text: string) => [...within.querySelectorAll('*')].some((element) => textOf(element) === text);
