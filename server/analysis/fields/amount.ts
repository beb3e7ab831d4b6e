import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { sentenceAt } from '../text/sentences';
import { isShortDocument } from '../model/choice';

export interface Amount {
  value: number;
  currency: string;
  period: 'year' | 'month' | 'quarter' | 'week' | null;
}

/**
 * Currency signs and the currencies they stand for; "Rs." and "₹" for rupees, and "R" for rand only where two digits
 * follow it at once ("Monthly fee: R649"), not in a name or a reference ("Route R1").
 */
const SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  CA$: 'CAD',
  NZ$: 'NZD',
  S$: 'SGD',
  HK$: 'HKD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  RS: 'INR',
  'RS.': 'INR',
  R: 'ZAR',
};
const CODES = 'USD|EUR|GBP|CAD|AUD|NZD|CHF|JPY|CNY|INR|SGD|HKD|RMB';
/**
 * "1,250.00", "5.000,50", "5 000", Swiss "5'000.00", Indian "50,00,000" (lakhs: groups of two before the last three),
 * and a fraction of the unit priced per kWh or per item ("$0.129", "€0,0875"): a leading zero is never a group of
 * thousands, so "0.129" is not 129.
 */
const NUMBER =
  "([1-9]\\d?(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,2})?|[1-9]\\d{0,2}(?:[,.\\s']\\d{3})+(?:[.,]\\d{1,2})?|0[.,]\\d{1,4}|\\d+(?:[.,]\\d{1,2})?)";
const SCALE = '(?:\\s*(million|billion|thousand|[mk])\\b)?';
/**
 * What an amount written before its currency ("1,250 USD", "119,88 €") is made of up to the currency: tried before the
 * number's own alternatives, so that the number in every date and section number is not taken apart digit by digit
 * (for speed; it matches nothing they would not). The guards before the words (Rs, R, the codes) are the ones their
 * own alternatives ask for.
 */
const AMOUNT_BEFORE_ITS_CURRENCY = `(?=[\\d,.\\s']*(?:(?:million|billion|thousand|[mk])\\b)?\\s*(?:${CODES}|dollars|euros|pounds|€|£))`;
/** An amount of money, looked for where it is told to start (sticky): amountsIn finds them. */
export const MONEY = new RegExp(
  `(?=[\\d$€£¥₹]|(?:US|AU?|CA?|NZ|S|HK)\\$|(?<!\\w)(?:Rs|${CODES})|(?<![A-Za-z0-9])R\\d)(?:(US\\$|(?<![A-Za-z])(?:AU?|CA?|NZ|S|HK)\\$|\\$|€|£|¥|₹|\\bRs\\.?|(?<![A-Za-z0-9])R(?=\\d{2}))\\s?${NUMBER}${SCALE}|\\b(${CODES})\\s?(?:[$€£]\\s?)?${NUMBER}${SCALE}|${AMOUNT_BEFORE_ITS_CURRENCY}${NUMBER}${SCALE}\\s?(${CODES}|dollars|euros|pounds|€|£)(?![A-Za-z]|\\s?\\d))`,
  'iy',
);

/** The most characters before its first digit an amount of MONEY has: a code, a space, a sign, a space ("USD $ 5"). */
const MOST_BEFORE_THE_NUMBER = 6;
const DIGIT = /\d/g;

/**
 * Every amount of MONEY in the text, the matches matchAll finds, looked for only where one can start: at most
 * MOST_BEFORE_THE_NUMBER characters before a digit (every amount has one). Tried everywhere, MONEY's opening, case-blind
 * with lookbehinds, cost V8 a test at every character of every document.
 */
