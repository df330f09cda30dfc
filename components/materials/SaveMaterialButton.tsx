'use client';

import { useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { Link, usePathname } from '@/i18n/navigation';
import { request } from '@/lib/http/request';
import type { Material } from '@/lib/strapi/owner-schemas';
import { errorCode, MATERIALS_KEY, useMaterials } from './useMaterials';

interface Labels {
  save: string;
  saving: string;
  saved: string;
  seeSaved: string;
  signInToSave: string;
  errors: Record<string, string>;
}

/**
 * "Save" on a product or surface page. Anonymous visitors are offered sign-in and come
 * back to the same page; signed-in users see at once whether it is already saved.
 */
export function SaveMaterialButton({ surfaceId, productId, labels }: { surfaceId?: string; productId?: string; labels: Labels }) {
  const user = useAuth();
  const pathname = usePathname();
  const { data: saved, mutate } = useMaterials(Boolean(user));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <Link className="button button--secondary" href={{ pathname: '/login', query: { returnTo: pathname } }}>
        {labels.signInToSave}
      </Link>
    );
  }
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
