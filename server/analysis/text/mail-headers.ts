/**
 * What a mail client writes into a message it forwards or replies to, which is no part of the contract the message
 * carries: the forwarded or original message's header block ("From: ... / Sent: Thursday, October 8, 2026 4:12 PM /
 * To: ... / Subject: ..."), the line that attributes a quotation ("On Wed, Nov 4, 2026 at 2:31 PM Jordan Lee <...>
 * wrote:") and the marks that quote it ("> "). Their dates are the days mails were sent, which the readers of dates
 * would otherwise take for the day a term starts.
 */

/** A time of day ("9:02 AM", "16:12", "2:31:07 PM"): what a mail header's date has and a memo's "Date:" line has not. */
const TIME_OF_DAY = String.raw`\b\d{1,2}:\d{2}(?::\d{2})?\b`;
const HAS_TIME_OF_DAY = new RegExp(TIME_OF_DAY);
const HEADER_LABEL = String.raw`(?:From|Sent|Date|To|Cc|Bcc|Subject|Reply-To)`;
/**
 * A run of header lines, each "Label: value", one of them a From; a blank line may part them, as a client that sets
 * each header in a paragraph of its own gives them in text.
 */
const HEADER_BLOCK = new RegExp(
  String.raw`(?:^[ \t]*\*?${HEADER_LABEL}:\*?[^\n]*(?:\n[ \t]*(?=\n))?(?:\n|$)){2,8}`,
  'gim',
);
/** A sent date in the block: "Sent:" or "Date:" with a time of day after it. */
const SENT_AT = new RegExp(String.raw`^[ \t]*\*?(?:Sent|Date):\*?[^\n]*${TIME_OF_DAY}`, 'im');
const FROM = /^[ \t]*\*?From:/im;
/** The marker a client sets above a message it forwards or quotes whole. */
const MARKER =
  /^[ \t]*(?:-{2,}\s*(?:Forwarded message|Original Message)\s*-{2,}|Begin forwarded message:)[ \t]*(?:\n|$)/gim;
/** "On <a day and a time> <a name and address> wrote:", as clients wrap it over up to three lines, or in capitals. */
const ATTRIBUTION = new RegExp(
  String.raw`^[ \t]*(?:On|ON)\s[^\n]{0,160}?(?:\n[^\n]{0,160}?){0,2}\b(?:wrote|WROTE):[ \t]*(?:\n|$)`,
  'gm',
);
/** A quoted line's marks ("> ", "> > "), on two or more lines in a row: a line that opens with one ">" may be a value. */
const QUOTED_LINES = /(?:^[ \t]*>[^\n]*(?:\n|$)){2,}/gm;

/**
 * The text without its mails' header blocks, markers, attributions and quotation marks; a header block leaves a line
 * break, so that the message above it and the one below stay paragraphs apart.
 */
export function withoutMailHeaders(text: string): string {
  if (!/(?:From:|wrote:|^[ \t]*>)/im.test(text)) return text;
  // Quotation marks first: a message quoted whole quotes the headers of the one it forwarded ("> From: ...").
  return text
    .replace(QUOTED_LINES, (lines) => lines.replace(/^([ \t]*>)+[ \t]?/gm, ''))
    .replace(HEADER_BLOCK, (block) => (FROM.test(block) && SENT_AT.test(block) ? '\n' : block))
    .replace(MARKER, '')
    .replace(ATTRIBUTION, (line) => (HAS_TIME_OF_DAY.test(line) || /\b\d{4}\b/.test(line) ? '' : line));
}
