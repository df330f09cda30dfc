import { describe, expect, it } from 'vitest';
import { addressFromForwarded } from './forwarded';

describe('addressFromForwarded', () => {
  it('takes the entry the nearest trusted proxy added', () => {
    expect(addressFromForwarded('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(addressFromForwarded('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(addressFromForwarded('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('ignores what a client wrote in front of the proxies', () => {
    expect(addressFromForwarded('1.1.1.1, 2.2.2.2, 198.51.100.4', 1)).toBe('198.51.100.4');
  });

  it('has no address without a trusted proxy or with too few entries', () => {
    expect(addressFromForwarded('203.0.113.7', 0)).toBeUndefined();
    expect(addressFromForwarded(null, 1)).toBeUndefined();
    expect(addressFromForwarded('203.0.113.7', 2)).toBeUndefined();
  });
});
