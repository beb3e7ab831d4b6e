// The same quantities written as other drafters write them: CUAD's filings write "ninety (90) days" and "one (1)
// year", in words and again in digits; many contracts write "90 days" or "ninety days" alone. Each quantity written
// twice is written once, in digits or in words, for reading a contract again with nothing it says changed (`npm run
// eval:layout`).
import { parseNumberWords } from '../server/analysis/text/numbers';

const WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)';
/** A quantity in words, then in digits in brackets: "ninety (90)", "One Hundred Twenty\n(120)", "thirty-six (36)". */
const WRITTEN_TWICE = new RegExp(
  String.raw`\b(${WORD}(?:(?:[ \t]*-[ \t]*|[ \t]+|[ \t]+and[ \t]+)${WORD})*)(\s*)\((\d{1,3})\)`,
  'gi',
);

/** Each style: how a quantity written twice ("ninety", "90") is written once. */
export const NUMBER_STYLES: Record<string, (words: string, digits: string) => string> = {
  '90 days': (_words, digits) => digits,
  'ninety days': (words) => words,
};

/**
 * The text with each quantity written in words and digits ("ninety (90)") written in `style` alone, one of
 * NUMBER_STYLES. Where the two disagree ("thirty (60)", a drafter's slip) the text is left as it is: either way
 * would change what it says.
 */
export const numbersWrittenAs = (text: string, style: string): string =>
  text.replace(WRITTEN_TWICE, (written, words: string, _space: string, digits: string) =>
    parseNumberWords(words.replace(/\s+/g, ' ')) === Number(digits) ? NUMBER_STYLES[style](words, digits) : written,
  );
