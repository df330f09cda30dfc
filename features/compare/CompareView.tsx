import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/i18n/format';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { sitePaths } from '@/lib/catalogue/paths';
import { labText } from '@/lib/colour/lab-text';
import { getProduct, getSurface, type SurfaceDetail } from '@/lib/strapi';
import { aboveLowest, compareFigures } from './climate-row';
import { CompareSwatch } from './CompareSwatch';
import { DeltaMatrix } from './DeltaMatrix';
import { differs, shown, specificationRows } from './differs';
import { compareQuery, MAX_COMPARED, type CompareRequest } from './ids';
import { SaveCompared } from './SaveCompared';
import styles from './compare.module.css';

interface Row {
  key: string;
  label: string;
  /** Each surface's value as shown (null: not declared): whether the row differs is decided on these. */
  values: (string | null)[];
  /** What is shown when it is more than the text (a link, a list); else the values. */
  cells?: ReactNode[];
}

/** The compare page's body: the surfaces of the address side by side, and their ΔE00 matrix. */
export async function CompareView({ request, locale }: { request: CompareRequest; locale: Locale }) {
  const [t, tSurface, tFinish, tClimate] = await Promise.all([
    getTranslations('ComparePage'),
    getTranslations('SurfacePage'),
    getTranslations('Finishes'),
    getTranslations('Climate'),
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
  const [products, figures] = await Promise.all([
    Promise.all(surfaces.map((surface) => (surface.product ? getProduct(surface.product.id, locale) : null))),
    compareFigures(surfaces),
  ]);
  const missing = tSurface('notDeclared');
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

  const number = (value: number | null) => (value == null ? null : formatNumber(value, locale, { fixed: 1 }));
  // Each row's values as shown: what decides whether it is marked as differing.
  const rows: Row[] = [
    {
      key: 'product',
      label: tSurface('product'),
      // By product, not by name: two products may share a name.
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
    { key: 'producer', label: tSurface('producer'), values: surfaces.map((s) => shown(s.product?.producer?.name)) },
    { key: 'articleNumber', label: tSurface('articleNumber'), values: surfaces.map((s) => shown(s.articleNumber)) },
    { key: 'ncs', label: tSurface('ncs'), values: surfaces.map((s) => shown(s.ncs)) },
    { key: 'lab', label: tSurface('lab'), values: surfaces.map((s) => (s.lab ? labText(s.lab, locale) : null)) },
    { key: 'gloss', label: tSurface('gloss'), values: surfaces.map((s) => number(s.gloss)) },
    { key: 'lrv', label: tSurface('lrv'), values: surfaces.map((s) => number(s.lrv)) },
    { key: 'finish', label: tSurface('finish'), values: surfaces.map((s) => (s.finish ? tFinish(s.finish) : null)) },
    climateRow(figures),
    ...specificationRows(products).map((spec, index) => ({ key: `spec-${index}`, label: spec.key, values: spec.values.map(shown) })),
    {
      key: 'documents',
      label: t('documents'),
      values: products.map((p) => (p && p.documents.length > 0 ? p.documents.map((d) => d.url).join(' ') : null)),
      cells: products.map((p) =>
        p && p.documents.length > 0 ? (
          <ul key={p.id} className={styles.documents}>
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

  /** A1–A3 per m² with its source, and how much more than the lowest compared surface. */
  function climateRow(list: Awaited<ReturnType<typeof compareFigures>>): Row {
    const values = list.map((f) => (f?.a1a3 == null ? null : tClimate('a1a3', { value: formatNumber(f.a1a3, locale, { fixed: 1 }) })));
    const above = aboveLowest(list.map((f) => f?.a1a3 ?? null));
    return {
      key: 'climate',
      label: t('climate'),
      values,
      cells: list.map((f, index) => {
        const value = values[index];
        const difference = above[index];
        if (!f || value == null || difference == null) return missing;
        return (
          <span key={index} className="compare__climate">
            {value}
            <span className="muted">
              {' · '}
              {f.kind === 'epd' ? t('climateEpd', { number: f.declaration.registrationNumber }) : t('climateGeneric')}
            </span>
            <span className={styles.climateDifference}>
              {difference === 0 ? t('climateLowest') : t('climateAbove', { value: formatNumber(difference, locale, { fixed: 1 }) })}
            </span>
          </span>
        );
      }),
    };
  }

  return (
    <div className="container compare">
      {header}
      {droppedNotice}
      <SaveCompared surfaceIds={surfaces.map((s) => s.id)} />
      <div className="table-scroll">
        <table className={styles.table}>
          <caption className="visually-hidden">{t('tableCaption')}</caption>
          <thead>
            <tr>
              <td />
              {surfaces.map((surface) => (
                <th key={surface.id} scope="col">
                  <CompareSwatch surface={surface} size="large" />
                  <Link href={sitePaths.surface(surface.id)}>{surface.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differing = differs(row.values);
              return (
                <tr key={row.key} className={differing ? styles.differs : undefined}>
                  <th scope="row">
                    {row.label}
                    {differing && <span className={styles.differsNote}> {t('differs')}</span>}
                  </th>
                  {(row.cells ?? row.values.map((value) => value ?? missing)).map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {surfaces.length > 1 && <DeltaMatrix surfaces={surfaces} locale={locale} />}
    </div>
  );
}
