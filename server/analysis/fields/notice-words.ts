// The words that make a length a notice period, apart from the notice readers: the term and renewal readers skip
// notice periods when they look for lengths, and the notice readers ask the renewal readers what a sentence renews.

/**
 * The label of a field of an order form's key terms, where the lines are run together: "Customer: ", or a table's
 * first cell "Notice to cancel | ".
 */
export const FIELD_LABEL_WORDS = String.raw`[A-Z][\w-]*(?:\s+[\w-]+){0,4}\s*[:|]\s`;

/**
 * What follows a notice period: notice, prior, before, in advance; its figure may come between ("ninety days (90) prior"),
 * and so may "period" ("within the thirty (30) day period preceding such anniversary"); so may a window's far end ("but
 * not more than ninety (90) days", "and no earlier than one hundred eighty (180) days").
 */
const NOTICE_FOLLOWS =
  /^\W*(?:\d{1,4}\s*\)\W*)?(?:s\b|')?\s*(?:period\s+(?=prior|before|preceding|immediately\s+(?:prior|before|preceding)))?(?:immediately\s+)?(?:prior|advance|before|written|notice|in\s+advance|or\s+more|preceding|notification|following\s+(?:the\s+)?(?:renewal\s+)?notice|(?:(?:but|and)\s+(?:not|no)|nor)\s+(?:more|earlier|sooner)\s+than)/i;

/**
 * The label of the next field of an order form's key terms, which follows a length once the lines are run together
 * ("Renewal Term: 12 months Notice of non-renewal: 60 days"): the words after the length are not about it.
 */
const NEXT_FIELD = new RegExp(String.raw`^\W*${FIELD_LABEL_WORDS}`);

/** Whether the words after a length make it a notice period ("ninety (90) days' prior written notice"). */
export const noticeFollows = (after: string) => NOTICE_FOLLOWS.test(after) && !NEXT_FIELD.test(after);
