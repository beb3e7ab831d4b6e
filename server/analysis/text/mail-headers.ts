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
/**
 * A header's label, as clients write it in English and in the languages of their users' desktops (German, French,
 * Dutch, Spanish, Italian), whose colon French sets a space apart ("Envoyé :"): a contract in English is often
 * forwarded from an Outlook set to another language.
 */
const FROM_LABEL = String.raw`(?:From|Von|De|Van|Da)`;
const SENT_LABEL = String.raw`(?:Sent|Date|Gesendet|Datum|Envoyé|Verzonden|Enviado|Fecha|Inviato|Data)`;
const SUBJECT_LABEL = String.raw`(?:Subject|Betreff|Objet|Onderwerp|Asunto|Oggetto)`;
const HEADER_LABEL = String.raw`(?:${FROM_LABEL}|${SENT_LABEL}|${SUBJECT_LABEL}|To|Cc|Bcc|Reply-To|An|À|Aan|Para|A)`;
const COLON = String.raw`[ \t\u00a0]?:`;
/**
 * A run of header lines, each "Label: value"; a blank line may part them, as a client that sets each header in a
 * paragraph of its own gives them in text.
 */
const HEADER_BLOCK = new RegExp(
  String.raw`(?:^[ \t]*\*{0,2}${HEADER_LABEL}${COLON}\*{0,2}[^\n]*(?:\n[ \t]*(?=\n))?(?:\n|$)){2,8}`,
  'gim',
);
/** A sent date in the block: "Sent:" or "Date:" with a time of day after it. */
const SENT_AT = new RegExp(String.raw`^[ \t]*\*{0,2}${SENT_LABEL}${COLON}\*{0,2}[^\n]*${TIME_OF_DAY}`, 'im');
const FROM = new RegExp(String.raw`^[ \t]*\*{0,2}${FROM_LABEL}${COLON}`, 'im');
const SUBJECT = new RegExp(String.raw`^[ \t]*\*{0,2}${SUBJECT_LABEL}${COLON}`, 'im');
/**
 * A header block: one with a From and a sent date, or a sent date and a Subject without the From, as a message pasted
 * from a client's reading pane begins ("Sent: Friday, 4 December 2026 10:31 / Subject: Renewal reminder").
 */
const isHeaderBlock = (block: string) => SENT_AT.test(block) && (FROM.test(block) || SUBJECT.test(block));
/** The marker a client sets above a message it forwards or quotes whole. */
const MARKER =
  /^[ \t]*(?:-{2,}\s*(?:Forwarded message|Original Message)\s*-{2,}|Begin forwarded message:)[ \t]*(?:\n|$)/gim;
/**
 * "On <a day and a time> <a name and address> wrote:", as clients wrap it over up to three lines, or in capitals, and
 * as they write it in other languages: "El ... escribió:", "Le ... a écrit :", "Il ... ha scritto:", "Em ...
 * escreveu:", and with the verb before the name, "Am ... schrieb Jordan Lee <...>:", "Op ... schreef ...:"; inside
 * a quotation too, where its marks were left on a line of their own ("> On Nov 4, 2026, at 14:31, ... wrote:").
 */
const ATTRIBUTION = new RegExp(
  String.raw`^[ \t]*(?:>[ \t]*)*(?:On|ON|El|EL|Le|LE|Il|IL|Em|EM|Am|AM|Op|OP)\s[^\n]{0,160}?(?:\n[^\n]{0,160}?){0,2}(?:\b(?:[Ww]rote|WROTE|[Ee]scribió|ESCRIBIÓ|a\s+écrit|A\s+ÉCRIT|ha\s+scritto|HA\s+SCRITTO|[Ee]screveu|ESCREVEU)${COLON}|\b(?:schrieb|SCHRIEB|schreef|SCHREEF)\s[^\n]{1,120}:)[ \t]*(?:\n|$)`,
  'gm',
);
/** A quoted line's marks ("> ", "> > "), on two or more lines in a row: a line that opens with one ">" may be a value. */
const QUOTED_LINES = /(?:^[ \t]*>[^\n]*(?:\n|$)){2,}/gm;

/**
 * A single quoted line right under the line that attributes it ("On ... wrote:\n> This quotation is valid for 30
 * days"): a quotation, whatever a lone ">" line elsewhere may be; its marks go as a run of quoted lines' do, so that
 * the reply's own last sentence does not run into it.
 */
const QUOTED_LINE_AFTER_ATTRIBUTION = new RegExp(String.raw`(${ATTRIBUTION.source})(?:[ \t]*>)+[ \t]?`, 'gm');

/**
 * The text without its mails' header blocks, markers, attributions and quotation marks; a header block leaves a line
 * break, so that the message above it and the one below stay paragraphs apart.
 */
export function withoutMailHeaders(text: string): string {
  if (!FROM.test(text) && !SENT_AT.test(text) && !/(?:wrote:|^[ \t]*>)/im.test(text)) return text;
  // Quotation marks first: a message quoted whole quotes the headers of the one it forwarded ("> From: ...").
  return text
    .replace(QUOTED_LINES, (lines) => lines.replace(/^([ \t]*>)+[ \t]?/gm, ''))
    .replace(QUOTED_LINE_AFTER_ATTRIBUTION, '$1')
    .replace(HEADER_BLOCK, (block) => (isHeaderBlock(block) ? '\n' : block))
    .replace(MARKER, '')
    .replace(ATTRIBUTION, (line) => (HAS_TIME_OF_DAY.test(line) || /\b\d{4}\b/.test(line) ? '' : line));
}
