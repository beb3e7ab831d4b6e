import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { noRenewalFeatures, renewalCandidates, renewalField } from './renewal-choice';
import { givesNoticeOfNonRenewal } from './renewal-cues';

const AUTOMATIC =
  'This Agreement commences on January 1, 2020 and continues for one (1) year. Thereafter it shall automatically ' +
  'renew for successive one (1) year terms unless either party gives sixty (60) days written notice of non-renewal. ' +
  'The laws of Ohio govern this Agreement.';

/** The renewal candidates of a text whose sentences are all ranked alike. */
function candidatesOf(text: string) {
  const doc = prepareDocument(text);
  return renewalCandidates(
    doc,
    doc.sentences.map((sentence, rank) => ({ sentence, probability: 0.9, rank })),
  );
}

describe('renewal choice', () => {
  it('names an automatic renewal with the choice model’s probability as confidence', () => {
    const found = renewalField.find(prepareDocument(AUTOMATIC));
    expect(found.value).toEqual({ kind: 'automatic', autoRenews: true, renewalTermMonths: 12 });
    expect(found.evidence).toContain('automatically renew');
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('takes the period of a renewal from another sentence of its kind when the chosen one names none', () => {
    const twice = prepareDocument(
      "Distributor's appointment is for a term of one year, renewable automatically unless terminated under Section 18. " +
        'This Agreement shall be automatically renewed for additional one (1) year terms unless either party gives notice of non-renewal. ' +
        'The laws of Ohio govern this Agreement.',
    );
    // A choice model that prefers the sentence without renewal periods, so that it is the one chosen.
    const choice = { about: 'test', threshold: 0.5, bias: 1, weights: { 'w:periods': -3 } };
    const found = renewalField.find(twice, { ...renewalField.stored, choice });
    expect(found.evidence).toContain('renewable automatically');
    expect(found.value).toEqual({ kind: 'automatic', autoRenews: true, renewalTermMonths: 12 });
  });

  it('reads a term that runs on until terminated after the initial term as evergreen, not as a renewal', () => {
    const doc = prepareDocument(
      'Section 4 - Term: The term of this Agreement is three (3) years. Section 5 - Renewal: Following the initial ' +
        'term, this Agreement remains in force until either party terminates it by giving ninety (90) days notice. ' +
        'Section 6 - Law: The laws of Ohio govern this Agreement.',
    );
    expect(renewalCandidates(doc, renewalField.rank(doc, renewalField.stored.clause))).toEqual([]);
    const found = renewalField.find(doc);
    expect(found.value.kind).toBe('evergreen');
    expect(found.evidence).toContain('remains in force until either party terminates it');
  });

  it('reads an agreement for a definite period that becomes one for an indefinite period as evergreen', () => {
    // Mailbox batch 125, a Polish-drafted agreement: read as no renewal.
    const doc = prepareDocument(
      'The Agreement is concluded for a definite period of 24 months, counting from 1 September 2026. After this ' +
        'period the Agreement shall transform into an agreement concluded for an indefinite period, unless either ' +
        'Party submits a declaration on non-continuation at the latest 60 days before the end of the definite period.',
    );
    expect(renewalField.find(doc).value.kind).toBe('evergreen');
  });

  it('reads no renewal in a notice of non-renewal the document itself gives', () => {
    // Mailbox batch 126: the notice's own words of non-renewal were read as an automatic renewal.
    const doc = prepareDocument(
      'Subject: Notice of Non-Renewal - Agreement No. 5521\nPursuant to Section 12 of the Services Agreement, Brookside ' +
        'Foods hereby gives notice that it will not renew the Agreement, which will therefore expire at the end of the ' +
        'current term on March 31, 2027.\nPlease confirm receipt of this notice.',
    );
    expect(renewalField.find(doc).value.kind).toBe('none');
    expect(givesNoticeOfNonRenewal('We will not be renewing our subscription when it ends.')).toBe(true);
    // A renewal clause's notice of non-renewal is the contract's, not one given.
    expect(
      givesNoticeOfNonRenewal(
        'This Agreement renews automatically unless either party gives notice of non-renewal 60 days before expiry.',
      ),
    ).toBe(false);
  });

  it("reads no renewal in a supplier's confirmation that the contract will not renew, under a non-renewal subject", () => {
    // The hundred-and-forty-eighth mailbox batch: "Notice of non-renewal" in the subject made the letter automatic.
    const doc = prepareDocument(
      'Subject: Notice of non-renewal - Office cleaning contract\nDear Mr Chen,\nFurther to your letter of 2 November, ' +
        'we confirm that your contract will not renew and will end on 31 December 2026.',
    );
    expect(renewalField.find(doc).value.kind).toBe('none');
  });

  it('reads no renewal in an addendum that extends the term once to a day', () => {
    // The same batch: "is extended by twelve (12) months to 30 September 2028" was read as renewing by itself.
    const doc = prepareDocument(
      'ADDENDUM No. 2 TO EQUIPMENT LEASE\nThe Lease Term, which currently ends on 30 September 2027, is extended by ' +
        'twelve (12) months to 30 September 2028. The monthly rent during the extension is £1,150.',
    );
    expect(renewalField.find(doc).value.kind).toBe('none');
  });

  it('is sure there is no renewal when nothing reads as one', () => {
    const found = renewalField.find(prepareDocument('This Agreement ends on December 31, 2022. Ohio law governs.'));
    expect(found).toMatchObject({ value: { kind: 'none', autoRenews: false }, evidence: '' });
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('is less sure of "no renewal" when a sentence reads like a renewal clause the readers cannot read', () => {
    const unread =
      'This Agreement ends on December 31, 2022. Upon expiry of the initial period the arrangement trundles along for ' +
      'further periods of twelve months each. Ohio law governs.';
    // A no-renewal model that is less sure where a sentence is ranked at all (the fitted one's weight for it moves
    // with each refit): the unread sentence is ranked, and "none" is less sure than in a contract without it.
    const wary = { about: 'test', bias: 3, weights: { 'top>=0.1': -2 } };
    const found = renewalField.find(prepareDocument(unread), renewalField.stored, wary);
    const plain = renewalField.find(
      prepareDocument('This Agreement ends on December 31, 2022. Ohio law governs.'),
      renewalField.stored,
      wary,
    );
    expect(found.value.kind).toBe('none');
    expect(found.confidence).toBeLessThan(plain.confidence!);
  });

  it('says how sure "no renewal" is from the top sentence, what was turned down and whether the readers disagree', () => {
    const doc = prepareDocument(AUTOMATIC);
    const ranked = (probability: number) => [{ sentence: doc.sentences[1], probability, rank: 0 }];
    expect(noRenewalFeatures([], null, 'none')).toEqual([]);
    expect(noRenewalFeatures(ranked(0.35), null, 'mutual')).toEqual(['top>=0.1', 'top>=0.3']);
    expect(noRenewalFeatures(ranked(0.7), { value: 'mutual', probability: 0.4 }, 'none')).toEqual([
      'top>=0.1',
      'top>=0.3',
      'top>=0.6',
      'read:mutual',
      'read>=0.3',
    ]);
    for (const kind of ['automatic', 'option', 'evergreen'] as const)
      expect(noRenewalFeatures([], null, kind)).toEqual(['readers-renew']);
    // The confidence is the no-renewal model's probability for those features.
    const plain = prepareDocument('This Agreement ends on December 31, 2022. Ohio law governs.');
    const model = { about: 'test', bias: 0, weights: {} };
    expect(renewalField.find(plain, renewalField.stored, model).confidence).toBe(0.5);
  });

  const YEAR_TO_YEAR =
    'SERVICES AGREEMENT. This Agreement is entered into as of March 3, 2024 by Alder Systems, Inc. and Birch Foods LLC. 1. Services. Provider shall provide the services described in Exhibit A. Customer shall pay all invoices within thirty (30) days of receipt. 4. Term. This Agreement begins on the Effective Date and continues for twenty-four (24) months (the "Initial Term"). After the Initial Term it shall continue from year to year. Either party may terminate it at the end of the Initial Term or any later year by giving forty-five (45) days prior written notice. 9. Governing Law. This Agreement is governed by the laws of the State of New York.';

  it('marks "no renewal" for checking when the readers read a renewal the models did not rank', () => {
    // A long document (CUAD's clause model), whose year-to-year sentence the stored clause model ranks by its classes
    // of words ("w:periods"); a clause model that ranks nothing leaves it to the readers alone.
    const padding =
      ' 10. Cooperation. The parties shall cooperate in good faith on all matters of the services.'.repeat(70);
    const doc = prepareDocument(YEAR_TO_YEAR + padding);
    expect(renewalField.find(doc).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
    const ranksNothing = { about: 'test', bias: -9, weights: {} };
    const found = renewalField.find(doc, { ...renewalField.stored, clause: ranksNothing });
    expect(found.value.kind).toBe('none');
    expect(found.confidence).toBeLessThan(0.8);
  });

  it('reads that renewal in a short document, whose clause model was fitted on drafted short contracts too', () => {
    const found = renewalField.find(prepareDocument(YEAR_TO_YEAR));
    expect(found.value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
    expect(found.evidence).toBe('After the Initial Term it shall continue from year to year.');
  });

  it('ranks a long option to extend by its classes of words, whatever function words it carries', () => {
    // Written as distribution agreements of other places draft it, in a filing as long as CUAD's (the long
    // documents' clause model): ranked nowhere by its words alone (0.033).
    const padding =
      ' 6. Cooperation. The parties shall cooperate in good faith on all matters of the distribution.'.repeat(70);
    const doc = prepareDocument(
      'DISTRIBUTION AGREEMENT. This Agreement is made on 1 March 2024 between Alder Systems Limited (the "Principal") and Birch Trading Limited (the "Distributor"). 1. Appointment. The Principal appoints the Distributor as its exclusive distributor of the Products in the Territory. 2. Term. This Agreement shall commence on the date hereof and shall continue for a period of three (3) years (the "Term"). 3. Extension. The Distributor may extend the Term for one further period of two years without break in continuity, provided that it has properly observed and performed its obligations under this Agreement throughout the Term and serves a notice on the Principal requiring such extension not later than thirty (30) days before the end of the Term. 4. Prices. The Distributor shall pay for the Products within sixty (60) days of the date of each invoice. 5. Law. This Agreement is governed by the laws of England.' +
        padding,
    );
    const found = renewalField.find(doc);
    expect(found.value).toMatchObject({ kind: 'option', autoRenews: false });
    expect(found.evidence).toContain('may extend the Term for one further period');
  });

  it('weighs each ranked sentence that speaks of renewal on its classes of words, not on the readers’ answer', () => {
    const doc = prepareDocument(`${AUTOMATIC} Fees are due monthly.`);
    const ranked = doc.sentences.map((sentence, rank) => ({ sentence, probability: 0.9, rank }));
    const candidates = renewalCandidates(doc, ranked);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ value: 'automatic' });
    expect(candidates[0].features).toEqual(
      expect.arrayContaining(['kind:automatic', 'w:automatic', 'w:periods', 'w:unless-notice', 'w:non-renewal']),
    );
    expect(candidates[0].features).not.toContain('first-rule');
  });

  it('weighs no sentence that names a renewal without saying how it happens', () => {
    // A running title, a duty denied, an extension named in passing: none says how the contract renews.
    expect(
      candidatesOf('2024 Catering Agreement - Renewal Vendor Agreement Summary This Agreement has two parts.'),
    ).toEqual([]);
    expect(candidatesOf('Nothing herein obliges the Club to renew or extend this Agreement.')).toEqual([]);
    expect(candidatesOf('This Agreement runs until June 30, 2025, unless extended or earlier terminated.')).toEqual([]);
    expect(candidatesOf('This Agreement shall be renewed for one-year terms.')).toHaveLength(1);
  });

  it('weighs no option to extend something other than the agreement, nor a renewal of insurance', () => {
    expect(candidatesOf('Acme may extend the delivery date by up to thirty (30) days upon notice to Beta.')).toEqual(
      [],
    );
    expect(candidatesOf('Beta shall maintain insurance policies and shall renew them automatically.')).toEqual([]);
    // Nor an exclusivity period extended by itself (held out, 27 November: read as the agreement renewing).
    expect(
      candidatesOf(
        'The Exclusivity Period shall automatically be extended by one (1) year if Distributor meets the Minimum Purchase Requirement for the preceding year.',
      ),
    ).toEqual([]);
    expect(candidatesOf('Acme may extend this Agreement by one year upon notice to Beta.')).toMatchObject([
      { value: 'option' },
    ]);
    // An employment or an appointment is what an employment or a distribution agreement sells (the first a held-out
    // drafted renewal, read as none).
    expect(
      candidatesOf(
        "The Company may, in its sole discretion, renew the Executive's employment for successive one-year periods.",
      ),
    ).toMatchObject([{ value: 'option' }]);
    expect(
      candidatesOf("The Supplier may renew the Distributor's appointment for a further period of two (2) years."),
    ).toMatchObject([{ value: 'option' }]);
  });

  it.each([
    'The exclusivity granted in Section 2.3 shall automatically renew for successive one-year periods so long as Distributor meets the Minimum Purchase Requirements.',
    'Each purchase order shall automatically renew for successive thirty (30) day periods until all Products ordered thereunder have been delivered.',
    'The Standstill Period shall be automatically extended for an additional ninety (90) days if the Company announces a tender offer during the Standstill Period.',
    'The Outside Date shall automatically be extended by sixty (60) days if the regulatory approvals have not been obtained by such date.',
    // The same in capitals, as a conspicuous clause is printed (read as automatic before, fifty-fifth session).
    'IF THE CLOSING HAS NOT OCCURRED BY JUNE 30, THE OUTSIDE DATE SHALL BE AUTOMATICALLY EXTENDED BY SIXTY (60) DAYS.',
    // A probe of the twenty-sixth session: the registrations are what renews (0.98 before).
    "Renewal of the Products' registrations with the FDA shall be the responsibility of Supplier, and Supplier shall renew such registrations automatically each year.",
    // The thirty-sixth held-out batch: a guarantee extended by itself (automatic at 0.98 before).
    'The Parent Guarantee shall be extended automatically for so long as any Services remain outstanding.',
  ])(
    'weighs no automatic renewal of an exclusivity, a purchase order, a registration or a named period or day: "%s"',
    (sentence) => {
      // Probes put into work contracts that do not renew: each was read as the agreement's automatic renewal at 0.95 or
      // more, its kind taken from its words where the readers read none.
      expect(candidatesOf(sentence)).toEqual([]);
    },
  );

  it("still weighs the renewal of the term's own named period, or of the agreement beside another period", () => {
    expect(
      candidatesOf(
        'The Initial Period shall be automatically extended for successive one-year periods unless either party gives sixty (60) days notice of non-renewal.',
      ),
    ).toMatchObject([{ value: 'automatic' }]);
    expect(
      candidatesOf(
        'This Agreement shall automatically renew for successive one-year terms, and the Exclusivity Period shall continue for so long as this Agreement remains in effect.',
      ),
    ).toMatchObject([{ value: 'automatic' }]);
    // An employment agreement's "Employment Period" is its term (a held-out drafted renewal, read as none when every
    // named period but the term's own counted as another subject).
    expect(
      candidatesOf(
        'The Employment Period shall be automatically extended by one additional year on each anniversary of the Effective Date unless either party gives ninety (90) days notice of non-renewal.',
      ),
    ).toMatchObject([{ value: 'automatic' }]);
  });

  it.each([
    'The Revolving Credit Facility renews automatically each year unless the Bank gives ninety (90) days notice that it will not renew.',
    'The appointment of the Escrow Agent shall renew annually unless either Party gives the Escrow Agent sixty (60) days notice of termination.',
  ])('weighs no renewal of a credit facility, a loan or an escrow the agreement speaks of: "%s"', (sentence) => {
    // Drafted in CUAD's filing style and put into a work contract that does not renew: each was read as automatic.
    const doc = prepareDocument(`${sentence} 1. Term. This Agreement shall continue for three (3) years.`);
    const ranked = doc.sentences.map((sentence, rank) => ({ sentence, probability: 0.9, rank }));
    expect(renewalCandidates(doc, ranked)).toEqual([]);
  });

  it('weighs no renewal of an agreement this one replaces, and reads none from it', () => {
    // Drafted in CUAD's filing style and put into a work contract that does not renew: it was read as automatic.
    const recital =
      'WHEREAS, the Prior Agreement renewed automatically for successive one-year terms and will terminate on the Effective Date of this Agreement, which supersedes it;';
    const doc = prepareDocument(`${recital} 1. Term. This Agreement shall continue for three (3) years.`);
    const ranked = doc.sentences.map((sentence, rank) => ({ sentence, probability: 0.9, rank }));
    expect(renewalCandidates(doc, ranked)).toEqual([]);
    expect(renewalField.find(doc).value.kind).toBe('none');
    // The agreement's own renewal, beside the prior one's, is still read.
    const own = prepareDocument(
      'This Agreement replaces the Prior Agreement. This Agreement shall renew automatically for successive one-year terms.',
    );
    const ownRanked = own.sentences.map((sentence, rank) => ({ sentence, probability: 0.9, rank }));
    expect(renewalCandidates(own, ownRanked)).toMatchObject([{ value: 'automatic' }]);
  });

  it('weighs no extension an amendment makes by its own words, but one that goes on renewing after it', () => {
    // A lease's first amendment in a mailbox batch: read as a renewal at one party's option (0.91).
    expect(
      candidatesOf(
        'The Term of the Lease is hereby extended for a period of three (3) years commencing on June 1, 2027 and expiring on May 31, 2030 (the "Extended Term").',
      ),
    ).toEqual([]);
    // A landlord's letter that extends the lease once (the hundred-and-eighth mailbox batch: automatic at 0.95).
    expect(
      candidatesOf(
        'Further to our discussion, we are happy to extend your lease of Unit 4 for a further 12 months, from 1 September 2027 to 31 August 2028, on the same terms.',
      ),
    ).toEqual([]);
    expect(
      candidatesOf(
        'The Term is hereby extended to June 30, 2027 and shall thereafter renew for successive one-year periods unless either party gives notice of non-renewal.',
      ),
    ).toMatchObject([{ value: 'automatic' }]);
  });

  it('weighs no non-renewal named only as a way the agreement ends, but a notice of non-renewal', () => {
    // Sixty-sixth held-out renewal batch: read as an automatic renewal at 0.91 in a contract that does not renew.
    for (const passing of [
      'The expiration or non-renewal of this Agreement shall not relieve either party of any obligation accrued prior thereto.',
      'The obligations of this Section 6 shall survive termination or nonrenewal of this Agreement.',
      'Upon any termination, cancellation or non-renewal of this Agreement, Distributor shall return all Products.',
    ])
      expect(candidatesOf(passing)).toEqual([]);
    expect(
      candidatesOf(
        'Either party may elect termination or non-renewal of this Agreement by giving notice at least ninety (90) days before the end of the then-current term.',
      ),
    ).toHaveLength(1);
  });

  it('names the kind the readers read in the sentence, else the one its words name', () => {
    const kindOf = (text: string) => {
      const doc = prepareDocument(text);
      return renewalCandidates(doc, [{ sentence: doc.sentences[0], probability: 0.9, rank: 0 }])[0]?.value;
    };
    expect(kindOf('The term of this Agreement may be extended by common agreement between the Parties.')).toBe(
      'mutual',
    );
    expect(kindOf('The arrangement carries on and is extended for further periods of twelve months each.')).toBe(
      'automatic',
    );
  });

  it('lets the readers go first outside a contract’s text, marked for checking', () => {
    const notice = prepareDocument('Your Pixelworks Studio annual plan, paid monthly, will renew on 12/15/2026.');
    const found = renewalField.find(notice, renewalField.stored, undefined, { contract: false });
    expect(found).toMatchObject({ value: { kind: 'automatic', renewalTermMonths: 12 }, confidence: 0.6 });
  });

  it('without a choice model, is the readers’ answer', () => {
    const found = renewalField.find(prepareDocument(AUTOMATIC), { clause: renewalField.stored.clause });
    expect(found).toMatchObject({ value: { kind: 'automatic' } });
    expect(found).not.toHaveProperty('confidence');
  });
});

describe('the three-hundred-and-thirty-third mailbox batch (business order forms and renewal quotes)', () => {
  it('takes "accept this letter as formal notice that ... does not wish to renew" for a notice given, not a renewal', () => {
    const letter =
      'Please accept this letter as formal notice that Lakeside Credit Union does not wish to renew its agreement with DocuVault Inc., which expires on 30 June 2027.';
    expect(givesNoticeOfNonRenewal(letter)).toBe(true);
    expect(renewalField.find(prepareDocument(`Notice of Non-Renewal\n${letter}`)).value.kind).toBe('none');
  });
});
