import { describe, expect, it } from 'vitest';
import { prepareDocument } from './document';
import { isPrintedInCapitals, quotedAsPrinted, recased, splitAsRecased } from './recase';

describe('a document printed in capitals', () => {
  it('is one whose letters stand mostly on lines in capitals, a reply in mixed case above it or not', () => {
    const notice = 'YOUR PLAN RENEWS ON 1 MARCH 2027.\nCANCEL BY 1 FEBRUARY 2027 AT HELP@EXAMPLE.COM.';
    expect(isPrintedInCapitals(notice)).toBe(true);
    expect(isPrintedInCapitals(`Thanks, see below.\n> ${notice.replace('\n', '\n> ')}`)).toBe(true);
  });

  it('is not a contract in mixed case with its headings and a conspicuous clause in capitals', () => {
    const contract = [
      'SERVICES AGREEMENT',
      'This Agreement is made between Acme Ltd and Birch LLC and shall continue for two years from the Effective Date.',
      'THE SERVICES ARE PROVIDED AS IS.',
    ].join('\n');
    expect(isPrintedInCapitals(contract)).toBe(false);
    expect(isPrintedInCapitals('NDA')).toBe(false);
  });
});

describe('its case given back', () => {
  it('opens each sentence and each label with a capital, a label as a name, keeps headings and changes no length', () => {
    const text =
      'CLEANING SERVICES AGREEMENT\nMINIMUM TERM: 18 MONTHS\nAFTER YOUR MINIMUM TERM ENDS, IT GOES ON. IT IS MONTHLY.';
    const out = recased(text);
    expect(out).toBe(
      'CLEANING SERVICES AGREEMENT\nMinimum Term: 18 months\nAfter your Minimum Term ends, it goes on. It is monthly.',
    );
    expect(out).toHaveLength(text.length);
  });

  it('keeps a code of letters and figures in capitals, not an ordinal', () => {
    expect(recased('PROPERTY: FLAT 2, LEEDS LS1 5AA, FROM THE 22D DAY OF MAY OR THE 1ST OF JUNE.')).toBe(
      'Property: Flat 2, leeds LS1 5AA, from the 22d day of May or the 1st of June.',
    );
  });

  it("keeps the currencies and companies' forms that mark a day-first country as mixed case prints them", () => {
    // The hundred-and-thirtieth mailbox batch in capitals: "Hk$", "(pty) Ltd" and "pte. Ltd." marked no such country.
    expect(recased('MONTHLY RENT: HK$38,000\nLANDLORD: MARINA HOLDINGS PTE. LTD.\nTENANT: SHOP CO SDN BHD')).toBe(
      'Monthly Rent: HK$38,000\nLandlord: Marina holdings Pte. Ltd.\nTenant: Shop co Sdn Bhd',
    );
    expect(
      recased('SERVICE AGREEMENT BETWEEN CAPE OFFICE SOLUTIONS (PTY) LTD AND KHUMALO INC.', [
        'CAPE OFFICE SOLUTIONS (PTY) LTD',
      ]),
    ).toBe('Service agreement between Cape Office Solutions (Pty) Ltd and khumalo inc.');
  });

  it('writes months as names, and "May" only beside a figure', () => {
    expect(recased('EITHER PARTY MAY END IT ON 1 MAY 2027 OR ON MAY 2, 2027, NOT IN JUNE.')).toBe(
      'Either party may end it on 1 May 2027 or on May 2, 2027, not in June.',
    );
  });

  it('gives back the names the document defines, its labels, its own name and another instrument', () => {
    const text = [
      'THE SUBLANDLORD LEASES THE BUILDING UNDER A LEASE WITH PIER 9 HOLDINGS (THE "MASTER LEASE").',
      'FURTHER TERM: 2 YEARS',
      'THIS CARE PLAN RENEWS FOR THE FURTHER TERM. THE MASTER LEASE RENEWS BY ITSELF.',
      'THIS SOW IS ISSUED UNDER THE CONSULTING SERVICES AGREEMENT, NOT UNDER THE WRITTEN AGREEMENT OF THE PARTIES.',
    ].join('\n');
    expect(recased(text).split('\n')).toEqual([
      'The sublandlord leases the building under a lease with pier 9 holdings (the "Master Lease").',
      'Further Term: 2 years',
      'This Care Plan renews for the Further Term. The Master Lease renews by itself.',
      'This SOW is issued under the Consulting Services Agreement, not under the written agreement of the parties.',
    ]);
  });

  it("reads a label before a table's column gap or a leader of dots as one before a colon", () => {
    expect(recased('MINIMUM TERM     24 MONTHS\nCOMMITMENT .... 6 MONTHS\nAFTER THE MINIMUM TERM, IT ROLLS ON.')).toBe(
      'Minimum Term     24 months\nCommitment .... 6 months\nAfter the Minimum Term, it rolls on.',
    );
  });

  it("gives back the parties' names, one broken over two lines too, and the dates a contract names for itself", () => {
    const text =
      'THIS AGREEMENT IS MADE BETWEEN NORTHGATE TECHNOLOGY\nPARTNERS LLC AND ACME LTD FROM THE EFFECTIVE DATE.';
    expect(recased(text, ['NORTHGATE TECHNOLOGY PARTNERS LLC', 'ACME LTD'])).toBe(
      'This Agreement is made between Northgate Technology\nPartners LLC and Acme Ltd from the Effective Date.',
    );
  });

  it('does not open a line a plain-text mail wrapped with a capital, nor a line in mixed case at all', () => {
    const wrapped = [
      'Thanks, see below.',
      '> THE INITIAL TERM OF THIS AGREEMENT IS THIRTY-SIX (36) MONTHS BEGINNING',
      '> ON THE GO-LIVE DATE.',
    ].join('\n');
    expect(recased(wrapped).split('\n')).toEqual([
      'Thanks, see below.',
      '> The Initial Term of this Agreement is thirty-six (36) months beginning',
      '> on the go-live date.',
    ]);
  });

  it('is quoted as printed, and split where its sentences end', () => {
    const text = 'THIS AGREEMENT IS MADE BETWEEN NORTHBRIDGE LTD AND PEMBERTON FOODS LTD.\nTHE CONSULTANT WILL ACT.';
    const printed = prepareDocument(text);
    expect(quotedAsPrinted('The consultant will act.', printed.flat)).toBe('THE CONSULTANT WILL ACT.');
    expect(quotedAsPrinted('Not there.', printed.flat)).toBe('NOT THERE.');
    expect(splitAsRecased(printed, text).sentences.map((sentence) => sentence.text)).toEqual([
      'THIS AGREEMENT IS MADE BETWEEN NORTHBRIDGE LTD AND PEMBERTON FOODS LTD.',
      'THE CONSULTANT WILL ACT.',
    ]);
  });

  it('gives back the capital of a party named by its role after "the", not of the role said of anyone', () => {
    expect(recased('UNLESS EXTENDED BY THE CLIENT BY NOTICE TO THE CONTRACTOR. WE SERVE A CLIENT A DAY.')).toBe(
      'Unless extended by the Client by notice to the Contractor. We serve a client a day.',
    );
  });
});
