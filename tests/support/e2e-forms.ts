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
