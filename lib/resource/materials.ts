'use client';

import { useLocale } from 'next-intl';
import { keys } from './keys';
import { answers, type Material } from '@/lib/records/account';
import { useChanges, useResource, type Notices } from './resource';
import { request } from '@/lib/http/request';

const NONE: Material[] = [];
const without = (list: Material[], id: string) => list.filter((m) => m.id !== id);

/**
 * The signed-in user's saved materials, shared by every component that shows or changes them.
 * In the kit, not in features/materials: four features read them, and the materials list
 * offers the user's projects while the projects offer the saved materials, so the two
 * features would otherwise need each other.
 */
export function useMaterials(notices?: Notices) {
  const locale = useLocale();
  const { data, error, mutate } = useResource(keys.materials(locale), answers.materials);
  const { change, pending } = useChanges(data, mutate, NONE, notices);

  return {
    materials: data,
    error,
    pending,
    /** Saves a surface or a product; the caller shows a refusal next to its button. */
    save: (target: { surfaceId: string } | { productId: string }) =>
      change({
        id: 'new',
        optimistic: (list) => list,
        send: () => request(keys.materials(locale), { method: 'POST', body: target, schema: answers.material }),
        settle: (list, material) => [material, ...without(list, material.id)],
        quiet: true,
      }),
    saveNote: (material: Material, note: string, done: string) =>
      change({
        id: material.id,
        optimistic: (list) => list.map((m) => (m.id === material.id ? { ...m, note } : m)),
        send: () => request(keys.material(material.id, locale), { method: 'PATCH', body: { note }, schema: answers.material }),
        settle: (list, saved) => list.map((m) => (m.id === saved.id ? saved : m)),
        done,
      }),
    remove: (material: Material, done: string) =>
      change({
        id: material.id,
        optimistic: (list) => without(list, material.id),
        send: () => request(keys.material(material.id, locale), { method: 'DELETE' }),
        settle: (list) => without(list, material.id),
        done,
      }),
  };
}
