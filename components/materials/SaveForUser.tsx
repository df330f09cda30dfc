'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { request } from '@/lib/http/request';
import type { Material } from '@/lib/strapi/owner-schemas';
import type { SaveLabels } from './SaveMaterialButton';
import { errorCode, MATERIALS_KEY, useMaterials } from './useMaterials';

/** The signed-in half of "Save": whether it is saved already, and saving it (with swr). */
export default function SaveForUser({ surfaceId, productId, labels }: { surfaceId?: string; productId?: string; labels: SaveLabels }) {
  const { data: saved, mutate } = useMaterials(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const already = saved?.some((m) => (surfaceId ? m.surface?.id === surfaceId : m.product?.id === productId));
  if (already) {
    return (
      <p className="save-state" role="status">
        <span className="save-state__done">✓ {labels.saved}</span> <Link href="/my-materials">{labels.seeSaved}</Link>
      </p>
    );
  }

  async function save() {
    setPending(true);
    setError(null);
    try {
      const { material } = (await request(MATERIALS_KEY, { method: 'POST', body: surfaceId ? { surfaceId } : { productId } })) as {
        material: Material;
      };
      await mutate((current) => [material, ...(current ?? [])], { revalidate: false });
    } catch (cause) {
      setError(labels.errors[errorCode(cause)] ?? labels.errors.failed!);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="save-material">
      <button type="button" className="button" onClick={save} disabled={pending} aria-disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
