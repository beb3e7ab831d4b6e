import { asWrittenOrInCapitals, capitalsOf } from '../text/capitals';
import { COMPANY_FORM } from '../text/company-forms';
import { evidenceOf, prepareDocument, type Finding, type PreparedDocument } from '../text/document';
import { CONFIDENTIALITY_LEGEND, repeatsOnEveryPage, WRAPPED_LINE } from '../text/normalize';
import { sentenceAt } from '../text/sentences';
import { asPrinted, printedInCapitals, recaseCapitals } from './parties-capitals';

const PREAMBLE_CHARS = 4000;
/**
 * What introduces the list of parties: "by and between", "among:", "between," "is entered into by" or "The parties
 * to this Agreement are:"; not "is executed by the parties on the dates set forth below, by and between". With "the
 * undersigned," after it, which names no party of its own ("by the undersigned, Wexford Capital Partners LLC": in
 * capitals, the words ran into the first name and took its place).
 */
const BETWEEN =
  /\b(?:(?:by\s+and\s+)?(?:between|among)[:,]?|parties\s+to\s+this\s+(?:agreement|contract)\s+are:?|(?:entered\s+into|made|executed)(?:\s+(?:on|as\s+of)\s+[^.]{4,40}?)?\s+by(?!\s+and\s)(?!\s+(?:the|both|all|each)\s+(?:of\s+the\s+)?part(?:y|ies)\b):?)\s+(?:the\s+undersigned\s*,\s*)?/i;
/**
 * A numbered list of parties under a heading or a label, as English and Australian contracts set it out: "PARTIES
 * (1) A ...; and (2) B", "Parties: (1) A ...", "PARTIES 1. A ...; and 2. B", "PARTIES (A) A ... (B) B"; not a heading
 * of the terms ("AGREEMENT OF THE PARTIES 1. APPOINTMENT").
 */
const PARTIES_HEADING = /(?<!\b(?:of|OF|the|THE)\s+)\b(?:PARTIES|Parties)\s*:?\s*(?=\(1\)|1\.\s+[A-Z]|\(A\)\s)/;
/**
 * Where each item of such a list starts, by how its first one is numbered; not at a number written out before it, a
 * quantity in words after the list ("Initial Period: three (3) years").
 */
/** The numbers of a list's items after its first in roman numerals: "(ii)" to "(viii)" (in capitals too: "(II)"). */
const LATER_ROMAN_ITEMS = 'ii|iii|iv|v|vi|vii|viii';
const LIST_ITEMS: [RegExp, RegExp][] = [
  [/^\s*\(1\)/, /(?<!\b(?:two|three|four|five|six|seven|eight|nine))\s+(?=\([2-9]\)\s)/i],
  [/^\s*1\.\s/, /\s+(?=[2-9]\.\s+[A-Z])/],
  [/^\s*\(A\)\s/, /\s+(?=\([B-H]\)\s)/],
  [/^\s*\(i\)\s/, new RegExp(String.raw`\s+(?=\((?:${LATER_ROMAN_ITEMS})\)\s)`)],
  [/^\s*\(I\)\s/, new RegExp(String.raw`\s+(?=\((?:${capitalsOf(LATER_ROMAN_ITEMS)})\)\s)`)],
];
/** An item's number at its start: "1.", "(B)", "(ii)", "(II)". */
const ITEM_NUMBER = new RegExp(
  String.raw`^\s*(?:\d\.|\([A-H]\)|\((?:i|${LATER_ROMAN_ITEMS})\)|\((?:I|${capitalsOf(LATER_ROMAN_ITEMS)})\))\s+`,
);
/**
 * Where the list of parties ends: recitals, background, a table of contents ("CONTENTS", whose entries run on as
 * capitalised words once they have no numbers), or the start of the terms; or, where a line of parties has no
 * full stop, the next line's sentence about the document ("between Greenfield University and Brightwater Water Trust"
 * then "This MoU will remain in effect ...").
 */
const PREAMBLE_END =
  /\b(?:WHEREAS|RECITALS?|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE|IN\s+CONSIDERATION|the\s+parties\s+(?:hereto\s+)?(?:agree|hereby)|AGREED\s+TERMS|IT\s+IS\s+(?:HEREBY\s+)?AGREED|(?:TABLE\s+OF\s+)?CONTENTS)\b|\s1\.\s+[A-Z][A-Za-z]+/;
/**
 * The sentence after a list of parties set out on a line of its own, printed as written or in capitals: "between A and
 * B / This MoU will remain in effect ...", "BETWEEN A AND B / THIS MOU WILL REMAIN ...".
 */
const DOCUMENT_SENTENCE_AFTER = new RegExp(
  String.raw`\s${asWrittenOrInCapitals(String.raw`This\s+(?:[A-Z][\w-]*\s+){0,3}?(?:MoU|Agreement|Memorandum|Contract|Lease|Licen[cs]e|Letter)\s+(?:will|shall|is|may|remains|commences|begins|starts|runs|sets)\b`)}`,
);
const ENTITY_SUFFIX = new RegExp(String.raw`^(?:${COMPANY_FORM})\.?$`, 'i');
/**
 * What follows a name and is not part of it: a description, an address ("of Level 4, 20 ...", "of Storgata 10, 0155
 * Oslo", as European addresses put the number after the street; "of Harbour House, Quay Street", "of County Hall",
 * as English deeds name a building; not "of April 13, 2012"), a defined term. ", incorporated under the laws of"
 * describes; "Keurig, Incorporated" is a name.
 */
