import { rankFeatures, type Candidate, type RankedSentence } from '../model/choice';
import { NUMBER_WORD, ordinalValue, QUANTITY, quantityValue, TERM_ORDINAL } from '../text/numbers';
import { calendarYearEnds } from './calendar-years';
import { addToDate, compareIso, findDates, type DateMention } from './dates';
import { durationFrom, durationsIn, lengthGoingOn } from './durations';
import { definesOtherThanTerm } from '../text/definitions';
import { dayKey, namedStartDay, type NamedDays } from './named-days';
import { countedMonthEnds, FORBIDDEN_ACT, OFFER, PERIOD_NAMED_BY_ITS_END, startsOnEvent, TO_PERIOD } from './term';
import {
  clauseFeatures,
  clauseSpeaksOfSomethingElse,
  cueFeatures,
  DAY_BEFORE,
  EFFECTIVE_LIKE,
  countedFrom,
  NOTICE_AFTER,
  namedNotCounted,
  opensAsTerm,
  START_BEFORE,
  EVENT_START_DATED,
  SUPERSEDED_END_BEFORE,
  THEREAFTER,
} from './term-cues';

/**
 * A date that might end the initial term; `ofAnotherThing` where its clause is about another thing
 * (clauseSpeaksOfSomethingElse): the product does not take it (findExpiration), the model is fitted with it as with
 * any other candidate.
 */
export type EndCandidate = Candidate<string> & { ofAnotherThing?: true };

/** Time gone by rather than a term: "It's been a year since we last swept your chimney (29 November 2025)". */
const ELAPSED_AFTER = /^\s*(?:since|ago)\b/i;

/** "the fifth (5th) anniversary of", "the five (5) year anniversary of", "the 2nd anniversary thereof". */
const ANNIVERSARY = new RegExp(
  `\\b(${NUMBER_WORD}|${TERM_ORDINAL}|\\d+(?:st|nd|rd|th)?)\\s*(?:\\((\\d+)(?:st|nd|rd|th)?\\)\\s*)?(?:[\\s-]*years?[\\s-]*)?anniversary\\s+(?:of\\s+)?`,
  'gi',
);
/** What a contract may call its own years: "Contract Year", "Agreement Year", "License Year", or a bare "year". */
const OWN_YEAR = String.raw`(?:full\s+)?(?:(?:contract|agreement|licen[cs]e|lease|service)\s+)?years?\b`;
/**
 * The end of one of the contract's own years, counted from its start: "at the end of its third (3rd) year", "upon the
 * expiration of the second Agreement Year", "the last day of the fifth Contract Year". Not a calendar or fiscal year
 * (those are calendarYearEnds'), nor a year counted from an event ("the end of the first year after the Launch Date").
 */
const OWN_YEAR_END = new RegExp(
  String.raw`\b(?:end|close|expiry|expiration|last\s+day)\s+of\s+(?:the|its|this\s+agreement['’]s)\s+(${TERM_ORDINAL}|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?\s+${OWN_YEAR}`,
  'gi',
);
/** A term counted in the contract's own years: "shall consist of five (5) Contract Years". */
const OWN_YEARS_COUNTED = new RegExp(
  String.raw`\b${QUANTITY}\s+(?:contract|agreement|licen[cs]e|lease)\s+years\b`,
  'gi',
);
/** Words after a year that count it from something other than the term's start: "after the Launch Date". */
const COUNTED_FROM = /^\s*(?:after|following|from|of)\s+(?!(?:this|the)\s+(?:agreement|contract|term)\b)/i;

/** A start named before a length that a "thereafter" counts from. */
const STARTED_BEFORE = /\b(?:commenc\w*|begin\w*|start\w*|effective\s+date|execution|date\s+(?:hereof|of\s+this))\b/i;
/**
 * A named day's name: up to three capitalised words and "Date" ("Go-Live Date", "Service Start Date"), or in capitals,
 * as a conspicuous clause prints it ("THE EXPIRATION DATE").
 */
