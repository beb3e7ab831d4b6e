import { describe, expect, it } from 'vitest';
import { sentenceRenewalKind } from './renewal';
import { needsAnothersConsent } from './renewal-consent';

describe('a renewal that waits on consent', () => {
  it.each([
    // A consent noun of the parties or of one of them, or a party's.
    'Any renewal hereof shall require the written assent of each of the parties.',
    'The Company may, with the agreement of the Consultant, extend the engagement for a further six (6) months.',
    "The Term may be renewed by the Supplier with the Purchaser's prior written consent.",
    // A consent verb made a condition, whatever stands between.
    'The Supplier may extend the Term if the Customer so requests and the Supplier agrees.',
    'The Licensee may renew this Agreement for a further term, provided that the Licensor consents in writing.',
    "This Agreement will be renewed for a further two (2) years only if the Franchisor, acting reasonably, approves the Franchisee's renewal request.",
    // Both parties wishing or signing; anything mutual; agreed between the parties.
    'The parties may, if they both wish, renew this Agreement for a further year.',
    'This Agreement may be continued beyond the Initial Term only where both parties sign a continuation notice.',
    'The term of this Agreement may be prolonged by mutual understanding of the parties.',
    'Renewal of this Agreement will be agreed between the parties in writing no later than thirty (30) days before the end of the Term.',
    // Decided, determined or countersigned: consent given by a decision or a signature (twenty-first held-out batch).
    'This Agreement may be renewed for a further term of one (1) year where the Client and the Contractor so decide in writing.',
    'The Term shall be extended by a further year if, before the end of the Term, the parties jointly so determine.',
    'This Agreement may be extended by a further period if the Purchaser issues an extension notice and the Supplier countersigns it.',
    'The parties may by common accord extend this Agreement for successive periods of one (1) year.',
    // As SEC filings word it (twenty-third held-out batch: read option, option and option).
    'The term of this Agreement may be extended by written instrument executed by the parties hereto.',
    'Company and Distributor may, by written agreement, extend the Term for additional periods.',
    'The Agreement may be renewed at the end of the Term for a further period of two (2) years if the Parties, acting in good faith, reach agreement on the terms of such renewal.',
    'In the event the parties desire to renew this Agreement, they shall negotiate the terms of such renewal.',
    // Agreement reached in a verb's -ing form (the ninetieth held-out batch: read none).
    'Renewal of this Agreement shall be subject to the parties reaching agreement on pricing for the renewal period.',
    // Both willing, in a letter's words (the hundred-and-fourth mailbox batch's was read as an automatic renewal).
    'After that we can roll month to month if both of us are happy.',
    'This Agreement may be extended for a further year if both parties are willing.',
    // An amendment "duly executed" by both (the ninety-second held-out batch: read none).
    'Any extension of the Term requires a written amendment duly executed by both Parties.',
    // Several parties' consent with words of manner between subject, verb and renewal (a work contract's "if STAAR
    // and Distributor expressly agree in writing and in their sole discretion to renew" was read an option).
    'This Agreement may be renewed for successive one (1) year periods if the parties expressly agree in writing to renew it.',
    'The Term may be extended for additional one-year periods where the Company and the Consultant so agree in writing and in their sole discretion.',
    'This Agreement may be extended for further periods of one year each, if each Party confirms its wish to extend in writing at least sixty (60) days before the end of the then-current term.',
    // The consent of two parties named by their defined terms (a control of the twenty-seventh session: read none).
    'Any extension of this Agreement shall be subject to the written agreement of Distributor and Company.',
    // Both parties notifying their wish (forty-first held-out batch: read an option).
    'Each party shall notify the other no later than sixty (60) days before the end of the Term whether it wishes to extend this Agreement; if both parties so notify, this Agreement shall be extended for a further year.',
    // A consent noun given "by" a party (the ninety-fourth held-out batch: read none).
    'Either party may propose in writing a renewal of this Agreement, which shall become effective only upon acceptance by the other party in writing.',
    // A renewal denied without consent: the consent made its condition (the eighty-eighth held-out batch's was read
    // none, its "without ... approval" taken for a consent not needed).
    'The Term may not be extended without the prior written consent of both parties.',
    'The term of this Agreement shall not be extended beyond the Expiration Date without the prior written approval of the Board of Directors of each party.',
    // A consent given by a party named by its defined term, without "the" (probes of the forty-ninth session: read
    // options).
    'This Agreement may be renewed upon written request of Distributor and written acceptance by Company.',
    'The Term may be extended for further periods of twelve (12) months where approved in writing by Company and Consultant.',
    // An offer to renew that the other accepts, and a discretion both parties hold.
    'Supplier may offer to renew this Agreement for a further term, and the renewal shall take effect if Purchaser accepts the offer in writing.',
    'Renewal of this Agreement for an additional period of one year shall be at the discretion of both parties.',
    // Both parties' act as what a renewal requires or waits on (the hundred-and-thirteenth held-out batch: read none).
    'Any renewal of this Agreement beyond the Initial Term shall require the execution of a written amendment by both parties.',
    'No renewal or extension of this Agreement shall be effective unless agreed in writing by both parties.',
  ])('reads "%s" as needing another\'s consent', (text) => {
    expect(needsAnothersConsent(text)).toBe(true);
  });

  it.each([
    // A consent said not to be needed.
    "The Owner may, at its discretion and without the need for the Manager's consent, extend this Agreement for one further year.",
    'Upon expiry, this Agreement shall renew for a one-year period; no consent of either party shall be required for such renewal.',
    // A consent without which another thing is denied (a work contract's non-solicitation, read mutual by a first
    // version of the change above).
    "During the Term and any renewal terms of the Agreement, Customer shall not, without Kubient's prior written consent, solicit any employee of Kubient.",
    // A party's own notice or election, and an agreement to do something else.
    'Distributor shall have the right to renew this Agreement for an additional three (3) year term by giving written notice of renewal to Supplier.',
    'Licensee may extend the Term by one year, and Licensee agrees to pay the renewal fee set out in Schedule B.',
    'Licensee may extend the Term by one year by written notice, as provided by this Agreement.',
    'This Agreement, together with its Schedules, may be renewed by Licensee for one further year by notice.',
    'Customer may renew the Subscription for additional one-year terms by signing a renewal order form before the end of the then-current term.',
    // The parties agreeing otherwise, or deciding not to extend, make no renewal theirs.
    'This Agreement shall renew automatically for successive one-year terms unless the parties agree otherwise in writing.',
    'This Agreement will terminate if: (a) the Parties decide not to extend it upon its expiry.',
    // An option named as such, whose particulars are to be agreed.
    "This Agreement shall be renewable for additional periods of two (2) years at the option of Distributor, subject to the parties' agreement on minimum purchase quantities.",
    // The option's own holder agreeing: its own decision (but "if the Customer so requests and the Supplier agrees",
    // above, is two).
    'The Customer may renew this Agreement for a further year by written notice, and the renewal shall take effect if the Customer agrees to the price increase notified by the Supplier.',
    "The Customer may renew this Agreement for one further year by giving written notice, provided that the Customer agrees to the Supplier's revised prices.",
    // One party's option asked for by itself, a party named as the one to give notice to, and a defined name.
    "At Licensee's request, the Term shall be extended for one additional year.",
    'Licensee may extend this Agreement for one further year by written notice delivered by Licensee to Licensor.',
    'Thereafter, Licensee may extend this Agreement for two additional five-year periods (the Initial Term and such extension periods, together, the "Term") by written notice.',
    'The Initial Term and any Renewal Terms are together referred to as the Term.',
    // A signing by both parties that only dates the contract.
    'This Agreement, effective upon execution by both parties, shall renew automatically for successive one-year terms.',
  ])('reads "%s" as needing no other consent', (text) => {
    expect(needsAnothersConsent(text)).toBe(false);
  });

  it('makes a renewal mutual that one party may make with the other’s consent, and leaves an option needing none', () => {
    expect(
      sentenceRenewalKind(
        'The Licensee may renew this Agreement for a further term, provided that the Licensor consents in writing.',
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        "This Agreement will be renewed for a further two (2) years only if the Franchisor, acting reasonably, approves the Franchisee's renewal request.",
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        "The Owner may, at its discretion and without the need for the Manager's consent, extend this Agreement for one further year.",
      ),
    ).toBe('option');
    // A renewal by itself stays automatic whatever consent it says it does not need.
    expect(
      sentenceRenewalKind(
        "Upon expiry, this Agreement shall automatically renew for a one-year period unless either party gives at least sixty (60) days' notice of non-renewal; no consent of either party shall be required for such renewal.",
      ),
    ).toBe('automatic');
  });

  it('makes a renewal one party asks for and another decides on mutual, where what is renewed is the agreement', () => {
    // Probes of the forty-ninth session: read options.
    expect(
      sentenceRenewalKind(
        "Company may, at its sole discretion, agree to renew this Agreement at Distributor's request.",
      ),
    ).toBe('mutual');
    // The one asking is the one that decides: its option.
    expect(sentenceRenewalKind("At Licensee's request, Licensee may extend this Agreement for one further year.")).toBe(
      'option',
    );
    // "This Agreement may be renewed" names no one deciding but the one asking (a drafted held-out renewal).
    expect(
      sentenceRenewalKind(
        'This Agreement may be renewed for additional one (1) year terms upon the written request of the Distributor, which request shall be granted unless the Company has cause to refuse.',
      ),
    ).toBe('option');
    // A date of something else extended at another's request is no renewal at all (a drafted other renewal).
    expect(
      sentenceRenewalKind(
        'The Bank may, at the request of the Borrower, extend the Maturity Date of the Facility by one (1) year, provided that no Event of Default has occurred.',
      ),
    ).toBeNull();
  });

  it('reads no consent in a consent verb used as a noun: "renew ... all permits"', () => {
    // Put into work contracts that do not renew, the permits made a renewal "mutual".
    expect(
      sentenceRenewalKind(
        'Distributor shall obtain, and renew when needed, all permits, licences and registrations required to import the Products throughout the Term.',
      ),
    ).toBeNull();
    // The verb still makes one: "if the Supplier permits".
    expect(
      sentenceRenewalKind('This Agreement may be extended by Licensee for one further year if the Supplier permits.'),
    ).toBe('mutual');
  });
});
