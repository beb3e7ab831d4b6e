import { describe, expect, it } from 'vitest';
import { likeliest, rankFeatures, rankSentences } from './choice';
import type { SentenceModel } from './sentence-model';

/** A clause model that finds each of three sentences as likely as its words say ("strong" > "near" ≈ "close"). */
const MODEL: SentenceModel = { about: 'test', bias: 0, weights: { strong: 2, close: 0.3, near: 0.27 } };
const sentence = (text: string) => ({ text, start: 0, end: text.length });

describe('rankSentences', () => {
  it('gives sentences the clause model finds about as likely the same place among the choice features', () => {
    const ranked = rankSentences([sentence('near'), sentence('strong'), sentence('close')], MODEL, { min: 0, max: 3 });
    expect(ranked.map((entry) => entry.sentence.text)).toEqual(['strong', 'close', 'near']);
    expect(ranked.map((entry) => entry.rank)).toEqual([0, 1, 2]);
    // 0.574 and 0.567 are as likely: both second, whichever the sort put first.
    expect(ranked.map((entry) => rankFeatures(entry)[0])).toEqual(['rank:0', 'rank:1', 'rank:1']);
  });

  it('scores a sentence as its main clause too, where words before its subject are set aside, the likelier counting', () => {
    const model: SentenceModel = { about: 'test', bias: 0, weights: { strong: 2, proviso: -3 } };
    // 'proviso strong' reads as 'strong'; 'strong words' as 'proviso' (a main clause the model finds less likely).
    const mainClause = (text: string) =>
      text.startsWith('proviso ') ? text.slice('proviso '.length) : text === 'strong words' ? 'proviso' : null;
    const [plain] = rankSentences([sentence('proviso strong')], model, { min: 0, max: 1 });
    const [read] = rankSentences([sentence('proviso strong')], model, { min: 0, max: 1, mainClause });
    expect(plain.probability).toBeLessThan(0.5);
    expect(read.probability).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(read.sentence.text).toBe('proviso strong');
    // Never lower than the sentence's own score.
    const [own] = rankSentences([sentence('strong words')], model, { min: 0, max: 1, mainClause });
    expect(own.probability).toBeCloseTo(1 / (1 + Math.exp(-2)));
  });
});

describe('likeliest', () => {
  /** A choice model that finds a start "made as of" a day about as likely as one "commencing on" another. */
  const CHOICE: SentenceModel = { about: 'test', bias: 0, weights: { 'made-as-of': 1.245, commencing: 1.22 } };
  const candidate = (value: string, feature: string) => ({ value, sentence: sentence(feature), features: [feature] });

  it('takes the first read of two values the choice model finds about as likely: the likelier sentence decides', () => {
    const commencing = candidate('2024-06-01', 'commencing');
    const made = candidate('2024-04-15', 'made-as-of');
    expect(likeliest([commencing, made], CHOICE)?.candidate.value).toBe('2024-06-01');
    expect(likeliest([made, commencing], CHOICE)?.candidate.value).toBe('2024-04-15');
  });

  it('takes a value likelier by more than that wherever it was read', () => {
    const likelier = { ...CHOICE, weights: { ...CHOICE.weights, 'made-as-of': 1.4 } };
    const commencing = candidate('2024-06-01', 'commencing');
    const made = candidate('2024-04-15', 'made-as-of');
    expect(likeliest([commencing, made], likelier)?.candidate.value).toBe('2024-04-15');
    expect(likeliest([], likelier)).toBeNull();
  });
});