export function amountsIn(text: string): RegExpExecArray[] {
  const amounts: RegExpExecArray[] = [];
  // Where the next amount may start: after the last one found, or past the last digit none started before.
  let from = 0;
  DIGIT.lastIndex = 0;
  for (let digit = DIGIT.exec(text); digit; digit = DIGIT.exec(text)) {
    let start = Math.max(from, digit.index - MOST_BEFORE_THE_NUMBER);
    for (; start <= digit.index; start++) {
      MONEY.lastIndex = start;
      const amount = MONEY.exec(text);
      if (!amount) continue;
      amounts.push(amount);
      DIGIT.lastIndex = MONEY.lastIndex;
      break;
    }
    from = start <= digit.index ? DIGIT.lastIndex : digit.index + 1;
  }
  return amounts;
}

/**
 * Words of a fee or a contract's value; "Grant Amount: $40,000", "Contract Amount", "Amount due", a building contract's
 * "Contract Sum" or "Subcontract sum: £148,500.00", a "lump sum", a school's "Tuition", a venue's or a van's "hire"
 * ("Venue hire for your wedding on 12 June 2027: £8,500").
 */
const FEE_WORDS =
  /\b(?:(?:grant|award|contract|order|funding|sponsorship)\s+amount|(?:sub-?)?contract\s+(?:sum|value)|lump\s+sum|amount\s+(?:due|paid|payable)|fee|fees|price|pricing|payment|pay|paid|payable|compensation|consideration|purchase\s+price|total|annual|monthly|rent|subscription|license\s+fee|charge|charged|renew|renews|renewal|invoice|cost|retainer|salary|tuition|hire)\b/i;
/**
 * Words beside an amount that is no price: a cap, a limit, cover, a penalty, capital or shares (not a bill's "your
 * share is £1,840", a part of it).
 */
const INCIDENTAL_WORDS =
  /\b(?:cap|caps|liabilit|insurance|insured|penalt|damages|limit|exceed|interest(?![\s-]free)|deductible|indemn|fine|bond|coverage|aggregate|punitive|not\s+less\s+than|minimum\s+net\s+worth|capital|(?<!\byour\s)shares?|stock|par\s+value)\b/i;
const PERIODS: [RegExp, Amount['period']][] = [
  [
    /\b(?:per|a|each|every)\s+(?:year|annum)|\bannual(?:ly)?\b|\byearly\b|\/\s?(?:yr|year)\b|\bfor\s+(?:another\s+|a\s+further\s+|an\s+additional\s+)?(?:(?:12|twelve)\s+months|(?:1|one|a)\s+year)\b/i,
    'year',
  ],
  // "£95 per calendar month", or "pcm" as lettings write it.
  [/\b(?:per|a|each|every)\s+(?:calendar\s+)?month|\bmonthly\b|\/\s?(?:mo|mth|month)\b|\bpcm\b/i, 'month'],
  // "£39 a quarter" just after its amount, as "£9 a month"; not a cadence of other things in its sentence ("2,000 boxes a
  // quarter at £0.21 each").
  [/^\s*a\s+quarter\b|\b(?:per|each|every)\s+quarter|\bquarterly\b|\bevery\s+(?:3|three)\s+months\b/i, 'quarter'],
  // "£44.99 a week", not "within a week".
  [/\b(?:per|each|every|(?<!\bwithin\s)a)\s+week|\bweekly\b|\/\s?(?:wk|week)\b/i, 'week'],
];

/**
 * A fee paid once, named just before its amount: "set-up fee £300, then £35 per month", "one-off charge of $500". The
 * period in its sentence is the recurring fee's, not its own.
 */
const ONE_OFF_BEFORE =
  /\b(?:set-?up|one-?off|one-?time|joining|installation|activation|onboarding)(?:\s+(?:fee|charge|cost|payment))?(?:\s+(?:of|is|:))?\s*$/i;

/**
 * A period written just after its amount ("£83.33 per month for 12 months", "$19/month", "£58.50 every 3 months"), or
 * after the charge it names ("£4.20 delivery charge per week, billed monthly"): that amount's own, before any other its
 * sentence gives.
 */
