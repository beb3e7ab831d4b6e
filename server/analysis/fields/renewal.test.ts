import { describe, expect, it } from 'vitest';
import { sentenceRenewalKind } from './renewal';

describe('how one sentence says the agreement renews', () => {
  it.each([
    [
      'automatic',
      'This Agreement shall continue in effect for successive one-year periods unless terminated by either party.',
    ],
    ['automatic', 'After the initial term, the contract renews for further terms of 12 months unless cancelled.'],
    ['automatic', 'This Agreement shall automatically roll over for successive 12 month periods.'],
    [
      'automatic',
      'If neither party gives notice of termination, the Agreement will be extended by one year each time.',
    ],
    [
      'automatic',
      'This Agreement shall automatically continue for additional periods of one year each unless terminated.',
    ],
    ['option', 'The Company may, at its sole discretion, renew this Agreement for an additional term of one year.'],
    ['option', 'Licensee may renew this Agreement for two additional five-year terms by giving notice to Licensor.'],
    ['mutual', 'The Agreement may be renewed upon mutual written agreement of the parties.'],
  ])('reads %s in "%s"', (kind, sentence) => {
    expect(sentenceRenewalKind(sentence)).toBe(kind);
  });

  it.each([
    'Maintenance and Support shall automatically continue during the term of this Agreement and thereafter.',
    'The obligations of this section shall continue for a period of three years after termination of this Agreement.',
    'This Agreement shall terminate on December 31, 2020 and shall not be renewed.',
    'The Licensee may extend the delivery date by written notice.',
  ])('reads no renewal of the agreement in "%s"', (sentence) => {
    expect(sentenceRenewalKind(sentence)).toBeNull();
  });
});
