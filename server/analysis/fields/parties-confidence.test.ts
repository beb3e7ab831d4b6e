import { describe, expect, it } from 'vitest';
import { partiesConfidence, partiesFeatures } from './parties-confidence';

const PREAMBLE = 'This Agreement is made by and between Acme Inc. ("Acme") and Beta Trading and Sons ("Beta").';

describe('parties confidence', () => {
  it('describes a list by its shape: count, source, names in the sentence, entities, marks of a bad cut', () => {
    expect(partiesFeatures({ value: ['Acme Inc', 'Beta Trading and Sons'], evidence: PREAMBLE })).toEqual([
      'count:2',
      'src:preamble',
      'named:all',
      'entity:some',
      'capitals:none',
      'between',
      'joined-name',
    ]);
    expect(partiesFeatures({ value: ['ACME', 'ACME INTERNATIONAL LTD'], evidence: '' })).toEqual([
      'count:2',
      'src:elsewhere',
      'named:none',
      'entity:some',
      'capitals:all',
      'short-name',
      'shared-word',
    ]);
  });

  it('is a probability from the fitted weights of those features', () => {
    const model = { about: 'test', bias: 0, weights: { 'named:all': 2, 'src:elsewhere': -2 } };
    expect(partiesConfidence({ value: ['Acme Inc'], evidence: 'between Acme Inc. and its customers' }, model)).toBe(
      0.88,
    );
    expect(partiesConfidence({ value: ['Acme Inc'], evidence: '' }, model)).toBe(0.12);
  });
});
