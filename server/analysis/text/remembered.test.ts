import { describe, expect, it } from 'vitest';
import { rememberedByText } from './remembered';

describe('rememberedByText', () => {
  it('reads each text once while it is remembered, and gives the same answer again', () => {
    const read: string[] = [];
    const length = rememberedByText((text: string) => {
      read.push(text);
      return text.length === 0;
    });
    expect([length('a'), length(''), length('a'), length('')]).toEqual([false, true, false, true]);
    expect(read).toEqual(['a', '']);
  });

  it('forgets the oldest text once it holds as many as it keeps', () => {
    const read: string[] = [];
    const upper = rememberedByText((text: string) => {
      read.push(text);
      return text.toUpperCase();
    }, 2);
    ['a', 'b', 'c', 'b', 'a'].forEach((text) => upper(text));
    expect(read).toEqual(['a', 'b', 'c', 'a']);
  });
});
