import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { DeltaLegend } from '@/components/colour/DeltaLegend';
import { formatDeltaE, formatNumber } from '@/lib/i18n/format';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { bandOf } from '@/lib/colour/bands';
import { deltaE2000 } from '@/lib/colour/ciede2000';
import { getProduct, getSurface, type SurfaceDetail } from '@/lib/strapi';
import { differs, specificationRows } from './differs';
import { compareQuery, MAX_COMPARED, type CompareRequest } from './ids';
import { SaveCompared } from './SaveCompared';
import { labText } from '@/lib/colour/lab-text';

interface Row {
  key: string;
  label: string;
  /** What decides whether the row differs (the shown text can be a link or an image). */
  values: (string | number | null)[];
  cells: ReactNode[];
}

/** The compare page's body: the surfaces of the address side by side, and their ΔE00 matrix. */
export async function CompareView({ request, locale }: { request: CompareRequest; locale: Locale }) {
  const [t, tSurface, tFinish, tMeasure, tBand] = await Promise.all([
    getTranslations('ComparePage'),
    getTranslations('SurfacePage'),
    getTranslations('Finishes'),
    getTranslations('Measurements'),
    getTranslations('ColourDifference.bands'),
  ]);
  const header = (
    <header className="page__header">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro', { max: MAX_COMPARED })}</p>
    </header>
  );

  // Too many ids: a notice on a 200 page rather than a 400. A page cannot set its status in
  // the App Router short of notFound(), and a 404 would say the address names nothing; the
  // refusal keeps the page's frame, language and tray, and the address stays shareable.
  if (request.tooMany) {
    return (
      <div className="container compare">
        {header}
        <p className="notice" role="alert">
          {t('tooMany', { count: request.ids.length, max: MAX_COMPARED })}
        </p>
        <p>
          <Link href={{ pathname: '/compare', query: compareQuery(request.ids.slice(0, MAX_COMPARED)) }}>{t('compareFirst', { max: MAX_COMPARED })}</Link>
        </p>
      </div>
    );
  }

  const found = await Promise.all(request.ids.map((id) => getSurface(id, locale)));
  const surfaces = found.filter((surface): surface is SurfaceDetail => surface !== null);
  const dropped = request.malformed + request.ids.length - surfaces.length;
  const products = await Promise.all(surfaces.map((surface) => (surface.product ? getProduct(surface.product.id, locale) : null)));
  const missing = tSurface('notDeclared');
  const number = (value: number | null) => (value == null ? missing : formatNumber(value, locale, { fixed: 1 }));
  const droppedNotice =
    dropped > 0 ? (
      <p className="notice" role="status">
        {t('dropped', { count: dropped })}
      </p>
    ) : null;

  if (surfaces.length === 0) {
    return (
      <div className="container compare">
        {header}
        {droppedNotice}
        <p>{t('empty')}</p>
      </div>
    );
  }

  const rows: Row[] = [
    {
      key: 'product',
      label: tSurface('product'),
      values: surfaces.map((s) => s.product?.id ?? null),
      cells: surfaces.map((s) =>
        s.product ? (
          <Link key={s.id} href={sitePaths.product(s.product.id)}>
            {s.product.name}
          </Link>
        ) : (
          missing
        ),
      ),
    },
    {
      key: 'producer',
      label: tSurface('producer'),
      values: surfaces.map((s) => s.product?.producer?.name ?? null),
      cells: surfaces.map((s) => s.product?.producer?.name ?? missing),
    },
    { key: 'articleNumber', label: tSurface('articleNumber'), values: surfaces.map((s) => s.articleNumber), cells: surfaces.map((s) => s.articleNumber) },
    { key: 'ncs', label: tSurface('ncs'), values: surfaces.map((s) => s.ncs), cells: surfaces.map((s) => s.ncs ?? missing) },
    {
      key: 'lab',
      label: tSurface('lab'),
      values: surfaces.map((s) => (s.lab ? `${s.lab.L},${s.lab.a},${s.lab.b}` : null)),
      cells: surfaces.map((s) => (s.lab ? labText(s.lab, locale) : missing)),
    },
    { key: 'gloss', label: tSurface('gloss'), values: surfaces.map((s) => s.gloss), cells: surfaces.map((s) => number(s.gloss)) },
    { key: 'lrv', label: tSurface('lrv'), values: surfaces.map((s) => s.lrv), cells: surfaces.map((s) => number(s.lrv)) },
    {
      key: 'finish',
      label: tSurface('finish'),
      values: surfaces.map((s) => s.finish),
      cells: surfaces.map((s) => (s.finish ? tFinish(s.finish) : missing)),
    },
    ...specificationRows(products).map((spec, index) => ({
      key: `spec-${index}`,
      label: spec.key,
      values: spec.values,
      cells: spec.values.map((value) => value ?? missing),
    })),
    {
      key: 'documents',
      label: t('documents'),
      values: products.map((p) => (p ? p.documents.map((d) => d.url).join(' ') : null)),
      cells: products.map((p) =>
        p && p.documents.length > 0 ? (
          <ul key={p.id} className="compare__documents">
            {p.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url}>{document.name}</a>
              </li>
            ))}
          </ul>
        ) : (
          missing
        ),
      ),
    },
  ];

  return (
    <div className="container compare">
      {header}
      {droppedNotice}
      <SaveCompared surfaceIds={surfaces.map((s) => s.id)} />
      <div className="table-scroll">
        <table className="compare__table">
          <caption className="visually-hidden">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <td />
              {surfaces.map((surface) => (
                <th key={surface.id} scope="col">
                  {surface.swatch ? (
                    <Image src={surface.swatch.url} alt="" width={96} height={96} className="compare__swatch" />
                  ) : (
                    <span className="compare__swatch" style={{ background: surface.hex ?? undefined }} />
                  )}
                  <Link href={sitePaths.surface(surface.id)}>{surface.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differing = differs(row.values);
              return (
                <tr key={row.key} className={differing ? 'compare__row compare__row--differs' : 'compare__row'}>
                  <th scope="row">
                    {row.label}
                    {differing && <span className="compare__differs"> {t('differs')}</span>}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {surfaces.length > 1 && (
        <section className="detail__section" aria-labelledby="delta-heading">
          <h2 id="delta-heading">{t('matrixTitle')}</h2>
          <p className="muted">{t('matrixIntro')}</p>
          <div className="table-scroll">
            <table className="compare__matrix">
              <caption className="visually-hidden">{t('matrixTitle')}</caption>
              <thead>
                <tr>
                  <td />
                  {surfaces.map((surface) => (
                    <th key={surface.id} scope="col">
                      {surface.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {surfaces.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">{row.name}</th>
                    {surfaces.map((column) => {
                      if (column.id === row.id) return <td key={column.id}>–</td>;
                      if (!row.lab || !column.lab) return <td key={column.id}>{tMeasure('noDeltaE')}</td>;
                      const delta = deltaE2000(row.lab, column.lab);
                      return (
                        <td key={column.id} data-verdict={bandOf(delta)}>
                          <span className="compare__delta">{formatDeltaE(delta, locale)}</span> <span className="compare__verdict">{tBand(bandOf(delta))}</span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <DeltaLegend />
        </section>
      )}
    </div>
  );
}
