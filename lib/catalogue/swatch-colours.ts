/**
 * The colours a product without a picture is shown in: its surfaces' hex values, each once,
 * in the surfaces' order, at most six (a card has room for no more stripes).
 */
export function swatchColours(surfaces: readonly { hex?: string | null }[] | null | undefined): string[] {
  const colours = (surfaces ?? []).map((s) => s.hex?.toLowerCase()).filter((hex): hex is string => typeof hex === 'string' && /^#[0-9a-f]{6}$/.test(hex));
  return [...new Set(colours)].slice(0, 6);
}
