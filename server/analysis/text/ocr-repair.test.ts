import { describe, expect, it } from 'vitest';
import { withOcrMisreadingsRepaired } from './ocr-repair';

describe("what a scan's text layer misreads in figures and months", () => {
  it('reads "l", "I" and "O" inside figures as the digits they stand for', () => {
    expect(withOcrMisreadingsRepaired('ending on 3l March 2O28, sixty (6O) days, l2 months, US$1,O00,000')).toBe(
      'ending on 31 March 2028, sixty (60) days, 12 months, US$1,000,000',
    );
    expect(withOcrMisreadingsRepaired('Start Date: 0l/04/2027; 31.O3.2028')).toBe('Start Date: 01/04/2027; 31.03.2028');
  });

  it('reads a month\'s name and "months" with "rn" for "m" or "1" for "l" beside a day, a year or a length', () => {
    expect(withOcrMisreadingsRepaired('until Decernber 31, 2029; from 1 Septernber 2027; Ju1y 1, 2027')).toBe(
      'until December 31, 2029; from 1 September 2027; July 1, 2027',
    );
    expect(withOcrMisreadingsRepaired('twenty-four (24) rnonths')).toBe('twenty-four (24) months');
  });

  it('reads a day of one figure misread as a letter beside a month', () => {
    expect(withOcrMisreadingsRepaired('beginning on l April 2027; commencing on March l, 2O27')).toBe(
      'beginning on 1 April 2027; commencing on March 1, 2027',
    );
  });

  it('leaves words, names and codes that only look so', () => {
    const text =
      'I agree. The O2 and O365 licences, Model IO, a modern return, STM-A, the 1st day, Item lO and "Decernber".';
    expect(withOcrMisreadingsRepaired(text)).toBe(text);
    expect(withOcrMisreadingsRepaired('I April fools')).toBe('I April fools');
  });
});
