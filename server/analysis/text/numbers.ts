const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  a: 1,
  an: 1,
};

/** A number written in words or digits: "five", "twenty-four", "one hundred twenty", "90". */
export function parseNumberWords(text: string): number | null {
  const cleaned = text.toLowerCase().replace(/-/g, ' ').trim();
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  let total = 0;
  let seen = false;
  for (const word of cleaned.split(/\s+/)) {
    if (word === 'and') continue;
    const value = UNITS[word];
    if (value === undefined) return null;
    seen = true;
    total = value === 100 ? Math.max(total, 1) * 100 : total + value;
  }
  return seen ? total : null;
}

/** Number words, for building patterns. */
export const NUMBER_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one hundred(?: and)?(?: \\w+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a|an)';

/**
 * A quantity as contracts write it: "five (5)", "5", "(5)", "five". Group 1: the words; group 2: the digits.
 */
export const QUANTITY = `(?:(${NUMBER_WORD})\\s*\\(\\s*(\\d{1,4})\\s*\\)|\\(?(\\d{1,4})\\)?|(${NUMBER_WORD}))`;

/** The value of a QUANTITY match's groups (in order: words, digits-in-parens, digits, words). */
export function quantityValue(groups: (string | undefined)[]): number | null {
  const [words, parenDigits, digits, bareWords] = groups;
  if (parenDigits) return Number(parenDigits);
  if (digits) return Number(digits);
  return parseNumberWords(words ?? bareWords ?? '');
}
