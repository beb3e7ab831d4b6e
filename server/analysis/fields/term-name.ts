import type { PreparedDocument } from '../text/document';
import { escapedForPattern } from '../text/own-names';
import { PARTY_ROLES } from '../text/party-roles';
import { OTHER_NAMED_TIME_NAME } from './renewal-cues';

/**
 * A period a row of the document labels with the dates it runs between or from ("Campaign Period: 1 March 2027 – 31
 * May 2027", "Hire Period: 14 days from 3 March 2027"): the document's name for its term, which a later sentence
 * renews or extends by that name ("The Brand may extend the Campaign Period by up to three months"). Dated, as a term
 * is: a warranty's or a trial's period runs from an event or has no start ("Warranty Period: 12 months from delivery").
 * Groups: the name, its value.
 */
const DATED_PERIOD_ROW = /^[ \t]*((?:[A-Z][\w-]*[ \t]+){1,2}Period)[ \t]*:[ \t]*([^\n]{1,80})$/gm;
const A_YEAR = /\b(?:19|20)\d\d\b/;
/**
 * The same said in a sentence: "The Loan Period is from 15 January 2027 to 14 July 2027 inclusive", "The Project
 * Period is 1 October 2027 through 30 September 2028" (in lower case too, as a document printed in capitals is
 * recased). Group: the name.
 */
const DATED_PERIOD_SENTENCE =
  /(?:^|\s)[Tt]he\s+((?:[A-Za-z][\w-]*\s+){1,2}[Pp]eriod)\s+(?:is|shall\s+be|will\s+be|runs)\s+(?:from\s+)?[^.;]{0,40}?\b(?:19|20)\d\d\b/;
/**
 * The same given a length from the agreement's own day: "The Option Period shall be twelve (12) months from the date
 * hereof". Group: the name.
 */
const PERIOD_OF_A_LENGTH_SENTENCE =
  /(?:^|\s)[Tt]he\s+((?:[A-Za-z][\w-]*\s+){1,2}[Pp]eriod)\s+(?:is|shall\s+be|will\s+be)\s+[\w()\s-]{1,30}?\b(?:months?|years?)\s+from\s+(?:the\s+)?(?:date\s+(?:hereof|of\s+this\s+agreement)|Effective\s+Date|Commencement\s+Date)\b/;
/**
 * A period defined by name right after the dates it runs between: 'from 3 May 2027 to 29 October 2027 (the
 * "Assignment Period")'. Group: the name.
 */
const DATED_PERIOD_DEFINED = /\b(?:19|20)\d\d\s*\(\s*(?:the\s+)?"((?:[A-Z][\w-]*\s+){1,2}Period)"\s*\)/;
/**
 * A period of one or two words' name the document sets running, as a consultancy or an employment agreement names its
 * term ("The Consulting Period shall commence on the effective date and end on August 31, 2028", "The Employment Period
 * shall continue until ..."): extended by that name ("The Company may extend the Consulting Period for an additional
 * six (6) months"). Not another subject's named time (OTHER_NAMED_TIME_NAME: a Restricted or a Transition Period).
 * Group: the name.
 */
const RUNNING_PERIOD =
  /(?:^|\s)[Tt]he\s+((?:[A-Za-z][\w-]*\s+){1,2}[Pp]eriod)\s+(?:shall|will)\s+(?:(?:run|continue|remain|last)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:for|until|through|from)|(?:commence|begin|start)\s+(?:on|from|upon|as\s+of))\b[^.;]*\d/;
const ANOTHER_SUBJECTS_NAMED_TIME = new RegExp(String.raw`^${OTHER_NAMED_TIME_NAME}$`);
const runningPeriodOf = (text: string) => {
  const name = RUNNING_PERIOD.exec(text)?.[1];
  return name && !ANOTHER_SUBJECTS_NAMED_TIME.test(`The ${name}`) ? name : undefined;
};
const ANOTHER_THINGS_PERIOD =
  /\b(?:warranty|trial|notice|cure|grace|payment|billing|defects|exclusivity|probation\w*)\b/i;

/**
 * A one-word name the document gives what it sets running, as the subject of a sentence that says how long that runs
 * ("The Sponsorship shall run for three seasons, from 1 July 2027 until 30 June 2030", "2.1 The Appointment shall
 * continue in force until 31 December 2029", "The Concession shall commence on 1 April 2028 and shall continue for a
 * period of ten (10) years"): the document's name for its term as well, extended by that name ("the first right to
 * negotiate an extension of the Sponsorship"). Not another thing's time (a warranty's, an obligation's). Wherever "The"
 * stands with its capital: a heading on the line before may run into the sentence. The name in lower case too, as a
 * document printed in capitals is recased. Not a party ("The Parties shall continue for ..."). Group: the name.
 */
const RUNNING_SUBJECT =
  /(?:^|\s)The\s+([A-Za-z][a-z]{3,})\s+(?:shall|will)\s+(?:(?:run|continue|remain|last|be)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:for|until|through|from)|(?:commence|begin|start)\s+(?:on|from))\b[^.;]*\d/;
const ANOTHER_THINGS_TIME = new RegExp(
  String.raw`${ANOTHER_THINGS_PERIOD.source}|\b(?:confidential\w*|obligations?|restrictions?|covenants?|indemnit\w*|survival|prices?|offer|part(?:y|ies)|company|${PARTY_ROLES})\b`,
  'i',
);

function termNamesOf(doc: PreparedDocument): RegExp | null {
  const rows = [...doc.lines.matchAll(DATED_PERIOD_ROW)]
    .filter(([, name, value]) => A_YEAR.test(value) && !ANOTHER_THINGS_PERIOD.test(name))
    .map(([, name]) => name);
  const subjects = doc.sentences
    .map(
      (sentence) =>
        (RUNNING_SUBJECT.exec(sentence.text) ??
          DATED_PERIOD_SENTENCE.exec(sentence.text) ??
          PERIOD_OF_A_LENGTH_SENTENCE.exec(sentence.text) ??
          DATED_PERIOD_DEFINED.exec(sentence.text))?.[1] ?? runningPeriodOf(sentence.text),
    )
    .filter((name): name is string => name !== undefined && !ANOTHER_THINGS_TIME.test(name));
  const names = [...rows, ...subjects].map((name) =>
    escapedForPattern(name.trim().replace(/\s+/g, ' ')).replace(/ /g, String.raw`\s+`),
  );
  return names.length ? new RegExp(String.raw`\b(?:[Tt]he|[Tt]his)\s+(?:${names.join('|')})\b`, 'g') : null;
}

const cache = new WeakMap<PreparedDocument, RegExp | null>();

/** A sentence with the document's own name for its term, where it gives one, read as "the Term". */
export function withTheTermNamed(doc: PreparedDocument, text: string): string {
  if (!cache.has(doc)) cache.set(doc, termNamesOf(doc));
  const names = cache.get(doc);
  return names ? text.replace(names, 'the Term') : text;
}
