import { describe, expect, it } from 'vitest';
import { orderSchema, pickedIds, postalCodeProblem } from './form';

const id = (n: number) => `${'a'.repeat(22)}${String(n).padStart(2, '0')}`;

describe('postal codes', () => {
  it.each([
    ['SE', '123 45'],
    ['SE', '12345'],
    ['NO', '0150'],
    ['DK', '1050'],
    ['FI', '00100'],
    ['IS', '101'],
  ])('takes %s %s', (country, code) => {
    expect(postalCodeProblem(country, code)).toBeNull();
  });

  it.each([
    ['SE', '1234', 'postalCodeSE'],
    ['SE', '123-45', 'postalCodeSE'],
    ['NO', '01500', 'postalCodeNO'],
    ['DK', '105', 'postalCodeDK'],
    ['FI', '0010', 'postalCodeFI'],
    ['IS', '1010', 'postalCodeIS'],
    ['SE', '', 'postalCodeRequired'],
  ])('says what is wrong with %s "%s"', (country, code, problem) => {
    expect(postalCodeProblem(country, code)).toBe(problem);
  });

  it('leaves an unknown country to the country field', () => {
    expect(postalCodeProblem('DE', '10115')).toBeNull();
    expect(orderSchema.shape.country.safeParse('DE').success).toBe(false);
  });
});

describe('the picked surfaces', () => {
  it('keeps document ids once each and drops anything else', () => {
    expect(pickedIds(`${id(1)},${id(2)},${id(1)},<script>,`)).toEqual({ ids: [id(1), id(2)] });
  });

  it('refuses none and more than ten', () => {
    expect(pickedIds('')).toEqual({ problem: 'noSurfaces' });
    expect(pickedIds(null)).toEqual({ problem: 'noSurfaces' });
    expect(pickedIds(Array.from({ length: 11 }, (_, n) => id(n)).join(','))).toEqual({ problem: 'tooManySurfaces' });
  });
});

describe('the order form', () => {
  const valid = { name: 'Ada Lind', email: 'ada@example.com', street: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm', country: 'SE' };

  it('needs name, e-mail and the delivery address; company and message are optional', () => {
    expect(orderSchema.safeParse(valid).success).toBe(true);
    const result = orderSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['name', 'email', 'street', 'postalCode', 'city', 'country']));
  });

  it('refuses line breaks in names and addresses, which would end up in mail lines', () => {
    const result = orderSchema.safeParse({ ...valid, name: 'Ada\r\nBcc: x@example.com' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['name', 'invalidCharacters']]);
  });
});
