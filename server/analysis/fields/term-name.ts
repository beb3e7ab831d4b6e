import type { PreparedDocument } from '../text/document';
import { escapedForPattern } from '../text/own-names';

/**
 * A period a row of the document labels with the dates it runs between or from ("Campaign Period: 1 March 2027 – 31
 * May 2027", "Hire Period: 14 days from 3 March 2027"): the document's name for its term, which a later sentence
 * renews or extends by that name ("The Brand may extend the Campaign Period by up to three months"). Dated, as a term
 * is: a warranty's or a trial's period runs from an event or has no start ("Warranty Period: 12 months from delivery").
 * Groups: the name, its value.
 */
const DATED_PERIOD_ROW = /^[ \t]*((?:[A-Z][\w-]*[ \t]+){1,2}Period)[ \t]*:[ \t]*([^\n]{1,80})$/gm;
const A_YEAR = /\b(?:19|20)\d\d\b/;
const ANOTHER_THINGS_PERIOD =
  /\b(?:warranty|trial|notice|cure|grace|payment|billing|defects|exclusivity|probation\w*)\b/i;

function termNamesOf(doc: PreparedDocument): RegExp | null {
  const names = [...doc.lines.matchAll(DATED_PERIOD_ROW)]
    .filter(([, name, value]) => A_YEAR.test(value) && !ANOTHER_THINGS_PERIOD.test(name))
    .map(([, name]) => escapedForPattern(name.trim().replace(/\s+/g, ' ')).replace(/ /g, String.raw`\s+`));
  return names.length ? new RegExp(String.raw`\b(?:the|this)\s+(?:${names.join('|')})\b`, 'g') : null;
}

const cache = new WeakMap<PreparedDocument, RegExp | null>();

/** A sentence with the document's own name for its term, where it gives one, read as "the Term". */
export function withTheTermNamed(doc: PreparedDocument, text: string): string {
  if (!cache.has(doc)) cache.set(doc, termNamesOf(doc));
  const names = cache.get(doc);
  return names ? text.replace(names, 'the Term') : text;
}
