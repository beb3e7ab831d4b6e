// `npm run eval:layout -- PATH [AS_OF]`: the contracts of a CUAD-format folder read again as other PDFs and other
// drafters would give the same text, and what moves. A page's furniture (each of the drafted layouts' page breaks, in
// scripts/drafted-layout.ts) is printed at the first line break after every 3,000 characters, as a page ends wherever a
// line does, often inside a sentence; or the text is wrapped narrower, as another page width wraps it; or every date
// written "July 1, 1998" is written in another style (scripts/date-styles.ts), or each quantity written "ninety (90)"
// in digits or words alone (scripts/number-styles.ts), or every "shall" written "will" (scripts/modal-verbs.ts), or
// each section number that opens a line is taken off or written "Section 7.2." (scripts/section-numbers.ts), or the
// terms, the agreement or its effective date are named otherwise (scripts/defined-names.ts), or the one passage the
// annotators highlighted for the term, the renewal or the notice is set in a schedule after the signature block
// (scripts/moved-clauses.ts) or printed in capitals where it stands (scripts/conspicuous-clauses.ts), or the opening
// (title and preamble, the first 1,500 characters) is printed in capitals, as many contracts print it, or the whole
// contract is (a typewritten or telex copy: text/recase.ts gives it its case back), or the defined names are quoted
// in single quotes or in none (scripts/quoted-names.ts). Nothing the contract says changes, so no
// reading should: each reading that moves is the layout's, the style's, the name's, the place's, the capitals' or the
// quotes' doing. Work-part contracts that move are listed (effective date, end, renewal kind, notice, parties, as read
// and as moved); the check part's are only counted. Written on 30 November 2026 (forty-second session); the numberings,
// the namings and the moves on 30 November 2026 (forty-third session), the quantities in the forty-fourth, the modal
// verb and the effective date's other names on 1 December 2026 (forty-sixth session), the capitals the same day
// (fifty-fifth session), the opening in capitals and the quoting on 2 December 2026 (fifty-sixth session), the whole
// contract in capitals on 3 December 2026 (sixty-fifth session).
import path from 'node:path';
import { analyzeContractText, type ContractAnalysis } from '../server/analysis/analyze';
import { checkPartIds, contractTexts, highlightedPassages, readJsonl, type CuadContract } from './cuad-texts';
import { DATE_STYLES, datesWrittenAs } from './date-styles';
import { findPassage } from './drafted-clause-places';
import { PAGE_BREAKS, pagedAsPdf, wrappedAsPdf } from './drafted-layout';
import { movedToSchedule } from './moved-clauses';
import { openingInCapitals, setInCapitals } from './conspicuous-clauses';
import { NUMBERINGS, sectionsNumberedAs } from './section-numbers';
import { NAMINGS, namedAs } from './defined-names';
import { QUOTINGS, namesQuotedAs } from './quoted-names';
import { NUMBER_STYLES, numbersWrittenAs } from './number-styles';
import { shallWrittenWill } from './modal-verbs';

const [folder, asOf = '2026-11-22'] = process.argv.slice(2);
if (!folder) {
  console.error(
    'usage: npm run eval:layout -- PATH [AS_OF]   (a folder with gold.jsonl, clauses.jsonl and split.json)',
  );
  process.exit(2);
}
const contracts = readJsonl<CuadContract>(path.join(folder, 'gold.jsonl'));
const check = checkPartIds(folder);
const texts = await contractTexts(folder, contracts);

