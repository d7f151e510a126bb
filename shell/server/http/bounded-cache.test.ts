import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('keeps entries while their weights (bytes) fit', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 6);
    expect([cache.get('a'), cache.get('b'), cache.weight, cache.size]).toEqual(['A', 'B', 10, 2]);
  });

  it('drops the least recently used first when over the bound', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.get('a'); // b is now the least recently used
    cache.set('c', 'C', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.weight]).toEqual(['A', undefined, 'C', 8]);
  });

  it('keeps the newest entry even when it alone is over the bound', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('big', 'BIG', 50);
    expect([cache.get('a'), cache.get('big'), cache.size]).toEqual([undefined, 'BIG', 1]);
  });

  it('counts a replaced entry once', () => {
    const cache = new BoundedCache<string>(10);
    cache.set('a', 'A1', 6);
    cache.set('a', 'A2', 5);
    expect([cache.get('a'), cache.weight, cache.size]).toEqual(['A2', 5, 1]);
    cache.delete('a');
    expect([cache.weight, cache.size]).toEqual([0, 0]);
  });

  it('counts entries when they are stored without a weight', () => {
    const cache = new BoundedCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual(['A', undefined, 'C', 2]);
  });
});
