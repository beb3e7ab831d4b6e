import type { PreparedDocument } from '../text/document';
import { asWrittenOrInCapitals } from '../text/capitals';
import { ordinalValue, TERM_ORDINAL } from '../text/numbers';
import { addToDate } from './dates';
import { DURATION, durationFrom } from './durations';

/**
 * Days a contract names and dates elsewhere than where it counts from them: '"Go-Live Date" means July 1, 2025',
 * 'Service Start Date: March 1, 2022', 'July 1, 2025 (the "Go-Live Date")'. A term "twenty-four (24) months from
 * the Go-Live Date" runs from that day, not from the day the contract was signed. The Effective Date is left to the
 * effective-date reader, which weighs every way a contract writes it.
 */
export type NamedDays = ReadonlyMap<string, string>;

/**
 * A day's name: up to four words ending in "Date", the first capitalised (a label writes the rest in lower case:
 * "Activation date:", "Initial service date:"), or all in capitals, as a conspicuous clause prints it ("TERMINATION
 * DATE"). The words around it are matched as written or in capitals alike (these patterns are case-sensitive, since
 * the capital is what makes a name).
 */
const NAME = String.raw`([A-Z][\w-]*\s+(?:[\w-]+\s+){0,2}(?:[Dd]ate|DATE))`;
/**
 * The name before its date: '"Go-Live Date" means', 'Service Start Date:', 'the Launch Date shall be', 'the
 * Commencement Date, which is', 'the Go-Live Date, which the parties agree is', 'the Closing Date, which occurred on',
 * a table's 'Service Start Date | '.
 */
const NAME_BEFORE = new RegExp(
  String.raw`\b${NAME}["”]?\s*(?:,\s*(?:which|WHICH)\s+(?:[\w-]+\s+){0,4}?)?(?:(?:shall\s+)?means?|shall\s+be|will\s+be|is|was|occurred\s+on|(?:SHALL\s+)?MEANS?|SHALL\s+BE|WILL\s+BE|IS|WAS|OCCURRED\s+ON|:|\|)\s*(?:the\s+|THE\s+)?$`,
);
/**
 * An event's day labelled with the event alone, as a fixture recap or a delivery note sets it out ("Delivery: 15
 * January 2027", "Completion: 1 September 2026"), named as its date is ("delivery date"): a length "12 months from
 * delivery" runs from it. Events only: a start's label ("Start:") is the effective date's readers' to weigh.
 */
const EVENT = String.raw`(?:Delivery|Completion|Launch|Handover|Installation|Go-?[Ll]ive|Opening|Acceptance)`;
const EVENT_LABEL = new RegExp(String.raw`\b(${asWrittenOrInCapitals(EVENT)})\s*:\s*$`);
/**
 * The same labelled in the past tense after what it happened to, as a supplier's note sets it out ("Tank delivered:
 * 10/05/2027", "Boiler installed: 14 March 2027"): named as the event's date is; or after the event itself
 * ("Installation completed: 22 February 2027" is the installation's date, not a completion's), or alone on its line
 * ("Activated on: 09/09/2027"). Groups: the noun, the verb.
 */
const EVENT_DONE_LABEL =
  /(?:\b([A-Z][\w-]*)\s+|(?:^|[.\n]\s*|\s{2,}))(delivered|installed|completed|launched|opened|accepted|activated)(?:\s+on)?\s*:\s*$/i;
const AN_EVENT = new RegExp(`^${EVENT}$`, 'i');
const EVENT_OF_VERB: Record<string, string> = {
  delivered: 'Delivery',
  installed: 'Installation',
  completed: 'Completion',
  launched: 'Launch',
  opened: 'Opening',
  accepted: 'Acceptance',
  activated: 'Activation',
};
/**
 * The same labelled as the date of the event, its first one too, as a rental or a service form sets it out ("Date of
 * first delivery: March 3, 2026", "Date of installation: 14/09/2026"): named as "delivery date" is.
 */
const DATE_OF_EVENT_LABEL = new RegExp(
  String.raw`\bDate\s+of\s+(?:the\s+)?(?:(?:first|initial)\s+)?(${EVENT})\s*:\s*$`,
  'i',
);
/**
 * An event a sentence says happened on a day: "The first calibration visit took place on 12 April 2027", "the site
 * survey was carried out on": named as its date is ("first calibration visit date"), for a length "from the date of
 * the first calibration visit". Group: the event's words.
 */
const EVENT_TOOK_PLACE =
  /\bthe\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)\s+(?:took\s+place|was\s+(?:held|carried\s+out|completed|performed|made))\s+on\s+$/i;
/**
 * An approval a sentence dates: "The Board approved this Agreement on March 18, 2027", "the Council ratified it on":
 * named as the approval's date is ("approval date"), for a term "commencing on the first day of the month following
 * approval by the Board". Group: the verb.
 */
const APPROVED_ON =
  /\b(approved|ratified|accepted)\s+(?:(?:this|the)\s+(?:[A-Z][\w-]*\s+){0,2}(?:Agreement|Contract)\s+|it\s+)?on\s+$/i;
