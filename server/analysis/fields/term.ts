import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import { NUMBER_WORD, parseNumberWords } from '../text/numbers';
import { addToDate, findDates } from './dates';
import { DURATION, durationFrom } from './durations';

export type Expiration = string | 'perpetual';

/** Sentences that state the agreement's own term (not a survival, warranty or payment period). */
const TERM_SUBJECT =
  /\b(?:term\s+of\s+this\s+(?:agreement|contract|license|lease)|(?:initial|original)\s+term|this\s+(?:agreement|contract|license)\s+(?:shall|will)\s+(?:be\s+(?:in\s+(?:full\s+)?(?:force|effect)|effective|valid)|continue|remain|commence|expire|terminate|end|run|become)|the\s+term\s+(?:hereof|shall|will|is)|"term"|\bterm\b\s*[.:-]|agreement\s+(?:shall|will)\s+(?:have|be\s+for)\s+a\s+(?:term|period))/i;
const NOT_OUR_TERM =
  /\b(?:surviv|following\s+(?:the\s+)?(?:termination|expiration)|after\s+(?:the\s+)?(?:termination|expiration|expiry)|warrant|confidential|non-?compet|non-?solicit|statute\s+of\s+limitation|payment\s+term|royalt)/i;

const PERPETUAL =
  /\b(?:perpetual|in\s+perpetuity|perpetuity|indefinite(?:ly)?|(?:shall|will)\s+(?:continue|remain)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:thereafter\s+)?until\s+(?:terminated|it\s+is\s+terminated|such\s+time\s+as|either\s+party\s+terminates|the\s+(?:parties|company)\s+(?:mutually\s+)?agree))/i;

const EXPLICIT_END =
  /\b(?:until|through|thru|ending\s+on|end(?:s)?\s+on|expir(?:e|es|ing)\s+(?:on|at\s+(?:midnight|the\s+close\s+of\s+business)\s+on)|terminat(?:e|es|ing)\s+on|up\s+to\s+and\s+including|to\s+and\s+including|and\s+(?:shall\s+)?(?:end|expire)\s+on)\s+(?:(?:11:59|12:00|midnight|the\s+close\s+of\s+business)[^,]{0,30}?\s+(?:on\s+)?)?/gi;
const FROM_START =
  /\b(?:from|after|following|commencing\s+(?:on|with)?|beginning\s+(?:on|with)?|starting\s+(?:on|with)?|of|as\s+of)\s+(?:the\s+)?(?:(Effective|Commencement|Start|Execution)\s+Date|date\s+(?:hereof|of\s+this\s+agreement|of\s+execution|first\s+(?:written|set\s+forth)\s+above)|execution\s+(?:hereof|of\s+this\s+agreement))/i;
const ANNIVERSARY = new RegExp(
  `\\buntil\\s+(?:the\\s+)?(${NUMBER_WORD}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\d+(?:st|nd|rd|th))\\s*(?:\\(\\d+(?:st|nd|rd|th)?\\)\\s*)?anniversary\\s+of\\s+(?:the\\s+)?(?:Effective|Commencement)\\s+Date`,
  'i',
);
const END_OF_CALENDAR_YEAR =
  /\buntil\s+(?:the\s+end\s+of|december\s+31(?:st)?\s+of)\s+(?:the\s+)?(?:current|then[- ]current)\s+(?:calendar\s+)?year/i;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** Sentences where the agreement itself starts, runs, continues or ends. */
const AGREEMENT_RUNS =
  /\b(?:this\s+)?(?:agreement|contract|license)\b[^.;]{0,120}?\b(?:commenc|begin|continu|remain|expir|effective\s+(?:until|for|through)|in\s+(?:full\s+)?(?:force|effect))/i;

function termSentences(doc: PreparedDocument): Sentence[] {
  return doc.sentences.filter((s) => TERM_SUBJECT.test(s.text) || AGREEMENT_RUNS.test(s.text));
}

function ordinalValue(word: string): number | null {
  const lower = word.toLowerCase();
  return ORDINALS[lower] ?? (/^\d+/.test(lower) ? parseInt(lower, 10) : parseNumberWords(lower));
}