const PERIOD_JUST_AFTER =
  /^\s*(?:(?:[a-z-]+\s+)?(?:fee|charge|price|cost|rate)\s+)?(?:\/\s?(?:mo|mth|month|yr|year)\b|(?:per|a|each|every)\s+(?:calendar\s+)?(?:month|year|annum|quarter|week)\b|every\s+(?:3|three)\s+months\b|pcm\b)/i;

/**
 * A policy the document is about, named by the label that opens it: "Fishing tackle insurance: cover from 3 March 2027
 * to 2 March 2028, £36." Its amount is the premium, though "insurance" marks other documents' amounts incidental.
 */
const INSURANCE_ITSELF = /^\W*(?:[\w'’-]+\s+){0,4}insurance\s*:/i;
const INSURANCE_WORDS = /\binsur(?:ance|ed)\b/gi;

/**
 * A unit written just after its amount, a price per something other than a period ("£14 per walk, invoiced monthly",
 * "£6.50 per employee per payroll run").
 */
const PER_UNIT_JUST_AFTER =
  /^\s*(?:\+\s*VAT\s*)?(?:per|\/)\s*(?!(?:calendar\s+)?(?:month|year|annum|quarter|week|mo|mth|yr|wk)\b)[a-z][\w-]*(?:\s+(?!per\b)[a-z][\w-]*)?/i;

/**
 * What an amount buys, named just after it: "£520 for the session", "$1,200 for the weekend", "£3,900 for the
 * campaign". An amount so written is a price, though no fee word stands by it; "for each 30 day period" is a period,
 * which PERIODS reads.
 */
const PRICE_OF_WHAT_FOLLOWS =
  /^\s*(?:\+\s*VAT\s*)?(?:in\s+total\s+)?for\s+(?:the|this|your|each|one|a|an)\s+(?:[a-z][\w-]*\s+){0,2}?(?:session|booking|hire|event|evening|night|weekend|stay|visit|day|campaign|course|package|season|job|works?|term|trip|tour|show|performance|party)\b/i;

/**
 * An insurance policy's premium, named just before its amount ("premium £1,146", "Annual premium: $2,310"): what the
 * policy costs, though the word insurance beside it marks other amounts (a contract's required cover) incidental.
 */
const PREMIUM_BEFORE = /\bpremium\s*(?:of|is|:)?\s*$/i;

/**
 * A deposit, the part of the price paid first: "with a £60 deposit to secure the date", "deposit of £100". Not the
 * price itself, nor an amount that would leave the price as a short document's only other one unread. (A balance is
 * what is left to pay, which a short document may give as all it asks for: "Balance of £385 due by 6 July 2027".)
 */
const DEPOSIT_AFTER = /^\s*(?:non-?refundable\s+)?deposit\b/i;
const DEPOSIT_BEFORE = /\bdeposit\s*(?:of|is|:)?\s*$/i;
/** Just between an amount and the next: the next is in brackets after it, a breakdown ("£264 (£2.20 a head)"). */
const BRACKETED_AFTER_AN_AMOUNT = /^\s*\(\s*$/;

/**
 * What names a total, just before its amount, or just after it closing its clause: "£4 per pupil, £240 in total", "£45
 * each (£450 total)" (not "$26,500,000 in total sales", a total of something else).
 */
const TOTAL_BEFORE =
  /\b(?:total|aggregate\s+(?:fee|price|consideration)|contract\s+(?:value|price))\b[^.;$€£¥\d]{0,50}$/i;
const TOTAL_AFTER = /^\s*(?:in\s+)?total\s*(?:[.,;)]|$)/i;
/** A sum paid in parts, just after its amount: "a fee of £6,000 payable in monthly instalments" is £6,000 in all. */
const PAID_IN_INSTALMENTS_AFTER =
  /^\s*(?:\+\s*VAT\s*)?,?\s*(?:(?:payable|paid|to\s+be\s+paid|spread|split)\s+)?(?:in|over|by|across)\s+(?:\w+\s+)?(?:equal\s+)?(?:monthly|quarterly|weekly|annual)\s+(?:instal?ments|payments)\b/i;
/** A billing's period and an opening bracket just before an amount: what is billed each time, "billed annually (". */
const BILLED_BEFORE =
  /\b(?:billed|charged|invoiced)\s+(?:annually|yearly|monthly|quarterly|up\s*front|in\s+advance)\s*\(\s*$/i;
/**
 * The price of the next period a renewal runs, just before its amount: "renews on 17 March 2027 for another 12 months
 * at $4,704" costs $4,704 a year, whatever unit price the sentence gave first ("for another year at $6,720" too).
 * Groups: a year's words, a month's.
 */
const RENEWED_FOR_A_PERIOD_AT_BEFORE =
  /\bfor\s+(?:another|a\s+further|an\s+(?:additional|extra))\s+(?:(year|12\s+months|twelve\s+months)|(month))\s+(?:at|for)\s*$/i;
/** A change of price: "from" just before the old amount, "to" and the new one just after it. */
const FROM_BEFORE = /\bfrom\s*$/i;
const TO_AN_AMOUNT_AFTER = /^\s*(?:per\s+\w+\s+|a\s+(?:year|month|week)\s+)?to\s+(?:[$€£¥]|(?:USD|GBP|EUR)\b)/i;

/** "1,250.00" (US) or "5.000" / "5.000,50" (European, for EUR-style amounts). */
function parseNumber(raw: string, currency: string): number {
  const compact = raw.replace(/[\s']/g, '');
  if (/^0[.,]\d+$/.test(compact)) return Number(compact.replace(',', '.'));
  const european =
    /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(compact) || (/^\d+,\d{1,2}$/.test(compact) && currency !== 'USD');
  return Number(european ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, ''));
}

function scaleOf(word: string | undefined): number {
  switch ((word ?? '').toLowerCase()) {
    case 'thousand':
    case 'k':
      return 1e3;
    case 'million':
    case 'm':
      return 1e6;
    case 'billion':
      return 1e9;
    default:
      return 1;
  }
}

/**
 * The contract's fee or value: every money amount is scored by its sentence (fees and totals up, caps,
 * penalties and insurance down, recurring fees up) and the best one wins.
 */
export function findAmount(doc: PreparedDocument): Finding<Amount> | null {
  let best: { score: number; amount: Amount; evidence: string } | null = null;
  const amounts = amountsIn(doc.flat);
  // Amounts beside the price: a deposit, or a breakdown in brackets after another amount.
  let asides = 0;
  for (const [index, match] of amounts.entries()) {
    const [, symbol, n1, s1, code, n2, s2, n3, s3, word] = match;
    // A symbol after the amount, as much of Europe writes it ("119,88 €"), is as good as one before.
    const sign = symbol ?? (word && SYMBOLS[word] ? word : undefined);
    const currency = sign ? (SYMBOLS[sign.toUpperCase()] ?? 'USD') : (code ?? word ?? 'USD').toUpperCase();
    const normalizedCurrency =
      currency === 'DOLLARS'
        ? 'USD'
        : currency === 'EUROS'
          ? 'EUR'
          : currency === 'POUNDS'
            ? 'GBP'
            : currency === 'RMB'
              ? 'CNY'
              : currency;
    const value = parseNumber(n1 ?? n2 ?? n3, normalizedCurrency) * scaleOf(s1 ?? s2 ?? s3);
    if (!Number.isFinite(value) || value <= 0) continue;
    const sentence = sentenceAt(doc.sentences, match.index);
    const context = sentence?.text ?? '';
    // The words around the amount, within its own sentence.
    const near = doc.flat.slice(
      Math.max(sentence?.start ?? 0, match.index - 120),
      Math.min(sentence?.end ?? doc.flat.length, match.index + match[0].length + 80),
    );
    const before = doc.flat.slice(Math.max(sentence?.start ?? 0, match.index - 70), match.index);
    const after = doc.flat.slice(match.index + match[0].length, sentence?.end ?? doc.flat.length);
    const unit = PER_UNIT_JUST_AFTER.exec(after)?.[0];
    // A unit's price takes a period written after the unit or before the amount in its clause ("Monthly fee: GBP 450
    // per desk"), not one elsewhere in the sentence.
    const attached =
      PERIOD_JUST_AFTER.exec(unit ? after.slice(unit.length) : after)?.[0] ??
      (unit && (before.split(/[,;]/).pop() ?? ''));
    const renewed = RENEWED_FOR_A_PERIOD_AT_BEFORE.exec(before);
    // Paid in instalments with no period of its own before it in its clause ("a gross annual salary of EUR 64,000,
    // paid in twelve monthly instalments" is a year's).
    const clauseBefore = before.split(/[,;]/).pop() ?? '';
    const inInstalments =
      PAID_IN_INSTALMENTS_AFTER.test(after) && !PERIODS.some(([pattern]) => pattern.test(clauseBefore));
    // The renewal's period, unless the amount writes its own ("for another year at £23.50 a month").
    const period =
      renewed && !PERIOD_JUST_AFTER.test(after)
        ? renewed[1]
          ? 'year'
          : 'month'
        : ONE_OFF_BEFORE.test(before) || inInstalments
          ? null
          : (PERIODS.find(([pattern]) => pattern.test(attached ?? near))?.[1] ?? null);
    let score = 0;
    if (FEE_WORDS.test(near)) score += 3;
    // What an amount buys, named right after it, outweighs an incidental word beside it ("£1,120 for the trip,
    // including insurance").
    if (PRICE_OF_WHAT_FOLLOWS.test(after)) score += 5;
    if (INCIDENTAL_WORDS.test(INSURANCE_ITSELF.test(context) ? near.replace(INSURANCE_WORDS, ' ') : near)) score -= 4;
    // A sum paid in instalments is the whole price, as a period's is a recurring one.
    if (period || inInstalments) score += 2;
    if (/\btotal\b|\baggregate\s+(?:fee|price|consideration)|\bcontract\s+(?:value|price)/i.test(near)) score += 2;
    // Above all, the amount the total names ("Total: $1,842.50", "a total of"), not a unit price beside it ("at
    // $142.50; ... Total: $1,842.50").
    if (TOTAL_BEFORE.test(before) || TOTAL_AFTER.test(after)) score += 1;
    // The sum billed, in brackets after its unit price's billing: "15 x $75/user/month, billed annually ($13,500)"; or
    // the next period's price after a renewal's length.
    if (BILLED_BEFORE.test(before) || renewed) score += 2;
    if (PREMIUM_BEFORE.test(before)) score += 5;
    // The price a change leaves behind: "the rent will increase from £14,000 to £15,200 per annum" is £15,200 now.
    if (FROM_BEFORE.test(before) && TO_AN_AMOUNT_AFTER.test(after)) score -= 4;
    const previous = amounts[index - 1];
    const breakdown =
      previous && BRACKETED_AFTER_AN_AMOUNT.test(doc.flat.slice(previous.index + previous[0].length, match.index));
    // A total in brackets after a unit price is no breakdown of it: "£45 each (£450 total)".
    if ((breakdown && !TOTAL_AFTER.test(after)) || DEPOSIT_AFTER.test(after) || DEPOSIT_BEFORE.test(before)) {
      score -= 1;
      asides++;
    }
    if (!best || score > best.score) {
      best = {
        score,
        amount: { value, currency: normalizedCurrency, period },
        evidence: evidenceOf(sentence, match.index) || context,
      };
    }
  }
  // A short document's only amount (a deposit or a breakdown beside it aside), with nothing that makes it incidental,
  // is what the document costs even where no fee word stands by it ("Kit sponsorship for the 2027/28 season (1 August
  // 2027 – 31 May 2028), £1,200.").
  const alone = amounts.length - asides === 1 && isShortDocument(doc);
  return best && (best.score > 0 || (alone && best.score === 0))
    ? { value: best.amount, evidence: best.evidence }
    : null;
}
