import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Measurement } from '@/lib/records/account';
import {
  emptyValues,
  fieldErrorsFrom,
  formValues,
  fromLocalDateTime,
  localDateTime,
  parseDecimal,
  validateMeasurement,
  valuesOf,
  type FormValues,
} from './form';

const SURFACE = 'abcdefghijklmnopqrstuvwx';
const PROJECT = 'zyxwvutsrqponmlkjihgfedc';

const filled = (overrides: Partial<FormValues> = {}): FormValues => ({
  ...emptyValues(new Date(2026, 2, 2, 9, 15)),
  surfaceId: SURFACE,
  L: '61,5',
  a: '−3.25',
  b: '12',
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('parseDecimal', () => {
  it('reads Swedish and English decimals and a typographic minus', () => {
    expect([parseDecimal('61,5'), parseDecimal(' 61.5 '), parseDecimal('−3'), parseDecimal('-0.5'), parseDecimal(',5')]).toEqual([61.5, 61.5, -3, -0.5, 0.5]);
  });

  it('is undefined for an empty field and NaN for text', () => {
    expect(parseDecimal('  ')).toBeUndefined();
    expect(parseDecimal('12a')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
  });
});

describe('local date and time', () => {
  it('round-trips a datetime-local value through an ISO instant', () => {
    const date = new Date(2026, 0, 31, 23, 5);
    expect(localDateTime(date)).toBe('2026-01-31T23:05');
    expect(fromLocalDateTime('2026-01-31T23:05')).toBe(date.toISOString());
  });

  it('has no instant for what is not a date', () => {
    expect(fromLocalDateTime('')).toBe('');
    expect(fromLocalDateTime('31/01/2026')).toBe('');
  });
});

describe('validateMeasurement', () => {
  it('turns the typed values into the route handler’s input', () => {
    const result = validateMeasurement(filled({ projectId: PROJECT, gloss: '10', instrument: ' Ci64 ', note: 'Prov 1' }));
    expect(result).toEqual({
      success: true,
      data: {
        surfaceId: SURFACE,
        projectId: PROJECT,
        L: 61.5,
        a: -3.25,
        b: 12,
        gloss: 10,
        lrv: null,
        instrument: 'Ci64',
        note: 'Prov 1',
        measuredAt: new Date(2026, 2, 2, 9, 15).toISOString(),
      },
    });
  });

  it('names each field at fault with the shared schema’s message keys', () => {
    const result = validateMeasurement(filled({ surfaceId: '', L: '101', a: '-129', b: 'x', gloss: '-1', lrv: '100,5', note: 'n'.repeat(1001) }));
    expect(result).toEqual({
      success: false,
      fieldErrors: { surfaceId: 'surfaceRequired', L: 'lRange', a: 'abRange', b: 'abRange', gloss: 'glossRange', lrv: 'lrvRange', note: 'noteTooLong' },
    });
  });

  it('requires L*, a* and b*', () => {
    expect(validateMeasurement(filled({ L: '', a: '', b: '' }))).toMatchObject({ fieldErrors: { L: 'lRange', a: 'abRange', b: 'abRange' } });
  });

  it('refuses a date in the future and one that is not a date', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 2, 12, 0) });
    expect(validateMeasurement(filled({ measuredAt: '2026-03-02T12:30' }))).toMatchObject({ fieldErrors: { measuredAt: 'dateInFuture' } });
    expect(validateMeasurement(filled({ measuredAt: '' }))).toMatchObject({ fieldErrors: { measuredAt: 'dateInvalid' } });
    expect(validateMeasurement(filled({ measuredAt: '2026-03-02T11:59' })).success).toBe(true);
  });

  it('keeps an edited measurement’s stored instant while its minute is unchanged', () => {
    const stored = new Date(2026, 1, 1, 8, 30, 42, 500).toISOString();
    const same = validateMeasurement(filled({ measuredAt: '2026-02-01T08:30' }), stored);
    const moved = validateMeasurement(filled({ measuredAt: '2026-02-01T08:31' }), stored);
    expect(same.success && same.data.measuredAt).toBe(stored);
    expect(moved.success && moved.data.measuredAt).toBe(new Date(2026, 1, 1, 8, 31).toISOString());
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps known keys of known fields and calls the rest invalid', () => {
    expect(fieldErrorsFrom({ L: 'lRange', gloss: 'somethingNew', form: 'invalid', surfaceId: 'invalid' })).toEqual({
      L: 'lRange',
      gloss: 'invalid',
      surfaceId: 'surfaceRequired',
    });
    expect(fieldErrorsFrom(undefined)).toEqual({});
  });
});

describe('valuesOf', () => {
  it('fills the edit form from a recorded measurement', () => {
    const measurement: Measurement = {
      id: 'm',
      measured: { L: 50.25, a: -1, b: 0 },
      gloss: null,
      lrv: 42,
      instrument: 'Ci64',
      note: 'Hörnet',
      measuredAt: new Date(2026, 4, 6, 7, 8).toISOString(),
      surface: null,
      project: { id: PROJECT, name: 'P' },
    };
    expect(valuesOf(measurement, 'sv')).toMatchObject({ L: '50,25', a: '-1' });
    expect(valuesOf(measurement, 'en')).toEqual({
      surfaceId: '',
      projectId: PROJECT,
      L: '50.25',
      a: '-1',
      b: '0',
      gloss: '',
      lrv: '42',
      instrument: 'Ci64',
      note: 'Hörnet',
      measuredAt: '2026-05-06T07:08',
    });
  });
});

describe('formValues', () => {
  it('reads every field as typed, and a missing one as empty', () => {
    const data = new FormData();
    data.set('surfaceId', 'surface00000000000000001');
    data.set('L', ' 52,3 ');
    data.set('note', 'Mot söder');
    expect(formValues(data)).toEqual({
      surfaceId: 'surface00000000000000001',
      projectId: '',
      L: ' 52,3 ',
      a: '',
      b: '',
      gloss: '',
      lrv: '',
      instrument: '',
      note: 'Mot söder',
      measuredAt: '',
    });
  });
});
