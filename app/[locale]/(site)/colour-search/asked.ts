import { z } from 'zod';
import { hexToLab, HEX } from '@ytbanken/domain/colour/cielab';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
import { ncsNotation } from '@ytbanken/domain/colour/ncs';
import type { Locale } from '@/i18n/routing';
import { labText } from '@/lib/colour/lab-text';
import { firstString, type Query } from '@/lib/http/query';

const number = (min: number, max: number) => z.coerce.number().min(min).max(max);
const labSchema = z.object({ L: number(0, 100), a: number(-128, 128), b: number(-128, 128) });

/** The fields a colour can be given in, in the order they are read when more than one is filled. */
export const COLOUR_FIELDS = ['hex', 'ncs', 'L', 'a', 'b'] as const;

export type Asked =
  | { kind: 'none' }
  | { kind: 'invalid'; field: 'hex' | 'ncs' | 'lab' }
  | { kind: 'colour'; lab: Lab; label: string; hex: string | null }
  /** An NCS code, as NCS writes it: it is searched around the L*a*b* of the surfaces that declare it. */
  | { kind: 'ncs'; code: string };

/**
 * What the address asks for: a hex colour if one is given, else an NCS code, else all three
 * L*a*b* values. An NCS code is read as the site search reads it (with or without its S,
 * spaces or capitals) and never converted: the page looks for the surfaces that declare it.
 */
export function askedColour(query: Query, locale: Locale): Asked {
  const hex = firstString(query, 'hex')?.trim() ?? '';
  const ncs = firstString(query, 'ncs')?.trim() ?? '';
  const lab = ['L', 'a', 'b'].map((name) => firstString(query, name)?.trim().replace(',', '.') ?? '');
  if (hex) {
    const withHash = hex.startsWith('#') ? hex : `#${hex}`;
    if (!HEX.test(withHash)) return { kind: 'invalid', field: 'hex' };
    return { kind: 'colour', lab: hexToLab(withHash), label: withHash.toLowerCase(), hex: withHash.toLowerCase() };
  }
  if (ncs) {
    const code = ncsNotation(ncs);
    return code ? { kind: 'ncs', code } : { kind: 'invalid', field: 'ncs' };
  }
  if (lab.every((value) => value === '')) return { kind: 'none' };
  const parsed = labSchema.safeParse({ L: lab[0] || undefined, a: lab[1] || undefined, b: lab[2] || undefined });
  if (!parsed.success) return { kind: 'invalid', field: 'lab' };
  return { kind: 'colour', lab: parsed.data, label: labText(parsed.data, locale), hex: null };
}
