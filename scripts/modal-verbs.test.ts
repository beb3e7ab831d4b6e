import { describe, expect, it } from 'vitest';
import { shallWrittenWill } from './modal-verbs';

describe('a contract in another modal verb', () => {
  it('writes every "shall" as "will", capitalised and in capitals as written, and leaves other words alone', () => {
    expect(
      shallWrittenWill('Shall the Term end, this Agreement shall not renew. THE TERM SHALL END. Marshall shallow.'),
    ).toBe('Will the Term end, this Agreement will not renew. THE TERM WILL END. Marshall shallow.');
  });
});
