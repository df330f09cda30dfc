import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('leaves out the pages far from the current one, keeping the first and the last', () => {
    expect(pageWindow(1, 1667)).toEqual([1, 2, 3, null, 1667]);
    expect(pageWindow(500, 1667)).toEqual([1, null, 498, 499, 500, 501, 502, null, 1667]);
    expect(pageWindow(1667, 1667)).toEqual([1, null, 1665, 1666, 1667]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
  });

  it('never links more than nine numbers, and always the current page', () => {
    for (let pages = 1; pages <= 60; pages++) {
      for (let page = 1; page <= pages; page++) {
        const window = pageWindow(page, pages);
        expect(window.filter((p) => p !== null).length).toBeLessThanOrEqual(9);
        expect(window).toContain(page);
      }
    }
  });
});
