'use client';

/**
 * What the tray shows for a picked surface (its name and colour), remembered when it is
 * picked: the picks themselves are ids only, and the tray must not ask the cms on every page.
 */
export interface PickLabel {
  name: string;
  hex: string | null;
}

const KEY = 'ytbanken:picks:labels';
const MAX_LABELS = 50;

function readAll(): Record<string, PickLabel> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, PickLabel>) : {};
  } catch {
    return {};
  }
}

export function rememberLabel(id: string, label: PickLabel) {
  const entries = Object.entries(readAll()).filter(([other]) => other !== id);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...entries.slice(-(MAX_LABELS - 1)), [id, label]])));
  } catch {
    // The tray falls back to a numbered name.
  }
}

export function labelOf(id: string): PickLabel | null {
  const label = readAll()[id];
  return label && typeof label.name === 'string' ? { name: label.name, hex: typeof label.hex === 'string' ? label.hex : null } : null;
}
