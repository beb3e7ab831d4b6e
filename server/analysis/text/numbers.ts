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

/** Days of a month as ordinal words, "first" to "thirty-first". */
const DAY_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
  'twenty-first',
  'twenty-second',
  'twenty-third',
  'twenty-fourth',
  'twenty-fifth',
  'twenty-sixth',
  'twenty-seventh',
  'twenty-eighth',
  'twenty-ninth',
  'thirtieth',
  'thirty-first',
];

/** Ordinal words and their values: the days of a month, and the tens that terms of years reach. */
export const ORDINALS: Record<string, number> = {
  ...Object.fromEntries(DAY_ORDINALS.map((word, index) => [word, index + 1])),
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

/** "thirty-sixth", "forty eighth": a ten and a unit's ordinal, as months of a term are counted. */
const COMPOUND_ORDINAL =
  /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/;

/** Ordinal words a term's anniversaries and years are written with, for building patterns ("the fifth anniversary"). */
export const TERM_ORDINAL =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|fifteenth|twentieth|twenty-fifth|thirtieth|fortieth|fiftieth';

/** The value of an ordinal written in words or digits, or of a number in words: "fifth", "5th", "five". */
export function ordinalValue(word: string): number | null {
  const lower = word.toLowerCase();
  const compound = COMPOUND_ORDINAL.exec(lower);
  if (compound) return UNITS[compound[1]] + ORDINALS[compound[2]];
  return ORDINALS[lower] ?? (/^\d+/.test(lower) ? parseInt(lower, 10) : parseNumberWords(lower));
}

/** A month's name, for patterns that find a date's parts. */
export const MONTH_NAME = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/** The ordinal words of a month's days, for building patterns. */
export const DAY_ORDINAL = DAY_ORDINALS.join('|');

/** Number words, for building patterns. */
export const NUMBER_WORD =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one hundred(?: and)?(?: \\w+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a|an)';

/**
 * A quantity as contracts write it: "five (5)", "5", "(5)", "five", and as Indian contracts do, "2 (two)". Group 1: the
 * words; group 2: the digits.
 */
export const QUANTITY = `(?:(${NUMBER_WORD})\\s*\\(\\s*(\\d{1,4})\\s*\\)|\\(?(\\d{1,4})\\)?(?:\\s*\\(\\s*${NUMBER_WORD}\\s*\\))?|(${NUMBER_WORD}))`;

/** The value of a QUANTITY match's groups (in order: words, digits-in-parens, digits, words). */
export function quantityValue(groups: (string | undefined)[]): number | null {
  const [words, parenDigits, digits, bareWords] = groups;
  if (parenDigits) return Number(parenDigits);
  if (digits) return Number(digits);
  return parseNumberWords(words ?? bareWords ?? '');
}

/**
 * A year written in words, as older filings date a deed: "Two Thousand and Nine" (2009), "Nineteen Ninety-Eight"
 * and "Nineteen Hundred and Ninety-Eight" (1998), "two thousand twelve"; null for anything else.
 */
export function yearFromWords(words: string): number | null {
  const text = words.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  const thousands = /^two thousand(?: and)?(?: (.+))?$/.exec(text);
  const nineteen = /^nineteen (?:hundred (?:and )?)?(.+)$/.exec(text);
  const rest = thousands ? (thousands[1] ?? null) : nineteen ? nineteen[1] : undefined;
  if (rest === undefined) return null;
  const years = rest === null ? 0 : parseNumberWords(rest);
  if (years === null || years > 99 || (nineteen && years < 10)) return null;
  return (thousands ? 2000 : 1900) + years;
}
