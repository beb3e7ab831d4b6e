import { asWrittenOrInCapitals } from './capitals';
import { COMPANY_FORM } from './company-forms';
import { MONTH_NAME, NUMBER_WORD } from './numbers';

/**
 * A key-terms table's row as a PDF's text layer gives it: the label's cell and the value's joined by one space, with no
 * colon ("Initial Term 36 months", "Notice to cancel 60 days", "Auto-renewal Yes"; pdf.js puts a space where a table's
 * cells part), or the value's cell on the next line ("Notice to cancel" above "60 days", as a cell set lower gives it).
 * The readers know such fields by their colon ("Initial Term: 36 months"), so the row gets one back.
 * Only where the label is one of an order form's or a key-terms table's term, renewal or notice fields and the rest of
 * the line is its value alone (a date, a length, yes or no), or the label is a party's and its value a company's name
 * ("Customer Acme Widgets Ltd"): a line of prose that opens with "Term" or "Renewal" runs on in words no value is made
 * of.
 */

const LABEL = String.raw`(?:(?:initial|renewal|subscription|contract|service|minimum|agreement|fixed)\s+(?:term|period)|term(?:\s+length)?|duration|(?:start|end|effective|expiration|expiry|termination|renewal|order|commencement|service\s+start|service\s+end)\s+date|auto(?:matic)?[\s-]?renew(?:al|s)?|renews\s+automatically|notice\s+(?:period(?:\s+for\s+non-?renewal)?|to\s+cancel|of\s+non-?renewal|of\s+cancell?ation)|(?:cancell?ation|non-?renewal)\s+notice(?:\s+period)?)`;
const DATE = String.raw`(?:${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME},?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})`;
const LENGTH = String.raw`(?:\d{1,3}|${NUMBER_WORD}(?:\s*\(\d{1,3}\))?)\s+(?:calendar\s+|business\s+)?(?:years?|months?|weeks?|days?)(?:\s+(?:from|after)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){0,2}(?:Date|signature|signing|execution))?`;
const YES_OR_NO = String.raw`(?:yes|no|none|n\/a)`;
/** Between a label's cell and its value's: a space, or a line break. */
const CELL_GAP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*)`;
/** Such a row's label with the gap after it (group 1 the label): replaced by "$1: ". */
export const ROW_WITHOUT_COLON = new RegExp(
  String.raw`^([ \t]*${LABEL})${CELL_GAP}(?=(?:${DATE}|${LENGTH}|${YES_OR_NO})[ \t]*$)`,
  'gim',
);

const PARTY_LABEL = String.raw`(?:Customer|Client|Supplier|(?:Service\s+)?Provider|Vendor|Licensee|Licensor|Buyer|Seller|Purchaser|Contractor|Consultant|Distributor|Reseller)(?:\s+Name)?`;
/** A party's label as written or in capitals, then a value that opens in a capital (groups: the label, the value). */
const PARTY_ROW = new RegExp(
  String.raw`^([ \t]*${asWrittenOrInCapitals(PARTY_LABEL)})${CELL_GAP}(?=([A-Z][^\n:|]{0,80}?)[ \t]*$)`,
  'gm',
);
const ENDS_IN_A_COMPANY_FORM = new RegExp(String.raw`[ \t,](?:${COMPANY_FORM})\.?$`, 'i');

/** A party's row given its colon where its value is a company's name: for `text.replace(PARTY_ROW, ...)`. */
const partyRowWithColon = (row: string, label: string, value: string) =>
  ENDS_IN_A_COMPANY_FORM.test(value) ? `${label}: ` : row;

/** The text with each party's row that lost its colon given it back. */
export const withPartyRowColons = (text: string) => text.replace(PARTY_ROW, partyRowWithColon);
