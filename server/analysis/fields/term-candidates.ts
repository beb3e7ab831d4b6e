import { contextFeatures, rankFeatures, type Candidate, type RankedSentence } from '../model/choice';
import { addToDate, compareIso, findDates } from './dates';
import { DURATION, durationFrom } from './durations';
import { endFromSentence } from './term';

/** A date that might end the initial term. */
export type EndCandidate = Candidate<string>;

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
): EndCandidate[] {
  const candidates: EndCandidate[] = [];
  for (const entry of ranked) {
    const { sentence } = entry;
    const text = sentence.text;
    const common = ['src:ranked', ...rankFeatures(entry)];
    const ruled = endFromSentence(sentence, effective, yearName);
    const add = (iso: string, features: string[]) =>
      candidates.push({
        value: iso,
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
    if (ruled && !candidates.some((c) => c.sentence === sentence && c.value === ruled)) add(ruled, ['kind:rule']);
  }
  // A date several readings agree on is likelier.
  const counts = new Map<string, number>();
  for (const c of candidates) counts.set(c.value, (counts.get(c.value) ?? 0) + 1);
  for (const c of candidates) if ((counts.get(c.value) ?? 0) > 1) c.features.push('repeated');
  return candidates;
}
