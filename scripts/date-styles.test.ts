import { describe, expect, it } from 'vitest';
import { datesWrittenAs } from './date-styles';

const TEXT = 'This Agreement is made on July 1, 1998 and ends on September 22nd, 2003. Section 2, 1998 stays.';

describe('dates written in other styles', () => {
  it.each([
    ['1 July 1998', 'made on 1 July 1998 and ends on 22 September 2003.'],
    ['July 1st, 1998', 'made on July 1st, 1998 and ends on September 22nd, 2003.'],
    ['the 1st day of July, 1998', 'made on the 1st day of July, 1998 and ends on the 22nd day of September, 2003.'],
    ['1998-07-01', 'made on 1998-07-01 and ends on 2003-09-22.'],
    ['Jul. 1, 1998', 'made on July 1, 1998 and ends on Sept. 22, 2003.'],
  ])('rewrites every month-first date as "%s", and nothing else', (style, written) => {
    expect(datesWrittenAs(TEXT, style)).toBe(`This Agreement is ${written} Section 2, 1998 stays.`);
  });

  it('writes the eleventh to thirteenth days as 11th to 13th', () => {
    expect(datesWrittenAs('on March 11, 2001', 'July 1st, 1998')).toBe('on March 11th, 2001');
    expect(datesWrittenAs('on March 12, 2001', 'the 1st day of July, 1998')).toBe('on the 12th day of March, 2001');
    expect(datesWrittenAs('on March 13, 2001', 'July 1st, 1998')).toBe('on March 13th, 2001');
  });
});
