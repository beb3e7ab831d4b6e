import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits';
import { pagesToRead } from './pdf';

describe('pagesToRead', () => {
  it('reads every page of a short document', () => {
    expect(pagesToRead(3, DEFAULT_LIMITS)).toEqual([1, 2, 3]);
  });

  it('reads the head and the tail of a long one', () => {
    const pages = pagesToRead(200, { ...DEFAULT_LIMITS, leadingPages: 4, trailingPages: 2 });
    expect(pages).toEqual([1, 2, 3, 4, 199, 200]);
  });
});
