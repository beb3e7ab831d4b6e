import { describe, expect, it } from 'vitest';
import termClauseJson from './term-clause.json';
import { probabilityOf, sentenceFeatures, storedModel } from './sentence-model';
import { trainLogistic, scoreExamples, type Example } from './train-logistic';

describe('trainLogistic', () => {
  // Sentences about a term are positive whatever else they say; the rest are negative.
  const examples: Example[] = [
    ...['the term shall be two years', 'the term ends in may', 'initial term of one year'].map((text) => ({
      features: sentenceFeatures(text),
      label: 1 as const,
    })),
    ...['governed by the laws of texas', 'notices shall be in writing', 'the price is ten dollars', 'the laws'].map(
      (text) => ({ features: sentenceFeatures(text), label: 0 as const }),
    ),
  ];

  it('separates what it was shown, by the words that tell the classes apart', () => {
    const model = trainLogistic(examples, { minCount: 1, epochs: 200 });
    const scores = scoreExamples(model, examples);
    const lowestPositive = Math.min(...scores.slice(0, 3));
    const highestNegative = Math.max(...scores.slice(3));
    expect(lowestPositive).toBeGreaterThan(highestNegative);
    expect(model.weights.term).toBeGreaterThan(0);
    expect(model.weights.laws).toBeLessThan(0);
  });

  it('gives the same weights for the same examples', () => {
    expect(trainLogistic(examples)).toEqual(trainLogistic(examples));
  });

  it('leaves out features seen fewer times than minCount', () => {
    const model = trainLogistic(examples, { minCount: 2 });
    expect(model.weights).not.toHaveProperty('texas');
  });
});

describe('the stored term-clause model', () => {
  const model = storedModel('term-clause', termClauseJson);
  const likelihood = (text: string) => probabilityOf(model, sentenceFeatures(text));

  it('finds a term sentence likelier than boilerplate it has no reason to pick', () => {
    const term = likelihood(
      'The term of this Agreement shall commence on the Effective Date and continue for a period of three (3) years.',
    );
    for (const other of [
      'This Agreement shall be governed by the laws of the State of New York.',
      'All notices shall be in writing and delivered by hand or by courier.',
      'Licensee shall pay the fees set out in Schedule B within thirty (30) days of invoice.',
    ]) {
      expect(term).toBeGreaterThan(likelihood(other));
    }
    expect(term).toBeGreaterThan(0.5);
  });

  it("scores a sentence with a word the weights' prototype answers to (a construction contract's Constructor)", () => {
    const term = likelihood(
      'The term of this Agreement shall begin on the Effective Date and end when the Constructor completes the Works.',
    );
    expect(term).toBeGreaterThan(likelihood('This Agreement shall be governed by the laws of the State of New York.'));
  });
});
