import { findDates, numericDatesDayFirst, writesDayFirst, type DateMention } from '../fields/dates';
import { flatten, normalizeText } from './normalize';
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
  return { lines, flat, sentences: splitSentences(flat, partsBegin(lines)), dates: findDates(flat) };
}

/** A line that opens a part of the document: "SCHEDULE 1", "EXHIBIT A", "ANNEX II", "APPENDIX", in capitals alone. */
const PART_HEADING = /^[ \t]*(?:SCHEDULE|EXHIBIT|ANNEX|APPENDIX|ATTACHMENT)(?:[ \t]+[A-Z0-9][\w.-]{0,6})?[ \t]*$/gm;

/**
 * Where, in the flat text, each part of the document begins: the flat length of the text before its heading's first
 * letter, counted a stretch at a time (each stretch ends in the line break before a heading and the next starts with a
 * letter, so no run of spaces that flatten merges crosses from one to the next).
 */
function partsBegin(lines: string): number[] {
  const begins: number[] = [];
  let from = 0;
  let flatAt = 0;
  for (const match of lines.matchAll(PART_HEADING)) {
    const at = match.index + match[0].search(/\S/);
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
