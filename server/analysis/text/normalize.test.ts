import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize';

describe('normalising extracted text', () => {
  it("drops list items' bullets, and characters that print nothing", () => {
    expect(normalizeText('• Term: 24 months\n▪ Start date: 1 May 2027')).toBe(
      'Term: 24 months\nStart date: 1 May 2027',
    );
    expect(normalizeText('Summary\n- Term: 24 months\n- Renewal: automatic\n* Notice: 30 days\n* Fee: $99')).toBe(
      'Summary\nTerm: 24 months\nRenewal: automatic\nNotice: 30 days\nFee: $99',
    );
    expect(normalizeText('Agree\u200bment for 30\u00ad days\ufeff')).toBe('Agreement for 30 days');
  });

  it("keeps a compound's hyphen where a line broke after it, and joins a word broken so", () => {
    expect(normalizeText('renews month-\nto-month for thirty-\nsix (36) months, a twelve-\nmonth notice')).toBe(
      'renews month-to-month for thirty-six (36) months, a twelve-month notice',
    );
    expect(normalizeText('continues month-to-\nmonth unless notice of non-\nrenewal')).toBe(
      'continues month-to-month unless notice of non-renewal',
    );
    expect(normalizeText('may termi-\nnate the fees billed month-\nly')).toBe('may terminate the fees billed monthly');
  });

  it('keeps an asterisk or a dash that opens one line alone', () => {
    expect(normalizeText('Price: $99\n* Taxes are extra.\nTerm: 12 months')).toBe(
      'Price: $99\n* Taxes are extra.\nTerm: 12 months',
    );
  });

  it('writes a year in words after a month in digits, and leaves other words alone', () => {
    expect(normalizeText('dated as of the 1st day of July, Two Thousand and Nine, between')).toBe(
      'dated as of the 1st day of July, 2009, between',
    );
    expect(normalizeText('made on March 3, Nineteen Ninety-Eight by')).toBe('made on March 3, 1998 by');
    expect(normalizeText('this Fourteenth day of March, Nineteen Hundred and Ninety-Eight, by')).toBe(
      'this Fourteenth day of March, 1998, by',
    );
    expect(normalizeText('the 3rd day of June, Two Thousand.')).toBe('the 3rd day of June, 2000.');
    expect(normalizeText('made the 9th day of June in the year of our Lord two thousand and five between')).toBe(
      'made the 9th day of June in the year of our Lord 2005 between',
    );
    expect(normalizeText('In May, Nineteen people attended.')).toBe('In May, Nineteen people attended.');
  });

  it('leaves out a day of the week before a date, and keeps one that stands alone or ends a sentence', () => {
    // The hundred-and-twenty-ninth mailbox batch's reminder: "renews on Monday, 1 March 2027" read no end.
    expect(normalizeText('Your plan renews on Monday, 1 March 2027 for another year.')).toBe(
      'Your plan renews on 1 March 2027 for another year.',
    );
    expect(normalizeText('It expires Fri. March 5, 2027 and renews Tue 02/03/2028.')).toBe(
      'It expires March 5, 2027 and renews 02/03/2028.',
    );
    expect(normalizeText('Deliveries are made each Monday. See you on Friday. 5 March 2027 is the day.')).toBe(
      'Deliveries are made each Monday. See you on Friday. 5 March 2027 is the day.',
    );
  });

  it('leaves out a day of the week before a date that mail wrapped at 72 characters breaks over two lines', () => {
    // The three-hundred-and-forty-third mailbox batch's holiday camp, "Monday 29 March to Friday 2\nApril 2027", read
    // no end: the range's second day kept its weekday.
    expect(normalizeText('Camp: Monday 29 March to Friday 2\nApril 2027, £165.')).not.toMatch(/Friday/);
  });

  it("writes the renewal's words hyphenated after their prefix as one word, and leaves other words so written", () => {
    expect(normalizeText('The term shall automatically re-new; any Re-newal Term or RE-NEWED term.')).toBe(
      'The term shall automatically renew; any Renewal Term or RENEWED term.',
    );
    expect(normalizeText('a pre-new build, a re-negotiated fee, re-newsletters')).toBe(
      'a pre-new build, a re-negotiated fee, re-newsletters',
    );
  });

  it("makes a table's dot leader between a label and its value the field's colon, and leaves one before a page number", () => {
    expect(normalizeText('Initial Term .................... Thirty-six (36) months')).toBe(
      'Initial Term: Thirty-six (36) months',
    );
    expect(normalizeText('Expiry Date . . . . . 31/12/2022')).toBe('Expiry Date: 31/12/2022');
    expect(normalizeText('1. Definitions ........ 4\n2. Term ........ 12')).toBe(
      '1. Definitions ........ 4\n2. Term ........ 12',
    );
    expect(normalizeText('as set out above... The Term')).toBe('as set out above... The Term');
  });

  it("makes the gap of a two-cell row (a tab, three spaces) the field's colon, and leaves a row of more cells", () => {
    expect(normalizeText('Expiration Date\tDecember 31, 2021\nTerm Length   1 year')).toBe(
      'Expiration Date: December 31, 2021\nTerm Length: 1 year',
    );
    expect(normalizeText('Service Term (Months)\t12')).toBe('Service Term: 12 Months');
    expect(normalizeText('Name\tTitle\tDate')).toBe('Name Title Date');
    expect(normalizeText('Term: 12 months\tRenewal: none')).toBe('Term: 12 months Renewal: none');
    expect(normalizeText('the term\tof it')).toBe('the term of it');
  });

  it("gives a key-terms row a PDF's text layer left without its colon its colon back, and leaves prose", () => {
    expect(normalizeText('Initial Term 36 months\nNotice to cancel 60 days\nAuto-renewal Yes')).toBe(
      'Initial Term: 36 months\nNotice to cancel: 60 days\nAuto-renewal: Yes',
    );
    expect(normalizeText('Expiration Date June 30, 2027\nSubscription Term 12 months from the Effective Date')).toBe(
      'Expiration Date: June 30, 2027\nSubscription Term: 12 months from the Effective Date',
    );
    // The value's cell on the line below its label's.
    expect(normalizeText('Notice to cancel\n60 days\nCustomer\nAcme Widgets Ltd')).toBe(
      'Notice to cancel: 60 days\nCustomer: Acme Widgets Ltd',
    );
    // A party's label before a company's name.
    expect(normalizeText('Customer Acme Widgets Ltd\nPROVIDER Brightline Software, Inc.')).toBe(
      'Customer: Acme Widgets Ltd\nPROVIDER: Brightline Software, Inc.',
    );
    // A line of prose that opens with a label's words, a value of another kind, another field's label after the role.
    for (const line of [
      'Term of this Agreement shall be 3 years',
      'Renewal Term 12 months unless',
      'Client shall pay Acme Ltd',
      'Customer Service Level',
      'Provider Legal Name: Acme Cloud Inc.',
    ])
      expect(normalizeText(line)).toBe(line);
  });

  it("writes a unit in brackets after a field's label with the field's number", () => {
    expect(normalizeText('Term (years): 3')).toBe('Term: 3 years');
    expect(normalizeText('Contract Period (in months): 24')).toBe('Contract Period: 24 months');
    expect(normalizeText('TERM (YEARS): 3')).toBe('TERM: 3 YEARS');
    expect(normalizeText('Service Term (Months)\t12')).toBe('Service Term: 12 Months');
    expect(normalizeText('Notice (days): 30 days')).toBe('Notice (days): 30 days');
  });

  it('reads "till" before a date or a day as "until", and leaves a till that is a thing alone', () => {
    expect(normalizeText('This Agreement shall be valid till 31.12.2002.')).toBe(
      'This Agreement shall be valid until 31.12.2002.',
    );
    expect(normalizeText('Till the end of the Term, and till such date as ...')).toBe(
      'Until the end of the Term, and until such date as ...',
    );
    expect(normalizeText('The cash in the till is counted daily; a till will be supplied.')).toBe(
      'The cash in the till is counted daily; a till will be supplied.',
    );
    // In capitals, as a conspicuous clause is printed.
    expect(normalizeText('THIS AGREEMENT SHALL BE VALID TILL 31.12.2002 OR TILL SUCH DATE AS ...')).toBe(
      'THIS AGREEMENT SHALL BE VALID UNTIL 31.12.2002 OR UNTIL SUCH DATE AS ...',
    );
    expect(normalizeText('CASH IN THE TILL 2 IS COUNTED DAILY.')).toBe('CASH IN THE TILL 2 IS COUNTED DAILY.');
  });

  it("reads a word for a term's length in its field as the length, and leaves a monthly fee alone", () => {
    expect(normalizeText('Subscription term: annual, renewing automatically each year')).toBe(
      'Subscription term: 12 months, renewing automatically each year',
    );
    expect(normalizeText('Contract term: monthly')).toBe('Contract term: 1 month');
    expect(normalizeText('Payment term: monthly fees in advance')).toBe('Payment term: monthly fees in advance');
    expect(normalizeText('Payment term: monthly')).toBe('Payment term: monthly');
  });

  it('reads a calendar year named as the period something is for as its months, and not a year something happens in', () => {
    expect(normalizeText('Validity: calendar year 2028')).toBe('Validity: January to December 2028');
    expect(normalizeText('This price list is valid for calendar year 2028.')).toBe(
      'This price list is valid for January to December 2028.',
    );
    expect(normalizeText('The plan covers the 2028 calendar year.')).toBe('The plan covers January to December 2028.');
    expect(normalizeText('If in the calendar year 2005 Consultant achieves a record of play, ...')).toBe(
      'If in the calendar year 2005 Consultant achieves a record of play, ...',
    );
    expect(normalizeText('a fee of $300,000 for the calendar year 1997')).toBe(
      'a fee of $300,000 for the calendar year 1997',
    );
  });

  it('writes a name quoted in single quotes, as British and Commonwealth drafting quotes it, in double quotes', () => {
    expect(normalizeText('Acme Pty Ltd (\u2018Supplier\u2019) and the \u2018Effective Date\u2019 means')).toBe(
      'Acme Pty Ltd ("Supplier") and the "Effective Date" means',
    );
    expect(normalizeText("Acme Ltd ('Supplier'), and the 'Initial Term' shall be")).toBe(
      'Acme Ltd ("Supplier"), and the "Initial Term" shall be',
    );
    // An apostrophe is none: a possessive, an elision, a plural's.
    expect(normalizeText("the Licensee's Products and the parties' Affiliates, the Supplier's 'Goods'")).toBe(
      "the Licensee's Products and the parties' Affiliates, the Supplier's \"Goods\"",
    );
  });

  it("joins an ordinal's suffix the PDF's layout split from it, as written or in capitals", () => {
    expect(normalizeText('made on the 15t h day of January 2018 and the 1s t of May')).toBe(
      'made on the 15th day of January 2018 and the 1st of May',
    );
    expect(normalizeText('MADE ON THE 15T H DAY OF JANUARY 2018 AND THE 2N D OF MAY')).toBe(
      'MADE ON THE 15TH DAY OF JANUARY 2018 AND THE 2ND OF MAY',
    );
    // A suffix in the other case is another word ("21 St" of a street's name).
    expect(normalizeText('at 21 St James Street')).toBe('at 21 St James Street');
  });

  it('restores the space a PDF lost before a date, and only there', () => {
    expect(normalizeText('made and effective as of1 August 2019, by and between')).toBe(
      'made and effective as of 1 August 2019, by and between',
    );
    expect(normalizeText('dated as ofJune 1, 2019')).toBe('dated as of June 1, 2019');
    // In capitals, as a preamble is often printed.
    expect(normalizeText('MADE AND EFFECTIVE AS OF1 AUGUST 2019')).toBe('MADE AND EFFECTIVE AS OF 1 AUGUST 2019');
    expect(normalizeText('DATED AS OFJUNE 1, 2019')).toBe('DATED AS OF JUNE 1, 2019');
    expect(normalizeText('THE LISBON OFFICE OF MAYFIELD')).toBe('THE LISBON OFFICE OF MAYFIELD');
    expect(normalizeText('the Lisbon office of Mayfield')).toBe('the Lisbon office of Mayfield');
    expect(normalizeText('a copy of March 2019 accounts')).toBe('a copy of March 2019 accounts');
  });

  it('drops page numbers on lines of their own, which a page break prints inside a sentence', () => {
    expect(normalizeText('shall renew for successive\nPage 4 of 12\none (1) year terms')).toBe(
      'shall renew for successive\none (1) year terms',
    );
    expect(normalizeText('the Licensee\n- 7 -\nshall pay')).toBe('the Licensee\nshall pay');
    expect(normalizeText('within thirty (30) days\n14\nprior written notice')).toBe(
      'within thirty (30) days\nprior written notice',
    );
    expect(normalizeText('the Initial Term, or\n10\n11\nany Renewal Term')).toBe(
      'the Initial Term, or\nany Renewal Term',
    );
    // A bare number after a sentence's end, before a capital (a heading, a table's cell) or after the word it
    // numbers stays.
    expect(normalizeText('as set out in Section\n5\nof this Agreement')).toBe(
      'as set out in Section\n5\nof this Agreement',
    );
    expect(normalizeText('the Products.\n3\nprices apply')).toBe('the Products.\n3\nprices apply');
    expect(normalizeText('units per year\n500\nUnits per month')).toBe('units per year\n500\nUnits per month');
    // A number inside a line, or a heading that starts with "Page", stays.
    expect(normalizeText('Section 4\nPage Layout Services\n12 months')).toBe(
      'Section 4\nPage Layout Services\n12 months',
    );
  });

  it('drops a page number between two words the document writes together elsewhere', () => {
    expect(normalizeText('on the fifth anniversary of the Effective\n59\nDate. The Effective Date is May 1.')).toBe(
      'on the fifth anniversary of the Effective\nDate. The Effective Date is May 1.',
    );
    expect(normalizeText('not expressly set out in this\n12\nAgreement. This Agreement is binding.')).toBe(
      'not expressly set out in this\nAgreement. This Agreement is binding.',
    );
    // Words never written together stay apart, and so does the number after the word it numbers.
    expect(normalizeText('units per year\n500\nUnits per month')).toBe('units per year\n500\nUnits per month');
    expect(normalizeText('as set out in Section\n5\nThe Parties. Section The')).toBe(
      'as set out in Section\n5\nThe Parties. Section The',
    );
  });

  it('drops a page number that breaks a date or a quantity, which nothing else comes between', () => {
    expect(normalizeText('shall expire at midnight on September\n113\n30, 2024.')).toBe(
      'shall expire at midnight on September\n30, 2024.',
    );
    expect(normalizeText('an initial period ending December 31,\n320\n2021.')).toBe(
      'an initial period ending December 31,\n2021.',
    );
    expect(normalizeText('an initial term of five (5)\n392\nContract Years.')).toBe(
      'an initial term of five (5)\nContract Years.',
    );
    expect(normalizeText('for thirty-six (36)\n12\nmonths')).toBe('for thirty-six (36)\nmonths');
    // A day after its month on the next line is the date's, and a table's figures under a heading stay.
    expect(normalizeText('on September\n30, 2024.')).toBe('on September\n30, 2024.');
    expect(normalizeText('Price (1)\n500\nTotal')).toBe('Price (1)\n500\nTotal');
    expect(normalizeText('Units shipped in September\n12\n2024 Forecast')).toBe(
      'Units shipped in September\n12\n2024 Forecast',
    );
  });

  it("drops a page number after a paragraph's wrapped line, before a capital", () => {
    const line = 'The initial term of this Agreement shall expire on the fifth anniversary of the Effective';
    expect(normalizeText(`${line}\n59\nDate.`)).toBe(`${line}\nDate.`);
    // After a short line (a form's label, a table's cell) the number is a value, and stays.
    expect(normalizeText('Initial term in months\n36\nRenewal term in months\n12')).toBe(
      'Initial term in months\n36\nRenewal term in months\n12',
    );
  });

  it("drops a page's confidentiality legend where a sentence runs on across it", () => {
    expect(normalizeText('("Developer"), and\nCONFIDENTIAL\nTrident Games Publishing Ltd.')).toBe(
      '("Developer"), and\nTrident Games Publishing Ltd.',
    );
    expect(
      normalizeText('shall pay the fees,\nConfidential Treatment Requested by Acme Corp.\nwithin thirty days'),
    ).toBe('shall pay the fees,\nwithin thirty days');
    // After a sentence's end it may be a heading, and stays; so does the word inside a line.
    expect(normalizeText('the Products.\nConfidential\nEach party shall')).toBe(
      'the Products.\nConfidential\nEach party shall',
    );
    expect(normalizeText('and\nConfidential Information means')).toBe('and\nConfidential Information means');
  });

  it("drops EDGAR's filing stamp with the page number before it, and on a line of its own the line too", () => {
    expect(normalizeText('the term of\nSource: ACME CORP, 8-K, 1/20/2009\nthis Agreement')).toBe(
      'the term of\nthis Agreement',
    );
    expect(normalizeText('breach of this\n9Source: WATER NOW, INC., 10-Q, 11/20/2019\nAgreement that')).toBe(
      'breach of this\nAgreement that',
    );
    expect(normalizeText('as follows:\n6 \u2502 PageSource: CLICKSTREAM CORP, 1-A, 3/30/2020\n(a) notify')).toBe(
      'as follows:\n(a) notify',
    );
    expect(normalizeText('Edition\nPage 33/110Source: AZUL SA, F-1/A, 3/3/2017\nExecution')).toBe('Edition\nExecution');
    // Glued to the text it follows, the stamp is a space; a number inside a line is the text's.
    expect(normalizeText('the terms orSource: PAPEREXCHANGE COM INC, S-1/A, 3/22/2000\nconditions')).toBe(
      'the terms or\nconditions',
    );
    expect(normalizeText('under Section 12Source: EMMIS CORP, 8-K, 11/25/2019\nof')).toBe('under Section 12\nof');
    // In capitals, and in the small letters a contract printed in capitals is recased to (its "SOURCE: CARDLYTICS, INC.,
    // S-1, 1/12/2018" dated the contract).
    expect(normalizeText('OF THE\nPAGE 3 OF 36SOURCE: ACME CORP, S-1, 1/12/2018\nBANK')).toBe('OF THE\nBANK');
    expect(normalizeText('of the vtip2010source: cardlytics, inc., s-1, 1/12/2018 bank')).toBe('of the vtip2010 bank');
    // Wrapped with the line it is glued to, the stamp is still the stamp.
    expect(normalizeText('The AuriemmaSource: BERKSHIRE HILLS\nBANCORP INC, 10-Q, 8/9/2012 Identification shall')).toBe(
      'The Auriemma Identification shall',
    );
  });

  it("drops a running title ending in the page's number where a sentence runs on across it", () => {
    expect(normalizeText('the Term for one (1)\nProprietary and Confidential Page 15\nadditional period')).toBe(
      'the Term for one (1)\nadditional period',
    );
    expect(normalizeText('each party,\nConfidential Page 2 of 3 Initials: CL MD\nshall')).toBe('each party,\nshall');
    // A page named in a sentence, or a title after a sentence's end, stays.
    expect(normalizeText('as set out,\nsee Exhibit B on Page 3\nthe parties')).toBe(
      'as set out,\nsee Exhibit B on Page 3\nthe parties',
    );
    expect(normalizeText('the Products.\nCollaboration Agreement Page 4 of 9\nEach party')).toBe(
      'the Products.\nCollaboration Agreement Page 4 of 9\nEach party',
    );
  });

  it('drops the legend of a filing with portions omitted for confidential treatment, and only the legend', () => {
    expect(
      normalizeText(
        'twenty-four (24)\n[***] Certain information on this page has been omitted and filed separately with the Securities and Exchange\nCommission. Confidential treatment has been requested with respect to the omitted portions.\nmonths from',
      ),
    ).toBe('twenty-four (24)\nmonths from');
    expect(
      normalizeText(
        'the term of\n*** Confidential Information has been omitted and has been filed separately with\nthe Securities and Exchange Commission.\nthis Agreement',
      ),
    ).toBe('the term of\nthis Agreement');
    expect(
      normalizeText(
        'of or\n* Confidential Treatment Requested: material has been omitted and filed\nseparately with the Commission.\naccess to such',
      ),
    ).toBe('of or\naccess to such');
    // A redaction inside the contract's own text stays.
    expect(normalizeText('costs\n[*****], at its own costs and expenses\nand')).toBe(
      'costs\n[*****], at its own costs and expenses\nand',
    );
  });

  it('drops a page number or a confidentiality legend after a closing parenthesis that a sentence runs on from', () => {
    expect(normalizeText('at least sixty (60)\n14\ndays')).toBe('at least sixty (60)\ndays');
    expect(normalizeText('fifteen (15)\nCONFIDENTIAL TREATMENT REQUESTED BY HARTWELL HOLDINGS, INC.\ndays')).toBe(
      'fifteen (15)\ndays',
    );
  });

  it("drops the page's furniture after a possessive or a closing quote that a sentence runs on from", () => {
    expect(
      normalizeText('one hundred and twenty days\u2019\nProprietary and Confidential Page 708\nnotice in writing'),
    ).toBe("one hundred and twenty days'\nnotice in writing");
    expect(normalizeText("three (3) calendar months'\n14\nwritten notice")).toBe(
      "three (3) calendar months'\nwritten notice",
    );
    expect(normalizeText("sixty (60) days'\nCONFIDENTIAL\nprior notice")).toBe("sixty (60) days'\nprior notice");
    // So is one after a defined term's closing quote.
    expect(normalizeText('"Final Date"\nProprietary and Confidential Page 573\nmeans September 30, 2024.')).toBe(
      '"Final Date"\nmeans September 30, 2024.',
    );
  });

  it("drops a confidentiality legend after an abbreviation's full stop where the sentence runs on in lower case", () => {
    // The hundred-and-thirty-sixth held-out term batch laid out: "shall end at 11:59 p.m." read no end in two hosts.
    expect(
      normalizeText(
        'shall end at 11:59 p.m.\nCONFIDENTIAL TREATMENT REQUESTED BY HARTWELL HOLDINGS, INC.\non December 31, 2021.',
      ),
    ).toBe('shall end at 11:59 p.m.\non December 31, 2021.');
    // After a sentence's end, the next sentence opens with a capital: the legend may be a heading's, and stays.
    expect(normalizeText('This Agreement ends on June 30, 2027.\nCONFIDENTIAL\nThe parties agree as follows.')).toBe(
      'This Agreement ends on June 30, 2027.\nCONFIDENTIAL\nThe parties agree as follows.',
    );
  });

  it("joins a word broken across lines once the page's furniture or the margin's number between its halves is gone", () => {
    expect(normalizeText('until termi-\nCONFIDENTIAL TREATMENT REQUESTED BY ACME INC.\nnated by either party')).toBe(
      'until terminated by either party',
    );
    expect(normalizeText('until termi-\n9Source: ACME CORP, 8-K, 1/20/2009\nnated by')).toBe('until terminated by');
    expect(normalizeText('12 until termi-\n13 nated by\n14 either party')).toBe('until terminated by\neither party');
  });

  it('drops a running title that repeats on every page where a sentence runs on across it', () => {
    const page = (n: number) =>
      `${n}.1 Each party shall perform its obligations under this Agreement with care and in good faith, and\nKALLO - MOBILECARE\nshall keep records of them.\nPayments fall due on the last day of each month.`;
    const pages = Array.from({ length: 6 }, (_, n) => page(n + 1)).join('\n');
    // The first page's stands in the document's first tenth, and stays.
    expect(normalizeText(pages).match(/KALLO/g)).toHaveLength(1);
    expect(normalizeText(pages)).toContain('in good faith, and\nshall keep records');
    // Named fewer times, before a sentence's next line in capitals, or in the document's first tenth (a preamble's
    // party on a line of its own), such a line stays.
    expect(normalizeText(Array.from({ length: 3 }, (_, n) => page(n + 1)).join('\n'))).toContain('KALLO');
    const preamble =
      'This Agreement is made by and among\nAizu Fujitsu Semiconductor Limited\nand Acme LLC.\n' +
      'Aizu Fujitsu Semiconductor Limited\n'.repeat(4) +
      'Payments fall due on the last day of each month and are made by wire transfer.\n'.repeat(40);
    expect(normalizeText(preamble)).toContain('among\nAizu Fujitsu Semiconductor Limited\nand Acme');
  });

  it("drops a running title that counts the pages even in the first tenth, and one before a number's parenthesis", () => {
    // The held-out term batches laid out: "commencing on / Master Supply Agreement 255 / Hartwell Holdings, Inc. &
    // NovaPlast Polymers GmbH / the Effective Date" early in a filing, and "the fifth / ... / (5th) anniversary".
    const page = (n: number, sentence: string) =>
      `${n}.1 ${sentence}\nMaster Supply Agreement ${n}\nHartwell Holdings, Inc. & NovaPlast Polymers GmbH\n`;
    const early = `${page(1, 'The term of this Agreement shall be ten (10) years commencing on')}the Effective Date.\n`;
    const rest = Array.from({ length: 6 }, (_, n) => page(n + 2, 'Each party shall keep records of its work and')).join(
      'shall keep them for six years after the work is done and the invoices are paid in full by the customer.\n',
    );
    expect(normalizeText(early + rest)).toContain('commencing on\nthe Effective Date.');
    const fifth = `${page(1, 'the Term shall end on the fifth')}(5th) anniversary of the Effective Date.\n`;
    expect(normalizeText(`${rest}${fifth}`)).toContain('the fifth\n(5th) anniversary');
    // A party's name on a line of its own in a preamble counts no pages, and stays (above).
  });

  it('drops a running title inside two words the document writes together, the second capitalised', () => {
    const page = (n: number) =>
      `${n}.1 This Agreement shall remain in force for a term of three (3) years from the Effective\nKALLO - MOBILECARE\nDate, and each party shall keep records.\nThe Effective Date is the date of signature.`;
    const pages = Array.from({ length: 6 }, (_, n) => page(n + 1)).join('\n');
    expect(normalizeText(pages).match(/KALLO/g)).toHaveLength(1);
    expect(normalizeText(pages)).toContain('from the Effective\nDate, and each party');
    // After a line as short as an exhibit's title is, such a line stays.
    const exhibit = `${pages}\nTo Affiliation Agreement By and Between\nKALLO - MOBILECARE\nThe TUBE Music Network, Inc.\nIt is made between the parties.`;
    expect(normalizeText(exhibit)).toContain('Between\nKALLO - MOBILECARE\nThe TUBE');
    // Nor before a heading in capitals, though the document writes its first word after the line before's last.
    const headed = `${pages}\n7.1 Each party shall keep the other informed of the progress of its work and of the\nKALLO - MOBILECARE\nDEVELOPMENT PLAN\nThe Development Plan is set out below.`;
    expect(normalizeText(headed)).toContain('of the\nKALLO - MOBILECARE\nDEVELOPMENT PLAN');
    // Nor before a line whose first word the document never writes after the line before's last: a party's name in a
    // signature block after a closing sentence without its stop.
    const signed = (n: number) =>
      `Schedule ${n}\nIN WITNESS WHEREOF, the parties have signed this Schedule by their duly authorized officers\nKALLO - MOBILECARE\nBy: J. Smith`;
    expect(normalizeText(Array.from({ length: 6 }, (_, n) => signed(n + 1)).join('\n')).match(/KALLO/g)).toHaveLength(
      6,
    );
  });

  it("drops a page's number printed beside a running title, where a sentence runs on across both", () => {
    const page = (n: number) =>
      `Each party shall perform its obligations with care, subject to arrests and restraints of governments\n${n}\n10.23\nand people, and shall keep records of them.`;
    const pages = Array.from({ length: 6 }, (_, n) => page(n + 1)).join('\n');
    expect(normalizeText(pages)).toContain('restraints of governments\nand people');
    expect(normalizeText(pages)).not.toContain('10.23');
    // So do they where a page breaks a date.
    const dated = (n: number) =>
      `The Term shall end five years after launch, but in no event later than February\n${n}\nSupply Agreement - Confidential\n28, 2013 (the "Initial Term").`;
    expect(normalizeText(Array.from({ length: 6 }, (_, n) => dated(n + 1)).join('\n'))).toContain(
      'later than February\n28, 2013',
    );
    // A page number with no running title beside it is left to the rules for page numbers.
    expect(
      normalizeText(
        `${'Fees are due monthly and are paid by wire.\n'.repeat(20)}as set out in Section\n5\nof this Agreement`,
      ),
    ).toContain('Section\n5\nof this Agreement');
  });

  it('drops the line numbers down a page margin, where three or more lines in a row open with numbers in sequence', () => {
    expect(
      normalizeText(
        '1 LICENSE AGREEMENT\n2 This License Agreement is made by and between\n3 Silverpoint Software Corporation',
      ),
    ).toBe('LICENSE AGREEMENT\nThis License Agreement is made by and between\nSilverpoint Software Corporation');
    // Two numbered lines, numbers out of sequence, or a number that is a quantity, stay.
    expect(normalizeText('1 Definitions\n2 Services')).toBe('1 Definitions\n2 Services');
    expect(normalizeText('12 months\n3 years\n90 days')).toBe('12 months\n3 years\n90 days');
  });

  it('counts a length of years and a half in months, in the case it was written in', () => {
    expect(normalizeText('The Agreement runs for two and a half years from 1 July 2027.')).toBe(
      'The Agreement runs for 30 months from 1 July 2027.',
    );
    expect(normalizeText('for a year and a half, or half a year, or two (2) and one-half years')).toBe(
      'for 18 months, or 6 months, or 30 months',
    );
    expect(normalizeText('FOR ONE-AND-A-HALF YEARS')).toBe('FOR 18 MONTHS');
    // Half of something else, and a half year's name, stay.
    expect(normalizeText('the first half of the year; a half-yearly fee')).toBe(
      'the first half of the year; a half-yearly fee',
    );
  });
});

describe('the three-hundred-and-sixteenth mailbox batch (rugby, rowing and team sports) in an HTML table', () => {
  it('reads a two-cell row whose label holds "&" and seven words as a field', () => {
    expect(normalizeText('Strength & conditioning app for the squad   25 seats at £4 per seat')).toBe(
      'Strength & conditioning app for the squad: 25 seats at £4 per seat',
    );
  });
});

describe('the four-hundred-and-forty-seventh mailbox batch (terms run on, in text messages and chat notes)', () => {
  it('writes a length unit shortened after its number in full, not a price per month or a word', () => {
    expect(normalizeText('Your 6 wk trial finished. Give me 2 wks notice.')).toBe(
      'Your 6 week trial finished. Give me 2 weeks notice.',
    );
    expect(normalizeText('A 12mo plan, then 3 mos more, 2YRS in all')).toBe(
      'A 12 month plan, then 3 months more, 2 YEARS in all',
    );
    expect(normalizeText('£9.99/mo for 3 more users, 6 words')).toBe('£9.99/mo for 3 more users, 6 words');
  });
});