const LAYOUTS: [name: string, lay: (text: string) => string][] = [
  ...PAGE_BREAKS.map((furniture, i): [string, (text: string) => string] => [
    `page break ${i + 1} (${JSON.stringify(furniture(7).split('\n')[0].slice(0, 40))})`,
    (text) => pagedAsPdf(text, furniture),
  ]),
  ['wrapped at 100 characters', (text) => wrappedAsPdf(text, 100)],
  ['wrapped at 70 characters', (text) => wrappedAsPdf(text, 70)],
  ...Object.keys(DATE_STYLES).map((style): [string, (text: string) => string] => [
    `dates written "${style}"`,
    (text) => datesWrittenAs(text, style),
  ]),
  ...Object.keys(NUMBER_STYLES).map((style): [string, (text: string) => string] => [
    `quantities written "${style}"`,
    (text) => numbersWrittenAs(text, style),
  ]),
  ['"shall" written "will"', shallWrittenWill],
  ...Object.keys(NUMBERINGS).map((numbering): [string, (text: string) => string] => [
    `sections numbered "${numbering}"`,
    (text) => sectionsNumberedAs(text, numbering),
  ]),
  ...Object.keys(NAMINGS).map((naming): [string, (text: string) => string] => [
    `named "${naming}"`,
    (text) => namedAs(text, naming),
  ]),
  ['opening 1,500 characters in capitals', (text) => openingInCapitals(text)],
  ['the whole contract in capitals', (text) => text.toUpperCase()],
  ...Object.keys(QUOTINGS).map((quoting): [string, (text: string) => string] => [
    `names defined in ${quoting}`,
    (text) => namesQuotedAs(text, quoting),
  ]),
];

const passages = highlightedPassages(folder);
/**
 * Each clause moved or printed in capitals: a contract whose annotators highlighted one passage of the field has it set
 * in a schedule after its signature block, or in capitals where it stands; the others are not read again so (null).
 */
const MOVES: [name: string, move: (text: string, id: string) => string | null][] = (
  [
    ['moved to a schedule', movedToSchedule],
    ['printed in capitals', setInCapitals],
  ] as const
).flatMap(([how, move]) =>
  ['Expiration Date', 'Renewal Term', 'Notice Period To Terminate Renewal'].map(
    (field): [string, (text: string, id: string) => string | null] => [
      `"${field}" passage ${how}`,
      (text, id) => {
        const highlighted = passages.get(id)?.[field] ?? [];
        const at = highlighted.length === 1 ? findPassage(text, highlighted[0]) : null;
        return at && move(text, at);
      },
    ],
  ),
);

/** What is read, the parties' names in any case (score.mjs matches them so; a name printed in capitals is the same). */
const readingOf = (read: ContractAnalysis) =>
  JSON.stringify([
    read.effectiveDate,
    read.expirationDate,
    read.renewalKind,
    read.noticePeriodDays,
    read.parties.map((name) => name.toUpperCase()),
  ]);
const asRead = new Map(
  contracts.map((contract) => [contract.id, readingOf(analyzeContractText(texts.get(contract.id)!, asOf))]),
);
let movedInAll = 0;
let readInAll = 0;
const everyWay: [string, (text: string, id: string) => string | null][] = [...LAYOUTS, ...MOVES];
for (const [name, lay] of everyWay) {
  const counts = { work: 0, workRead: 0, check: 0, checkRead: 0 };
  for (const contract of contracts) {
    const laid = lay(texts.get(contract.id)!, contract.id);
    if (laid === null) continue;
    const part = check.has(contract.id) ? 'check' : 'work';
    counts[`${part}Read`]++;
    const moved = readingOf(analyzeContractText(laid, asOf));
    if (moved === asRead.get(contract.id)) continue;
    counts[part]++;
    if (part === 'work') console.log(`  ${name}: ${contract.id} ${asRead.get(contract.id)} became ${moved}`);
  }
  movedInAll += counts.work + counts.check;
  readInAll += counts.workRead + counts.checkRead;
  console.log(
    `${name}: ${counts.work} of ${counts.workRead} work contracts moved, ${counts.check} of ${counts.checkRead} check`,
  );
}
console.log(
  `readings moved by a layout, a style of dates, quantities or modal verbs, a numbering, a naming, a clause moved or in capitals, an opening or a whole contract in capitals, names quoted otherwise: ${movedInAll} of ${readInAll}`,
);