const DAY_NAME = String.raw`((?:[A-Z][\w-]*\s+){1,3}(?:Date|DATE))\b`;
/** A day named after "from": "the Go-Live Date". */
const NAMED_DAY = new RegExp(String.raw`^(?:the\s+|THE\s+)?${DAY_NAME}`);
/**
 * A named day with its date beside it: "from the Service Start Date of March 1, 2022", "the Go-Live Date (", "the date
 * of award, September 30, 2026".
 */
const NAMED_DAY_OF =
  /^(?:the\s+)?(?:[\w-]+\s+){0,3}?date(?:\s+of\s+(?:[\w-]+\s+){0,2}?[\w-]+(?=\s*,))?\s*(?:of|,|:|\(|being|which\s+is)?\s*$/i;
/**
 * An event named by one word after "from": "from completion", "from the delivery of", "from the date of completion",
 * its first one too ("from the date of first delivery").
 */
const EVENT_NAMED = /^(?:the\s+)?(?:date\s+of\s+(?:the\s+)?)?(?:(?:first|initial)\s+)?([a-z][\w-]*)\b/i;
/**
 * An act forbidden for a while, in the clause before a length: "Buyer may not assign this Agreement for a period of
 * three (3) years", "shall not, for a period of two years after": how long a restriction lasts, not the term.
 */
const FORBIDS_BEFORE = new RegExp(String.raw`${FORBIDDEN_ACT}[^.;:]*$`, 'i');
/** Obligations said to survive, in the clause before a length: "shall survive termination ... for a period of". */
const SURVIVES_BEFORE = /\bsurviv\w*\b[^.;:]*$/i;
/**
 * One of several periods counted, not a length: "the Minimum Royalty for each of the three (3) years following the
 * Effective Date", "during each of the first two years".
 */
const EACH_OF_BEFORE =
  /\b(?:each|any|every|all)\s+of\s+the\s+(?:(?:first|next|initial|following|remaining|last|final)\s+)?$/i;
/** The last day that names an accounting period ("the audit ... for the year ending 31 December 2026"): no end. */
const NAMED_BY_ITS_END_BEFORE = new RegExp(String.raw`(?:${PERIOD_NAMED_BY_ITS_END})(?:\s+on)?\s*$`, 'i');
const RANGE_BETWEEN = /^\s*(?:-|to|through|thru|until|and\s+end(?:ing)?\s+on)\s*$/i;
/**
 * An end that comes only if something has not happened by then ("shall lapse on December 31, 1995 if the Minimum
 * Purchase Requirements have not been met", a long-stop date "if the Closing has not occurred"): a condition's
 * deadline, not the day the term runs out.
 */
const UNLESS_MET_AFTER = /^\s*,?\s*if\s+(?:[^.;]{1,80}?\s)?(?:has|have)\s+not\s+(?:been|occurred|taken\s+place)\b/i;
/**
 * An offer's own expiry before a date ("This quote expires on", "the offer is valid until", "remains open for
 * acceptance until"): no term ends on it.
 */
const OFFER_EXPIRES = new RegExp(
  String.raw`${OFFER}[^.;]{0,40}?\b(?:expires?|expiring|is\s+valid|remains\s+open|is\s+open)\b(?:\s+for\s+acceptance)?[^.;]{0,20}$`,
  'i',
);

/** How the date stands to the effective date: whole years after it (a term is rarely under one or over twelve). */
function relationFeatures(iso: string, effective: string | null): string[] {
  if (!effective) return ['eff:none'];
  if (iso === effective) return ['eff:same'];
  if (compareIso(iso, effective) < 0) return ['eff:before'];
  const years = Number(iso.slice(0, 4)) - Number(effective.slice(0, 4));
  return [`yrs:${Math.min(years, 12)}`, ...(iso.slice(5) === effective.slice(5) ? ['eff:anniversary'] : [])];
}

/**
 * The day a length written at [start, end) counts from, and how it was found; null when it counts from an event
 * ("ten years from the Launch", "one year from the Rig Release Date"), whose day the contract does not give.
 * `effective` is null where the sentence starts the term on such an event ("effective as of the date the Site
 * becomes operational").
 */
function lengthStart(
  text: string,
  start: number,
  end: number,
  dates: DateMention[],
  effective: string | null,
  days: NamedDays,
) {
  const after = text.slice(end, end + 120);
  const startedOn = dates
    .filter(
      (date) =>
        date.end <= start &&
        (START_BEFORE.test(text.slice(Math.max(0, date.index - 40), date.index)) ||
          EVENT_START_DATED.test(text.slice(Math.max(0, date.index - 160), date.index))),
    )
    .at(-1);
  if (THEREAFTER.test(after)) {
    // "commencing on the Effective Date and ending two years thereafter", not "during the Term and for one year
    // thereafter" (after the term ends, a day the contract does not give).
    if (startedOn) return { iso: startedOn.iso, kind: 'dur-then-date' };
    return effective && STARTED_BEFORE.test(text.slice(0, start)) ? { iso: effective, kind: 'dur-then-eff' } : null;
  }
  const from = countedFrom(after, text.slice(start, end));
  if (from) {
    const named = after.slice(from.length);
    const date = findDates(named.slice(0, 120))[0];
    // "from March 1, 2022", "from the Service Start Date of March 1, 2022", "beginning on the date the system is
    // installed and activated, which is January 20, 2026".
    if (
      date &&
      (date.index < 12 ||
        NAMED_DAY_OF.test(named.slice(0, date.index)) ||
        EVENT_START_DATED.test(after.slice(0, from.length + date.index)))
    )
      return { iso: date.iso, kind: 'dur-next' };
    const day = NAMED_DAY.exec(named);
    const dated = day && days.get(dayKey(day[1]));
    if (dated) return { iso: dated, kind: 'dur-next' };
    // "5 years from completion" beside "Completion date: 1 September 2026": the event's day, labelled elsewhere.
    const event = EVENT_NAMED.exec(named);
    const eventDay = event && days.get(dayKey(`${event[1]} date`));
    if (eventDay) return { iso: eventDay, kind: 'dur-next' };
    return EFFECTIVE_LIKE.test(named) && effective ? { iso: effective, kind: 'dur-eff' } : null;
  }
  if (startedOn) return { iso: startedOn.iso, kind: 'dur-date' };
  // "Subscription Start Date: January 1, 2026 ... Subscription Term: 36 months": a length that names no day of its own
  // runs from the day the document names as the start, where it names one, not from the day it was signed. Where that
  // day is the effective date (a contract that calls its effective date its "Start Date"), the length is a bare one,
  // as it would be under the other name.
  const startDay = namedStartDay(days);
  if (startDay && startDay !== effective) return { iso: startDay, kind: 'dur-next' };
  return effective ? { iso: effective, kind: 'dur-bare' } : null;
}

/** A named day's name as a sentence writes it: "the Expiration Date", "the Go-Live Date" (capitalised, as defined). */
const NAMED_DAY_MENTION = new RegExp(String.raw`\b(?:the|THE)\s+${DAY_NAME}`, 'g');

/** The days a sentence names that the contract dates elsewhere (named-days), with where each name is written. */
function namedDayMentions(text: string, days: NamedDays): { iso: string; index: number; end: number }[] {
  return [...text.matchAll(NAMED_DAY_MENTION)].flatMap((match) => {
    const iso = days.get(dayKey(match[1]));
    return iso ? [{ iso, index: match.index, end: match.index + match[0].length }] : [];
  });
}

/** The day an anniversary written at [start, end) is of: a date, "thereof", or the effective date; else null. */
function anniversaryOf(text: string, start: number, end: number, dates: DateMention[], effective: string | null) {
  const named = text.slice(end, end + 80);
  const date = findDates(named.slice(0, 40))[0];
  if (date && date.index < 5) return date.iso;
  if (/^(?:thereof|(?:such|that)\s+date)/i.test(named))
    return dates.filter((d) => d.end <= start).at(-1)?.iso ?? effective;
  return EFFECTIVE_LIKE.test(named) ? effective : null;
}

/**
 * Every date a ranked sentence could mean as the end of the term: each date written in it (or named in it and dated
 * elsewhere: "the Expiration Date"), each length in it counted from the day it names (the effective date, a date
 * written beside it or given its name elsewhere), and each anniversary, with the day before where the sentence says
 * "the day prior to". A length counted from an event, or followed by notice words, gives none, and so does a sentence
 * defining something else ("'Contract Year' means ..."). No hand-written reader's answer is among the features: which
 * candidate is right is the end model's judgement from general features, fitted by npm run train:analysis, so it holds
 * on wording nobody here has read.
 */
export function endCandidates(
  ranked: RankedSentence[],
  effective: string | null,
  days: NamedDays = new Map(),
  /** The document's term commences on an event still to come (commencesOnEvent): no length counts from `effective`. */
  commencesLater = false,
): EndCandidate[] {
  const candidates: EndCandidate[] = [];
  for (const entry of ranked) {
    const { sentence } = entry;
    const text = sentence.text;
    if (definesOtherThanTerm(text)) continue;
    const termStart = commencesLater || startsOnEvent(text) ? null : effective;
    const opens = opensAsTerm(text) ? ['opens-as-term'] : [];
    const add = (iso: string, kind: string, extra: string[], start: number, end: number) => {
      // A clause of its own about another thing ("..., and the Research Term shall end on ...") ends no term: marked.
      const mark = clauseSpeaksOfSomethingElse(text, start) ? { ofAnotherThing: true as const } : {};
      const cues = cueFeatures(text, start, end);
      const features = [
        'src:ranked',
        ...rankFeatures(entry),
        `kind:${kind}`,
        ...opens,
        ...extra,
        ...clauseFeatures(text, start, end),
        ...cues,
        ...cues.map((cue) => `${kind}&${cue}`),
        ...(opens.length ? cues.map((cue) => `opens&${cue}`) : []),
      ];
      const dayBefore = DAY_BEFORE.test(text.slice(Math.max(0, start - 60), start));
      candidates.push({
        value: iso,
        sentence,
        features: [...features, ...(dayBefore ? ['day-before-not-taken'] : []), ...relationFeatures(iso, effective)],
        ...mark,
      });
      if (!dayBefore) return;
      const prior = addToDate(iso, -1, 'day');
      candidates.push({
        value: prior,
        sentence,
        features: [...features, 'day-before', ...relationFeatures(prior, effective)],
        ...mark,
      });
    };

    // "December 31 of the year in which the fifth anniversary of the Effective Date occurs": a day of a year the
    // words count from the effective date; the anniversary or length inside those words is no end of its own.
    // "the last day of the twelfth full calendar month thereafter" likewise: a day of a month the words count.
    const countedEnds = [...calendarYearEnds(text, termStart), ...countedMonthEnds(text, termStart)];
    const insideCountedEnd = (at: number) => countedEnds.some((counted) => at >= counted.index && at < counted.end);
    const dates = findDates(text);
    dates.forEach((date, i) => {
      if (OFFER_EXPIRES.test(text.slice(Math.max(0, date.index - 80), date.index))) return;
      if (NAMED_BY_ITS_END_BEFORE.test(text.slice(Math.max(0, date.index - 60), date.index))) return;
      if (UNLESS_MET_AFTER.test(text.slice(date.end, date.end + 120))) return;
      if (SUPERSEDED_END_BEFORE.test(text.slice(Math.max(0, date.index - 80), date.index))) return;
      const rangeEnd = i > 0 && RANGE_BETWEEN.test(text.slice(dates[i - 1].end, date.index));
      add(
        date.iso,
        'date',
        [i === 0 ? 'pos:first' : 'pos:later', ...(rangeEnd ? ['range-end'] : [])],
        date.index,
        date.end,
      );
    });
    // A day the contract dates elsewhere, named here: "This Agreement shall expire on the Expiration Date" beside
    // '"Expiration Date" means June 30, 2001'. Read as if its date were written in its place, as the name stands for it.
    for (const mention of namedDayMentions(text, days)) {
      if (dates.some((date) => date.iso === mention.iso)) continue;
      add(mention.iso, 'date', [dates.length === 0 ? 'pos:first' : 'pos:later'], mention.index, mention.end);
    }
    let goneOnTo = 0;
    for (const match of durationsIn(text)) {
      const duration = durationFrom(match.slice(1));
      // "six (6) months" of "two (2) years and six (6) months" is no length of its own.
      if (!duration || match.index < goneOnTo || insideCountedEnd(match.index)) continue;
      const goingOn = lengthGoingOn(text, match.index + match[0].length, duration);
      const end = goingOn?.end ?? match.index + match[0].length;
      goneOnTo = end;
      if (NOTICE_AFTER.test(text.slice(end, end + 40)) || namedNotCounted(text, match.index, match[0])) continue;
      // "continue on a year to year basis": a cadence of renewal, not a length of the term.
      if (TO_PERIOD.test(text.slice(end, end + 20))) continue;
      if (ELAPSED_AFTER.test(text.slice(end, end + 20))) continue;
      // "shall survive termination or expiry of this Agreement for a period of five (5) years": how long obligations
      // outlive the agreement, not how long it runs.
      if (SURVIVES_BEFORE.test(text.slice(Math.max(0, match.index - 100), match.index))) continue;
      if (EACH_OF_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
      if (FORBIDS_BEFORE.test(text.slice(Math.max(0, match.index - 100), match.index))) continue;
      const start = lengthStart(text, match.index, end, dates, termStart, days);
      if (!start) continue;
      const size = [`unit:${duration.unit}`, `amt:${Math.min(duration.amount, 15)}`];
      const counted = addToDate(start.iso, duration.amount, duration.unit);
      const iso = goingOn ? addToDate(counted, goingOn.duration.amount, goingOn.duration.unit) : counted;
      add(iso, start.kind, size, match.index, end);
    }
    for (const counted of countedEnds) add(counted.iso, 'date', [], counted.index, counted.end);
    const ownYears = [
      ...[...text.matchAll(OWN_YEAR_END)].map((match) => ({ match, years: ordinalValue(match[1]) })),
      ...[...text.matchAll(OWN_YEARS_COUNTED)].map((match) => ({ match, years: quantityValue(match.slice(1, 5)) })),
    ];
    for (const { match, years } of ownYears) {
      const end = match.index + match[0].length;
      if (!termStart || !years || years > 50 || COUNTED_FROM.test(text.slice(end, end + 40))) continue;
      add(addToDate(termStart, years, 'year'), 'own-years', [`amt:${Math.min(years, 15)}`], match.index, end);
    }
    for (const match of text.matchAll(ANNIVERSARY)) {
      // "commencing on the Effective Date or an anniversary thereof": any anniversary, not the first ("a one-year
      // anniversary" is).
      if (insideCountedEnd(match.index) || /^an?\s+anniversary/i.test(match[0])) continue;
      const years = ordinalValue(match[2] ?? match[1]);
      const end = match.index + match[0].length;
      const of = years && years <= 50 ? anniversaryOf(text, match.index, end, dates, effective) : null;
      if (of) add(addToDate(of, years!, 'year'), 'anniv', [`amt:${Math.min(years!, 15)}`], match.index, end);
    }
  }
  // A date several readings agree on is likelier; a reading left out as no end (a renewal's length) is none of them.
  const kept = withoutRenewalBesideWrittenEnd(withoutRenewalBesideTerm(withoutDayAfterWrittenEnd(candidates)));
  const counts = new Map<string, number>();
  for (const c of kept) counts.set(c.value, (counts.get(c.value) ?? 0) + 1);
  for (const c of kept) if ((counts.get(c.value) ?? 0) > 1) c.features.push('repeated');
  return kept;
}

const isLength = (features: string[]) => features.some((f) => f.startsWith('kind:dur'));
/**
 * A length in words of renewal or extension: "renews for a Renewal Term of twelve (12) months", "for a further term
 * of 2 years", "successive 12 month periods"; not "shall extend for an initial term of two (2) years".
 */
const isRenewalLength = (features: string[]) =>
  isLength(features) &&
  (features.includes('cue<renew') || (features.includes('cb:renew') && !features.includes('cb:initial')));
/**
 * A length the words give as the term's own: "The Initial Term is thirty-six (36) months", "Term: 12 months", "The
 * initial term of this Agreement shall be three (3) Contract Years".
 */
const isTermLength = (features: string[]) =>
  (isLength(features) || features.includes('kind:own-years')) &&
  !isRenewalLength(features) &&
  (features.includes('cue<length') || features.includes('cb:initial'));

/**
 * Where a contract gives its term's length and its renewals' ("The Initial Term is 36 months ... renews for a Renewal
 * Term of 12 months"), the renewal's length counted from the start is no end of the first term. The end model cannot
 * learn this from CUAD, whose renewals mostly run as long as the first term (so the renewal's length gives the right
 * day there by coincidence); it is what the words mean, so it is not left to the model.
 */
function withoutRenewalBesideTerm(candidates: EndCandidate[]): EndCandidate[] {
  if (!candidates.some((c) => isTermLength(c.features))) return candidates;
  return candidates.filter((c) => !isRenewalLength(c.features));
}

/**
 * Likewise where the sentence writes its term's end as a date after words of ending ("shall run through December 31,
 * 2021, and shall automatically renew thereafter for successive one (1) year periods"): the renewal's length counted
 * from the start is no end of the first term, unless it falls on that very date (then it is one more reading of it).
 */
function withoutRenewalBesideWrittenEnd(candidates: EndCandidate[]): EndCandidate[] {
  // The ends each sentence writes as dates, by where the sentence starts.
  const writtenEnds = new Map<number, Set<string>>();
  for (const c of candidates)
    if (c.features.includes('kind:date') && c.features.includes('cue<end'))
      writtenEnds.set(c.sentence.start, (writtenEnds.get(c.sentence.start) ?? new Set<string>()).add(c.value));
  return candidates.filter((c) => {
    const written = writtenEnds.get(c.sentence.start);
    return !isRenewalLength(c.features) || !written || written.has(c.value);
  });
}

/**
 * "valid for five (5) years from February 1, 2019 through January 31, 2024": where a sentence writes out the last day
 * of a length it gives, the day after (the length counted) is no end of its own; nor, across a February 29, two days
 * after ("two (2) years commencing from 1st March 2026 and expiring on 28th February 2028").
 */
function withoutDayAfterWrittenEnd(candidates: EndCandidate[]): EndCandidate[] {
  const written = new Set(
    candidates.filter((c) => c.features.includes('kind:date')).map((c) => `${c.value} ${c.sentence.start}`),
  );
  const writtenDayBefore = (c: EndCandidate, days: number) =>
    written.has(`${addToDate(c.value, -days, 'day')} ${c.sentence.start}`);
  return candidates.filter(
    (c) =>
      c.features.includes('kind:date') ||
      !(writtenDayBefore(c, 1) || (c.value.endsWith('-03-01') && writtenDayBefore(c, 2))),
  );
}
