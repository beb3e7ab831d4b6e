import { findDates, numericDatesDayFirst, writesDayFirst, type DateMention } from '../fields/dates';
import { flatten, normalizeText } from './normalize';
import { rememberedByText } from './remembered';
import { splitSentences, type Sentence } from './sentences';

/** A document prepared once for every field rule: normalised lines, one flat line, sentences and dates. */
export interface PreparedDocument {
  /** Normalised text with line breaks (signature blocks and headings live on lines). */
  lines: string;
  /** The same text on one line; offsets below point into it. */
  flat: string;
  sentences: Sentence[];
  dates: DateMention[];
}

export function prepareDocument(raw: string): PreparedDocument {
  const normalized = normalizeText(raw);
  const lines = writesDayFirst(normalized) ? numericDatesDayFirst(normalized) : normalized;
  const flat = flatten(lines);
  const breaks = partsBegin(lines, { afterRows: !isShortText(flat) });
  return { lines, flat, sentences: splitSentences(flat, breaks), dates: findDates(flat) };
}

/**
 * A document shorter than this many words is ranked with a field's clause model for short documents where it has
 * one: order forms, statements of work and short service agreements, which state their term and renewal in a line
 * ("Term: 12 months.", "Auto-renew: Yes."). Nine in ten CUAD filings are longer.
 */
const SHORT_DOCUMENT_WORDS = 1000;

/**
 * Whether a text has fewer than SHORT_DOCUMENT_WORDS words, as splitting it at white space counts them: its runs of
 * white space counted up to the limit (a split with a limit still splits a whole filing), and remembered, as the
 * readers ask it of the same document over a hundred times.
 */
export const isShortText = rememberedByText((flat: string) => {
  const gaps = /\s+/g;
  let pieces = 1;
  while (gaps.exec(flat)) if (++pieces >= SHORT_DOCUMENT_WORDS) return false;
  return true;
}, 8);

/** A line that opens a part of the document: "SCHEDULE 1", "EXHIBIT A", "ANNEX II", "APPENDIX", in capitals alone. */
const PART_HEADING = /^[ \t]*(?:SCHEDULE|EXHIBIT|ANNEX|APPENDIX|ATTACHMENT)(?:[ \t]+[A-Z0-9][\w.-]{0,6})?[ \t]*$/gm;

/**
 * A key-terms row on a line of its own, its short label naming the term, its end or its length, a renewal or a notice
 * and its value a date or a length ("Initial Term: 36 months", "Agreement Term - Two (2) Years", "Expiration Date:
 * December 31, 2021", "Term | 24 months | commencing on the Effective Date", "NOTICE TO CANCEL: 60 DAYS"), before a
 * line of prose that opens with a capital, a number or a bracket (not another row). A row ends in no full stop, so in a long document it ran on into the next
 * clause ("Expiration Date: December 31, 2021 3.2 Each of the Recipient and the Provider may ... terminate"), which the
 * clause models, fitted on prose, rank low. Other rows are left joined: rows of every label ("Date:" in a signature
 * block among them) cut so made the effective-date clause model, refitted, rank the annotators' passage first less
 * often (49.3 -> 45.3 %, cross-validated). A short document's rows stay joined to the line after them too: there the
 * readers go first and read an invoice's "Service period: Dec 1, 2026 - Nov 30, 2027" with "Your subscription will
 * renew automatically on Dec 1, 2027." as one. Groups: the label, the value, the next line's first character.
 */
const FIELD_ROW =
  /^[ \t]*([A-Z][\w'()/&.-]*(?: [A-Za-z(][\w'()/&.-]*){0,5}) ?(?::|\||-(?= )) ?([^\n:]{1,80})\n[ \t\n]*(?![^\n:|]{1,60}[:|])([A-Z0-9(["[])/gm;
const TERM_LABEL = /\b(?:term|period|duration|length|expir\w*|end|termination|valid\w*|renew\w*|notice)\b/i;
const DATE_OR_LENGTH =
  /\b(?:19|20)\d\d\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b(?:years?|months?|weeks?|days?|anniversary)\b/i;
/** A value the next line goes on with: "Term: the period from 1 January 2020 to" ends in its preposition. */
const GOES_ON_AFTER = /(?:[,;:]|\b(?:and|or|of|the|to|from|by|until|through|for|in|on|at|with|a|an))$/i;
const endsATermRow = ([, label, value]: RegExpMatchArray) =>
  TERM_LABEL.test(label) && DATE_OR_LENGTH.test(value) && !GOES_ON_AFTER.test(value.trimEnd());

/** Where in the lines each part of the document begins (its heading) and, if asked, each term row's next line. */
function breaksIn(lines: string, afterRows: boolean): number[] {
  const heads = [...lines.matchAll(PART_HEADING)].map((match) => match.index + match[0].search(/\S/));
  const rows = afterRows ? [...lines.matchAll(FIELD_ROW)].filter(endsATermRow) : [];
  const nextLines = rows.map((match) => match.index + match[0].length - match[3].length);
  return [...new Set([...heads, ...nextLines])].sort((a, b) => a - b);
}

/**
 * Where, in the flat text, each part of the document begins and (afterRows) each key-terms row's next line: the flat
 * length of the text before its first letter, counted a stretch at a time (each stretch ends in the line break before
 * it and the next starts with a letter, so no run of spaces that flatten merges crosses from one to the next).
 */
function partsBegin(lines: string, { afterRows }: { afterRows: boolean }): number[] {
  const begins: number[] = [];
  let from = 0;
  let flatAt = 0;
  for (const at of breaksIn(lines, afterRows)) {
    flatAt += flatten(lines.slice(from, at)).length;
    from = at;
    begins.push(flatAt);
  }
  return begins;
}

/** A found value and the sentence it came from. */
export interface Finding<T> {
  value: T;
  evidence: string;
}

const MAX_EVIDENCE = 600;

/** Evidence text: the sentence, cut to a readable length around the match. */
export function evidenceOf(sentence: Sentence | undefined, at?: number): string {
  if (!sentence) return '';
  if (sentence.text.length <= MAX_EVIDENCE) return sentence.text;
  const centre = at === undefined ? 0 : Math.max(0, at - sentence.start - MAX_EVIDENCE / 2);
  return `${centre > 0 ? '...' : ''}${sentence.text.slice(centre, centre + MAX_EVIDENCE)}...`;
}
