import { describe, expect, it } from 'vitest';
import { DESK_MAX_PAGE, pageFrom } from './page-number';

describe("the desk's ?page=", () => {
  it('takes a whole page number the cms serves', () => {
    expect(pageFrom('1')).toBe(1);
    expect(pageFrom('2')).toBe(2);
    expect(pageFrom(String(DESK_MAX_PAGE))).toBe(DESK_MAX_PAGE);
  });

  it('reads anything else as the first page, so no address makes the cms refuse the page', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', String(DESK_MAX_PAGE + 1), '999', '1000', ['2', '3']]) {
      expect(pageFrom(value), JSON.stringify(value)).toBe(1);
    }
  });
});
