// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, TechnicalProperties as Properties } from '@/lib/strapi/catalogue-schemas';
import { LOCALES, messagesOf, renderIn } from '@/tests/unit/render';
import { TechnicalProperties } from './TechnicalProperties';

const NOTHING_DECLARED: Properties = {
  fireClass: null,
  slipResistance: null,
  useClass: null,
  thickness: null,
  placement: null,
  epd: null,
  leadTimeDays: null,
  priceBand: null,
};

describe.each(LOCALES)('a product’s technical properties (%s)', (locale) => {
  const t = messagesOf(locale).Properties;
  const rows = (category: Category, properties: Partial<Properties> = {}) => {
    renderIn(
      locale,
      ['Properties'],
      <TechnicalProperties properties={{ ...NOTHING_DECLARED, ...properties }} category={category} locale={locale} heading={t.heading} />,
    );
    return Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  };

  it('on paint, lists no slip resistance, use class or thickness, not even as not stated', () => {
    expect(rows('paints', { fireClass: 'B-s1,d0' })).toEqual({
      [t.fireClass]: 'B-s1,d0',
      [t.placement]: t.notDeclared,
      [t.epd]: t.notDeclared,
      [t.leadTime]: t.notDeclared,
      [t.priceBand]: t.notDeclared,
    });
  });

  it('on a floor, says each one the producer has not stated', () => {
    const floor = rows('flooring');
    expect(Object.keys(floor)).toEqual([t.fireClass, t.slipResistance, t.useClass, t.thickness, t.placement, t.epd, t.leadTime, t.priceBand]);
    expect(new Set(Object.values(floor))).toEqual(new Set([t.notDeclared]));
  });

  it('on a tile, lists slip resistance but no use class', () => {
    const tile = Object.keys(rows('tiles'));
    expect(tile).toContain(t.slipResistance);
    expect(tile).not.toContain(t.useClass);
  });

  it('says what a use class means, in words', () => {
    const meaning = locale === 'sv' ? 'offentliga miljöer, normal användning' : 'commercial spaces, normal use';
    expect(rows('laminates', { useClass: 32 })[t.useClass]).toBe(`32 – ${meaning}`);
    expect(t.useClasses['32']).toBe(meaning);
  });

  it('still shows what a producer declared where it seldom applies', () => {
    expect(rows('wall-panels', { slipResistance: 'R10' })[t.slipResistance]).toBe('R10');
  });
});
