import { describe, expect, it } from 'vitest';
import { sentenceRenewalKind } from './renewal';
import {
  FROM_A_DAY_UNTIL_ENDED,
  inRenewalWords,
  onlyDeniesRenewal,
  renewalShapeFeatures,
  renewalKindOfWords,
  renewalSynonymFeatures,
  renewalWordFeatures,
  speaksOfRenewal,
} from './renewal-cues';

describe('renewal cues', () => {
  it('tells a sentence that speaks of renewal from one that does not', () => {
    expect(speaksOfRenewal('This Agreement shall renew for successive one-year terms.')).toBe(true);
    expect(
      speaksOfRenewal(
        'This Agreement shall continue in full force and effect for consecutive periods of twelve (12) months thereafter.',
      ),
    ).toBe(true);
    expect(speaksOfRenewal('This Agreement shall continue thereafter for additional periods of one year.')).toBe(true);
    expect(speaksOfRenewal('Fees are due monthly.')).toBe(false);
  });

  it('hears an agreement that remains in effect, or continues, for further periods without saying "renew"', () => {
    // Drafted in CUAD's filing style and put into work-part contracts that do not renew: both were "none" at 0.12,
    // no candidate at all.
    expect(
      speaksOfRenewal(
        'Following the Initial Term, this Agreement shall remain in effect for consecutive terms of one (1) year each unless and until terminated by either Party.',
      ),
    ).toBe(true);
    expect(
      speaksOfRenewal(
        'This Agreement shall continue in force for further periods of two (2) years each unless terminated by either party.',
      ),
    ).toBe(true);
    // The hundredth drafted batch: the term it goes on after, named between the verb and the periods.
    expect(
      speaksOfRenewal(
        'This Agreement shall continue in force after the Initial Term for successive terms of one (1) year each until terminated by either party upon not less than ninety (90) days written notice.',
      ),
    ).toBe(true);
    expect(speaksOfRenewal('The confidentiality obligations shall remain in effect.')).toBe(false);
    expect(
      speaksOfRenewal('The confidentiality obligations shall remain in effect after the Initial Term for two years.'),
    ).toBe(false);
  });

  it('reads "prolong" the verb as "extend", not "prolonged" the adjective', () => {
    expect(inRenewalWords('Thereafter it shall be prolonged automatically by periods of 12 months.')).toBe(
      'Thereafter it shall be extended automatically by periods of 12 months.',
    );
    expect(speaksOfRenewal('Either party may prolong this Agreement by one year.')).toBe(true);
    expect(speaksOfRenewal('Accounts are disabled after prolonged inactivity.')).toBe(false);
    expect(speaksOfRenewal('In the event of a prolonged delay, Buyer may cancel the order.')).toBe(false);
  });

  it('reads a renewal the reader makes by acting ("To renew it ..., please sign and return") as at their option', () => {
    // Eighty-first mailbox batch: a maintenance provider's letter read as renewing automatically.
    expect(
      renewalKindOfWords(
        'To renew it for a further 12 months, please sign and return the enclosed renewal form by 15 January 2027.',
      ),
    ).toBe('option');
    expect(renewalKindOfWords('To renew your subscription, contact our sales team.')).toBe('option');
    // Not a renewal by itself that the reader may stop.
    expect(
      renewalKindOfWords(
        'Your plan renews automatically each year; to stop it renewing, turn off auto-renew before your renewal date.',
      ),
    ).toBe('automatic');
  });

  it("reads a renewal waiting on both parties' consent in words the readers do not take for the agreement as mutual", () => {
    // Hundred-and-fourth mailbox batch: a freelancer's retainer read as renewing automatically.
    expect(renewalKindOfWords('After that we can roll month to month if both of us are happy.')).toBe('mutual');
    // Without the consent, running on from month to month is a renewal by itself.
    expect(renewalKindOfWords('After that we can roll month to month.')).toBe('automatic');
  });

  it('reads a day named for something else as another subject, but not where the term is counted from it', () => {
    // A mailbox document's web care plan "runs for 12 months from the Launch Date and then renews", its name given
    // capitals (as a copy printed in capitals is given back its case), read as no renewal.
    expect(renewalWordFeatures('The Launch Date shall be extended by sixty (60) days.')).toContain('w:other-subject');
    const counted =
      'This Care Plan runs for 12 months from the Launch Date and then renews for further 12-month periods.';
    expect(renewalWordFeatures(counted)).not.toContain('w:other-subject');
    expect(renewalWordFeatures(counted.toUpperCase())).not.toContain('w:other-subject');
    expect(renewalWordFeatures('The term begins on the Closing Date and renews for one year.')).not.toContain(
      'w:other-subject',
    );
  });

  it('reads "rolling monthly" ending its clause or its line as running on period by period, not a rolling forecast', () => {
    // The hundred-and-fifth mailbox batch's marketing agreement ("Initial term: 6 months, then rolling monthly" on a
    // line before "Notice: ...") read as no renewal.
    expect(renewalWordFeatures('Initial term: 6 months, then rolling monthly.')).toContain('w:periods');
    expect(
      renewalWordFeatures(
        'Initial term: 6 months, then rolling monthly Notice: either party may terminate on 30 days notice.',
      ),
    ).toContain('w:periods');
    expect(speaksOfRenewal('Buyer shall provide a rolling monthly forecast of its needs.')).toBe(false);
    expect(speaksOfRenewal('Buyer shall provide a rolling monthly Forecast: it binds Buyer for one month.')).toBe(
      false,
    );
  });

  it('reads counted, labelled or measured "further terms" as renewal terms, but not those a renewal verb names', () => {
    const sentence =
      "Further Terms: 2 further terms of 1 year each at the Customer's option, exercised by notice at least 60 days before the end of the then current term.";
    expect(speaksOfRenewal(sentence)).toBe(true);
    expect(renewalKindOfWords(sentence)).toBe('option');
    // Further terms and conditions are no renewal.
    expect(speaksOfRenewal('The parties may agree further terms and conditions in a Statement of Work.')).toBe(false);
    // Where a verb of renewing says what renews (a lease), its further terms are that thing's.
    expect(inRenewalWords('Tenant may renew the Premises Lease for two further terms of five years each.')).toContain(
      'two further terms',
    );
  });

  it('reads "rolls over" as "renews", and judges what rolls over as what renews', () => {
    expect(inRenewalWords('This contract rolls over annually unless cancelled with 60 days notice.')).toBe(
      'This contract renews annually unless cancelled with 60 days notice.',
    );
    expect(sentenceRenewalKind('This contract rolls over annually unless cancelled with 60 days notice.')).toBe(
      'automatic',
    );
    expect(sentenceRenewalKind('Unused support hours roll over to the next month.')).toBeNull();
    // The day it rolls over on is the renewal date (the hundred-and-first held-out renewal batch).
    expect(inRenewalWords('unless the Customer opts out no fewer than 45 days before the roll-forward date.')).toBe(
      'unless the Customer opts out no fewer than 45 days before the renewal date.',
    );
    expect(inRenewalWords('notice given before the rollover date')).toBe('notice given before the renewal date');
  });

  it('reads "carry on", "go on", "run on" and "perpetuate itself" as "continue", in the form of the verb they stand for', () => {
    expect(inRenewalWords('The Agreement carries on for further periods of twelve months.')).toBe(
      'The Agreement continues for further periods of twelve months.',
    );
    expect(inRenewalWords('It shall perpetuate itself for consecutive periods and go on thereafter.')).toBe(
      'It shall continue for consecutive periods and continue thereafter.',
    );
    expect(inRenewalWords('The contract runs on until cancelled; staff may go on leave.')).toBe(
      'The contract continues until cancelled; staff may go on leave.',
    );
  });

  it('reads "keep running", "keep going" and "run on indefinitely" as "continue", but not keeping records', () => {
    expect(inRenewalWords('The Agreement will keep running for further one-year periods.')).toBe(
      'The Agreement will continue for further one-year periods.',
    );
    expect(inRenewalWords('It keeps going from year to year; the contract runs on indefinitely.')).toBe(
      'It continues from year to year; the contract continues indefinitely.',
    );
    expect(inRenewalWords('Each party shall keep records running to five years.')).toBe(
      'Each party shall keep records running to five years.',
    );
  });

  it('reads a renewal "on the same terms" as one for the periods it names', () => {
    expect(
      inRenewalWords(
        'This Agreement shall be renewed, on the same terms and conditions as set forth herein, for one year.',
      ),
    ).toBe('This Agreement shall be renewed for one year.');
    expect(
      sentenceRenewalKind(
        'At the end of the Initial Term, this Agreement will continue on the same terms for successive periods of twelve (12) months.',
      ),
    ).toBe('automatic');
  });

  it('hears "continue to be in force" and "continue annually" as continuing in renewal periods', () => {
    expect(
      sentenceRenewalKind('This Agreement shall continue to be in force for successive twelve-month periods.'),
    ).toBe('automatic');
    expect(sentenceRenewalKind('The Agreement continues annually unless cancelled in writing.')).toBe('automatic');
    // Not payments that continue annually: what continues is not the agreement.
    expect(sentenceRenewalKind('Royalty payments under this Agreement continue annually.')).toBeNull();
  });

  it('reads the agreement continued past its end as extended, but not the agreement continuing by itself', () => {
    expect(inRenewalWords('This Agreement may be continued after the Initial Term by mutual written agreement.')).toBe(
      'This Agreement may be extended after the Initial Term by mutual written agreement.',
    );
    expect(inRenewalWords('Any continuation of this Agreement beyond the Expiration Date requires consent.')).toBe(
      'Any extension of this Agreement beyond the Expiration Date requires consent.',
    );
    expect(
      sentenceRenewalKind(
        'The Term may be continued beyond the Initial Term only by an amendment signed by both parties.',
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        'Any continuation of the Term after December 31, 2025 shall be subject to a written agreement between the parties.',
      ),
    ).toBe('mutual');
    expect(
      inRenewalWords('This Agreement shall continue after the Initial Term for successive one-year periods.'),
    ).toBe('This Agreement shall continue after the Initial Term for successive one-year periods.');
    expect(inRenewalWords('The services shall be continued during the transition.')).toBe(
      'The services shall be continued during the transition.',
    );
  });

  it('reads continuing the agreement for a further period as extending it, not continuing its obligations', () => {
    expect(inRenewalWords('Buyer may elect to continue this Agreement for a further two (2) years.')).toBe(
      'Buyer may elect to extend this Agreement for a further two (2) years.',
    );
    expect(inRenewalWords('Supplier continues the Term for one additional year.')).toBe(
      'Supplier extends the Term for one additional year.',
    );
    expect(inRenewalWords('Seller shall continue the supply for a further month.')).toBe(
      'Seller shall continue the supply for a further month.',
    );
    // A second term is a further one; the engagement an agreement makes is continued as the agreement is.
    expect(inRenewalWords('Licensee has the right to continue this Agreement for a second term of five years.')).toBe(
      'Licensee has the right to extend this Agreement for a second term of five years.',
    );
    expect(inRenewalWords('Company may continue the engagement on the same terms for two further periods.')).toBe(
      'Company may extend the engagement for two further periods.',
    );
    expect(inRenewalWords('Customer may continue its subscription for an additional twelve (12) month period.')).toBe(
      'Customer may extend its subscription for an additional twelve (12) month period.',
    );
    expect(
      inRenewalWords('The Agreement shall be continued for a further three (3) years at the option of Buyer.'),
    ).toBe('The Agreement shall be extended for a further three (3) years at the option of Buyer.');
    expect(
      sentenceRenewalKind('Customer may continue its subscription for an additional twelve (12) month period.'),
    ).toBe('option');
    // Continuing for a further period only as both parties agree is a mutual renewal, not one the words make alone.
    expect(
      renewalKindOfWords(
        'This Agreement shall continue for a further period of two (2) years if, and only if, the parties so agree.',
      ),
    ).toBe('mutual');
  });

  it('does not take an extension named only in passing for a renewal', () => {
    expect(
      speaksOfRenewal('This Agreement shall continue until December 31, 2020, unless extended or earlier terminated.'),
    ).toBe(false);
    expect(
      speaksOfRenewal(
        'This Agreement shall continue for 24 months unless terminated sooner or extended pursuant to the terms hereof.',
      ),
    ).toBe(false);
    expect(
      speaksOfRenewal('The term ends on July 31, 2009, unless earlier terminated or extended as provided herein.'),
    ).toBe(false);
    // A renewal supposed, done or not ("If this Agreement is not renewed, ..."), says nothing of how one happens.
    expect(
      speaksOfRenewal(
        'If this Agreement is not renewed, Distributor may sell off its remaining inventory of Products for a period of six (6) months.',
      ),
    ).toBe(false);
    expect(speaksOfRenewal('In the event that the Term is extended, the minimum quantities shall be revised.')).toBe(
      false,
    );
    // ... or either way (seventieth held-out renewal batch: its ninety days were read as a notice of non-renewal).
    expect(
      speaksOfRenewal(
        'Company shall deliver to Licensee, no later than ninety (90) days before the end of each Contract Year, a schedule of the Minimum Royalties for the following Contract Year, whether or not this Agreement is renewed.',
      ),
    ).toBe(false);
    // A mention that says how it renews is still a renewal, and so is a notice of not renewing.
    expect(speaksOfRenewal('The Lease expires on June 30, 2027 unless renewed by Tenant for one further year.')).toBe(
      true,
    );
    expect(speaksOfRenewal('If the Agreement is not to be renewed, notice shall be given three months before.')).toBe(
      true,
    );
    expect(
      renewalKindOfWords(
        'This Agreement shall continue until December 31, 2020, unless extended or earlier terminated, and shall then renew for successive one-year terms.',
      ),
    ).toBe('automatic');
  });

  it('does not take a renewal told in the past tense for how this contract renews', () => {
    // Drafted in CUAD's filing style and put into a work contract that does not renew: it was read as automatic.
    expect(
      speaksOfRenewal(
        'This Agreement supersedes the Original Agreement, which renewed automatically from year to year until the date hereof.',
      ),
    ).toBe(false);
    expect(speaksOfRenewal('The Lease was extended in 2019 and had been renewed twice before that.')).toBe(false);
    // A renewal clause says "shall", "will", "is" or "may", in a relative clause too.
    expect(
      speaksOfRenewal('This Agreement, which shall renew automatically for successive one-year terms, is binding.'),
    ).toBe(true);
    expect(speaksOfRenewal('This Agreement shall be automatically renewed for successive one-year terms.')).toBe(true);
    // A perfect infinitive is no history (sixty-seventh held-out renewal batch: read none).
    expect(
      sentenceRenewalKind(
        'If neither party terminates this Agreement by written notice given at least ninety (90) days before the end of the Term, this Agreement shall be deemed to have been renewed for a further period of three (3) years.',
      ),
    ).toBe('automatic');
  });

  it('does not take an extension that makes up for a delay for a renewal', () => {
    // Drafted in CUAD's filing style and put into work contracts that do not renew: both were read as automatic.
    expect(
      speaksOfRenewal(
        'If a Force Majeure Event delays performance, the Term shall be automatically extended by a period equal to the duration of the delay.',
      ),
    ).toBe(false);
    expect(
      speaksOfRenewal(
        'The Initial Term shall be extended by one (1) month for each month by which the Launch Date is delayed beyond June 1.',
      ),
    ).toBe(false);
    // A renewal stays one whatever delay the sentence names; an extension with no delay is still read.
    expect(
      speaksOfRenewal(
        'Notwithstanding any delay in the Launch Date, this Agreement shall renew automatically for successive one-year terms.',
      ),
    ).toBe(true);
    expect(speaksOfRenewal('Acme may extend the Term for one additional year by notice to Beta.')).toBe(true);
  });

  it('does not take an extension to an event, to finish what is under way, for a renewal', () => {
    // Fifty-second drafted renewal batch, in a work contract that does not renew: automatic at 0.98.
    expect(
      speaksOfRenewal(
        'The Initial Term shall be automatically extended until the completion of any Statement of Work then in progress.',
      ),
    ).toBe(false);
    expect(
      speaksOfRenewal('The Term shall be extended until such time as all Products ordered have been delivered.'),
    ).toBe(false);
    expect(
      speaksOfRenewal(
        'This Agreement shall be automatically extended for the duration of any Statement of Work that remains in effect at the end of the Term.',
      ),
    ).toBe(false);
    // An extension for periods is still a renewal, whatever it runs to afterwards.
    expect(
      speaksOfRenewal(
        'The Term shall be automatically extended for successive one-year periods until either party gives notice.',
      ),
    ).toBe(true);
  });

  it('does not take an extension in scope for a renewal, but still one to a date or for a length', () => {
    // Fifty-fifth drafted renewal batch, in work contracts that do not renew: each automatic at 0.91 to 0.98.
    for (const scope of [
      'This Agreement shall automatically be extended to include any Additional Products added by a written amendment.',
      'The rights granted hereunder shall be automatically extended to the Licensee’s Affiliates.',
      'This Agreement will automatically be extended to cover any Services performed after the end of the Term.',
      // Fifty-sixth batch: automatic at 0.96.
      'The Agent’s authority under this Agreement continues automatically for any Affiliate that the Principal acquires.',
    ])
      expect(speaksOfRenewal(scope)).toBe(false);
    for (const time of [
      'The Term shall be automatically extended to December 31, 2012 unless either party gives notice.',
      'The Term shall automatically be extended to the fifth anniversary unless either party gives notice.',
      'The Term shall be extended to two (2) years unless either party gives notice.',
    ])
      expect(sentenceRenewalKind(time)).toBe('automatic');
  });

  it('tells a sentence that only denies a renewal from one that renews with an exception', () => {
    expect(
      onlyDeniesRenewal(
        'Nothing in this Agreement shall be construed to obligate either party to renew or extend the term.',
      ),
    ).toBe(true);
    expect(onlyDeniesRenewal('Nothing herein obliges the Club to renew this Agreement.')).toBe(true);
    expect(onlyDeniesRenewal('Licensor is under no obligation to extend this License.')).toBe(true);
    expect(
      onlyDeniesRenewal(
        'Neither party is required to renew; this Agreement renews automatically unless either party gives notice of non-renewal.',
      ),
    ).toBe(false);
    expect(onlyDeniesRenewal('This Agreement shall not be renewed except by a written amendment.')).toBe(true);
    expect(onlyDeniesRenewal('There shall be no automatic renewal of the Term.')).toBe(true);
    expect(onlyDeniesRenewal('This Agreement shall not renew automatically.')).toBe(true);
    expect(
      onlyDeniesRenewal(
        'This Agreement renews automatically each year, but shall not renew while Customer is in breach.',
      ),
    ).toBe(false);
    expect(onlyDeniesRenewal('The Term shall not be extended unless either party gives notice of non-renewal.')).toBe(
      false,
    );
    expect(onlyDeniesRenewal('This Agreement shall renew for successive one-year terms.')).toBe(false);
    // "automatically" of ending is no word of renewing.
    expect(onlyDeniesRenewal('Upon expiration, this Agreement will automatically terminate and will not renew.')).toBe(
      true,
    );
    // ... after its verb too (fortieth held-out renewal batch: an automatic renewal at 0.98).
    expect(
      onlyDeniesRenewal(
        'Upon the expiration of the Term, this Agreement shall terminate automatically without further notice, and no renewal shall be implied from the continued performance of either party.',
      ),
    ).toBe(true);
    expect(onlyDeniesRenewal('This Agreement expires automatically and shall not be renewed.')).toBe(true);
    expect(onlyDeniesRenewal('This Agreement shall not be renewed unless it is renewed automatically.')).toBe(false);
    expect(onlyDeniesRenewal('Automatic renewal: none. The term ends on January 15, 2026.')).toBe(true);
    expect(onlyDeniesRenewal('Auto-renew: Off.')).toBe(true);
    // With its object between (the ninety-first mailbox batch's boiler cover read as renewing automatically).
    expect(onlyDeniesRenewal('We will not renew it automatically; we will contact you in September.')).toBe(true);
    expect(onlyDeniesRenewal('We will not renew your policy automatically.')).toBe(true);
    // Denied in an adjective, or the renewal provisions set aside: drafted sentences the clause model ranked once it
    // weighed classes of words, read as automatic renewals.
    expect(onlyDeniesRenewal('This Agreement is not renewable, and it shall end at the expiry of the Term.')).toBe(
      true,
    );
    expect(onlyDeniesRenewal('The Term is non-renewable.')).toBe(true);
    expect(onlyDeniesRenewal('Renewal is not automatic.')).toBe(true);
    expect(
      onlyDeniesRenewal(
        'The automatic renewal provisions of the Master Agreement shall not apply to this Addendum, which shall terminate on the date stated above.',
      ),
    ).toBe(true);
    // Renewal provisions said to have no effect (the thirty-eighth held-out batch: automatic at 0.98).
    expect(
      onlyDeniesRenewal('Automatic renewal provisions in any purchase order issued hereunder shall have no effect.'),
    ).toBe(true);
    expect(onlyDeniesRenewal('This Agreement is renewable automatically for one-year terms.')).toBe(false);
  });

  it('gives the renewal clause model the classes of words of a sentence that speaks of renewal, with its synonyms', () => {
    const long =
      'The Distributor may extend the Term for one further period of two years without break in continuity, provided that it has properly observed and performed its obligations under this Agreement throughout the Term.';
    expect(renewalShapeFeatures(long)).toEqual(expect.arrayContaining(['w:option', 'w:periods']));
    expect(renewalShapeFeatures('This contract rolls over annually unless cancelled.')).toEqual(
      expect.arrayContaining(['renews', 'w:unless-notice']),
    );
    expect(renewalShapeFeatures('The Distributor shall keep its warehouse insured for periods of one year.')).toEqual(
      [],
    );
  });

  it('names the kinds of words a renewal sentence holds', () => {
    expect(
      renewalWordFeatures(
        'Either party may elect not to renew by notice; otherwise the insurance policy renews automatically.',
      ),
    ).toEqual(expect.arrayContaining(['w:automatic', 'w:non-renewal', 'w:option', 'w:other-subject']));
    // Obligations that outlive the agreement are another subject, however they continue.
    expect(
      renewalWordFeatures(
        'The obligations of confidentiality shall continue for an additional period of five (5) years after expiry.',
      ),
    ).toContain('w:other-subject');
    expect(
      renewalWordFeatures(
        "The Company's obligations under Section 7 shall continue automatically for two (2) years after the expiration of the Term.",
      ),
    ).toContain('w:other-subject');
    expect(
      renewalWordFeatures(
        'The parties’ confidentiality undertakings shall renew automatically with each new disclosure of Confidential Information.',
      ),
    ).toContain('w:other-subject');
    expect(
      renewalWordFeatures(
        'The Purchaser’s right of first refusal shall be automatically renewed for each new Product.',
      ),
    ).toContain('w:other-subject');
    // A plan rolled over, and a third party's licence (the forty-first session's second batch of other things renewed:
    // the plan read as the agreement's automatic renewal).
    expect(
      renewalWordFeatures(
        'The Annual Marketing Plan shall automatically roll over to the following year if the parties fail to agree on a new plan by December 1.',
      ),
    ).toContain('w:other-subject');
    expect(
      renewalWordFeatures('Each Third-Party License shall renew automatically under the terms of its licensor.'),
    ).toContain('w:other-subject');
    // An employee plan from year to year (the fifth batch: read as the agreement's automatic renewal).
    expect(
      renewalWordFeatures(
        'The Employee Stock Purchase Plan shall continue from year to year unless terminated by the Board.',
      ),
    ).toContain('w:other-subject');
    // A rate carried on (the fourth batch: read as the agreement's automatic renewal).
    expect(
      renewalWordFeatures(
        'The royalty rate shall be renegotiated every three (3) years, and until agreement is reached the existing rate shall continue automatically.',
      ),
    ).toContain('w:other-subject');
    // Seventy-third renewal batch: read as the agreement's automatic renewal at 0.9.
    expect(
      renewalWordFeatures(
        'Licensee’s exclusive rights in the Territory shall be renewed for each subsequent Contract Year in which Licensee meets the Minimum Sales.',
      ),
    ).toContain('w:other-subject');
    // Running on from one period to the next names renewal periods as "successive periods" does.
    expect(renewalWordFeatures('The Agreement shall continue thereafter on a quarter-to-quarter basis.')).toContain(
      'w:periods',
    );
  });

  it('names the kind: by both parties, at one party’s option, else automatic (an automatic word wins)', () => {
    expect(renewalKindOfWords('The term may be extended upon the mutual written agreement of the parties.')).toBe(
      'mutual',
    );
    expect(
      renewalKindOfWords('This Agreement may be renewed only by a written agreement signed by both parties.'),
    ).toBe('mutual');
    expect(renewalKindOfWords('Licensee shall have the option to renew for one further term.')).toBe('option');
    expect(renewalKindOfWords('Tenant is granted two options to renew the Lease for five years each.')).toBe('option');
    // A renewal offered, which the other party takes or leaves.
    expect(
      renewalKindOfWords('We are pleased to offer you a renewal for a further 12 months at a monthly rent of $2,050.'),
    ).toBe('option');
    // A right to end the agreement stops a renewal; it is no option to renew.
    expect(
      renewalKindOfWords(
        "Subject to the Licensee's right to terminate it on ninety (90) days' notice before any anniversary, this Agreement continues from year to year.",
      ),
    ).toBe('automatic');
    // A party that elects not to go on stops a renewal; it takes up no option.
    expect(
      renewalKindOfWords(
        'Following the Initial Term, the Agreement continues on a year-to-year basis until either party elects not to continue by providing written notice.',
      ),
    ).toBe('automatic');
    expect(
      renewalKindOfWords(
        'Buyer may, by notice given no later than ninety (90) days before that date, extend this Agreement for one further period of two (2) years.',
      ),
    ).toBe('option');
    expect(renewalKindOfWords('This Agreement is renewable by Customer for a further two years.')).toBe('option');
    expect(
      renewalKindOfWords('Customer has the right, but not the obligation, to extend the Term for one additional year.'),
    ).toBe('option');
    // How the right is exercised, set between commas, may be long.
    expect(
      renewalKindOfWords(
        'Company shall have the right, exercisable by written notice delivered to Supplier not less than six (6) months before the expiration of the Initial Term, to extend the Term for one (1) additional period of three (3) years.',
      ),
    ).toBe('option');
    expect(renewalKindOfWords('Either party may elect not to renew this Agreement by sixty days notice.')).toBe(
      'automatic',
    );
    expect(renewalKindOfWords('The term shall renew for successive one-year periods.')).toBe('automatic');
    // A party that "may cancel" at the end of a renewal term stops a renewal; it has no option to renew.
    expect(
      renewalKindOfWords(
        'Either party may cancel this Agreement effective on the last day of the Initial Term, or any Renewal Term, by serving written notice of such termination on the other party at least ninety (90) days prior to the end of the Initial Term or any Renewal Term.',
      ),
    ).toBe('automatic');
    expect(
      renewalKindOfWords(
        'This Agreement will automatically expire at the end of the Initial Term unless renewed in writing by both parties.',
      ),
    ).toBe('mutual');
    // "unless ... elects to renew by written notice": renewing takes a party's choice, not a notice to stop it.
    expect(
      renewalKindOfWords(
        'Unless Customer elects to renew by written notice, this Agreement will expire at the end of the Initial Term.',
      ),
    ).toBe('option');
    expect(renewalKindOfWords('The term renews automatically unless either party elects not to renew by notice.')).toBe(
      'automatic',
    );
  });

  it('takes a renewal one "may opt out of" for one that happens by itself, not for an option', () => {
    const optOut = 'The Agreement then renews for 12-month terms; either party may opt out of a renewal.';
    expect(renewalKindOfWords(optOut)).toBe('automatic');
    expect(renewalWordFeatures(optOut)).toContain('w:non-renewal');
    expect(renewalKindOfWords('Either party may cancel the renewal by notice.')).toBe('automatic');
  });

  it('gives the renewal clause model the synonyms a sentence holds, and only those', () => {
    expect(renewalSynonymFeatures('This contract rolls over annually unless cancelled.')).toContain('renews');
    expect(renewalSynonymFeatures('The Term may be extended by the County for two option periods.')).toContain(
      'renewal',
    );
    expect(renewalSynonymFeatures('This Agreement renews automatically for successive one-year terms.')).toEqual([]);
    // An option period of another kind, named alone, is no renewal, to the model or to the readers.
    const negotiate =
      'Licensee must exercise its option to negotiate a license by notifying Licensor within six months (the "Option Period").';
    expect(renewalSynonymFeatures(negotiate)).toEqual([]);
    expect(sentenceRenewalKind(negotiate)).toBeNull();
  });

  it('takes "unless Customer opts out" or "unless either party objects" for a way to stop a renewal', () => {
    for (const stopped of [
      "Customer's subscription will roll over into a new annual term at the end of each term unless Customer opts out no later than sixty (60) days before the roll-over date.",
      'This Agreement renews for another year unless either party objects in writing before the end of the Term.',
    ]) {
      expect(renewalWordFeatures(stopped), stopped).toContain('w:unless-notice');
      expect(renewalKindOfWords(stopped)).toBe('automatic');
    }
  });
});

describe('the two-hundred-and-ninety-first mailbox batch (pets and their carers)', () => {
  it('reads a row\'s value "from 1 March 2027 until cancelled by either party" as running from a day until ended', () => {
    const pond = new RegExp(FROM_A_DAY_UNTIL_ENDED, 'i');
    expect(
      pond.test(
        "Koi pond maintenance: monthly visits, £55 per visit, from 1 March 2027 until cancelled by either party with one month's notice.",
      ),
    ).toBe(true);
    // Outside a row, "from" a day "until" ended needs its verb.
    expect(pond.test('We clean the pond from 1 March 2027 until cancelled.')).toBe(false);
    // A day a comma closes, then running on in periods, is a renewal's.
    expect(
      pond.test('Edit suite hire: £1,100 per week from 5 July 2027, continuing weekly until either party ends it.'),
    ).toBe(false);
  });
});
