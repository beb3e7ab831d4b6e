import type { Sentence } from '../text/sentences';
import { addToDate, compareIso, findDates } from './dates';
import { DURATION, durationFrom } from './durations';
import { endFromSentence } from './term';

/** A date that might end the initial term, with what speaks for and against it, as features for the end model. */
export interface EndCandidate {
  iso: string;
  sentence: Sentence;
  features: string[];
}

/** A sentence to read candidates from, with how likely the term-clause model finds it and its rank. */
export interface RankedSentence {
  sentence: Sentence;
  probability: number;
  rank: number;
}

const WORDS = /[a-z]+|\d+/g;
const wordsOf = (text: string) => (text.toLowerCase().match(WORDS) ?? []).map((w) => (/^\d/.test(w) ? '#' : w));

/** The words around a mention: the five before it, the pair just before it, the four after it. */
function contextFeatures(text: string, start: number, end: number): string[] {
  const before = wordsOf(text.slice(Math.max(0, start - 80), start)).slice(-5);
  const after = wordsOf(text.slice(end, end + 60)).slice(0, 4);
  return [
    ...before.map((w) => `b:${w}`),
    ...(before.length >= 2 ? [`bb:${before.slice(-2).join(' ')}`] : []),
    ...after.map((w) => `a:${w}`),
  ];
}

const probabilityBucket = (p: number) =>
  p >= 0.9 ? '0.9' : p >= 0.6 ? '0.6' : p >= 0.3 ? '0.3' : p >= 0.1 ? '0.1' : '0';

/** How the date stands to the effective date: whole years after it (a term is rarely under one or over twelve). */
function relationFeatures(iso: string, effective: string | null): string[] {
  if (!effective) return ['eff:none'];
  if (iso === effective) return ['eff:same'];
  if (compareIso(iso, effective) < 0) return ['eff:after-end'];
  const years = Number(iso.slice(0, 4)) - Number(effective.slice(0, 4));
  return [`yrs:${Math.min(years, 12)}`, ...(iso.slice(5) === effective.slice(5) ? ['eff:anniversary'] : [])];
}

/**
 * Every date a ranked sentence could mean as the end of the term: each date written in it, each duration in it
 * counted from the effective date or from a date written before it, and the hand-written readers' answer. Which
 * one is right is the end model's judgement, fitted on data (npm run train:analysis), not an order of rules.
 */
export function endCandidates(
  ranked: RankedSentence[],
  effective: string | null,
  yearName: string | undefined,
  source: 'ranked' | 'anywhere' = 'ranked',
): EndCandidate[] {
  const candidates: EndCandidate[] = [];
  for (const { sentence, probability, rank } of ranked) {
    const text = sentence.text;
    const common = [`src:${source}`, `rank:${rank}`, `p:${probabilityBucket(probability)}`];
    const ruled = endFromSentence(sentence, effective, yearName);
    const add = (iso: string, features: string[]) =>
      candidates.push({
        iso,
        sentence,
        features: [...common, ...features, ...relationFeatures(iso, effective), ...(iso === ruled ? ['rule'] : [])],
      });
    const dates = findDates(text);
    for (const date of dates) add(date.iso, ['kind:date', ...contextFeatures(text, date.index, date.end)]);
    for (const match of text.matchAll(new RegExp(DURATION, 'gi'))) {
      const duration = durationFrom(match.slice(1));
      if (!duration) continue;
      const end = match.index + match[0].length;
      const size = [`unit:${duration.unit}`, `amt:${Math.min(duration.amount, 15)}`];
      const context = contextFeatures(text, match.index, end);
      if (effective) add(addToDate(effective, duration.amount, duration.unit), ['kind:dur-eff', ...size, ...context]);
      const startedOn = dates.filter((date) => date.end <= match.index).at(-1);
      if (startedOn)
        add(addToDate(startedOn.iso, duration.amount, duration.unit), ['kind:dur-date', ...size, ...context]);
    }
    if (ruled && !candidates.some((c) => c.sentence === sentence && c.iso === ruled)) add(ruled, ['kind:rule']);
  }
  // A date several readings agree on is likelier.
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(c.iso, (counts.get(c.iso) ?? 0) + 1);
  for (const c of candidates) if ((counts.get(c.iso) ?? 0) > 1) c.features.push('repeated');
  return candidates;
}
