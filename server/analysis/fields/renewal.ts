import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { DURATION, durationFrom, toDays, toMonths } from './durations';

const AUTO_RENEWAL =
  /\b(?:automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend|continue)|renew(?:ed|s)?\s+automatically|extended\s+automatically|automatic\s+(?:renewal|extension)|(?:shall|will)\s+(?:thereafter\s+)?(?:be\s+)?(?:renew(?:ed)?|extend(?:ed)?|continue)\s+(?:for|by|on)\s+(?:(?:an?|one|two|three|\d+)\s+)?(?:successive|additional|consecutive|further|subsequent|renewal)|(?:successive|consecutive)\s+(?:renewal\s+)?(?:terms?|periods?)\s+of|evergreen\s+(?:basis|renewal|term|clause)|renewed\s+tacitly|unless\s+(?:a\s+)?(?:written\s+)?notice\s+of\s+non-?renewal|(?:shall|will)\s+be\s+extended\s+for\s+(?:an?\s+)?(?:additional\s+|further\s+)?(?:\d+|one|two|three)[\s-]*(?:\(\d+\)\s*)?[\s-]*(?:year|month)|tacit(?:ly)?\s+renew\w*|from\s+year\s+to\s+year|year-to-year\s+basis|month-to-month\s+basis)/i;
const NO_AUTO_RENEWAL =
  /\b(?:(?:shall|will|may|do|does)\s+not\s+(?:be\s+)?(?:automatically\s+)?(?:renew|extend)|no\s+automatic\s+(?:renewal|extension)|not\s+(?:be\s+)?(?:renewed|extended)\s+automatically)/i;
/** Renewal that needs a decision (an option, mutual agreement) is not automatic. */
const OPTIONAL_RENEWAL =
  /\b(?:mutual(?:ly)?\s+(?:written\s+)?agree|upon\s+(?:the\s+)?(?:mutual|written)\s+agreement|option\s+to\s+(?:renew|extend)|may\s+(?:be\s+)?(?:renew|extend)|if\s+the\s+parties\s+(?:so\s+)?agree|at\s+the\s+(?:sole\s+)?(?:option|election|discretion)\s+of)/i;
const UNLESS_NOTICE = /\bunless\s+(?:either|a|one|any|the\s+other)\s+party\b[^.]{0,250}\b(?:notice|notif)/i;

export interface Renewal {
  autoRenews: boolean;
  renewalTermMonths: number | null;
}

/** Whether the contract renews by itself, and for how long each renewal runs. */
export function findRenewal(doc: PreparedDocument): Finding<Renewal> {
  for (const sentence of doc.sentences) {
    const text = sentence.text;
    // About the agreement (or its term) being renewed or extended, not about some other period.
    if (!/renew|extend|extension|year[- ]to[- ]year|month-to-month|evergreen/i.test(text)) continue;
    if (!/\b(?:agreement|term|contract|lease|license|licence|attachment|order|it)\b/i.test(text) || text.length > 800)
      continue;
    if (NO_AUTO_RENEWAL.test(text)) continue;
    const automatic = AUTO_RENEWAL.test(text) || (/\brenew|\bextend/i.test(text) && UNLESS_NOTICE.test(text));
    if (!automatic) continue;
    if (OPTIONAL_RENEWAL.test(text) && !/automatic/i.test(text) && !UNLESS_NOTICE.test(text)) continue;
    return { value: { autoRenews: true, renewalTermMonths: renewalTermMonths(text) }, evidence: evidenceOf(sentence) };
  }
  return { value: { autoRenews: false, renewalTermMonths: null }, evidence: '' };
}

function renewalTermMonths(text: string): number | null {
  if (/year[- ]to[- ]year|annual(?:ly)?\s+renew|renew(?:ed|s)?\s+annually/i.test(text)) return 12;
  if (/month[- ]to[- ]month/i.test(text)) return 1;
  const after = /\b(?:renew|extend|continue|successive|additional|consecutive|further)\w*/i.exec(text);
  const from = after ? after.index : 0;
  const match = new RegExp(DURATION, 'i').exec(text.slice(from));
  const duration = match ? durationFrom(match.slice(1)) : null;
  if (!duration) return null;
  return toMonths(duration) ?? Math.round(toDays(duration) / 30) ?? null;
}
