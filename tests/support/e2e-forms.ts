import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The hidden inputs of the form with this id, by name (React writes them for forms without JavaScript). */
export function hiddenFields(html: string, formId: string): Record<string, string> {
  const form = new RegExp(`<form[^>]*\\bid="${formId}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  if (!form) throw new Error(`no form #${formId} on the page`);
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    if (!/\btype="hidden"/.test(input)) continue;
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) fields[unescapeHtml(name)] = unescapeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return fields;
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeHtml = (text: string) => text.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

/**
 * The hidden inputs of the first form whose inner HTML matches `inside` (for forms without an
 * id, such as the contact form or the confirmation mail's form beside the sign-in).
 */
export function hiddenFieldsOfFormWith(html: string, inside: RegExp): Record<string, string> {
  for (const [, body] of html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)) {
    if (inside.test(body!)) return hiddenFields(`<form id="found">${body}</form>`, 'found');
  }
  throw new Error(`no form with ${inside} on the page`);
}

/** The text of an element's content, as a reader would hear it: tags dropped, entities read. */
const textOf = (inner: string) =>
  unescapeHtml(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/** The texts of the elements with this role attribute (a form's alert or status), in order. */
export function roleTexts(html: string, role: 'alert' | 'status'): string[] {
  return [...html.matchAll(new RegExp(`<(div|p|output)[^>]*\\brole="${role}"[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((match) => textOf(match[2]!));
}

/**
 * A form control by its id, as the server wrote it: its value (an input's value attribute or a
 * textarea's text; undefined when it has none), aria-invalid, and the text of the elements its
 * aria-describedby names.
 */
export function controlIn(html: string, id: string): { value: string | undefined; invalid: boolean; description: string } {
  const tag = new RegExp(`<(input|textarea)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`no control #${id} on the page`);
  const attribute = (name: string) => {
    const found = new RegExp(`\\b${name}="([^"]*)"`).exec(tag[0])?.[1];
    return found === undefined ? undefined : unescapeHtml(found);
  };
  let value = attribute('value');
  if (tag[1] === 'textarea') {
    const text = /^([\s\S]*?)<\/textarea>/.exec(html.slice(tag.index + tag[0].length))?.[1] ?? '';
    value = text === '' ? undefined : unescapeHtml(text.replace(/^\n/, ''));
  }
  const description = (attribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((described) => textOf(new RegExp(`<(\\w+)[^>]*\\bid="${described}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2] ?? ''))
    .join(' ');
  return { value, invalid: attribute('aria-invalid') === 'true', description };
}

/**
 * Opens a page and sends one of its forms as a browser without JavaScript does: the form's own
 * hidden fields name the server action, the answer is the page again with the action's state in
 * it (or the action's redirect, not followed). `form` is the form's id, or what its HTML holds.
 */
export async function sendFormWithoutScript(
  request: APIRequestContext,
  path: string,
  form: string | RegExp,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  const page = await request.get(path, { headers });
  expect(page.status(), `GET ${path}`).toBe(200);
  const html = await page.text();
  const fields = typeof form === 'string' ? hiddenFields(html, form) : hiddenFieldsOfFormWith(html, form);
  return request.post(path, { multipart: { ...fields, ...values }, headers, maxRedirects: 0 });
}
