import { describe, expect, it } from 'vitest';
import { addPick, isFull, parsePicks, removePick, storageKey } from './picks';

const id = (n: number) => `surface${String(n).padStart(2, '0')}aaaaaaaaaaaaaaaa`;

describe('picks', () => {
  it('keeps each list under its own key', () => {
    expect(storageKey('compare')).toBe('ytbanken:picks:compare');
    expect(storageKey('samples')).toBe('ytbanken:picks:samples');
  });

  it('reads what it wrote and ignores anything else', () => {
    expect(parsePicks(JSON.stringify([id(1), id(2)]), 'compare')).toEqual([id(1), id(2)]);
    expect(parsePicks(null, 'compare')).toEqual([]);
    expect(parsePicks('not json', 'compare')).toEqual([]);
    expect(parsePicks('{"a":1}', 'compare')).toEqual([]);
    expect(parsePicks(JSON.stringify([id(1), 7, '<script>', id(1), id(2)]), 'compare')).toEqual([id(1), id(2)]);
  });

  it('never reads more than a list holds', () => {
    const many = JSON.stringify(Array.from({ length: 12 }, (_, n) => id(n)));
    expect(parsePicks(many, 'compare')).toHaveLength(4);
    expect(parsePicks(many, 'samples')).toHaveLength(10);
  });

  it('adds once, up to the limit, and removes', () => {
    let ids = addPick([], id(1), 'compare');
    expect(addPick(ids, id(1), 'compare')).toBe(ids);
    for (const n of [2, 3, 4]) ids = addPick(ids, id(n), 'compare');
    expect(isFull(ids, 'compare')).toBe(true);
    expect(addPick(ids, id(5), 'compare')).toBe(ids);
    expect(isFull(ids, 'samples')).toBe(false);
    expect(addPick(ids, id(5), 'samples')).toHaveLength(5);
    expect(removePick(ids, id(2))).toEqual([id(1), id(3), id(4)]);
    expect(addPick([], 'Not An Id', 'samples')).toEqual([]);
  });
});