/** Whether the words just before a match speak of some other period (survival, warranty, payment...). */
const aboutOtherPeriod = (text: string, index: number) =>
  NOT_OUR_TERM.test(text.slice(Math.max(0, index - 100), index + 60));

const STARTS_FROM = /^\s*(?:from|after|following|commencing|beginning|starting|as\s+of|of)\b/i;
const TERM_IS_DURATION =
  /\b(?:term|period|duration)\s+(?:of\s+(?:this\s+agreement\s+)?)?(?:(?:shall|will)\s+(?:be|continue|run)\s+(?:for\s+)?|is\s+|of\s+)(?:an?\s+)?(?:initial\s+)?(?:period\s+of\s+)?$|\bfor\s+(?:a|an|the)\s+(?:initial\s+|fixed\s+|further\s+)?(?:term|period)\s+of\s+$|\b(?:continue|remain)[^.;]{0,60}?\bfor\s+(?:a\s+period\s+of\s+)?$/i;
const STARTED_ON = /\b(?:commenc\w*|begin\w*|start\w*|effective)\s+(?:on|as\s+of|from)?\s*$/i;

/** Where a duration is counted from: a date written after it, a date the term starts on, or the effective date. */
function durationStart(text: string, index: number, length: number, effective: string | null): string | null {
  const after = text.slice(index + length, index + length + 160);
  if (STARTS_FROM.test(after)) {
    const date = findDates(after)[0];
    if (date && date.index < 70) return date.iso;
    return FROM_START.test(after.slice(0, 90)) ? effective : null;
  }
  const before = text.slice(Math.max(0, index - 200), index);
  const datedStart = findDates(before)
    .filter((date) => STARTED_ON.test(before.slice(Math.max(0, date.index - 40), date.index)))
    .at(-1);
  if (datedStart) return datedStart.iso;
  return TERM_IS_DURATION.test(before) ? effective : null;
}

/** The end of the initial term stated in one sentence, counted from `effective` when it is a duration. */
function endFromSentence(sentence: Sentence, effective: string | null): string | null {
  const text = sentence.text;
  for (const match of text.matchAll(EXPLICIT_END)) {
    if (aboutOtherPeriod(text, match.index)) continue;
    const date = findDates(text.slice(match.index + match[0].length, match.index + match[0].length + 40))[0];
    if (date && date.index === 0) return date.iso;
  }
  const anniversary = ANNIVERSARY.exec(text);
  if (anniversary && effective) {
    const years = ordinalValue(anniversary[1]);
    if (years) return addToDate(effective, years, 'year');
  }
  if (END_OF_CALENDAR_YEAR.test(text) && effective) return `${effective.slice(0, 4)}-12-31`;
  for (const match of text.matchAll(new RegExp(DURATION, 'gi'))) {
    const duration = durationFrom(match.slice(1));
    if (!duration || (duration.unit === 'day' && duration.amount < 28) || aboutOtherPeriod(text, match.index)) continue;
    const start = durationStart(text, match.index, match[0].length, effective);
    if (start) return addToDate(start, duration.amount, duration.unit);
  }
  return null;
}

/**
 * The date the initial term ends, "perpetual" for terms without end, or null when the contract states neither
 * in a way that can be read with confidence.
 */
export function findExpiration(doc: PreparedDocument, effectiveDate: string | null): Finding<Expiration> | null {
  const sentences = termSentences(doc);
  for (const sentence of sentences) {
    const end = endFromSentence(sentence, effectiveDate);
    if (end) return { value: end, evidence: evidenceOf(sentence) };
    if (PERPETUAL.test(sentence.text)) return { value: 'perpetual', evidence: evidenceOf(sentence) };
  }
  const perpetual = doc.sentences.find(
    (s) => PERPETUAL.test(s.text) && /\bagreement|term\b/i.test(s.text) && !NOT_OUR_TERM.test(s.text),
  );
  return perpetual ? { value: 'perpetual', evidence: evidenceOf(perpetual) } : null;
}
