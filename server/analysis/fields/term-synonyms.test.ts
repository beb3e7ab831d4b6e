import { describe, expect, it } from 'vitest';
import { inTermWords, termSynonymFeatures } from './term-synonyms';

describe('a term sentence in the words of the filings the term-clause model knows', () => {
  it.each([
    ['The Contract shall be valid for three years from the day it is signed.', 'The Contract shall be in effect for'],
    [
      'This Agreement shall last for two years and shall then lapse.',
      'shall continue for two years and shall then expire',
    ],
    ['This Deed ceases to have effect on 30 June 2027.', 'This Deed expires on'],
    ['The Agreement shall cease to be in force on 30 June 2027.', 'shall expire on'],
    ['The licence remains operative until the fifth anniversary.', 'remains in effect until'],
    ['The period of validity of this Agreement is three years.', 'The term of this Agreement'],
    ['The validity of this Contract shall be five (5) years.', 'The term of this Contract'],
    ['The lease runs out on 1 May 2030.', 'The lease expires on'],
    ['The Contract is concluded for a fixed period of two years.', 'is in effect for a fixed period'],
    ['This Agreement shall have effect for a period of thirty-six (36) months.', 'shall be in effect for a period'],
    ['The Agreement has effect until 30 June 2027.', 'The Agreement is in effect until'],
    ['Expiry: 30 September 2027.', 'Expiration Date: 30 September'],
    ['This Agreement will stay in place for twenty-four (24) months.', 'will stay in effect for'],
    ['The period of performance under this Agreement ends on September 30, 2019.', 'The term under this Agreement'],
    ['It shall remain in force for an Initial Period of 1 year.', 'for an Initial Term of 1 year'],
    ['The Original Period ends on 30 June 2027.', 'The Initial Term ends'],
    ['The Minimum Term is twelve (12) months.', 'The Initial Term is'],
    [
      'The period during which this Agreement is in force shall end on December 31, 2022.',
      'The term of this Agreement shall end',
    ],
    [
      'This Contract comes into force from the moment of its signing by the Parties and is valid for one (1) year.',
      'comes into force from the Effective Date and is in effect for',
    ],
    [
      'This Contract shall come into effect after being signed and sealed by both parties.',
      'come into effect after the Effective Date.',
    ],
    ['This Agreement shall take effect on the date of signature of the Agreement by both parties.', 'on the Effective'],
  ])('reads %j as the filings write it', (sentence, read) => {
    expect(inTermWords(sentence)).toContain(read);
  });

  it.each([
    'Such invalidity shall not affect the validity or enforceability of the remaining provisions.',
    'The remaining provisions shall remain valid and enforceable.',
    'Payment is due on the last day of each month.',
    'Fees are fixed for each Contract Year during the Contract Period.',
    'Upon the lapse of the notice period, the Distributor shall return all samples.',
    'This Agreement was concluded on 1 March 2020.',
    'The amendment shall have effect on signature.',
    'Adequate safeguards shall be in place at all times.',
    'The Supplier shall give notice of the expiry: thirty days before it.',
    'The period of performance shall be extended for the Party who is unable to perform.',
    'Fees are payable during the period in which the Services are provided.',
    'Licensee has exclusive rights for ten (10) years from the date of the signing of this agreement.',
    'Beginning upon the date of signing of this Agreement, Company shall report each year.',
  ])('leaves %j alone: the same words in another sense', (sentence) => {
    expect(inTermWords(sentence)).toBe(sentence);
    expect(termSynonymFeatures(sentence)).toEqual([]);
  });

  it('adds only the words the sentence lacks, so its own words are not counted twice', () => {
    const features = termSynonymFeatures('The Contract shall be valid until March 31, 2021.');
    expect(features).toEqual(expect.arrayContaining(['be in', 'in effect', 'effect until']));
    expect(features).not.toContain('contract');
    expect(features).not.toContain('until');
  });
});
