import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { findExpiration, rankTermSentences, STORED_TERM_MODELS, expirationCandidates } from './expiration';

const TEXT =
  'This Agreement is made on January 1, 2020 (the "Effective Date") between Acme and Beta. ' +
  'The term of this Agreement shall commence on the Effective Date and continue for three (3) years. ' +
  'Invoices dated March 5, 2021 or later are payable within thirty (30) days. ' +
  'This Agreement is governed by the laws of Delaware.';
const EFFECTIVE = '2020-01-01';

describe('expiration candidates', () => {
  const doc = prepareDocument(TEXT);
  const ranked = rankTermSentences(doc, STORED_TERM_MODELS.clause);

  it('reads the term sentence, found likely, and not the governing law', () => {
    const term = ranked.find(({ sentence }) => sentence.text.startsWith('The term of this Agreement'));
    expect(term?.probability).toBeGreaterThan(0.5);
    expect(ranked.some(({ sentence }) => sentence.text.includes('governed by'))).toBe(false);
  });

  it('offers the duration counted from the effective date, marked as the hand-written readers’ answer', () => {
    const candidates = expirationCandidates(doc, EFFECTIVE, ranked);
    const counted = candidates.find((c) => c.value === '2023-01-01');
    expect(counted?.features).toEqual(
      expect.arrayContaining(['kind:dur-eff', 'unit:year', 'amt:3', 'rule', 'first-rule', 'yrs:3']),
    );
  });
});

describe('findExpiration', () => {
  const doc = prepareDocument(TEXT);

  it('reads the end of the term with the stored models, with the end model’s probability as confidence', () => {
    const found = findExpiration(doc, EFFECTIVE);
    expect(found?.value).toBe('2023-01-01');
    expect(found?.evidence).toMatch(/continue for three \(3\) years/);
    expect(found?.confidence).toBeGreaterThan(0.3);
    expect(found?.confidence).toBeLessThanOrEqual(1);
  });

  it('chooses by the end model’s weights, and names no date below its threshold', () => {
    const { clause } = STORED_TERM_MODELS;
    const writtenDates = { about: 'test', bias: -3, weights: { 'kind:date': 6 }, threshold: 0.5 };
    // Only written dates score, so the counted end (2023-01-01) loses to a date written in a ranked sentence.
    expect(['2020-01-01', '2021-03-05']).toContain(
      findExpiration(doc, EFFECTIVE, { clause, choice: writtenDates })?.value,
    );
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: { ...writtenDates, threshold: 0.99 } })).toBeNull();
  });

  it('without an end model, takes the first ranked sentence’s reading', () => {
    const found = findExpiration(doc, EFFECTIVE, { clause: STORED_TERM_MODELS.clause });
    expect(found?.value).toBe('2023-01-01');
  });
});
