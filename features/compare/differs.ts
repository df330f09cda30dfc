/** A value as the table shows it: text without its surrounding spaces, or null when there is none. */
export function shown(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Whether a row's values differ between the compared surfaces. A missing value counts as a
 * value of its own ("not declared" differs from "12"); one surface alone never differs.
 */
export function differs(values: readonly (string | number | null | undefined)[]): boolean {
  if (values.length < 2) return false;
  const key = (value: string | number | null | undefined) => (value == null ? '\u0000none' : String(value).trim().toLowerCase());
  return new Set(values.map(key)).size > 1;
}

/**
 * The specification keys of every compared product, in the order they first appear, with
 * each surface's value for it (null where its product does not specify it).
 */
export function specificationRows(products: readonly ({ specifications: readonly { key: string; value: string }[] } | null)[]) {
  const keys: string[] = [];
  for (const product of products) for (const { key } of product?.specifications ?? []) if (!keys.includes(key)) keys.push(key);
  return keys.map((key) => ({ key, values: products.map((product) => product?.specifications.find((spec) => spec.key === key)?.value ?? null) }));
}
