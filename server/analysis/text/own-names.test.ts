import { describe, expect, it } from 'vitest';
import { prepareDocument } from './document';
import { speaksOnlyOfAnotherInstrument, withOtherInstrumentsNamed } from './own-names';

const named = (document: string, sentence: string) => withOtherInstrumentsNamed(prepareDocument(document), sentence);
const RENEWS = 'shall automatically renew for successive one (1) year periods.';

describe('instruments a document names that are not it', () => {
  it('names another kind of instrument as such in a document that calls itself "this Agreement"', () => {
    const supply = 'SUPPLY AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.';
    expect(named(supply, `The Master Lease ${RENEWS}`)).toBe(`another instrument ${RENEWS}`);
    expect(named(supply, `Each Statement of Work ${RENEWS}`)).toBe(`another instrument ${RENEWS}`);
    expect(named(supply, `The Credit Agreement ${RENEWS}`)).toBe(`another instrument ${RENEWS}`);
  });

  it('leaves the names the document gives itself: its title, "this ...", and the name its opening words give it', () => {
    const supply = 'SUPPLY AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.';
    expect(named(supply, `The Supply Agreement ${RENEWS}`)).toBe(`The Supply Agreement ${RENEWS}`);
    expect(named(supply, `The Agreement ${RENEWS}`)).toBe(`The Agreement ${RENEWS}`);
    const titledInSmallLetters = 'Supply Agreement\nThis Agreement is made by Acme LLC and Beta Corp.';
    expect(named(titledInSmallLetters, `The Supply Agreement ${RENEWS}`)).toBe(`The Supply Agreement ${RENEWS}`);
    const calledSo = 'This Master Lease is made by Acme Leasing LLC and Beta Corp.';
    expect(named(calledSo, `The Master Lease ${RENEWS}`)).toBe(`The Master Lease ${RENEWS}`);
    const given = 'Exhibit 10.4\nThis Agreement (the "Distribution Agreement") is made by Acme LLC and Beta Corp.';
    expect(named(given, `The Distribution Agreement ${RENEWS}`)).toBe(`The Distribution Agreement ${RENEWS}`);
  });

  it('takes a name that shares a word with one of its own, in another form, as its own', () => {
    const distributor = 'EXCLUSIVE DISTRIBUTOR AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.';
    expect(named(distributor, `The Distribution Agreement ${RENEWS}`)).toBe(`The Distribution Agreement ${RENEWS}`);
    const licence = 'SOFTWARE LICENCE AGREEMENT\nThis Agreement is made by Acme Ltd and Beta Ltd.';
    expect(named(licence, `The License Agreement ${RENEWS}`)).toBe(`The License Agreement ${RENEWS}`);
  });

  it('takes every instrument noun of a name for its kind: a "Master Lease Agreement" is a lease and an agreement', () => {
    const lease = 'MASTER LEASE AGREEMENT\nThis Agreement is made by Acme Leasing LLC and Beta Corp.';
    expect(named(lease, `The Master Lease ${RENEWS}`)).toBe(`The Master Lease ${RENEWS}`);
    expect(named(lease, `The Lease ${RENEWS}`)).toBe(`The Lease ${RENEWS}`);
    const masterLease = 'MASTER LEASE\nThis Master Lease is made by Acme Leasing LLC and Beta Corp.';
    expect(named(masterLease, `The Lease Agreement ${RENEWS}`)).toBe(`The Lease Agreement ${RENEWS}`);
  });

  it('reads a sentence printed in capitals alike: another instrument named so, its own names left', () => {
    const supply = 'SUPPLY AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.';
    const caps = RENEWS.toUpperCase();
    expect(named(supply, `EACH STATEMENT OF WORK ${caps}`)).toBe(`another instrument ${caps}`);
    // A name with words before its noun, where the document writes it as a name elsewhere; not words that are none.
    const escrow = `${supply}\nThe Escrow Agreement is attached as Exhibit B.`;
    expect(named(escrow, `THE ESCROW AGREEMENT ${caps}`)).toBe(`another instrument ${caps}`);
    expect(named(supply, `THE ESCROW AGREEMENT ${caps}`)).toBe(`THE ESCROW AGREEMENT ${caps}`);
    const mutual = 'THE PARTIES MAY EXTEND THE TERM BY MUTUAL WRITTEN AGREEMENT.';
    expect(named(supply, mutual)).toBe(mutual);
    const contractYear = 'AT THE END OF EACH CONTRACT YEAR THE AGREEMENT SHALL SELF-RENEW FOR ANOTHER CONTRACT YEAR.';
    expect(named(supply, contractYear)).toBe(contractYear);
    expect(named(supply, `THE AGREEMENT ${caps}`)).toBe(`THE AGREEMENT ${caps}`);
    expect(named(supply, `THE SUPPLY AGREEMENT ${caps}`)).toBe(`THE SUPPLY AGREEMENT ${caps}`);
    const lease = 'MASTER LEASE AGREEMENT\nThis Agreement is made by Acme Leasing LLC and Beta Corp.';
    expect(named(lease, `THE LEASE ${caps}`)).toBe(`THE LEASE ${caps}`);
  });

  it('leaves a sentence that names this document too, and every sentence of an amendment', () => {
    const supply = 'SUPPLY AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.';
    const both = 'This Agreement shall renew whenever the Master Lease renews.';
    expect(named(supply, both)).toBe(both);
    const amendment = 'AMENDMENT NO. 2 TO SERVICES AGREEMENT\nThis Amendment is made by Acme LLC and Beta Corp.';
    expect(named(amendment, `The Original Agreement ${RENEWS}`)).toBe(`The Original Agreement ${RENEWS}`);
  });

  it('leaves every sentence of a document that gives itself no name', () => {
    expect(named('Minutes of the meeting of 3 May.', `The Master Lease ${RENEWS}`)).toBe(`The Master Lease ${RENEWS}`);
  });

  it('tells a sentence about another instrument alone from one about this agreement or its term', () => {
    const doc = prepareDocument('SUPPLY AGREEMENT\nThis Agreement is made by Acme LLC and Beta Corp.');
    expect(speaksOnlyOfAnotherInstrument(doc, 'The Master Lease expires on December 31, 2030.')).toBe(true);
    expect(speaksOnlyOfAnotherInstrument(doc, 'The initial term of the Master Lease ends on December 31, 2030.')).toBe(
      true,
    );
    expect(speaksOnlyOfAnotherInstrument(doc, 'The Term shall end when the Master Lease expires.')).toBe(false);
    expect(speaksOnlyOfAnotherInstrument(doc, 'The Supply Agreement expires on December 31, 2030.')).toBe(false);
  });
});