const APPROVAL_OF_VERB: Record<string, string> = {
  approved: 'Approval',
  ratified: 'Ratification',
  accepted: 'Acceptance',
};
/** The name after its date: 'July 1, 2025 (the "Go-Live Date")', '(hereinafter the "Start Date")'. */
const NAME_AFTER = new RegExp(
  String.raw`^\s*\(\s*(?:(?:hereinafter|HEREINAFTER)\s+)?(?:(?:the|THE)\s+)?["“]${NAME}["”]`,
);

/**
 * A day named as counted from the effective date: '"Expiration Date" means the fifth (5th) anniversary of the
 * Effective Date', '"End Date" means the date that is thirty-six (36) months after the Effective Date' (or "means 36
 * months after"), '"Initial Term End Date" means the day before the fourth anniversary of the Effective Date'. Groups:
 * the name, the day before, the anniversary's ordinal (words or digits) and its digits in brackets, then the length's
 * DURATION groups.
 */
const NAME_COUNTED = new RegExp(
  String.raw`\b${NAME}["”]?\s*(?:(?:shall\s+)?means?|shall\s+be|will\s+be|is)\s+(?:(the\s+(?:day|date)\s+(?:immediately\s+)?(?:prior|before|preceding)\s+(?:to\s+)?)?the\s+(${TERM_ORDINAL}|\d+(?:st|nd|rd|th)?)\s*(?:\((\d+)(?:st|nd|rd|th)?\)\s*)?anniversary\s+of|(?:the\s+date\s+(?:that\s+is\s+|which\s+is\s+|falling\s+)?)?${DURATION}\s+(?:after|following|from))\s+the\s+(?:Effective|Commencement)\s+Date\b`,
  'gi',
);

/** The name of a day as a key: lower case, single spaces. */
export const dayKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The days a document names and dates; with the effective date, also those it names as counted from it (a term that
 * "shall expire on the Expiration Date" beside '"Expiration Date" means the fifth anniversary of the Effective Date').
 */
export function namedDays(doc: PreparedDocument, effective: string | null = null): NamedDays {
  const days = new Map<string, string>();
  for (const date of doc.dates) {
    const named =
      NAME_BEFORE.exec(doc.flat.slice(Math.max(0, date.index - 60), date.index)) ??
      NAME_AFTER.exec(doc.flat.slice(date.end, date.end + 60));
    if (named) nameDay(days, named[1], date.iso);
    const before = doc.flat.slice(Math.max(0, date.index - 50), date.index);
    const event = EVENT_LABEL.exec(before.slice(-30)) ?? DATE_OF_EVENT_LABEL.exec(before);
    if (event) nameDay(days, `${event[1]} date`, date.iso);
    const done = !event && EVENT_DONE_LABEL.exec(before.slice(-30));
    if (done)
      nameDay(
        days,
        `${done[1] && AN_EVENT.test(done[1]) ? done[1] : EVENT_OF_VERB[done[2].toLowerCase()]} date`,
        date.iso,
      );
    const tookPlace = !event && !done && EVENT_TOOK_PLACE.exec(before);
    if (tookPlace) nameDay(days, `${tookPlace[1]} date`, date.iso);
    const approved = !event && !done && APPROVED_ON.exec(before);
    if (approved) nameDay(days, `${APPROVAL_OF_VERB[approved[1].toLowerCase()]} date`, date.iso);
  }
  if (!effective) return days;
  for (const counted of doc.flat.matchAll(NAME_COUNTED)) {
    const years = counted[3] || counted[4] ? ordinalValue(counted[4] ?? counted[3]) : null;
    const length = years === null ? durationFrom(counted.slice(5, 10)) : null;
    const dayBefore = counted[2] ? -1 : 0;
    if (years && years <= 50)
      nameDay(days, counted[1], addToDate(addToDate(effective, years, 'year'), dayBefore, 'day'));
    else if (length) nameDay(days, counted[1], addToDate(effective, length.amount, length.unit));
  }
  return days;
}

/**
 * Names a day: by its whole name and, as key terms set out on lines run together bring the line before into the name
 * ("Printwise Document Solutions Ltd Go Live Date: 1 June 2024"), by each shorter ending of two words or more. The
 * first date a name is given wins: later mentions are amendments' or examples'.
 */
function nameDay(days: Map<string, string>, name: string, iso: string) {
  const words = dayKey(name).split(' ');
  for (let first = 0; first <= words.length - 2; first++) {
    const key = words.slice(first).join(' ');
    if (key !== 'effective date' && !days.has(key)) days.set(key, iso);
  }
}

/**
 * The day a document names as its start ("Service Start Date: May 1, 2025", "Commencement Date: 1 June 2024", a
 * carrier's "Activation date: 08/15/2025"), from
 * which a length that names no day of its own runs ("Initial Term: 24 months"); null when it names none.
 */
export const namedStartDay = (days: NamedDays): string | null =>
  days.get('start date') ?? days.get('commencement date') ?? days.get('activation date') ?? null;