const DESCRIPTOR =
  /,\s*(?:a|an|the)\s|,\s*(?:having|with|whose|located|organi[sz]ed|incorporated\s+(?:and|under|in|as|pursuant|with)\b|existing|duly|acting|residing|registered|its\s)|\s\((?:the\s|hereinafter|hereafter|each|collectively|together|"|')|\s(?:having|with\s+(?:its|a|offices)|whose|located|organi[sz]ed\s+under|incorporated\s+(?:and\s+registered\s+)?(?:under|in)|registered\s+in|existing\s+under|\(hereinafter)|\s+a\s+(?:corporation|company|limited|partnership|[A-Z][a-z]+\s+(?:corporation|company|limited|general|partnership))|\s+of\s+(?=(?:Level|Suite|Unit|Floor)\s|\d|(?:[A-Z][\w.'-]*\s+){1,3}(?:House|Hall|Street|Road|Avenue|Lane|Drive|Quay|Wharf|Chambers|Building)\b|(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)[A-Z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*){0,2}\s+\d{1,5}[A-Za-z]?,)/i;

/**
 * A name without its asides in brackets (a defined term, a registration number), except a bracketed word that is
 * part of the name because the name goes on after it: "Enbridge Pipelines (Lakehead) L.L.C.", "HSBC (Hong Kong)
 * Limited", and a year so ("ISR Systems Integration (2004) Ltd.", as Israeli and British companies re-formed are named),
 * or its suffix after a comma ("Pacific Rim Minerals (U.S.A.), Inc.").
 */
function withoutAsides(piece: string): string {
  return piece.replace(
    /\(([^()]*)\)(?=(\s+[A-Z]|,\s*(?:Inc|INC|Corp|CORP|Ltd|LTD|LLC|L\.P|LP|plc|PLC|Limited|LIMITED|Corporation|CORPORATION)\b)?)/g,
    (aside, inside: string, nameGoesOn?: string) =>
      nameGoesOn && /^(?:[A-Z][A-Za-z.&]*(?:\s+[A-Z][A-Za-z.&]*){0,2}|(?:19|20)\d\d)$/.test(inside) ? aside : ' ',
  );
}

/**
 * The article before a public body's name: "the City of ...", "the City and County of ...", "the Minister for Health
 * of ...", "the ... Authority" (not "the Joint Venturers").
 */
const PUBLIC_BODY_ARTICLE =
  /^the\s+(?=[A-Z][a-z]+(?:\s+(?:and|for)\s+[A-Z][a-z]+)?\s+of\s+(?:the\s+)?[A-Z]|(?:[A-Z][\w&'.-]*\s+){0,5}(?:Authority|Commission|Agency|Department|Council|Board|Ministry|Government|Administration|Bureau|Institute|Foundation|University|College|Hospital|District|County|Municipality)\b)/;

/**
 * A company's name written with its suffix, or a trust's with its own word: "Riverside Youth Football League, Inc.",
 * "the Harold J. Miller Family Trust".
 */
const COMPANY_WITH_SUFFIX = String.raw`(?:[A-Z][\w&'.-]*\s+){1,6}?[A-Z][\w&'.-]*,?\s+(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Co|Company|Trust|LP|LLP|PLC|plc|GmbH|AG)\b`;
/** The article before such a name (not "The" of "The Coca-Cola Company"). */
const COMPANY_ARTICLE = new RegExp(String.raw`^the\s+(?=${COMPANY_WITH_SUFFIX})`);

/**
 * A trust named as the Australian Business Register names one, by its trustee: "The Trustee for the Banksia Family
 * Trust", "the trustee for The Harbour Unit Trust" (not "X Pty Ltd as trustee for ...", whose party is X).
 */
const TRUST_NAME =
  /^(?:[Tt]he\s+|THE\s+)?(?:Trustee|TRUSTEE|trustee)\s+(?:for|FOR)\s+(?:[Tt]he\s+|THE\s+)?(?:[A-Z][\w&'’-]*\s+){1,6}(?:Trust|TRUST)\b/;

/** A label before a name, one to three words and a colon, as written or in capitals: "Vendor:", "LICENSOR:". */
const LABEL_BEFORE_NAME = new RegExp(
  asWrittenOrInCapitals(String.raw`^\s*(?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+:\s+(?=[A-Z0-9])`),
);

/** A tie to another party before a name, in capitals: "ITS WHOLLY-OWNED SUBSIDIARY", "THEIR AFFILIATE". */
const TIE_IN_CAPITALS =
  /^(?:ITS|THEIR|HIS|HER)\s+(?:(?:WHOLLY|MAJORITY)[\s-]+OWNED\s+|DIRECT\s+|INDIRECT\s+|AFFILIATED\s+)*(?:SUBSIDIARY|AFFILIATE|PARENT)(?:\s+(?:COMPANY|CORPORATION))?,?\s+(?=[A-Z])/;

/**
 * Those a party stands for, not a party: "its affiliates", "their respective successors and permitted assigns", in
 * any case (in lower case they are never taken for a name; printed in capitals they would be).
 */
const ITS_OWN_PEOPLE =
  /^(?:(?:its|their|his|her)\s+(?:respective\s+)?)?(?:(?:permitted\s+)?(?:affiliates|subsidiaries|successors|assigns|heirs|legal\s+representatives)(?:\s+(?:and|&)\s+)?)+\)?$/i;

/**
 * Words that follow a name in a preamble and end it: the agreement's date ("... Corporation Dated as of"), an address,
 * a heading. Their capital marks them, as written or printed in capitals ("... CORPORATION DATED AS OF APRIL", "...
 * LLC EFFECTIVE AS OF", "... CORP., AS OF JUNE 8").
 */
const WORDS_AFTER_NAME = new RegExp(
  String.raw`\s+(?:${asWrittenOrInCapitals(String.raw`(?:Dated|Effective|Page|Suite|With|Made|Entered|Exhibit|Schedule|Attn|Address|Service\s+Package|Hereinafter)\b`)}|AS\s+OF\b).*$`,
);

const SURNAME_FIRST = /^[A-Z][a-z]+(?:-[A-Z][a-z]+)?, [A-Z][a-z]+(?:\s+[A-Z]\.)+$/;

function cleanName(raw: string): string | null {
  let name = raw
    .replace(/^[\s,;:]*(?:and|&|between|among|by|with)(?:\s*:)?\s+/i, '')
    // A label before the list: "the following parties: (a) Kathy Ireland, Inc.", "Parties to this agreement ACME".
    .replace(/^\s*(?:the\s+following\s+(?:parties|persons|entities)|parties\s+to\s+this\s+agreement)\s*:?\s*/i, '')
    // A colon after a company's suffix opens the terms, and is no label's ("KEYPOINT LTD: FIVE YEARS FROM 1 MAY").
    .replace(SUFFIX_THEN_COLON, '$1')
    // A role's label before the name, as signature blocks and key terms set it: "Vendor: PetRecords Cloud, Inc.",
    // "LICENSOR: HALDEN IMAGING AS".
    .replace(LABEL_BEFORE_NAME, '')
    // "M/s." (Messrs), as Indian drafting writes it before a firm's name: "M/s. Deccan Agro Exports Limited".
    .replace(/^(?:M\/[sS]\.?|Messrs\.?)\s+(?=[A-Z])/, '')
    // A tie to another party before the name: "its wholly owned subsidiary Apex Manufacturing, LLC", or in capitals,
    // where only the tie's own words tell it from the name ("ITS WHOLLY OWNED SUBSIDIARY APEX ...").
    .replace(/^(?:its|their|his|her)\s+(?:[a-z-]+\s+){0,4}(?=[A-Z])/, '')
    .replace(TIE_IN_CAPITALS, '')
    // Quotes go (guillemets too: "SILICON SMELTERS « Pty » Ltd"); an apostrophe inside a word stays ("Logan's"), and
    // so does a plural's after its "s" where no quote opens before it ("Ontario Teachers' Education Pension Board").
    .replace(/["«»]/g, '')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, (quote: string, before: string, at: number, whole: string) =>
      before === undefined && /s$/.test(whole.slice(0, at)) && !/(?:^|\s)'/.test(whole.slice(0, at))
        ? quote
        : (before ?? ''),
    )
    .replace(/\s+/g, ' ')
    // A bracket taken out leaves a space before the punctuation after it: "Epsilon Data Management, LLC ."
    .replace(/\.?\s+\.(?=\s|$)/g, '.')
    .replace(/\s+,/g, ',')
    // A public body keeps its name without the article: "the City of Riverside", "the Regents of the University",
    // "the Metro Transit Authority".
    .replace(PUBLIC_BODY_ARTICLE, '')
    // So does a company whose name follows "the": "and the Riverside Youth Football League, Inc.".
    .replace(COMPANY_ARTICLE, '')
    .trim();
  // "of" before a number or a bracket starts an address ("Brett Haumann of [address removed]", "... OF 17922 SKY").
  name = name.replace(/\s+of\s+[[\d].*$/i, '');
  const cut = DESCRIPTOR.exec(name);
  if (cut) {
    // What is described as "a Massachusetts non-profit corporation" is an entity, its article no part of its name:
    // "the Greater Boston Marathon Association, a ..." (a role, "the Company", has no such description).
    const entity = /^,\s*an?\s/i.test(name.slice(cut.index));
    name = name.slice(0, cut.index);
    if (entity) name = name.replace(/^the\s+(?=[A-Z])/, '');
  }
  // A comma followed by an entity suffix belongs to the name ("TELCOSTAR PTE, LTD."); any other comma ends it.
  const parts = name.split(/,\s*/);
  // A description in lower case before the name is not part of it: "professional golfer, TOM WATSON, (...)".
  // A name in lower case keeps its suffix: "salesfusion, inc.".
  if (
    parts.length > 1 &&
    /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}$/.test(parts[0]) &&
    !LOWER_CASE_SUFFIX.test(parts[1].trim())
  )
    parts.shift();
  // A firm named for its partners keeps its commas up to its "&" and its suffix: "Smith, Jones & Partners, LLC",
  // "Skadden, Arps, Slate, Meagher & Flom LLP".
  const firm = FIRM_NAME.exec(parts.join(', '));
  if (firm) parts.splice(0, parts.length, firm[0]);
  // A person written surname first, as HR and court documents list people: "Hernandez, Maria L." (a given name with an
  // initial after the comma, where a place after a company's name has none: "Acme Trading, Boston").
  if (parts.length === 2 && SURNAME_FIRST.test(`${parts[0]}, ${parts[1]}`))
    parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  let kept = parts[0];
  for (const part of parts.slice(1)) {
    // A bank's "National Association", and a person's generation: "Robert J. Whitaker, Jr.".
    if (ENTITY_SUFFIX.test(part.trim()) || /^(?:National\s+Association|Jr|Sr|II|III|IV)\.?$/i.test(part.trim()))
      kept += `, ${part.trim()}`;
    else {
      // A suffix with its dot, then what follows the name on a cover page ("VIRTUOSO SURGICAL, INC. JHU Agreement"),
      // or a capitalised suffix, then the sentence's own words ("Meridian Logistics Group, LLC effective as of").
      const suffix = /^([A-Za-z./]+\.)\s/.exec(part.trim()) ?? /^([A-Z][A-Za-z./]*)\s+(?=[a-z])/.exec(part.trim());
      if (suffix && ENTITY_SUFFIX.test(suffix[1])) kept += `, ${suffix[1]}`;
      break;
    }
  }
  name = kept
    .replace(/\s+and\s+(?:the|its|their)\s.*$/i, '')
    // The side of a deed a party is on, as English and Indian deeds write it: "... ("Redwood") of the OTHER PART".
    .replace(/\s+of\s+the\s+(?:one|other|first|second|third|fourth)\s+part\b.*$/i, '')
    // A person's alias: "Marcus A. Johnson a/k/a "MJ Flash"", "... also known as ...".
    .replace(/\s+(?:a\/k\/a|aka|also\s+known\s+as)\s.*$/i, '')
    // The capacity a party acts in: "Kestrel Property Holdings Pty Ltd (ACN ...) as trustee for the Kestrel Trust".
    .replace(
      /\s+(?:solely\s+)?as\s+(?:trustee|agent|nominee|custodian|general\s+partner|manager|administrator|executor|receiver)\b.*$/i,
      '',
    )
    .replace(WORDS_AFTER_NAME, '')
    .replace(/\.\s+(?:There|This|These|The|Each|It|In|Such|Both)\b.*$/, '.');
  // An Australian trust as its register names it keeps its "for": "The Trustee for the Banksia Family Trust".
  const trust = TRUST_NAME.exec(name);
  if (trust) name = trust[0];
  // The name ends at the first plain lower-case word ("... CORPORATION dated as of", "... Inc. made this"), unless
  // capitalised words after it run on to an entity suffix: the word is inside the name ("Petro data Management
  // Services Limited").
  const words = name.split(' ');
  // A Norwegian company's "AS" is a suffix; English "as" ("Jenna R. Moore as of January 1, 2012") is a plain word.
  const isPlain = (word: string) =>
    /^[a-z]{2,}$/.test(word) && !SMALL_WORDS.test(word) && (word === 'as' || !ENTITY_SUFFIX.test(word));
  // "for" between capitalised words is a public body's own: "Minister for Health", "Institute for Advanced Study";
  // so is "on" after a body that sits on a subject: "Nevada Commission on Tourism", "Council on Foreign Relations";
  // and the Crown's "in right of": "Her Majesty the Queen in right of Canada", "the Crown in right of New Zealand".
  const joinsName = (word: string, i: number) => {
    const [before, next] = [words[i - 1], words[i + 1] ?? ''];
    if (word === 'in') return /^right$/i.test(next) && /^of$/i.test(words[i + 2] ?? '');
    if (word === 'right') return before === 'in';
    const joins = word === 'for' ? /^[A-Z]/.test(before) : word === 'on' && BODY_ON_A_SUBJECT.test(before);
    return joins && /^[A-Z]/.test(next);
  };
  const firstPlain = words.findIndex((word, i) => i > 0 && isPlain(word) && !joinsName(word, i));
  const after = words.slice(firstPlain + 1);
  const inside =
    after.length > 0 &&
    ENTITY_SUFFIX.test(after[after.length - 1].replace(/[.,]+$/, '')) &&
    after.every((word) => /^[A-Z]/.test(word) || SMALL_WORDS.test(word) || ENTITY_SUFFIX.test(word));
  if (firstPlain > 0 && !inside && !trust) name = words.slice(0, firstPlain).join(' ');
  name = name.replace(/\s*Source:.*$/i, '');
  // An address or registration number after the name ("... INC. 2nd Floor", "Corporation 780 Montague"), unless
  // the number is inside the name: what follows it ends with an entity suffix ("Layer 2 Communications Group Ltd."),
  // or it is a series ("ATLAS EQUIPMENT TRUST 2007-1", "Harbor Mortgage Trust 2006-A"), which no address is.
  const numbered = /^(\S+(?:\s+\D\S*)*?)\s+(\d.*)$/.exec(name);
  const rest = numbered?.[2].replace(/[\s,;:.]+$/, '') ?? '';
  if (numbered && !LEGAL_ENTITY.test(rest) && !SERIES.test(rest)) name = numbered[1];
  name = withoutTail(name);
  name = name
    .replace(/^(?:the\s+)?(?:undersigned|following)\b.*$/i, '')
    // A list's joining word left at the end ("AstroNutrition.com and").
    .replace(/\s+(?:and|&)$/i, '')
    .replace(/[\s,;:.(]+$/, '')
    .trim();
  // A person's title is not part of their name; a company's is ("Mr. Cooper Group Inc.", "Dr. Reddy's Laboratories").
  if (!LEGAL_ENTITY.test(name))
    name = name.replace(/^(?:Mr|MR|Mrs|MRS|Ms|MS|Miss|MISS|Mx|Dr|DR|Prof|PROF)\.?\s+(?=[A-Z])/, '');
  if (name.length < 2 || name.length > 120 || !looksLikeName(name)) return null;
  return name.replace(/\s*\.$/, '');
}

/**
 * A legal name ends at its entity suffix: what follows the last one is a heading, an address or a role run into
 * it ("... COMPANY TABLE OF CONTENTS", "Pharma AG Alter Postplatz"), unless it continues the name ("... Company of
 * Canada", "... Company Holdings LP", "... Co. Consolidated").
 */
function withoutTail(name: string): string {
  const words = name.split(' ');
  let last = -1;
  words.forEach((word, index) => {
    if (index > 0 && ENTITY_SUFFIX.test(word.replace(/,$/, ''))) last = index;
  });
  if (last < 0 || last === words.length - 1 || SMALL_WORDS.test(words[last + 1])) return name;
  // One word that ends company names goes on with it: "Coca-Cola Bottling Co. Consolidated".
  if (last === words.length - 2 && NAME_END.test(words[last + 1])) return name;
  return words.slice(0, last + 1).join(' ');
}

/** A body named for the subject it sits on: "Commission on Tourism", "Council on Foreign Relations". */
const BODY_ON_A_SUBJECT = /^(?:Commission|Council|Committee|Conference|Institute)$/i;

/**
 * Words that end a company's name after its suffix ("... Co. Consolidated", "... Limited Partnership"), not a heading
 * or an address.
 */
const NAME_END =
  /^(?:Consolidated|CONSOLIDATED|International|INTERNATIONAL|Worldwide|WORLDWIDE|Holdings|HOLDINGS|Partnership|PARTNERSHIP)$/;

/** Surnames before an "&" and the last of them, then a suffix: a firm named for its partners. */
const FIRM_NAME = new RegExp(
  String.raw`^[A-Z][A-Za-z'-]+(?:,\s*[A-Z][A-Za-z'-]+)*\s+&\s+[A-Z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'-]+)?,?\s+(?:LLP|LLC|L\.L\.P|L\.L\.C|P\.C|PC|PLLC|LP|L\.P|Ltd|Inc)\.?`,
);

/** A company's suffix after a name written in lower case ("salesfusion, inc."), not a description ("tennis player"). */
const LOWER_CASE_SUFFIX = /^(?:inc|llc|ltd|corp|plc|l\.l\.c|gmbh)\.?(?:\s|$)/i;

/** A securitisation's series after its trust's name: a year, a hyphen, a number or letter. */
const SERIES = /^(?:19|20)\d\d-[A-Z\d]{1,3}$/;

/**
 * Joining words inside a name, in the languages company names are written in: "Productos para el Hogar, S.A. de C.V.",
 * "Banca di Credito", "Compagnie des Alpes".
 */
const SMALL_WORDS =
  /^(?:of|and|&|the|de|du|des|la|le|del|da|do|di|della|para|el|los|las|für|und|y|e|et|van|von|der|d\/b\/a|dba)$/i;

/** A name is mostly capitalised words; descriptions ("a Delaware corporation") and clauses are not. */
/** Roles are what a contract calls a party ("the Company", "Licensee", "the Guarantors"), not who the party is. */
const ROLE =
  /^(?:(?:the|whereas|each|such)\s+)*(?:company|corporation|supplier|licensee|licensor|distributor|contractor|customer|client|vendor|reseller|shipper|talent|individual|consultant|agent|employee|employer|executive|franchisee|franchisor|landlord|tenant|lessor|lessee|buyer|seller|purchaser|manufacturer|provider|partner|member|lender|borrower|guarantor|sponsor|developer|publisher|owner|operator|bank|trust|fund|you|we|us|content\s+provider|service\s+provider|sales\s+agent|transporter|producer|recipient|discloser|investor|subscriber|contractor|affiliate|merchant)s?$/i;
/** A date, not a name: a month with a day or alone ("May 1, 2019"), where "November Bank plc" is a name. */
/** A date, not a name, in any style: "July 1", "1 January 2009", "2009-01-01", "Jan. 1, 2009", "Jan". */
const A_DATE =
  /^(?:(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?(?:\s+\d|\s*$)|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\d{4}-\d{2}-\d{2}\b)/i;

/** Capital letters, the accented ones of European names among them ("Ålesund", "Émile", "Øresund"). */
const CAPITAL = 'A-ZÀ-ÖØ-Þ';
/** A word of a name: it opens with a capital or a digit, or, as "eHealth" and "iGo", has one after a short prefix. */
const CAPITALISED = new RegExp(`^[${CAPITAL}0-9(]|^[a-z]+[A-Z.]`);

function looksLikeName(name: string): boolean {
  // Roles, also joined ("Developer and Client"), and descriptions ("the Joint Venturers") are not names.
  if (name.split(/\s+(?:and|&|or)\s+/i).every((part) => ROLE.test(part)) || A_DATE.test(name)) return false;
  if (/^the\s/.test(name) || ITS_OWN_PEOPLE.test(name)) return false;
  // A lone short acronym is a defined short name ("BLI"), and signature captions are not names.
  if (/^[A-Z]{2,4}$/.test(name) || /^(?:APPROVED|ACCEPTED|AGREED|ACKNOWLEDGED)\b/i.test(name)) return false;
  if (/^(?:a|an|is|to|for|in|on|at|which|who|that|such|any|all|each|as\s+of)(?:\s|$)/i.test(name)) return false;
  // A name never ends on a joining word ("Developer and Client on the"), and a date or an address line is not one.
  if (/\s(?:the|on|to|for|in|at|by)$/i.test(name) || /\sdate$/i.test(name)) return false;
  if (/^(?:suite|floor|street|avenue|road|building|board)$/i.test(name)) return false;
  // Nor is a page's legend run into the list ("Proprietary and Confidential Page 1").
  if (/^(?:(?:strictly|proprietary|confidential|privileged|draft|and|&)\s*)+$/i.test(name)) return false;
  // A time of day, a section number or a day of a range is not a name ("between 4:00 a.m. Monday and 7:00 p.m.
  // Friday", "1.1 The", "between 10 and 21 May 2027").
  if (/^\d{1,2}(?::\d\d|\.\d)|^\d+$/.test(name)) return false;
  if (/\b(?:party|parties|agreement|hereinafter|herein|between|shall|will|hereby|referred)\b/i.test(name)) return false;
  // Nor is a title that calls the document a contract ("Clear Capital THIS MASTER SERVICES CONTRACT", "Development
  // Contract Table of Content"), as one that calls it an agreement is not; a company so named has its suffix
  // ("Contract Freighters, Inc.").
  if (/\bcontract\b/i.test(name) && !ENTITY_SUFFIX.test(name.split(/[\s,]+/).at(-1) ?? '')) return false;
  const words = name.split(/\s+/).filter((word) => !SMALL_WORDS.test(word));
  if (words.length === 0 || words.length > 12) return false;
  const capitalised = words.filter((word) => CAPITALISED.test(word) || /^e\.l\.f/i.test(word));
  // A brand written in lower case is a name where a company's suffix follows it: "salesforce.com, inc.".
  if (words.length <= 4 && /,\s*(?:inc|llc|ltd|corp|plc|l\.l\.c|gmbh)\.?$/i.test(name)) return true;
  return capitalised.length / words.length >= 0.6;
}

/**
 * A key term's label, as written or printed in capitals ("Sessions:", "PERIOD OF PERFORMANCE:"); not a contact's, nor
 * the "AND:" that joins two parties set out as blocks.
 */
const KEY_TERM_LABEL = String.raw`(?!${asWrittenOrInCapitals(String.raw`(?:And|Between|Among|By|With|Attn|Attention|Address|Tel|Telephone|Phone|Fax|Email|E-mail|Registered|Company\s+(?:No|Number))\b`)})(?:[A-Z][a-z]+(?:\s+[a-z]+){0,2}|[A-Z]{2,}(?:\s+[A-Z]+){0,2}):\s`;

/**
 * Words that open a new sentence after the list of parties (addresses make false sentence ends: "St., POB."), among
 * them the heading of a schedule of key details set out after the preamble ("SCHEDULE - KEY DETAILS", "Key Terms"),
 * and a key term's label ("... and Ridgeline Bank. Period of performance: January ...", "Sessions: Mondays"), though
 * not an address's or a contact's ("Attn:", "Tel:", "Registered office:").
 */
const OPENER = new RegExp(
  String.raw`^(?:(?:The|This|These|Each|Both|In|THE|THIS|THESE|EACH|BOTH|Whereas|WHEREAS|Now|NOW|Such|All|Collectively|Recitals?|RECITALS?|Background|BACKGROUND|Article|ARTICLE|Section|SECTION|SCHEDULE|Schedule|KEY\s+(?:DETAILS|TERMS)|Key\s+(?:Details|Terms)|PARTICULARS|Particulars)\b|\d+(?:\.\d+)*\.?(?:\s|$)|${KEY_TERM_LABEL})`,
);

/**
 * A sentence that ends on a party's defined name ('... (hereinafter referred to as "Company").'): an address's false
 * sentence end does not, so the list of parties ends there. Without it the list ran on into a heading without its
 * number ("Website Design and Development. Client agrees ..." gave a party "Development. Client").
 */
const ENDS_ON_DEFINED_NAME = /["”']\s*\)\s*\.$/;

/** Where the list of parties ends: the preamble's sentence, extended over false sentence ends in addresses. */
function partiesEnd(doc: PreparedDocument, start: number): number {
  let sentence = sentenceAt(doc.sentences, start);
  if (!sentence) return start + 1000;
  let index = doc.sentences.indexOf(sentence);
  while (index + 1 < doc.sentences.length && sentence.end - start < 900) {
    const next = doc.sentences[index + 1];
    if (OPENER.test(next.text)) break;
    if (ENDS_ON_DEFINED_NAME.test(sentence.text)) break;
    sentence = next;
    index++;
  }
  return Math.min(sentence.end, start + 1200);
}

/**
 * A cover page that sets its parties on lines of their own, "and" or "&" alone on the line before the last:
 * "BETWEEN / Institute of Grassland and Environmental Research / and / Ceres, Inc.". The lines tell where one name
 * ends, which "and" inside a name ("Grassland and Environmental") leaves open on a single line, and which no
 * separator does once the lines are run together ("by and among / Aizu Fujitsu Semiconductor Limited / Fujitsu
 * Semiconductor Limited / and / Transphorm, Inc."). Several lines before the "and" are several parties only when
 * each ends in an entity suffix: otherwise they may be one long name wrapped.
 */
const COVER_PARTIES =
  /^[ \t]*(?:by\s+and\s+)?(?:between|among)[ \t]*:?[ \t]*\n((?:(?![ \t]*(?:and|&)[ \t]*\n).{3,120}\n){1,5})[ \t]*(?:and|&)[ \t]*\n(.{3,120})$/im;

function coverParties(doc: PreparedDocument): string[] | null {
  const cover = COVER_PARTIES.exec(doc.lines.slice(0, PREAMBLE_CHARS));
  if (!cover) return null;
  const lines = cover[1].split('\n').filter((line) => line.trim());
  if (lines.length > 1 && !lines.every((line) => LEGAL_ENTITY.test(line.trim().replace(/,$/, '')))) return null;
  const names = [...lines, cover[2]].flatMap((line) => cleanName(line) ?? []);
  return names.length === lines.length + 1 ? names : null;
}

/** A person's name: given names or initials, then a surname ("Anita Patel", "Marcus J. Whitfield", "JANE DOE"). */
const PERSON = String.raw`[A-Z][A-Za-z'-]+(?:\s+[A-Z]\.)*(?:\s+[A-Z][A-Za-z'-]+)+`;
const JOINED_PEOPLE = new RegExp(`^(${PERSON})\\s+(?:and|AND|&)\\s+(${PERSON})$`);

/**
 * What says that a party is people: "husband and wife", "individuals", "each residing at", how people hold property
 * together ("as joint tenants", "as tenants in common"), and a capacity they share ("as grantors", "as co-trustees").
 */
const PEOPLE =
  /\b(?:husband|wife|spouses|individuals?|residing|jointly\s+and\s+severally|joint\s+tenants|tenants\s+in\s+common|as\s+(?:joint\s+|co-)?[a-z]+(?:or|ee|er|ant|ent)s)\b/i;

/**
 * Two people joined by "and" are two parties where the piece says they are people ("Ramesh Patel and Anita Patel,
 * husband and wife"): otherwise "and" joins words of one name ("Alamogordo Federal Savings and Loan Association").
 */
function eachPerson(name: string, piece: string): string[] {
  const joined = PEOPLE.test(piece) && JOINED_PEOPLE.exec(name);
  return joined && !LEGAL_ENTITY.test(joined[1]) && !LEGAL_ENTITY.test(joined[2]) ? [joined[1], joined[2]] : [name];
}

/** The parties named in the preamble: "by and between A, a Delaware corporation ("A"), and B (...)". */
/**
 * A heading line of its own over an unnumbered list of parties, as English and Australian agreements set it out:
 * "Parties / Orion Medical GmbH, ... (the "Manufacturer") / and / Sunrise Healthcare Pty Ltd ... (the "Distributor")";
 * or a label with the names on its own line: "Parties: Fernhill Biotech Ltd and Castlegate Capital LLP". Group 1: the
 * list's first line.
 */
const PARTIES_HEADING_LINE =
  /^[ \t]*(?:PARTIES|Parties)[ \t]*(?::[ \t]*(?:\n\s*)?|\n\s*)([^\n]{1,200})(?:\n[ \t]*(?![^\n:]{1,40}:)([^\n]{1,200}))?/m;
/**
 * A line that ends its sentence or its list: a label's line as long as a wrapped paragraph's that does not was wrapped,
 * as plain-text mail wraps at 72 to 78 characters.
 */
const ENDS_ITS_LINE = /[.;:)"']\s*$|\band\s*$/;

/**
 * Where the list of parties opens in the flat text (`at`) and where its first name starts (`start`): after a numbered
 * list's heading, a heading line of its own (unless a sentence follows it, "This Agreement is made between ...",
 * which BETWEEN reads), or "between".
 */
function listOfParties(doc: PreparedDocument, preamble: string): { at: number; start: number; end?: number } | null {
  const numbered = PARTIES_HEADING.exec(preamble);
  if (numbered) return { at: numbered.index, start: numbered.index + numbered[0].length };
  const heading = PARTIES_HEADING_LINE.exec(doc.lines.slice(0, PREAMBLE_CHARS));
  const labelLine = heading?.[1].trim();
  // A label's line that a plain-text mail wrapped goes on in the next ("Parties: A ("Client") and Tasman Digital /
  // Services Limited ("Supplier")."), unless that is a field of its own.
  const wrapped =
    labelLine && heading?.[2] && heading[0].indexOf('\n') >= WRAPPED_LINE && !ENDS_ITS_LINE.test(labelLine)
      ? ` ${heading[2].trim()}`
      : '';
  const first = labelLine && `${labelLine}${wrapped}`.replace(/\s+/g, ' ');
  if (heading && first && /^[A-Z]/.test(first) && !OPENER.test(first)) {
    const at = preamble.indexOf(first.slice(0, 40));
    // Names on the label's own line ("Parties: A and B") end with it; under a heading they may run on.
    const sameLine = !heading[0].slice(0, heading[0].indexOf(heading[1])).includes('\n');
    if (at >= 0) return { at, start: at, ...(sameLine ? { end: at + first.length } : {}) };
  }
  const between = BETWEEN.exec(preamble);
  return between && { at: between.index, start: between.index + between[0].length };
}

/**
 * A subsidiary or affiliate named beside its parent is a party of its own: "MedImmune, Inc. and its wholly-owned
 * subsidiary, MedImmune Ventures, Inc. (collectively, "MedImmune")", "Zenith Robotics Corp. ("Zenith"), together with
 * its wholly owned subsidiary Zenith Robotics Europe B.V."; not "and its subsidiaries (collectively ...)".
 */
const NAMED_SUBSIDIARY =
  /(?:\s+and|,\s+(?:together|along)\s+with)\s+(?:its|their)\s+(?:(?:wholly|majority)[\s-]+owned\s+|direct\s+|indirect\s+)*(?:subsidiary|affiliate)(?:\s+company)?,?\s+(?=[A-Z])/g;

/** A party's role written before its name: "between the Seller, Westfield Instruments, Inc., ... and the Buyer, ...". */
const ROLE_BEFORE_NAME = new RegExp(
  String.raw`\bthe\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+(?=${COMPANY_WITH_SUFFIX})`,
  'g',
);

function preambleParties(doc: PreparedDocument): (Finding<string[]> & { inFavourOf: boolean }) | null {
  const preamble = doc.flat.slice(0, PREAMBLE_CHARS);
  const list = listOfParties(doc, preamble);
  if (!list) return null;
  const { start } = list;
  let segment = quotedTerms(preamble.slice(start, list.end ?? partiesEnd(doc, start)))
    .replace(NAMED_SUBSIDIARY, ' and ')
    .replace(ROLE_BEFORE_NAME, '');
  const ends = [PREAMBLE_END, DOCUMENT_SENTENCE_AFTER].flatMap((pattern) => pattern.exec(segment)?.index ?? []);
  segment = segment.slice(0, ends.length > 0 ? Math.min(...ends) : 1500);
  // A list printed in capitals is read with a preamble's small letters given back (parties-capitals.ts). What its
  // sentence goes on to say after the last party ("... ("CUSTOMER") FOR THE PURPOSE OF ... AND CERTAIN ...", "FOR
  // GOOD AND VALUABLE CONSIDERATION") keeps capitals no closed list of words can give back: there a name is a party
  // only where its piece says no more of it than a party's term, description or capacity (`namedAsAParty`).
  const recased = recaseCapitals(segment);
  const inCapitals = recased !== segment;
  if (inCapitals) segment = recased.replace(NAMED_SUBSIDIARY, ' and ');

  const names: string[] = [];
  for (const piece of eachSide(segment).flatMap(partyPieces)) {
    // A bound on a list that runs on into what is not a party; investor groups and borrowers run to seven or eight.
    if (names.length >= 8) break;
    const name = cleanName(withoutAsides(piece));
    if (name && inCapitals && printedInCapitals(name) && !LEGAL_ENTITY.test(name) && !namedAsAParty(name, piece))
      continue;
    for (const party of name ? eachPerson(name, piece) : []) addParty(names, asPrinted(party), Infinity);
  }
  if (names.length === 0) return null;
  const sentence = sentenceAt(doc.sentences, list.at);
  return { value: names, evidence: evidenceOf(sentence, list.at), inFavourOf: IN_FAVOUR_OF.test(segment) };
}

/**
 * Whether a name read from capitals stands in its piece of a list as a party does: nothing after it, a description or
 * a capacity after a comma (", a Delaware corporation", ", as Agent"), or a bracket (its defined term, a registration)
 * soon after, past an aside after a comma (", not in its individual capacity but solely as custodian (the
 * "Custodian")"), an address after "of", another name after "a/k/a" or "d/b/a", or more words in capitals (",
 * PROFESSIONAL GOLFER ("PLAYER")"). In "CONDITIONS under which IBM will provide ..." and "CERTAIN other SERVICES
 * RELATING to ... (" the sentence goes on: small words stand between the name and the bracket. A name not found as it
 * stands is let be.
 */
function namedAsAParty(name: string, piece: string): boolean {
  const at = piece.toUpperCase().indexOf(name.toUpperCase());
  if (at < 0) return true;
  const after = piece.slice(at + name.length);
  return /^[\s.,;]*$|^(?:\.?,[^()]{0,120}|\s+(?:of|d\/b\/a|[afn]\/k\/a)\s[^()]{0,120}|[^()a-z]{0,120})\(|^\.?,\s*(?:a|an|as)\s/.test(
    after,
  );
}

/**
 * "between A, on the one hand, and B and C, on the other hand": the sides a preamble names its parties in, each a list
 * of its own (the first side's last party ends where its side does, suffix or none: "John Smith, on the one hand").
 * What follows the other side's "on the other hand" is no party. A preamble without the phrase is one side.
 */
function eachSide(segment: string): string[] {
  const sides = segment.split(/,?\s+on\s+the\s+one\s+hand\s*,?\s*(?:and\s+)?/i);
  // Inside an aside ("(each of the Company, on the one hand, and the Marathon Parties, on the other hand, a "Party")")
  // the sides are roles, the parties named before it.
  const inAside = (text: string) => (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  if (sides.length !== 2 || inAside(sides[0])) return [segment];
  return [sides[0], sides[1].replace(/,?\s+on\s+the\s+other\s+hand\b[\s\S]*$/i, '')];
}

/**
 * A preamble whose parties are the subject of its verb, with no "between": "Aduro Biotech, Inc., with a place of
 * business at ... ("Aduro") and IREYA B.V having an address at ... ("Consultant") agree to all terms ...". The
 * verb follows the last party's defined term, in capitals too ("... ("NLPS") AGREE AS FOLLOWS:").
 */
const AGREE = String.raw`(?:each\s+)?(?:hereby\s+)?(?:mutually\s+)?(?:agree|enter\s+into|have\s+agreed)\b`;
const PARTIES_AGREE = new RegExp(String.raw`["”]\s*\)\s*,?\s*${AGREE}`, 'i');
/**
 * The same after a defined term in brackets without quotes, as a PDF gives a name set in bold alone ("... (Aduro) and
 * IREYA B.V ... (Consultant) agree to all terms"): capitalised words alone in the bracket (so case counts, and the
 * verb is matched as written or in capitals).
 */
const PARTIES_AGREE_UNQUOTED = new RegExp(
  String.raw`\((?:the\s+)?[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,3}\)\s*,?\s*${asWrittenOrInCapitals(AGREE)}`,
);
/** A title, heading or date run into the first party's name ("CONSULTING AGREEMENT Aduro Biotech, Inc."). */
const TITLE_BEFORE_NAME = /^.*\b(?:AGREEMENT|CONTRACT|PREAMBLE|[A-Z][a-z]+\s+\d{1,2},\s+(?:19|20)\d\d)\s+/;
/** The label a translated European preamble puts before its parties: "The undersigned: Van Dijk Logistiek B.V., ...". */
const UNDERSIGNED_LABEL = /^\s*(?:the\s+)?undersigned(?:\s+parties)?\s*:\s*/i;
/**
 * A date the sentence opens with before its parties: "As of this 1st day of October, 2000 (the "Effective Date"),
 * MONARCH BANCORP, INC. ... and ... hereby agree", "Effective January 1, 2020, ...", "On May 5, 2010, ...".
 */
const OPENING_DATE =
  /^\s*(?:as\s+of|effective(?:\s+as\s+of)?|dated(?:\s+as\s+of)?|on)\s+(?:this\s+|the\s+)?[^,()]{0,40}?,?\s*(?:19|20)\d\d\s*(?:\([^()]{0,40}\)\s*)?,\s*/i;

function subjectParties(doc: PreparedDocument): Finding<string[]> | null {
  const preamble = doc.flat.slice(0, PREAMBLE_CHARS);
  const verb = PARTIES_AGREE.exec(preamble) ?? PARTIES_AGREE_UNQUOTED.exec(preamble);
  const sentence = verb && sentenceAt(doc.sentences, verb.index);
  if (!verb || !sentence) return null;
  const subject = quotedTerms(
    doc.flat
      .slice(sentence.start, verb.index + verb[0].indexOf(')') + 1)
      .replace(TITLE_BEFORE_NAME, '')
      .replace(UNDERSIGNED_LABEL, '')
      .replace(OPENING_DATE, ''),
  );
  const names: string[] = [];
  for (const piece of partyPieces(recaseCapitals(subject))) {
    const name = cleanName(withoutAsides(piece));
    if (name) addParty(names, asPrinted(name), 6);
  }
  return names.length >= 2 ? { value: names, evidence: evidenceOf(sentence, verb.index) } : null;
}

/** A legal-entity suffix closing a piece of text ("... Software, Inc.,"). */
const SUFFIX_WORDS = String.raw`inc|corp|corporation|ltd|limited|llc|l\.l\.c|plc|lp|l\.p|llp|gmbh|ag|s\.a|sa|n\.v|nv|b\.v|bv|s\.r\.l|srl|s\.p\.a|spa|aps|uab|oy|ab|company|co`;
const SUFFIX_AT_END = String.raw`\b(?:${SUFFIX_WORDS})\.?,?\s*$`;
/** A suffix and the place the company is in: "Aurora Wind Services ApS, Denmark,". */
const SUFFIX_THEN_PLACE = String.raw`\b(?:${SUFFIX_WORDS})\.?,\s*[A-Z][a-z]+(?:[\s-]+[A-Z][a-z]+)?\s*,?\s*$`;
const ENDS_WITH_SUFFIX = new RegExp(SUFFIX_AT_END, 'i');
/**
 * A suffix whose full stop ends the sentence too ("... and TixFlow Ltd. Initial term: three years"), or a colon or a
 * semicolon after it that starts the terms ("... and KeyPoint Ltd: five years"): what follows is no part of the name.
 */
const SUFFIX_THEN_MORE = new RegExp(String.raw`\b((?:${SUFFIX_WORDS})\.?)(?:(?<=\.)\s+[A-Z]|\s*[:;]\s).*$`, 'is');
/** A name's suffix, then a colon and the terms: "KeyPoint Ltd: five years" (not a label's "Company:"). */
const SUFFIX_THEN_COLON = /(?<=\S\s+)\b((?:inc|corp|corporation|ltd|limited|llc|plc|llp|gmbh|pty|pte)\.?)\s*:\s.*$/is;

/**
 * A defined term in brackets without quotes, as a PDF gives a name set in bold alone ("Banksia Cloud Pty Ltd (Supplier)
 * and Coral Coast Tourism Ltd (the Customer)"): capitalised words alone in the bracket, where the party's words end (a
 * comma, a semicolon, a full stop or "and" after it), in a list that quotes none of its parties' terms (where one does,
 * a bracket without quotes is an aside: "Acme Corp. (USA)"). Not a bracket inside a name, which goes on after it
 * ("Harbour Online (Hong Kong) Co., Ltd.", "Pacific Rim Minerals (Canada), Inc."), nor a list's numeral.
 */
const TERM_WITHOUT_QUOTES = new RegExp(
  String.raw`\((\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?)((?:[A-Z][\w&'-]*\s+){0,3}[A-Z][\w&'-]+)\)(?=\s*(?:[,;.]|and\b|AND\b|$))(?!,\s*(?:${SUFFIX_WORDS})\b)`,
  'gi',
);
/**
 * The list of parties with its terms in brackets without quotes quoted, where none of them is. A suffix alone in the
 * bracket is an aside ("(Company)"), but not after "the": "(the Company)" is the commonest term of all.
 */
const quotedTerms = (segment: string) =>
  DEFINED_TERM.test(segment)
    ? segment
    : segment.replace(TERM_WITHOUT_QUOTES, (bracket: string, before: string, term: string) =>
        /^[A-Z]/.test(term) && (before.trim() !== '' || !ENTITY_SUFFIX.test(term)) && !/^[IVX]+$/.test(term)
          ? `(${before}"${term}")`
          : bracket,
      );

/** A complete party: it closes with a defined term, a description, a suffix, "hereinafter ...", a capacity or a role. */
const ENDS_PARTY = new RegExp(
  String.raw`\)\s*,?\s*$|,\s*(?:a|an)\s[^,]*$|${SUFFIX_AT_END}|${SUFFIX_THEN_PLACE}|\b(?:hereinafter|referred\s+to\s+as)\b[^,]*$|,\s*as\s+[A-Z][^,]*$|(?:"[^"]{1,40}"|'[^']{1,40}')\s*(?:of\s+(?:the\s+)?(?:one|other|first|second)\s+part)?\s*,?\s*$`,
  'i',
);

/**
 * A comma after an entity suffix, and the place in brackets a group's companies are told apart by ("MobileNet
 * Communications Ltd. (Israel), MobileNet Inc. (USA) and ..."), followed by another name (not by a second suffix:
 * "Acme Co., Ltd.").
 */
const AFTER_SUFFIX =
  /(?<=\b(?:CORPORATION|Corporation|INC|Inc|LLC|LTD|Ltd|LIMITED|Limited|LP|L\.P|PLC|plc|GmbH|AG|N\.V|B\.V)\.?(?:\s*\([A-Z][A-Za-z. ]{1,20}\))?),\s+(?!(?:LTD|Ltd|LIMITED|Limited|INC|Inc|LLC|L\.L\.C|LP|L\.P|CO|Co|S\.A|SA|AG|GmbH|N\.V|B\.V|PLC|PTE|Pte|PTY|Pty)\b)(?=[A-Z][A-Za-z&-]*\s+[A-Z])/;

/**
 * A defined term in brackets: ("Siemens"), (the "Company"), (hereinafter "Licensee"), and one after a lower-case
 * aside of its own: (together with its subsidiaries, the "Company"), (collectively, "Franchisee").
 */
const DEFINED_TERM =
  /\(\s*(?:[a-z][^()"“']{0,60}?,\s*)?(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?["“'][^)]{1,120}\)/i;

/**
 * A party also ends at a comma after its defined term when another party follows: one with a term of its own
 * ("Premier, Inc. ("Premier"), Technology Health, Inc. ("THI")", "..., its subsidiary Apex LLC ("Apex")") or a
 * legal entity ("..., LLC ("Marathon"), Marathon Partners L.P., ...", "... ("Company"), Redwood Fund II, L.P. and
 * ..."); what follows otherwise is the first party's address ("Acme Inc. ("Acme"), Los Angeles, California").
 */
function splitAfterTerms(part: string): string[] {
  const pieces: string[] = [];
  for (const piece of part.split(/(?<=["”']\s*\)),\s+(?=[A-Z]|(?:its|their)\s+(?:[a-z-]+\s+){0,4}[A-Z])/)) {
    const opensWithEntity = LEGAL_ENTITY.test(piece.split(',')[0].trim());
    // Or is one whole ("..., Redwood Life Sciences Fund II, L.P. and ..."): an address ends in no entity's suffix.
    const isEntity = LEGAL_ENTITY.test(piece.trim().replace(/[\s,]+$/, ''));
    if (pieces.length && !DEFINED_TERM.test(piece) && !opensWithEntity && !isEntity)
      pieces[pieces.length - 1] += `, ${piece}`;
    else pieces.push(piece);
  }
  return pieces;
}

/**
 * Splits the list of parties at "and", ";" and "Party B:" labels, but only where the text before is a complete
 * party (it has a description, a defined term or an entity suffix): "Savings and Loan Association" stays whole.
 */
/** A party's label in a bilingual or Asian contract's header: "Party A:", "Party B (Buyer):". */
const PARTY_LABEL = String.raw`\b(?:Party|PARTY)\s+[A-Z1-9]\s*(?:\([^()]{1,30}\)\s*)?:\s*`;
/** What follows a labelled party's name on its line or the next: its address, representative, contact. */
const AFTER_LABELLED_NAME = asWrittenOrInCapitals(
  String.raw`(?:Address|Legal\s+[Rr]epresentative|Contact|Registered)\b`,
);

/**
 * A list of described parties ends one at the comma after its description where the next opens with a name and
 * its own description: "among Alpha Holdings Limited, a Cayman Islands company, Beta Capital Partners, L.P., a
 * Delaware limited partnership, and ...".
 */
const AFTER_DESCRIPTION =
  /(?<=,\s+(?:a|an)\s+[^,()]{3,80}),\s+(?=[A-Z][^,()]{1,80}?(?:,\s*[A-Z][A-Za-z.]{1,5})?,\s+(?:a|an)\s)/;

/**
 * "Kestrel Community Health Trust and Riverside Youth Football League, Inc.": an organization named without a company's
 * suffix (a trust, a bank, a university), then a company with one of its own, are two parties; so is a second such
 * organization named in three words or more ("Greenfield University and Brightwater Water Trust"), and a body named by
 * its noun, then a company ("Riverside Arts Centre and TixFlow Ltd"). Not "First Citizens Bank and Trust Company",
 * whose second half is no name of its own.
 */
function twoOrganizations(first: string, second: string): boolean {
  const next = second
    .replace(/\([^)]*\)/g, ' ')
    .replace(SUFFIX_THEN_MORE, '$1')
    .replace(/[\s.;]+$/, '');
  const former = first.trim().replace(/[\s,]+$/, '');
  const body = AN_ORGANIZATIONS_NOUN.test(former) && former.split(/\s+/).length >= 2;
  if (!LEGAL_ENTITY.test(former) && !body) return false;
  if (!ENDS_WITH_SUFFIX.test(next)) return LEGAL_ENTITY.test(next) && next.trim().split(/\s+/).length >= 3;
  const name = next.replace(new RegExp(SUFFIX_AT_END, 'i'), '').replace(/[\s,]+$/, '');
  // After a body's noun ("Riverside Arts Centre and TixFlow Ltd"), a company's one-word name is a name of its own.
  return (/\s/.test(name) || body) && !LEGAL_ENTITY.test(name) && !AN_ORGANIZATIONS_NOUN.test(name);
}

/**
 * The noun that ends the name of a body that is no company ("Riverside Arts Centre", "Harbour District Council"): a
 * name complete before "and", as a company's suffix makes one.
 */
const AN_ORGANIZATIONS_NOUN =
  /\b(?:centre|center|council|college|school|foundation|institute|club|society|association|hospital|museum|gallery|theatre|theater|library|academy|church|charity|authority)$/i;

/**
 * "between Lena Fischer and Bluebird Studio GmbH": a person's name (two or three words in title case or in capitals,
 * no company's word), then a name of at least two words before a company's suffix, are two parties, in a list without
 * defined terms. Not "LOUISVILLE GAS and ELECTRIC COMPANY", nor "ExxonMobil Research and Engineering Company", one name
 * each.
 */
const PERSON_ALONE = /^\s*[A-Z][a-z'’-]+(?:\s+[A-Z]\.)*(?:\s+[A-Z][a-z'’-]+){1,2}\s*$/;
/** The same printed in capitals: "between LENA FISCHER and BLUEBIRD STUDIO GMBH". */
const PERSON_ALONE_IN_CAPITALS = /^\s*[A-Z][A-Z'’-]+(?:\s+[A-Z]\.)*(?:\s+[A-Z][A-Z'’-]+){1,2}\s*$/;
const COMPANY_OPENS = new RegExp(
  String.raw`^\s*[A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){1,4}?\s+(?:${SUFFIX_WORDS})\.?(?=[\s,]|$)`,
  'i',
);
const personThenCompany = (first: string, second: string) =>
  (PERSON_ALONE.test(first) || PERSON_ALONE_IN_CAPITALS.test(first)) &&
  !LEGAL_ENTITY.test(first.trim()) &&
  COMPANY_OPENS.test(second);

/**
 * "between Riverside Rowing Club and Sam Whitfield", "between Dr Aisha Rahman and Brookside Medical Centre": a body
 * named by its noun (two words or more) and a person's name, either way round, are two parties.
 */
const namesABody = (name: string) => AN_ORGANIZATIONS_NOUN.test(name) && name.split(/\s+/).length >= 2;
const namesAPerson = (name: string) =>
  (PERSON_ALONE.test(name) || PERSON_ALONE_IN_CAPITALS.test(name)) &&
  !LEGAL_ENTITY.test(name) &&
  !AN_ORGANIZATIONS_NOUN.test(name);
function bodyAndPerson(first: string, second: string): boolean {
  // The pieces keep the punctuation that ended them ("Sam Whitfield.").
  const [a, b] = [first, second].map((piece) => piece.trim().replace(/[\s,.;]+$/, ''));
  return (namesABody(a) && namesAPerson(b)) || (namesAPerson(a) && namesABody(b));
}

/**
 * A deed's "in favour of" the party it is given to ("made by Harrowgate Foods Limited ... in favour of Ivybridge Retail
 * plc", "given by THAYER EQUITY INVESTORS IV, L.P. ... in favor of U.S. BANK NATIONAL ASSOCIATION"): a party, though
 * the deed's one maker may leave others to the readers of defined terms (findParties).
 */
const IN_FAVOUR_OF = /,?\s+(?:in\s+favou?r\s+of|IN\s+FAVOU?R\s+OF)\s+/;
/**
 * A party named with "the" and its defined term straight after: "and the Ontario Teachers’ Education Pension Board (the
 * "Investor")", as bodies that are neither companies nor "the X of Y" are named.
 */
const THE_NAME_DEFINED = String.raw`the\s+(?:[A-Z][\w’'&.-]*\s+){0,6}[A-Z][\w’'&.-]*\s*\((?:the\s+)?["“]`;
/**
 * Where one party of a preamble's list ends and the next begins: a semicolon, a finance deal's "A, as Issuer, B, as
 * Servicer", or "and" before a name ("the City of ...", "the Riverside Youth Football League, Inc.", one that opens in
 * lower case as "eHealth" and "iGo Travel.com, Inc." do, and one that opens with an accented capital, "Ålesund"), past
 * the purposes it is a party for ("and, solely for purposes of Article 9, Upton Midstream GP, LLC", "and, for the
 * limited purposes set forth in Section 12.4, Lakeview Holdings Inc."); or a deed's "in favour of" the party it is
 * given to (IN_FAVOUR_OF).
 */
const PARTY_SEPARATORS = new RegExp(
  String.raw`\s*;\s*(?:and\s+)?|${IN_FAVOUR_OF.source}(?=\s*["(]?[0-9${CAPITAL}]|\s*the\s+[A-Z])|(?<=,\s+as\s+[A-Z][\w ]{1,40}?),\s+(?=[A-Z][^,]{1,80}(?:,\s*(?:National\s+Association|N\.A\.|[A-Z][A-Za-z.]{1,5}))?,\s+as\s)|,?\s+-*\s*(?:and|AND|And)\b(?:,\s*(?:(?:solely|only|SOLELY|ONLY)\s+(?:for|with\s+respect\s+to|FOR|WITH\s+RESPECT\s+TO)\s+[^,]{1,80}|(?:for|FOR)\s+(?:the\s+|THE\s+)?(?:(?:limited|sole|LIMITED|SOLE)\s+)?(?:purposes?|PURPOSES?)\b[^,]{0,80}),)?\s*[:-]*\s+(?=["(]?(?:[0-9${CAPITAL}]|[a-z]{1,3}[A-Z])|the\s+[A-Z][a-z]+\s+of\s|the\s+${COMPANY_WITH_SUFFIX}|${THE_NAME_DEFINED})`,
);

/** A party with its defined term, then the first capitalised words of the next name (no address: no comma, no number). */
const NAME_AFTER_TERM = /^(.*["”']\s*\)),\s+((?:[A-Z][\w&.'-]*\s+){0,3}[A-Z][\w&.'-]*)$/s;

function partyPieces(segment: string): string[] {
  const labelled = segment.split(new RegExp(PARTY_LABEL));
  if (labelled.length > 2) {
    return labelled
      .slice(1)
      .map((piece) => piece.split(/\b(?:Address|Attention|Registered|Legal\s+Representative)\b/i)[0]);
  }
  // A numbered list ("(1) A ... (2) B", "1. A ... 2. B") ends a party at each number and nowhere else: "and" inside
  // an item is its own ("registered in England and Wales").
  const items = LIST_ITEMS.find(([first]) => first.test(segment));
  if (items)
    return segment.split(items[1]).map((piece) => piece.replace(ITEM_NUMBER, '').replace(/;?\s*(?:,\s*)?and\s*$/, ''));
  // "AND:" or "-- AND --" join two parties laid out as blocks; finance deals list "A, as Issuer, B, as Servicer"; a
  // defined term ends a party when another with a term follows (splitAfterTerms).
  let raw = segment
    .split(PARTY_SEPARATORS)
    .flatMap(splitAfterTerms)
    .flatMap((part) => part.split(AFTER_DESCRIPTION));
  // In a bare list of names (a cover page: "by and among A CORPORATION, B CORPORATION and C"), a party also ends
  // at a comma after its entity suffix; where parties carry defined terms, the term ends each one instead (a comma
  // there may sit inside an address: "c/o International Management, Inc., IMG Center").
  // A piece with neither a term nor a description of its own is such a bare list even where the others carry terms:
  // "... ("Marathon Partners"), Marathon Partners L.P., Marathon Focus Fund L.P., Cibelli Research & Management, LLC
  // and Mario Cibelli (collectively, ...)".
  const withTerms = DEFINED_TERM.test(segment);
  const bare = (part: string) => !withTerms || (!DEFINED_TERM.test(part) && !/,\s+(?:a|an)\s/.test(part));
  raw = raw.flatMap((part) => (bare(part) ? part.split(AFTER_SUFFIX) : [part]));
  // Where the parties carry defined terms, a party is complete only once its term is given: "and" inside its
  // description ("offices at Berlin and Munich ("Siemens")", "England and Wales") does not start the next one.
  // After a described party, what follows "and" starts a party of its own when it opens like one: a legal entity,
  // or a name and its description ("..., a company of Singapore and Ability Computer Ltd, a company ...").
  const complete = (piece: string) =>
    withTerms
      ? DEFINED_TERM.test(piece) || /\bhereinafter\b/i.test(piece) || ENDS_WITH_SUFFIX.test(piece)
      : ENDS_PARTY.test(piece) || DESCRIPTOR.test(piece) || /\(/.test(piece);
  // The name may carry its suffix after a comma: "Lions Gate Films, Inc., a Delaware corporation"; its description
  // may be its tie to the party before: "..., L.P., a Delaware limited partnership, and Xenon GP, LLC, its general
  // partner (together, the "Obligors")".
  const opensParty = (piece: string) => {
    const head = /^\s*([^,()]{2,100}?(?:,\s*[A-Z][A-Za-z.]{1,5})?)\s*(,\s*(?:a|an|its)\s|\()/.exec(piece);
    return head !== null && (head[2] !== '(' || LEGAL_ENTITY.test(head[1]));
  };
  const pieces: string[] = [];
  for (const part of raw) {
    const previous = pieces.at(-1);
    const described = previous !== undefined && (DESCRIPTOR.test(previous) || ENDS_PARTY.test(previous));
    // A name with "and" inside it, after a party and its term: "..., Inc. ("Holdings"), Johnson and Sons Consumer
    // Products, Inc. ("Johnson")" was cut at its "and", its first words left after the term before.
    const started = previous !== undefined && withTerms ? NAME_AFTER_TERM.exec(previous) : null;
    if (started && complete(part) && !complete(started[2])) {
      pieces[pieces.length - 1] = started[1];
      pieces.push(`${started[2]} and ${part}`);
      continue;
    }
    if (
      previous !== undefined &&
      !complete(previous) &&
      !(described && opensParty(part)) &&
      !(
        !withTerms &&
        (twoOrganizations(previous, part) || personThenCompany(previous, part) || bodyAndPerson(previous, part))
      )
    ) {
      pieces[pieces.length - 1] = `${previous} and ${part}`;
    } else {
      pieces.push(part);
    }
  }
  return pieces;
}

export const LEGAL_ENTITY =
  /\b(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|plc|lp|l\.p|llp|gmbh|ag|s\.a|sa|n\.v|b\.v|pte|pty|s\.r\.l|s\.p\.a|bank|trust|university|fund|partners|holdings|group|associates|jsc|oy|ab|aps|uab)\.?$/i;

/**
 * A body its members own, named without a company's suffix: "Tidewater Credit Union", "Riverbend Marathon
 * Association", "Prairie Farmers Cooperative". Taken where the preamble gives it a defined term, as it does a party.
 */
const MEMBERS_BODY = /\b(?:credit\s+union|association|co-?operative|society)$/i;

/** An entity type written before the name, as in Russian, Kazakh and Indonesian names: "JSC NOC KazakhOil". */
const ENTITY_PREFIX = /^(?:JSC|OJSC|PJSC|CJSC|OAO|ZAO|OOO|TOO|PT)\s/;

/** A run of capitalised words (with &, commas before suffixes, initials): a candidate name ending at the cursor. */
const NAME_WORD = "(?:[A-Z0-9]|[a-z]{1,3}[A-Z])[\\w&.'/-]*";
const NAME_BEFORE = new RegExp(`((?:${NAME_WORD},?\\s+(?:(?:of|and|&|de|the|for)\\s+)?){0,8}${NAME_WORD}\\.?)\\s*$`);
/** A company's registration number in brackets after its name: "(ABN 12 345 678 901)", "(company number 09921345)". */
const REGISTRATION = String.raw`\((?:ABN|ACN|ARBN|UEN|CRN|NRIC|company\s+(?:number|no\.?)|registration\s+(?:number|no\.?)|reg\.?\s+no\.?)\s[^()]{1,40}\)`;
/**
 * What follows a party's name in a preamble: its registration number ("(ABN 12 345 678 901)"), description and defined
 * term, "hereinafter referred to as", or a party's label (captured: "(hereinafter referred to as Party A)").
 */
const DEFINED_PARTY = new RegExp(
  String.raw`(?:\s*${REGISTRATION})?(?:,\s*(?:a|an)\s+[^,()"]{2,80}?)?,?\s*\((?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(?:the\s+)?)?"[^"]{1,40}"\)|,?\s+hereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?(?:"|(?=[A-Z][\w-]*[\s,]))|\s*\(hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?(Party\s+[A-Z1-9])\)`,
  'g',
);

/** Parties of a preamble without "between": names that carry a defined term ("Acme Inc. ("Acme")") or a label. */
function definedTermParties(doc: PreparedDocument): string[] {
  const preamble = recaseCapitals(quotedTerms(doc.flat.slice(0, PREAMBLE_CHARS)));
  const names: string[] = [];
  for (const match of preamble.matchAll(new RegExp(`${PARTY_LABEL}([^:]{2,120}?)\\s+${AFTER_LABELLED_NAME}`, 'g'))) {
    const name = cleanName(match[1]);
    if (name) names.push(asPrinted(name));
  }
  for (const match of preamble.matchAll(DEFINED_PARTY)) {
    const before = NAME_BEFORE.exec(preamble.slice(Math.max(0, match.index - 160), match.index));
    // A document's title, heading or date run into the name ("JOINT VENTURE AGREEMENT Collectible Concepts Group,
    // Inc.", "TRANSPORTATION CONTRACT Astana January 31, 2000 PREAMBLE JSC NOC KazakhOil") goes.
    const name = before && cleanName(before[1].replace(TITLE_BEFORE_NAME, ''));
    // Only legal entities, or what a "Party A" label defines: defined terms also name laws, products and
    // authorities ("the "SEC"").
    if (name && (LEGAL_ENTITY.test(name) || MEMBERS_BODY.test(name) || ENTITY_PREFIX.test(name) || match[1]))
      names.push(asPrinted(name));
  }
  return names;
}

/** A letter's salutation: "Ladies and Gentlemen:", "Dear Mr. Smith:". */
const SALUTATION = /^\s*(?:Ladies\s+and\s+Gentlemen|Gentlemen|Dear\s+[^:,]{2,60})\s*[:,]?\s*$/i;
/** What closes a letter's addressee block from above: its date, the title, or a blank line. */
const ABOVE_ADDRESSEE = /^\s*$|\bAGREEMENT\b|\b(?:19|20)\d\d\s*$|^\s*,/i;

/** A person addressed by title on a line of their own: "Mr. David Chen", "Dr. Helen M. Reyes". */
const TITLED_PERSON = new RegExp(`^(?:Mr|Mrs|Ms|Miss|Dr|Prof)\\.?\\s+(${PERSON})$`);
/** A street address's first line: "12 Elm Road", "P.O. Box 410". */
const STREET_LINE = /^(?:\d|P\.?\s?O\.?\s+Box\b)/i;

/**
 * The addressee of a letter agreement, a party the preamble does not name ("Keefe, Bruyette & Woods, Inc. / 10 South
 * Wacker Drive / Chicago, Illinois 60606 / Ladies and Gentlemen:"): the first legal entity of the lines between the
 * letter's date or title and its salutation, else a person addressed by title ("Mr. David Chen / 12 Elm Road /
 * Dear David:", a consultant's or an employee's letter). The whole line is the name: a letterhead line holds nothing
 * else; a person named with a company's or a credit union's name is its addressee, not a party.
 */
function letterAddressee(doc: PreparedDocument): string | null {
  const lines = doc.lines.split('\n').slice(0, 150);
  const salutation = lines.findIndex((line) => SALUTATION.test(line));
  if (salutation < 1) return null;
  let top = salutation;
  while (top > Math.max(0, salutation - 7) && !ABOVE_ADDRESSEE.test(lines[top - 1])) top--;
  const block = lines.slice(top, salutation).map((line) => line.trim().replace(/[\s,;:.]+$/, ''));
  const entity = block.find((name) => LEGAL_ENTITY.test(name) && looksLikeName(name));
  if (entity) return entity;
  // A person whose own street address follows: one with an organisation's name under it is its addressee.
  const person = block.findIndex(
    (line, at) => TITLED_PERSON.test(line) && (at === block.length - 1 || STREET_LINE.test(block[at + 1])),
  );
  return person < 0 ? null : TITLED_PERSON.exec(block[person])![1];
}

/**
 * A party given by its role on a line of its own, as order forms, statements of work and public bodies' frameworks set
 * them out ("Customer: Beta LLC", "The Authority: Westshire County Council", "Contracting Authority: ..."), or a
 * sublease its sub-roles ("Sublandlord: Orion Tech Inc.", "Subtenant: Pixel Forge LLC"), or a contract drafted in China
 * its parties by letter ("Party A: Shenzhen Brightlink Electronics Co., Ltd.").
 */
const ROLE_LABEL =
  /^\s*(?:The\s+)?(?:Sub-?(?=[a-z]))?(?:Customer|Client|Provider|Service\s+Provider|Supplier|Vendor|Licensor|Licensee|Buyer|Seller|Purchaser|Contractor|Consultant|Distributor|Reseller|Lessor|Lessee|Landlord|Tenant|Franchisor|Franchisee|Manufacturer|Employer|Employee|(?:Contracting\s+)?Authority|Agency|Owner|Principal|Sponsor|Borrower|Lender|Grantor|Grantee|Party\s+[A-D])(?:\s+(?:Name|Legal\s+Name))?\s*:\s*(\S.{1,100})$/gim;

/** A registration number after a labelled name: "Coral Coast Regional Council (ABN 41 223 554 109)". */
const REGISTRATION_AFTER = new RegExp(String.raw`\s*${REGISTRATION}\s*$`, 'i');

/** Another field on the same line after a labelled name: "Name: Rubio's Fresh Mexican Grill Phone: 760/602-3611". */
const FIELD_AFTER = /\s+[A-Z][\w-]*:\s.*$/;

/**
 * The parties of a key-terms header: "Customer: Beta LLC" / "Provider: Acme Inc.", each line holding one name (its
 * registration number and any field after it left out).
 */
function labelledParties(doc: PreparedDocument): string[] {
  const header = doc.lines.slice(0, PREAMBLE_CHARS);
  return [...header.matchAll(ROLE_LABEL)].flatMap(
    (match) => cleanName(match[1].replace(FIELD_AFTER, '').replace(REGISTRATION_AFTER, '')) ?? [],
  );
}

/** Where the signature blocks begin: the testimonium ("IN WITNESS WHEREOF"), else the second half. */
function signaturesStart(lines: string[]): number {
  const testimonium = lines.findIndex(
    (line, index) => index > 5 && /^\s*IN\s+WITNESS\s+WHEREOF\b|^\s*TESTIMONIUM\b/i.test(line),
  );
  return testimonium > 0 ? testimonium : Math.floor(lines.length * 0.5);
}

/**
 * Two signature blocks set side by side come out of the PDF as one line: "GENERAL ELECTRIC CAPITAL CORPORATION
 * DUCKWALL-ALCO STORES, INC.". The line holds two names when an entity suffix inside it is followed by at least two
 * words that end in a suffix of their own and do not continue the first name ("Moelis & Company Holdings LP",
 * "Company of Canada").
 */
function sideBySide(name: string): string[] {
  const words = name.split(' ');
  for (let i = 1; i < words.length - 2; i++) {
    const rest = words.slice(i + 1).join(' ');
    if (
      ENTITY_SUFFIX.test(words[i].replace(/,$/, '')) &&
      (!SMALL_WORDS.test(words[i + 1]) || /^the$/i.test(words[i + 1])) &&
      !LEGAL_ENTITY.test(words[i + 1].replace(/,$/, '')) &&
      LEGAL_ENTITY.test(rest.replace(/[\s.,]+$/, ''))
    )
      return [
        words
          .slice(0, i + 1)
          .join(' ')
          .replace(/,$/, ''),
        ...sideBySide(rest),
      ];
  }
  return [name];
}

/** A line of capitals that is a caption, not a name: "IN WITNESS WHEREOF", "AGREED AND ACCEPTED", "LICENSOR:". */
const CAPTION = /:\s*$|\b(?:WITNESS|AGREED|ACCEPTED|ACKNOWLEDGED|SIGNED|EXECUTED|SIGNATURE|PAGE|EXHIBIT)\b/;

/**
 * A name in capitals wrapped onto two lines above its "By:" ("SEATTLE SOFTWARE / DEVELOPERS, Inc."): the line above
 * belongs to it when both open in capitals and the line above is not a caption, a role ("LICENSOR") or a name of its
 * own (no suffix).
 */
function wrappedName(above: string | undefined, name: string): string {
  const line = above?.trim() ?? '';
  if (
    !/^[A-Z]{2,}\b/.test(name) ||
    !/^[A-Z][A-Z0-9&' -]+$/.test(line) ||
    CAPTION.test(line) ||
    ROLE.test(line) ||
    LEGAL_ENTITY.test(line)
  )
    return name;
  return `${line} ${name}`;
}

/** A page's confidentiality legend on a line of its own, printed wherever a page breaks a signature block. */
const LEGEND_LINE = new RegExp(`^${CONFIDENTIALITY_LEGEND}$`, 'i');

/** A signature line: "By: ..." or a conformed signature, "/s/ Adam D. Portnoy". */
const SIGNS = /^\s*(?:by\s*:|\/s\/)/i;

/** "By: Apollo Insurance Solutions Group LP, its general partner": an entity signing for the one above. */
const SIGNING_ENTITY =
  /^\s*by\s*:\s*([^,/]{3,100}?),?\s+its\s+(?:sole\s+|managing\s+)?(?:general\s+partner|manager|managing\s+member|member|investment\s+(?:adviser|advisor|manager)|trustee|attorney-in-fact|agent)\b/i;

/**
 * Names in the signature blocks: the line above each "By:" (a capitalised name, a legal entity, or the name after
 * "For and on behalf of"), and entities that sign for another ("By: X, its general partner").
 */
function signatureParties(doc: PreparedDocument): string[] {
  const lines = doc.lines.split('\n');
  const repeats = repeatsOnEveryPage(lines, true);
  const names: string[] = [];
  // Two blocks side by side are split before a name is cleaned, which would cut "NETZEE, INC. THE BANKERS BANK" at
  // its first comma.
  const add = (raw: string) => {
    const line = raw
      .replace(/:$/, '')
      .split(/,\s*(?:a|an)\s/)[0]
      .trim();
    for (const part of sideBySide(line)) {
      const name = cleanName(part);
      if (name && name.length > 3) names.push(name);
    }
  };
  for (let i = signaturesStart(lines); i < lines.length; i++) {
    if (!SIGNS.test(lines[i])) continue;
    // Two blocks set side by side ("By: /s/ A By: /s/ B") interleave their lines: the lines above are two columns.
    const sideBySideSignatures = /\bby\s*:.*\bby\s*:/i.test(lines[i]);
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const candidate = lines[j].trim();
      // Blank lines, labels, a description wrapped onto its own line ("banking corporation") and a page's furniture (a
      // legend, a running footer printed on every page) are passed over.
      if (
        !candidate ||
        /^(?:in witness|\(?signature|\(?date|name|title)/i.test(candidate) ||
        /^[a-z]/.test(candidate) ||
        LEGEND_LINE.test(candidate) ||
        repeats(candidate)
      )
        continue;
      if (SIGNS.test(candidate) || /^its\s/i.test(candidate)) break;
      const onBehalf = /\bon\s+behalf\s+of\s*$/i.test(lines[j - 1] ?? '');
      // The name before its description: "THE BANKERS BANK, a Georgia".
      const named = candidate.split(/,\s*(?:a|an)\s/)[0];
      const bare = named.replace(/[.,]+$/, '');
      // The last words of the text's sentence wrapped onto their own line ("... AS OF THE DATE SET FORTH / BELOW.",
      // "... SETTLED IN A / COURT IN FLORIDA."), as a contract printed in capitals leaves them: a full stop after a
      // whole word, not a suffix's or an initial's ("ACME CO.", "JOHN SMITH, JR."), ends a sentence, not a name.
      if (/[A-Za-z]{4,}\.$/.test(candidate) && !LEGAL_ENTITY.test(bare)) break;
      if (/^[A-Z0-9][A-Z0-9&.,' -]+$/.test(named) || onBehalf || LEGAL_ENTITY.test(bare))
        add(sideBySideSignatures ? candidate : wrappedName(lines[j - 1], candidate));
      break;
    }
    const entity = SIGNING_ENTITY.exec(lines[i]);
    if (entity && LEGAL_ENTITY.test(entity[1].trim().replace(/[.,]+$/, ''))) add(entity[1]);
  }
  return names;
}

/** A preamble that leaves its parties to the signatures: "between the Parties signatory hereto", "the undersigned". */
const PARTIES_SIGN_BELOW = /\b(?:parties\s+signatory\s+hereto|the\s+undersigned)\b/i;

/**
 * The parties of the preamble, completed when it names fewer than two from a letter's addressee, role-labelled lines
 * ("Customer: Beta LLC"), defined terms and the signature blocks: up to four in all, or every signatory when the
 * preamble says the parties are those who sign.
 */
export function findParties(doc: PreparedDocument): Finding<string[]> | null {
  const preamble = preambleParties(doc);
  const cover = coverParties(doc);
  // A long table of contents can push the preamble past where it is looked for: read from the preamble instead.
  const afterContents = preamble || cover ? null : preambleAfterContents(doc);
  if (afterContents) return findParties(afterContents);
  // A cover that names more parties than the preamble wins: its lines kept names apart that the preamble ran together.
  if (cover && cover.length > (preamble?.value.length ?? 0))
    return { value: cover, evidence: preamble?.evidence ?? '' };
  // A deed's one maker and the party it is given to may leave other makers to the readers below (cuad-414's borrowers,
  // named in its recitals).
  if (preamble && preamble.value.length >= (preamble.inFavourOf ? 3 : 2)) return preamble;
  const subject = subjectParties(doc);
  if (subject) return subject;
  const names = [...(preamble?.value ?? [])];
  const limit = PARTIES_SIGN_BELOW.test(doc.flat.slice(0, PREAMBLE_CHARS)) ? 60 : 4;
  const addressee = letterAddressee(doc);
  const found = [...(addressee ? [addressee] : []), ...labelledParties(doc), ...definedTermParties(doc)];
  for (const signed of [...found, ...signatureParties(doc)]) addParty(names, signed, limit);
  return names.length ? { value: names, evidence: preamble?.evidence ?? '' } : null;
}

/**
 * A table of contents near the start: its heading on a line of its own (with its column's label: "CONTENTS Page"), or,
 * where it has none, fifteen lines in a row that each end in a page number ("2.1 Engagement.. 5").
 */
const CONTENTS =
  /^[ \t]*(?:TABLE\s+OF\s+CONTENTS|Table\s+of\s+Contents|CONTENTS|Contents|INDEX|Index)\b[^\n]{0,30}$|^(?:[^\n]{2,120}?[^\d\s.,][ \t.]*\d{1,3}[ \t]*\n){15}/m;
/**
 * How a preamble opens: "This Exclusive License Agreement (the "Agreement") is entered into", "This Amendment No. 2 ...
 * is dated", "This Supply Agreement is between", "THIS LEASE made", "AGREEMENT made as of", a line opening "This",
 * "Between", "Parties:", "As of", "Effective as of", "Dated this", "(Made and) entered into", "Made the 28th of" or
 * "The parties to this Agreement, dated ..., are", or a line whose parties "have entered into this Services Agreement"
 * (which opening it is, the readers decide: they must find the parties from it).
 */
const PREAMBLE_OPENS = new RegExp(
  [
    String.raw`\b(?:THIS|This)\s+(?:[A-Z][\w&-]*\s+){0,6}?(?:AGREEMENT|Agreement|AMENDMENT|Amendment|LEASE|Lease|CONTRACT|Contract|INDENTURE|Indenture|MEMORANDUM|Memorandum|DEED|Deed)\b(?:[^.]|\bNo\.(?=\s?\d)){0,160}?\b(?:made|entered\s+into|dated|executed|is\s+(?:by\s+and\s+)?between)\b`,
    String.raw`^[ \t]*(?:[A-Z]+\s+){0,4}AGREEMENT,?\s+(?:is\s+)?(?:made|dated|entered\s+into)\b`,
    String.raw`^[ \t]*(?:THIS|This|BETWEEN|Between|PARTIES|Parties|As\s+of|EFFECTIVE|Effective|DATED|Dated|(?:(?:MADE|Made)\s+(?:AND|and)\s+(?:ENTERED|entered)|ENTERED|Entered)\s+(?:INTO|into)|(?:MADE|Made)\s+(?:the|THE|this|THIS|on|ON|as\s+of|AS\s+OF)|The\s+parties\s+to\s+this)\b`,
    String.raw`^[^\n]{0,400}?\b(?:have|has)\s+(?:entered\s+into|made|executed)\s+this\s+(?:[A-Z][\w&-]*\s+){0,6}?(?:Agreement|AGREEMENT|Contract|CONTRACT)\b`,
  ].join('|'),
  'gm',
);

/** The longest table of contents looked past: a long credit agreement's runs to a dozen pages. */
const MAX_CONTENTS_CHARS = 40_000;

/**
 * The document from its preamble on, where a table of contents comes first and no list of parties was found in the
 * characters read for one: from the body's first line after the contents where the readers find a list of parties
 * (or two parties with defined terms) from there, the document read as if it had none; else from the first opening
 * of a preamble after the contents' heading (or its first fifteen lines) where they do, with `linesAbove` lines above
 * it (a title and a date line go with the preamble: "Dated: as of June 30, 2004"). Null without a table of contents
 * or such an opening.
 */
export function preambleAfterContents(doc: PreparedDocument, linesAbove = 0): PreparedDocument | null {
  const contents = CONTENTS.exec(doc.lines.slice(0, PREAMBLE_CHARS));
  if (!contents) return null;
  const contentsEnd = contents.index + contents[0].length;
  const findsParties = (rest: PreparedDocument) =>
    preambleParties(rest) || coverParties(rest) || subjectParties(rest) || definedTermParties(rest).length >= 2;
  // The body's first line, whatever its opening's words: the document read as if it had no contents (its parties
  // perhaps on labelled lines, "Seller: ... Buyer: ...").
  const body = bodyAfterContents(doc.lines, contentsEnd);
  const fromBody = body === null ? null : prepareDocument(doc.lines.slice(body));
  if (fromBody && (findsParties(fromBody) || labelledParties(fromBody).length >= 2)) return fromBody;
  for (const opening of doc.lines.matchAll(PREAMBLE_OPENS)) {
    if (opening.index < contentsEnd) continue;
    if (opening.index > MAX_CONTENTS_CHARS) return null;
    const rest = prepareDocument(doc.lines.slice(opening.index));
    if (findsParties(rest)) {
      if (!linesAbove) return rest;
      const above = doc.lines
        .slice(contentsEnd, opening.index)
        .split('\n')
        .slice(-1 - linesAbove)
        .join('\n');
      return prepareDocument(doc.lines.slice(opening.index - above.length));
    }
  }
  return null;
}

/**
 * A line of a table of contents: an entry ending in its page number ("1.1 General ..... 1", "ARTICLE 1 DEFINITIONS1";
 * not a year, "Dated: As of July 1, 2013"), an article's, exhibit's or schedule's title without one ("EXHIBIT A
 * Products"), the column's label, or a blank line.
 */
const CONTENTS_LINE =
  /^[ \t]*(?:[^\n]{0,120}?[^\d\s.,][ \t.]*\d{1,3}[ \t]*|(?:ARTICLE|Article|SECTION|Section|EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix)\b[^\n]{0,100}|Page|PAGE)?$/;

/**
 * Where the body begins after a table of contents that ends at `from` (its heading, or its first entries): the first
 * line after it that is no entry of it, within MAX_CONTENTS_CHARS; null where there is none.
 */
function bodyAfterContents(lines: string, from: number): number | null {
  for (let at = lines.indexOf('\n', from) + 1; at > 0 && at < MAX_CONTENTS_CHARS;) {
    const end = lines.indexOf('\n', at);
    if (!CONTENTS_LINE.test(lines.slice(at, end < 0 ? undefined : end))) return at;
    if (end < 0) return null;
    at = end + 1;
  }
  return null;
}

/** A name's words, case and punctuation aside ("ADAMS GOLF, LTD." -> adams golf ltd). */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
}

/**
 * Adds a party unless it is already listed: the same name, or a shorter form of a listed one (the short name
 * "Bellicum" for "Bellicum Pharmaceuticals, Inc.", a signature's "ADAMS GOLF" for "Adams Golf, Ltd."). A listed
 * short form without an entity suffix gives way to the full name found after it; a listed legal entity stays (the
 * two may be different parties: "Marathon Partners L.P." and "Marathon Partners LUX Fund, L.P."). Two legal
 * entities are two parties whenever their names differ, though one's words are all in the other's: a group's
 * companies are named so ("Motorola Mobility, Inc." and "Motorola Mobility Holdings, Inc.").
 */
function addParty(names: string[], name: string, limit: number): void {
  if (names.some((existing) => shortFormOf(name, existing) && !twoEntities(name, existing))) return;
  const shortForm = names.findIndex(
    (existing) => !LEGAL_ENTITY.test(existing) && LEGAL_ENTITY.test(name) && shortFormOf(existing, name),
  );
  if (shortForm >= 0) names[shortForm] = name;
  else if (names.length < limit) names.push(name);
}

/** Two legal entities whose names have different words: "Foo, Inc." and "Foo Holdings, Inc.", not "FOO, INC.". */
const twoEntities = (a: string, b: string) =>
  LEGAL_ENTITY.test(a) && LEGAL_ENTITY.test(b) && nameWords(a).join(' ') !== nameWords(b).join(' ');

/** Whether every word of `short` is in `full` ("ADAMS GOLF" of "Adams Golf, Ltd."). */
function shortFormOf(short: string, full: string): boolean {
  const fullWords = nameWords(full);
  return nameWords(short).every((word) => fullWords.includes(word));
}
