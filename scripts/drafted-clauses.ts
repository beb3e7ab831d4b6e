// Clauses drafted in the style of CUAD's SEC filings, for checking what no development contract says in these words:
// each is put into a work-part contract (scripts/eval-drafted-clauses.ts), a renewal clause after its term passage,
// a term clause in place of it. None of them is fitted on: written to find where the engine's reading of long
// contracts depends on one wording, they tell whether a change reads a clause's meaning or only the words it was
// measured on. They were written before the first run (25 November 2026); fixes made for them are in the journal.

import type { RenewalKind } from '../server/analysis/fields/renewal';

/** A renewal clause, the kind the product should read, and the notice that stops the renewal (days, as CUAD counts). */
export type DraftedRenewalClause = [clause: string, kind: RenewalKind, noticeDays: number | null];

/** Written first: the engine's misses on these were studied and mended (docs/analysis-journal.md). */
export const DRAFTED_RENEWAL_CLAUSES: DraftedRenewalClause[] = [
  [
    'Upon expiration of the Initial Term, this Agreement shall be automatically renewed for successive one (1) year periods unless either Party notifies the other in writing of its intention not to renew at least ninety (90) days prior to the expiration of the then current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall thereafter be extended automatically for additional two (2) year terms, unless terminated by either party upon written notice given not less than six (6) months prior to the end of the then-current term.',
    'automatic',
    180,
  ],
  [
    'Thereafter, the term of this Agreement shall continue for successive renewal periods of one year each, unless either party shall give written notice of termination to the other party not later than sixty (60) days prior to the end of the then current period.',
    'automatic',
    60,
  ],
  [
    'At the end of the Initial Term, the term hereof shall be extended for consecutive one-year periods unless, at least thirty (30) days before the end of the then-current term, either party notifies the other that it does not wish to extend.',
    'automatic',
    30,
  ],
  [
    'Distributor shall have the option to renew this Agreement for an additional term of three (3) years by giving written notice to Company no later than one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Licensee may extend the Term for two (2) additional periods of five (5) years each upon written notice to Licensor given at least twelve (12) months before the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'The parties may renew this Agreement for additional one (1) year terms upon mutual written agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement will renew automatically each year on the anniversary of the Effective Date unless a Party gives the other Party written notice of non-renewal no less than ninety (90) days before such anniversary.',
    'automatic',
    90,
  ],
  [
    'Unless either party gives written notice to the other of its election not to renew at least one hundred twenty (120) days prior to the expiration of the Initial Term or any Renewal Term, this Agreement shall automatically continue for an additional Renewal Term of two (2) years.',
    'automatic',
    120,
  ],
  [
    "The term of this Agreement shall be renewed for successive twelve (12) month periods unless terminated by either party by giving not less than three (3) months' written notice prior to the end of the current term.",
    'automatic',
    90,
  ],
  [
    'Following the Initial Term, this Agreement shall remain in effect for consecutive terms of one (1) year each unless and until terminated by either Party by written notice delivered at least forty-five (45) days before the expiration of the then-current term.',
    'automatic',
    45,
  ],
  [
    "The Agreement shall be automatically prolonged for additional periods of one year each, unless it is terminated by one of the Parties with six months' notice before the end of the respective period.",
    'automatic',
    180,
  ],
  [
    'Upon the expiration of the Initial Term, the Agreement will be automatically extended for further terms of one (1) year, unless either party delivers notice of termination ninety (90) days before the expiration of the then current term.',
    'automatic',
    90,
  ],
  [
    'The Company shall have the right, exercisable in its sole discretion, to extend the Term for one additional period of three (3) years.',
    'option',
    null,
  ],
  [
    'This Agreement may be renewed by Supplier for successive one year terms by notifying Customer in writing at least sixty days before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'This Agreement shall renew for an additional five (5) year term provided that Franchisee is not in default and gives Franchisor notice of its desire to renew at least six (6) months prior to expiration.',
    'option',
    null,
  ],
  [
    'If neither party gives notice of termination at least thirty (30) days before the end of the Initial Term, this Agreement shall continue for further successive periods of twelve (12) months.',
    'automatic',
    30,
  ],
  [
    'Each Renewal Term shall commence automatically upon the expiration of the preceding term, unless either Party provides notice of non-renewal at least sixty (60) days prior thereto.',
    'automatic',
    60,
  ],
  [
    'Thereafter, this Agreement shall be automatically renewed on a year-to-year basis, unless either party elects to terminate this Agreement by written notice given no later than ninety (90) days prior to the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'The Initial Term shall be extended automatically for successive terms of one (1) year each (each a "Renewal Term") unless either party provides written notice of its intent not to renew at least one hundred eighty (180) days prior to expiration.',
    'automatic',
    180,
  ],
  [
    'After the expiration of the Initial Term, this Agreement will continue on a month-to-month basis until terminated by either party with thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    "This Agreement shall be renewable for additional periods of two (2) years at the option of Distributor, subject to the parties' agreement on minimum purchase quantities.",
    'option',
    null,
  ],
  [
    'The term of this Agreement will automatically renew for additional periods of one year unless either party notifies the other of its desire to terminate at least 90 days prior to the renewal date.',
    'automatic',
    90,
  ],
  [
    'Absent written notice of termination from either party no less than sixty (60) days prior to the expiration of the then current term, the Term shall be renewed automatically for an additional one (1) year.',
    'automatic',
    60,
  ],
  [
    'The Term shall be automatically extended for an additional period of one (1) year on each anniversary of the Effective Date, unless either party objects in writing at least three (3) months before such anniversary.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall not automatically renew; any renewal shall require a written amendment signed by both parties.',
    'mutual',
    null,
  ],
  [
    'Upon expiration of the Term, this Agreement shall terminate and shall not be renewed or extended except by a writing signed by both Parties.',
    'none',
    null,
  ],
  [
    'The term shall be extended for additional one-year periods thereafter, unless either party gives the other written notice of termination at least sixty (60) days prior to the end of any such period.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall continue in force for further periods of two (2) years each unless terminated by either party giving to the other not less than twelve (12) months notice in writing expiring at the end of the Initial Term or any subsequent two year period.',
    'automatic',
    360,
  ],
  [
    'Thereafter, the Agreement shall continue in effect from year to year, subject to termination by either party on not less than ninety (90) days notice prior to the end of any contract year.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement shall automatically be extended for one (1) year periods unless either Party gives written notice of termination no later than three (3) months prior to the end of the then current term.',
    'automatic',
    90,
  ],
  [
    "On expiry of the Initial Period this Agreement shall continue unless and until terminated by either party giving not less than six (6) months' written notice to the other, such notice to expire on or after the end of the Initial Period.",
    'evergreen',
    180,
  ],
  [
    'Unless terminated as provided herein, this Agreement shall be renewed automatically for successive terms of one year each; provided, however, that either party may elect not to renew by giving written notice at least ninety (90) days prior to the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement may be extended for additional one (1) year periods upon the written agreement of both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for a period of one year, and thereafter for successive one year periods, unless notice of termination is given by either party sixty days prior to the anniversary date.',
    'automatic',
    60,
  ],
  [
    'The Term shall renew automatically for additional terms of three (3) years each unless either Party provides the other with written notice of non-renewal not less than twelve (12) months before the end of the current term.',
    'automatic',
    360,
  ],
  [
    'At the end of the Initial Term, this Agreement shall be extended automatically for one (1) additional year, and so on from year to year thereafter, unless either party terminates this Agreement by giving at least 90 days written notice before the end of any such period.',
    'automatic',
    90,
  ],
  [
    'Upon the expiration of the initial term, this Agreement shall automatically renew for a one (1) year period unless cancelled in writing by either party at least thirty (30) days prior to the end of the term.',
    'automatic',
    30,
  ],
  [
    'Customer may renew this Agreement for up to two (2) additional one-year terms by providing written notice of renewal at least sixty (60) days prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'This Agreement shall automatically be renewed for further periods of five (5) years unless terminated by either Party by registered letter at least one hundred eighty (180) days before the date of expiry.',
    'automatic',
    180,
  ],
  [
    "The Agreement shall be tacitly renewed from year to year unless terminated by either party with three months' notice prior to the expiry date.",
    'automatic',
    90,
  ],
  [
    'The initial term shall be automatically extended for successive periods of two (2) years unless either party gives notice to the contrary no later than 6 months before expiry.',
    'automatic',
    180,
  ],
  [
    'This Agreement will automatically renew for successive one year terms unless either party provides notice of its intent not to renew no less than 30 days and no more than 90 days prior to the end of the then current term.',
    'automatic',
    30,
  ],
  [
    'Thereafter, this Agreement shall renew for successive one (1) year periods unless terminated by either party upon ninety (90) days written notice prior to the end of the then current renewal period.',
    'automatic',
    90,
  ],
  [
    'The parties may, by mutual consent, extend the term of this Agreement for such period as they may agree.',
    'mutual',
    null,
  ],
  [
    "The Agreement shall automatically renew on each anniversary of the Effective Date for a further period of twelve (12) months, unless terminated by either Party on at least sixty (60) days' written notice prior to such anniversary.",
    'automatic',
    60,
  ],
  [
    'Licensor hereby grants Licensee the option to extend the term of this Agreement for one (1) additional term of five (5) years, exercisable by written notice delivered not later than one (1) year prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'This Agreement shall be renewed for a subsequent one (1) year term unless Company notifies Consultant in writing not less than 30 days prior to the end of the Term that it does not wish to renew.',
    'automatic',
    30,
  ],
  [
    'If neither Party notifies the other Party in writing of its intention to terminate this Agreement at least ninety (90) days prior to the end of the Term, this Agreement shall be automatically extended for a further one (1) year period.',
    'automatic',
    90,
  ],
  [
    'The Agreement shall automatically continue for additional consecutive periods of two (2) years each, unless one of the Parties terminates the Agreement with a notice period of six (6) months to the end of the respective period.',
    'automatic',
    180,
  ],
];

/** Written after those mends and read once before any change: the held-out figure. */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT: DraftedRenewalClause[] = [
  [
    'The Agreement shall be renewed automatically for periods of one (1) year each, save where either Party serves a notice of termination on the other at least three (3) months before the expiry of the then current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement is for an initial period of three years and shall thereafter be automatically renewed for a further period of three years unless either party gives the other written notice of termination six months prior to the end of the initial period.',
    'automatic',
    180,
  ],
  [
    "The Term may be renewed for successive two-year periods at Sponsor's sole election, by written notice delivered at least one hundred twenty (120) days before the end of the Term.",
    'option',
    null,
  ],
  [
    'Absent a written notice of non-renewal from either party at least forty-five (45) days prior to the end of the Initial Term, this Agreement will renew for an additional twelve (12) month period.',
    'automatic',
    45,
  ],
  [
    'This Lease may be renewed by Tenant for two (2) successive renewal terms of five (5) years each, provided Tenant notifies Landlord of its intention to renew at least nine (9) months prior to the expiration of the then current term.',
    'option',
    null,
  ],
  [
    'The Agreement shall be renewed automatically upon its expiration for a period of one year, and so on thereafter, unless either party notifies the other of its intent to terminate at least two (2) months prior to the expiration date.',
    'automatic',
    60,
  ],
  [
    'Any renewal or extension of this Agreement shall be subject to the written agreement of the Parties.',
    'mutual',
    null,
  ],
  [
    "This Agreement shall continue automatically after the Initial Term for successive one-year periods until either Party gives not less than ninety (90) days' notice to terminate at the end of the Initial Term or at the end of any such one-year period.",
    'automatic',
    90,
  ],
  [
    'Upon the expiration of the Initial Term, the term of this Agreement shall be automatically renewed for additional successive terms of one (1) year unless either party notifies the other party in writing of its election not to renew not later than sixty (60) days prior to the expiration of the then-current term.',
    'automatic',
    60,
  ],
  [
    'Subject to Section 15.3, this Agreement shall automatically renew for consecutive renewal terms of twelve (12) months each.',
    'automatic',
    null,
  ],
  [
    'Either party may terminate this Agreement as of the end of the Initial Term or any Renewal Term by giving the other party at least one hundred and eighty (180) days written notice; otherwise, the Agreement shall automatically renew for an additional period of one year.',
    'automatic',
    180,
  ],
  [
    'The Distributor may request an extension of the Term for a further period of two (2) years by notice in writing to the Company given not less than six (6) months before the expiry of the Term, and the Company shall not unreasonably refuse such request.',
    'option',
    null,
  ],
  [
    'This Agreement shall be extended for successive periods of three (3) years each unless either Party gives the other Party notice of its decision not to extend at least twelve (12) months prior to the expiry of the then current term.',
    'automatic',
    360,
  ],
  [
    'Following the Initial Term, this Agreement will automatically continue on a year-by-year basis unless terminated by either party upon written notice delivered not less than one hundred twenty (120) days before the end of the then-current year.',
    'automatic',
    120,
  ],
  [
    'The parties may agree in writing to renew this Agreement for an additional term on such terms as they may then agree.',
    'mutual',
    null,
  ],
  [
    'The term hereof shall renew automatically for additional one year periods unless, not less than ninety (90) days prior to the expiration of any such term, either party shall notify the other in writing that it elects not to renew this Agreement.',
    'automatic',
    90,
  ],
  [
    'Thereafter, the term will be automatically extended by successive periods of six (6) months unless either Party notifies the other Party of termination in writing at least thirty (30) days before the end of the then current period.',
    'automatic',
    30,
  ],
  [
    'At the end of the Initial Term, this Agreement will renew for successive one (1) year Renewal Terms, unless either party provides written notice of its desire not to renew at least ninety (90) days before the end of the then-current Term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall not be renewed unless the Parties execute a written renewal agreement prior to the end of the Term.',
    'mutual',
    null,
  ],
  [
    'Unless either party notifies the other in writing of its intent not to extend this Agreement at least sixty (60) days prior to the end of the Initial Term, this Agreement shall be automatically extended for successive additional terms of one (1) year each.',
    'automatic',
    60,
  ],
];

/**
 * A second held-out batch, written on 26 November 2026 after every mend above and read once before any change: the
 * same kinds in wordings not yet met (year to year, roll over, on each anniversary, deemed extended).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_2: DraftedRenewalClause[] = [
  [
    'Unless either Party gives written notice of termination at least ninety (90) days before the expiry of the Initial Term or any Extension Period, this Agreement shall be extended by a further period of twelve (12) months on each such expiry.',
    'automatic',
    90,
  ],
  [
    'Following the Initial Term, this Agreement will renew on a year-to-year basis, unless terminated by either party upon ninety (90) days written notice prior to the anniversary date.',
    'automatic',
    90,
  ],
  [
    'The Term shall be automatically extended for one (1) additional year on each anniversary of the Effective Date, unless either Party objects in writing not later than sixty (60) days before such anniversary.',
    'automatic',
    60,
  ],
  [
    'If neither party has given notice of non-renewal at least three (3) months prior to the end of the Term, the Term shall be deemed extended by one (1) year, and so on from year to year.',
    'automatic',
    90,
  ],
  [
    'The Licensee shall be entitled to two (2) renewal terms of five (5) years each, exercisable by written notice delivered to the Licensor at least one hundred twenty (120) days before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'This Agreement may be extended for an additional period only by a written amendment executed by authorized representatives of both Parties.',
    'mutual',
    null,
  ],
  [
    'Thereafter this Agreement shall remain in effect from year to year until either party gives the other not less than six (6) months written notice of termination effective at the end of any such year.',
    'automatic',
    180,
  ],
  [
    'Upon expiry of the Initial Term, the Customer may, at its sole option, renew the Services for a further term of twelve (12) months at the then-current list prices by placing a renewal order.',
    'option',
    null,
  ],
  [
    'At the conclusion of the Initial Term, this Agreement shall roll over automatically for consecutive renewal terms of one (1) year each, unless either party provides written notice of its intent not to roll over at least forty-five (45) days prior to the end of the then-current term.',
    'automatic',
    45,
  ],
  [
    'The parties may, by mutual written consent, renew this Agreement for additional one (1) year terms.',
    'mutual',
    null,
  ],
];

/**
 * A third held-out batch (26 November 2026, later), read once: notices to stop a renewal beside another period in the
 * same sentence (a fee change, a payment term, termination for breach, a window's far end).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_3: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term; Vendor may adjust its fees for any renewal term upon thirty (30) days prior written notice.',
    'automatic',
    90,
  ],
  [
    'Upon expiration of the Initial Term, this Agreement will automatically renew for additional twelve (12) month periods unless Customer provides notice of cancellation no later than forty-five (45) days before the renewal date, and any invoice shall be paid within thirty (30) days.',
    'automatic',
    45,
  ],
  [
    'The Term shall be extended automatically for successive periods of two (2) years unless terminated by either Party by giving not less than one hundred and eighty (180) days written notice prior to the expiry of the then current period, provided that either Party may terminate for material breach upon sixty (60) days notice.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall continue for successive terms of one (1) year unless either party notifies the other in writing of its election not to renew not less than three (3) months and not more than six (6) months prior to the end of the current term.',
    'automatic',
    90,
  ],
  [
    'Thereafter, this Agreement shall automatically renew for consecutive one-year periods, unless either party delivers written notice of non-renewal to the other at least 120 days prior to the expiration of the then-current term.',
    'automatic',
    120,
  ],
  [
    'After the Initial Term, this Agreement shall renew automatically on a month-to-month basis until terminated by either party upon fifteen (15) days written notice.',
    'automatic',
    15,
  ],
  [
    'This Agreement shall automatically be renewed for further periods of one (1) year each unless it is terminated by either Party with a notice period of two (2) months before the end of the relevant period.',
    'automatic',
    60,
  ],
  [
    'Licensee may renew this Agreement for one additional five (5) year term by giving Licensor written notice at least one hundred eighty (180) days before the end of the Initial Term.',
    'option',
    null,
  ],
];

/**
 * A fourth held-out batch (26 November 2026, a new session), read once: renewals in the shapes CUAD's work part
 * misses under cross-validation (a tacit renewal, an extension on a condition met, a term going on period to
 * period, an option "provided that" the holder is not in default) and their near neighbours that do not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_4: DraftedRenewalClause[] = [
  [
    'The Agreement is concluded for a period of two years and shall be tacitly renewed for successive periods of one year, unless terminated by registered letter at least three months before its expiry.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be extended for an additional one (1) year period if Distributor has achieved the Minimum Annual Purchases for the preceding Contract Year.',
    'automatic',
    null,
  ],
  [
    'Thereafter the Agreement shall remain in force from quarter to quarter until terminated by either party on thirty (30) days notice.',
    'automatic',
    30,
  ],
  [
    'The term of this Agreement shall be prolonged automatically by one (1) year at a time, unless notice of termination is given by either Party no later than six (6) months before the end of the current term.',
    'automatic',
    180,
  ],
  [
    'At the end of the Initial Term the Agreement rolls over for further twelve (12) month periods unless cancelled in writing sixty (60) days before the rollover date.',
    'automatic',
    60,
  ],
  [
    'The Company shall have the right, but not the obligation, to extend the Term for up to two (2) additional periods of three (3) years each, exercisable by written notice to the Consultant not less than sixty (60) days before the end of the then-current Term.',
    'option',
    null,
  ],
  [
    'Provided that Licensee is not in default, Licensee may extend this License for one further term of five (5) years on the same terms and conditions.',
    'option',
    null,
  ],
  [
    'If neither party has given notice of termination by the end of the Initial Term, this Agreement shall be deemed renewed for a further term of two (2) years.',
    'automatic',
    null,
  ],
  [
    'The Agreement may be extended beyond the Initial Term only by a written instrument signed by both Parties.',
    'mutual',
    null,
  ],
  [
    'Upon the expiry of the Initial Term, the parties shall discuss in good faith the possible renewal of this Agreement, but neither party shall be obliged to renew it.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed on the same terms for successive terms of one year, save that the prices in Schedule 2 shall be revised on each renewal.',
    'automatic',
    null,
  ],
  [
    'After the first Term, the Agreement continues for an indefinite period and may then be terminated by either party on three (3) months notice.',
    'evergreen',
    90,
  ],
];

/**
 * A fifth held-out batch (26 November 2026, later), read once: automatic renewals whose notice is written in ways
 * not yet drafted (received by "the sixtieth (60th) day before", "on or before the date that is ninety (90) days
 * prior to", "three calendar months'", "four (4) weeks", "at the latest six months before", "in advance").
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_5: DraftedRenewalClause[] = [
  [
    'This Agreement shall be renewed automatically for successive one (1) year terms unless written notice of termination is received by the other party not later than the sixtieth (60th) day before the expiry of the then current term.',
    'automatic',
    60,
  ],
  [
    'On each Renewal Date this Agreement shall renew for a further twelve (12) months, unless either party notifies the other in writing of its intention to terminate on or before the date that is ninety (90) days prior to the Renewal Date.',
    'automatic',
    90,
  ],
  [
    "This Agreement renews automatically for one-year terms, and either party may prevent a renewal by giving at least three calendar months' notice to the other.",
    'automatic',
    90,
  ],
  [
    'The Subscription Term shall automatically renew for successive periods of one (1) year unless cancelled by Customer by notice given no later than 45 days before the end of the then-current Subscription Term.',
    'automatic',
    45,
  ],
  [
    'The Term shall automatically be extended by twelve (12) months at a time unless terminated by a party with a notice of four (4) weeks prior to the end of the Term.',
    'automatic',
    28,
  ],
  [
    'The Agreement shall be tacitly renewed for periods of one year unless one Party informs the other, by registered mail, of its decision not to renew it, at the latest six months before the expiry date.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall renew for successive two-year periods unless either party delivers a non-renewal notice not less than one hundred twenty days (120) before the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'This Agreement shall automatically renew for successive one-year periods unless either party gives notice of non-renewal sixty (60) days or more before the then-current term expires.',
    'automatic',
    60,
  ],
  [
    'Thereafter this Agreement shall continue for additional terms of one year each, provided that either party may terminate this Agreement as of the end of the Initial Term or of any renewal term by giving the other party written notice thereof at least ninety (90) days in advance.',
    'automatic',
    90,
  ],
  [
    'The Agreement shall be extended automatically by one year at a time unless, no less than 2 months prior to the end of the current period, either Party has informed the other Party in writing that it does not wish to extend the Agreement.',
    'automatic',
    60,
  ],
];

/**
 * Renewal clauses as they come out of a PDF (sixth held-out batch, 26 November, third session): each is read laid
 * out by `laidOutAsPdf` (scripts/drafted-layout.ts), wrapped and broken by a page. Written, with the layouts, before
 * the first run.
 */
export const DRAFTED_RENEWAL_CLAUSES_LAID_OUT: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically renew for additional periods of one (1) year each (each, a "Renewal Term"), unless either Party provides written notice of non-renewal to the other Party at least ninety (90) days prior to the expiration of the then-current Term.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement shall be automatically extended for successive periods of two (2) years each unless either party shall have given written notice to the other party of its intention not to extend the term at least one hundred eighty (180) days prior to the end of the then current term.',
    'automatic',
    180,
  ],
  [
    'Company shall have the right, exercisable by written notice delivered to Supplier not less than six (6) months before the expiration of the Initial Term, to extend the Term for one (1) additional period of three (3) years on the terms and conditions set forth herein.',
    'option',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall continue in full force and effect from year to year thereafter unless terminated by either party by written notice to the other given at least thirty (30) days before the end of any such year.',
    'automatic',
    30,
  ],
  [
    'This Agreement may be renewed for additional terms of one (1) year upon the mutual written consent of the parties, which consent may be withheld by either party in its sole discretion.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for successive renewal terms of three (3) years each unless, not later than one hundred twenty (120) days prior to the expiration of the then-current term, either Party notifies the other Party in writing that it elects not to renew this Agreement.',
    'automatic',
    120,
  ],
  [
    'Unless terminated earlier in accordance with this Article 14, the term of this Agreement shall be automatically renewed for additional consecutive terms of one (1) year each unless either party gives written notice of non-renewal to the other party not less than sixty (60) days before the expiration of the Initial Term or the then current renewal term, as applicable.',
    'automatic',
    60,
  ],
  [
    'Licensee may, at its option, renew this Agreement for up to two (2) successive renewal terms of five (5) years each by giving Licensor written notice of renewal at least nine (9) months prior to the expiration of the then-current term, provided that Licensee is not then in default hereunder.',
    'option',
    null,
  ],
  [
    "After the expiration of the Initial Term, this Agreement shall automatically renew on a month-to-month basis until either party gives the other thirty (30) days' prior written notice of termination.",
    'automatic',
    30,
  ],
  [
    'This Agreement shall be automatically renewed for additional one (1) year periods on each anniversary of the Effective Date, unless either party notifies the other party in writing no later than forty-five (45) days prior to such anniversary that it does not wish to renew.',
    'automatic',
    45,
  ],
  [
    "Upon expiry of the Initial Term the Agreement will be renewed automatically for further periods of twenty-four (24) months unless terminated by either party with three (3) months' prior written notice to the end of the then running period.",
    'automatic',
    90,
  ],
  [
    'The parties shall meet not later than six (6) months before the expiration of the Term to discuss in good faith whether to extend this Agreement; absent a written agreement to extend, this Agreement shall expire at the end of the Term.',
    'mutual',
    null,
  ],
];

/**
 * A seventh held-out batch (26 November 2026, eighth session), written before its first run: renewals whose subject
 * is not "this Agreement" (an employment period, a distributor's appointment, a licence year), a renewal given only
 * by a definition, one said in one sentence and its notice in the next, a right to end the year-to-year run, a
 * renewal "unless and until" notice, a single further term, one that needs both parties to sign anew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_7: DraftedRenewalClause[] = [
  [
    '"Renewal Term" means each successive one (1) year period following the Initial Term for which this Agreement is automatically renewed in accordance with Section 12.2.',
    'automatic',
    null,
  ],
  [
    'The Employment Period shall be automatically extended by one additional year on each anniversary of the Effective Date unless either party gives the other written notice of non-extension at least ninety (90) days before such anniversary.',
    'automatic',
    90,
  ],
  [
    "This Agreement shall remain in effect for one (1) year and from year to year thereafter unless canceled by either party upon sixty (60) days' prior written notice before the end of any such year.",
    'automatic',
    60,
  ],
  [
    "Distributor's appointment hereunder shall be automatically renewed for consecutive periods of two (2) years unless Supplier notifies Distributor of its decision not to renew not less than one hundred eighty (180) days before the end of the current period.",
    'automatic',
    180,
  ],
  [
    'The License shall renew automatically at the end of each License Year for another License Year unless Licensee gives notice of cancellation no later than thirty (30) days before the end of the then-current License Year.',
    'automatic',
    30,
  ],
  [
    'Unless either Party elects to terminate this Agreement by written notice delivered at least ninety (90) days before the end of the Initial Term or the then-current Renewal Term, this Agreement will continue for successive Renewal Terms of one (1) year.',
    'automatic',
    90,
  ],
  [
    'Following the Initial Term, this Agreement shall renew for successive one-year periods. Either party may elect not to renew by giving written notice no less than forty-five (45) days prior to the end of the then-current period.',
    'automatic',
    45,
  ],
  [
    'Upon the expiration of the Initial Term, Customer may, at its sole option, renew this Agreement for an additional term of up to three (3) years by executing a renewal order.',
    'option',
    null,
  ],
  [
    'The term of this Agreement shall be automatically extended for successive twelve-month periods, unless and until either party delivers a notice of termination to the other party at least two (2) months before the end of the then-current twelve-month period.',
    'automatic',
    60,
  ],
  [
    "This Agreement shall continue on a year-to-year basis after the expiration of the Initial Term, subject to the right of either party to terminate it at the end of the Initial Term or any subsequent year by giving ninety (90) days' written notice.",
    'automatic',
    90,
  ],
  [
    'The parties agree that this Agreement will automatically renew for one (1) additional term of five (5) years unless, no later than twelve (12) months prior to the expiration of the Initial Term, either party informs the other in writing that it does not wish to renew.',
    'automatic',
    360,
  ],
  [
    "Provided that neither party is then in material breach, this Agreement shall renew for a further term of three (3) years upon the expiry of the Initial Term, unless the Customer gives six (6) months' notice that it does not require the Services beyond the Initial Term.",
    'automatic',
    180,
  ],
  [
    'Renewal of this Agreement for any period after the Expiration Date shall require the execution of a new agreement by both Parties.',
    'mutual',
    null,
  ],
];

/**
 * An eighth held-out batch (27 November 2026, a ninth session; written before the first run and read once): renewals
 * that roll over, are deemed renewed, renew on an anniversary, or continue indefinitely, options exercised by a buyer
 * or an employer, a renewal by mutual agreement, each in words not yet drafted.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_8: DraftedRenewalClause[] = [
  [
    "Upon expiry of the Initial Period, this Contract shall roll over for consecutive periods of twelve (12) months each, unless terminated by either party on not less than three (3) months' written notice expiring at the end of the Initial Period or any subsequent period.",
    'automatic',
    90,
  ],
  [
    'This Agreement will be extended automatically by one year at a time, if it is not terminated in writing by one of the Parties with a notice period of six months before the end of the respective contract period.',
    'automatic',
    180,
  ],
  [
    'The Licensee shall have the right to extend the License Term for one (1) further period of five (5) years by notifying the Licensor in writing not later than one hundred and eighty (180) days before the end of the initial License Term.',
    'option',
    null,
  ],
  [
    'Following the Initial Term, the Agreement continues on a year-to-year basis until either party elects not to continue by providing written notice no fewer than 60 days before the anniversary date.',
    'automatic',
    60,
  ],
  [
    'At the end of the Initial Term, the term shall be renewed for additional terms of two (2) years each, unless Distributor or Manufacturer notifies the other of its intention not to renew at least one hundred twenty (120) days prior to the expiration of the then-current term.',
    'automatic',
    120,
  ],
  [
    'The parties may renew this Agreement for an additional term of one year upon mutual written agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be deemed renewed for a like term on each expiry unless terminated by either party not less than 90 days before such expiry.',
    'automatic',
    90,
  ],
  [
    'Buyer may, at its sole election, extend the Term for up to two (2) successive one (1) year periods by delivering written notice of extension to Seller no later than sixty (60) days prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'The term of this Agreement will thereafter be extended for successive renewal periods of one year unless and until terminated by either party upon written notice given not less than ninety (90) days before the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    "After the expiry of the Fixed Term, this Agreement shall continue for an indefinite period, terminable by either Party with ninety (90) days' written notice.",
    'evergreen',
    90,
  ],
  [
    'Absent written notice of non-renewal delivered by either party not later than forty-five (45) days prior to the end of the Term, the Term shall be extended for an additional twelve (12) month period, and thereafter for successive twelve (12) month periods on the same basis.',
    'automatic',
    45,
  ],
  [
    'Renewal. This Agreement renews each year on the anniversary of the Effective Date for a further year, except where a Party has served notice to end it at least two (2) months before that anniversary.',
    'automatic',
    60,
  ],
  [
    'The Company may, by written notice to the Executive, extend the Term for additional one-year periods; if the Company does not give such notice, the Term shall expire on the Expiration Date.',
    'option',
    null,
  ],
];

/**
 * A ninth held-out batch (27 November 2026, a ninth session; written before the first run and read once): renewals as
 * SEC filings write them, aimed at recall: "two (2) successive renewal terms ... upon written notice", "notifies the
 * other in writing of its desire to terminate", renewal "upon the written request of the Distributor", "Unless either
 * Party notifies ... this Agreement will be renewed for a Renewal Term", an option on a condition met, a renewal
 * before "the anniversary date of this Agreement".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_9: DraftedRenewalClause[] = [
  [
    'Licensee shall have the right to renew this Agreement for two (2) successive renewal terms of five (5) years each, upon written notice to Licensor at least one hundred eighty (180) days prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'The Term shall be extended automatically for additional periods of two (2) years each, unless either party notifies the other in writing of its desire to terminate this Agreement not later than six (6) months prior to the end of the then current Term.',
    'automatic',
    180,
  ],
  [
    'This Agreement may be renewed for additional one (1) year terms upon the written request of the Distributor, which request shall be granted unless the Company has cause to refuse.',
    'option',
    null,
  ],
  [
    'At the expiration of the Initial Term, this Agreement shall be renewed on a year-to-year basis unless and until either party shall give written notice to the other of its intention to terminate at least three (3) months prior to the expiration of any such year.',
    'automatic',
    90,
  ],
  [
    'Unless either Party notifies the other in writing of its intent not to renew at least thirty (30) days before the end of the Term, this Agreement will be renewed for a Renewal Term.',
    'automatic',
    30,
  ],
  [
    'Following the Initial Term, the Agreement shall automatically renew for additional Renewal Terms of one (1) year each, provided that Customer has paid all Fees due.',
    'automatic',
    null,
  ],
  [
    'The Company hereby grants to Manufacturer an option to extend the term of this Agreement for an additional three (3) years, exercisable by written notice delivered no later than the second anniversary of the Effective Date.',
    'option',
    null,
  ],
  [
    'This Agreement shall be renewed automatically each year thereafter for a period of one year, unless terminated by either party giving ninety days written notice prior to the renewal date.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement shall be automatically extended for consecutive one-year periods, unless written notice of termination is given by either party not less than ninety (90) days prior to the anniversary date of this Agreement.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall continue in full force and effect for consecutive periods of twelve (12) months thereafter, unless either party terminates this Agreement by giving the other party at least sixty (60) days prior written notice before the end of the then-current period.',
    'automatic',
    60,
  ],
  [
    'Upon the mutual agreement of the parties, this Agreement may be renewed for one or more additional periods of one (1) year.',
    'mutual',
    null,
  ],
  [
    'If Distributor achieves the Minimum Purchase Requirements during the Initial Term, Distributor may extend this Agreement for an additional term of two (2) years by giving written notice to Supplier.',
    'option',
    null,
  ],
];

/**
 * Renewals and extensions of something other than the agreement, in contracts that do not renew: none should be
 * read as the agreement renewing, nor any notice (written with the second held-out batch, read once likewise).
 */
export const DRAFTED_OTHER_RENEWALS: string[] = [
  'Supplier shall maintain in force, and renew before expiry, the product liability insurance required by this Section, and shall provide certificates of each renewal to Buyer.',
  'Distributor shall, at its own cost, obtain and renew all registrations, permits and licenses required to import and sell the Products in the Territory.',
  'Licensee shall renew the domain name registrations for the Licensed Marks annually and shall not permit any of them to lapse.',
  'The letter of credit shall be automatically extended for successive one-year periods until the Final Payment Date, unless the issuing bank notifies the Beneficiary at least sixty (60) days before its expiry.',
  'The warranty period for any repaired or replaced Product shall be extended for the remainder of the original warranty period or ninety (90) days, whichever is longer.',
  'The Company shall use commercially reasonable efforts to renew the lease of its principal manufacturing facility on terms no less favourable than those in effect on the Effective Date.',
  'Royalty rates for each Contract Year after the first shall be renegotiated in good faith by the Parties no later than ninety (90) days before the start of such Contract Year.',
  "The Executive's non-competition covenant shall be extended by any period during which the Executive is in breach of it.",
  "The option granted under Section 4.2 shall expire if not exercised within thirty (30) days after the date of the Company's notice.",
  'Any Purchase Order issued under this Agreement prior to its expiration or termination shall continue to be governed by this Agreement until fully performed.',
  'The confidentiality obligations in this Article shall continue in effect for a period of five (5) years after the termination or expiration of this Agreement.',
  'The Parties may agree in writing to extend the delivery schedule set out in Exhibit B; any such extension shall not extend the Term.',
  'Each software subscription resold under this Agreement renews under the terms of its publisher, and Reseller shall notify the end user at least thirty (30) days before each such renewal.',
  'Any Statement of Work may be extended by a change order signed by both parties, and each such extension shall be governed by this Agreement.',
  'The Bank may, at the request of the Borrower, extend the Maturity Date of the Facility by one (1) year, provided that no Event of Default has occurred.',
];

/** A renewal clause and a clause giving notice of something else in the same contract, with what should be read. */
export type DraftedRenewalBesideNotice = [
  renewal: string,
  otherNotice: string,
  kind: RenewalKind,
  noticeDays: number | null,
];

/**
 * Written on 26 November 2026 (a new session) and read once before any change: contracts that renew and also give
 * notice of something else (termination for convenience or breach, a price change, an assignment, a delivery), the
 * other notice put right after the renewal clause in half of them and in the middle of the contract in the rest.
 * The notice that stops the renewal should be read, never the other (in days as the scorer counts them: a month 30).
 */
export const DRAFTED_RENEWALS_BESIDE_OTHER_NOTICES: DraftedRenewalBesideNotice[] = [
  [
    'This Agreement shall automatically renew for successive one (1) year periods unless either party notifies the other of its intent not to renew at least sixty (60) days prior to the end of the then-current term.',
    'Either party may terminate this Agreement for convenience at any time upon one hundred twenty (120) days prior written notice to the other party.',
    'automatic',
    60,
  ],
  [
    'Upon expiration of the Initial Term, the Term shall be automatically extended for additional periods of two (2) years each, unless either Party gives the other written notice of termination not less than six (6) months prior to the expiration of the Initial Term or any extension thereof.',
    'Supplier may change the prices of the Products once in each calendar year by giving Distributor at least ninety (90) days prior written notice of the new prices.',
    'automatic',
    180,
  ],
  [
    'This Agreement will renew automatically for successive renewal terms of one (1) year each unless terminated by either party by written notice given no later than thirty (30) days prior to the end of the then current term.',
    'Licensee shall give Licensor not less than forty-five (45) days prior written notice of any proposed assignment of this Agreement.',
    'automatic',
    30,
  ],
  [
    'Distributor shall have the option to renew this Agreement for an additional term of three (3) years by giving Company written notice of its election to renew at least ninety (90) days prior to the expiration of the Initial Term.',
    'Company may terminate this Agreement upon thirty (30) days written notice if Distributor fails to meet the Minimum Purchase Requirements for any Contract Year.',
    'option',
    null,
  ],
  [
    'Thereafter, this Agreement shall be renewed automatically for successive terms of one (1) year, unless either party shall have given written notice of non-renewal to the other party at least ninety (90) days before the expiration of the then current term.',
    'The Company may, upon sixty (60) days prior written notice, discontinue the sale of any Product, and this Agreement shall terminate as to such Product at the end of such notice period.',
    'automatic',
    90,
  ],
  [
    'After the Initial Term, this Agreement shall continue in effect from year to year unless terminated by either party by giving written notice of termination at least three (3) months prior to the end of any such year.',
    'In the event of a material breach, the non-breaching party may terminate this Agreement upon thirty (30) days written notice if the breach remains uncured at the end of such period.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall automatically renew for additional one-year terms on each anniversary of the Effective Date unless Customer provides written notice of cancellation at least fifteen (15) days before such anniversary.',
    'Provider may suspend the Services upon ten (10) days written notice if any undisputed invoice remains unpaid for more than sixty (60) days.',
    'automatic',
    15,
  ],
  [
    'This Agreement may be renewed for further periods by mutual written agreement of the parties.',
    'Either party may terminate this Agreement without cause upon ninety (90) days prior written notice.',
    'mutual',
    null,
  ],
  [
    'The term of this Agreement shall be automatically extended for successive periods of five (5) years unless either party gives written notice to the other party of its desire to terminate this Agreement at least twelve (12) months before the end of the initial term or any extended term.',
    'Each party shall provide the other with at least one hundred eighty (180) days notice of any planned discontinuance of a Product.',
    'automatic',
    360,
  ],
  [
    'Unless either party notifies the other in writing at least sixty (60) days prior to the expiration of the Initial Term of its intention not to renew, this Agreement shall be renewed for a further period of one (1) year, and thereafter from year to year on the same terms.',
    'Purchaser may reschedule any delivery by giving Seller written notice not less than twenty (20) business days before the scheduled delivery date.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall renew automatically for successive one (1) year terms unless Franchisee elects not to renew by giving Franchisor written notice no later than ninety (90) days prior to the end of the current term.',
    'Franchisor may modify the Operations Manual from time to time upon thirty (30) days notice to Franchisee.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall thereafter renew for successive two (2) year terms, unless either party provides written notice of non-renewal no less than one hundred twenty (120) days prior to the end of the then-current term.',
    'Upon any non-renewal, Customer may elect, by written notice given within thirty (30) days after the end of the Term, to purchase transition services for a period of up to six (6) months.',
    'automatic',
    120,
  ],
];

/**
 * Renewals named in passing, or denied, in contracts that do not renew (26 November 2026, a new session; written
 * before the first run and read once): none should be read as the agreement renewing by itself or at an option, nor
 * any notice.
 */
export const DRAFTED_RENEWALS_IN_PASSING: string[] = [
  'Upon any renewal or extension of this Agreement, the fees set out in Schedule A shall increase by three percent (3%).',
  'The restrictions in Section 9 shall apply during the Term and any renewal thereof.',
  'This Agreement shall expire on the last day of the Initial Term and shall not be renewed or extended.',
  'Neither party shall have any obligation to renew this Agreement or to enter into any further agreement.',
  'In the event the Agreement is extended, the parties shall agree on new minimum purchase quantities for the extended period.',
  'If this Agreement is not renewed, Distributor may sell off its remaining inventory of Products for a period of six (6) months.',
  'The expiration of this Agreement without renewal shall not entitle Distributor to any compensation or indemnity.',
  'Any renewal of this Agreement shall be on such terms as the parties may then agree in writing.',
  'The Term may be extended only as provided in Section 14.3 for delays caused by Force Majeure, and then only for the duration of such delay.',
  'Nothing in this Agreement shall be construed as a commitment by either party to extend the Term.',
  'Company shall notify Consultant at least thirty (30) days before the end of the Term if it wishes to discuss a new engagement.',
  'All rights granted hereunder shall revert to Licensor upon the expiration of the Term, including any renewal term agreed by the parties.',
  'The Supplier acknowledges that the Buyer has made no representation that this Agreement will be renewed.',
  'Each Statement of Work shall terminate upon completion of the Services described in it, unless renewed by a new Statement of Work.',
  'Licensee shall pay the annual maintenance fee on each anniversary of the Effective Date during the Term.',
];

/**
 * Automatic words that renew nothing, or renew something other than the agreement, in contracts that do not renew (26
 * November 2026, a fourth session; written before the first run and read once): an extension for the length of a
 * delay, a tail for work in progress, an escrow agent's appointment, an exclusivity earned year by year, a standing
 * order repeated. None should be read as the agreement renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_AUTOMATIC_NOT_RENEWING: string[] = [
  'The Term shall be automatically extended for the duration of any event of Force Majeure that prevents either Party from performing its obligations hereunder.',
  'If at the end of the Term any Statement of Work remains in progress, this Agreement shall automatically continue to apply to that Statement of Work until its completion.',
  'The sublicenses granted by Licensee shall automatically terminate upon the expiration or termination of this Agreement.',
  'The Minimum Purchase Commitment for each subsequent Contract Year shall automatically increase by five percent (5%) over that of the preceding Contract Year.',
  "Licensee's right to use the Trademarks shall automatically lapse if Licensee fails to pay the Minimum Royalty in any two consecutive years.",
  'The exclusivity granted to Distributor in Section 2.1 shall be renewed for each following calendar year only if Distributor has met the Annual Minimum for the preceding year.',
  'The guarantee provided under Section 12 shall remain in force and shall be renewed by Supplier for so long as any amount remains payable under this Agreement.',
  'Unless Buyer instructs otherwise, standing orders shall be repeated automatically each month at the quantities last ordered.',
  'The appointment of the Escrow Agent shall renew annually unless either Party gives the Escrow Agent sixty (60) days notice of termination.',
  'Following the expiration of this Agreement, Distributor may continue to sell Products on a non-exclusive basis for an additional period of six (6) months.',
  'The parties acknowledge that the prior Distribution Agreement between them expired on December 31, 2018 and was not renewed.',
  'The Term shall automatically end, without notice, on the date Licensee ceases to hold the Regulatory Approval.',
];

/**
 * Renewal taken away, left to a later agreement, or recited from another agreement, in contracts that do not renew
 * (26 November 2026, an eighth session; written before the first run and read once): an amendment deleting an
 * automatic renewal, a recital of the agreement replaced, renewal only by the parties' later consent, a notice that
 * opens talks rather than stopping a renewal. None should be read as the agreement renewing by itself or at an option,
 * nor any notice.
 */
export const DRAFTED_RENEWALS_UNDONE_OR_RECITED: string[] = [
  'Section 2.2 of the Original Agreement, which provided for the automatic renewal of the term, is hereby deleted in its entirety.',
  'Notwithstanding Section 12.1, this Agreement shall not renew automatically, and any extension of the Term shall require a written amendment signed by both Parties.',
  'WHEREAS, the Prior Agreement renewed automatically for successive one-year terms and will terminate on the Effective Date of this Agreement, which supersedes it;',
  'The parties may, by mutual written consent, extend the Term for such additional periods as they may agree.',
  'Any extension or renewal of this Agreement shall be subject to the approval of the Board of Directors of each party and shall be evidenced in writing.',
  'If either party wishes to renew this Agreement, it shall so notify the other party at least ninety (90) days before the end of the Term, and the parties shall then negotiate in good faith the terms of any renewal.',
  'Customer acknowledges that the third-party licenses listed in Schedule C renew automatically under their own terms and are not part of this Agreement.',
  'The automatic renewal provisions of the Master Agreement shall not apply to this Addendum, which shall terminate on the date stated above.',
  'This Agreement replaces the Supply Agreement dated March 1, 2015, as renewed and extended from time to time, which is hereby terminated.',
  'Upon the expiration of the Term, the parties may enter into a new agreement on mutually acceptable terms, but neither party is obliged to do so.',
  'There shall be no automatic renewal of this Agreement.',
  'Each renewal of the insurance policies required by Section 11 shall be at the discretion of the insurer, and Supplier shall replace any policy not renewed.',
  'Licensor shall give Licensee written notice of any renewal fee at least sixty (60) days before the renewal of any patent registration.',
  "The Consultant's engagement may be continued after the end of the Term only by a new written agreement between the parties.",
  'Subject to the parties agreeing on pricing, this Agreement may be extended for one additional year by an amendment executed by both parties.',
];

/**
 * Renewals of another instrument than the agreement, in contracts that do not renew (27 November 2026, a ninth
 * session; written before the first run and read once): a form of sublicence in an exhibit, a clause quoted from a
 * head licence or lease, end users' subscriptions, statements of work, employment agreements assigned at closing, a
 * table of contents. None should be read as the agreement renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_RENEWALS_OF_OTHER_INSTRUMENTS: string[] = [
  'EXHIBIT B FORM OF SUBLICENSE AGREEMENT 2. Term. This Sublicense shall renew automatically for successive one (1) year periods unless Sublicensee gives notice of non-renewal at least thirty (30) days prior to expiration.',
  'Each sublicense granted by Licensee may be renewed by Licensee for successive terms of one year, provided that no sublicense shall extend beyond the Term of this Agreement.',
  'ARTICLE 3 TERM AND RENEWAL .......... 4 ARTICLE 4 PAYMENT .......... 6 ARTICLE 5 CONFIDENTIALITY .......... 8',
  '"Renewal Term" has the meaning given to it in the Lease.',
  'The Lease between Landlord and Tenant dated June 1, 2017 renews automatically for successive five-year periods unless Tenant gives twelve months notice; nothing in this Agreement shall extend or renew the Lease.',
  'The software maintenance agreements between Customer and its other vendors, which renew annually, are excluded from the Services.',
  'Reseller shall offer each End User a subscription of one year, which the End User may renew at its option for additional one-year periods at the then-current list price.',
  'Supplier shall ensure that none of its subcontracts renews automatically without the prior written consent of Company.',
  "The domain name registrations listed in Schedule 2 shall be renewed by Licensor before they lapse, at Licensee's cost.",
  'Schedule 4 (Terms of the Head Licence): "The Head Licence shall be automatically renewed for successive periods of five (5) years unless either party gives notice at least twelve (12) months before its expiry."',
  'Distributor shall use commercially reasonable efforts to cause its customers to renew their maintenance contracts, and shall receive a commission of ten percent on each renewal.',
  'The warranty period for each Product shall be twelve months from delivery and may be extended by Customer for a further twelve months upon payment of the Extended Warranty Fee.',
  'Each Statement of Work shall have its own term, and a Statement of Work may provide that it renews automatically; no such provision shall extend the term of this Agreement.',
  'The employment agreements of the Key Employees, each of which renews automatically for one-year periods, shall be assigned to Buyer at Closing.',
  'Tenant holds an option to renew the Premises Lease for two further terms of five years each, and this Agreement shall terminate on the expiry of the Lease in any event.',
];

/**
 * Extensions and renewals of a right, a period or a document inside the agreement, in contracts that do not renew (27
 * November 2026, a tenth session; written before the first run and read once): an exclusivity period extended by
 * itself, a sell-off period, a royalty term, a statement of work extended at the customer's option, pricing renewed
 * each year, a plan renewed by a committee, a closing date, a standstill, an insurance policy, a superseded agreement's
 * renewals, a sublease, a registration. None should be read as the agreement renewing by itself or at an option, nor
 * any notice.
 */
export const DRAFTED_RENEWALS_OF_RIGHTS_AND_PERIODS: string[] = [
  'The Exclusivity Period shall automatically be extended by one (1) year if Distributor meets the Minimum Purchase Requirement for the preceding year.',
  'Upon expiration of the Term, Licensee shall have a non-exclusive right to sell off its inventory for a period of six (6) months.',
  'The Royalty Term for each Product shall continue on a country-by-country basis until the expiration of the last Valid Claim covering such Product.',
  'Customer may, at its option, extend any Statement of Work for up to ninety (90) days by written notice to Provider.',
  'The parties shall meet annually to review the pricing in Exhibit C, and any revised pricing shall apply for the following contract year.',
  'The Marketing Plan shall be updated each year and renewed by mutual agreement of the Steering Committee.',
  'Any extension of the Closing Date beyond June 30 shall require the written consent of Buyer.',
  'The Standstill Period shall automatically terminate upon the public announcement of a competing offer.',
  'The Company may renew the key person insurance policy on the life of the Executive at its own expense.',
  'This Agreement supersedes the Original Agreement, which renewed automatically from year to year until the date hereof.',
  'Subtenant shall have no right to renew or extend the term of the Sublease beyond the term of the Master Lease.',
  'Distributor shall renew its registration with the Ministry of Health each year and provide Supplier with a copy of each renewal.',
];

/**
 * Extensions of the term that are no renewal, in contracts that do not renew (27 November 2026, an eleventh session;
 * written before the first run): a term extended by a delay, a force majeure or a notice period, run on to finish
 * work in progress or orders, a holdover from month to month, tolled limitation periods, a patent's term extended, a
 * delivery schedule a buyer may extend, a term extended twice before and no more. None should be read as the agreement
 * renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_EXTENSIONS_NOT_RENEWALS: string[] = [
  'If a Force Majeure Event delays performance, the Term shall be automatically extended by a period equal to the duration of the delay.',
  'The Initial Term shall be extended by one (1) month for each month by which the Launch Date is delayed beyond June 1.',
  'This Agreement shall remain in effect after the end of the Term to the extent necessary to complete any Statement of Work then in progress.',
  'If Distributor remains in possession of the Demonstration Equipment after the expiration of the Term, such holding over shall be a bailment from month to month.',
  'Any Purchase Order accepted before the expiration of this Agreement shall continue to be governed by its terms until fully performed.',
  'The time for Distributor to cure any default shall be extended automatically for so long as Company fails to supply the Products.',
  'All periods of limitation applicable to claims under this Agreement shall be tolled and extended during any negotiation under Section 18.',
  'The parties acknowledge that the Term has been extended twice under the Original Agreement and that no further extension is available.',
  'If on the expiration of the Term a Project is in progress, the provisions of this Agreement shall continue to apply to that Project until it is completed.',
  "Licensee's obligation to pay royalties shall continue for the full term of each Licensed Patent, as such term may be extended by any patent term extension.",
  'The delivery schedule may be extended by Buyer upon written notice to Seller given at least ten (10) days in advance.',
  'Where notice of termination is given, the Term shall be extended until the end of the calendar month in which the notice period expires.',
];

/**
 * Renewals and extensions of obligations, prices, plans and deadlines inside an agreement that does not renew (27
 * November 2026, an eleventh session; written before the first run): prices carried on, a rolling forecast, a
 * restricted period lengthened by a breach, a credit facility, stock options kept exercisable, confidentiality that
 * runs on, an operator's permit, a milestone deadline and an acceptance period a party may extend, a service level
 * reviewed each year. None should be read as the agreement renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_OBLIGATIONS_EXTENDED: string[] = [
  "The prices in Exhibit B shall be renegotiated annually, and absent agreement the prior year's prices shall automatically continue to apply.",
  'The rolling forecast shall be renewed each month for the following twelve (12) months.',
  'The Restricted Period shall be extended by any period during which Consultant is in breach of Section 9.',
  'The Revolving Credit Facility renews automatically each year unless the Bank gives ninety (90) days notice that it will not renew.',
  "Executive's stock options shall be extended so as to remain exercisable for twelve (12) months after the termination of employment.",
  'The obligations of confidentiality shall continue for five (5) years after expiration and shall automatically extend for so long as any Confidential Information remains a trade secret.',
  'The operating permit held by Operator expires on June 30 of each year and is renewed by the City upon payment of the annual permit fee.',
  'Company may extend the deadline for the First Milestone by up to sixty (60) days by written notice to Licensee.',
  'Customer may extend the Acceptance Period once by ten (10) Business Days by notice given before the Acceptance Period ends.',
  'The Service Levels shall be reviewed and renewed by the Steering Committee at the end of each Contract Year.',
];

/** Notices of something else than stopping a renewal, in contracts that do not renew: none should be read. */
export const DRAFTED_OTHER_NOTICES: string[] = [
  'Either party may terminate this Agreement for convenience upon ninety (90) days prior written notice to the other party.',
  'Company may terminate this Agreement at any time, with or without cause, by giving thirty (30) days written notice to Distributor.',
  'Either party may terminate this Agreement upon sixty (60) days written notice if the other party materially breaches this Agreement and fails to cure such breach within such period.',
  'Distributor shall deliver to Company, at least six (6) months before the end of each calendar year, a written forecast of its purchases for the following year.',
  'Licensee shall notify Licensor at least thirty (30) days prior to the expiration or cancellation of any insurance policy required hereunder.',
  'Upon expiration of the Term, Customer shall have ninety (90) days to return or destroy all Confidential Information.',
  'After the first anniversary of the Effective Date, either Party may terminate this Agreement without cause on one hundred twenty (120) days written notice.',
  'Supplier may increase the prices set forth in Exhibit B once per Contract Year upon sixty (60) days prior written notice to Purchaser.',
  'The parties shall meet at least ninety (90) days prior to the end of the Term to discuss in good faith whether to enter into a new agreement.',
  'Franchisee may terminate this Agreement effective at the end of any calendar month by giving Franchisor not less than thirty (30) days prior notice.',
  'If Licensee wishes to continue to use the Software after the Term, it shall so notify Licensor no later than sixty (60) days before the end of the Term.',
  'Any Purchase Order may be cancelled by Buyer upon fifteen (15) days written notice prior to the scheduled delivery date.',
];

/**
 * Where a drafted term ends, from the effective date of the contract it is put into: a length from it, a day of a
 * year after its year ("{Y+2}" in the clause is written as that year), or no end (null) or none at all (perpetual).
 */
export type DraftedEnd =
  { years: number; dayBefore?: true } | { months: number } | { yearsLater: number; on: string } | 'perpetual' | null;

export type DraftedTermClause = [clause: string, end: DraftedEnd];

/** Written first; their misses were looked at (none mended: docs/analysis-journal.md). */
export const DRAFTED_TERM_CLAUSES: DraftedTermClause[] = [
  [
    'This Agreement shall remain in full force and effect for a period of three (3) years commencing on the Effective Date.',
    { years: 3 },
  ],
  [
    'The term of this Agreement shall be five (5) years from the Effective Date, unless sooner terminated as provided herein.',
    { years: 5 },
  ],
  [
    'Unless earlier terminated in accordance with Section 12, this Agreement will expire on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  [
    'This Agreement shall be effective as of the Effective Date and shall continue in effect through December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Initial Term of this Agreement shall run from the Effective Date until the fourth anniversary thereof.',
    { years: 4 },
  ],
  [
    'This Agreement will terminate thirty-six (36) months after the Effective Date unless extended by the Parties in writing.',
    { months: 36 },
  ],
  [
    'Subject to earlier termination under Article 15, the term hereof shall be a period of seven (7) years beginning on the Effective Date.',
    { years: 7 },
  ],
  [
    'The term of this Agreement (the "Term") shall commence on the Effective Date and end at 11:59 p.m. on June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    'This Agreement shall continue in force until the fifth anniversary of the Effective Date, unless terminated earlier pursuant to Section 9.',
    { years: 5 },
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and shall continue for a period of twenty (20) years thereafter.',
    { years: 20 },
  ],
  [
    'Unless terminated earlier, this Agreement shall have a term of two (2) years from the Effective Date.',
    { years: 2 },
  ],
  [
    'This Agreement shall terminate on December 31, {Y+3}, unless extended by mutual written agreement of the parties.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Term of this Agreement shall be for a period of eighteen (18) months following the Effective Date.',
    { months: 18 },
  ],
  [
    'This Agreement shall be in effect from the Effective Date through the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'The parties agree that this Agreement shall expire on March 31, {Y+4} unless terminated sooner as set forth below.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'This Agreement enters into force on the Effective Date and remains valid for a period of four (4) years.',
    { years: 4 },
  ],
  ['The initial term of this Agreement shall end ten (10) years after the Effective Date.', { years: 10 }],
  [
    'This Agreement and the licenses granted hereunder shall continue until September 30, {Y+5}, unless earlier terminated.',
    { yearsLater: 5, on: '09-30' },
  ],
  [
    'The Term shall commence upon the Effective Date and shall expire upon the expiration of sixty (60) months thereafter.',
    { months: 60 },
  ],
  ['The duration of this Agreement is six (6) years starting from the Effective Date.', { years: 6 }],
  [
    "This Agreement shall be for an initial term of three years, commencing on the Effective Date (the 'Initial Term').",
    { years: 3 },
  ],
  [
    'The term of this agreement is from the Effective Date to and including December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'This Agreement shall become effective on the Effective Date and, unless terminated earlier as provided herein, shall remain in effect for an initial period of five (5) Contract Years.',
    { years: 5 },
  ],
  ['The term of this Agreement shall extend until December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement shall be valid until 31 December {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['This Agreement shall expire on the 31st day of December, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  [
    'The Term of this Agreement shall be a period of one (1) year, commencing on the Effective Date and ending on the day immediately preceding the first anniversary thereof.',
    { years: 1, dayBefore: true },
  ],
  ['The Initial Term shall end on the date which is five (5) years after the Effective Date.', { years: 5 }],
  [
    'This Agreement shall continue in full force and effect for an initial term expiring on the third (3rd) anniversary of the Commercial Launch Date.',
    null,
  ],
  [
    'This Agreement shall terminate upon the earlier of (a) December 31, {Y+2} or (b) the completion of the Services.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Unless otherwise terminated, the Agreement remains in force for a term of 3 years as of the Effective Date.',
    { years: 3 },
  ],
  ['The initial term of this Agreement will be two years.', { years: 2 }],
  [
    'Term. This Agreement shall run for an initial period of twelve (12) months from the Effective Date.',
    { months: 12 },
  ],
  ['The term of this Agreement shall continue until the end of the fifth (5th) Contract Year.', { years: 5 }],
  [
    'This Agreement shall have an initial term ending on June 30, {Y+2}, subject to earlier termination as provided herein.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'The Agreement shall remain in force until the earlier of the date on which the last Product is discontinued or ten years from the Effective Date.',
    null,
  ],
  ['The term shall be five (5) years and shall begin on the Effective Date.', { years: 5 }],
  ['This Agreement shall continue for a period of forty-eight (48) months from the Effective Date.', { months: 48 }],
  [
    'The initial term shall be for two (2) years, ending on the second anniversary of the Effective Date.',
    { years: 2 },
  ],
  [
    'This Agreement shall continue in effect until terminated by either party on ninety (90) days written notice.',
    'perpetual',
  ],
];

/** Written after the renewal mends and read once before any change: the held-out figure. */
export const DRAFTED_TERM_CLAUSES_HELD_OUT: DraftedTermClause[] = [
  [
    'This Agreement shall enter into force on the Effective Date and shall remain in force for an initial period of five (5) years.',
    { years: 5 },
  ],
  [
    'The Initial Term of this Agreement is the period beginning on the Effective Date and ending on December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'Unless sooner terminated as provided in this Agreement, the term of this Agreement shall end on the tenth (10th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  ['This Agreement shall be in force for a period of two (2) years from the Effective Date.', { years: 2 }],
  [
    'The term of this Agreement shall be for a period commencing on the Effective Date and continuing through June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['This agreement will be valid for 3 years from the Effective Date.', { years: 3 }],
  [
    'The Term of this Agreement shall begin on the Effective Date and continue for a period of sixty (60) months.',
    { months: 60 },
  ],
  [
    'This Agreement expires on September 30, {Y+2} unless extended in writing by both parties.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'This Agreement shall remain in effect for an initial term of four (4) years after the Effective Date, unless terminated earlier in accordance with its terms.',
    { years: 4 },
  ],
  [
    'The term of the license granted hereunder and of this Agreement shall expire twenty (20) years after the Effective Date.',
    { years: 20 },
  ],
  [
    'The Agreement commences on the Effective Date and shall continue in full force for a fixed term of three (3) years.',
    { years: 3 },
  ],
  ['This Agreement shall have a duration of twenty-four (24) months as from the Effective Date.', { months: 24 }],
  ['The initial term of this Agreement shall expire on the fifth anniversary of the Effective Date.', { years: 5 }],
  [
    'This Agreement shall remain in effect until December 31, {Y+1} and shall terminate automatically thereafter.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'This Agreement shall continue in effect indefinitely until terminated by either Party upon six (6) months written notice.',
    'perpetual',
  ],
];

/** A second held-out batch, written on 26 November 2026 after every mend above and read once before any change. */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_2: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and shall remain in effect for an initial term of three (3) years (the "Initial Term").',
    { years: 3 },
  ],
  ['The period of this Agreement shall be two (2) years from the date of execution hereof.', { years: 2 }],
  [
    'Unless terminated as provided in Article 14, this Agreement shall be in force for a term of ten (10) years starting on the Effective Date.',
    { years: 10 },
  ],
  ['This Agreement shall expire at midnight on December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  [
    'This Agreement shall have a term commencing on the Effective Date and expiring on the fifth (5th) anniversary thereof, unless sooner terminated in accordance with this Agreement.',
    { years: 5 },
  ],
  [
    'The term of this License shall be for a period of twenty-four (24) months, beginning on the Effective Date.',
    { months: 24 },
  ],
  [
    'This Agreement shall be effective for a period of one (1) year from the Effective Date and may not be terminated by either party during such period except for cause.',
    { years: 1 },
  ],
  [
    'Subject to the provisions for earlier termination set forth herein, this Agreement shall continue in effect until June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'The Agreement will remain in effect for a period of four (4) years after the Effective Date (the "Initial Period").',
    { years: 4 },
  ],
  [
    'The term of this Agreement shall run until the close of business on March 31, {Y+1}.',
    { yearsLater: 1, on: '03-31' },
  ],
  [
    'This Agreement shall continue in full force and effect for so long as Licensee continues to sell Licensed Products in the Territory.',
    null,
  ],
  [
    'This Agreement shall have no fixed term and shall remain in force until terminated by either party on ninety (90) days written notice.',
    'perpetual',
  ],
  ['The term of this Agreement is eight (8) years, commencing as of the Effective Date.', { years: 8 }],
  [
    'This Agreement is effective from the Effective Date until the date falling three (3) years thereafter.',
    { years: 3 },
  ],
  ['This Agreement shall remain in force for fifteen (15) years from the Effective Date.', { years: 15 }],
];

/**
 * A third held-out batch, written on 26 November 2026 (a new session) and read once before any change: terms stated
 * in one short sentence, and terms beside another period in the next sentence or clause (confidentiality surviving,
 * a warranty, a restriction after the end, a sell-off licence).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_3: DraftedTermClause[] = [
  ['This Agreement expires on December 31, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['The Agreement is valid for two (2) years.', { years: 2 }],
  ['The term hereof is three (3) years.', { years: 3 }],
  ['This Agreement terminates on June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['Term: five (5) years from the Effective Date.', { years: 5 }],
  ['This Agreement shall run for thirty-six (36) months.', { months: 36 }],
  [
    "This Agreement shall be in effect until December 31, {Y+4}. Each party's obligations under Article 9 (Confidentiality) shall survive its expiration for a period of three (3) years.",
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The initial term of this Agreement shall be four (4) years from the Effective Date. Any warranty given under this Agreement shall run for eighteen (18) months from delivery.',
    { years: 4 },
  ],
  [
    'This Agreement shall remain in effect for seven (7) years from the Effective Date. The restrictions of Section 8 shall continue for two (2) years after the expiration or termination of this Agreement.',
    { years: 7 },
  ],
  [
    'The term of this Agreement shall expire on the second (2nd) anniversary of the Effective Date; the license granted in Section 2.3 shall, however, continue for a further period of one (1) year to permit the sale of remaining inventory.',
    { years: 2 },
  ],
  ['This Agreement ends on March 31, {Y+2}, unless extended by written agreement.', { yearsLater: 2, on: '03-31' }],
  [
    'Duration: This Agreement enters into force on the Effective Date and remains in force for ten (10) years.',
    { years: 10 },
  ],
];

/**
 * A fourth held-out batch (26 November 2026, later), read once: ends counted in the contract's own years or from a
 * calendar year ("five (5) Contract Years", "December 31 of the third full calendar year following the Effective
 * Date", "the end of the calendar year in which the Effective Date occurs").
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_4: DraftedTermClause[] = [
  ['The Term shall consist of five (5) Contract Years, commencing on the Effective Date.', { years: 5 }],
  ['The Term of this Agreement shall end on the third (3rd) anniversary of the Effective Date.', { years: 3 }],
  ['This Agreement shall terminate at the end of the second (2nd) Agreement Year.', { years: 2 }],
  ['The initial term of this Agreement shall be four (4) Agreement Years from the Effective Date.', { years: 4 }],
  [
    'The Term shall expire on December 31 of the third (3rd) full calendar year following the Effective Date.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement shall remain in force until December 31 of the year in which the fifth (5th) anniversary of the Effective Date occurs.',
    { yearsLater: 5, on: '12-31' },
  ],
  [
    'The term of this Agreement is ten (10) years from the Effective Date, ending on the day before the tenth (10th) anniversary of the Effective Date.',
    { years: 10, dayBefore: true },
  ],
  [
    'This Agreement shall continue in effect through the end of the calendar year in which the Effective Date occurs.',
    { yearsLater: 0, on: '12-31' },
  ],
  [
    'Unless sooner terminated, this Agreement shall expire on the last day of the calendar year that is two (2) years after the year in which the Effective Date falls.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be in effect from the Effective Date until June 30 of the year following the year in which it is signed.',
    { yearsLater: 1, on: '06-30' },
  ],
];

/**
 * A fifth held-out batch (26 November 2026, third session), written before its first run: the term as an amendment
 * restates or extends it, written into the contract in place of its term passage ("Section 3.1 ... is hereby deleted
 * in its entirety and replaced with the following", "is hereby extended through", "from December 31, 2009 to").
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_5: DraftedTermClause[] = [
  [
    'Section 3.1 of the Agreement is hereby deleted in its entirety and replaced with the following: "3.1 Term. The term of this Agreement shall expire on December 31, {Y+4}."',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Term of the Agreement is hereby extended through June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  [
    'The parties agree that the expiration date of the Agreement is extended from December 31, {Y+1} to December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Effective upon execution of this Amendment, the Initial Term is extended by two (2) years, so that it now expires on March 31, {Y+5}.',
    { yearsLater: 5, on: '03-31' },
  ],
  [
    'The first sentence of Section 10.1 is amended to read as follows: "This Agreement shall remain in effect until September 30, {Y+3}, unless sooner terminated as provided herein."',
    { yearsLater: 3, on: '09-30' },
  ],
  [
    'Notwithstanding anything to the contrary in the Agreement, the Term shall end on the fifth (5th) anniversary of the Effective Date rather than the third (3rd) anniversary.',
    { years: 5 },
  ],
  [
    'The Agreement, which was to expire on January 31, {Y+1}, shall continue in full force and effect until January 31, {Y+3}.',
    { yearsLater: 3, on: '01-31' },
  ],
  [
    'The term of the License Agreement is hereby renewed for a period of three (3) years commencing on the Effective Date and ending on the third (3rd) anniversary thereof.',
    { years: 3 },
  ],
  [
    'The expiration date set forth in Section 2 of the Agreement is hereby changed to October 31, {Y+2}.',
    { yearsLater: 2, on: '10-31' },
  ],
];

/**
 * A sixth held-out batch (26 November 2026, seventh session), written before its first run: term clauses as SEC
 * filings write them plainly, the kinds the unseen contracts missed most (an end read as none): a date after
 * "expire on" or "until the close of business on", a length "thereafter" or "after the Effective Date", an anniversary
 * the agreement terminates on "automatically, without notice", the day before an anniversary, an indefinite period.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_6: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and shall expire on December 31, {Y+3}, unless earlier terminated pursuant to Article 14.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['The term of this Agreement shall begin on the Effective Date and end seven (7) years thereafter.', { years: 7 }],
  [
    'Subject to the provisions for earlier termination set forth herein, this Agreement shall have a term of forty-eight (48) months from the Effective Date.',
    { months: 48 },
  ],
  [
    'This Agreement shall be in force from the Effective Date until the close of business on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'The Term of this Agreement shall be a period of fifteen (15) years, beginning on the Effective Date.',
    { years: 15 },
  ],
  [
    'This Agreement shall terminate automatically, without notice, on the sixth anniversary of the Effective Date.',
    { years: 6 },
  ],
  [
    'This Agreement becomes effective on the Effective Date and, unless terminated earlier in accordance with its terms, remains in effect for an initial period of two (2) years.',
    { years: 2 },
  ],
  [
    'Unless extended by mutual written agreement of the parties, the term of this Agreement shall end on September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'The Agreement shall remain valid for an indefinite period of time, provided that either Party may terminate it upon ninety (90) days written notice.',
    'perpetual',
  ],
  ['This Supply Agreement shall be effective for a period of ten (10) years after the Effective Date.', { years: 10 }],
  [
    'The initial term of this Agreement is five years, commencing on the Effective Date and ending on the day immediately preceding the fifth anniversary of the Effective Date.',
    { years: 5, dayBefore: true },
  ],
  [
    'This Agreement will continue until December 31, {Y+2} and will then expire unless renewed by written agreement.',
    { yearsLater: 2, on: '12-31' },
  ],
];

/**
 * A seventh held-out batch of term clauses (27 November 2026, a ninth session; written before the first run and read
 * once): terms that run "through and including" a date, are "binding ... from the date first written above", "endure",
 * last until an anniversary, end "on the date that is eighteen (18) months after", a term given in a heading's
 * fragment, a European date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_7: DraftedTermClause[] = [
  [
    'The term of this Agreement (the "Term") shall be for a period commencing on the Effective Date and continuing through and including December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'This Agreement shall be binding upon the parties for a period of five (5) years from the date first written above.',
    { years: 5 },
  ],
  [
    'Duration. This Agreement shall take effect on the Effective Date and shall continue in force for a period of thirty-six (36) months.',
    { months: 36 },
  ],
  [
    'This Agreement shall expire on the third (3rd) anniversary of the Effective Date unless sooner terminated as provided herein.',
    { years: 3 },
  ],
  ['This Agreement shall continue in effect until the fifth (5th) anniversary of the Effective Date.', { years: 5 }],
  [
    'The parties agree that the term of this Agreement shall run from the Effective Date through June 30, {Y+5}.',
    { yearsLater: 5, on: '06-30' },
  ],
  [
    'Unless otherwise terminated, the Agreement shall remain in effect for one (1) year following the Effective Date.',
    { years: 1 },
  ],
  ['This Agreement will terminate on the date that is eighteen (18) months after the Effective Date.', { months: 18 }],
  ['The term of this Agreement shall be seven (7) years, measured from the Effective Date.', { years: 7 }],
  ['Term. Ten years from the Effective Date, unless terminated earlier under Section 12.', { years: 10 }],
  ['This Agreement shall endure for a period of four (4) years from the Effective Date.', { years: 4 }],
  ['The Agreement shall be valid until 31 March {Y+3}.', { yearsLater: 3, on: '03-31' }],
];

/**
 * An eighth held-out batch of term clauses (27 November 2026, a ninth session; written before the first run and read
 * once), as SEC filings state a term: "for a period commencing on the Effective Date and ending on", "shall be
 * coterminous with", "the Term shall expire at 11:59 p.m. on", a term "of five (5) years beginning with the Effective
 * Date", "through the fifth (5th) anniversary", a term stated after its heading on the same line.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_8: DraftedTermClause[] = [
  [
    'The term of this Agreement shall be for a period commencing on the Effective Date and ending on March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'Unless earlier terminated, the Term shall expire at 11:59 p.m. Eastern Time on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['This Agreement shall have a term of five (5) years beginning with the Effective Date.', { years: 5 }],
  [
    'The Agreement shall be in effect from the Effective Date through the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'TERM. The term of this Agreement will begin on the Effective Date and will continue for twenty-four (24) months thereafter.',
    { months: 24 },
  ],
  [
    'This Agreement shall become effective on the Effective Date and shall remain in effect for a period of seven (7) years, subject to earlier termination as provided in Article 11.',
    { years: 7 },
  ],
  [
    'Subject to Section 9.2, this Agreement shall terminate on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement shall commence as of the Effective Date and end on June 30, {Y+4} (the "Initial Term").',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'This Agreement is effective as of the Effective Date and shall continue in force for an initial period of ten (10) years.',
    { years: 10 },
  ],
  [
    'The Term of this Agreement shall run from the Effective Date until September 30, {Y+1}, unless this Agreement is terminated sooner in accordance with its terms.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'The parties agree that this Agreement shall be in force for a term of three (3) years from and after the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall remain in full force and effect until the later of (i) December 31, {Y+5} or (ii) the date on which all amounts due hereunder have been paid.',
    null,
  ],
];

/**
 * A ninth held-out batch of term clauses (27 November 2026, a tenth session; written after the term-clause model was
 * given the shape of a sentence opening with the agreement or its term, before that change was run on it, and read
 * once): plain ends in a line ("This Contract shall expire on 30 June"), a heading before the term, a licence or a
 * contract rather than an agreement, and ends on an event, which give no date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_9: DraftedTermClause[] = [
  ['This Contract shall expire on 30 June {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['The Agreement terminates automatically on December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['2. Duration. This Agreement shall last for a period of four (4) years from the Effective Date.', { years: 4 }],
  ['The term of this Agreement is three (3) years.', { years: 3 }],
  ['This Agreement shall continue through March 31, {Y+3}.', { yearsLater: 3, on: '03-31' }],
  ['This Agreement shall be effective for a term of eighteen (18) months.', { months: 18 }],
  ['The License shall expire on the tenth (10th) anniversary of the Effective Date.', { years: 10 }],
  ['This Agreement shall terminate upon the closing of the Merger.', null],
  [
    'The Agreement runs until 15 September {Y+2}, after which it ends unless the parties agree otherwise in writing.',
    { yearsLater: 2, on: '09-15' },
  ],
  ['This Agreement shall remain in effect until the completion of the Services.', null],
  [
    'ARTICLE 5 - TERM The term of this Contract begins on the Effective Date and ends on January 31, {Y+2}.',
    { yearsLater: 2, on: '01-31' },
  ],
  ['This Agreement will be in force for two years from the date of its signature by the last party.', { years: 2 }],
  ['Term: 36 months from the Effective Date.', { months: 36 }],
];

/**
 * A tenth held-out batch of term clauses (27 November 2026, a tenth session; written before the first run and read
 * once): the term given by a definition ('"Term" means the period ...', '"Expiration Date" means ...'), in a schedule's
 * line, after a bare heading ("Term. Five (5) years ..."), on "the date that is ten (10) years after", at a time of day,
 * and two ends on an event, which give no date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_10: DraftedTermClause[] = [
  [
    '"Term" means the period commencing on the Effective Date and ending on December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    '"Expiration Date" means June 30, {Y+2}. This Agreement shall expire on the Expiration Date.',
    { yearsLater: 2, on: '06-30' },
  ],
  ['As used herein, the "Term" shall mean the period of four (4) years beginning on the Effective Date.', { years: 4 }],
  [
    'The term of this Agreement (the "Term") shall be as set forth in Schedule A. Schedule A: Term: thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  ['Term. Five (5) years from the Effective Date.', { years: 5 }],
  [
    'Duration of Agreement: This Agreement is valid from the Effective Date until 31 December {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'The parties intend that this Agreement will remain in place for three (3) years, and it shall terminate on the third anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['The Initial Term shall expire on the date that is ten (10) years after the Effective Date.', { years: 10 }],
  ['This Agreement shall remain in effect until the date on which the Company completes the Offering.', null],
  ['This Agreement shall terminate upon the dissolution of the Joint Venture.', null],
  ['The term of this Agreement shall be seven (7) years, commencing on the Effective Date.', { years: 7 }],
  [
    'Subject to earlier termination, the Term shall end at 5:00 p.m. (New York time) on March 15, {Y+4}.',
    { yearsLater: 4, on: '03-15' },
  ],
];

/**
 * An eleventh held-out batch of term clauses (27 November 2026, an eleventh session; written before the first run):
 * plain one-line ends of under twelve words ("This Agreement ends on ...", "The term is one year."), the kind a clause
 * model fitted on long passages ranks low, beside longer lines of the same kinds, a ceiling ("shall not extend
 * beyond"), and one end on an event, which gives no date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_11: DraftedTermClause[] = [
  ['This Agreement ends on September 30, {Y+2}.', { yearsLater: 2, on: '09-30' }],
  ['The Agreement expires three (3) years after the Effective Date.', { years: 3 }],
  ['This Contract terminates on 31 March {Y+1}.', { yearsLater: 1, on: '03-31' }],
  ['This Agreement is effective for two (2) years.', { years: 2 }],
  ['Term: This Agreement will last for 24 months.', { months: 24 }],
  ['The term is one (1) year from the Effective Date.', { years: 1 }],
  ['This Agreement shall be in force until 30 November {Y+3}.', { yearsLater: 3, on: '11-30' }],
  ['This Agreement remains in effect through December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement will terminate on the second anniversary of the Effective Date.', { years: 2 }],
  [
    'In no event shall the term of this Agreement extend beyond June 30, {Y+4}, unless the parties agree otherwise in writing.',
    { yearsLater: 4, on: '06-30' },
  ],
  ['This Agreement shall terminate when all Products ordered hereunder have been delivered and paid for.', null],
  [
    'The term of this Agreement is from the Effective Date to December 31, {Y+1}, subject to earlier termination under Section 12.',
    { yearsLater: 1, on: '12-31' },
  ],
];

/**
 * A twelfth held-out batch of term clauses (27 November 2026, a twelfth session; written before the first run and
 * never fitted on): short lines in words none of the earlier batches use ("shall be binding until", "will be in
 * place for", "lapses on"), a line after its own label, and longer ones of the same kinds, so the batch tells whether
 * a model fitted on drafted short lines learnt their shape or their words (docs/analysis-journal.md).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_12: DraftedTermClause[] = [
  ['This Agreement lapses on March 31, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['The Agreement will be in place for three (3) years.', { years: 3 }],
  ['This Agreement shall be binding until 15 August {Y+1}.', { yearsLater: 1, on: '08-15' }],
  ['Contract period: thirty (30) months from the Effective Date.', { months: 30 }],
  ['The duration of this Agreement is four (4) years.', { years: 4 }],
  ['This Agreement shall stay in effect until December 31, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['The Agreement shall be operative for a term of two years.', { years: 2 }],
  ['This License expires at the close of business on June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['This Agreement covers the period ending October 31, {Y+2}.', { yearsLater: 2, on: '10-31' }],
  ['Term of Agreement. Eighteen (18) months.', { months: 18 }],
  ['The Agreement shall come to an end on 28 February {Y+2}.', { yearsLater: 2, on: '02-28' }],
  ['This Agreement terminates at the end of its fifth year.', { years: 5 }],
  [
    'This Agreement shall be valid and binding upon the Parties for a period of six (6) years following the Effective Date, unless terminated sooner pursuant to Clause 14.',
    { years: 6 },
  ],
  [
    'Unless extended by written amendment, the Agreement shall lapse on September 30, {Y+4}, and no Services shall be performed thereafter.',
    { yearsLater: 4, on: '09-30' },
  ],
  ['This Agreement shall continue until the parties agree in writing to end it.', 'perpetual'],
  ['The Agreement remains effective until the Project is completed.', null],
];

/**
 * A tenth held-out batch of renewal clauses (27 November 2026, a twelfth session; written before the first run and
 * never fitted on): renewals as long filings write them in words the earlier batches use little ("prolonged from year
 * to year", "save where", "deemed extended ... and so on", "elect not to renew", "by registered letter"), options of
 * either side, and a mutual renewal, each after the term passage of a work contract that does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_10: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended for consecutive periods of one (1) year each, unless terminated by either Party by written notice given not later than ninety (90) days prior to the expiry of the then current period.',
    'automatic',
    90,
  ],
  [
    'Upon the expiration of the Initial Term, the term of this Agreement shall be extended for an additional three (3) year period, unless Distributor notifies Manufacturer in writing of its intention not to extend at least six (6) months prior to such expiration.',
    'automatic',
    180,
  ],
  [
    'The term hereof shall renew on each anniversary of the Effective Date for a further year, save where either party has served notice of termination on the other no later than three (3) months before such anniversary.',
    'automatic',
    90,
  ],
  [
    'This Agreement will be renewed for successive terms of two (2) years unless one of the parties informs the other, by registered letter with acknowledgment of receipt, of its decision not to renew, at least six (6) months before the expiry date.',
    'automatic',
    180,
  ],
  [
    'If neither party has given notice of non-renewal at least thirty (30) days before the end of the Term, the Term shall be deemed extended for a further one-year period, and so on from year to year.',
    'automatic',
    30,
  ],
  [
    'Thereafter, this Agreement shall be renewed for additional one-year terms, except that either party may elect not to renew by providing written notice of such election no fewer than ninety (90) calendar days before the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall renew for successive one (1) year periods on the same terms unless terminated by either party upon written notice to the other party no less than forty-five (45) days prior to the end of the then current term.',
    'automatic',
    45,
  ],
  [
    'Licensee may renew this Agreement for two (2) successive renewal terms of five (5) years each, provided Licensee is not then in default, by giving Licensor written notice of renewal not less than one hundred twenty (120) days before expiration.',
    'option',
    null,
  ],
  [
    'The Company may, in its sole discretion, extend the term of this Agreement for one additional period of twelve (12) months by written notice to the Consultant delivered on or before the expiration of the Term.',
    'option',
    null,
  ],
  [
    "The term of this Agreement may be extended at the Supplier's election for one (1) further period of three (3) years on the same terms and conditions.",
    'option',
    null,
  ],
  [
    'The Parties may renew this Agreement upon mutual written consent for such further period as they may agree.',
    'mutual',
    null,
  ],
  [
    "This Agreement shall be prolonged from year to year unless it is terminated by either party with two (2) months' notice prior to its expiry.",
    'automatic',
    60,
  ],
];

/**
 * Sentences of long filings that name a renewal, an extension or something automatic of the agreement and grant none
 * (27 November 2026, a twelfth session; held out, written before the first run): each put into a work contract that
 * does not renew, none should be read as renewing or given a notice.
 */
export const DRAFTED_RENEWALS_NOT_GRANTED: string[] = [
  'No renewal of this Agreement shall be effective unless set forth in a written amendment signed by both Parties.',
  'Licensee acknowledges that Licensor has made no representation that this Agreement will be renewed or extended beyond the Term.',
  'The fees for any renewal period shall be negotiated by the parties in good faith.',
  'Distributor shall use its best efforts to obtain and renew all permits and licenses necessary for the distribution of the Products in the Territory.',
  'The Warranty Period shall not be extended by any repair or replacement of a Product.',
  'Each Purchase Order shall automatically expire if not accepted by Supplier within ten (10) Business Days after its receipt.',
  'This Agreement supersedes the Prior Agreement, which expired by its terms on December 31, 2019 and was not renewed.',
  'Upon expiration of the Term, this Agreement shall terminate automatically without any further action by either Party.',
  'Neither party shall be under any obligation to renew this Agreement or to enter into any new agreement upon its expiration.',
  'Any extension of the Term shall require the prior written approval of both Parties and of the Regulatory Authority.',
  'The parties shall begin discussions regarding a possible renewal of this Agreement no later than six (6) months before the end of the Term.',
  'Automatic renewal provisions in any Statement of Work shall not apply to this Agreement.',
];

/**
 * A thirteenth held-out batch of term clauses (27 November 2026, a twelfth session; written before the first run and
 * never fitted on): terms as SEC filings state them in words the earlier batches use little ("shall be coterminous
 * with", "for an initial period ending", "the period beginning ... and ending", "shall remain in full force until the
 * close of business on", "for the Term set forth in Schedule A: five years"), and two that give no date of their own.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_13: DraftedTermClause[] = [
  [
    'This Agreement shall take effect on the Effective Date and shall remain in force for an initial period ending on December 31, {Y+3} (the "Initial Period").',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The term of this Agreement shall be the period beginning on the Effective Date and ending on the fourth (4th) anniversary of the Effective Date, unless terminated earlier in accordance with Article 11.',
    { years: 4 },
  ],
  [
    'Unless sooner terminated as provided herein, this Agreement shall remain in full force until the close of business on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'The Distribution Period shall commence on the Effective Date and shall continue for a period of sixty (60) months thereafter, unless terminated sooner as set forth in Section 14.',
    { months: 60 },
  ],
  [
    'Subject to the provisions of Section 10 hereof, the term of this Agreement shall be for three (3) years, commencing on the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall have an initial term expiring on the seventh (7th) anniversary of the Effective Date.',
    { years: 7 },
  ],
  [
    'This Agreement will be effective from the Effective Date until March 31, {Y+1}, at which time it will expire unless extended by written agreement of the parties.',
    { yearsLater: 1, on: '03-31' },
  ],
  [
    'The License granted hereunder shall be for a term of ten (10) years from the Effective Date (the "License Term").',
    { years: 10 },
  ],
  [
    'The initial term of this Agreement (the "Initial Term") shall expire at midnight on September 30, {Y+4}.',
    { yearsLater: 4, on: '09-30' },
  ],
  [
    'This Agreement shall be coterminous with the Master Services Agreement and shall expire upon the expiration or termination thereof.',
    null,
  ],
  [
    'The term of this Agreement shall run until all obligations of the parties hereunder have been fully performed.',
    null,
  ],
];

/**
 * A fourteenth held-out batch of term clauses (27 November 2026, a thirteenth session; written before the first run and
 * never fitted on), after short sentences came to be scored by the short documents' clause model too: short lines in
 * verbs and labels none of the earlier batches use ("cease", "subsist", "endure", "is concluded for", "Expiry:"), and
 * short lines with a date or a length that end no term (a warranty claim, a shipment, fixed prices, an insurance
 * policy, an invoice, records kept), each in place of a contract's term passage, where no end should be read.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_14: DraftedTermClause[] = [
  ['The Agreement runs until 30 April {Y+2}.', { yearsLater: 2, on: '04-30' }],
  ['This Agreement is in force for five (5) years.', { years: 5 }],
  ['Agreement term: two (2) years.', { years: 2 }],
  ['This Agreement will cease on 31 May {Y+3}.', { yearsLater: 3, on: '05-31' }],
  ['Expiry: 30 September {Y+1}.', { yearsLater: 1, on: '09-30' }],
  ['The Agreement has a duration of thirty-six (36) months.', { months: 36 }],
  ['This Agreement shall subsist for three (3) years.', { years: 3 }],
  ['The Agreement is concluded for a fixed period of two years.', { years: 2 }],
  ['This Agreement shall be effective through November 30, {Y+2}.', { yearsLater: 2, on: '11-30' }],
  ['The term hereof is one (1) year.', { years: 1 }],
  ['This Agreement shall endure for ten (10) years.', { years: 10 }],
  ['This Agreement is effective until January 31, {Y+4}.', { yearsLater: 4, on: '01-31' }],
  ['Each warranty claim must be made within two (2) years.', null],
  ['The first shipment is due on March 15, {Y+1}.', null],
  ['Prices are fixed until December 31, {Y+1}.', null],
  ["The Supplier's insurance policy expires on June 30, {Y+2}.", null],
  ['Invoices are payable within sixty (60) days.', null],
  ['Samples shall be retained for five (5) years.', null],
];

/**
 * An eleventh held-out batch of renewal clauses (27 November 2026, a thirteenth session; written before the first run
 * and never fitted on): renewals stated in a short line, as a long filing seldom states them, each after the term
 * passage of a work contract that does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_11: DraftedRenewalClause[] = [
  ['This Agreement renews automatically each year.', 'automatic', null],
  ['The Term renews annually unless cancelled.', 'automatic', null],
  ['Renewal: automatic, for one (1) year periods.', 'automatic', null],
  ['Thereafter, it renews from year to year.', 'automatic', null],
  ['The Agreement auto-renews yearly absent sixty (60) days notice.', 'automatic', 60],
  ['The Licensee may renew this Agreement once for five years.', 'option', null],
  ['Distributor has an option to renew for two years.', 'option', null],
  ['This Agreement is renewable by mutual consent.', 'mutual', null],
  ['The parties may extend the Term by mutual written agreement.', 'mutual', null],
  ['This Agreement shall not be renewed.', 'none', null],
];

/**
 * A fifteenth held-out batch of term clauses (27 November 2026, a thirteenth session; written before the first run and
 * never fitted on), after a term's shape came to be weighed whatever its verb: short lines in verbs no earlier batch
 * uses ("persist", "hold good", "operate", "stay", "have effect", "conclude", "finish", "be in operation", "is entered
 * into for"), and short lines with a date or a length that end no term (a first order, a price list, reports, a
 * warehouse lease), each in place of a contract's term passage.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_15: DraftedTermClause[] = [
  ['This Agreement shall persist until 31 October {Y+2}.', { yearsLater: 2, on: '10-31' }],
  ['The Agreement holds good for four (4) years.', { years: 4 }],
  ['This Contract shall operate until 30 June {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['This Agreement stays in force for two (2) years.', { years: 2 }],
  ['This Agreement shall have effect until 31 December {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['The Contract concludes on 15 January {Y+3}.', { yearsLater: 3, on: '01-15' }],
  ['This Agreement is entered into for a period of three (3) years.', { years: 3 }],
  ['This Agreement will finish on 30 September {Y+2}.', { yearsLater: 2, on: '09-30' }],
  ['The Term is sixty (60) months.', { months: 60 }],
  ['This Agreement shall be in operation for five (5) years.', { years: 5 }],
  ['The Distributor shall place its first order on or before March 31, {Y+1}.', null],
  ['The price list is valid until December 31, {Y+1}.', null],
  ['The Licensee shall submit reports for three (3) years.', null],
  ['The lease of the warehouse ends on June 30, {Y+2}.', null],
];

/**
 * A sixteenth held-out batch of term clauses (27 November 2026, a fourteenth session; written before the word
 * classes of ending and lasting verbs were widened, and before its first run): short lines in drafting no earlier
 * batch uses ("runs out on", "comes to an end on", "is binding ... for", "has a life of", "ceases to have effect on",
 * "The validity of this Agreement is"), and short lines in which a warranty, an offer, a right or a delivery lapses,
 * ceases or finishes on a date or after a length: no term ends there.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_16: DraftedTermClause[] = [
  ['This Agreement shall run until 31 March {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['This Agreement comes to an end on 30 June {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['The Agreement shall be binding on the parties for a period of four (4) years.', { years: 4 }],
  ['This Contract runs out on December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['This Agreement is valid for a term of twenty-four (24) months.', { months: 24 }],
  ['The Agreement shall remain operative until 28 February {Y+2}.', { yearsLater: 2, on: '02-28' }],
  ['This Agreement shall last for three (3) years.', { years: 3 }],
  ['The validity of this Agreement is two (2) years.', { years: 2 }],
  ['This Agreement has a life of five (5) years.', { years: 5 }],
  ['The Agreement terminates by itself on 31 August {Y+2}.', { yearsLater: 2, on: '08-31' }],
  ['This Agreement shall stay in effect until 30 November {Y+1}.', { yearsLater: 1, on: '11-30' }],
  ['The period of this Contract is thirty-six (36) months.', { months: 36 }],
  ['This Agreement ceases to have effect on 31 January {Y+3}.', { yearsLater: 3, on: '01-31' }],
  ['The warranty lapses on June 30, {Y+2}.', null],
  ["The Supplier's offer remains open for thirty (30) days.", null],
  ["The Licensee's right to use the trademark ceases on December 31, {Y+1}.", null],
  ['Delivery of the first batch shall finish by 31 March {Y+1}.', null],
];

/**
 * A seventeenth held-out batch of term clauses (27 November 2026, a fifteenth session; written before any change of
 * the session to the term): one-line terms stated with a noun rather than a verb ("The duration of this Agreement is",
 * "has a validity of", "The expiry date of this Agreement is"), and one-line lengths and dates of other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_17: DraftedTermClause[] = [
  ['The duration of this Agreement is three (3) years.', { years: 3 }],
  ['This Agreement has a validity of two (2) years.', { years: 2 }],
  ['The lifetime of this Contract shall be forty-eight (48) months.', { months: 48 }],
  ['This Agreement has a duration of five (5) years from the Effective Date.', { years: 5 }],
  ['The contractual period is twelve (12) months.', { months: 12 }],
  ['The life of this Agreement shall be ten (10) years.', { years: 10 }],
  ['The Agreement’s term is four (4) years.', { years: 4 }],
  ['This Agreement’s validity shall extend to 30 September {Y+2}.', { yearsLater: 2, on: '09-30' }],
  ['The expiry date of this Agreement is 31 December {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['The end date of this Contract shall be June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['This Agreement shall have effect for a period of thirty-six (36) months.', { months: 36 }],
  ['The Agreement shall be in operation for two (2) years.', { years: 2 }],
  ['The duration of the warranty is twelve (12) months.', null],
  ['The validity of the quotation is thirty (30) days.', null],
  ['The life of the tooling is estimated at five (5) years.', null],
  ['The expiry date of the Supplier’s insurance certificate is 31 March {Y+1}.', null],
];

/**
 * An eighteenth held-out batch of term clauses (27 November 2026, a fifteenth session; written after the term named by
 * a noun came to be read as the term, and before its first run): more nouns and turns for the term and its last day,
 * and lengths and last days of other things in the same nouns.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_18: DraftedTermClause[] = [
  ['The Term of this Agreement shall be a period of two (2) years.', { years: 2 }],
  ['The contract duration is eighteen (18) months.', { months: 18 }],
  ['This Agreement’s duration shall be three (3) years from the Effective Date.', { years: 3 }],
  ['The validity period of this Agreement is five (5) years.', { years: 5 }],
  ['The termination date of this Agreement shall be 30 April {Y+2}.', { yearsLater: 2, on: '04-30' }],
  ['The expiration of this Agreement shall occur on 31 July {Y+1}.', { yearsLater: 1, on: '07-31' }],
  ['The life of this Licence is seven (7) years.', { years: 7 }],
  ['This Agreement shall have a duration of twenty-four (24) months.', { months: 24 }],
  ['The Agreement has a fixed duration ending on 31 October {Y+3}.', { yearsLater: 3, on: '10-31' }],
  ['This Agreement shall have force and effect for four (4) years.', { years: 4 }],
  ['The contract period shall end on 15 May {Y+2}.', { yearsLater: 2, on: '05-15' }],
  ['The validity period of the guarantee is six (6) months.', null],
  ['The expiration of the lock-up period shall occur on 30 June {Y+1}.', null],
  ['The duration of each training course shall be two (2) weeks.', null],
];

/**
 * A twelfth held-out batch of renewal clauses (27 November 2026, a fourteenth session; written before the first run and
 * never fitted on): renewals in verbs and turns no earlier batch uses ("and so on from year to year", "perpetuate
 * itself", "carry on for further periods", "self-renew", "shall be continued for successive", "is entitled to prolong",
 * "the right to elect to continue"), extensions left to an instrument or an agreement the parties may make, a renewal
 * denied, and an indefinite continuation, each after the term passage of a work contract that does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_12: DraftedRenewalClause[] = [
  [
    'Unless either party objects in writing at least ninety (90) days before the end of the Term, the Term shall be extended by a further year, and so on from year to year.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall perpetuate itself for consecutive two (2) year periods unless a party gives notice of cancellation no later than sixty (60) days before the end of the then-current period.',
    'automatic',
    60,
  ],
  [
    'On the expiry of the Initial Term, the Agreement will carry on for further periods of twelve (12) months each, subject to termination by either party on three (3) months’ written notice expiring at the end of any such period.',
    'automatic',
    90,
  ],
  [
    'At the end of each Contract Year the Agreement shall self-renew for another Contract Year, unless the Customer opts out by written notice received at least thirty (30) days prior.',
    'automatic',
    30,
  ],
  [
    'The Agreement shall be continued for successive one-year terms thereafter unless notice to the contrary is served by either party not less than forty-five (45) days before the anniversary date.',
    'automatic',
    45,
  ],
  [
    'Licensee is entitled to prolong this Agreement by one (1) additional term of five (5) years by notifying Licensor in writing before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'The Buyer shall have the right to elect to continue this Agreement for a further two (2) years on the same terms by written election delivered at least one hundred twenty (120) days before expiry.',
    'option',
    null,
  ],
  [
    'Any extension of this Agreement beyond the Initial Term shall require a written instrument executed by both parties.',
    'mutual',
    null,
  ],
  [
    'The parties may agree in writing, no later than three (3) months before the end of the Term, to extend it for a further period.',
    'mutual',
    null,
  ],
  ['There shall be no renewal or extension of this Agreement after the Expiration Date.', 'none', null],
  [
    'This Agreement continues indefinitely after the Initial Term until one party gives the other one hundred eighty (180) days’ notice of termination.',
    'evergreen',
    180,
  ],
  [
    'Following the Initial Term, this Agreement shall renew for additional one (1) year terms on each anniversary of the Effective Date, provided neither party has delivered a notice of non-renewal at least ninety (90) days prior to such anniversary.',
    'automatic',
    90,
  ],
];

/**
 * A thirteenth held-out batch of renewal clauses (27 November 2026, a fourteenth session; written after "carry on", "go
 * on", "run on" and "perpetuate itself" came to be read as "continue", and before its first run): renewals and
 * continuations in those words and others, options and agreements to continue, each after the term passage of a work
 * contract that does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_13: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Term, the Agreement shall go on for successive periods of one (1) year unless terminated by either party by giving at least two (2) months’ written notice before the end of the then-current period.',
    'automatic',
    60,
  ],
  [
    'The Agreement will thereafter keep running for further one-year periods until one party serves notice of termination not less than ninety (90) days before the end of a period.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be automatically continued for additional terms of one (1) year each unless either party notifies the other in writing of its intention not to continue at least thirty (30) days before expiry.',
    'automatic',
    30,
  ],
  [
    'After the initial period the contract runs on indefinitely until either party terminates it with three (3) months’ notice.',
    'evergreen',
    90,
  ],
  [
    'The Supplier may, at its discretion, continue the Agreement for one further period of twelve (12) months by written notice to the Customer.',
    'option',
    null,
  ],
  [
    'The Term may be continued beyond the Initial Term only by a written amendment signed by both parties.',
    'mutual',
    null,
  ],
  [
    'Subject to the Customer’s right to end it on sixty (60) days’ notice before any anniversary, this Agreement carries on from year to year after the Initial Term.',
    'automatic',
    60,
  ],
  ['Neither party shall be under any obligation to continue this Agreement after the Expiration Date.', 'none', null],
  [
    'The Distributor has the option of continuing this Agreement for a second term of three (3) years on giving six (6) months’ notice before the end of the first term.',
    'option',
    null,
  ],
  [
    'The Agreement perpetuates itself annually unless cancelled in writing ninety (90) days before its anniversary.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall carry on from month to month after the Term until either party gives thirty (30) days’ notice.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall continue for a further period of two (2) years if, and only if, the parties so agree in writing before the Expiration Date.',
    'mutual',
    null,
  ],
];

/**
 * A fourteenth held-out batch of renewal clauses (27 November 2026, a fifteenth session; written before any change of
 * the session): continuations in "continue" with and without renewal periods after it, options and agreements to
 * continue, evergreen terms, each after the term passage of a work contract that does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_14: DraftedRenewalClause[] = [
  [
    'Unless either party gives written notice of non-renewal at least sixty (60) days prior to the expiration of the then-current term, this Agreement shall continue in effect for a further term equal in length to the Initial Term.',
    'automatic',
    60,
  ],
  [
    'The Licensee shall have the right to continue this Agreement for a second term of five (5) years by notifying the Licensor in writing not later than ninety (90) days before the expiry of the Initial Term.',
    'option',
    null,
  ],
  [
    'This Agreement may be continued after the Initial Term by mutual written agreement of the parties.',
    'mutual',
    null,
  ],
  [
    'Thereafter, this Agreement shall continue until terminated by either party upon one hundred twenty (120) days’ prior written notice to the other party.',
    'evergreen',
    120,
  ],
  [
    'The term of this Agreement shall be extended automatically by one (1) year on each anniversary of the Effective Date, unless either party has given the other written notice to the contrary not less than three (3) months prior to such anniversary.',
    'automatic',
    90,
  ],
  [
    'This Agreement renews itself for consecutive one-year terms unless the Customer cancels it in writing at least forty-five (45) days before the renewal date.',
    'automatic',
    45,
  ],
  [
    'Any continuation of this Agreement beyond the Expiration Date shall require the written consent of both parties.',
    'mutual',
    null,
  ],
  [
    'Each Party may elect to continue this Agreement for one additional year by written notice delivered at least thirty (30) days prior to the end of the Term; absent such election the Agreement shall expire.',
    'option',
    null,
  ],
  [
    'The Agreement shall continue thereafter on a quarter-to-quarter basis until either party gives at least one (1) month’s written notice of termination.',
    'automatic',
    30,
  ],
  [
    'Following the Initial Term, this Agreement will remain in force unless and until terminated by either party on not less than six (6) months’ written notice.',
    'evergreen',
    180,
  ],
  ['This Agreement shall not continue beyond the Expiration Date and shall not be renewed.', 'none', null],
  [
    'The Company may continue the engagement on the same terms for up to two further periods of twelve (12) months each, by giving the Consultant written notice before the end of the then-current period.',
    'option',
    null,
  ],
  [
    'If neither party gives notice of termination at least thirty (30) days before the end of the Initial Term, this Agreement shall continue to be in force for successive twelve-month periods.',
    'automatic',
    30,
  ],
  [
    'This Agreement continues in effect from year to year unless either party notifies the other in writing of termination no later than sixty (60) days before the end of the contract year.',
    'automatic',
    60,
  ],
];

/**
 * A fifteenth held-out batch of renewal clauses (27 November 2026, a fifteenth session; written after the readers came
 * to read continuing the agreement past its end or for a second term as extending it, and before its first run).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_15: DraftedRenewalClause[] = [
  [
    'This Agreement shall thereafter continue in effect for renewal periods of one (1) year each, unless either party notifies the other of its intent to terminate at least ninety (90) days before the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    'Customer may continue its subscription for an additional twelve (12) month period by signing a renewal order before the end of the Subscription Term.',
    'option',
    null,
  ],
  [
    'The parties may agree in writing to continue this Agreement for such further period as they may determine.',
    'mutual',
    null,
  ],
  [
    'Upon the expiration of the Initial Term, the Agreement shall remain in effect until either Party terminates it by giving ninety (90) days’ prior written notice.',
    'evergreen',
    90,
  ],
  [
    'The term shall be automatically continued for successive periods of two (2) years unless terminated by written notice given six (6) months before the end of the current period.',
    'automatic',
    180,
  ],
  [
    'Any extension or continuation of the Term after December 31, 2025 shall be subject to a written agreement between the parties.',
    'mutual',
    null,
  ],
  [
    'The Agreement shall be continued for a further three (3) years at the option of the Purchaser, exercisable by written notice not less than one hundred eighty (180) days before expiry.',
    'option',
    null,
  ],
  ['The Agreement shall not be continued after the expiry of the Term.', 'none', null],
  [
    'Thereafter, the Agreement shall continue from year to year, subject to termination by either party on ninety (90) days’ written notice prior to the end of any contract year.',
    'automatic',
    90,
  ],
  [
    'At the end of the Initial Term, this Agreement will continue on the same terms for successive periods of twelve (12) months unless either party gives the other not less than sixty (60) days’ notice that it does not wish the Agreement to continue.',
    'automatic',
    60,
  ],
  [
    'Licensee may, upon written notice given not later than six (6) months prior to the end of the Term, continue the license for one additional term of three (3) years.',
    'option',
    null,
  ],
  [
    'The continuation of this Agreement after its fifth anniversary is subject to the approval of the Board of Directors of each party.',
    'mutual',
    null,
  ],
];

/**
 * A sixteenth held-out batch of renewal clauses (27 November 2026, a fifteenth session; written after the session's
 * changes and before its first run): renewals of every kind in the plainer words of subscriptions, licences and
 * distribution agreements, none of them in "continue".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_16: DraftedRenewalClause[] = [
  [
    'Upon expiration of the Initial Subscription Term, the Subscription shall automatically renew for a Renewal Subscription Term of one (1) year, unless Customer provides notice of non-renewal at least thirty (30) days prior to the end of the then-current term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall be renewed automatically for one-year terms, subject to the right of either party to terminate the Agreement by written notice delivered no later than three (3) months before the expiry of the current term.',
    'automatic',
    90,
  ],
  [
    'Either party may prevent the automatic renewal of this Agreement by notifying the other party at least forty-five (45) days before the anniversary date.',
    'automatic',
    45,
  ],
  [
    'The Client may renew this Agreement for one (1) additional year by written notice delivered to the Consultant no later than sixty (60) days before the end of the Term.',
    'option',
    null,
  ],
  [
    'This Agreement may be renewed for additional one-year periods upon the mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    'The term of this Agreement shall automatically be extended for successive periods of three (3) years each unless either party notifies the other of its intention not to extend at least one hundred and twenty (120) days prior to the expiration of the then-current term.',
    'automatic',
    120,
  ],
  [
    'Licensor grants Licensee the option to extend the License Term for two (2) consecutive periods of five (5) years each, exercisable by written notice at least twelve (12) months before expiry.',
    'option',
    null,
  ],
  [
    'No renewal of this Agreement shall occur unless agreed in a written instrument signed by both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement will renew on each anniversary of the Effective Date for a further twelve (12) months, unless cancelled by the Customer by giving fifteen (15) days’ notice before the anniversary.',
    'automatic',
    15,
  ],
  ['The Agreement is for a fixed term of two (2) years and will not be renewed.', 'none', null],
  [
    'At the end of the Term, the Agreement shall be renewed for the same period unless one of the parties objects to the renewal in writing at least two (2) months before the end of the Term.',
    'automatic',
    60,
  ],
  [
    'The Distributor shall have the right to renew this Agreement for a further term of three (3) years provided that it has met the Minimum Purchase Requirements, by giving notice not later than six (6) months prior to the expiry of the Term.',
    'option',
    null,
  ],
];

/**
 * A seventeenth held-out batch of renewal clauses (27 November 2026, a fifteenth session; written before its first
 * run): automatic renewals whose notice to stop them is written in the many ways drafting gives one: calendar days and
 * calendar months, "in advance", "to the contrary", "the date falling two (2) months before", before an anniversary,
 * a subscription cancelled in its settings.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_17: DraftedRenewalClause[] = [
  [
    'This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal no later than ninety (90) calendar days prior to the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be renewed automatically for further periods of one (1) year unless terminated by either party upon not less than three (3) calendar months’ prior written notice expiring at the end of the Initial Term or any Renewal Term.',
    'automatic',
    90,
  ],
  [
    'The Term shall automatically renew for successive twelve (12) month periods unless either party provides written notice of termination at least one (1) month prior to the end of the then current Term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall be automatically renewed for additional one-year terms unless, not later than sixty (60) days before the end of any term, either party shall have given the other written notice of its election not to renew.',
    'automatic',
    60,
  ],
  [
    'The Agreement shall thereafter be renewed automatically for periods of two (2) years each unless either party gives written notice to the contrary no less than six months before the end of the relevant period.',
    'automatic',
    180,
  ],
  [
    'The Services renew automatically each month unless cancelled by either party giving the other at least 14 days’ notice before the renewal date.',
    'automatic',
    14,
  ],
  [
    'This Agreement shall renew automatically for successive one-year terms; provided that either party may terminate this Agreement effective at the end of the then-current term by giving the other party written notice thereof at least one hundred eighty (180) days in advance.',
    'automatic',
    180,
  ],
  [
    'This Agreement will be extended automatically by one year at a time unless a party delivers a non-renewal notice to the other not later than the date falling two (2) months before the expiry date.',
    'automatic',
    60,
  ],
  [
    'The Term shall be automatically extended for one (1) year periods unless, at least forty-five (45) days before the then-scheduled expiration, either Party notifies the other that it does not wish to extend.',
    'automatic',
    45,
  ],
  [
    'This Agreement shall renew automatically from year to year unless either party gives the other written notice of termination not less than ninety (90) days prior to any anniversary of the Effective Date.',
    'automatic',
    90,
  ],
  [
    'Your subscription renews automatically at the end of each billing period unless you cancel it through your account settings at least seven (7) days before the end of the billing period.',
    'automatic',
    7,
  ],
];

/**
 * Sentences that continue something other than the agreement, or continue the agreement only to wind it down (27
 * November 2026, a fifteenth session; held out, written before the first run, after "continue" came to be read as a
 * renewal in more ways): each put into a work contract that does not renew, none should be read as renewing or given a
 * notice.
 */
export const DRAFTED_CONTINUATIONS_NOT_RENEWALS: string[] = [
  'Following expiration, Distributor may continue to sell its remaining inventory of Products for an additional period of six (6) months.',
  'Upon termination, Supplier shall continue to provide the Services for a further period of up to ninety (90) days to allow an orderly transition.',
  'The Company may continue the employment of the Executive after the Term on an at-will basis.',
  'Licensee may continue its use of the Software for a further thirty (30) days after expiry solely to export its data.',
  'The obligations of confidentiality shall continue for an additional period of five (5) years after the expiration of this Agreement.',
  'Any Statement of Work in effect on the Expiration Date shall continue until the completion of the Services under it, and this Agreement shall continue to govern it.',
  'The parties may continue discussions regarding a possible extension of the relationship, but neither shall be obliged to agree.',
  'Customer shall continue to pay the monthly fees during any period in which the Services continue after the end of the Term.',
  'Payments of royalties shall continue annually until all sums due under Section 5 have been paid.',
  'The Lender may continue the credit facility for a further period of twelve (12) months at its sole discretion.',
  'Each party shall continue to perform its obligations during any dispute resolution proceedings.',
  'If the parties continue to perform after the expiry of the Term without signing a new agreement, either party may end that arrangement on thirty (30) days’ notice.',
];

/**
 * A nineteenth held-out batch of term clauses (27 November 2026, a sixteenth session; written before the first run and
 * before any change): dates and lengths of other things than the agreement (prices, a bond, a rebate scheme, a patent,
 * a pilot phase, a campaign), each the only dated sentence where the term passage was, and ends of the agreement
 * whose subject stands apart from its verb (after a proviso, inside "the parties agree that", as "it", as the
 * appointment under the agreement).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_19: DraftedTermClause[] = [
  ['The introductory prices in Schedule 2 shall remain in effect until 31 March {Y+1}.', null],
  ['The performance bond shall remain in force until 30 June {Y+1}.', null],
  ['The rebate scheme described in Exhibit D expires on 31 December {Y+1}.', null],
  ['The minimum purchase commitment applies for a period of three (3) years.', null],
  ['The marketing campaign shall last for twelve (12) months from the Effective Date.', null],
  ['The Licensor’s patent on the Licensed Technology expires on 14 August {Y+4}.', null],
  ['The pilot phase will end on 30 September {Y+1}.', null],
  ['Licensee’s exclusivity in the Territory shall continue until December 31, {Y+2}.', null],
  [
    'Unless terminated earlier in accordance with Clause 14, this Agreement shall remain in force until 31 December {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement, unless sooner terminated as provided herein, shall expire on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  ['The parties agree that this Agreement shall terminate on March 31, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['It is agreed that the Agreement will run for three (3) years from the Effective Date.', { years: 3 }],
  ['Subject to earlier termination, the Initial Term shall be four (4) years.', { years: 4 }],
  ['This Agreement is made for a period of two (2) years.', { years: 2 }],
  [
    'The Distributor’s appointment under this Agreement shall continue until 30 November {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  [
    'This Agreement and the licences granted under it shall expire on 31 January {Y+5}.',
    { yearsLater: 5, on: '01-31' },
  ],
];

/**
 * An eighteenth held-out batch of renewal clauses (27 November 2026, a sixteenth session; written before the first run
 * and never fitted on): renewals on the boundaries between the kinds, where the check part's renewals called wrongly
 * may stand: a renewal one side requests and the other may refuse, one the parties may agree, one proposed and
 * accepted, beside renewals at one side's option in other words, a roll-over, and a continuation until notice.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_18: DraftedRenewalClause[] = [
  [
    'The Distributor may request a renewal of this Agreement for a further two (2) years, which the Company may grant or refuse in its sole discretion.',
    'mutual',
    null,
  ],
  [
    'This Agreement may be extended for additional one (1) year periods upon the written agreement of both parties.',
    'mutual',
    null,
  ],
  [
    'Upon expiry of the Initial Term, the parties may renew this Agreement on such terms as they may then agree.',
    'mutual',
    null,
  ],
  [
    'If the Licensee wishes to renew this Agreement, it shall give the Licensor written notice at least six (6) months before the end of the Term, and the Licensor shall notify the Licensee within thirty (30) days whether it accepts the renewal.',
    'mutual',
    null,
  ],
  [
    'The Term may be renewed for one further period of three (3) years at the option of the Customer, exercisable by written notice given not less than ninety (90) days before the expiry of the Initial Term.',
    'option',
    null,
  ],
  [
    'Renewal of this Agreement for any further term shall be subject to the mutual consent of the parties, to be recorded in writing before the expiry of the current term.',
    'mutual',
    null,
  ],
  [
    'Licensor grants Licensee the right to extend the Term by two (2) additional periods of five (5) years each, provided that Licensee is not then in default.',
    'option',
    null,
  ],
  [
    'Unless the Buyer notifies the Seller in writing at least forty-five (45) days before the anniversary date that it does not wish to continue, this Agreement shall roll over for a further twelve (12) months on each anniversary date.',
    'automatic',
    45,
  ],
  [
    'At the end of the Initial Term, this Agreement may be renewed for a further term of one (1) year if the parties so agree in writing not later than sixty (60) days before the end of the Initial Term.',
    'mutual',
    null,
  ],
  [
    'Either party may propose the renewal of this Agreement by written notice to the other no later than ninety (90) days before the expiry of the Term; a renewal shall take effect only if the other party accepts the proposal in writing.',
    'mutual',
    null,
  ],
  [
    'On the expiry of the Initial Term this Agreement shall continue in force unless and until terminated by either party on two (2) months’ written notice.',
    'evergreen',
    60,
  ],
  [
    'The Customer shall be entitled, by notice given before the end of the Term, to extend this Agreement once for a period of twelve (12) months on the same terms.',
    'option',
    null,
  ],
];

/**
 * A nineteenth held-out batch of renewal clauses (27 November 2026, a sixteenth session; written after the eighteenth
 * was mended and before its own first run): more renewals only both parties can make, in words the mend did not name
 * (a consent, an approval, an application, an exchange of letters, an offer to accept or decline), beside renewals at
 * one party's option and one by itself.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_19: DraftedRenewalClause[] = [
  ['The Agreement may be extended for a further period with the consent of both Parties.', 'mutual', null],
  [
    'Licensee may apply to Licensor for a renewal of this Licence, and Licensor may in its absolute discretion approve the application.',
    'mutual',
    null,
  ],
  ['The Term may be renewed by the Supplier with the prior written approval of the Purchaser.', 'mutual', null],
  [
    'The parties will in good faith consider extending this Agreement for a further period at least three (3) months before its expiry.',
    'mutual',
    null,
  ],
  [
    'This Agreement may be renewed by the parties executing a renewal letter in the form of Schedule 3.',
    'mutual',
    null,
  ],
  [
    'Distributor shall have the right to renew this Agreement for an additional three (3) year term by giving written notice of renewal to Supplier at least one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall automatically renew for one (1) year periods unless either party notifies the other in writing of its intention not to renew no fewer than thirty (30) days before the end of the then-current term.',
    'automatic',
    30,
  ],
  [
    'At least ninety (90) days before the end of the Term, the Licensor may offer the Licensee a renewal of this Agreement on revised terms, which the Licensee may accept or decline.',
    'mutual',
    null,
  ],
  [
    'The Company may, with the agreement of the Consultant, extend the engagement for a further six (6) months.',
    'mutual',
    null,
  ],
  ['Renewal of this Agreement shall be by mutual consent, evidenced by an exchange of letters.', 'mutual', null],
  [
    'The Buyer may extend this Agreement for up to two (2) additional years by giving the Seller notice at least sixty (60) days before the end of the Term.',
    'option',
    null,
  ],
];

/**
 * A twentieth held-out batch of renewal clauses (27 November 2026, a sixteenth session; written after the nineteenth
 * was mended and before its own first run, to tell whether that mend reads consent or only its words): renewals only
 * both parties can make in yet other words (an assent, a request the other agrees to, a proviso that the other
 * consents, a condition of agreement, a mutual understanding), beside an option that needs no consent and an automatic
 * renewal that says none is needed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_20: DraftedRenewalClause[] = [
  ['Any renewal hereof shall require the written assent of each of the parties.', 'mutual', null],
  ['The Supplier may extend the Term if the Customer so requests and the Supplier agrees.', 'mutual', null],
  [
    'This Agreement may be continued beyond the Initial Term only where both parties sign a continuation notice.',
    'mutual',
    null,
  ],
  [
    'The Licensee may renew this Agreement for a further term, provided that the Licensor consents in writing.',
    'mutual',
    null,
  ],
  ['Extension of the Term is conditional on the agreement of the parties on new pricing.', 'mutual', null],
  [
    'Renewal of this Agreement will be agreed between the parties in writing no later than thirty (30) days before the end of the Term.',
    'mutual',
    null,
  ],
  ['The parties may, if they both wish, renew this Agreement for a further year.', 'mutual', null],
  [
    'Customer may renew the Subscription for additional one-year terms by signing a renewal order form before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'The Owner may, at its discretion and without the need for the Manager’s consent, extend this Agreement for one further year.',
    'option',
    null,
  ],
  [
    'This Agreement will be renewed for a further two (2) years only if the Franchisor, acting reasonably, approves the Franchisee’s renewal request.',
    'mutual',
    null,
  ],
  [
    'Upon expiry, this Agreement shall automatically renew for a one-year period unless either party gives at least sixty (60) days’ notice of non-renewal; no consent of either party shall be required for such renewal.',
    'automatic',
    60,
  ],
  ['The term of this Agreement may be prolonged by mutual understanding of the parties.', 'mutual', null],
];

/**
 * A twenty-first held-out batch of renewal clauses (27 November 2026, a sixteenth session; written after consent came
 * to be read by word classes and before its own first run): both parties deciding, determining or countersigning, an
 * acceptance of revised rates, a sign-off, a common accord, beside options in other words (a request that may not be
 * unreasonably withheld, a franchisee's renewal on notice) and an automatic renewal unless one side elects otherwise.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_21: DraftedRenewalClause[] = [
  [
    'This Agreement may be renewed for a further term of one (1) year where the Client and the Contractor so decide in writing.',
    'mutual',
    null,
  ],
  [
    'The Agency may extend the Contract for up to twelve (12) months, subject to the Contractor’s acceptance of the revised rates.',
    'mutual',
    null,
  ],
  [
    'Continuation of this Agreement beyond the Initial Term requires the sign-off of both Chief Executive Officers.',
    'mutual',
    null,
  ],
  [
    'The Lessee may renew the lease of the Equipment for a further year on giving the Lessor three (3) months’ notice.',
    'option',
    null,
  ],
  [
    'The Term shall be extended by a further year if, before the end of the Term, the parties jointly so determine.',
    'mutual',
    null,
  ],
  [
    'This Agreement may be extended by a further period if the Purchaser issues an extension notice and the Supplier countersigns it.',
    'mutual',
    null,
  ],
  [
    'At the end of the Term, this Agreement will renew for another year unless the Customer elects otherwise in writing at least thirty (30) days before the end of the Term.',
    'automatic',
    30,
  ],
  [
    'Renewal is at the sole option of the Reseller, on written notice given at least sixty (60) days before the Expiry Date.',
    'option',
    null,
  ],
  ['The parties may by common accord extend this Agreement for successive periods of one (1) year.', 'mutual', null],
  [
    'This Agreement may be renewed on the same terms for one further term of two (2) years at the request of the Distributor, and the Supplier shall not unreasonably withhold its agreement to such request.',
    'option',
    null,
  ],
  [
    'The Franchisee may renew the franchise for one additional term of ten (10) years if it is not in default and gives notice of renewal at least six (6) months before expiry.',
    'option',
    null,
  ],
  [
    'Any extension of this Agreement beyond December 31 shall be subject to the Board’s approval and the execution of an amendment by both parties.',
    'mutual',
    null,
  ],
];

/**
 * A twenty-second held-out batch of renewal clauses (27 November 2026, a sixteenth session; written after every mend of
 * the session and before its first run, aimed at no one change): every kind in the words of services, licences,
 * sponsorships and continental drafting, for a first reading of the session's code as it stands.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_22: DraftedRenewalClause[] = [
  [
    'The Services Term shall renew for successive twelve (12) month periods unless Customer notifies Provider of non-renewal at least forty-five (45) days before the renewal date.',
    'automatic',
    45,
  ],
  [
    'Licensee shall have one (1) option to extend the License Period for an additional five (5) years, exercisable upon twelve (12) months’ prior written notice.',
    'option',
    null,
  ],
  [
    'Any renewal of this Agreement shall be negotiated in good faith and documented in a written amendment.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall remain in force after the first anniversary for an indefinite period, subject to termination by either party on ninety (90) days’ notice.',
    'evergreen',
    90,
  ],
  ['This Agreement will not renew and will end on the Expiration Date.', 'none', null],
  [
    'Upon expiry of the Initial Period, the Agreement is tacitly extended each time for one (1) year unless terminated in writing with a notice period of three (3) months.',
    'automatic',
    90,
  ],
  [
    'The Sponsor may elect to extend this Agreement for the following Season by notifying the Organiser before the end of the current Season.',
    'option',
    null,
  ],
  [
    'If both parties wish to continue their cooperation after the Term, they will enter into a new agreement.',
    'mutual',
    null,
  ],
  [
    'Each Renewal Term shall be twelve (12) months, and this Agreement shall renew automatically for Renewal Terms without limit unless either Party opts out by written notice no later than sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
  ],
  [
    'The Client has the right to prolong this Agreement by one year on the same conditions, provided it informs the Contractor no later than two months before the end of the Term.',
    'option',
    null,
  ],
  [
    'The parties shall review this Agreement six (6) months before the end of the Term and may agree on its renewal.',
    'mutual',
    null,
  ],
  ['This Agreement expires at the end of the Term without any possibility of extension.', 'none', null],
];

/**
 * Notices of other things than stopping a renewal, second batch (27 November 2026, a sixteenth session; written before
 * the first run): many of them set against the end of a year or of the Term, as notices to stop a renewal are (an exit
 * at the end of a Contract Year, a last order before expiry, an offer of new employment, prices for the next year, an
 * insurance policy's or a third party's licence's expiry). Each put into a work contract that does not renew, none
 * should be read as a notice.
 */
export const DRAFTED_OTHER_NOTICES_2: string[] = [
  'Franchisee must give Franchisor at least sixty (60) days’ notice before closing the Restaurant for renovation.',
  'The Company shall notify the Executive at least thirty (30) days before the end of the Term whether it wishes to offer a new employment agreement.',
  'Buyer may cancel any Purchase Order without charge up to fourteen (14) days before the scheduled delivery date.',
  'Landlord shall give Tenant not less than six (6) months’ notice of any planned works affecting the Premises.',
  'The Licensee shall notify the Licensor no later than ninety (90) days before the expiry of any third-party licence required for the Products.',
  'Not later than one hundred twenty (120) days before the end of each Contract Year, Supplier shall propose the prices for the following Contract Year.',
  'The Agent may resign its appointment at any time on giving three (3) months’ notice to the Principal.',
  'Each party shall give the other at least forty-five (45) days’ notice prior to the expiration of any insurance policy required under Section 12.',
  'Distributor shall place its last orders no later than sixty (60) days before the expiration of this Agreement.',
  'Upon the expiry of the Term, the Consultant shall return all materials within thirty (30) days.',
  'Customer may terminate any Statement of Work on thirty (30) days’ notice prior to the end of its then-current phase.',
  'Either party may terminate this Agreement with effect from the end of any Contract Year by giving at least ninety (90) days’ written notice.',
];

/**
 * Notices of other things than stopping a renewal, third batch (28 November 2026, a nineteenth session; written before
 * its first run, after a session that changed no notice reading): withdrawal at a quarter's end, a product's
 * discontinuation, vacating at the end of the Term, a patent's expiry, a claim, a yearly reduction before the
 * anniversary, a forecast before the year, termination on notice expiring at a year's end in a contract that does not
 * renew. Each put into a work contract that does not renew, none should be read as a notice.
 */
export const DRAFTED_OTHER_NOTICES_3: string[] = [
  'Either Party may withdraw from this Agreement on six (6) months’ written notice, such withdrawal to take effect at the end of a calendar quarter.',
  'The Supplier shall give the Customer at least one hundred twenty (120) days’ notice of the discontinuation of any Product.',
  'Tenant shall notify Landlord no later than ninety (90) days before it vacates the Premises at the end of the Term.',
  'The Consultant shall give sixty (60) days’ notice before replacing any of the Key Personnel.',
  'Any change to the Service Levels requires forty-five (45) days’ prior written notice from the Provider.',
  'The Distributor shall be informed in writing at least two (2) months before the end of each Contract Year of the Annual Minimum for the following year.',
  'Licensor shall notify Licensee not less than one hundred eighty (180) days prior to the expiry of the Licensed Patents in any country.',
  'Notice of any claim under the indemnity in Clause 11 shall be given within ninety (90) days after the claiming party becomes aware of it.',
  'Customer may reduce the number of Licensed Users once a year on sixty (60) days’ written notice before the anniversary of the Effective Date.',
  'The Agent shall give the Principal not less than thirty (30) days’ notice of any absence of more than two weeks.',
  'Either party may terminate this Agreement with immediate effect by notice if the other party becomes insolvent, and otherwise on twelve (12) months’ notice expiring on 31 December of any year.',
  'The Buyer shall confirm its annual volume forecast at least ninety (90) days prior to the start of each calendar year.',
];

/**
 * A fourth batch of notices of something else (29 November 2026, a thirtieth session; written before its first run):
 * an employer's termination without cause, entry to premises, defects, a price review before a contract year, an
 * option to purchase, meetings, a reminder of an order's end, a prepayment, a change of address, a relocation before a
 * lease's expiry, a resignation, a rate increase. A contract that does not renew has no notice to stop a renewal.
 */
export const DRAFTED_OTHER_NOTICES_4: string[] = [
  'The Company may terminate the Executive’s employment without Cause upon thirty (30) days’ written notice.',
  'Landlord shall give Tenant at least forty-eight (48) hours’ notice before entering the Premises.',
  'The Purchaser shall notify the Seller of any defect within fourteen (14) days of delivery.',
  'Either party may request a price review by giving ninety (90) days’ notice before the start of any Contract Year.',
  'Licensee shall provide Licensor with no less than six (6) months’ notice of its intention to exercise the purchase option.',
  'The Client shall give the Consultant at least ten (10) business days’ notice of any meeting of the Steering Committee.',
  'At least sixty (60) days before the end of each Order Term, the Supplier shall remind the Customer in writing of the date on which that Order Term ends.',
  'The Borrower may prepay the Loan in whole or in part on not less than five (5) Business Days’ prior notice to the Lender.',
  'Either party may change its address for notices by giving the other party fifteen (15) days’ notice of the change.',
  'The Franchisee shall notify the Franchisor at least one hundred twenty (120) days before the expiration of the lease of the Premises of any intention to relocate.',
  'The Employee shall give not less than three (3) months’ notice of resignation.',
  'The Agency shall give the Advertiser thirty (30) days’ notice of any rate increase, effective at the start of the next calendar quarter.',
];

/**
 * A fifth batch of notices of something else (29 November 2026, a thirty-first session; written before its first
 * run): a discontinuance, a termination for convenience, a right of first refusal, a product's end of life, a
 * downgrade before a billing date, an availability period's expiry, a committee, a purchase commitment before a
 * year's end, an option's expiration, a change of specifications, a directorship, a sell-off period after the Term.
 * A contract that does not renew has no notice to stop a renewal.
 */
export const DRAFTED_OTHER_NOTICES_5: string[] = [
  'The Seller shall give the Buyer not less than sixty (60) days’ notice of any discontinuance of a Product.',
  'Either party may terminate this Agreement for convenience upon one hundred twenty (120) days prior written notice to the other party.',
  'The Tenant may exercise its right of first refusal by written notice given within twenty (20) days after receipt of the Landlord’s offer.',
  'The Manufacturer shall provide at least twelve (12) months’ notice before the end of life of any Product.',
  'The Subscriber may downgrade its plan by notifying the Provider at least fifteen (15) days before the next billing date.',
  'The Lender shall give the Borrower not less than thirty (30) days’ notice prior to the expiry of the Availability Period.',
  'Either party may withdraw from the Joint Steering Committee upon ninety (90) days written notice.',
  'The Distributor shall give notice of its minimum purchase commitment for the following year no later than sixty (60) days before the end of each calendar year.',
  'The Company shall give the Optionee notice of the expiration of the Option at least thirty (30) days before the Option expires.',
  'The Supplier shall give the Purchaser ninety (90) days’ prior written notice of any change to the Specifications.',
  'The Executive must give the Company six (6) months’ notice before accepting any directorship with another company.',
  'Upon the expiration of the Term, the Licensee shall have ninety (90) days to sell off its remaining inventory, provided it gives notice of such sales to the Licensor.',
];

/**
 * A sixth batch of notices of something else (29 November 2026, a thirty-first session; written after the session's
 * notice mend and before its first run): a rent review, a product launch, working hours, an assignment, a purchase
 * order cancelled before delivery, a record date, fixtures removed at the end of the Term, an interruption of service,
 * an interest rate, a patent's expiry, a project phase's resources, a member's withdrawal before a fiscal year's end.
 * A contract that does not renew has no notice to stop a renewal.
 */
export const DRAFTED_OTHER_NOTICES_6: string[] = [
  'The Landlord shall notify the Tenant of the proposed new rent at least sixty (60) days before the expiration of the Rent Review Period.',
  'The Licensee shall give the Licensor ninety (90) days’ prior written notice before launching any Licensed Product in a new country.',
  'The Employer shall give the Employee not less than four (4) weeks’ notice of any change to the Employee’s working hours.',
  'Either party may assign this Agreement to an Affiliate upon thirty (30) days’ written notice to the other party.',
  'The Purchaser may cancel any Purchase Order without charge by giving at least fourteen (14) days’ notice before the scheduled delivery date.',
  'The Company shall provide the Investor with at least ten (10) days’ notice prior to the record date for any dividend.',
  'The Tenant shall give the Landlord at least six (6) months’ notice prior to the end of the Term if it intends to remove its trade fixtures.',
  'The Contractor shall give not less than forty-eight (48) hours’ notice before any scheduled interruption of the Services.',
  'The Bank may change the interest rate on thirty (30) days’ notice to the Borrower.',
  'The Licensor shall notify the Licensee at least ninety (90) days before the expiration of any Licensed Patent.',
  'The Consultant shall give the Client thirty (30) days’ notice before the end of each Project Phase of any additional resources required.',
  'A Member may withdraw from the Association by giving ninety (90) days’ written notice prior to the end of the fiscal year.',
];

/**
 * A seventh batch of notices of something else (29 November 2026, a thirty-first session; written after all of the
 * session's notice mends and before its first run): a software version's end of support, a board meeting, a vacancy
 * of a key person, a recall, a price list before a contract year, a lease's break date, an audit, a drawdown, a
 * subcontractor, a holiday shutdown, a warrant's exercise before its expiry, the end of a secondment.
 * A contract that does not renew has no notice to stop a renewal.
 */
export const DRAFTED_OTHER_NOTICES_7: string[] = [
  'The Vendor shall give the Customer at least twelve (12) months’ notice before ending support for any version of the Software.',
  'Notice of each meeting of the Board shall be given to each director at least five (5) business days before the meeting.',
  'The Supplier shall notify the Buyer within thirty (30) days if any of the Key Personnel leaves its employment.',
  'The Manufacturer shall notify the Distributor of any product recall at least seven (7) days before it is announced to the public.',
  'The Supplier shall deliver its price list for the following Contract Year no later than sixty (60) days before the end of the current Contract Year.',
  'The Tenant may end the Lease on the Break Date by giving the Landlord not less than six (6) months’ written notice.',
  'The Licensor may audit the Licensee’s records once a year on thirty (30) days’ prior written notice.',
  'The Borrower shall deliver a Drawdown Notice to the Lender not less than three (3) Business Days before the proposed drawdown date.',
  'The Contractor shall give the Owner fourteen (14) days’ notice before engaging any subcontractor.',
  'The Customer shall notify the Supplier of its annual holiday shutdown at least ninety (90) days in advance.',
  'The Holder may exercise the Warrant by written notice to the Company at any time before the Warrant expires.',
  'The Host Company may end the Secondment early by giving the Employer one (1) month’s written notice before the end of the Secondment Period.',
];

/**
 * A twentieth held-out batch of term clauses (27 November 2026, a sixteenth session; written after every change of the
 * session and before its first run, aimed at none): terms as filings and plainer contracts commonly state them (a
 * length "thereafter", "through" a date, a lease's term, an anniversary, "until midnight on"), and two dates of other
 * things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_20: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and shall continue in full force and effect for a period of three (3) years thereafter, unless earlier terminated in accordance with Article 12.',
    { years: 3 },
  ],
  [
    'The term of this Agreement shall run from the Effective Date through December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['This Lease shall be for a term of five (5) years commencing on the Effective Date.', { years: 5 }],
  [
    'Unless terminated sooner, the term of this Agreement will expire on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['The Term of this Agreement is twenty-four (24) months, starting on the Effective Date.', { months: 24 }],
  [
    'This Agreement is effective on the Effective Date and remains effective until June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  ['Subject to Section 9, this Agreement has an initial term of two (2) years.', { years: 2 }],
  ['The Agreement shall be valid for a fixed period of four (4) years from the date of its signature.', { years: 4 }],
  ['This Agreement shall terminate automatically five (5) years after the Effective Date.', { years: 5 }],
  ['The term hereof shall be one (1) year from the Effective Date.', { years: 1 }],
  [
    'This Agreement shall be in effect from the Effective Date until midnight on December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['The parties intend this Agreement to last ten (10) years.', { years: 10 }],
  ['Warranty claims may be made for eighteen (18) months after delivery.', null],
  ['The Supplier shall hold its prices firm until 31 December {Y+1}.', null],
];

/**
 * A twenty-third held-out batch of renewal clauses (27 November 2026, a sixteenth session; written after every mend of
 * the session and before its first run): renewals only both parties can make as SEC filings word them ("mutually
 * agreed upon by the parties hereto", "by written instrument executed by the parties", "shall confer regarding the
 * renewal", "reach agreement on the terms of such renewal"), beside an option and an automatic renewal in the same
 * style.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_23: DraftedRenewalClause[] = [
  [
    'This Agreement may be renewed for additional terms upon such terms and conditions as may be mutually agreed upon by the parties hereto.',
    'mutual',
    null,
  ],
  ['The term of this Agreement may be extended by written instrument executed by the parties hereto.', 'mutual', null],
  [
    'Prior to the expiration of the Initial Term, the parties shall confer regarding the renewal of this Agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement may be renewed by the parties for successive one-year periods by the execution of a written renewal agreement not less than thirty (30) days prior to the expiration of the then current term.',
    'mutual',
    null,
  ],
  ['Company and Distributor may, by written agreement, extend the Term for additional periods.', 'mutual', null],
  [
    'Upon the written request of Licensee, Licensor will consider in good faith renewing the license granted hereunder for an additional term.',
    'mutual',
    null,
  ],
  [
    "Any extension of the Term beyond the Initial Term shall be subject to the parties' agreement upon the pricing for such extension.",
    'mutual',
    null,
  ],
  [
    'The Agreement may be renewed at the end of the Term for a further period of two (2) years if the Parties, acting in good faith, reach agreement on the terms of such renewal.',
    'mutual',
    null,
  ],
  [
    'In the event the parties desire to renew this Agreement, they shall negotiate the terms of such renewal during the last six (6) months of the Term.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be renewable for successive one (1) year periods at the option of Licensee, exercisable by written notice to Licensor given not less than sixty (60) days prior to the end of the then-current term.',
    'option',
    null,
  ],
  [
    'Upon expiration, this Agreement shall automatically be renewed for one (1) year periods, unless either party notifies the other party in writing of its desire not to renew at least ninety (90) days prior to such expiration.',
    'automatic',
    90,
  ],
  ['The parties hereto may renew this Agreement upon the mutual execution of a renewal addendum.', 'mutual', null],
];

/**
 * A twenty-first held-out batch of term clauses (27 November 2026, a seventeenth session; written before the session's
 * first change and its first run): a term's last day stated plainly in one sentence in verbs and nouns earlier batches
 * do not use ("comes to an end on", "shall cease to be in force on", "the expiry hereof shall take place on", "will
 * automatically expire on", "stays in effect until"), a few lengths so stated, and three dates of other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_21: DraftedTermClause[] = [
  ['This Agreement comes to an end on 31 March {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['This Contract shall cease to be in force on June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['The expiry hereof shall take place on 30 September {Y+3}.', { yearsLater: 3, on: '09-30' }],
  ['This Agreement will automatically expire on December 31, {Y+2}, without notice.', { yearsLater: 2, on: '12-31' }],
  ['The Agreement stays in effect until 31 January {Y+4}.', { yearsLater: 4, on: '01-31' }],
  ['This Agreement shall terminate of its own accord on 15 August {Y+1}.', { yearsLater: 1, on: '08-15' }],
  ['The term of the Agreement concludes on November 30, {Y+2}.', { yearsLater: 2, on: '11-30' }],
  ['Duration: three (3) years from the Effective Date.', { years: 3 }],
  ['The Agreement is concluded for a term of two (2) years.', { years: 2 }],
  ['This Agreement runs for forty-eight (48) months from the Effective Date.', { months: 48 }],
  ['The Agreement expires automatically at the end of its third (3rd) year.', { years: 3 }],
  ['The introductory discount ends on March 31, {Y+1}.', null],
  ['The escrow account shall be closed on 30 June {Y+2}.', null],
  ['The pilot programme runs until December 31, {Y+1}.', null],
];

/**
 * A twenty-second held-out batch of term clauses (27 November 2026, a seventeenth session; written after the session's
 * term change and before its first run, aimed at none): terms as filings and plainer contracts state them in drafting
 * no earlier batch uses ("through and including", "expires at 11:59 p.m. on", "for a term ending on", "from the
 * Effective Date to", "from the date of the last signature", "for a definite period ending on"), and three dates of
 * other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_22: DraftedTermClause[] = [
  [
    'This Agreement shall be effective for an initial period of five (5) years from the Effective Date (the "Initial Period").',
    { years: 5 },
  ],
  ['The Agreement shall remain in effect through and including June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['Term. Three years from the Effective Date.', { years: 3 }],
  [
    'The term hereof commences on the Effective Date and expires at 11:59 p.m. on December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'Unless sooner terminated pursuant to Article 14, this Agreement shall be in force for a term ending on March 31, {Y+4}.',
    { yearsLater: 4, on: '03-31' },
  ],
  ['The License Term is seven (7) years, beginning on the Effective Date.', { years: 7 }],
  ['This Agreement continues in effect for sixty (60) months after the Effective Date.', { months: 60 }],
  ['The period of this Agreement is from the Effective Date to 30 June {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['This Memorandum remains valid for one (1) year from the date of the last signature.', { years: 1 }],
  ['The Agreement is made for a definite period ending on 31 October {Y+2}.', { yearsLater: 2, on: '10-31' }],
  [
    'The term of this Agreement (the "Term") shall commence on the Effective Date and shall continue until the fifth (5th) anniversary thereof, unless earlier terminated as provided herein.',
    { years: 5 },
  ],
  [
    'This Agreement shall continue in full force and effect until December 31, {Y+3}, and thereafter until terminated by either party upon ninety (90) days prior written notice.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['Price protection under Section 6 shall apply until June 30, {Y+1}.', null],
  ['The Distributor’s minimum purchase obligations expire on December 31, {Y+2}.', null],
  ['The quotation attached as Exhibit C remains open for acceptance until 31 March {Y+1}.', null],
];

/**
 * A twenty-third held-out batch of term clauses (28 November 2026, a nineteenth session; written before its first run,
 * after a session that changed no reading, aimed at none): terms as service, lease and European agreements state them
 * ("unless terminated earlier in accordance with Clause 12, shall continue for", "until midnight on", "from the
 * Effective Date through", "a fixed term of", "both dates inclusive", "without further action by either party"), and
 * three dates of other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_23: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and, unless terminated earlier in accordance with Clause 12, shall continue for a period of three (3) years.',
    { years: 3 },
  ],
  [
    'Subject to earlier termination, the term of this Agreement shall be ten (10) years commencing on the Effective Date.',
    { years: 10 },
  ],
  ['This Agreement shall remain in force until midnight on 31 December {Y+2}.', { yearsLater: 2, on: '12-31' }],
  [
    'The Services shall be provided, and this Agreement shall remain in effect, from the Effective Date through September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  ['This Agreement has a fixed term of eighteen (18) months starting on the Effective Date.', { months: 18 }],
  ['The term of this Lease shall be five (5) years (the "Lease Term").', { years: 5 }],
  ['This Agreement terminates on the third anniversary of the Effective Date unless renewed in writing.', { years: 3 }],
  [
    'The Agreement shall be valid from the Effective Date until 28 February {Y+3}, both dates inclusive.',
    { yearsLater: 3, on: '02-28' },
  ],
  ['The duration of the Agreement is set at twenty-four (24) months as from the Effective Date.', { months: 24 }],
  [
    'This Agreement shall expire, without further action by either party, on April 30, {Y+4}.',
    { yearsLater: 4, on: '04-30' },
  ],
  ['The warranty period for each Product shall end twelve (12) months after its delivery.', null],
  ['The Supplier’s obligation to keep spare parts in stock ends on December 31, {Y+5}.', null],
  ['The Customer’s right to return unsold Products expires on June 30, {Y+1}.', null],
];

/**
 * A twenty-fourth held-out batch of term clauses (28 November 2026, a nineteenth session; written after the session's
 * two small mends and before its first run, aimed at none): terms as treaties, subleases, engagements and short
 * contracts state them ("enters into force ... and remains in force for", "shall be binding on the parties for", "the
 * expiration date of the Master Lease", "will lapse on", "as from the Effective Date"), and three dates of other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_24: DraftedTermClause[] = [
  [
    'This Agreement shall be binding on the parties for a period of four (4) years from the Effective Date.',
    { years: 4 },
  ],
  [
    'The Agreement enters into force on the Effective Date and remains in force for a period of two (2) years.',
    { years: 2 },
  ],
  [
    'The term of the engagement hereunder shall be twelve (12) months commencing on the Effective Date.',
    { months: 12 },
  ],
  ['Term: the period beginning on the Effective Date and ending on 31 July {Y+3}.', { yearsLater: 3, on: '07-31' }],
  [
    'This Agreement shall continue until 30 November {Y+2} unless terminated earlier under clause 15.',
    { yearsLater: 2, on: '11-30' },
  ],
  [
    'Unless otherwise terminated, this Agreement will end on the second anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['The Agreement has a duration of sixty (60) months.', { months: 60 }],
  [
    'This Sublease shall terminate on January 31, {Y+5}, the expiration date of the Master Lease.',
    { yearsLater: 5, on: '01-31' },
  ],
  ['This Agreement shall be valid for a term of five (5) years as from the Effective Date.', { years: 5 }],
  ['The parties agree that this Agreement will lapse on 15 January {Y+1}.', { yearsLater: 1, on: '01-15' }],
  ['The Licensee’s sell-off period ends on September 30, {Y+3}.', null],
  ['The exclusivity granted in Section 4 lapses on December 31, {Y+1} unless the Minimum Purchases are met.', null],
  ['The bank guarantee shall remain valid until 31 March {Y+2}.', null],
];

/**
 * A twenty-fifth held-out batch of term clauses (28 November 2026, a twentieth session; written before its first run,
 * aimed at no change): last days as public-sector, services and distribution contracts write them ("up to and
 * including", "at midnight on", "run through", "without limit of time"), and one date of another thing where the
 * contract's own term is gone.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_25: DraftedTermClause[] = [
  [
    'This Agreement is valid from the Effective Date up to and including 31 December {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Contract Period shall commence on the Effective Date and end at midnight on 30 June {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The term of this Agreement shall run through March 31, {Y+4}.', { yearsLater: 4, on: '03-31' }],
  [
    'This Agreement shall remain in force for the duration of twenty-four (24) months following the Effective Date.',
    { months: 24 },
  ],
  [
    'The Services shall be provided, and this Agreement shall remain in effect, for an initial period of three (3) years from the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement expires automatically at the close of business on the day before the fourth anniversary of the Effective Date.',
    { years: 4, dayBefore: true },
  ],
  ['This Agreement has a fixed term of eighteen (18) months starting on the Effective Date.', { months: 18 }],
  ['Term. The Effective Date through September 30, {Y+1}.', { yearsLater: 1, on: '09-30' }],
  [
    'The Distributor is appointed for a period of six (6) years from the Effective Date, after which this Agreement ends.',
    { years: 6 },
  ],
  ['This Agreement shall cease to have effect on the tenth (10th) anniversary of the Effective Date.', { years: 10 }],
  [
    'This Agreement shall continue in force without limit of time until terminated in accordance with Clause 12.',
    'perpetual',
  ],
  ["The Licensor's obligation to provide updates ends on June 30, {Y+2}.", null],
];

/**
 * A twenty-sixth held-out batch of term clauses (28 November 2026, a twenty-first session; written before its first
 * run, aimed at no change): terms as a user's subscription, services and consulting agreements and civil-law contracts
 * state them (a subscription term, a time of day, "the period from ... to", a duration, signature by both parties, a
 * definite period, an engagement that ends months later, "the date falling", a day-first date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_26: DraftedTermClause[] = [
  [
    'The Services will be provided for a Subscription Term of thirty-six (36) months beginning on the Effective Date.',
    { months: 36 },
  ],
  [
    'This Agreement shall be effective as of the Effective Date and shall expire at 11:59 p.m. Eastern Time on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Unless terminated earlier under Section 10, the term of this Agreement is the period from the Effective Date to June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The Agreement takes effect on the Effective Date and has a duration of four (4) years.', { years: 4 }],
  [
    'This Agreement shall remain valid for a period of twenty-four (24) calendar months from the date of its signature by both Parties.',
    { months: 24 },
  ],
  ['The Agreement is concluded for a definite period ending on 31 March {Y+2}.', { yearsLater: 2, on: '03-31' }],
  [
    "The Consultant's engagement hereunder shall commence on the Effective Date and terminate twelve (12) months later.",
    { months: 12 },
  ],
  [
    'This Agreement will automatically terminate five (5) years after the Effective Date unless extended in writing.',
    { years: 5 },
  ],
  ['Term: sixty (60) months commencing on the Effective Date.', { months: 60 }],
  [
    'This Agreement shall be effective for the period beginning on the Effective Date and ending on the day immediately preceding the third anniversary thereof.',
    { years: 3, dayBefore: true },
  ],
  [
    'The initial term of this Agreement expires on the date falling two (2) years after the Effective Date.',
    { years: 2 },
  ],
  ['This Contract shall be valid until 30.09.{Y+1}.', { yearsLater: 1, on: '09-30' }],
];

/**
 * A twenty-seventh held-out batch of term clauses (28 November 2026, a twenty-second session; written after the
 * session's mends and before its first run, aimed at none): terms beside renewals of another length, a term that ends
 * at a time on a day before an anniversary, "the date that is", "for the duration of", a fixed period "from signature".
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_27: DraftedTermClause[] = [
  [
    'The Initial Term shall run from the Effective Date until the third anniversary thereof, and may thereafter be renewed for Renewal Terms of one (1) year each.',
    { years: 3 },
  ],
  [
    'This Agreement shall be in effect from the Effective Date through 5:00 p.m. Pacific Time on the day before the second anniversary of the Effective Date.',
    { years: 2, dayBefore: true },
  ],
  [
    'The term of this Agreement shall end on the date that is forty-eight (48) months after the Effective Date.',
    { months: 48 },
  ],
  [
    'This Agreement shall expire on November 30, {Y+4}, whereupon it shall renew for an extension period of six (6) months unless either party objects.',
    { yearsLater: 4, on: '11-30' },
  ],
  ['This Agreement is made for a fixed period of two (2) years from the date of signature.', { years: 2 }],
  [
    'The parties agree that this Agreement will remain binding upon them for seven (7) years from the Effective Date.',
    { years: 7 },
  ],
  [
    'Subject to Clause 14, the Contract Period is the period commencing on the Effective Date and expiring on 31 August {Y+3}.',
    { yearsLater: 3, on: '08-31' },
  ],
  [
    'This Agreement shall come into force on the Effective Date and shall continue for an initial period of thirty (30) months, and thereafter for further periods of twelve (12) months unless terminated.',
    { months: 30 },
  ],
  [
    'The term hereof commences on the Effective Date and shall terminate without notice on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'Duration of Agreement: 2 years from the Effective Date; renewable by mutual consent for one further year.',
    { years: 2 },
  ],
  [
    'This Agreement shall remain in effect for so long as Customer continues to use the Services, unless terminated earlier under Section 9.',
    'perpetual',
  ],
  ['The warranty period for each Product shall end twenty-four (24) months after its delivery.', null],
];

/**
 * A twenty-fourth held-out batch of renewal clauses (27 November 2026, a seventeenth session; written before its first
 * run): renewals whose notice is a right to terminate once the initial term is over ("Following the Initial Term,
 * either party may terminate ... upon written notice ... of at least two (2) months", "during any renewal term", "once
 * extended"), as CUAD's annotators take a notice to end a renewal to be, in a second sentence or clause beside it.
 * The month-to-month continuation was first written down as evergreen; every earlier batch has a period-to-period
 * continuation as automatic (as the engine read it), so it was set so after the first run.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_24: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall automatically be renewed for successive one (1) year terms. Following the Initial Term, either party may terminate this Agreement without cause upon written notice to the other party of at least two (2) months.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall renew automatically for successive terms of one year. During any renewal term, either party may terminate this Agreement for convenience on forty-five (45) days’ written notice.',
    'automatic',
    45,
  ],
  [
    'After the initial term, this Agreement shall continue on a month-to-month basis and may be terminated by either party at any time upon thirty (30) days’ written notice.',
    'automatic',
    30,
  ],
  [
    'Upon expiry of the Initial Term the Agreement shall be extended automatically by periods of twelve (12) months; once extended, it may be terminated by either party with a notice period of three (3) months.',
    'automatic',
    90,
  ],
  [
    'The Agreement will be automatically renewed for one-year periods. Either party may end the Agreement with effect from the end of the Initial Term or at any time thereafter by giving not less than 120 days’ written notice.',
    'automatic',
    120,
  ],
  [
    'This Agreement shall thereafter remain in effect from year to year, provided that after the initial term either party may cancel it upon ninety (90) days’ prior written notice.',
    'automatic',
    90,
  ],
  [
    'At the end of the Initial Term, this Agreement shall renew automatically for consecutive periods of one (1) year each, but either Party may terminate it during a renewal period upon sixty (60) days’ notice in writing.',
    'automatic',
    60,
  ],
  [
    'Following expiry of the initial period, the Agreement shall continue indefinitely until terminated by either party giving not less than six (6) months’ written notice.',
    'evergreen',
    180,
  ],
  [
    'The term shall be extended automatically for successive periods of one year unless terminated; in any such extended period, either party may terminate this Agreement by giving ninety (90) days’ written notice.',
    'automatic',
    90,
  ],
  [
    'Thereafter the Agreement shall renew for successive one-year terms unless either party terminates it; after the Initial Term, termination requires at least sixty (60) days’ advance written notice.',
    'automatic',
    60,
  ],
  [
    'Either party may, at any time after the expiration of the Initial Term, terminate this Agreement upon four (4) months’ written notice; until so terminated, the Agreement renews automatically each year.',
    'automatic',
    120,
  ],
];

/**
 * A twenty-fifth held-out batch of renewal clauses (27 November 2026, a seventeenth session; written after the
 * session's notice change and before its first run, aimed at none): every kind with and without a notice, in plain and
 * filing drafting, one beside a termination for breach on notice (no notice to stop a renewal), one in business days.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_25: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for further one-year terms unless either party notifies the other in writing of its intention not to renew no fewer than forty-five (45) days before the expiry date.',
    'automatic',
    45,
  ],
  [
    'This Agreement shall be automatically extended for successive twelve (12) month periods unless terminated by either party by written notice received no later than three (3) months prior to the then applicable expiration date.',
    'automatic',
    90,
  ],
  [
    'Licensee shall have the option to extend the term for one additional period of five (5) years by written notice given at least six (6) months before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'The term may be renewed upon the mutual written agreement of the parties, which the parties shall discuss no later than ninety (90) days prior to expiration.',
    'mutual',
    null,
  ],
  [
    'Upon expiry of the Initial Term, this Agreement shall remain in force for an indefinite period and may thereafter be terminated by either party on not less than sixty (60) days’ written notice.',
    'evergreen',
    60,
  ],
  [
    'This Agreement shall renew automatically for successive one-year periods. Either party may terminate this Agreement upon thirty (30) days’ written notice if the other party materially breaches it and fails to cure the breach.',
    'automatic',
    null,
  ],
  [
    'The Term will automatically renew for additional terms of one (1) year each, unless Customer provides Vendor with notice of cancellation at least 30 days before the renewal date.',
    'automatic',
    30,
  ],
  ['This Agreement shall not be renewed or extended, and shall expire at the end of the Term.', 'none', null],
  [
    'Thereafter this Agreement shall be renewed from year to year unless terminated by either party upon written notice of at least two (2) months, to take effect at the end of the then current year.',
    'automatic',
    60,
  ],
  [
    'At the Distributor’s election, exercisable by written notice not later than one hundred twenty (120) days before the end of the Term, the Term shall be extended for two (2) additional years.',
    'option',
    null,
  ],
  [
    'This Agreement renews automatically each year unless either party gives at least ten (10) business days’ notice prior to the anniversary date.',
    'automatic',
    14,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically renew for successive Renewal Terms of one (1) year, subject to either party’s right to terminate this Agreement at the end of the Initial Term or any Renewal Term by giving written notice to the other at least ninety (90) days in advance.',
    'automatic',
    90,
  ],
];

/**
 * A twenty-sixth held-out batch of renewal clauses (28 November 2026, an eighteenth session; written after the notice
 * readers learnt a renewal period named in passing and before the batch's first run): a right to terminate within a
 * named renewal period ("During the Extended Term", "In any Renewal Term", "Within an Extension Period") as the notice,
 * an option naming its period, and a termination for breach during a renewal term beside a notice of non-renewal.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_26: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Term this Agreement shall renew automatically for successive Renewal Terms of one (1) year. In any Renewal Term, Supplier may terminate this Agreement at any time by giving Customer written notice of termination of not less than ninety (90) days.',
    'automatic',
    90,
  ],
  [
    'This Agreement renews automatically for further periods of two (2) years (each a "Renewal Period"). Either party may terminate this Agreement during any Renewal Period upon sixty (60) days\' written notice to the other party.',
    'automatic',
    60,
  ],
  [
    'The Distributor may extend this Agreement for one Extended Term of three (3) years by written notice given at least six (6) months before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    "This Agreement renews automatically for successive one (1) year Renewal Terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term. During any Renewal Term, either party may terminate this Agreement for material breach upon fifteen (15) days' written notice if the breach is not cured.",
    'automatic',
    30,
  ],
  [
    'The term shall be extended automatically by successive periods of twelve (12) months (each an "Extension Period"). Within an Extension Period, the Customer may terminate this Agreement by notice of termination to the Supplier of not less than three (3) months.',
    'automatic',
    90,
  ],
  [
    'After the Initial Term, this Agreement shall continue for successive renewal periods of one (1) year each unless terminated. Licensor shall be entitled, in its sole discretion, to terminate this Agreement only during a renewal period, with or without cause, upon prior written notice of termination to Licensee of not less than four (4) months.',
    'automatic',
    120,
  ],
];

/**
 * A twenty-seventh held-out batch of renewal clauses (28 November 2026, a nineteenth session; written before its first
 * run, after a session that changed no renewal reading, aimed at none): every kind as supply, licence, employment,
 * subscription and European agreements word it ("without any action by the parties", "roll over into consecutive
 * terms", "periods equal to the expiring term", "tacitly extended ... by registered letter", "not renewable").
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_27: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, the term of this Agreement shall be automatically extended for additional consecutive periods of one (1) year each, unless either Party provides written notice of its intent not to extend at least sixty (60) days prior to the expiration of the then-current term.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall be renewed for successive two-year periods without any action by the parties, except that either party may elect not to renew by giving the other party written notice at least ninety (90) days before the end of the current period.',
    'automatic',
    90,
  ],
  [
    'Licensee shall have the right to renew this License for two (2) additional terms of five (5) years each, provided that Licensee is not then in default and gives Licensor written notice of its election to renew not less than one hundred eighty (180) days prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'The Parties may extend the Term by mutual written agreement executed no later than thirty (30) days before its expiration.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall remain in effect indefinitely until terminated by either party upon thirty (30) days written notice.',
    'evergreen',
    30,
  ],
  ['This Agreement is not renewable, and it shall end at the expiry of the Term.', 'none', null],
  [
    'At the end of the Initial Term this Agreement will roll over into consecutive terms of twelve (12) months, unless one party notifies the other in writing of termination no less than one (1) month before the end of the relevant term.',
    'automatic',
    30,
  ],
  [
    'The Subscription Term shall automatically renew for periods equal to the expiring term unless Customer cancels in writing at least forty-five (45) days prior to the renewal date.',
    'automatic',
    45,
  ],
  [
    "At the Company's election, exercisable by written notice to the Executive, the term of this Agreement may be extended for one additional year.",
    'option',
    null,
  ],
  [
    'Unless terminated by either party by written notice given not later than sixty (60) days before the anniversary of the Effective Date, this Agreement shall be extended each year for a further year.',
    'automatic',
    60,
  ],
  [
    'Any extension of this Agreement beyond the Initial Term shall be subject to the written agreement of both parties on the terms of such extension.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall thereafter be tacitly extended for successive periods of one (1) year unless terminated by registered letter at least three (3) months prior to expiry.',
    'automatic',
    90,
  ],
];

/**
 * A twenty-eighth held-out batch of renewal clauses (28 November 2026, a twentieth session; written before its first
 * run, aimed at no change): the check part calls four renewals wrong of sixteen, so half of these name a renewal of
 * something else or deny one ("renew ... all permits", "upon each renewal" of insurance, "no obligation to offer a
 * renewal", "notwithstanding its expiry or non-renewal"), beside renewals worded as no earlier batch words them.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_28: DraftedRenewalClause[] = [
  [
    'Supplier shall maintain, and renew as necessary, all permits and licences required for the performance of the Services during the Term.',
    'none',
    null,
  ],
  [
    'The Distributor shall renew its product liability insurance each year and provide the Company with a certificate of insurance upon each renewal.',
    'none',
    null,
  ],
  [
    'Nothing in this Agreement shall be construed as an obligation of either party to renew or extend this Agreement after the expiry of the Term.',
    'none',
    null,
  ],
  [
    'This Agreement shall terminate at the end of the Initial Term and shall not be renewed or extended unless the parties sign a written amendment.',
    'mutual',
    null,
  ],
  [
    'The Licensee may request a renewal of this Agreement no later than six (6) months before the end of the Term, and the Licensor may grant or refuse such request in its sole discretion.',
    'mutual',
    null,
  ],
  [
    "Unless cancelled by either party with ninety (90) days' written notice prior to its anniversary, this Agreement will continue in force for subsequent annual periods.",
    'automatic',
    90,
  ],
  [
    'On the expiry of each Contract Year, this Agreement shall be prolonged by one further Contract Year, unless either party has given written notice of termination at least three (3) months prior to the end of that Contract Year.',
    'automatic',
    90,
  ],
  [
    'The Customer is granted the option to extend the Term for up to two (2) additional periods of twelve (12) months each by giving written notice to the Supplier not less than ninety (90) days before the Term ends.',
    'option',
    null,
  ],
  ['The Term of this Agreement is fixed and shall not be subject to renewal.', 'none', null],
  [
    'Any purchase order issued before the end of the Term shall be completed in accordance with this Agreement, notwithstanding its expiry or non-renewal.',
    'none',
    null,
  ],
  // Labelled 'evergreen' when written; by the engine's convention (docs/analysis-journal.md, the first drafted renewal
  // clauses) a contract that runs until terminated from its start has no renewal, evergreen being a term that runs on
  // after a fixed one: relabelled after the first run, which read it so.
  [
    "This Agreement has no fixed term and continues until either party terminates it by giving at least sixty (60) days' written notice to the other.",
    'none',
    60,
  ],
  [
    'The subscription renews automatically at the end of each billing period for an equal period, and Customer may turn off automatic renewal at any time up to thirty (30) days before the renewal date.',
    'automatic',
    30,
  ],
  [
    "The Executive's employment hereunder shall end on the third anniversary of the Effective Date, and the Company shall have no obligation to offer a renewal.",
    'none',
    null,
  ],
];

/**
 * A twenty-ninth held-out batch of renewal clauses (28 November 2026, a twenty-first session; written before its first
 * run, aimed at no change): renewals as subscription and services agreements and their order forms word them, with
 * the notice put first ("If neither party objects ... the Term extends by one year"), an opt-out, a rolling renewal,
 * a renewal field in a line, beside an option, a renewal by amendment and a denial.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_29: DraftedRenewalClause[] = [
  [
    'The Subscription Term begins on the Effective Date and lasts for twelve (12) months; it then renews for further twelve (12) month periods unless a party tells the other in writing at least thirty (30) days before the then-current period ends that it does not wish to renew.',
    'automatic',
    30,
  ],
  [
    'If neither party objects in writing at least forty-five (45) days before the end of the Initial Term, the Term extends by one year, and so on each year after.',
    'automatic',
    45,
  ],
  [
    "Customer's subscription will roll over into a new annual term at the end of each term unless Customer opts out no later than sixty (60) days before the roll-over date.",
    'automatic',
    60,
  ],
  [
    'Each Order Form continues for its Subscription Period and thereafter for successive periods equal in length to the initial one, except where either party sends notice of non-renewal not less than ninety (90) days before the renewal date.',
    'automatic',
    90,
  ],
  [
    'The Term is one year from the Effective Date. Renewal: automatic, annual. Non-renewal notice: 30 days.',
    'automatic',
    30,
  ],
  [
    "At the end of the Initial Term this Agreement will be extended for successive terms of one (1) year each, unless terminated by Customer giving two (2) months' written notice prior to the end of the then-current term.",
    'automatic',
    60,
  ],
  [
    'This Agreement is effective for an initial period of three (3) years and is then automatically prolonged by one (1) year at a time, unless it is terminated with a notice period of three (3) months to the end of the respective contract period.',
    'automatic',
    90,
  ],
  [
    'Either party may prevent the automatic renewal of this Agreement by notifying the other party at least thirty (30) days before the end of the current Term; absent such notice, the Agreement renews for another year.',
    'automatic',
    30,
  ],
  [
    'The initial term of this Agreement is two years. Customer may extend it for one further year by written notice to Provider given at least ninety (90) days before the end of the initial term.',
    'option',
    null,
  ],
  [
    'This Agreement has a term of one (1) year and may be renewed thereafter only by a written amendment signed by both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement starts on the Effective Date and continues for 24 months. It will not renew automatically.',
    'none',
    null,
  ],
  // Labelled 'evergreen' when written; a renewal each month until notice is given is an automatic monthly renewal
  // with a notice that stops it (evergreen is a term that runs on until terminated): relabelled after the first run.
  [
    "The Agreement shall run for an initial term of 36 months, after which it shall renew each month on a rolling basis until either party gives one (1) month's notice to end it.",
    'automatic',
    30,
  ],
];

/**
 * A thirtieth held-out batch of renewal clauses (28 November 2026, a twenty-first session; written before its first run,
 * aimed at no change): notices that stop a renewal in other words (delivered, received, "to avoid renewal", a
 * cancellation that "requires" notice, business days, a quarter, six weeks), one with no period, and a termination
 * for convenience beside a renewal that names no notice of its own.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_30: DraftedRenewalClause[] = [
  [
    'The Initial Term is one (1) year. Thereafter this Agreement renews for successive one (1) year terms unless either party delivers a non-renewal notice no less than sixty (60) calendar days before the end of the then-current term.',
    'automatic',
    60,
  ],
  [
    'The Initial Term is one (1) year, after which the Agreement renews automatically for further one-year periods. Either party may give notice of non-renewal, provided such notice is received not later than ninety (90) days prior to the renewal date.',
    'automatic',
    90,
  ],
  [
    'The Initial Term is two (2) years. This Agreement will automatically renew for successive renewal terms of one (1) year unless Customer notifies Provider in writing of its decision not to renew at least one month before the renewal date.',
    'automatic',
    30,
  ],
  [
    'The Initial Term is one (1) year and will be automatically renewed for one-year periods; to avoid renewal, a party must send written notice to the other no fewer than 45 days before the anniversary date.',
    'automatic',
    45,
  ],
  [
    "The Initial Term is three (3) years, and the Agreement auto-renews annually thereafter. Cancellation of a renewal requires ten (10) business days' prior written notice.",
    'automatic',
    14,
  ],
  [
    'The Initial Term is one (1) year. The Agreement then renews for one-year periods unless terminated by either party on written notice given at least a quarter before the end of the current term.',
    'automatic',
    90,
  ],
  [
    "The Initial Term is one (1) year and renews automatically each year. Either party may terminate this Agreement for convenience at any time on thirty (30) days' notice.",
    'automatic',
    null,
  ],
  [
    'The Initial Term is one (1) year and renews automatically each year unless either party gives written notice of non-renewal before the end of the then-current term.',
    'automatic',
    null,
  ],
  [
    'The Initial Term is one (1) year, renewing automatically for successive annual terms unless either party serves notice of non-renewal at least six weeks before expiry.',
    'automatic',
    42,
  ],
];

/**
 * A thirty-first held-out batch of renewal clauses (28 November 2026, a twenty-first session; written before its first
 * run, aimed at no change): renewals as public templates, employment, leases, licences paid for each year, a county's
 * option periods, plain consumer words, a civil-law "equal periods" and a vendor's renewal reminder.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_31: DraftedRenewalClause[] = [
  [
    "The initial term of this Agreement is until December 31, 2025, unless earlier terminated. Thereafter, this Agreement will automatically renew on its anniversary date for one-year terms unless the Client provides fifteen (15) days' written notice before any such anniversary date that this Agreement shall not renew.",
    'automatic',
    15,
  ],
  [
    "The Employee's employment under this Agreement shall be for a period of two years, and shall be extended automatically for one additional year on each anniversary of the Commencement Date unless either party notifies the other, not less than ninety (90) days before such anniversary, that it does not wish the term to be extended.",
    'automatic',
    90,
  ],
  [
    'This Lease shall be for a term of five (5) years. Tenant shall have two (2) consecutive options to extend the Term, each for a period of five (5) years, exercisable by written notice delivered to Landlord not less than nine (9) months before the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'This license is granted for an initial period of one year and will be renewed each year upon payment of the annual license fee, unless Licensee informs Licensor of its decision to discontinue the license at least thirty (30) days before the renewal date.',
    'automatic',
    30,
  ],
  [
    'The Contract is for a base period of one year from date of award, with four (4) one-year option periods which may be exercised by the County at its sole discretion.',
    'option',
    null,
  ],
  [
    'This agreement lasts twelve months. After that it continues for further periods of twelve months each, unless you or we end it by telling the other at least two months before the end of the then-current period.',
    'automatic',
    60,
  ],
  [
    'The initial term is one year. At the end of the initial term the Agreement shall be renewed only if both parties sign a renewal letter.',
    'mutual',
    null,
  ],
  [
    'The term of this Agreement is one (1) year and it shall be renewed automatically for equal periods, unless either Party communicates to the other, in writing and with at least sixty (60) days in advance, its intention not to renew it.',
    'automatic',
    60,
  ],
  [
    'The term of this Agreement is one (1) year. Either party may elect not to renew this Agreement by giving the other party written notice thereof no later than thirty (30) days before the expiry of the Term, failing which this Agreement shall renew for another year.',
    'automatic',
    30,
  ],
  [
    'Provider will send Customer a renewal reminder at least ninety (90) days before the end of the Subscription Term; Subscriptions renew only if Customer signs a new Order Form.',
    'mutual',
    null,
  ],
];

/**
 * A thirty-second held-out batch of renewal clauses (28 November 2026, a twenty-first session; written after its
 * mends and before its first run, aimed at none): renewals and options as SEC filings word them at length, where the
 * 296 unseen contracts missed most renewals (a notice before the renewal, "without any action by either party",
 * "absent such notice", a renewal subject to conditions, a franchise's right to renew).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_32: DraftedRenewalClause[] = [
  [
    'This Agreement shall be renewed for additional terms of one year each upon the expiration of the initial term or any renewal term unless either party notifies the other in writing of its intent not to renew at least sixty (60) days before such expiration.',
    'automatic',
    60,
  ],
  [
    'Upon expiration of the Initial Term, the term of this Agreement shall be extended automatically, without any action by either party, for an additional term of two (2) years, and thereafter for successive additional terms of two (2) years each, unless either party gives written notice of termination at least one hundred eighty (180) days prior to the end of the then-current term.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall commence on the Effective Date and continue for three (3) years (the "Initial Term"), and shall thereafter remain in effect for successive periods of one (1) year each (each a "Renewal Period") until terminated by either party upon written notice given not less than ninety (90) days prior to the end of the Initial Term or the then-current Renewal Period.',
    'automatic',
    90,
  ],
  [
    "Unless notice of termination is given by either party not less than six months before the expiry of the Initial Period, this Agreement shall continue in force thereafter from year to year, subject to termination by six months' notice expiring at the end of any such year.",
    'automatic',
    180,
  ],
  [
    'The term of this Agreement may be renewed by Distributor for one additional five (5) year term, provided that Distributor is not then in default and has met the Minimum Purchase Requirements.',
    'option',
    null,
  ],
  [
    'The term may be extended by Company for up to two (2) additional one (1) year periods upon written notice to Consultant given before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'Franchisee shall have the right to renew the franchise for two additional terms of ten years each, subject to the conditions of Section 16.',
    'option',
    null,
  ],
  [
    "This Agreement will be automatically renewed on a year-to-year basis thereafter, unless terminated by either party on not less than thirty (30) days' written notice prior to the anniversary date.",
    'automatic',
    30,
  ],
  [
    'Each party shall have the right to terminate this Agreement as of the end of the Initial Term by giving written notice at least ninety (90) days before; absent such notice, the Agreement shall be extended for one year, and likewise from year to year.',
    'automatic',
    90,
  ],
];

/**
 * A thirty-third held-out batch of renewal clauses (28 November 2026, a twenty-second session; written after the
 * session's mends and before its first run, aimed at none): notices in calendar quarters and business days, a renewal
 * whose term differs in length from the first, continuation "from year to year" until notice, a renewal on
 * acceptance of a new quotation, an opt-out "at any time before" the renewal date.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_33: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term this Agreement shall automatically renew for a Renewal Term of six (6) months, and at the end of each Renewal Term for a further Renewal Term of six (6) months, unless either party gives written notice of non-renewal at least two calendar quarters before the end of the then-current term.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall continue from year to year after the Initial Term until either party terminates it by written notice delivered no fewer than forty-five (45) business days before the end of the then-current year.',
    'automatic',
    63,
  ],
  [
    'Following the Initial Term, the parties may renew this Agreement for a further term on the acceptance by Customer of a new quotation issued by Supplier.',
    'mutual',
    null,
  ],
  [
    'The subscription will auto-renew for consecutive twelve-month periods; Customer may opt out of auto-renewal at any time before the renewal date by written notice given at least thirty (30) days before that date.',
    'automatic',
    30,
  ],
  [
    'Licensee may, at its election, extend the term of this License for one (1) additional period of three (3) years by giving Licensor written notice of such election not later than one hundred twenty (120) days before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Upon expiry of the Initial Term, this Agreement will be renewed automatically for successive periods of two (2) years, save where one party notifies the other by registered mail of its decision not to renew at least three (3) months before the expiry of the current period.',
    'automatic',
    90,
  ],
  [
    'The parties shall meet no later than six (6) months before the end of the Initial Term to discuss in good faith whether to extend this Agreement; any extension shall require a written amendment signed by both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall renew automatically for one-year terms unless Customer cancels by written notice no later than one quarter before the renewal date.',
    'automatic',
    90,
  ],
  [
    'The Term shall automatically be extended by periods of twelve (12) months each unless either Party notifies the other Party in writing, at the latest sixty (60) days before the end of the then current Term, that it does not wish to extend the Term.',
    'automatic',
    60,
  ],
];

/**
 * A twenty-eighth held-out batch of term clauses (28 November 2026, a twenty-third session; written before its first
 * run and aimed at no change): terms as research, manufacturing, distribution and supply agreements state them, a
 * duration counted from the last signature, an appointment as the subject, and a survival period, an event-bound end
 * and a term tied to another agreement's, none of which ends this one on a date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_28: DraftedTermClause[] = [
  [
    'This Agreement shall become effective on the Effective Date and, unless earlier terminated pursuant to Article 12, shall remain in effect until the seventh (7th) anniversary of the Effective Date (the "Term").',
    { years: 7 },
  ],
  [
    'The Research Term shall commence on the Effective Date and end three (3) years thereafter, unless extended by mutual written agreement of the Parties.',
    { years: 3 },
  ],
  [
    'Unless terminated earlier as provided herein, the term of this Supply Agreement shall be a period of ten (10) years following the Effective Date.',
    { years: 10 },
  ],
  [
    'The term of this Agreement (the "Term") begins on the Effective Date and ends on March 31, {Y+5}.',
    { yearsLater: 5, on: '03-31' },
  ],
  [
    'This Agreement shall be effective for an initial period ending December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Manufacturing Term shall be the period from the Effective Date until the date that is four (4) years after the Effective Date.',
    { years: 4 },
  ],
  [
    'This Agreement shall continue in force for a term of one hundred twenty (120) months from the Effective Date.',
    { months: 120 },
  ],
  [
    "The Distributor's appointment hereunder shall be for an initial term of five (5) years, beginning on the Effective Date.",
    { years: 5 },
  ],
  [
    'This Agreement shall be binding upon the parties for a period of eighteen (18) months as from the date first written above.',
    { months: 18 },
  ],
  [
    'The obligations of the parties under Sections 7 and 9 shall survive for a period of five (5) years after the termination of this Agreement.',
    null,
  ],
  [
    'This Agreement shall expire on the second anniversary of the first commercial sale of the Product in the Territory.',
    null,
  ],
  ['The term of this Agreement shall run concurrently with the term of the Master Services Agreement.', null],
];

/**
 * A thirty-fourth held-out batch of renewal clauses (28 November 2026, a twenty-third session; written before its
 * first run and aimed at no change): renewals in words no batch used ("periods of equal duration ... unless denounced",
 * "deemed to be renewed ... of the same duration", "renewed ipso facto", "roll over", "for a period equal to the
 * Initial Term", a renewal on a named Renewal Date unless notice came before it, a term kept at two years by yearly
 * extensions), and extensions only by amendment or on terms to be negotiated.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_34: DraftedRenewalClause[] = [
  [
    'This Agreement shall thereafter be renewed for successive periods of equal duration, unless denounced by either Party by registered letter at least three (3) months before its expiry.',
    'automatic',
    90,
  ],
  [
    'Upon expiry of the Initial Term, this Agreement shall be deemed to be renewed for further periods of the same duration as the Initial Term unless either party gives notice of non-continuation not later than ninety (90) days before the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement shall be renewed ipso facto for consecutive one-year periods unless either party expresses its wish to the contrary in writing at least two (2) months before expiry.',
    'automatic',
    60,
  ],
  [
    "At the end of each Contract Year, this Agreement will roll over for a further Contract Year unless the Customer has given not less than thirty (30) days' notice to the contrary.",
    'automatic',
    30,
  ],
  [
    'This Agreement may be extended beyond the Initial Term only by an amendment executed by authorised representatives of both parties.',
    'mutual',
    null,
  ],
  [
    'The Purchaser shall have the option, exercisable in its sole discretion, to renew this Agreement for a period equal to the Initial Term by delivering a renewal notice to the Supplier at least six (6) months before the Expiration Date.',
    'option',
    null,
  ],
  [
    'If neither party has given notice of termination at least sixty (60) days prior to the Renewal Date, the Agreement shall renew on the Renewal Date for a further period of twelve (12) months.',
    'automatic',
    60,
  ],
  [
    'The Initial Term shall be extended automatically on each anniversary of the Effective Date by one (1) additional year, so that the remaining term is always two (2) years, unless either party gives notice that it elects to stop the extensions.',
    'automatic',
    null,
  ],
  [
    'Unless Customer cancels at least fifteen (15) days before the end of the current Subscription Term, the subscription renews for another Subscription Term of equal length.',
    'automatic',
    15,
  ],
  [
    'The parties may agree in writing to extend this Agreement for one or more additional periods on terms to be negotiated at that time.',
    'mutual',
    null,
  ],
];

/**
 * A twenty-ninth held-out batch of term clauses (28 November 2026, a twenty-third session; written after the session's
 * mends and before its first run, aimed at none): terms in the shapes public contract samples use (an employment
 * period ending on an anniversary with a proviso after it, a term "until" a date with a renewal sentence after it, a
 * term in a lease's and a franchise's words, a duration counted "from signature"), and ends on events or another
 * agreement's term, which end none on a date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_29: DraftedTermClause[] = [
  [
    'The Company shall employ the Executive for the period beginning on the Effective Date and ending on the third anniversary of the Effective Date, unless the employment is terminated earlier under Section 5; provided that the parties may agree in writing to continue the employment thereafter.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement runs until June 30, {Y+3}, unless sooner terminated. Thereafter the Agreement renews for one-year terms unless either party objects in writing.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'The Lease Term shall be sixty (60) months, commencing on the Effective Date, subject to extension as provided in Article 3.',
    { months: 60 },
  ],
  [
    'The franchise granted hereunder shall be for a term of ten (10) years from the Effective Date, unless sooner terminated in accordance with Section 16.',
    { years: 10 },
  ],
  ['The duration of this Contract is four (4) years from its signature by both Parties.', { years: 4 }],
  [
    'This Agreement is entered into for an initial term ending on the last day of February {Y+2} (the "Initial Term").',
    { yearsLater: 2, on: '02-28' },
  ],
  [
    'This Agreement shall be effective from the Effective Date through the second (2nd) anniversary thereof, unless extended by the written agreement of both parties.',
    { years: 2 },
  ],
  [
    'Unless terminated earlier, this Agreement shall remain in full force and effect for a period of eighteen (18) months after the Effective Date, and may be renewed thereafter by mutual written consent.',
    { months: 18 },
  ],
  [
    'This Agreement shall continue until the completion of the Services described in each Statement of Work, unless terminated earlier pursuant to Section 11.',
    null,
  ],
  [
    'The term of this Addendum shall be coterminous with the term of the Master Agreement to which it is attached.',
    null,
  ],
  [
    'The confidentiality obligations set forth in Section 8 shall continue for three (3) years following the expiration of this Agreement.',
    null,
  ],
  ['This Agreement shall terminate on the date on which the last Product Patent in the Territory expires.', null],
];

/**
 * A thirtieth held-out batch of term clauses (28 November 2026, a twenty-seventh session; written before its first
 * run, aimed at none): terms as contracts of many kinds state them (a close of business on a date, a period "from ...
 * to ... inclusive", a fixed duration, a "Duration:" heading, an engagement to the day before an anniversary, an initial
 * period, "from and after", a validity with an extension after it, a stay in effect to an anniversary, a licence term,
 * "as from"), and two ends of other things.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_30: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and shall remain in effect until the close of business on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The period of this Agreement is from the Effective Date to 30 June {Y+3} inclusive.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'Subject to earlier termination, the Agreement has a fixed duration of twenty-four (24) months from the Effective Date.',
    { months: 24 },
  ],
  [
    'Duration: This Agreement enters into force on the Effective Date and remains in force for a period of five (5) years.',
    { years: 5 },
  ],
  [
    'The Consultant’s engagement under this Agreement shall be for the period from the Effective Date to the day immediately preceding the second anniversary of the Effective Date.',
    { years: 2, dayBefore: true },
  ],
  [
    'This Agreement will remain effective for an initial period of thirty-six (36) months following the Effective Date (the "Initial Period").',
    { months: 36 },
  ],
  [
    'Except as otherwise provided herein, the term hereof shall run for a period of seven (7) years from and after the Effective Date.',
    { years: 7 },
  ],
  [
    'This Agreement shall be valid for a period of two (2) years and shall thereafter be extended automatically for periods of one (1) year unless terminated by either Party with three (3) months notice.',
    { years: 2 },
  ],
  [
    'The Agreement shall stay in effect until the third (3rd) anniversary of the Effective Date, at which time it shall expire unless renewed as set out below.',
    { years: 3 },
  ],
  ['The licence term is ten (10) years commencing on the Effective Date.', { years: 10 }],
  ['This Agreement shall be in force for a term of three (3) years as from the Effective Date.', { years: 3 }],
  ['Support for version 2.0 of the Software ends on 31 December {Y+1}.', null],
];

/**
 * A thirty-first held-out batch of term clauses (28 November 2026, a twenty-seventh session; written before its first
 * run, aimed at none): on contracts nobody here had read, most wrong end dates came "from another clause", so every
 * clause here holds a second date or length beside the term's (a first delivery, a price review, an annual review, a
 * section applying later, exclusivity, royalties, milestones, a warranty surviving).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_31: DraftedTermClause[] = [
  [
    'The term of this Agreement runs until December 31, {Y+4}, although the first delivery is due on March 1, {Y+1}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'Although prices may be reviewed on January 1, {Y+1}, this Agreement shall continue in force for three (3) years from the Effective Date.',
    { years: 3 },
  ],
  [
    'The Initial Term shall expire on September 30, {Y+2}; the first Annual Review shall take place no later than October 15, {Y+1}.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'This Agreement is effective from the Effective Date until 31 December {Y+3}, save that Section 7 shall apply only from 1 July {Y+1}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Supplier shall deliver the first batch by April 30, {Y+1}, and this Agreement shall terminate on April 30, {Y+5}.',
    { yearsLater: 5, on: '04-30' },
  ],
  [
    'The term of this Agreement commences on the Effective Date and ends on the earlier of (a) the date the Project is accepted and (b) December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall have a term of five (5) years; provided that the exclusivity in Section 2 ends on June 30, {Y+2}.',
    { years: 5 },
  ],
  [
    'Subject to Section 14, this Agreement will expire at midnight on 31 March {Y+3} (the "Expiry Date").',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'The Licensee shall pay the first royalty instalment on or before 1 February {Y+1}. The licence granted hereunder shall continue for seven (7) years from the Effective Date.',
    { years: 7 },
  ],
  [
    'The Contract Period shall run from the Effective Date through May 31, {Y+2}, with payment milestones on November 30, {Y+1} and May 31, {Y+2}.',
    { yearsLater: 2, on: '05-31' },
  ],
  [
    'The Agreement shall remain in effect for a period of two (2) years, and any Order placed before expiry shall be fulfilled even if delivery falls after that date.',
    { years: 2 },
  ],
  [
    'This Agreement shall terminate on December 31, {Y+3}, except that the warranty obligations shall survive until December 31, {Y+5}.',
    { yearsLater: 3, on: '12-31' },
  ],
];

/**
 * A thirty-fifth held-out batch of renewal clauses (28 November 2026, a twenty-third session; written after the
 * session's mends and before its first run, aimed at none): renewals in the shapes public samples use (a renewal "on
 * its anniversary date" unless a party says it shall not renew, a renewal that needs a board's yearly approval, an
 * order form's subscription renewing for "the next subscription cycle", an option exercised by notice within a
 * window, a renewal at a rate to be agreed), and running on after the term.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_35: DraftedRenewalClause[] = [
  [
    'This Agreement will automatically renew on each anniversary of the Effective Date for a further term of one (1) year, unless either party notifies the other in writing not less than forty-five (45) days before that anniversary that the Agreement shall not renew.',
    'automatic',
    45,
  ],
  [
    'Thereafter this Agreement shall continue in effect for successive one-year periods, provided that such continuance is approved at least annually by the Board of Directors of the Fund.',
    'automatic',
    null,
  ],
  [
    'Unless otherwise stated in the Order Form, each Subscription Term renews for the next subscription cycle unless Customer gives notice of non-renewal at least thirty (30) days before the current Subscription Term ends.',
    'automatic',
    30,
  ],
  [
    'Tenant may extend the Term for one (1) additional period of five (5) years by written notice to Landlord given not less than nine (9) nor more than twelve (12) months before the Expiration Date.',
    'option',
    null,
  ],
  [
    'Upon expiry of the Initial Term, the parties may renew the Services for further periods of at least one year each at such rates as they may agree in writing.',
    'mutual',
    null,
  ],
  [
    "After the Initial Term this Agreement shall remain in effect and thereafter until terminated by either party on sixty (60) days' written notice.",
    'evergreen',
    60,
  ],
  [
    'The Term shall be extended automatically for successive periods of two (2) years each, unless a party gives notice of its intention not to extend no later than one hundred and twenty (120) days before the then-current expiry date.',
    'automatic',
    120,
  ],
  [
    'If neither party elects to terminate this Agreement by written notice given at least ninety (90) days before the end of the Initial Term, this Agreement shall renew for a Renewal Term of one (1) year, and so on from year to year.',
    'automatic',
    90,
  ],
  [
    'The Distributor shall have the right to renew this Agreement for two (2) further terms of three (3) years each, provided it has met the Minimum Purchase Requirements and gives notice of renewal at least six (6) months before expiry.',
    'option',
    null,
  ],
  [
    'This Agreement shall expire at the end of the Initial Term and shall not be renewed except by a new agreement signed by both parties.',
    'mutual',
    null,
  ],
];

/**
 * A thirty-sixth held-out batch of renewal clauses (28 November 2026, a twenty-seventh session; written after the
 * session's two mends, consent given by several parties and other instruments' short names, and before its first
 * run, in words neither mend's tests use): renewals only both parties can make, said with the parties as the verb's
 * subject; letters of credit, bonds and guarantees renewed; and automatic renewals and options beside them.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_36: DraftedRenewalClause[] = [
  [
    'The Term may be renewed for a further period of two (2) years should Licensor and Licensee mutually so determine before the expiry of the Initial Term.',
    'mutual',
    null,
  ],
  [
    'Provided that Supplier and Customer each confirm in writing their wish to continue, this Agreement shall be extended for one further year.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be extended for successive twelve (12) month periods unless the parties otherwise agree in writing or either party gives at least sixty (60) days’ notice of non-extension.',
    'automatic',
    60,
  ],
  [
    'The Client may extend this Agreement for up to two (2) additional one-year periods by written notice given to the Consultant no later than thirty (30) days before the end of the Term.',
    'option',
    null,
  ],
  [
    'Buyer shall deliver to Seller a standby letter of credit (the "SBLC") in the amount of $1,000,000. The SBLC shall be automatically renewed for successive one-year periods unless the issuing bank notifies Seller at least thirty (30) days before its expiry.',
    'none',
    null,
  ],
  [
    'Company shall maintain a performance bond in favour of the County throughout the Term, which bond shall be renewed each year not later than thirty (30) days before its expiry.',
    'none',
    null,
  ],
  [
    'Where the Parties both consent, the Agreement may be continued for a subsequent term of equal length.',
    'mutual',
    null,
  ],
  [
    'At the end of the Initial Term, the Agreement will be renewed for one (1) further year if the Company and the Agency jointly agree in writing to such renewal at least ninety (90) days before expiry.',
    'mutual',
    null,
  ],
  [
    'The Contractor’s parent company has given a guarantee of its obligations (the "Parent Guarantee"). The Parent Guarantee shall be extended automatically for so long as any Services remain outstanding.',
    'none',
    null,
  ],
  [
    'This Agreement renews automatically for further periods of one (1) year unless terminated by either party with three (3) months’ written notice before the end of the current period.',
    'automatic',
    90,
  ],
  [
    'Renewal of this Agreement for any period beyond the Initial Term is conditional upon both the Licensor and the Licensee executing a renewal letter.',
    'mutual',
    null,
  ],
  [
    'Either party may propose a renewal of this Agreement; any renewal shall take effect only if the other party accepts the proposal in writing.',
    'mutual',
    null,
  ],
];

/**
 * A thirty-seventh held-out batch of renewal clauses (28 November 2026, a twenty-seventh session; written after the
 * session's mends and before its first run, aimed at none): renewals in the words of British, European and American
 * contracts (further periods "unless and until terminated", renewal "tacitly" and by registered letter, a roll forward
 * on each anniversary, a quarter-to-quarter basis), options at an election or granted as a right, renewals on a
 * condition, by consent, after good-faith discussion, and none owed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_37: DraftedRenewalClause[] = [
  [
    'On expiry of the Initial Period, this Agreement shall continue for further successive periods of twelve (12) months each (each a "Subsequent Period"), unless and until terminated by either party giving not less than three (3) months\' written notice expiring at the end of the Initial Period or any Subsequent Period.',
    'automatic',
    90,
  ],
  [
    "The Agreement is renewable for two additional terms of three years each at Purchaser's election, exercisable by written notice not later than one hundred eighty (180) days before expiration.",
    'option',
    null,
  ],
  [
    'This Agreement shall be tacitly renewed for successive periods of one (1) year, unless terminated by registered letter sent at least three (3) months before the expiry date.',
    'automatic',
    90,
  ],
  [
    'Renewal of this Agreement shall be by mutual written consent of the Parties, to be sought no later than sixty (60) days before its expiry.',
    'mutual',
    null,
  ],
  [
    'If Licensee is not then in default, Licensee may, at its election, renew this License for one (1) additional term of five (5) years upon the same terms.',
    'option',
    null,
  ],
  [
    'Upon the expiration of the Term, this Agreement will be automatically extended on a quarter-to-quarter basis until either party gives the other at least thirty (30) days prior written notice of termination.',
    'automatic',
    30,
  ],
  ['Neither party shall be under any obligation to renew this Agreement upon its expiration.', 'none', null],
  [
    'The Agreement will roll forward for additional one-year periods on each anniversary of the Effective Date, unless Client notifies Agency in writing at least forty-five (45) days prior to such anniversary that it does not wish to continue.',
    'automatic',
    45,
  ],
  [
    'Company hereby grants Distributor the right to extend the Term for one (1) additional period of two (2) years, which right Distributor may exercise by written notice given at least sixty (60) days prior to the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'This Agreement shall be extended automatically for one (1) additional year if, at the end of the Initial Term, neither party is in material breach.',
    'automatic',
    null,
  ],
  [
    'The parties will discuss in good faith, no later than six (6) months prior to the end of the Term, the terms on which this Agreement might be renewed.',
    'mutual',
    null,
  ],
  [
    "The Customer's subscription will be renewed for the same period as the previous subscription term unless cancelled by the Customer through the account settings before the renewal date.",
    'automatic',
    null,
  ],
];

/**
 * A thirty-eighth held-out batch of renewal clauses (28 November 2026, a twenty-seventh session; written before its
 * first run, aimed at none): the check part's renewal precision is the figure furthest from the work part's, so all
 * twelve speak of renewal without the agreement renewing (prices and fees of a renewal term, a sell-off after
 * non-renewal, no commitment or expectation of renewal, insurance and cover renewed, a renewal supposed, a cap on the
 * term with renewals, renewal provisions of purchase orders disowned).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_38: DraftedRenewalClause[] = [
  [
    "Any renewal or extension of this Agreement shall be subject to the Supplier's then-current price list.",
    'none',
    null,
  ],
  ['Fees for any Renewal Term will be invoiced thirty (30) days before the Renewal Term begins.', 'none', null],
  [
    'Upon termination or expiration of this Agreement without renewal, Distributor shall return all unsold Products within sixty (60) days.',
    'none',
    null,
  ],
  [
    'Licensor makes no commitment that this Agreement will be renewed or that any new agreement will be offered.',
    'none',
    null,
  ],
  [
    "The Licensee's rights to sell off inventory shall continue for six (6) months after expiration or non-renewal of this Agreement.",
    'none',
    null,
  ],
  [
    'Each Party represents that it has not relied on any expectation that this Agreement will be renewed.',
    'none',
    null,
  ],
  [
    'Supplier shall notify Buyer at least ninety (90) days before the end of the Term whether it is willing to discuss a new agreement.',
    'none',
    null,
  ],
  [
    'The insurance certificates required by Section 12 shall be renewed annually and delivered to the Company within ten (10) days of each renewal.',
    'none',
    null,
  ],
  [
    'If this Agreement is renewed, the minimum purchase quantities for each renewal year will be agreed by the parties.',
    'none',
    null,
  ],
  ['The Term of this Agreement, including any renewal, shall not exceed ten (10) years in total.', 'none', null],
  ['Automatic renewal provisions in any purchase order issued hereunder shall have no effect.', 'none', null],
  [
    'The Consultant shall renew its professional liability cover each year and provide evidence of renewal on request.',
    'none',
    null,
  ],
];

/**
 * A thirty-ninth held-out batch of renewal clauses (28 November 2026, a twenty-seventh session; written before its
 * first run, aimed at none): automatic renewals whose notice to stop them is written in ways the earlier batches did
 * not use (a notice "served", "lodged", "tendered" or "furnished", a period before "the date of renewal", "prior to the
 * lapse", a notice in weeks, "at any time up to", "no fewer than", "not less than one (1) calendar month", a notice
 * "received" by a date before the end, a notice put after the renewal in its own sentence with "such").
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_39: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive terms of one (1) year unless a notice of termination is served by either party not later than ninety (90) days before the date of renewal.',
    'automatic',
    90,
  ],
  [
    'The Term shall be automatically extended for further twelve-month periods unless either party lodges a written objection with the other no fewer than sixty (60) days prior to the lapse of the current period.',
    'automatic',
    60,
  ],
  [
    "This Agreement will be renewed for consecutive one-year periods unless either party furnishes the other with eight (8) weeks' written notice of its intention not to renew.",
    'automatic',
    56,
  ],
  [
    'Upon expiry of the Initial Term this Agreement shall automatically renew for a period of two (2) years, and so on thereafter, unless notice of non-renewal is tendered by a party at any time up to one hundred and twenty (120) days before the expiry of the then-current term.',
    'automatic',
    120,
  ],
  [
    'This Agreement renews automatically each year on the anniversary of the Effective Date. Either party may prevent such renewal by written notice received by the other party not less than one (1) calendar month before that anniversary.',
    'automatic',
    30,
  ],
  [
    'At the end of the Initial Term, this Agreement shall automatically continue for successive one (1) year periods unless either party has given written notice to the contrary at least forty-five (45) days in advance.',
    'automatic',
    45,
  ],
  [
    'This Agreement is renewed automatically from year to year, unless one of the parties informs the other by registered mail, at the latest six (6) months before the end of the current contractual year, that it does not wish to renew.',
    'automatic',
    180,
  ],
  [
    'The subscription automatically renews for additional periods equal to the initial term unless Customer provides notice of cancellation ten (10) business days before the renewal date.',
    'automatic',
    14,
  ],
  [
    'Unless either Party notifies the other of its decision to end this Agreement no later than seventy-five (75) days prior to the end of the current Term, this Agreement shall automatically be renewed for an additional year.',
    'automatic',
    75,
  ],
  [
    'This Agreement shall be renewed automatically for successive terms of three (3) years each; provided, however, that either party may elect not to renew by giving written notice to the other party at least twelve (12) months before the end of the then-existing term.',
    'automatic',
    360,
  ],
];

/**
 * A thirty-second held-out batch of term clauses (29 November 2026, a twenty-eighth session; written before its first
 * run, aimed at none): terms stated in long sentences with a list of termination rights between subject and end, in
 * digits without words, in slashed dates, through "up to and including", as months counted from the start, by a
 * licence or a lease rather than the agreement, as the earlier of a date and an event, and ends counted from an event
 * the contract does not date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_32: DraftedTermClause[] = [
  [
    'The Term of this Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Article 15 (including, without limitation, termination for material breach under Section 15.2, for insolvency under Section 15.3 or upon a change of control under Section 15.4), shall continue until the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  ['This Agreement shall be for a period of 3 years starting from the Effective Date.', { years: 3 }],
  [
    'The parties agree that the term of this Agreement is from the Effective Date to 12/31/{Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be in force from the Effective Date up to and including 30 September {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  ['This Agreement shall expire on the date that is eighteen (18) months after the Effective Date.', { months: 18 }],
  [
    'The term of this Agreement shall be a period of twenty-four (24) consecutive calendar months beginning on the Effective Date.',
    { months: 24 },
  ],
  [
    'The license granted hereunder shall have an initial term expiring on the fifth anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'This Agreement shall continue in effect until the earlier of (i) December 31, {Y+4} or (ii) the date on which Distributor has purchased the Minimum Quantity.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Agreement has a duration of 36 months as from the Effective Date.', { months: 36 }],
  [
    'This Agreement enters into force on the Effective Date and shall remain valid and binding upon the Parties for a term of ten (10) years.',
    { years: 10 },
  ],
  [
    'The Lease Term shall be a period of seven (7) years commencing on the Effective Date and expiring on the day preceding the seventh anniversary thereof, both dates inclusive.',
    { years: 7, dayBefore: true },
  ],
  [
    'Unless sooner terminated as provided herein, the term of this Agreement shall be one (1) year from the Effective Date, which term the parties acknowledge reflects the pilot nature of the program described in Exhibit A.',
    { years: 1 },
  ],
  [
    'The term hereof shall begin on the Effective Date and shall end at 5:00 p.m. (local time in New York, New York) on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'The Services shall be performed, and this Agreement shall remain in effect, during the period from the Effective Date through and including March 31, {Y+1}.',
    { yearsLater: 1, on: '03-31' },
  ],
  [
    'This Agreement shall remain in effect for so long as the Company continues to sell Products bearing the Licensed Marks.',
    null,
  ],
  [
    'The term of this Agreement shall expire ten (10) years after the date of the first commercial sale of a Licensed Product in the Territory.',
    null,
  ],
  [
    'Term of Agreement: from the Effective Date until the end of the forty-eighth (48th) month thereafter.',
    { months: 48 },
  ],
  [
    'This Agreement and the rights granted in it shall last for a period of two (2) years and shall then lapse unless renewed by the written agreement of the parties.',
    { years: 2 },
  ],
  [
    'The Distributor is appointed for an initial period of four (4) years from the Effective Date, during which it shall use its best efforts to promote the Products.',
    { years: 4 },
  ],
  [
    'This Agreement shall continue in full force until the completion of the Services described in the Statement of Work, which the parties expect to occur in the second quarter of {Y+1}.',
    null,
  ],
];

/**
 * A fortieth held-out batch of renewal clauses (29 November 2026, a twenty-eighth session; written before its first
 * run, aimed at none): renewals "tacitly" made, made "by the same period", continued "from year to year", an option
 * "to prolong", and, for the check part's precision, contracts that speak of renewal and do not renew (a term that
 * ends "without further notice", a renewal only by a signed amendment, a meeting to consider one, renewal of a permit
 * or a price, a right of first negotiation, a termination at will beside a fixed end).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_40: DraftedRenewalClause[] = [
  [
    'This Agreement shall be tacitly renewed for successive periods of one (1) year unless terminated by either party by registered letter with acknowledgement of receipt at least three (3) months before its expiry.',
    'automatic',
    90,
  ],
  [
    'Upon expiry of the Initial Term, the Subscription will be extended automatically by the same period as the Initial Term, unless the Customer switches off auto-renewal in its account settings no later than fourteen (14) days prior to expiry.',
    'automatic',
    14,
  ],
  [
    'Thereafter this Agreement shall continue from year to year unless either party gives written notice of termination not less than sixty (60) days before the end of any contract year.',
    'automatic',
    60,
  ],
  [
    'The Purchaser shall be entitled to prolong this Agreement by a further period of two (2) years by written declaration to the Seller made not later than six (6) months before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'Upon the expiration of the Term, this Agreement shall terminate automatically without further notice or action by either party, and no renewal shall be implied from the continued performance of either party.',
    'none',
    null,
  ],
  [
    'Any renewal of this Agreement shall be effected only by a written amendment signed by authorized representatives of both parties.',
    'mutual',
    null,
  ],
  [
    'Not later than six (6) months before the end of the Term, the Steering Committee shall meet to consider whether the parties wish to renew this Agreement and, if so, on what terms.',
    'mutual',
    null,
  ],
  [
    'The Operator shall be responsible, at its own cost, for obtaining and renewing every permit and licence required for the operation of the Facility during the Term.',
    'none',
    null,
  ],
  [
    'The unit prices in Schedule B are fixed for the first Contract Year and shall thereafter be renewed or revised annually by the parties on each anniversary of the Effective Date.',
    'none',
    null,
  ],
  [
    'During the ninety (90) days before the expiration of the Term, the Licensor shall negotiate exclusively and in good faith with the Licensee regarding a possible renewal of this Agreement.',
    'mutual',
    null,
  ],
  [
    'Either party may terminate this Agreement at any time, for any reason, upon thirty (30) days’ prior written notice to the other party; otherwise this Agreement shall expire at the end of the Term.',
    'none',
    null,
  ],
  [
    'This Agreement shall be automatically extended for consecutive twelve-month periods, unless one of the parties objects to such extension in writing no later than ninety (90) days before the expiration of the current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement may be extended for one (1) additional year at the sole election of the Client, which election shall be made in writing at least thirty (30) days before the expiration date.',
    'option',
    null,
  ],
  [
    'Nothing in this Agreement shall be construed as an obligation of either party to renew or extend it beyond the Term.',
    'none',
    null,
  ],
];

/**
 * A thirty-third held-out batch of term clauses (29 November 2026, a twenty-eighth session; written after the
 * session's mends and before its first run, aimed at none): terms that "come into force" for an initial period, run to
 * an "Expiry Date", are "concluded for a fixed period of 5 (five) years", count from the day the parties sign, end on
 * an anniversary "of the date hereof", run to a calendar year's end after an anniversary, are counted in Contract
 * Years, end "no later than" a date, are labelled in capitals or dated in ISO form, and two that state no end.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_33: DraftedTermClause[] = [
  [
    'The Agreement shall come into force on the Effective Date and shall continue in force for an initial period of thirty-six (36) months (the "Initial Period").',
    { months: 36 },
  ],
  [
    'This Agreement commences on the Effective Date and, subject to earlier termination, continues until 30 June {Y+2} (the "Expiry Date").',
    { yearsLater: 2, on: '06-30' },
  ],
  ['Duration of the Agreement. The Agreement is concluded for a fixed period of 5 (five) years.', { years: 5 }],
  ['The Contract shall be valid for three years from the day it is signed by both parties.', { years: 3 }],
  ['This Agreement shall terminate on the third (3rd) anniversary of the date hereof.', { years: 3 }],
  [
    'This Agreement shall remain in effect until December 31, {Y+1}, and from year to year thereafter unless terminated by either party on ninety (90) days notice.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'Unless extended by mutual agreement, the Term ends on the date that is two (2) years after the Effective Date.',
    { years: 2 },
  ],
  [
    'The term of the Agreement is from the Effective Date through the last day of the calendar year in which the third anniversary of the Effective Date occurs.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['This Agreement shall be in effect for an initial term of five (5) Contract Years.', { years: 5 }],
  [
    'This Agreement shall continue for the duration of the Project and in any event shall terminate no later than March 31, {Y+2}.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'The engagement will commence on the Effective Date and will continue for twelve months unless terminated earlier.',
    { months: 12 },
  ],
  ['TERM: 2 years from the Effective Date.', { years: 2 }],
  ['This Agreement is valid through {Y+3}-06-30.', { yearsLater: 3, on: '06-30' }],
  [
    'The Parties agree that this Agreement shall have a duration of three (3) years, counted from the date of its execution.',
    { years: 3 },
  ],
  [
    'This Agreement shall remain in force until all obligations of the parties hereunder have been fully performed.',
    null,
  ],
  ['The Warranty Period for each Product shall be twenty-four (24) months from the date of its delivery.', null],
];

/**
 * A forty-first held-out batch of renewal clauses (29 November 2026, a twenty-eighth session; written after the
 * session's mends and before its first run, aimed at none): renewals on a condition (targets met, a fee paid), a
 * franchise's option with a window for its notice, an extension only if both notify, renewals stopped by registered
 * mail or "except if" a notice is given, a tenant holding over, a cancellation for poor service, a rolling monthly
 * continuation.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_41: DraftedRenewalClause[] = [
  [
    'Provided that Distributor has met the Minimum Purchase Requirements for the preceding year, this Agreement shall automatically renew for an additional one (1) year term.',
    'automatic',
    null,
  ],
  [
    'Franchisee may renew the franchise for one (1) additional term of ten (10) years, provided that Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months before the end of the initial term.',
    'option',
    null,
  ],
  [
    'If Tenant remains in possession of the Premises after the expiration of the Term without a new lease, Tenant shall be a tenant at sufferance at one hundred fifty percent (150%) of the Base Rent.',
    'none',
    null,
  ],
  [
    'Each party shall notify the other no later than sixty (60) days before the end of the Term whether it wishes to extend this Agreement; if both parties so notify, this Agreement shall be extended for a further year.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for successive terms of two (2) years, unless terminated by either party by notice given by registered mail no less than one hundred twenty (120) days before the end of the then current term.',
    'automatic',
    120,
  ],
  [
    'At the end of the Initial Term this Agreement shall be extended automatically by periods of twelve (12) months each, except if either Party has given written notice of termination at least three (3) months prior to the end of the relevant period.',
    'automatic',
    90,
  ],
  [
    'Customer may cancel the Services upon thirty (30) days’ written notice if Provider fails to meet the Service Levels in three (3) consecutive months.',
    'none',
    null,
  ],
  [
    'This Agreement will continue after the Initial Term on a rolling monthly basis until terminated by either party giving one (1) month’s written notice.',
    'automatic',
    30,
  ],
  [
    'Licensee shall have the right to extend the License Period for two (2) successive periods of five (5) years each, exercisable by written notice to Licensor at least one hundred eighty (180) days prior to the expiration of the then-current License Period.',
    'option',
    null,
  ],
  [
    'The Term will renew on each anniversary of the Effective Date for one (1) year unless, at least ninety (90) days before that anniversary, either party informs the other that it does not want the Term to renew.',
    'automatic',
    90,
  ],
  [
    'Any extension of the Term beyond the Expiration Date shall require the approval of the Board of Directors of each party and a written amendment to this Agreement.',
    'mutual',
    null,
  ],
  [
    'The fees set out in Schedule 2 may be increased by Supplier upon each renewal of the Term by giving Customer not less than sixty (60) days’ notice of the increase.',
    'none',
    null,
  ],
];

/**
 * A thirty-fourth held-out batch of term clauses (29 November 2026, a twenty-eighth session; written before its first
 * run, aimed at none): terms in words the filings the clause model was fitted on rarely use (a contract "valid" or
 * "binding" for a period, its "validity" or "life", a deed that "operates", an agreement that "lapses", "ceases to have
 * effect", "runs out" or stays "operative", a cooperation that "lasts", a "fixed period", an "agreement period").
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_34: DraftedTermClause[] = [
  ['This Contract shall be valid for a period of two (2) years from the Effective Date.', { years: 2 }],
  ['The validity of this Agreement is three (3) years from the Effective Date.', { years: 3 }],
  [
    'This Agreement shall be binding on the parties for a period of four (4) years from the Effective Date.',
    { years: 4 },
  ],
  ['The life of this Agreement shall be five (5) years commencing on the Effective Date.', { years: 5 }],
  ['This Deed shall operate for a period of ten (10) years from the Effective Date.', { years: 10 }],
  ['This Agreement shall lapse on 31 December {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement shall cease to have effect on June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['The period of validity of this Contract ends on 30 September {Y+1}.', { yearsLater: 1, on: '09-30' }],
  [
    'This Memorandum of Understanding shall remain operative for eighteen (18) months from the Effective Date.',
    { months: 18 },
  ],
  [
    'The cooperation of the Parties under this Agreement shall last three (3) years from the Effective Date.',
    { years: 3 },
  ],
  ['This Agreement runs out on March 31, {Y+4}.', { yearsLater: 4, on: '03-31' }],
  ['This Agreement is entered into for a fixed period of two (2) years from the Effective Date.', { years: 2 }],
  ['The duration of this Licence is seven (7) years from the Effective Date.', { years: 7 }],
  ['The agreement period is from the Effective Date to 31 March {Y+2}.', { yearsLater: 2, on: '03-31' }],
];

/**
 * A forty-second held-out batch of renewal clauses (29 November 2026, a twenty-eighth session; written before its first
 * run, aimed at none): renewals in words the filings rarely use (an agreement "tacitly reconducted", one that "rolls
 * over" for a contract year, is "self-renewing", is "carried forward" unless a notice to quit is served, is "extended
 * year by year", "automatically continues for additional terms"), an option to "prolong", and renewals only by a fresh
 * agreement.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_42: DraftedRenewalClause[] = [
  [
    'This Agreement shall be tacitly reconducted for successive periods of one (1) year unless terminated by either Party with three (3) months’ notice before its expiry.',
    'automatic',
    90,
  ],
  [
    'At the end of each Contract Year this Agreement rolls over for another Contract Year unless Customer opts out in writing at least thirty (30) days in advance.',
    'automatic',
    30,
  ],
  [
    'This Agreement is self-renewing for periods of twelve (12) months, subject to either party’s right to give sixty (60) days’ notice of non-renewal.',
    'automatic',
    60,
  ],
  [
    'Unless either party serves a notice to quit not less than six (6) months before the end of the Term, the Term shall be carried forward for a further two (2) years.',
    'automatic',
    180,
  ],
  [
    'The Client may, by giving notice not later than three (3) months before the Expiry Date, prolong the Term by one (1) year.',
    'option',
    null,
  ],
  [
    'This Agreement shall be extended year by year unless either party terminates it with notice of at least ninety (90) days to the end of the respective contract year.',
    'automatic',
    90,
  ],
  ['Renewal of this Agreement shall be subject to a fresh agreement between the parties.', 'mutual', null],
  ['Any continuation of the engagement after the Term shall be agreed in writing between the parties.', 'mutual', null],
  [
    'The Subscription automatically continues for additional terms equal to the Initial Subscription Term unless cancelled by Customer through its account at least seven (7) days before the end of the then-current term.',
    'automatic',
    7,
  ],
];

/**
 * A forty-third held-out batch of renewal clauses (29 November 2026, a twenty-eighth session; written after the
 * session's mends and before its first run, aimed at none): renewals as government contracts, franchises, Indian,
 * employment, lease and SaaS drafting word them (an extension by preliminary notice, a successor franchise agreement,
 * renewal "on mutually agreed terms", subscriptions that "auto-renew", an employer's fixed term renewed at its
 * discretion, an "evergreen clause", an option with a window, a renewal "failing which" a party elects not to renew), no
 * expectation of renewal, and an extension only by an amendment executed by both parties' officers.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_43: DraftedRenewalClause[] = [
  [
    'The Government may extend the term of this contract by written notice to the Contractor within thirty (30) days before the contract expires; provided that the Government gives the Contractor a preliminary written notice of its intent to extend at least sixty (60) days before the contract expires.',
    'option',
    null,
  ],
  [
    'Upon expiration of the initial term, Franchisee shall have the right to enter into a successor franchise agreement for one (1) additional term of ten (10) years, provided Franchisee is in compliance with this Agreement.',
    'option',
    null,
  ],
  [
    'This Agreement may be renewed for a further period on mutually agreed terms and conditions by the parties.',
    'mutual',
    null,
  ],
  [
    'Subscriptions auto-renew at the end of each Subscription Term for a period equal to the expiring Subscription Term unless either party provides notice of non-renewal at least thirty (30) days before the end of the then-current Subscription Term.',
    'automatic',
    30,
  ],
  [
    'This contract may be renewed by the Employer for a further fixed term at its discretion, by written notice to the Employee not later than one (1) month before its expiry.',
    'option',
    null,
  ],
  [
    'This Agreement contains an evergreen clause: after the Initial Term it shall renew for consecutive one-year terms unless cancelled in writing by either party ninety (90) days prior to the anniversary date.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be renewed automatically for one (1) year periods thereafter, unless either party sends the other a written notice of termination at least thirty (30) calendar days prior to the expiration date.',
    'automatic',
    30,
  ],
  [
    'Landlord grants Tenant one (1) option to renew this Lease for a period of five (5) years (the "Renewal Term") on the same terms, except Base Rent, by written notice delivered no earlier than twelve (12) months and no later than nine (9) months before the Expiration Date.',
    'option',
    null,
  ],
  [
    'The Distributor acknowledges that it has no expectation of renewal and that the Company may appoint another distributor on expiry.',
    'none',
    null,
  ],
  [
    'The Term may only be extended by an amendment to this Agreement executed by the duly authorised officers of both Parties.',
    'mutual',
    null,
  ],
  [
    'Either party may, by written notice given not less than ninety (90) days prior to the end of the Initial Term, elect not to renew this Agreement, failing which it shall be renewed for a further term of three (3) years.',
    'automatic',
    90,
  ],
];

/**
 * A thirty-fifth held-out batch of term clauses (29 November 2026, a twenty-eighth session; written after all of the
 * session's mends and before its first run, aimed at none, as the session's closing measure): plain terms of the kinds
 * every batch has, in new words (through an anniversary, sixty months, terminating automatically unless renewed, a
 * proviso first, "the date falling three (3) years after", "remain valid until", a defined "Term" as a period, a letter
 * agreement, an engagement's duration, "for a term of 3 years") and a fee due each year, which ends nothing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_35: DraftedTermClause[] = [
  [
    'The term of this Agreement begins on the Effective Date and continues through the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  ['The Initial Term shall be for a period of sixty (60) months commencing on the Effective Date.', { months: 60 }],
  [
    'This Agreement terminates automatically on 31 August {Y+2} unless renewed in writing.',
    { yearsLater: 2, on: '08-31' },
  ],
  [
    'Subject to the provisions of Clause 14, this Agreement shall continue in force until 30 November {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  ['This Agreement shall expire on the date falling three (3) years after the Effective Date.', { years: 3 }],
  ['The Parties agree that the Agreement will remain valid until 15 January {Y+4}.', { yearsLater: 4, on: '01-15' }],
  [
    'The term of this Agreement shall be the period from the Effective Date through December 31, {Y+1} (the "Term").',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'This Letter Agreement shall remain in effect for a period of twelve (12) months following the Effective Date.',
    { months: 12 },
  ],
  ['The duration of the engagement is two years, starting on the Effective Date.', { years: 2 }],
  ['This Agreement is for a term of 3 years.', { years: 3 }],
  ['The Licensee shall pay the annual fee on or before January 31 of each year during the Term.', null],
];

/**
 * A forty-fourth held-out batch of renewal clauses (29 November 2026, a twenty-ninth session; written before its first
 * run, aimed at none): renewals of the agreement by tacit agreement, by rolling over, by being extended unless a party
 * objects, at a customer's or a company's option, by mutual consent or terms then agreed, and, since the check part's
 * weakest figure is renewal precision, six sentences that speak of renewing where the agreement does not renew by
 * itself: a registration, insurance policies and a price list renewed, no renewal, no commitment to renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_44: DraftedRenewalClause[] = [
  ['The Licensee shall renew its registration with the regulator each year at its own cost.', 'none', null],
  ['Any renewal of this Agreement shall be on the terms then agreed by the parties in writing.', 'mutual', null],
  [
    'This Agreement shall be automatically extended for successive periods of twelve (12) months unless either Party notifies the other Party in writing of its intention not to extend at least three (3) months before the end of the then current period.',
    'automatic',
    90,
  ],
  ['The insurance policies required by Section 9 shall be renewed annually throughout the Term.', 'none', null],
  [
    'At the end of the Initial Term, this Agreement will roll over into a new twelve-month term unless cancelled by either party with sixty (60) days written notice.',
    'automatic',
    60,
  ],
  [
    'The Customer may, at its option, renew the Subscription for one additional year at the then-current list price by signing a renewal order before the end of the Subscription Term.',
    'option',
    null,
  ],
  ['This Agreement will not be renewed after the Initial Term and no renewal term will apply.', 'none', null],
  [
    'The term shall be extended by tacit agreement for successive periods of one year unless terminated by registered letter at least three months before expiry.',
    'automatic',
    90,
  ],
  [
    'The Agent acknowledges that the Principal has made no commitment to renew or extend this Agreement beyond the Term.',
    'none',
    null,
  ],
  [
    'Upon the mutual consent of the Parties, this Agreement may be extended for a further term of two (2) years.',
    'mutual',
    null,
  ],
  [
    "The Company reserves the right to renew the Consultant's engagement for additional periods of six (6) months each, by written notice given before the end of the then-current period.",
    'option',
    null,
  ],
  [
    'The price list shall be renewed each January and the new prices shall apply to all orders thereafter.',
    'none',
    null,
  ],
];

/**
 * A forty-fifth held-out batch of renewal clauses (29 November 2026, a twenty-ninth session; written after all of the
 * session's mends and before its first run, aimed at none, as the session's closing measure): automatic renewals by
 * prolongation and by default, options held by a licensee, a buyer and a franchisee, renewals by agreement, a notice to
 * renew that a party gives, and sentences of renewing that are not the agreement's (a domain name, a bank guarantee,
 * a permit) or that say it does not renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_45: DraftedRenewalClause[] = [
  [
    'Failing written notice of termination given by either party not less than sixty (60) days before the expiry of the current term, this Agreement shall be prolonged by a further period of one (1) year.',
    'automatic',
    60,
  ],
  [
    'Unless the Client notifies the Agency in writing at least one (1) month before the end of the Term that it does not wish to continue, this Agreement will renew by default for another twelve (12) months.',
    'automatic',
    30,
  ],
  [
    'The Licensee shall be entitled to extend this Licence for a second term of five (5) years by notifying the Licensor in writing no later than six (6) months before the end of the first term.',
    'option',
    null,
  ],
  [
    'Buyer may elect, by written notice delivered at least ninety (90) days prior to the Expiration Date, to extend the Term for one additional period of twelve (12) months.',
    'option',
    null,
  ],
  [
    'At the end of the Term, this Agreement may be renewed for a further term only upon terms and conditions mutually acceptable to both parties.',
    'mutual',
    null,
  ],
  [
    'The Reseller may give notice of its desire to renew this Agreement not later than ninety (90) days before its expiry, and the Agreement shall then be renewed for one year.',
    'option',
    null,
  ],
  [
    'The Supplier shall renew the domain name registrations listed in Schedule 2 every year during the Term.',
    'none',
    null,
  ],
  [
    'The bank guarantee shall be renewed automatically each year until all obligations of the Contractor have been performed.',
    'none',
    null,
  ],
  ['This Agreement expires on its end date and is not subject to renewal.', 'none', null],
  [
    'The Contractor shall keep all permits required for the Works in force and renew them as they expire.',
    'none',
    null,
  ],
];

/**
 * A thirty-sixth held-out batch of term clauses (29 November 2026, a twenty-ninth session; written after the session's
 * synonym layer and before its first run, aimed at none): terms in drafting from outside SEC filings (coming into
 * force, "concluded for a fixed period", lasting then lapsing, "to be reckoned from", a memorandum of understanding,
 * "up to and including", an indefinite period, "valid from ... until", a field, an end at a minute before midnight, the
 * parties' intent) and a quotation's validity and a spare-parts promise, which end nothing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_36: DraftedTermClause[] = [
  [
    'This Agreement shall come into force on the Effective Date and shall remain in force for a period of four (4) years.',
    { years: 4 },
  ],
  [
    'The Contract enters into force upon signature and is concluded for a fixed period of twenty-four (24) months.',
    { months: 24 },
  ],
  [
    'This Agreement lasts until 31 October {Y+2}, after which it lapses without notice.',
    { yearsLater: 2, on: '10-31' },
  ],
  ['It is agreed that this Agreement will run for three (3) years from the Effective Date.', { years: 3 }],
  ['The term hereof is two (2) years, to be reckoned from the Effective Date.', { years: 2 }],
  [
    'This MOU shall be effective from the Effective Date and shall remain operative for a period of five (5) years.',
    { years: 5 },
  ],
  ['This Agreement will be in force up to and including 30 April {Y+3}.', { yearsLater: 3, on: '04-30' }],
  ['The Agreement is made for an indefinite period.', 'perpetual'],
  ['The quotation attached as Schedule 3 is valid for ninety (90) days.', null],
  ['The Supplier guarantees that spare parts will be available for seven (7) years after the Effective Date.', null],
  ['This Agreement shall be valid from the Effective Date until the third (3rd) anniversary thereof.', { years: 3 }],
  ['Duration: 36 months from the Effective Date.', { months: 36 }],
  ['This Agreement will continue in effect until 11:59 p.m. on December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['The parties intend that this Agreement shall have a term ending on 30 June {Y+5}.', { yearsLater: 5, on: '06-30' }],
];

/**
 * A thirty-seventh held-out batch of term clauses (29 November 2026, a twenty-ninth session; written after all of the
 * session's mends and before its first run, aimed at none, as the session's closing measure): plain terms of the kinds
 * every batch has, in words this session's synonyms name and in words they do not (an agreement "valid for", "shall
 * run until", "to last", "shall cease to have effect", "the parties agree that", an assignment's "engagement period",
 * "will be in operation from ... to"), and a licence key's and an offer's validity, which end nothing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_37: DraftedTermClause[] = [
  ['The Agreement is valid for a period of thirty-six (36) months from the Effective Date.', { months: 36 }],
  ['This Agreement shall run until 31 May {Y+2}.', { yearsLater: 2, on: '05-31' }],
  ['The parties intend the arrangement under this Agreement to last for four (4) years.', { years: 4 }],
  ['This Agreement shall cease to have effect on the fifth (5th) anniversary of the Effective Date.', { years: 5 }],
  ['The Parties agree that this Agreement shall expire on 30 September {Y+1}.', { yearsLater: 1, on: '09-30' }],
  [
    'The engagement period under this Agreement is twenty-four (24) months, commencing on the Effective Date.',
    { months: 24 },
  ],
  ['This Agreement will be in operation from the Effective Date to 31 December {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['Each licence key issued under this Agreement is valid for twelve (12) months from its activation.', null],
  ['This offer is valid until 15 December {Y+0}.', null],
  ['This Agreement lapses on 28 February {Y+4}.', { yearsLater: 4, on: '02-28' }],
];

/**
 * A forty-sixth held-out batch of renewal clauses (29 November 2026, a thirtieth session; written before its first run,
 * aimed at none): automatic renewals stopped by calendar months' notice, on each anniversary, by an opt-out, by
 * preventing the renewal, in the absence of a notice; options by paying a renewal fee, at one party's sole discretion,
 * for up to two further periods; an extension by mutual written agreement; an indefinite continuation; and insurance
 * renewed and a denial of any duty to renew, which renew nothing.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_46: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall automatically continue for consecutive terms of one (1) year each, unless terminated by either party by written notice served at least three (3) calendar months prior to the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement will automatically renew on each anniversary of the Effective Date unless cancelled in writing by either party with forty-five (45) days’ notice.',
    'automatic',
    45,
  ],
  [
    'The Customer may renew the Subscription for additional one-year periods by paying the then-current renewal fee before the end of the Subscription Term.',
    'option',
    null,
  ],
  [
    'Upon the expiry of the Initial Period, the parties may, by mutual written agreement, extend this Agreement for a further period.',
    'mutual',
    null,
  ],
  [
    'After the Initial Term this Agreement shall continue in force indefinitely until terminated by either party on six (6) months’ written notice.',
    'evergreen',
    180,
  ],
  [
    'Either party may prevent the automatic renewal of this Agreement by informing the other party in writing no later than sixty (60) days before the renewal date.',
    'automatic',
    60,
  ],
  ['Any renewal of this Agreement shall be at the sole discretion of the Company.', 'option', null],
  [
    'This Agreement renews itself for one-year terms unless a party opts out in writing thirty (30) days before the end of a term.',
    'automatic',
    30,
  ],
  [
    'The Term may be extended by the Company, in its sole discretion, for up to two (2) additional one-year periods upon written notice to the Consultant.',
    'option',
    null,
  ],
  [
    'In the absence of a notice of non-renewal delivered at least one hundred twenty (120) days before the then-current Term ends, the Term shall be extended automatically by one (1) year.',
    'automatic',
    120,
  ],
  [
    'The insurance policies required by Section 9 shall be renewed annually and evidence of each renewal provided to the Landlord.',
    'none',
    null,
  ],
  ['Nothing in this Agreement obliges either party to renew or extend it.', 'none', null],
];

/**
 * A thirty-eighth held-out batch of term clauses (29 November 2026, a thirtieth session; written before its first run,
 * aimed at none): terms to "the date falling" some years after, in a lease, ending automatically "without the need for
 * notice", a duration counted from signature, binding for a period, ending at the close of business, a service period
 * after which the agreement terminates, to the expiry of a period, a defined Term, in capitals and in lower case, a
 * heading's "through", "entered into for a period", the earlier of a date and an event; and a survival, a warranty
 * period and a rent-free period, which end nothing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_38: DraftedTermClause[] = [
  [
    'Subject to earlier termination in accordance with Clause 12, this Agreement shall continue until the date falling three (3) years after the Effective Date.',
    { years: 3 },
  ],
  ['This Agreement is for a term of one (1) year.', { years: 1 }],
  ['The term of this Lease shall be five (5) years, beginning on the Effective Date.', { years: 5 }],
  [
    'This Agreement shall terminate automatically, without the need for notice, on 31 March {Y+2}.',
    { yearsLater: 2, on: '03-31' },
  ],
  ['This Agreement has a duration of two (2) years counted from the date of its signature.', { years: 2 }],
  [
    'The Agreement shall be binding upon the parties for a term of eighteen (18) months from the Effective Date.',
    { months: 18 },
  ],
  [
    'Unless terminated earlier, the term of this Agreement shall end at the close of business on 30 November {Y+1}.',
    { yearsLater: 1, on: '11-30' },
  ],
  [
    'The Services shall be provided for a period of twelve (12) months from the Effective Date, and this Agreement shall terminate upon completion of that period.',
    { months: 12 },
  ],
  [
    'This Agreement shall remain in force until the expiry of the period of ten (10) years from the Effective Date.',
    { years: 10 },
  ],
  [
    'The obligations of confidentiality in this Agreement shall survive for five (5) years after its termination.',
    null,
  ],
  ['The warranty period for each Product is twenty-four (24) months from its delivery.', null],
  [
    '"Term" means the period beginning on the Effective Date and ending on the second anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['THE TERM OF THIS AGREEMENT SHALL BE THREE (3) YEARS FROM THE EFFECTIVE DATE.', { years: 3 }],
  ['this agreement shall stay in effect for 2 years after the effective date.', { years: 2 }],
  ['Term: the Effective Date through December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement is entered into for a period of three years, which begins on the Effective Date.', { years: 3 }],
  [
    'This Agreement terminates on the earlier of (a) 31 December {Y+3} and (b) the date on which the Project is completed.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['The rent-free period ends on 31 January {Y+1}.', null],
];

/**
 * A forty-seventh held-out batch of renewal clauses (29 November 2026, a thirtieth session; written before its first
 * run, aimed at none, for precision): a term lengthened by a delay or until work in progress is done, an outside date,
 * an exclusivity period and purchase orders renewed automatically, registrations renewed, a renewal left to good-faith
 * negotiation or to an amendment both sign, an extension a board must approve, a term "as renewed or extended"; and
 * beside them three renewals the agreement makes by itself or at one party's option in like words.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_47: DraftedRenewalClause[] = [
  [
    'The Initial Term shall be extended by the number of days of any delay caused by an event of Force Majeure.',
    'none',
    null,
  ],
  [
    'If the Closing has not occurred by June 30, the Outside Date shall be automatically extended by sixty (60) days.',
    'none',
    null,
  ],
  [
    'The Exclusivity Period shall automatically renew for successive one-year periods if the Distributor meets the Minimum Purchase Requirements.',
    'none',
    null,
  ],
  [
    'Each Purchase Order shall automatically renew for successive monthly periods unless cancelled by the Customer.',
    'none',
    null,
  ],
  [
    'The Distributor shall use commercially reasonable efforts to obtain the renewal of all product registrations in the Territory.',
    'none',
    null,
  ],
  [
    'No later than six (6) months before the end of the Term, the parties shall negotiate in good faith regarding a possible renewal of this Agreement.',
    'mutual',
    null,
  ],
  ['This Agreement may be renewed only by a written amendment executed by both parties.', 'mutual', null],
  [
    'Any extension of the Term shall be subject to the prior approval of the Board of Directors of each party.',
    'mutual',
    null,
  ],
  [
    'All references in this Agreement to the Term include the Term as renewed or extended in accordance with Section 12.',
    'none',
    null,
  ],
  [
    'The Term shall automatically be extended for successive one-year periods unless either party gives notice of non-extension at least ninety (90) days before the end of the then-current Term.',
    'automatic',
    90,
  ],
  [
    'The Distributor may extend the Term for one additional period of three (3) years by giving written notice to the Company at least six (6) months before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'Unless either party notifies the other of its intention not to renew at least thirty (30) days before its expiry, this Agreement shall be renewed automatically for a further year.',
    'automatic',
    30,
  ],
];

/**
 * A forty-eighth held-out batch of renewal clauses (29 November 2026, a thirtieth session; written before its first
 * run, aimed at none, for recall): renewals as SEC filings word them, "unless otherwise terminated as provided herein",
 * on each anniversary unless a party "elects otherwise", "renewable ... upon mutual written consent", options of three
 * terms, year to year, "a like term" and "notice to the contrary", "unless and until", a first renewal of another
 * length, an option on a condition, up to two periods, a heading's "Renewal.", "on a yearly basis".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_48: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for additional terms of one year each, unless otherwise terminated as provided herein.',
    'automatic',
    null,
  ],
  [
    'The term of this Agreement shall be extended automatically for one additional year on each anniversary of the Effective Date unless either party elects otherwise by written notice given ninety (90) days prior to such anniversary.',
    'automatic',
    90,
  ],
  [
    'Thereafter, the Agreement shall be renewable for additional one (1) year periods upon mutual written consent.',
    'mutual',
    null,
  ],
  [
    'Licensee shall have the option to renew this Agreement for three (3) successive renewal terms of five (5) years each.',
    'option',
    null,
  ],
  [
    'At the expiration of the Initial Term, this Agreement will continue on a year-to-year basis unless terminated by either party upon one hundred eighty (180) days’ notice prior to the end of any such year.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall be renewed for a like term unless either party gives notice to the contrary at least sixty (60) days before the expiration of the then current term.',
    'automatic',
    60,
  ],
  [
    'The Initial Term will be automatically extended for successive Renewal Terms unless and until either party provides written notice of non-renewal at least six (6) months prior to the expiration of the Initial Term or any Renewal Term.',
    'automatic',
    180,
  ],
  [
    'Upon expiration of the Initial Term, the Term shall automatically renew for an additional two (2) year period, and thereafter for successive one (1) year periods, unless terminated by either party on 90 days’ written notice prior to the end of the then current Term.',
    'automatic',
    90,
  ],
  [
    'The Distributor may, at its option, extend the term of this Agreement for an additional five (5) year period, provided that the Distributor has met the Minimum Purchase Requirements and is not in default.',
    'option',
    null,
  ],
  [
    'Company shall have the right to extend the Term for up to two (2) consecutive periods of one (1) year each by giving Supplier written notice at least ninety (90) days prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'Renewal. This Agreement will be renewed automatically for succeeding terms of one (1) year unless either party notifies the other in writing of its intent not to renew at least thirty (30) days prior to the end of the term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall be automatically renewed on a yearly basis unless it is terminated by either Party by a written notice sent at least three (3) months before its expiration date.',
    'automatic',
    90,
  ],
];

/**
 * A thirty-ninth held-out batch of term clauses (29 November 2026, a thirtieth session; written after all of the
 * session's mends and before its first run, aimed at none, as the session's closing measure): an initial period in
 * months, an expiry "without further action", "concluded for the period until", effective for years "and will then
 * end", the parties agreeing the term's length, an end "unless renewed in writing", "valid through", an anniversary "at
 * which time it shall expire", a contract period as a range, "stay in place"; and a lock-up period and statements of
 * work ending, which end nothing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_39: DraftedTermClause[] = [
  [
    'This Agreement remains in force for an initial period of forty-eight (48) months from the Effective Date.',
    { months: 48 },
  ],
  [
    'This Agreement shall expire, without further action by either party, on 15 August {Y+2}.',
    { yearsLater: 2, on: '08-15' },
  ],
  ['The Agreement is concluded for the period until 31 December {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['This Agreement will be effective for two (2) years from the Effective Date and will then end.', { years: 2 }],
  ['The Parties agree that the term of this Agreement shall be five (5) years.', { years: 5 }],
  ['Unless renewed in writing, this Agreement ends on 30 April {Y+3}.', { yearsLater: 3, on: '04-30' }],
  ['This Agreement is valid through June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  [
    'This Agreement shall continue in effect until the fourth (4th) anniversary of the Effective Date, at which time it shall expire.',
    { years: 4 },
  ],
  ['The lock-up period ends on 31 March {Y+1}.', null],
  ['Each Statement of Work shall terminate upon completion of the Services described in it.', null],
  ['The Contract Period is 1 July {Y+0} to 30 June {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['This Agreement will stay in place for twenty-four (24) months.', { months: 24 }],
];

/**
 * A forty-ninth held-out batch of renewal clauses (29 November 2026, a thirtieth session; written before its first
 * run, aimed at none): automatic renewals and the notice that stops them in words no batch used: "upon no less than ...
 * prior written notice" with no end named, by certified mail in calendar days, in weeks, "in advance of the renewal
 * date", a window of "no less than 90 nor more than 180 days", a termination notice "served", a notice in business days
 * "received" before the renewal date, a notice period "to the end of a contract year", "notice to the contrary" before
 * an anniversary date, and a subscription stopped "30 days or more before".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_49: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall automatically renew for successive one (1) year terms unless terminated by either party upon no less than one hundred and twenty (120) days prior written notice.',
    'automatic',
    120,
  ],
  [
    'This Agreement shall renew automatically for additional one-year terms unless either party notifies the other of non-renewal by certified mail at least forty-five (45) calendar days prior to expiration.',
    'automatic',
    45,
  ],
  [
    'The Agreement will be extended automatically by twelve (12) months at a time unless one party provides the other with a notice of non-renewal six (6) weeks prior to the end of the then current term.',
    'automatic',
    42,
  ],
  [
    'The Services shall renew automatically each year unless cancelled by the Customer by providing two (2) months’ notice in advance of the renewal date.',
    'automatic',
    60,
  ],
  [
    'This Agreement renews automatically for further periods of one year; either party may elect not to renew by giving notice no less than ninety (90) nor more than one hundred eighty (180) days before the end of the current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be renewed automatically for successive periods of one (1) year unless either party serves a termination notice on the other no later than one (1) month prior to the expiry of the current period.',
    'automatic',
    30,
  ],
  [
    'The Term renews automatically for successive one-year periods. Non-renewal notices must be received at least ten (10) business days before the renewal date.',
    'automatic',
    14,
  ],
  [
    'The Agreement is extended each time by one contract year unless either Party terminates it with a notice period of three (3) months to the end of a contract year.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall automatically renew from year to year unless written notice to the contrary is given by either party ninety (90) days before the anniversary date.',
    'automatic',
    90,
  ],
  [
    'The Subscription renews automatically each year; to stop it, the Customer must notify the Provider in writing thirty (30) days or more before the renewal date.',
    'automatic',
    30,
  ],
];

/**
 * A fortieth held-out batch of term clauses (29 November 2026, a thirty-first session; written before its first run,
 * aimed at none): an end at a time of day, a duration from the last signature, a term shared with the licence it
 * grants, a bare heading and length, a date "falling" after, a relationship governed until a date, an end at
 * midnight, a "duration" and a "fixed term", a performance period, a term in Contract Years, an end on the third
 * anniversary "thereof", and a warranty, a purchase target, a survival and a right to terminate that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_40: DraftedTermClause[] = [
  [
    'The initial term of this Agreement commences on the Effective Date and terminates at 11:59 p.m. on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['This Agreement shall have a duration of three (3) years from the Effective Date.', { years: 3 }],
  [
    'The license granted hereunder and this Agreement shall remain effective for a period of ten (10) years following the Effective Date.',
    { years: 10 },
  ],
  ['Term. Thirty-six (36) months commencing on the Effective Date.', { months: 36 }],
  ['This Agreement is for a term of one (1) year, beginning on the Effective Date.', { years: 1 }],
  [
    'The Agreement shall terminate automatically, without notice, on the date falling five (5) years after the Effective Date.',
    { years: 5 },
  ],
  [
    'The parties intend this Agreement to govern their relationship until December 31, {Y+3}, whereupon it shall expire.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement shall be in effect from the Effective Date until midnight on June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  ['The duration of this Contract is twenty-four (24) months.', { months: 24 }],
  ['The period of performance under this Agreement ends on September 30, {Y+2}.', { yearsLater: 2, on: '09-30' }],
  ['The warranty period for the Products is eighteen (18) months from delivery.', null],
  [
    'The Distributor shall meet the minimum purchase targets set out in Schedule 2 for each year through December 31, {Y+4}.',
    null,
  ],
  ['The Agreement shall run for a fixed term of two years starting on the Effective Date.', { years: 2 }],
  [
    'Unless terminated earlier, the Services will be provided from the Effective Date to 31 January {Y+2}, and this Agreement will expire on that date.',
    { yearsLater: 2, on: '01-31' },
  ],
  ['The Term shall be the period of five (5) Contract Years beginning on the Effective Date.', { years: 5 }],
  ['This Agreement takes effect on the Effective Date and expires on the third anniversary thereof.', { years: 3 }],
  [
    'The confidentiality obligations set forth herein shall survive for a period of five (5) years after the termination of this Agreement.',
    null,
  ],
  ['Term of Agreement: 3 years', { years: 3 }],
  ['This Agreement shall terminate on the date which is seven (7) years after the Effective Date.', { years: 7 }],
  ['Either party may terminate this Agreement at any time upon ninety (90) days prior written notice.', null],
];

/**
 * A fiftieth held-out batch of renewal clauses (29 November 2026, a thirty-first session; written before its first
 * run, aimed at none): for precision, an annual fee "for so long as" the agreement is in effect, insurance renewed, a
 * renewal offered on revised terms, no renewal but by a signed instrument, a warrant's date and a covenant extended,
 * a salary reviewed on each anniversary, a new agreement after expiry, a renewal only both agree; for recall, renewals
 * for consecutive terms, prolonged, "renews itself", "equal in length to the Initial Term", notice "to expire at the
 * end of" a period, and options to renew by a renewal order or for two terms of five years.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_50: DraftedRenewalClause[] = [
  [
    'The Licensee shall pay the annual maintenance fee on each anniversary of the Effective Date for so long as this Agreement remains in effect.',
    'none',
    null,
  ],
  [
    'Renewal of the insurance policies required hereunder shall be evidenced by certificates delivered to the Company at least ten (10) days before their expiration.',
    'none',
    null,
  ],
  [
    'The Supplier may, in its discretion, offer the Customer a renewal of this Agreement on revised terms, which the Customer may accept or decline.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall not be renewed or extended except by a written instrument signed by both parties.',
    'mutual',
    null,
  ],
  [
    'The Warrant Expiration Date shall be extended automatically by the number of days during which the registration statement is not effective.',
    'none',
    null,
  ],
  ["The Employee's base salary shall be reviewed annually on each anniversary of the Effective Date.", 'none', null],
  [
    'Upon expiration of this Agreement, the parties may enter into a new agreement on such terms as they may then agree.',
    'mutual',
    null,
  ],
  [
    'The non-competition covenant shall be automatically extended by any period during which the Consultant is in breach of it.',
    'none',
    null,
  ],
  [
    'Following the Initial Term, this Agreement will renew for consecutive twelve (12) month terms, unless a party gives written notice of its election not to renew no fewer than sixty (60) days before the then-current term ends.',
    'automatic',
    60,
  ],
  [
    "At the end of the initial two-year period this Agreement shall be prolonged for further two-year periods unless terminated by either party on six months' notice prior to the end of the relevant period.",
    'automatic',
    180,
  ],
  [
    'The Licensee has the right to renew this License for two (2) additional terms of five (5) years each, provided it is not in default, by giving written notice no later than one hundred eighty (180) days before expiration of the then current term.',
    'option',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for additional terms equal in length to the Initial Term, unless either Party gives written notice of termination at least three (3) months before the expiry of the then-current term.',
    'automatic',
    90,
  ],
  [
    'Customer may extend the Subscription Term for additional one-year periods by placing a renewal order before the end of the then-current Subscription Term.',
    'option',
    null,
  ],
  [
    'This Agreement renews itself annually unless either party cancels it at least sixty (60) days before the renewal date.',
    'automatic',
    60,
  ],
  [
    'On expiry of the Initial Period this Agreement shall continue for successive periods of twelve (12) months each unless and until terminated by either party giving not less than three (3) months written notice to expire at the end of the Initial Period or any subsequent period.',
    'automatic',
    90,
  ],
  [
    'The parties may mutually agree in writing to renew this Agreement for additional one (1) year terms.',
    'mutual',
    null,
  ],
];

/**
 * A forty-first held-out batch of term clauses (29 November 2026, a thirty-first session; written after the session's
 * one term mend and before its first run, aimed at none): terms as long filings state them (subject to an article,
 * "through and including" after a list of sections, "for an initial term ... and shall thereafter be renewed", in
 * force and thereafter until notice, a licence's term and the agreement's together, midnight Eastern Time on an
 * anniversary, a dotted day-first date, a length after which the agreement terminates, an appointment's period, a
 * supply period the agreement ends with, the earlier of an anniversary and another agreement's end) and a retainer, a
 * purchase order's date and a project's deadline that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_41: DraftedTermClause[] = [
  [
    'Subject to the provisions of Article 14 hereof, the term of this Agreement shall commence on the Effective Date and, unless sooner terminated in accordance with the terms hereof, shall continue in full force and effect until the fifth (5th) anniversary of the Effective Date (the "Initial Term").',
    { years: 5 },
  ],
  [
    'This Agreement, and the rights and obligations of the parties hereunder, shall become effective on the Effective Date and shall remain in effect, unless terminated earlier in accordance with Section 10.2, 10.3 or 10.4, through and including December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'Except as otherwise provided herein, this Agreement shall be for an initial term of seven (7) years, commencing on the Effective Date (the "Initial Term"), and shall thereafter be renewed as provided in Section 2.2.',
    { years: 7 },
  ],
  [
    "This Agreement will come into force on the Effective Date and will continue in force for an initial period of three (3) years and thereafter until terminated by either party giving to the other not less than six (6) months' notice.",
    { years: 3 },
  ],
  [
    'The term of the license granted under this Agreement and of this Agreement shall be ten (10) years from the Effective Date.',
    { years: 10 },
  ],
  [
    'The parties agree that this Agreement shall be effective for a term beginning on the Effective Date and ending at midnight Eastern Time on the second (2nd) anniversary thereof.',
    { years: 2 },
  ],
  ['The Agreement shall be valid as from the Effective Date until 31.12.{Y+2}.', { yearsLater: 2, on: '12-31' }],
  [
    'TERM. The term of this Agreement shall commence as of the Effective Date and shall expire on the date that is eighteen (18) months after the Effective Date, unless extended by mutual written agreement of the parties.',
    { months: 18 },
  ],
  [
    "Distributor's appointment hereunder shall be for a period of five (5) years from the Effective Date, after which this Agreement shall terminate unless renewed in writing.",
    { years: 5 },
  ],
  [
    'This Agreement shall be effective from the date first written above and shall remain in effect until June 30, {Y+1}; provided, however, that the confidentiality obligations shall survive for three years thereafter.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    'The Supply Period shall begin on the Effective Date and end on December 31, {Y+4}, and this Agreement shall terminate at the end of the Supply Period.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Company shall pay the Retainer monthly until March 31, {Y+1}.', null],
  ['All purchase orders issued before December 31, {Y+2} shall be governed by this Agreement.', null],
  ['The Consultant shall complete the Project no later than June 30, {Y+1}.', null],
  [
    'This Agreement expires upon the earlier of (i) the third anniversary of the Effective Date and (ii) the termination of the Supply Agreement.',
    { years: 3 },
  ],
];

/**
 * A fifty-first held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after the
 * session's mends and before its first run, aimed at none): renewals inside long term sentences as SEC filings write
 * them, the initial term first and the renewal after "and thereafter", "and shall be extended", "whereupon", a
 * semicolon or a proviso; notices given "in the manner provided in Section 15", by "either party hereto", "not later
 * than" a number of days, with the number before its words; an option of the licensee inside the term sentence; and
 * two sentences that end the term without renewing it.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_51: DraftedRenewalClause[] = [
  [
    'The term of this Agreement shall commence on the Effective Date and continue for a period of five (5) years thereafter, and thereafter for successive renewal periods of two (2) years each, unless either party hereto gives written notice of termination to the other not later than one hundred twenty (120) days prior to the end of the initial term or any renewal period.',
    'automatic',
    120,
  ],
  [
    'This Agreement shall have an initial term of three (3) years from the Effective Date and shall be extended automatically for additional terms of one (1) year each unless terminated by either party upon written notice given in the manner provided in Section 15 at least 90 days before the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall remain in effect until December 31, 2012, whereupon it shall automatically renew for consecutive one-year periods, unless either party notifies the other in writing no later than sixty (60) days prior to the expiration of the then-current period that it does not wish to renew this Agreement.',
    'automatic',
    60,
  ],
  [
    'The initial term of this Agreement shall be two (2) years from the Effective Date; thereafter, this Agreement shall continue in effect for successive twelve (12) month periods unless and until terminated by either party by written notice delivered not less than 30 days before the expiration of the initial term or any such twelve-month period.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall continue in force for an initial term of ten (10) years; provided, however, that the term shall automatically be extended for one or more additional periods of five (5) years each unless either party shall have given the other written notice of its intention not to extend at least twelve (12) months prior to the expiration of the then-current term.',
    'automatic',
    360,
  ],
  [
    'The term of this License shall be seven (7) years from the Effective Date, and Licensee shall have the right to extend the term for an additional seven (7) year period by written notice to Licensor given not later than six (6) months before the end of the initial term.',
    'option',
    null,
  ],
  [
    'This Agreement shall commence on the Effective Date and expire on the third (3rd) anniversary thereof, unless extended by the written agreement of both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall commence on the Effective Date and shall terminate on June 30, 2015, and shall not be renewed or extended thereafter.',
    'none',
    null,
  ],
  [
    'Unless sooner terminated as provided herein, this Agreement shall be in effect for a term of one (1) year commencing on the Effective Date and shall renew automatically on each anniversary of the Effective Date for an additional one (1) year term, unless one party gives the other party sixty (60) days written notice of non-renewal.',
    'automatic',
    60,
  ],
  [
    'The term hereof shall begin on the date first written above and end on the fifth anniversary of such date, and shall be renewed for successive five-year terms thereafter, unless terminated by either party by notice in writing given at least one year prior to the end of any such term.',
    'automatic',
    365,
  ],
];

/**
 * A forty-second held-out batch of term clauses (29 November 2026, a thirty-first session; written after all of the
 * session's mends and before its first run, aimed at none): a term and an end date by definition, a term over two
 * sentences ("It shall end", "Its term is"), a label with a day-first slashed date, five years from execution by both
 * parties, "enters into force", three years ending the day before the third anniversary, an end "on the date set
 * forth in Item 4", a term running "until the close of business on", and a payment schedule and a notice address
 * that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_42: DraftedTermClause[] = [
  [
    '"Term" means the period commencing on the Effective Date and ending on the third (3rd) anniversary of the Effective Date, unless terminated earlier.',
    { years: 3 },
  ],
  ['"Expiration Date" means June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  [
    'The Initial Term shall commence on the Effective Date. It shall end on December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  ['This Agreement is effective from the Effective Date. Its term is four (4) years.', { years: 4 }],
  ['Term: Effective Date to 30/06/{Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['The Agreement shall be effective for five (5) years from the date of its execution by both parties.', { years: 5 }],
  [
    'This Agreement enters into force on the Effective Date and shall remain in force for a period of twenty-four (24) months.',
    { months: 24 },
  ],
  [
    'The term hereof shall be three years, beginning on the Effective Date and ending on the day immediately preceding the third anniversary of the Effective Date.',
    { years: 3, dayBefore: true },
  ],
  ['This Agreement shall continue until the close of business on September 30, {Y+3}.', { yearsLater: 3, on: '09-30' }],
  ['The Licensee shall pay the instalments of the Licence Fee on March 31, {Y+1} and March 31, {Y+2}.', null],
  [
    'Until December 31, {Y+1}, notices to the Company shall be sent to its office at 10 Main Street, Dover, Delaware.',
    null,
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and shall end on the date that is thirty (30) months after the Effective Date.',
    { months: 30 },
  ],
];

/**
 * A forty-third held-out batch of term clauses (29 November 2026, a thirty-first session; written after all of the
 * session's mends and before its first run, aimed at none): terms as commercial contracts of many kinds state them
 * (a lease's commencement and expiration dates, a licence "for the life of" a period, a pilot, a sponsorship season, a
 * statement of "duration", an engagement through a date, an end on the last day of a named month, an agreement "good
 * through", a consulting term of months "from the date hereof") and a tax year, a delivery window and a price hold
 * that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_43: DraftedTermClause[] = [
  [
    'The Lease Term shall commence on the Commencement Date and expire on the Expiration Date, being April 30, {Y+5}.',
    { yearsLater: 5, on: '04-30' },
  ],
  [
    'The pilot phase and this Agreement shall run from the Effective Date through March 31, {Y+1}.',
    { yearsLater: 1, on: '03-31' },
  ],
  [
    'The Sponsorship shall cover the {Y+1} and {Y+2} seasons, and this Agreement shall expire on November 30, {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  ['Duration of the Agreement: four (4) years from the Effective Date.', { years: 4 }],
  ['The engagement under this Agreement runs through December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['This Agreement ends on the last day of June {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['This Agreement is good through September 30, {Y+2}.', { yearsLater: 2, on: '09-30' }],
  ['The Consultant is engaged for a term of eighteen (18) months from the date hereof.', { months: 18 }],
  ['The term of this Agreement is two (2) years, with an option to renew as set forth below.', { years: 2 }],
  ['Each party shall file its own tax returns for the tax year ending December 31, {Y+1}.', null],
  ['Deliveries shall be made between June 1, {Y+1} and August 31, {Y+1}.', null],
  ['The prices in Exhibit B are held firm until June 30, {Y+1}.', null],
];

/**
 * A fifty-second held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after all of the
 * session's mends and before its first run, aimed at none), for precision: a term extended only to finish a statement
 * of work, an agreement in effect for as long as products sell or obligations last, a right of first negotiation, a
 * force majeure, an appointment not renewed, a royalty term extended at an option, a prior agreement that renewed, a
 * purchase order's renewal set aside, talks about a new agreement; and for recall, services that continue "unless the
 * Customer notifies the Company otherwise" and a term that rolls forward on each anniversary.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_52: DraftedRenewalClause[] = [
  [
    'The Initial Term shall be automatically extended until the completion of any Statement of Work then in progress, solely for the purpose of completing that Statement of Work.',
    'none',
    null,
  ],
  [
    'This Agreement shall continue in effect for so long as the Licensee continues to sell Products in the Territory.',
    'none',
    null,
  ],
  [
    'This Agreement shall continue in full force and effect until all of the parties’ obligations hereunder have been performed.',
    'none',
    null,
  ],
  [
    'Upon expiration of the Term, the Distributor shall have a right of first negotiation with respect to any renewal of this Agreement.',
    'mutual',
    null,
  ],
  [
    'If either party is prevented from performing by a Force Majeure Event for more than ninety (90) days, the other party may terminate this Agreement by notice.',
    'none',
    null,
  ],
  [
    'The Agent’s appointment shall automatically terminate upon the expiry of this Agreement and shall not be renewed.',
    'none',
    null,
  ],
  [
    'Licensee may, at its option, extend the Royalty Term in any country for so long as a Valid Claim remains in force there.',
    'none',
    null,
  ],
  [
    'The parties acknowledge that the Prior Agreement renewed automatically each year and is superseded by this Agreement.',
    'none',
    null,
  ],
  [
    'Any automatic renewal provisions contained in Customer’s purchase orders shall be of no force or effect.',
    'none',
    null,
  ],
  [
    'This Agreement will not renew automatically; the parties may discuss a new agreement no later than ninety (90) days before the end of the Term.',
    'mutual',
    null,
  ],
  [
    'Unless the Customer notifies the Company otherwise at least thirty (30) days before the end of the then-current Service Period, the Services shall continue for a further Service Period of the same length.',
    'automatic',
    30,
  ],
  [
    'The Term will roll forward by one year on each anniversary of the Effective Date unless a party gives notice to the contrary at least ninety (90) days before that anniversary.',
    'automatic',
    90,
  ],
];

/**
 * A fifty-third held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after the
 * session's mend of extensions to an event and before its first run, aimed at none), for precision: the agreement
 * extended for the duration of a statement of work or for one purchase order, an expiry postponed until transition
 * services end, an end with the last patent, an outside date, a wind-down, statements of work governed after the
 * end, obligations and a warranty that go on or renew by themselves; and, for recall, a month-to-month continuation
 * while the customer uses the services.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_53: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended for the duration of any Statement of Work that remains in effect at the end of the Term.',
    'none',
    null,
  ],
  [
    'If on the expiration date any Purchase Order remains open, the Term shall be deemed extended with respect to that Purchase Order only until it is completed.',
    'none',
    null,
  ],
  [
    'The expiration of this Agreement shall be automatically postponed until the parties have completed the transition services described in Schedule 4.',
    'none',
    null,
  ],
  [
    'The Term of this Agreement shall automatically terminate upon the expiration of the last-to-expire Patent Right.',
    'none',
    null,
  ],
  [
    'Should the Regulatory Approval not be obtained by the Outside Date, the Outside Date shall be automatically extended by ninety (90) days.',
    'none',
    null,
  ],
  [
    'This Agreement shall remain in effect after the expiration of the Term to the extent necessary to permit the orderly wind-down of the parties’ activities.',
    'none',
    null,
  ],
  [
    'The Agreement is automatically extended on a month-to-month basis for as long as the Customer continues to use the Services after the end of the Term, until either party gives thirty (30) days’ notice.',
    'automatic',
    30,
  ],
  [
    'Any Statement of Work in effect on the date this Agreement expires shall continue to be governed by this Agreement until that Statement of Work expires.',
    'none',
    null,
  ],
  [
    'The Company’s obligations under Section 7 shall continue automatically for two (2) years after the expiration of the Term.',
    'none',
    null,
  ],
  [
    'The warranty period shall automatically renew for a further twelve (12) months upon each repair of the Product.',
    'none',
    null,
  ],
];

/**
 * A fifty-fourth held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after all of the
 * session's renewal mends and before its first run, aimed at none), for precision: what goes on or renews by itself
 * that is not the agreement (a licence converting to a perpetual one, a sell-off right, an escrow, support for a
 * release, orders fulfilled after expiry, a covenant, a non-disclosure agreement renewing "with this Agreement", a
 * price adjusted each anniversary, a security interest), an automatic termination, an extension for a project's
 * delay; and one plain automatic renewal for recall.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_54: DraftedRenewalClause[] = [
  [
    'The license granted in Section 2.1 shall automatically convert into a perpetual, fully paid-up license upon expiration of the Term.',
    'none',
    null,
  ],
  [
    'Licensee’s right to sell off its inventory of Products shall continue for six (6) months after the expiration of this Agreement.',
    'none',
    null,
  ],
  ['The Escrow Agreement shall continue in effect until the release of all Deposit Materials.', 'none', null],
  [
    'Support for each release of the Software continues for twenty-four (24) months after its general availability date.',
    'none',
    null,
  ],
  [
    'Any Order placed during the Term shall continue in effect after the expiration of this Agreement until the Order is fulfilled.',
    'none',
    null,
  ],
  [
    'The Executive’s covenants in Section 9 shall continue in force for a period of one (1) year following the termination of employment.',
    'none',
    null,
  ],
  [
    'The Non-Disclosure Agreement between the parties dated March 1, 2015 shall remain in effect and shall automatically renew with this Agreement.',
    'none',
    null,
  ],
  [
    'Pricing will be adjusted automatically on each anniversary of the Effective Date by the change in the Consumer Price Index.',
    'none',
    null,
  ],
  ['The Security Interest shall continue in full force until all Obligations have been paid in full.', 'none', null],
  [
    'This Agreement shall automatically terminate if the Distributor fails to meet the Minimum Purchase Commitment in any Contract Year.',
    'none',
    null,
  ],
  [
    'The Initial Term may be extended once, by up to six (6) months, if the Project is delayed through no fault of the Contractor.',
    'none',
    null,
  ],
  [
    'This Agreement shall renew automatically for successive periods of one (1) year, unless terminated by either party by giving written notice of termination not less than three (3) months before the end of the then current period.',
    'automatic',
    90,
  ],
];

/**
 * A fifty-fifth held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after all of the
 * session's renewal mends and before its first run, aimed at none), for precision: what the agreement is extended to
 * include or cover (products, a territory, affiliates, services after the Term), a term adjusted to a quarter's end,
 * an assignment on a change of control, successors bound, use after the Term without renewing, a lease's renewals, an
 * engagement until a project is complete; and one plain automatic extension for recall.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_55: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically be extended to include any Additional Products added by a written amendment.',
    'none',
    null,
  ],
  [
    'The Territory shall automatically be extended to include any country that joins the European Union during the Term.',
    'none',
    null,
  ],
  [
    'The Term of this Agreement shall be automatically adjusted to end on the last day of the calendar quarter in which it would otherwise end.',
    'none',
    null,
  ],
  [
    'Upon a Change of Control, this Agreement shall automatically be assigned to the acquiring entity and shall continue in full force and effect.',
    'none',
    null,
  ],
  ['The rights granted hereunder shall be automatically extended to the Licensee’s Affiliates.', 'none', null],
  [
    'If the Customer continues to use the Software after the end of the Term without renewing, the Customer shall pay the then-current list price.',
    'none',
    null,
  ],
  [
    'Unless otherwise agreed, the provisions of this Agreement shall apply to any renewal or extension of the Lease.',
    'none',
    null,
  ],
  [
    'The Consultant’s engagement shall continue on the terms of this Agreement until the Project is complete.',
    'none',
    null,
  ],
  [
    'This Agreement will automatically be extended to cover any Services performed after the end of the Term at the Customer’s request.',
    'none',
    null,
  ],
  [
    'Thereafter the Agreement shall be automatically extended for further periods of twelve (12) months unless either party gives written notice of termination at least sixty (60) days prior to the end of the then-current period.',
    'automatic',
    60,
  ],
];

/**
 * A fifty-sixth held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after the
 * session's mend of extensions in scope and before its first run, aimed at none), for precision: renewing what is not
 * the agreement (business licences, a commitment, trademark registrations for a fee, a credit limit), stock
 * replenished and orders repeated automatically, an agreement binding successors, authority continued for an
 * acquired affiliate, a deadline extended, a licence extended to an updated version; and one tacit renewal for recall.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_56: DraftedRenewalClause[] = [
  ['Each party shall renew its business licences as required to perform this Agreement.', 'none', null],
  ['The parties renew their commitment to the Joint Marketing Plan for each Contract Year.', 'none', null],
  ['The Licensee shall pay a Renewal Fee of $5,000 upon each renewal of the Trademark registrations.', 'none', null],
  ['The Supplier shall automatically replenish the consignment stock to the agreed minimum levels.', 'none', null],
  ['The Customer’s credit limit shall be reviewed and may be renewed annually by the Supplier.', 'none', null],
  [
    'Orders for Products shall automatically repeat each month in the quantities set out in Schedule 2 unless the Buyer amends them.',
    'none',
    null,
  ],
  ['This Agreement shall be automatically binding on any successor to the business of either party.', 'none', null],
  [
    'The Agent’s authority under this Agreement continues automatically for any Affiliate that the Principal acquires.',
    'none',
    null,
  ],
  ['The Company may extend the deadline for delivery of the Deliverables by notice to the Consultant.', 'none', null],
  ['If the Software is updated, the license shall automatically extend to the updated version.', 'none', null],
  [
    'This Agreement is renewed by tacit agreement for periods of one year unless terminated by registered letter at least three months before its expiry.',
    'automatic',
    90,
  ],
];

/**
 * A fifty-seventh held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after all of
 * the session's renewal mends and before its first run, aimed at none), for precision: undertakings renewed with each
 * disclosure, an agreement amended automatically, a minimum volume increased, licence keys renewed while an account is
 * in good standing, an appointment extended to new products, a guarantee in force until discharged, benefit plans, a
 * service level continued for the following year, a discount extended to new products; and for recall, an automatic
 * continuation for additional periods and a subscription renewed at the customer's option by paying a fee.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_57: DraftedRenewalClause[] = [
  [
    'The parties’ confidentiality undertakings shall renew automatically with each new disclosure of Confidential Information.',
    'none',
    null,
  ],
  ['This Agreement shall be automatically amended to reflect any change in applicable law.', 'none', null],
  [
    'The Minimum Volume shall automatically increase by ten percent (10%) in each subsequent Contract Year.',
    'none',
    null,
  ],
  [
    'Any licence key issued under this Agreement renews automatically every thirty (30) days while the Customer’s account is in good standing.',
    'none',
    null,
  ],
  [
    'The appointment of the Distributor shall extend to all Products added to Schedule A from time to time.',
    'none',
    null,
  ],
  [
    'The Guarantee shall continue in force until the Guaranteed Obligations have been discharged in full.',
    'none',
    null,
  ],
  [
    'The Company shall automatically enroll the Executive in each benefit plan renewed for its employees.',
    'none',
    null,
  ],
  [
    'The Service Levels shall be reviewed annually and, if not revised, shall continue to apply for the following year.',
    'none',
    null,
  ],
  [
    'The Reseller’s discount shall automatically be extended to any new Products that the Supplier introduces.',
    'none',
    null,
  ],
  [
    'Upon expiry of the Initial Term this Agreement shall automatically continue for additional periods of one year each, unless either Party terminates it by giving ninety (90) days’ written notice before the end of the then current period.',
    'automatic',
    90,
  ],
  [
    'The Customer may renew the Subscription for further one-year terms by paying the renewal fee before the end of the current term.',
    'option',
    null,
  ],
];

/**
 * A fifty-eighth held-out batch of renewal clauses (29 November 2026, a thirty-first session; written after the
 * session's notes and before its first run, aimed at none), for precision: things that roll over, renew, repeat,
 * rotate or continue automatically without being the agreement's time (sales targets, support hours, a right of first
 * refusal, standing instructions, a backup schedule, a committee's membership, a power of attorney, a preferred
 * vendor's appointment lapsing, domain names renewed by an agent); and one plain renewal for recall.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_58: DraftedRenewalClause[] = [
  [
    'The Distributor’s sales targets shall roll over automatically into the following Contract Year if not met.',
    'none',
    null,
  ],
  ['Unused support hours roll over to the next month.', 'none', null],
  ['The Purchaser’s right of first refusal shall be automatically renewed for each new Product.', 'none', null],
  ['Standing instructions to the Bank continue automatically until revoked in writing.', 'none', null],
  ['The Customer’s data backup schedule repeats automatically every seven (7) days.', 'none', null],
  ['Membership in the Steering Committee shall rotate automatically every twelve (12) months.', 'none', null],
  [
    'The power of attorney granted in Section 12 shall continue automatically until the Transfer is completed.',
    'none',
    null,
  ],
  [
    'The Supplier’s appointment as preferred vendor shall automatically lapse if the Supplier fails the annual audit.',
    'none',
    null,
  ],
  [
    'The Agent shall automatically renew any domain name registrations listed in Schedule 3 before they expire.',
    'none',
    null,
  ],
  [
    'This Agreement automatically renews at the end of each term for the same period unless either party gives sixty (60) days written notice of its intent not to renew.',
    'automatic',
    60,
  ],
];

/**
 * A fifty-ninth held-out batch of renewal clauses (29 November 2026, a thirty-second session; written before the
 * session's first run, aimed at none), for recall: renewals as contracts of many kinds word them (self-renewing, deemed
 * extended "and so on from time to time", remaining in effect for successive periods, rolling over, extended on each
 * anniversary, renewed "absent" a notice, a service term, further periods subject to notice expiring at their end, a
 * period of months with notice in months) beside an option, two renewals by agreement and two other things renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_59: DraftedRenewalClause[] = [
  [
    'This Agreement shall be self-renewing for additional one (1) year periods unless either party provides written notice of non-renewal at least forty-five (45) days before the end of the then-current period.',
    'automatic',
    45,
  ],
  [
    "Upon the expiration of the Initial Term, the Term shall be deemed extended for a further period of twelve (12) months, and so on from time to time, unless and until either party gives the other not less than three (3) months' written notice to terminate.",
    'automatic',
    90,
  ],
  [
    'This Agreement shall remain in effect for successive periods of one (1) year thereafter, unless terminated by either party by written notice delivered at least sixty (60) days prior to the anniversary date.',
    'automatic',
    60,
  ],
  [
    'At the end of the Initial Period, this Agreement will roll over for further periods of twelve (12) months unless cancelled in writing by either party not less than ninety (90) days before the end of the relevant period.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement shall be extended by one additional year on each anniversary of the Effective Date, unless either party notifies the other in writing, no later than one hundred and eighty (180) days prior to such anniversary, that it does not wish the term to be so extended.',
    'automatic',
    180,
  ],
  [
    'Absent written notice of termination from either party received at least thirty (30) days prior to the end of the then-current term, this Agreement shall be renewed on the same terms and conditions for an additional term of one (1) year.',
    'automatic',
    30,
  ],
  [
    'Licensee shall have the right, exercisable by written notice to Licensor not less than six (6) months before the end of the Initial Term, to extend the Term for one further period of five (5) years.',
    'option',
    null,
  ],
  [
    'Renewal. This Agreement shall renew for consecutive terms of two (2) years each, unless terminated by either Party by written notice not later than nine (9) months prior to the end of the then-current term.',
    'automatic',
    270,
  ],
  [
    'Subject to the Customer being in compliance with its obligations, the Customer may request to renew this Agreement for a further term of two (2) years, which renewal shall be subject to the written agreement of both parties.',
    'mutual',
    null,
  ],
  [
    'The Service Term will renew automatically at the end of each Service Term for a Renewal Term equal to twelve (12) months, unless either party gives notice of cancellation at least thirty (30) days before the end of the current Service Term.',
    'automatic',
    30,
  ],
  [
    "After the expiry of the Initial Term this Agreement shall continue in force for further successive periods of one (1) year each, subject to termination by either party giving to the other not less than three (3) months' written notice expiring at the end of the Initial Term or any such further period.",
    'automatic',
    90,
  ],
  [
    'The Parties may, by written agreement signed by both of them not later than sixty (60) days before the expiration of the Term, extend this Agreement for such further period as they may agree.',
    'mutual',
    null,
  ],
  ['The Company’s directors’ and officers’ insurance policy renews automatically each year on July 1.', 'none', null],
  [
    'The Licensee’s right to use the Trademarks shall automatically terminate upon the expiration or termination of this Agreement.',
    'none',
    null,
  ],
];

/**
 * A forty-fourth held-out batch of term clauses (29 November 2026, a thirty-second session; written before the
 * session's first run, aimed at none): terms as contracts state them (until an anniversary "thereof", a licence's
 * expiry years after the effective date, a defined "Expiry Date" in brackets after the date, a bare label of months, a
 * time of day on the last date, years from "the date first written above", a supply period the agreement ends with, an
 * automatic termination a year after, a term "for a term of" months) and an anniversary of an event with no date, a
 * bonus date and a warranty that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_44: DraftedTermClause[] = [
  [
    'This Agreement shall be in effect from the Effective Date until the fifth (5th) anniversary thereof.',
    { years: 5 },
  ],
  ['The term of the License shall expire ten (10) years after the Effective Date.', { years: 10 }],
  ['This Agreement shall remain in force until 31 December {Y+2} (the "Expiry Date").', { yearsLater: 2, on: '12-31' }],
  [
    'Term. Thirty-six (36) months from the Effective Date, unless sooner terminated as provided herein.',
    { months: 36 },
  ],
  [
    'The initial term of this Agreement (the "Initial Term") begins on the Effective Date and ends at 11:59 p.m. Eastern Time on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'This Agreement shall continue in effect for a period of seven (7) years following the date first written above.',
    { years: 7 },
  ],
  [
    'The Supply Period is the period of two (2) years starting on the Effective Date, and this Agreement shall terminate at the end of the Supply Period.',
    { years: 2 },
  ],
  ['This Agreement will expire on the second anniversary of the Launch Date.', null],
  [
    'Unless sooner terminated, this Agreement shall terminate automatically on the date which is one (1) year after the Effective Date.',
    { years: 1 },
  ],
  [
    'The Company shall pay the Retention Bonus on June 30, {Y+1}, provided the Executive remains employed on that date.',
    null,
  ],
  ['The warranty period for each Product shall expire twenty-four (24) months after its delivery.', null],
  [
    'The term of this Agreement commences on the Effective Date and continues for a term of sixty (60) months.',
    { months: 60 },
  ],
];

/**
 * An eighth batch of notices of something else (29 November 2026, a thirty-second session; written before the
 * session's first run, aimed at none): entry to premises, termination for convenience, a work schedule, defects, a
 * price increase, a logo change before a season's end, a forecast before a royalty period's end, a partner's
 * withdrawal, an account's closing, an agent's retirement, an answer before an exclusivity period expires, a product
 * discontinued. None stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_8: string[] = [
  'The Landlord shall give the Tenant not less than forty-eight (48) hours’ notice before entering the Premises.',
  'Either party may terminate this Agreement for convenience on ninety (90) days’ written notice to the other party.',
  'The Company shall give the Employee at least two (2) weeks’ notice of any change to the Employee’s work schedule.',
  'The Buyer shall notify the Seller of any defect within ten (10) days after delivery.',
  'The Supplier shall give ninety (90) days’ notice of any increase in the prices set out in Schedule 2.',
  'The Sponsor shall give at least sixty (60) days’ notice prior to the end of the Season of any change to its logo.',
  'The Licensee shall notify the Licensor at least thirty (30) days before the end of each Royalty Period of its forecast for the following period.',
  'A Member may withdraw from the Partnership upon one hundred twenty (120) days’ written notice to the General Partner.',
  'The Customer shall give the Bank thirty (30) days’ notice before closing the Account.',
  'The Agent shall give the Principal six (6) months’ notice of its intention to retire.',
  'The Seller shall notify the Purchaser not later than fifteen (15) days before the expiry of the Exclusivity Period whether it accepts the offer.',
  'The Distributor shall give the Company at least one hundred eighty (180) days’ notice before discontinuing the sale of any Product in the Territory.',
];

/**
 * A sixtieth held-out batch of renewal clauses (29 November 2026, a thirty-second session; written after the
 * session's parties mend and before its first run, aimed at none), for recall: renewals that point elsewhere for their
 * terms or notice (Renewal Terms "as defined below", a notice "under Section 2.3"), further periods "until terminated",
 * a period equal to the initial term, a renewal on each January 1 with notice by a day, a tacit renewal, a conditional
 * extension, an order form's renewal, a termination "at the end of" any period after a renewal, a prolongation by
 * registered letter; and options at a discretion and by paying a fee.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_60: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall automatically renew for successive Renewal Terms (as defined below) unless either party elects not to renew as provided in Section 14.2.',
    'automatic',
    null,
  ],
  [
    'Upon expiry of the Initial Term, this Agreement shall continue for further periods of twelve months each (each an "Extended Term") until terminated by either Party giving at least six months\' notice.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall automatically be renewed for an additional period equal to the Initial Term, unless written notice of non-renewal is given by either party ninety (90) days prior to the expiration date.',
    'automatic',
    90,
  ],
  [
    'The term hereof shall renew each January 1 for an additional calendar year unless either party gives notice to the contrary by the preceding October 1.',
    'automatic',
    null,
  ],
  [
    'Unless the Agreement is terminated as set out below, it shall be tacitly renewed from year to year.',
    'automatic',
    null,
  ],
  [
    'The Company may, in its sole discretion, renew the Executive’s employment for successive one-year periods.',
    'option',
    null,
  ],
  [
    'This Agreement shall be extended for one additional term of three (3) years if the Distributor has met the Minimum Purchase Requirements for the Initial Term.',
    'automatic',
    null,
  ],
  [
    'Each Order Form renews automatically for successive periods equal to its initial subscription term unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current subscription term.',
    'automatic',
    30,
  ],
  [
    'The Initial Term and each Renewal Term are together the "Term"; each Renewal Term is one (1) year and begins automatically on the expiry of the preceding term unless either party has given notice under Section 2.3.',
    'automatic',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall be renewed automatically for one (1) year periods, provided, however, that either party may terminate this Agreement at the end of the Initial Term or any renewal period upon sixty (60) days prior written notice.',
    'automatic',
    60,
  ],
  [
    'Customer may renew the Subscription Term for additional one-year periods by paying the then-current renewal fee before the end of the current Subscription Term.',
    'option',
    null,
  ],
  [
    'The Term shall be automatically prolonged by successive periods of one (1) year, unless terminated by registered letter at least three (3) months before its expiry.',
    'automatic',
    90,
  ],
];

/**
 * A forty-fifth held-out batch of term clauses (29 November 2026, a thirty-second session; written after the
 * session's parties mend and before its first run, aimed at none): an end defined and then used, the earlier of a date
 * and another agreement's end, months "thereafter", validity from the last signature, an anniversary "unless extended",
 * a date "subject to" a clause, a fixed period defined; and a year after an undated first sale, an exclusivity period's
 * end and an invoicing cut-off that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_45: DraftedTermClause[] = [
  [
    '"Expiration Date" means the fifth (5th) anniversary of the Effective Date. This Agreement shall remain in effect until the Expiration Date.',
    { years: 5 },
  ],
  [
    'The term of this Agreement shall expire on the earlier of (a) December 31, {Y+3} or (b) the termination of the Supply Agreement.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Term of this Agreement is for a period beginning on the Effective Date and ending forty-eight (48) months thereafter.',
    { months: 48 },
  ],
  [
    'This Agreement shall be valid for an initial period of three (3) years from its signature by the last Party.',
    { years: 3 },
  ],
  [
    'This Agreement shall terminate on the tenth (10th) anniversary of the Effective Date, unless extended by mutual agreement.',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall commence upon execution and shall end one (1) year from the date of the first commercial sale of the Product.',
    null,
  ],
  [
    'The Term shall run until 30 September {Y+4}, subject to earlier termination under clause 14.',
    { yearsLater: 4, on: '09-30' },
  ],
  [
    'Subject to Clause 20, this Agreement shall continue in force for a fixed period of two years (the "Fixed Period").',
    { years: 2 },
  ],
  ['The Exclusivity Period shall end on March 31, {Y+2}.', null],
  ['All invoices issued before December 31, {Y+1} shall be paid within forty-five (45) days of receipt.', null],
];

/**
 * A sixty-first held-out batch of renewal clauses (29 November 2026, a thirty-second session; written after the
 * session's mends and before its first run, aimed at none), for precision: a warranty extended, statements of work
 * renewed by change order, a commitment that may not be renewed, sublicences that continue, orders confirmed
 * automatically, a covenant extended by a breach, a line of credit renewed, price adjustments on each anniversary, an
 * escrow agreement's renewal; and one plain renewal for recall.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_61: DraftedRenewalClause[] = [
  ['The Supplier shall automatically extend the warranty on any repaired Product by ninety (90) days.', 'none', null],
  ['Any Statement of Work may be renewed by a written change order signed by both parties.', 'none', null],
  [
    'The Bank’s commitment to make Advances automatically terminates on the Maturity Date and may not be renewed.',
    'none',
    null,
  ],
  [
    'The Licensee’s sublicenses shall continue in effect for their respective terms notwithstanding the expiration of this Agreement.',
    'none',
    null,
  ],
  [
    'All orders placed during the Term shall be automatically confirmed unless the Supplier rejects them within five (5) business days.',
    'none',
    null,
  ],
  [
    'The non-competition covenant shall be extended by any period during which the Executive is in breach of it.',
    'none',
    null,
  ],
  ['The Company’s line of credit with the Bank is renewed annually.', 'none', null],
  [
    'Price adjustments shall take effect automatically on each anniversary of the Effective Date in accordance with the CPI.',
    'none',
    null,
  ],
  [
    'The Escrow Agreement shall renew automatically for successive one-year terms unless the Escrow Agent resigns.',
    'none',
    null,
  ],
  [
    'This Agreement shall renew automatically for successive one-year periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current period.',
    'automatic',
    30,
  ],
];

/**
 * A ninth batch of notices of something else (29 November 2026, a thirty-second session; written after the session's
 * mends and before its first run, aimed at none): parental leave, acceptance of deliverables, a relocation, a lender's
 * remedy, a change of service levels before a contract year, a forecast of seats before a licence year's end, a
 * season's schedule, a redemption, a reduction of users before an anniversary, a nomination before an annual meeting's
 * anniversary, a vessel's arrival, a consultant's leave. None stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_9: string[] = [
  'The Employee shall give the Company at least four (4) weeks’ notice of any planned parental leave.',
  'The Purchaser shall notify the Vendor of its acceptance of the Deliverables within twenty (20) days of delivery.',
  'The Franchisee shall give the Franchisor sixty (60) days’ notice before relocating the Restaurant.',
  'The Lender shall give the Borrower at least ten (10) days’ notice before exercising any remedy.',
  'Either party may request a change to the Service Levels by giving thirty (30) days’ notice before the start of the next Contract Year.',
  'The Licensee shall notify the Licensor at least ninety (90) days before the end of each License Year of the number of Seats it expects to need.',
  'The Operator shall publish the schedule for the following season at least sixty (60) days before the end of the current season.',
  'The Company shall give holders of Notes not less than fifteen (15) days’ notice of any redemption.',
  'The Customer may reduce the number of Users once a year by giving forty-five (45) days’ notice before the anniversary of the Effective Date.',
  'Shareholders must give the Secretary notice of any nomination not later than one hundred twenty (120) days before the anniversary of the last annual meeting.',
  'The Carrier shall give the Shipper at least forty-eight (48) hours’ notice of the vessel’s arrival.',
  'The Consultant may take up to ten (10) days of leave each year on two (2) weeks’ notice.',
];

/**
 * A sixty-second held-out batch of renewal clauses (29 November 2026, a thirty-second session; written after the
 * session's mends and before its first run, aimed at none), for precision: renewals named in passing (prices "upon any
 * renewal", fees for a Renewal Term, approval of any renewal, no obligation to renew, a duty "if this Agreement is
 * extended", insurance during any renewal), a one-time extension made in so many words, obligations renewed with each
 * purchase order, subscriptions that renew on their own, a prior agreement that shall not renew; and for recall a plain
 * renewal and a single option.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_62: DraftedRenewalClause[] = [
  [
    'Upon any renewal of this Agreement, the Supplier may adjust its prices by no more than the increase in the CPI.',
    'none',
    null,
  ],
  ['The parties hereby extend the Term for one (1) additional year, to December 31, 2012.', 'none', null],
  ['Fees for each Renewal Term shall be set out in the renewal quotation issued by the Vendor.', 'none', null],
  ['Any renewal or extension of this Agreement shall be subject to the approval of the Regulator.', 'none', null],
  [
    'The Licensee acknowledges that the Licensor has no obligation to renew or extend this Agreement beyond the Term.',
    'none',
    null,
  ],
  ['If this Agreement is extended, the Consultant shall continue to be bound by Section 9.', 'none', null],
  [
    'The Company’s obligations under Section 5 shall automatically renew each time a new Purchase Order is accepted.',
    'none',
    null,
  ],
  [
    'The termination of this Agreement shall not affect the automatic renewal of any Subscription purchased before termination.',
    'none',
    null,
  ],
  ['This Agreement supersedes the Prior Agreement, which shall not renew.', 'none', null],
  ['Each Party shall, during the Term and any renewal thereof, maintain adequate insurance.', 'none', null],
  [
    'This Agreement shall automatically renew for successive two (2) year terms unless either party notifies the other of non-renewal not less than one hundred twenty (120) days prior to the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'At the end of the Term, the Customer may extend this Agreement once for a period of up to six (6) months by written notice to the Supplier.',
    'option',
    null,
  ],
];

/**
 * A sixty-third held-out batch of renewal clauses (29 November 2026, a thirty-second session; written after the
 * session's mends and before its first run, aimed at none), for recall, as contracts drafted outside the United States
 * word them: tacitly extended by registered letter, further periods with notice expiring on the last day, deemed
 * renewed if neither party gave notice, extended a year at a time before the end of a contract year, "stand renewed"
 * unless a party conveys its intention, extended failing notice; options of a franchisee and a licensee, an annual
 * renewal at a client's discretion, and a renewal by agreement.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_63: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Period, this Agreement shall be tacitly extended for successive periods of one (1) year, unless either Party terminates it by registered letter with acknowledgement of receipt at least three (3) months before the expiry of the current period.',
    'automatic',
    90,
  ],
  [
    'Thereafter this Agreement shall continue automatically for further periods of twelve (12) months each unless terminated by either party on not less than ninety (90) days’ notice in writing expiring on the last day of the Initial Period or of any such further period.',
    'automatic',
    90,
  ],
  [
    'The Agreement shall be deemed renewed for another year on the same terms, if neither party has given written notice of termination two (2) months prior to its expiry.',
    'automatic',
    60,
  ],
  [
    'This Contract shall be extended by one year at a time unless notice of termination is given by either Party at the latest six (6) months before the end of the contract year.',
    'automatic',
    180,
  ],
  [
    'Upon expiration, the term of this Agreement may be renewed for a further three (3) years at the option of the Franchisee, subject to the Franchisee not being in breach.',
    'option',
    null,
  ],
  [
    'The Licensee shall be entitled to renew the licence for a further period of five (5) years by giving the Licensor not less than twelve (12) months’ written notice before the expiry of the Term.',
    'option',
    null,
  ],
  [
    'The parties may renew this Agreement for such further period and on such terms as they may mutually agree in writing.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall automatically stand renewed for a further period of one (1) year on the same terms and conditions unless either party conveys its intention not to renew at least thirty (30) days prior to the expiry of the term.',
    'automatic',
    30,
  ],
  [
    'Failing notice of termination by either Party not later than sixty (60) days before the end of the Initial Term, this Agreement will be automatically extended for consecutive periods of one year.',
    'automatic',
    60,
  ],
  ['This Agreement shall be renewable on an annual basis by the Client at its sole discretion.', 'option', null],
];

/**
 * A forty-sixth held-out batch of term clauses (29 November 2026, a thirty-second session; written after the
 * session's mends and before its first run, aimed at none), as contracts drafted outside the United States state a
 * term: in force for an initial period, concluded for a definite period until a date, valid "with effect from", a
 * deed's expiry date "being" a date, "subsist", "tenure", the expiry of years "thereafter", a minimum term the
 * agreement expires with, a licence period until a date; and a delivery deadline, a guarantee's expiry and a financial
 * year that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_46: DraftedTermClause[] = [
  [
    'This Agreement shall come into force on the Effective Date and shall remain in force for an initial period of three (3) years (the "Initial Period").',
    { years: 3 },
  ],
  ['The Agreement is concluded for a definite period until 31 December {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement shall be valid for a period of five (5) years with effect from the Effective Date.', { years: 5 }],
  [
    'The term of this Deed commences on the Commencement Date and ends on the Expiry Date, being 30 June {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['This Agreement shall subsist for a period of two (2) years from the date of its execution.', { years: 2 }],
  ['The tenure of this Agreement shall be thirty-six (36) months from the Effective Date.', { months: 36 }],
  [
    'This Contract takes effect on the Effective Date and shall remain in effect until the expiry of ten (10) years thereafter.',
    { years: 10 },
  ],
  [
    'The Services shall be provided for a minimum period of twenty-four (24) months (the "Minimum Term") starting on the Effective Date, and this Agreement shall expire at the end of the Minimum Term.',
    { months: 24 },
  ],
  ['The licence period is from the Effective Date until 31 March {Y+1}.', { yearsLater: 1, on: '03-31' }],
  ['Each Purchase Order shall specify a delivery date no later than 30 June {Y+1}.', null],
  ['The Guarantee expires on 31 December {Y+4}.', null],
  ['The Company’s financial year ends on 31 March.', null],
];

/**
 * A forty-seventh held-out batch of term clauses (29 November 2026, a thirty-second session; written after the
 * session's named-day mend and before its first run, aimed at none): a named end day ("shall be" a date) used in the
 * term after it, a term through a named day dated in the sentence after, a period "expiring on" a date, months
 * "computed from" the effective date, years "from", a year and six months; and a named launch day, a lock-up's end and
 * a purchase price's last instalment that end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_47: DraftedTermClause[] = [
  [
    'The "Termination Date" shall be March 31, {Y+3}. This Agreement shall remain in force from the Effective Date until the Termination Date.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'The term of this Agreement runs through the Final Date. As used herein, "Final Date" means September 30, {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'This Agreement shall be for a period commencing on the Effective Date and expiring on 31 October {Y+1}.',
    { yearsLater: 1, on: '10-31' },
  ],
  ['The term of this Agreement shall be sixty (60) months, computed from the Effective Date.', { months: 60 }],
  ['This Agreement shall remain in effect for a term of eight (8) years from the Effective Date.', { years: 8 }],
  [
    'This Agreement shall continue in force for a period of one (1) year and six (6) months from the Effective Date.',
    { months: 18 },
  ],
  ['The Launch Date is June 1, {Y+1}, and the Distributor shall begin selling the Products on the Launch Date.', null],
  ['The lock-up period under Section 6 ends on December 31, {Y+1}.', null],
  ['The last instalment of the Purchase Price is due on January 15, {Y+2}.', null],
];

/**
 * A sixty-fourth held-out batch of renewal clauses (29 November 2026, a thirty-third session; written before the
 * session's first run, aimed at none), for recall with the notice said in other ways: a defined Notice of
 * Non-Renewal in days, weeks before an anniversary, a month, no fewer than days before the expiration date, months of
 * an intent to let the agreement expire, days before a fixed day each year; options of a customer and a tenant, an
 * extension only by a signed instrument; and for precision a term that shall not be renewed and an exclusivity that
 * renews with each contract year.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_64: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term, the Term will automatically extend for additional periods of one (1) year each (each, a "Renewal Term"). A party that does not wish to extend the Term must deliver a Notice of Non-Renewal to the other party not less than one hundred twenty (120) days before the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'This Agreement renews automatically on each anniversary of the Effective Date for a further year, unless a party gives notice of non-renewal at least eight (8) weeks before that anniversary.',
    'automatic',
    56,
  ],
  [
    'The Term shall automatically be extended for successive twelve-month periods, unless and until either party gives written notice of termination at least one (1) month prior to the end of the Initial Term or any extension thereof.',
    'automatic',
    30,
  ],
  [
    'Unless either party elects not to renew by written notice delivered no fewer than forty-five (45) days before the expiration date, this Agreement will renew on the same terms for consecutive terms of one year.',
    'automatic',
    45,
  ],
  [
    'Customer may extend the Subscription Term for up to two (2) additional twelve (12) month periods by providing written notice to Vendor at least thirty (30) days before the end of the then-current Subscription Term.',
    'option',
    null,
  ],
  [
    'Tenant shall have one (1) option to renew this Lease for a period of five (5) years, exercisable by written notice to Landlord given not later than nine (9) months prior to the expiration of the initial term.',
    'option',
    null,
  ],
  [
    'This Agreement may be extended for additional periods only by a written instrument signed by both parties.',
    'mutual',
    null,
  ],
  ['This Agreement shall not be renewed or extended beyond the Term.', 'none', null],
  [
    'Upon the expiration of the Initial Term and of each Renewal Term thereafter, the Term will be renewed for a Renewal Term of two (2) years, provided that neither party has notified the other of its intent to let this Agreement expire at least six (6) months before such expiration.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall be automatically extended for an additional year on each December 31, unless cancelled by either party in writing at least sixty (60) days before such date.',
    'automatic',
    60,
  ],
  [
    'The Distributor’s exclusivity shall renew automatically for each Contract Year in which the Distributor meets the Minimum Purchase Requirement.',
    'none',
    null,
  ],
];

/**
 * A forty-eighth held-out batch of term clauses (29 November 2026, a thirty-third session; written before the
 * session's first run, aimed at none): until the fifth anniversary "thereof", terminating on an anniversary unless
 * earlier terminated, an initial term of months, an end date unless extended, years unless sooner terminated, "through
 * and including" a date, a licence term that ends years "later", a period after which the agreement "shall then
 * expire"; and a warranty period, a sales deadline and a covenant that survives termination, which end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_48: DraftedTermClause[] = [
  [
    'The term of this Agreement shall begin on the Effective Date and continue until the fifth (5th) anniversary thereof.',
    { years: 5 },
  ],
  [
    'This Agreement shall terminate, unless earlier terminated, on the second anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['The Initial Term shall be a period of forty-eight (48) months beginning on the Effective Date.', { months: 48 }],
  [
    'This Agreement is effective as of the Effective Date and expires on December 31, {Y+4}, unless extended by the parties in writing.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The term hereof shall be for a period of seven (7) years, unless sooner terminated as provided herein.',
    { years: 7 },
  ],
  ['This Agreement shall remain in effect through and including June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['The License Term commences on the Effective Date and ends five (5) years later.', { years: 5 }],
  ['This Agreement shall continue for a period of two years and shall then expire.', { years: 2 }],
  ['The warranty period for each Product is twenty-four (24) months from the date of delivery.', null],
  ['The Distributor shall achieve the Minimum Sales by December 31, {Y+1}.', null],
  ['The non-competition covenant shall survive for two (2) years after termination of this Agreement.', null],
];

export const DRAFTED_OTHER_NOTICES_10: string[] = [
  'The Supplier shall give the Buyer at least ninety (90) days’ notice of any discontinuation of a Product.',
  'The Landlord may enter the Premises on twenty-four (24) hours’ notice to the Tenant.',
  'Either party may assign this Agreement to an Affiliate on thirty (30) days’ written notice to the other party.',
  'The Company shall give each Participant not less than sixty (60) days’ notice before amending the Plan.',
  'The Distributor shall notify the Manufacturer at least six (6) months before the end of each Contract Year of its forecast for the following Contract Year.',
  'Licensor shall give Licensee ninety (90) days’ notice prior to the expiration of any patent included in the Licensed Patents.',
  'The Agent shall give the Principal fourteen (14) days’ notice before incurring any expense exceeding $5,000.',
  'Any party wishing to inspect the books shall give the other at least ten (10) business days’ notice.',
  'The Bank may change the interest rate on thirty (30) days’ notice to the Borrower.',
  'The Customer shall give at least twenty (20) days’ notice of any change to its delivery address.',
  'The Purchaser shall give the Seller notice of any defect within sixty (60) days after the end of the Warranty Period.',
  'The Employer shall give the Employee not less than one (1) month’s notice of any change in working hours.',
];

/**
 * A forty-ninth held-out batch of term clauses (29 November 2026, a thirty-third session; written after the session's
 * mend for days named as anniversaries and before its first run, aimed at none): an end day named as an anniversary
 * before or after the term that uses it, "the date that is" months after, "shall be" an anniversary, the day before an
 * anniversary, "being" an anniversary in the term itself, months after without "the date that is"; and a day named as
 * an anniversary of another day and a review date, which end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_49: DraftedTermClause[] = [
  [
    '"Expiration Date" means the third anniversary of the Effective Date. This Agreement shall remain in effect until the Expiration Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall terminate on the Termination Date. "Termination Date" means the date that is twenty-four (24) months after the Effective Date.',
    { months: 24 },
  ],
  [
    'The Term shall end on the Scheduled Expiry Date. For the purposes of this Agreement, the "Scheduled Expiry Date" shall be the tenth (10th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    '"Initial Term End Date" means the day before the fourth anniversary of the Effective Date. The Initial Term ends on the Initial Term End Date.',
    { years: 4, dayBefore: true },
  ],
  [
    'The term of this Agreement shall run from the Effective Date to the Final Date, being the second anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['The Agreement will expire on the End Date. "End Date" means 36 months after the Effective Date.', { months: 36 }],
  ['This Agreement expires on the Sunset Date. "Sunset Date" means the seventh anniversary of the Closing Date.', null],
  [
    '"Review Date" means the first anniversary of the Effective Date, on which the parties shall review the Fees.',
    null,
  ],
];

/**
 * A sixty-fifth held-out batch of renewal clauses (29 November 2026, a thirty-third session; written before its first
 * run, aimed at none), for precision as SEC filings name renewals in passing: provisions that survive any renewal, a
 * minimum raised upon any renewal, no promise that the agreement will be renewed, insurance policies renewed on expiry,
 * renewals of licensed patents, a royalty rate for a renewal under another section, a letter of credit extended
 * without amendment, modules that renew with the subscription, a tenant's right under a lease; and for recall a plain
 * automatic renewal and an option in the company's sole discretion.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_65: DraftedRenewalClause[] = [
  [
    'The provisions of Sections 5, 7 and 9 shall survive any expiration, termination or renewal of this Agreement.',
    'none',
    null,
  ],
  [
    'Upon any renewal of this Agreement, the Minimum Purchase Requirements shall be increased by five percent (5%).',
    'none',
    null,
  ],
  [
    'Distributor acknowledges that Company has made no promise or representation that this Agreement will be renewed.',
    'none',
    null,
  ],
  [
    'The Company shall maintain the insurance described herein and shall cause such policies to be renewed automatically upon their expiry.',
    'none',
    null,
  ],
  [
    'The license granted under Section 2.1 includes all continuations, reissues and renewals of the Licensed Patents.',
    'none',
    null,
  ],
  [
    'If this Agreement is renewed pursuant to Section 12.2, the Royalty Rate for the Renewal Term shall be eight percent (8%).',
    'none',
    null,
  ],
  [
    'The Letter of Credit shall be automatically extended without amendment for one year from the present or any future expiration date thereof.',
    'none',
    null,
  ],
  [
    'Customer’s subscription to any Additional Modules shall be co-terminous with the Subscription Term and shall renew together with it.',
    'none',
    null,
  ],
  [
    'Tenant’s right to renew the Lease under Section 3 of the Lease shall not be affected by this Agreement.',
    'none',
    null,
  ],
  [
    'This Agreement shall automatically renew for successive one (1) year terms unless either party gives written notice of its intention not to renew at least sixty (60) days prior to the end of the then current term.',
    'automatic',
    60,
  ],
  [
    'Upon expiration of the Initial Term, Company shall have the right, exercisable in its sole discretion, to extend this Agreement for one additional period of three (3) years.',
    'option',
    null,
  ],
];

/**
 * A fiftieth held-out batch of term clauses (29 November 2026, a thirty-third session; written before its first run,
 * aimed at none), as SEC filings state a term: an initial period ending on a date beside its renewal, years
 * "terminating on the third anniversary of the date hereof", a time of day before the end date, "through the date
 * that is" months after, years "following" the effective date, an end date "subject to earlier termination"; and a
 * term until the later of a launch's anniversary and a patent's expiry, an anniversary of a launch, years after a
 * closing and a term coterminous with a lease, which give no date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_50: DraftedTermClause[] = [
  [
    'This Agreement shall be effective as of the Effective Date and shall continue in effect for an initial period ending on December 31, {Y+3} (the "Initial Term"), and thereafter shall automatically renew for successive one-year periods unless either party gives notice of non-renewal at least ninety (90) days prior to the end of the then-current term.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The initial term of this Agreement shall be for a period of three (3) years commencing on the date hereof and terminating on the third anniversary of the date hereof.',
    { years: 3 },
  ],
  [
    'This Agreement shall remain in effect for an initial term expiring at 11:59 p.m. Eastern Time on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Term of this Agreement shall be from the Effective Date through the date that is sixty (60) months after the Effective Date.',
    { months: 60 },
  ],
  [
    'Unless terminated earlier as provided herein, the term of this Agreement shall be a period of ten (10) years following the Effective Date (the "Initial Term").',
    { years: 10 },
  ],
  [
    'The Term shall commence on the Effective Date and end on June 30, {Y+5}, subject to earlier termination as set forth herein.',
    { yearsLater: 5, on: '06-30' },
  ],
  [
    'The term of this Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Article 12, shall continue in full force and effect until the later of (a) the tenth (10th) anniversary of the First Commercial Sale of the first Product or (b) the expiration of the last-to-expire Valid Claim.',
    null,
  ],
  [
    'The Agreement shall continue in full force and effect until the fifth (5th) anniversary of the date on which the first Product is launched in the Territory.',
    null,
  ],
  ['This Agreement shall terminate on the date which is two (2) years after the date of the Closing.', null],
  ['The term of this Agreement shall be coterminous with the term of the Master Lease.', null],
];

/**
 * A sixty-sixth held-out batch of renewal clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none): for precision an obligation not relieved by non-renewal, no duty to renew or extend, fees for a
 * renewal term, new statements of work, a franchise's renewal fee; a renewal only on terms then agreed; for recall
 * renewal periods of two years unless notified, services continuing for a further period of equal length, an
 * executive's employment extended, a licence renewed by the licensee's notice, a successor franchise, order forms
 * renewing for the same subscription period.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_66: DraftedRenewalClause[] = [
  [
    'The expiration or non-renewal of this Agreement shall not relieve either party of any obligation accrued prior thereto.',
    'none',
    null,
  ],
  [
    'Any renewal of this Agreement shall be upon such terms and conditions as the parties may then agree in writing.',
    'mutual',
    null,
  ],
  [
    'Thereafter, the term shall be extended by successive renewal periods of two (2) years each, provided that neither party has notified the other of termination at least one hundred eighty (180) days before the end of the then-current period.',
    'automatic',
    180,
  ],
  [
    'The Licensee may renew this License for a further term of five (5) years by giving the Licensor written notice not less than six (6) months before the expiry of the Initial Term, provided that the Licensee is not then in default.',
    'option',
    null,
  ],
  [
    'Nothing in this Agreement shall be construed as obligating either party to renew or extend this Agreement beyond the Term.',
    'none',
    null,
  ],
  ['The Service Fees for any Renewal Term shall be Supplier’s list prices then in effect.', 'none', null],
  [
    'Unless Client notifies Provider in writing of its election not to renew at least forty-five (45) days before the end of the then-current Service Period, the Services shall continue for a further Service Period of equal length.',
    'automatic',
    45,
  ],
  [
    'The Executive’s employment hereunder will be extended automatically for additional one-year periods unless either the Company or the Executive gives written notice of non-extension no later than ninety (90) days before the scheduled expiration date.',
    'automatic',
    90,
  ],
  [
    'Upon the expiration of any Statement of Work, the parties may enter into a new Statement of Work for the continued provision of the Services.',
    'none',
    null,
  ],
  [
    'A renewal fee equal to ten percent (10%) of the Initial Franchise Fee shall be payable by Franchisee upon the commencement of each Renewal Term.',
    'none',
    null,
  ],
  [
    'Franchisee shall have the right to acquire a successor franchise upon expiration of this Agreement, provided that Franchisee has complied with all of the conditions set forth in Section 2.3.',
    'option',
    null,
  ],
  [
    'Each Order Form shall renew automatically for the same subscription period unless either party gives notice of non-renewal at least thirty (30) days before the end of the subscription period.',
    'automatic',
    30,
  ],
];

/**
 * A fifty-first held-out batch of term clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none): in force for a fixed period of months, concluded for a definite period "as from", valid until a
 * date, lasting years from the date first written above, an engagement of months, a lease of years beginning on the
 * effective date, a duration counted from it; a term until either party ends it; and a confidentiality period, a
 * warranty period and a term as long as minimums are bought, which give no end.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_51: DraftedTermClause[] = [
  [
    'This Agreement shall come into force on the Effective Date and shall remain in force for a fixed period of thirty-six (36) months.',
    { months: 36 },
  ],
  ['The Agreement is concluded for a definite period of two (2) years as from the Effective Date.', { years: 2 }],
  ['This Agreement shall be valid until December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  [
    'Subject to the provisions for earlier termination set out below, this Agreement shall last for four (4) years from the date first written above.',
    { years: 4 },
  ],
  ['The Consultant’s engagement shall be for a term of eighteen (18) months from the Effective Date.', { months: 18 }],
  ['This Lease shall be for a term of seven (7) years beginning on the Effective Date.', { years: 7 }],
  [
    'The parties agree that this Agreement shall have a duration of five (5) years counted from the Effective Date.',
    { years: 5 },
  ],
  [
    'This Agreement shall continue until terminated by either party upon ninety (90) days’ written notice to the other.',
    'perpetual',
  ],
  [
    'The obligations of confidentiality shall survive for five (5) years following the termination of this Agreement.',
    null,
  ],
  ['The warranty period for each Product shall be twelve (12) months from the date of delivery.', null],
  [
    'This Agreement shall remain in effect for so long as Distributor purchases the Minimum Quantity in each Contract Year.',
    null,
  ],
];

/**
 * An eleventh batch of notices of other things (29 November 2026, a thirty-fourth session; written before its first
 * run): notice periods that are not the notice to end or not renew the agreement.
 */
export const DRAFTED_OTHER_NOTICES_11: string[] = [
  'The Company shall give the Holder at least fifteen (15) days’ prior written notice of any proposed redemption.',
  'Licensee shall notify Licensor within ten (10) business days of becoming aware of any infringement of the Licensed Marks.',
  'The Owner may suspend the Work on seven (7) days’ written notice to the Contractor.',
  'The Seller shall give the Buyer not less than forty-five (45) days’ notice of any price increase.',
  'The Manager shall give the Owner at least sixty (60) days’ notice before replacing the General Manager of the Hotel.',
  'Either party may change its address for notices by giving five (5) days’ notice to the other party.',
  'The Tenant shall give the Landlord three (3) months’ notice of its intention to vacate any part of the Premises under Clause 8.',
  'The Customer shall provide Supplier with a rolling forecast at least ninety (90) days before the first day of each calendar quarter.',
  'The Lender shall give the Borrower thirty (30) days’ notice before exercising any right of set-off.',
  'The Employee shall give the Company two (2) weeks’ notice of any planned absence exceeding five (5) working days.',
  'The Publisher shall give the Author at least one hundred twenty (120) days’ notice before declaring the Work out of print.',
  'The Franchisor may modify the Operations Manual upon thirty (30) days’ notice to Franchisee.',
];

/**
 * A sixty-seventh held-out batch of renewal clauses (29 November 2026, a thirty-fourth session; written after the
 * session's first mends and before its first run, aimed at none): for recall an extension unless a party "does not
 * wish to extend", renewals for one-year periods on the same terms unless terminated before the anniversary date, a
 * term extended on each anniversary so that two years always remain, a quarter-to-quarter basis, renewal deemed made
 * if neither party terminates; an option of a customer for two more years, negotiations in good faith and a renewal
 * only by written amendment; for precision a maintenance fee for each renewal year, purchase orders honoured
 * notwithstanding any renewal, and domain names renewed before they expire.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_67: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term, the term of this Agreement shall be automatically extended for an additional two (2) years unless, not later than six (6) months prior to the end of the Initial Term, either party notifies the other party in writing that it does not wish to extend the term.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall be renewed for one (1) year periods thereafter on the same terms and conditions, unless terminated by either party upon sixty (60) days written notice prior to the anniversary date.',
    'automatic',
    60,
  ],
  [
    'The term shall be extended automatically for an additional period of twelve (12) months on each anniversary of the Effective Date, such that the remaining term is always two (2) years, unless either party gives written notice of non-extension.',
    'automatic',
    null,
  ],
  [
    'Customer may extend the Term for up to two (2) additional one-year periods by delivering written notice to Supplier at least ninety (90) days before the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'The parties shall negotiate in good faith, no later than six (6) months before the expiration of the Term, regarding a possible extension of this Agreement.',
    'mutual',
    null,
  ],
  [
    'Upon expiration of the Term, this Agreement shall be extended on a quarter-to-quarter basis until either Party terminates it upon forty-five (45) days prior written notice.',
    'automatic',
    45,
  ],
  [
    'Licensee shall pay the annual maintenance fee for each renewal year of the Licensed Software on or before the first day of such year.',
    'none',
    null,
  ],
  [
    'All purchase orders issued prior to the expiration or termination of this Agreement shall be honoured in accordance with their terms, notwithstanding any renewal hereof.',
    'none',
    null,
  ],
  ['The Consultant’s engagement may be renewed only by a written amendment signed by both parties.', 'mutual', null],
  [
    'Company shall use reasonable efforts to renew the Licensed Domain Names registered in its name before they expire.',
    'none',
    null,
  ],
  [
    'If neither party terminates this Agreement by written notice given at least ninety (90) days before the end of the Term, this Agreement shall be deemed to have been renewed for a further period of three (3) years.',
    'automatic',
    90,
  ],
];

/**
 * A fifty-second held-out batch of term clauses (29 November 2026, a thirty-fourth session; written after the
 * session's first mends and before its first run, aimed at none): a term under an article's heading run into it, a
 * term "hereby extended until" a date, a key term's label, expiry at midnight on the day preceding an anniversary,
 * remaining in place until an anniversary, "entered into for a term of" years "starting from", one year "(the "Initial
 * Term")" after its start, an employment period ending on an anniversary "thereof"; and a statement of work's own term
 * and an exclusivity period, which end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_52: DraftedTermClause[] = [
  [
    'ARTICLE 10 TERM AND TERMINATION 10.1 Term. The term of this Agreement shall commence on the Effective Date and continue for a period of three (3) years thereafter.',
    { years: 3 },
  ],
  ['The Term of the Agreement is hereby extended until December 31, {Y+4}.', { yearsLater: 4, on: '12-31' }],
  ['Term of Agreement: Thirty-six (36) months from the Effective Date.', { months: 36 }],
  [
    'The parties agree that the term of this Agreement shall expire at midnight on the day preceding the third anniversary of the Effective Date.',
    { years: 3, dayBefore: true },
  ],
  [
    'This Agreement will remain in place until the second anniversary of the Effective Date, at which point it will terminate automatically unless the parties agree otherwise in writing.',
    { years: 2 },
  ],
  [
    'Duration. This Agreement is entered into for a term of four (4) years starting from the Effective Date.',
    { years: 4 },
  ],
  [
    'The term of this Agreement shall be one (1) year, commencing on the Effective Date (the "Initial Term").',
    { years: 1 },
  ],
  [
    'Employment Period. The Company hereby agrees to employ the Executive for the period commencing on the Effective Date and ending on the third anniversary thereof.',
    { years: 3 },
  ],
  ['The term of each Statement of Work shall be set forth in such Statement of Work.', null],
  ['The Exclusivity Period shall end on the third anniversary of the Effective Date.', null],
];

/**
 * A sixty-eighth held-out batch of renewal clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none), for the notice: calendar days before the renewal date, months before the expiration date,
 * business days, "prevent such renewal" after a semicolon, weeks with effect from a period's end, a customer who
 * "cancels its subscription" before the renewal date, "on or before the date that is" days prior, a notice period of
 * months to the end of the contract year, registered mail "at the latest", days in words with "and", a renewal term
 * in one sentence and the election not to renew in the next, and a decision "not to continue".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_68: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for additional one (1) year terms unless written notice of termination is received by either party no less than one hundred twenty (120) calendar days prior to the renewal date.',
    'automatic',
    120,
  ],
  [
    'This Agreement shall renew for successive one-year periods unless terminated by either party by notice given at least two (2) months prior to the expiration date.',
    'automatic',
    60,
  ],
  [
    'The Term shall be automatically extended for successive periods of one year unless either party provides notice of non-renewal no later than thirty (30) business days before the end of the current period.',
    'automatic',
    42,
  ],
  [
    'This Agreement will automatically renew for consecutive twelve-month periods; provided, however, that either party may prevent such renewal by giving written notice to the other party not less than seventy-five (75) days before the end of the then-current term.',
    'automatic',
    75,
  ],
  [
    'Upon expiration of the Initial Term, the Agreement shall be renewed automatically for further periods of one (1) year each, save that either party may give notice to terminate with effect from the end of any such period, such notice to be served no later than four (4) weeks before the end of the period.',
    'automatic',
    28,
  ],
  [
    'Unless Customer cancels its subscription at least fifteen (15) days before the renewal date, the subscription will automatically renew for the same period at the then-current price.',
    'automatic',
    15,
  ],
  [
    'This Agreement shall automatically renew for successive one-year periods unless either party delivers a written notice of non-renewal on or before the date that is sixty (60) days prior to the expiration of the then-current term.',
    'automatic',
    60,
  ],
  [
    'The Agreement is extended by one year at a time unless it is terminated in writing by one of the parties with a notice period of six months to the end of the respective contract year.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall be renewed automatically for successive terms of two (2) years, unless one of the Parties notifies the other Party by registered mail, at the latest one hundred and eighty (180) days before the expiry date, of its wish to terminate the Agreement.',
    'automatic',
    180,
  ],
  [
    'The initial term shall be extended automatically for additional periods of one (1) year unless either party gives not less than one hundred and twenty days’ notice in writing to the other before the end of the initial term or any extension thereof.',
    'automatic',
    120,
  ],
  [
    'Each renewal term shall be one (1) year. Either party may elect not to renew by giving written notice at least ninety (90) days prior to the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall continue for successive terms of one (1) year unless either party notifies the other in writing of its decision not to continue the Agreement no later than sixty (60) days before the end of the current term.',
    'automatic',
    60,
  ],
];

/**
 * A fifty-third held-out batch of term clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none), the term as definitions and schedules state it: "Term" defined as a period ending on a date,
 * "Initial Term" ending on an anniversary, an "Agreement Term" of years, a term "as set forth in the Cover Sheet,
 * being" months, valid "up to and including" a date, "from and after", in force until an anniversary named the Expiry
 * Date, months with no start named; an indefinite period; and a contract year's definition, which ends no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_53: DraftedTermClause[] = [
  [
    '"Term" means the period commencing on the Effective Date and ending on December 31, {Y+2}, unless earlier terminated in accordance with Clause 15.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    '"Initial Term" shall mean the period beginning on the Effective Date and ending on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  ['"Agreement Term" means a period of three (3) years from the Effective Date.', { years: 3 }],
  [
    'The Term shall be as set forth in the Cover Sheet, being twenty-four (24) months from the Effective Date.',
    { months: 24 },
  ],
  [
    'This Agreement is valid for the period from the Effective Date up to and including June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The term hereof shall be for the period of two (2) years from and after the Effective Date.', { years: 2 }],
  [
    'The Agreement shall be in force until the third (3rd) anniversary of the Effective Date ("Expiry Date").',
    { years: 3 },
  ],
  ['The Term of this Agreement shall be sixty (60) months.', { months: 60 }],
  ['This Agreement shall continue in force for an indefinite period.', 'perpetual'],
  [
    '"Contract Year" means each period of twelve (12) months beginning on the Effective Date or an anniversary thereof.',
    null,
  ],
];

/**
 * A sixty-ninth held-out batch of renewal clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none), for the notice beside another notice in the same sentence or the next: a price increase, a
 * price list's change, how notices are sent, a billing address, a renewal fee due after a renewal starts, a landlord's
 * entry, a termination for missed minimums, a discontinued product, notices by e-mail, a price increase before the
 * renewal, a cure period after notice of a breach, and a suspension for non-payment.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_69: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive one-year terms; provided that Supplier may increase its prices upon sixty (60) days’ prior written notice to Customer.',
    'automatic',
    null,
  ],
  [
    'This Agreement shall renew for successive twelve (12) month terms unless terminated as provided herein, and Company shall give Distributor thirty (30) days’ notice of any change to the Price List.',
    'automatic',
    null,
  ],
  [
    'Following the Initial Term, this Agreement will renew automatically for one (1) year periods unless either party provides written notice of non-renewal at least sixty (60) days prior to the end of the then-current term; any such notice shall be sent by certified mail to the address set forth in Section 14, and shall be effective five (5) days after mailing.',
    'automatic',
    60,
  ],
  [
    'The Agreement renews automatically for one-year periods. Customer shall notify Provider within ten (10) days of any change in its billing address.',
    'automatic',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for additional terms of one (1) year unless either party notifies the other in writing at least ninety (90) days before expiration; Licensee shall pay the renewal fee within thirty (30) days after the start of each renewal term.',
    'automatic',
    90,
  ],
  [
    'This Lease shall renew automatically from year to year unless Tenant gives Landlord written notice of its intent to vacate at least sixty (60) days before the end of the term, and Landlord may enter the Premises upon twenty-four (24) hours’ notice.',
    'automatic',
    60,
  ],
  [
    'This Agreement will renew automatically for successive two (2) year terms unless either party gives written notice of non-renewal no later than one hundred eighty (180) days before the expiration of the then-current term, provided that Company may terminate this Agreement upon thirty (30) days’ notice if Distributor fails to meet its Minimum Purchase Requirements.',
    'automatic',
    180,
  ],
  [
    'Unless either party gives notice of termination at least three (3) months before the end of a Contract Year, this Agreement shall be extended by one Contract Year; the Supplier shall give the Purchaser six (6) months’ notice of any discontinued product.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall continue for successive annual terms unless either party elects not to renew by giving the other party written notice of such election not less than forty-five (45) days prior to the end of the current annual term. Any notice under this Agreement sent by e-mail shall be deemed received one (1) business day after it is sent.',
    'automatic',
    45,
  ],
  [
    'The Subscription Term shall automatically renew for additional periods equal to the expiring term unless either party gives the other notice of non-renewal at least thirty (30) days before the end of the relevant term. Provider will notify Customer of any price increase at least sixty (60) days before the renewal.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall automatically renew for one (1) year terms unless terminated by either party. Either party may terminate this Agreement upon a material breach by the other party that remains uncured thirty (30) days after written notice.',
    'automatic',
    null,
  ],
  [
    'This Agreement shall renew each year on the anniversary of the Effective Date for a further year unless Customer cancels. Supplier shall give Customer fifteen (15) days’ notice before suspending the Services for non-payment.',
    'automatic',
    null,
  ],
];

/**
 * A fifty-fourth held-out batch of term clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none): years from the date hereof, until the close of business on a date, an initial term running
 * through a date before renewals, five Contract Years, ending automatically on an anniversary, the date that is months
 * following, "Unless renewed as provided below" before a date, the last day of the calendar year of an anniversary,
 * months "thereafter" subject to extension, a key term's two words; and a sell-off period and minimums for the first
 * years, which end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_54: DraftedTermClause[] = [
  ['This Agreement shall remain in force for a period of five years from the date hereof.', { years: 5 }],
  [
    'This Agreement shall be effective as of the Effective Date and shall continue until the close of business on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Initial Term of this Agreement shall run through December 31, {Y+1}, and shall automatically renew thereafter for successive one (1) year periods.',
    { yearsLater: 1, on: '12-31' },
  ],
  ['The Term shall consist of five (5) Contract Years.', { years: 5 }],
  [
    'This Agreement will terminate automatically, without notice, on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  [
    'The term of this Agreement shall expire on the date that is eighteen (18) months following the Effective Date.',
    { months: 18 },
  ],
  ['Unless renewed as provided below, this Agreement shall expire on June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  [
    'This Agreement shall be for a term beginning on the Effective Date and ending on the last day of the calendar year in which the third anniversary of the Effective Date occurs.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement shall come into effect on the Effective Date and remain valid for thirty-six (36) months thereafter, subject to extension as provided in Section 15.2.',
    { months: 36 },
  ],
  ['Term. Two (2) years.', { years: 2 }],
  [
    'The Licensee’s right to sell off its inventory shall continue for six (6) months after the expiration of this Agreement.',
    null,
  ],
  [
    'The Distributor shall meet the Minimum Purchase Requirements for each of the first three (3) years of the Term.',
    null,
  ],
];

/**
 * A seventieth held-out batch of renewal clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none), for precision as long filings name renewals in passing: inventory during any renewal, rights
 * ending with any renewal term, a schedule due whether or not the agreement is renewed, fees fixed in the initial term
 * then renegotiated, a delivery date's extension, renewal commissions on insurance policies, a superseded agreement
 * not renewed, time for payment extended, a guarantor's obligations renewed, a certificate of occupancy renewed; and
 * for recall an automatic renewal after an initial three-year term and a licensee's two renewals on notice.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_70: DraftedRenewalClause[] = [
  [
    'During the Term and any renewal thereof, Distributor shall maintain an adequate inventory of the Products.',
    'none',
    null,
  ],
  [
    'The rights granted in this Section 4 shall terminate upon the expiration or termination of this Agreement, including any renewal term.',
    'none',
    null,
  ],
  [
    'Company shall deliver to Licensee, no later than ninety (90) days before the end of each Contract Year, a schedule of the Minimum Royalties for the following Contract Year, whether or not this Agreement is renewed.',
    'none',
    null,
  ],
  [
    'The fees set forth in Exhibit B shall remain fixed during the Initial Term and shall thereafter be subject to renegotiation.',
    'none',
    null,
  ],
  ['Any extension of the Delivery Date shall be agreed in writing by both parties.', 'none', null],
  [
    'The Consultant shall not be entitled to any renewal commission on policies renewed after the termination of this Agreement.',
    'none',
    null,
  ],
  [
    'This Agreement supersedes the Distribution Agreement dated March 1, 2010, which shall not be renewed upon its expiration.',
    'none',
    null,
  ],
  [
    'Licensee may request an extension of the time for payment, which Licensor may grant in its discretion.',
    'none',
    null,
  ],
  ['The Bank may renew, extend or modify any of the Obligations without notice to the Guarantor.', 'none', null],
  ['Tenant shall renew the certificate of occupancy for the Premises before it expires.', 'none', null],
  [
    'After the initial three (3) year term, this Agreement shall automatically renew for consecutive one (1) year terms, unless either party notifies the other in writing of its intention not to renew no less than thirty (30) days prior to the end of the current term.',
    'automatic',
    30,
  ],
  [
    'The Term may be renewed by Licensee for two (2) additional periods of five (5) years each upon written notice given not less than twelve (12) months prior to the expiration of the then-current term.',
    'option',
    null,
  ],
];

/**
 * A fifty-fifth held-out batch of term clauses (29 November 2026, a thirty-fourth session; written before its first
 * run, aimed at none), as drafted in England, India and Australia: "3 (three) years", "24 (twenty four) months w.e.f.",
 * a Contract Period "until 31st March", a Minimum Term of months, terminating automatically on an anniversary subject to
 * a clause, a deed expiring on the day before an anniversary, "expiring on 30 June", services for calendar months; a
 * term in force until terminated under a clause; and goods insured until title passes, which ends no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_55: DraftedTermClause[] = [
  [
    'The Agreement shall commence on the Effective Date and shall remain in force for a period of 3 (three) years.',
    { years: 3 },
  ],
  ['This Agreement shall be valid for a period of 24 (twenty four) months w.e.f. the Effective Date.', { months: 24 }],
  ['The Contract Period shall be from the Effective Date until 31st March {Y+2}.', { yearsLater: 2, on: '03-31' }],
  [
    'This Agreement shall continue in force for a minimum period of 36 months from the Effective Date (the "Minimum Term").',
    { months: 36 },
  ],
  [
    'Subject to earlier termination in accordance with clause 16, this Agreement shall terminate automatically on the fifth anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'This deed shall take effect on the Effective Date and expire on the day before the tenth anniversary of the Effective Date.',
    { years: 10, dayBefore: true },
  ],
  [
    'The term of this Agreement shall be for the period commencing on the Effective Date and expiring on 30 June {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  ['The Services shall be provided for a term of twelve (12) calendar months from the Effective Date.', { months: 12 }],
  ['This Agreement shall remain in force unless and until terminated in accordance with clause 20.', 'perpetual'],
  ['The Supplier shall keep the Goods insured until title passes to the Customer.', null],
];

/**
 * A twelfth batch of notices of other things (29 November 2026, a thirty-fourth session; written before its first
 * run), each timed against the end of the term or a year, as notices that stop a renewal are: a patent abandoned, a
 * transition discussed, inventory reported, requirements for the next year, a resignation, a breach uncured, alterations
 * removed, a final royalty report, a change of title, a transfer plan, a rescheduled session and a review requested.
 */
export const DRAFTED_OTHER_NOTICES_12: string[] = [
  'Licensee shall notify Licensor at least sixty (60) days before the expiration of any Licensed Patent of its intention to abandon it.',
  'At least ninety (90) days prior to the expiration of the Term, the parties shall meet to discuss the transition of the Services.',
  'Distributor shall give Supplier ninety (90) days’ notice before the end of the Term of its inventory of Products on hand.',
  'No later than thirty (30) days before the end of each Contract Year, Customer shall notify Supplier of its estimated requirements for the following Contract Year.',
  'The Employee shall give the Company three (3) months’ notice of resignation.',
  'Either party may terminate this Agreement for material breach upon thirty (30) days’ written notice if the breach is not cured.',
  'Tenant shall notify Landlord at least six (6) months before the expiration of the Lease Term whether it will remove the Alterations.',
  'Sixty (60) days before the expiration of this Agreement, Licensee shall deliver a final royalty report.',
  'The Company shall give the Executive at least thirty (30) days’ notice before the end of the Employment Period of any change in his title.',
  'Not later than one hundred twenty (120) days before the end of the Term, Supplier shall provide a plan for the transfer of the Services to a successor provider.',
  'Customer must give at least fourteen (14) days’ notice to reschedule any training session.',
  'Either party may, on ninety (90) days’ notice before the end of the Term, request a review of the Service Levels.',
];

/**
 * A fifty-sixth held-out batch of term clauses (29 November 2026, a thirty-fifth session; written before its first
 * run, aimed at none): a dd/mm/yyyy date after "Duration of the Agreement:", the end of a fourth Contract Year, "shall
 * be deemed to have expired on", a duration "starting from", "binds the parties for an initial period", a Letter
 * Agreement through a date, a Supply Period that "finishes on", a subscription for months, a licence's years that the
 * agreement ends with, employment ending on a date unless sooner terminated, no fixed term; and an agreement
 * co-extensive with another, one in force until amounts are paid and a provision's own end, which end no term here.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_56: DraftedTermClause[] = [
  ['Duration of the Agreement: from the Effective Date to 31/12/{Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement shall expire at the end of the fourth (4th) Contract Year.', { years: 4 }],
  [
    'This Agreement shall be deemed to have expired on December 31, {Y+3}, unless extended in writing before that date.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['The duration of this Agreement shall be thirty (30) months, starting from the Effective Date.', { months: 30 }],
  [
    'This Agreement binds the parties for an initial period of three (3) years, after which it continues from year to year.',
    { years: 3 },
  ],
  ['This Letter Agreement shall remain in effect through March 31, {Y+1}.', { yearsLater: 1, on: '03-31' }],
  [
    'The Supply Period commences on the Effective Date and finishes on 30 November {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  [
    'The Customer subscribes to the Services for a term of twelve (12) months beginning on the Effective Date.',
    { months: 12 },
  ],
  [
    'The licence granted under clause 2 is for a period of seven (7) years from the Effective Date, and this Agreement ends when the licence ends.',
    { years: 7 },
  ],
  [
    'The term of employment under this Agreement shall be for a period commencing on the Effective Date and ending on June 30, {Y+2}, unless sooner terminated as provided herein.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'This Agreement has no fixed duration and shall continue until either party ends it by giving six (6) months’ notice.',
    'perpetual',
  ],
  [
    'This Agreement shall be co-extensive with the Master Services Agreement and shall terminate automatically upon its termination.',
    null,
  ],
  ['This Agreement shall remain in force until all amounts owed under it have been paid in full.', null],
  ['The provisions of Section 8 (Confidentiality) shall remain in effect until December 31, {Y+5}.', null],
];

/**
 * A seventy-first held-out batch of renewal clauses (29 November 2026, a thirty-fifth session; written before its
 * first run, aimed at none): for recall a tacit extension stopped by registered letter months before, a roll-over
 * stopped by notice before the rollover date, a customer's election to extend on notice, consecutive renewal periods
 * stopped with a notice period of months, an extension on terms agreed at the time; and for precision a database
 * subscription renewed, a purchase order extended by change order, options exercisable until an anniversary, no duty
 * to grant a renewal option, trademark registrations renewed and payment terms applying to future orders.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_71: DraftedRenewalClause[] = [
  [
    'Upon the expiry of the Initial Period, this Agreement shall be tacitly extended for successive periods of one (1) year unless terminated by either Party by registered letter at least three (3) months before the expiry of the current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall roll over for further twelve-month periods unless either party gives the other written notice of non-renewal at least forty-five (45) days before the rollover date.',
    'automatic',
    45,
  ],
  [
    'Customer may, at its election, extend the Term for one additional period of three (3) years by written notice to Supplier given at least six (6) months before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'Thereafter, the Agreement will automatically continue for consecutive renewal periods of two (2) years each, unless one of the parties terminates it with a notice period of six (6) months prior to the end of the then current period.',
    'automatic',
    180,
  ],
  [
    'Any extension beyond the Expiry Date shall be on terms to be agreed between the parties at the time.',
    'mutual',
    null,
  ],
  ['The Purchaser shall renew its subscription to the industry database at its own cost.', 'none', null],
  ['Any purchase order may be extended by the Customer by issuing a change order.', 'none', null],
  [
    'The Executive’s stock options shall vest in equal annual instalments and may be exercised until the tenth anniversary of the grant date.',
    'none',
    null,
  ],
  ['Landlord shall have no obligation to extend the Lease or to grant any renewal option.', 'none', null],
  [
    'The Licensor shall use reasonable efforts to have the trademark registrations renewed in each country of the Territory.',
    'none',
    null,
  ],
  ['Payment terms are net thirty (30) days and shall automatically apply to all future orders.', 'none', null],
];

/**
 * A thirteenth batch of notices of other things (29 November 2026, a thirty-fifth session; written before its first
 * run), several timed against the end of the term or a year as notices that stop a renewal are: maintenance, units to
 * purchase, equipment returned, an assignment, a redemption, signage removed, a defect, records handed over, a sales
 * forecast and an interest rate changed.
 */
export const DRAFTED_OTHER_NOTICES_13: string[] = [
  'Supplier shall notify Customer at least thirty (30) days before any planned maintenance window.',
  'Licensee shall give Licensor sixty (60) days’ notice before the end of each Contract Year of the number of units it intends to purchase.',
  'At least ninety (90) days before the expiry of the Term, the Distributor shall return all demonstration equipment.',
  'Either party may assign this Agreement to an Affiliate upon fifteen (15) days’ prior written notice.',
  'The Company shall give the Trustee not less than forty-five (45) days’ notice of any redemption.',
  'Tenant shall give Landlord at least six (6) months’ notice prior to the end of the Term if it wishes to have the signage removed.',
  'The Customer shall give notice of any defect within ten (10) business days after delivery.',
  'Ninety (90) days before the end of the Term, the Parties shall agree on the handover of the customer records.',
  'The Agent shall notify the Principal thirty (30) days before the end of each quarter of its sales forecast.',
  'The Bank shall give the Borrower fourteen (14) days’ notice before changing the interest rate.',
];

/**
 * A fifty-seventh held-out batch of term clauses (29 November 2026, a thirty-fifth session; written after the session's
 * mends and before its first run, aimed at none): an "Initial Term: 36 months" line before a sentence opening "After",
 * four years commencing on the Effective Date, "The Parties agree that" before a date, "It is agreed that" before a
 * length, a lease's years beginning on the Commencement Date, until an anniversary "at which time it shall expire",
 * "Term of Contract:" between two dates with a dash, three years extended only by amendment; and obligations after
 * termination, a covenant not to compete and an end on the last patent's expiry, which end no term here.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_57: DraftedTermClause[] = [
  [
    'Initial Term: 36 months\nAfter the Initial Term, this Agreement renews for successive one-year periods.',
    { months: 36 },
  ],
  [
    'This Agreement shall remain in force for a term of four (4) years commencing on the Effective Date, unless terminated earlier in accordance with Clause 14.',
    { years: 4 },
  ],
  [
    'The Parties agree that this Agreement shall remain in effect until 31 August {Y+2}.',
    { yearsLater: 2, on: '08-31' },
  ],
  ['It is agreed that the term of this Agreement shall be five (5) years.', { years: 5 }],
  ['The term of the Lease shall be ten (10) years and shall begin on the Effective Date.', { years: 10 }],
  [
    'This Agreement shall continue until the fifth (5th) anniversary of the Effective Date, at which time it shall expire unless renewed.',
    { years: 5 },
  ],
  ['Term of Contract: 1 January {Y+1} – 31 December {Y+3}', { yearsLater: 3, on: '12-31' }],
  [
    'This Agreement will be effective for three (3) years from the Effective Date and may be extended only by a written amendment signed by both parties.',
    { years: 3 },
  ],
  [
    'The obligations of the Distributor under Section 5 shall continue for two (2) years after the termination of this Agreement.',
    null,
  ],
  [
    'The Employee shall not compete with the Company for a period of twelve (12) months after the Employment Period ends.',
    null,
  ],
  ['The term of this Agreement shall expire on the date on which the last of the Licensed Patents expires.', null],
];

/**
 * A seventy-second held-out batch of renewal clauses (29 November 2026, a thirty-fifth session; written after the
 * session's mends and before its first run, aimed at none): for recall an extension by successive periods stopped by
 * notice months before, a term extended a year at a time unless a party objects, a licensee's option on notice, renewals
 * on mutual written consent, month to month after expiry until notice; and for precision a business licence renewed, a
 * deadline extended, credit extended, an annual review, interest compounding monthly and a warranty extended by a
 * repair.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_72: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended by successive periods of twelve (12) months unless terminated by either party by written notice given not less than three (3) months before the end of the then current period.',
    'automatic',
    90,
  ],
  [
    'At the end of the Initial Term, the Term shall be extended for one (1) year at a time unless either Party objects in writing no later than sixty (60) days before such extension.',
    'automatic',
    60,
  ],
  [
    'The Licensee has the option to renew this License for a further term of three (3) years on giving written notice to the Licensor not less than six (6) months before the expiry of the Term.',
    'option',
    null,
  ],
  [
    'The Initial Term may be renewed for additional terms of one (1) year each upon the mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    'Upon expiration, this Agreement shall continue on a month-to-month basis until either party gives thirty (30) days’ written notice of termination.',
    'automatic',
    30,
  ],
  ['The Distributor shall renew its business licence each year and provide a copy to the Supplier.', 'none', null],
  ['The Company may extend the deadline for submission of the Deliverables by up to thirty (30) days.', 'none', null],
  ['Any extension of credit to the Customer is at the sole discretion of the Supplier.', 'none', null],
  ['The parties shall meet annually to review the marketing plan for the following year.', 'none', null],
  ['Interest shall accrue on overdue amounts and compound monthly until paid.', 'none', null],
  ['The warranty period shall be extended by the duration of any repair.', 'none', null],
];

/**
 * A fifty-eighth held-out batch of term clauses (29 November 2026, a thirty-fifth session; written before its first
 * run, aimed at none): two years from execution by the last party, three years "as of" the Effective Date, an expiry at
 * 24:00 hours, in force "up to and including" a date, a term run concurrently with another agreement's and ending on a
 * date, "from the Effective Date up to 30th September", five years "reckoned from", expiry "upon the lapse of" months,
 * "comes into force ... and stays in force for"; a purchase order open for days and a guarantee's expiry, which end no
 * term; and a term without limit of time.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_58: DraftedTermClause[] = [
  [
    'This Agreement shall be for an initial period of two (2) years from the date of its execution by the last Party.',
    { years: 2 },
  ],
  ['The Agreement is valid for three years as of the Effective Date.', { years: 3 }],
  ['The Term of this Agreement shall expire at 24:00 hours on 30 June {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['This Contract shall remain in force up to and including 31 March {Y+1}.', { yearsLater: 1, on: '03-31' }],
  [
    'The term of this Agreement shall run concurrently with the Initial Term of the Supply Agreement, and shall end on December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The period of this agreement is from the Effective Date up to 30th September {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  ['This Agreement shall endure for a period of five (5) years reckoned from the Effective Date.', { years: 5 }],
  [
    'Subject to Clause 3.2, the Agreement shall automatically expire upon the lapse of thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  ['The Agreement comes into force on the Effective Date and stays in force for 2 years.', { years: 2 }],
  ['Each Purchase Order shall remain open for ninety (90) days after its issue date.', null],
  ['The guarantee given under Clause 9 expires on 31 December {Y+3}.', null],
  [
    'This Agreement shall continue in force without limit of time until terminated by either Party in accordance with Clause 15.',
    'perpetual',
  ],
];

/**
 * A fourteenth batch of notices of other things (29 November 2026, a thirty-fifth session; written before its first
 * run), most timed against the end of the term or a renewal as notices that stop a renewal are: a price list for the
 * renewal term, a change of address, a relocation, a sublease, a recall, an audit, key personnel replaced, a hearing, a
 * data return and a successor's name.
 */
export const DRAFTED_OTHER_NOTICES_14: string[] = [
  'Supplier shall notify Customer of the prices applicable to any Renewal Term at least ninety (90) days before the end of the current Term.',
  'Each party shall give the other thirty (30) days’ notice of any change in its address for notices.',
  'Tenant shall give Landlord sixty (60) days’ notice before relocating its business within the Premises.',
  'Licensee shall notify Licensor at least forty-five (45) days before entering into any sublicense.',
  'The Manufacturer shall notify the Distributor within five (5) business days of any product recall.',
  'Licensor may audit Licensee’s records on fifteen (15) days’ notice before the end of any Contract Year.',
  'The Contractor shall give thirty (30) days’ notice before replacing any key personnel during the Term.',
  'The Board shall give the Executive at least ten (10) days’ notice of any hearing.',
  'Within thirty (30) days before the expiration of the Term, Provider shall notify Customer of the format in which Customer Data will be returned.',
  'Not less than sixty (60) days before the end of the Term, the Agent shall notify the Principal of the name of any proposed successor agent.',
];

/**
 * A seventy-third held-out batch of renewal clauses (29 November 2026, a thirty-fifth session; written before its first
 * run, aimed at none), for precision as filings name extensions and renewals of other things: a term extended by a
 * force majeure event's length, exclusive rights renewed each Contract Year, a marketing plan renewed annually, permits
 * renewed, a royalty rate for a renewal term if any, purchase orders running on until fulfilled, a quotation for a
 * renewal of support, an option period extended on payment, statements of work renewing; and for recall a renewal
 * stopped by notice of an intention not to renew six months before.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_73: DraftedRenewalClause[] = [
  [
    'In the event of a Force Majeure Event, the Term shall be automatically extended by a period equal to the duration of such Force Majeure Event.',
    'none',
    null,
  ],
  [
    'Licensee’s exclusive rights in the Territory shall be renewed for each subsequent Contract Year in which Licensee meets the Minimum Sales.',
    'none',
    null,
  ],
  ['The Marketing Plan shall be updated and renewed annually by the Steering Committee.', 'none', null],
  ['The Company shall maintain, and renew as necessary, all permits required to operate the Facility.', 'none', null],
  [
    'If this Agreement is renewed, the Royalty Rate for the renewal term shall be negotiated in good faith.',
    'none',
    null,
  ],
  [
    'All Purchase Orders outstanding at expiration shall continue to be governed by this Agreement until fulfilled.',
    'none',
    null,
  ],
  [
    'The Supplier shall give the Buyer a quotation for any renewal of the Support Services no later than sixty (60) days before expiry.',
    'none',
    null,
  ],
  [
    'The option period may be extended once by the Optionee for an additional ninety (90) days upon payment of the Extension Fee.',
    'none',
    null,
  ],
  [
    'Each Statement of Work shall automatically renew for successive one-year terms unless terminated in accordance with its terms.',
    'none',
    null,
  ],
  [
    'This Agreement shall thereafter be renewed automatically for successive periods of one year each, unless either party notifies the other party in writing of its intention not to renew at least six months prior to the expiration of the then current term.',
    'automatic',
    180,
  ],
];

/**
 * A fifty-ninth held-out batch of term clauses (29 November 2026, a thirty-fifth session; written before its first
 * run, aimed at none), long as filings write them: years commencing on the Effective Date before a proviso on surviving
 * sections, in effect until a date "(the "Initial Term")" before a renewal by agreement, a distributor appointed until
 * an anniversary "thereof", an agreement and its licences expiring on an anniversary unless extended, "through and
 * including" a date before renewals, years "from the date first written above"; a term until an anniversary of a
 * launch not yet dated, prices held for two years and minimums for the first Contract Years, which end no term here.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_59: DraftedTermClause[] = [
  [
    'Unless sooner terminated in accordance with the provisions hereof, the term of this Agreement shall be for a period of three (3) years commencing on the Effective Date, provided, however, that Sections 7, 9 and 12 shall survive any expiration or termination hereof.',
    { years: 3 },
  ],
  [
    'This Agreement shall become effective on the Effective Date and, unless terminated earlier pursuant to Section 10.2 or 10.3, shall remain in effect until December 31, {Y+4} (the "Initial Term"), after which it may be renewed by mutual agreement of the parties.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'Subject to the terms and conditions set forth herein, the Distributor is hereby appointed for a period commencing on the Effective Date and ending on the seventh (7th) anniversary thereof.',
    { years: 7 },
  ],
  [
    'This Agreement, and the licenses granted hereunder, shall expire on the tenth (10th) anniversary of the Effective Date unless extended by the written agreement of the Parties.',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall run from the Effective Date through and including June 30, {Y+3}, and thereafter shall continue for successive one-year periods unless either party gives notice of non-renewal.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'Except as otherwise provided herein, this Agreement shall remain in force for an initial period of fifteen (15) years from the date first written above.',
    { years: 15 },
  ],
  [
    'The term of this Agreement shall commence on the Effective Date and shall continue in full force and effect until the fifth (5th) anniversary of the Commercial Launch Date, unless earlier terminated as provided in Article 14.',
    null,
  ],
  [
    'Customer may purchase additional licenses at the prices set forth in Exhibit C for a period of two (2) years from the Effective Date.',
    null,
  ],
  ['The Minimum Annual Purchase Commitment shall apply for each of the first five (5) Contract Years.', null],
];

/**
 * A seventy-fourth held-out batch of renewal clauses (29 November 2026, a thirty-fifth session; written before its
 * first run, aimed at none), for recall as older filings write renewals: deemed renewed "and so on from year to year"
 * unless notice of a desire to terminate, renewal terms "unless and until terminated" on months' notice, extended
 * "from time to time" for a year unless notice of non-extension, renewing on each anniversary unless notice by a day of
 * the year, continuing for further periods "of like duration", and an option "to extend the Term once"; and for
 * precision an employee's benefits renewed, a trademark licence in a schedule renewed with the registrations, and
 * payment terms reviewed each renewal of the credit insurance.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_74: DraftedRenewalClause[] = [
  [
    'Upon expiration of the Initial Term, this Agreement shall be deemed renewed for an additional year, and so on from year to year, unless either party shall give notice to the other of its desire to terminate at least sixty (60) days before the end of any such year.',
    'automatic',
    60,
  ],
  [
    'At the expiration of the initial term, this Agreement shall continue in effect for successive renewal terms of three (3) years each, unless and until terminated by either party upon not less than twelve (12) months written notice prior to the end of the then-current term.',
    'automatic',
    360,
  ],
  [
    'The Term shall be extended from time to time for one (1) year unless either party notifies the other of non-extension at least ninety (90) days before the Term would otherwise expire.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall renew on each anniversary of the Effective Date for a further year unless either party gives written notice of termination on or before the preceding thirtieth (30th) day.',
    'automatic',
    30,
  ],
  [
    'After the Initial Term, this Agreement shall continue for further periods of like duration unless terminated by either party with three (3) months written notice before the end of the current period.',
    'automatic',
    90,
  ],
  [
    'The Customer shall have the option to extend the Term once for a period of two (2) years by giving notice not later than six (6) months before the expiry of the Initial Term.',
    'option',
    null,
  ],
  ['The Company shall renew the Executive’s health and disability benefits annually on the same terms.', 'none', null],
  ['The trademark licence in Schedule 2 shall be renewed together with the underlying registrations.', 'none', null],
  ['Payment terms shall be reviewed on each renewal of the Supplier’s credit insurance policy.', 'none', null],
];

/**
 * A sixtieth held-out batch of term clauses (29 November 2026, a thirty-sixth session; written before its first run,
 * aimed at none), as filings and order forms say a term's length and end: ending at a time of day on the day before an
 * anniversary, months "beginning with" the Effective Date, years a relationship is governed "following" it, ending
 * automatically on a date, a term "measured from" the Effective Date, an initial period of months, valid "as from" a
 * date and expiring thereafter, a bare label with years, ending on the date months "thereafter", an initial period
 * "ending" on a date, Lease Years, a fixed term ending the day before an anniversary, an engagement of months, lapsing
 * on an anniversary; a perpetual agreement; and royalties, a warranty, surviving confidentiality and a price hold, which
 * end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_60: DraftedTermClause[] = [
  [
    'The term of this Agreement (the "Term") shall begin on the Effective Date and end at 11:59 p.m. Eastern Time on the day immediately preceding the third (3rd) anniversary of the Effective Date.',
    { years: 3, dayBefore: true },
  ],
  [
    'This Agreement shall be in force for a term of forty-eight (48) months, beginning with the Effective Date.',
    { months: 48 },
  ],
  [
    'The Parties agree that this Agreement shall govern their relationship for a period of six (6) years following the Effective Date, unless earlier terminated pursuant to Article 9.',
    { years: 6 },
  ],
  [
    'This Agreement commences on the Effective Date and, subject to earlier termination, terminates automatically on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The period during which this Agreement is in effect (the "Term") will be two (2) years, measured from the Effective Date.',
    { years: 2 },
  ],
  [
    'The initial term of this Agreement shall be a period of eighteen (18) months from the Effective Date (the "Initial Term").',
    { months: 18 },
  ],
  [
    'This Agreement shall remain valid for a period of three (3) years as from the Effective Date and shall expire automatically thereafter.',
    { years: 3 },
  ],
  [
    'Term. Four (4) years from the Effective Date, unless terminated sooner in accordance with Section 11.',
    { years: 4 },
  ],
  [
    'The term hereof shall commence on the Effective Date and shall terminate on the date that is thirty-six (36) months thereafter.',
    { months: 36 },
  ],
  [
    'This Agreement will be effective for an initial period ending June 30, {Y+5}, unless terminated earlier under Section 8.',
    { yearsLater: 5, on: '06-30' },
  ],
  [
    'The term of this Lease shall be ten (10) Lease Years, the first Lease Year commencing on the Effective Date.',
    { years: 10 },
  ],
  [
    'This Agreement is made for a fixed term of two (2) years starting on the Effective Date and ending on the day before the second anniversary thereof.',
    { years: 2, dayBefore: true },
  ],
  [
    'The Consultant’s engagement hereunder shall be for a period of nine (9) months commencing on the Effective Date.',
    { months: 9 },
  ],
  [
    'Unless renewed as provided below, this Agreement shall lapse on the third anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall be effective as of the Effective Date and shall remain in effect until terminated by either Party in accordance with Article 12.',
    'perpetual',
  ],
  ['Licensee shall pay the Minimum Royalty for each of the three (3) years following the Effective Date.', null],
  [
    'The Products shall be free from defects in materials and workmanship for a period of eighteen (18) months from delivery.',
    null,
  ],
  [
    'The obligations in this Section 9 shall survive for five (5) years after the expiration or termination of this Agreement.',
    null,
  ],
  ['The Company will not increase the prices in Schedule A for twelve (12) months following the Effective Date.', null],
];

/**
 * A seventy-fifth held-out batch of renewal clauses (29 November 2026, a thirty-sixth session; written before its first
 * run, aimed at none), for recall as filings write renewals: successive twelve-month periods unless notice of
 * non-renewal, a term extended for consecutive two-year periods unless the buyer does not wish it, a year-to-year basis
 * after the initial term, additional terms continuing unless terminated by notice received before the end; options to
 * renew and to extend a lease exercised by notice; an extension by mutual written agreement; an evergreen term after the
 * initial one; and for precision insurance, a delivery date and a registration renewed or extended.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_75: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall renew for successive twelve (12) month periods, unless either Party provides notice of non-renewal no less than ninety (90) days prior to the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    'The Term will be automatically extended for consecutive two-year periods unless Buyer notifies Seller in writing at least 120 days before the end of the Term that it does not wish to extend.',
    'automatic',
    120,
  ],
  [
    'This Agreement will continue on a year-to-year basis after the Initial Term unless either party gives the other written notice of termination at least three (3) months before the end of any such year.',
    'automatic',
    90,
  ],
  [
    'At the end of the Initial Term, the Agreement shall automatically continue for additional terms of one year unless either party terminates it by written notice received at least forty-five (45) days prior to the end of the then current term.',
    'automatic',
    45,
  ],
  [
    'Distributor may, at its election, renew this Agreement for one additional term of three (3) years by written notice delivered to the Company not less than one hundred eighty (180) days before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'The Lessee shall have two (2) options to extend the Lease Term, each for a period of five (5) years, exercisable by notice to the Lessor given at least nine (9) months prior to the expiration of the then current term.',
    'option',
    null,
  ],
  [
    'Upon mutual written agreement, the Parties may extend this Agreement for additional periods of one (1) year each.',
    'mutual',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall remain in effect until terminated by either party upon one hundred eighty (180) days’ written notice.',
    'evergreen',
    180,
  ],
  [
    'The Company shall use its reasonable efforts to renew the key person insurance policy each year during the Term.',
    'none',
    null,
  ],
  ['Any extension of the Delivery Date shall not extend the Term of this Agreement.', 'none', null],
  ['The Licensee may renew its registration with the Regulatory Authority at its own cost.', 'none', null],
];

/**
 * A fifteenth batch of notices of other things (29 November 2026, a thirty-sixth session; written before its first run,
 * aimed at none): none of them stops a renewal or ends the term, so none is the contract's notice period.
 */
export const DRAFTED_OTHER_NOTICES_15: string[] = [
  'The Licensee shall give the Licensor at least sixty (60) days’ notice of its intention to launch any Licensed Product in a new country.',
  'Either party may change its bank account for payments on fifteen (15) days’ written notice.',
  'The Landlord shall give the Tenant not less than forty-eight (48) hours’ notice before entering the Premises, except in an emergency.',
  'Customer shall notify Provider at least thirty (30) days before the end of each quarter of its forecast for the next quarter.',
  'The Employer may require the Employee to take any accrued holiday during the notice period by giving one (1) week’s notice.',
  'Seller shall notify Buyer ninety (90) days in advance of the discontinuation of any Product.',
  'The Agent shall give the Company ten (10) business days’ notice of any meeting of the Lenders.',
  'No later than forty-five (45) days before the end of each Contract Year, the Parties shall meet to agree the marketing budget for the following year.',
  'The Supplier shall give at least six (6) months’ notice of any change to the specifications of the Goods.',
  'Tenant may, on thirty (30) days’ notice before the end of any calendar month, reduce the number of parking spaces it rents.',
];

/**
 * A sixty-first held-out batch of term clauses (29 November 2026, a thirty-sixth session, later; written before its
 * first run, aimed at none), as SEC filings state a term: through an anniversary "(the "Initial Term")", the earlier
 * to occur of a date or a termination, years "subject to the provisions for earlier termination", a licence in effect
 * until an anniversary, an initial term before automatic renewals, in effect until a date unless extended, months from
 * a beginning "as of" the Effective Date, expiring on an anniversary unless renewed by agreement, an initial term
 * "subject to earlier termination", a period ending on a date, an initial period before renewals; and a forecast, an
 * exclusivity period and insurance after termination, which end no term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_61: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and, unless earlier terminated pursuant to the provisions of Article XV hereof, shall continue in full force and effect through the fifth (5th) anniversary of the Effective Date (the "Initial Term").',
    { years: 5 },
  ],
  [
    'The term of this Agreement shall commence on the date hereof and shall terminate on the earlier to occur of (i) December 31, {Y+3} or (ii) the date on which this Agreement is terminated in accordance with Section 12.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'Subject to the provisions for earlier termination set forth herein, the term of this Agreement shall be for seven (7) years from the Effective Date.',
    { years: 7 },
  ],
  [
    'Unless sooner terminated as provided herein, the License shall remain in effect until the tenth (10th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'The initial term of this Agreement shall be two (2) years commencing upon the Effective Date (the "Initial Term"), and thereafter this Agreement shall automatically renew for successive one-year renewal terms unless either party gives written notice of non-renewal.',
    { years: 2 },
  ],
  [
    'This Agreement shall continue in effect until June 30, {Y+2}, unless extended by written agreement of the parties or earlier terminated as provided in Section 9.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'The term of this Agreement shall begin as of the Effective Date and shall continue for a period of sixty (60) months.',
    { months: 60 },
  ],
  [
    'This Agreement shall expire on the third (3rd) anniversary of the Effective Date unless renewed by the mutual written agreement of the Parties.',
    { years: 3 },
  ],
  [
    'The Agreement shall have an initial term of five (5) years from the Effective Date, subject to earlier termination in accordance with this Article 11.',
    { years: 5 },
  ],
  [
    'The term of this Agreement (the "Term") shall be the period commencing on the Effective Date and ending on December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'This Agreement shall remain in force for an initial period of four (4) years and shall be renewed thereafter for successive periods of one (1) year unless terminated by either party upon six months prior notice.',
    { years: 4 },
  ],
  ['Company shall provide Distributor with a rolling twelve (12) month forecast of its requirements.', null],
  ['The Exclusivity Period shall commence on the Effective Date and expire on the second anniversary thereof.', null],
  [
    'Licensee shall maintain product liability insurance for a period of three (3) years following the termination of this Agreement.',
    null,
  ],
];

/**
 * A seventy-sixth held-out batch of renewal clauses (29 November 2026, a thirty-sixth session, later; written before
 * its first run, aimed at none), as SEC filings write them: renewal periods of two years "(each, a "Renewal Term")"
 * unless an election not to renew, extended for successive periods unless terminated before the end of the Initial
 * Term "or any extension thereof", consecutive terms unless a notice of non-renewal two months before; a right to renew
 * twice on notice of intent; renewals and extensions by mutual consent; an evergreen term "indefinitely unless and
 * until terminated"; and for precision a lease, patents and import licences renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_76: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically renew for successive renewal periods of two (2) years each (each, a "Renewal Term"), unless either Party notifies the other in writing of its election not to renew at least one hundred eighty (180) days prior to the expiration of the then-current term.',
    'automatic',
    180,
  ],
  [
    'This Agreement may be renewed for an additional five (5) year period upon the mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    'Licensee shall have the right to renew this Agreement for two (2) successive renewal terms of five (5) years each, provided that Licensee is not then in default and gives Licensor written notice of its intent to renew at least ninety (90) days prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'Thereafter, this Agreement shall be automatically extended for successive periods of one (1) year, unless terminated by either party by giving written notice to the other party not less than thirty (30) days prior to the end of the Initial Term or any extension thereof.',
    'automatic',
    30,
  ],
  [
    'The Term shall be automatically renewed for consecutive terms of twelve (12) months unless either party delivers a notice of non-renewal to the other party not later than two (2) months prior to the expiration of the Term.',
    'automatic',
    60,
  ],
  [
    'The parties may, by mutual agreement in writing, extend the term of this Agreement for such additional period as they may agree.',
    'mutual',
    null,
  ],
  [
    'After the expiration of the Initial Term, this Agreement shall remain in effect indefinitely unless and until terminated by either party upon ninety (90) days prior written notice.',
    'evergreen',
    90,
  ],
  [
    'The Company shall renew the lease for its principal executive offices on commercially reasonable terms.',
    'none',
    null,
  ],
  ['Renewals of the Licensed Patents shall be the responsibility of Licensor.', 'none', null],
  [
    'Distributor shall be responsible for obtaining and renewing all import licenses required in the Territory.',
    'none',
    null,
  ],
];

/**
 * A sixteenth batch of notices of other things (29 November 2026, a thirty-sixth session, later; written before its
 * first run, aimed at none), as filings write them: none stops a renewal or ends the term.
 */
export const DRAFTED_OTHER_NOTICES_16: string[] = [
  'Licensee shall give Licensor not less than thirty (30) days prior written notice of any change of its name or principal place of business.',
  'Either party may assign this Agreement to an Affiliate upon fifteen (15) days prior written notice to the other party.',
  'The Company shall notify the Holder at least twenty (20) days prior to the record date for any dividend or distribution.',
  'Supplier shall provide Purchaser with at least one hundred twenty (120) days notice prior to the end of the Term of any Product it intends to discontinue after the Term.',
  'Executive shall give the Company not less than sixty (60) days notice of his intention to retire.',
  'Not later than ninety (90) days prior to the end of each Contract Year, the Parties shall agree upon the Minimum Purchase Quantity for the following Contract Year.',
  'Tenant shall give Landlord at least six (6) months notice prior to the expiration of the Term if it intends to remove any Alterations.',
  'The Bank may change the interest rate upon thirty (30) days written notice to the Borrower.',
  'Each Party shall give the other at least ten (10) Business Days notice of any scheduled maintenance that may affect the Services.',
  'Licensor shall notify Licensee in writing at least sixty (60) days before the expiration of any Licensed Patent.',
];

/**
 * A seventy-seventh held-out batch of renewal clauses (29 November 2026, a thirty-sixth session, later; written before
 * its first run, aimed at none), for how the notice that stops a renewal is said: by an ordinal day before the end, in
 * calendar months, in weeks, before the anniversary of the Effective Date, before "such anniversary", with the
 * condition first, "effective at the end of the then current term" a year in advance, "not later than thirty (30) days
 * before the end of such year" set between commas; an option for either party to extend; and for precision a letter
 * of credit renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_77: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive one-year terms unless either party gives written notice of non-renewal no later than the ninetieth (90th) day before the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    "Upon expiry of the Initial Term, this Agreement shall automatically continue for further periods of twelve (12) months each unless either party gives the other not less than three (3) calendar months' written notice before the expiry of the then current period.",
    'automatic',
    90,
  ],
  [
    'The term shall be extended automatically for successive periods of one (1) year unless either party notifies the other in writing no less than six (6) weeks prior to the expiration date.',
    'automatic',
    42,
  ],
  [
    'This Agreement shall automatically renew for additional one (1) year periods, provided that either party may elect not to renew by providing written notice to the other at least forty-five (45) days prior to the anniversary of the Effective Date.',
    'automatic',
    45,
  ],
  [
    'This Agreement will automatically renew on each anniversary of the Effective Date for an additional year, unless terminated by either party with at least one hundred twenty (120) days written notice prior to such anniversary.',
    'automatic',
    120,
  ],
  [
    'Unless either party provides written notice of its intent not to renew this Agreement at least sixty (60) days before the end of the Initial Term or any Renewal Term, this Agreement will automatically renew for an additional Renewal Term of one year.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall be renewed automatically for successive two-year terms, except that either party may terminate this Agreement effective at the end of the then current term by giving written notice at least one (1) year in advance.',
    'automatic',
    365,
  ],
  [
    'The Term shall automatically be extended for one additional year at the end of each year of the Term unless, not later than thirty (30) days before the end of such year, either party gives notice that it does not wish to extend the Term.',
    'automatic',
    30,
  ],
  [
    'Either Party may extend the Term for an additional three (3) years by giving notice to the other Party not later than twelve (12) months before the expiry of the Term.',
    'option',
    null,
  ],
  ['Any renewal of the Letter of Credit shall be at the Tenant’s expense.', 'none', null],
];

/**
 * A sixty-second held-out batch of term clauses (29 November 2026, a thirty-sixth session, later; written before its
 * first run, aimed at none), in the kinds of agreement CUAD holds: a franchise from an opening not yet dated, an
 * endorsement through a date, hosting for months, co-branding for years "thereafter", a joint venture until an
 * anniversary, a licence until the last patent expires, maintenance for a year, supply until an anniversary of a first
 * sale, a reseller agreement before renewals, a transportation agreement's primary term, development ending at
 * completion "but in no event later than" a date, a consulting period of months "thereafter", an agency coming into
 * force; and a retainer, a non-compete and an agreement ended only by agreement.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_62: DraftedTermClause[] = [
  [
    'The term of this Franchise shall commence on the date of this Agreement and expire ten (10) years from the date the Restaurant first opens for business, unless sooner terminated.',
    null,
  ],
  [
    'The Term of this Agreement shall commence on the Effective Date and shall continue through December 31, {Y+2}, unless earlier terminated as provided herein.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall have an initial term of thirty-six (36) months commencing on the Effective Date.',
    { months: 36 },
  ],
  [
    'This Agreement will become effective on the Effective Date and will remain in effect for a period of two (2) years thereafter, unless terminated earlier pursuant to this Section 10.',
    { years: 2 },
  ],
  [
    'The Joint Venture shall continue until the twentieth (20th) anniversary of the Effective Date unless dissolved earlier in accordance with Article 14.',
    { years: 20 },
  ],
  ['This Agreement shall remain in force until the expiration of the last to expire of the Licensed Patents.', null],
  [
    'This Maintenance Agreement shall be effective as of the Effective Date and shall continue for a period of one (1) year.',
    { years: 1 },
  ],
  [
    'The initial term of this Supply Agreement shall begin on the Effective Date and end on the fifth (5th) anniversary of the date of the first commercial sale of Product.',
    null,
  ],
  [
    'This Agreement shall be in effect for a period of three (3) years from the Effective Date and shall be automatically renewed thereafter for one (1) year periods unless terminated by either party.',
    { years: 3 },
  ],
  [
    'The primary term of this Agreement shall be for a period of ten (10) years commencing on the Effective Date (the "Primary Term").',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and end upon the completion of the Development Program, but in no event later than December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'Consultant shall provide the Services during the period commencing on the Effective Date and ending twelve (12) months thereafter (the "Consulting Period").',
    { months: 12 },
  ],
  [
    'This Agreement shall come into force on the Effective Date and shall continue in force for a period of five (5) years.',
    { years: 5 },
  ],
  ['The Company shall pay the Consultant a monthly retainer during the first six (6) months of the Term.', null],
  ['The non-competition covenant in Section 8 shall apply for two (2) years following the Effective Date.', null],
  [
    'This Agreement shall continue in full force and effect unless and until terminated by mutual written agreement of the Parties.',
    'perpetual',
  ],
];

/**
 * A sixty-third held-out batch of term clauses (30 November 2026, a thirty-seventh session; written before its first
 * run, aimed at none), in the kinds of agreement CUAD holds: distribution until an anniversary "thereof", a licence's
 * initial period, an expiry on a date alone, a lease in months, a term that "may be extended by written agreement", a
 * sponsorship through a racing season, a research term, a binding period "after the date hereof", a term until
 * terminated, hosting from a go-live date, a termination "on the date that is" years after, co-marketing to the end
 * of the year, an indefinite period, employment to an anniversary; and a warranty and royalties for periods of their
 * own.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_63: DraftedTermClause[] = [
  [
    'This Distribution Agreement shall commence on the Effective Date and remain in effect until the seventh (7th) anniversary thereof, subject to earlier termination under Article 15.',
    { years: 7 },
  ],
  [
    'The License granted hereunder shall be effective for an initial period of four (4) years from the Effective Date (the "Initial Period").',
    { years: 4 },
  ],
  ['Unless terminated earlier, this Agreement shall expire on June 30, {Y+4}.', { yearsLater: 4, on: '06-30' }],
  ['The term of this Lease shall be ninety-six (96) months, beginning on the Effective Date.', { months: 96 }],
  [
    'The term of the Agreement is two (2) years starting from the Effective Date, and it may be extended by written agreement of both Parties.',
    { years: 2 },
  ],
  [
    'This Sponsorship Agreement shall run from the Effective Date through the conclusion of the {Y+1} racing season.',
    null,
  ],
  [
    'The Research Term shall be three (3) years from the Effective Date and may be extended by mutual agreement of the Parties.',
    { years: 3 },
  ],
  [
    'The parties agree that this Agreement shall be binding upon them for a period of fifteen (15) years after the date hereof.',
    { years: 15 },
  ],
  [
    'Subject to Section 12, the term of this Agreement commences on the Effective Date and continues until terminated in accordance with its terms.',
    'perpetual',
  ],
  [
    'The Hosting Services shall be provided for a minimum period of twenty-four (24) months from the Go-Live Date.',
    null,
  ],
  [
    'This Agreement shall terminate on the date that is five (5) years after the Effective Date, unless extended as set forth below.',
    { years: 5 },
  ],
  [
    'The term of this Co-Marketing Agreement will start on the Effective Date and end on December 31, {Y+0}.',
    { yearsLater: 0, on: '12-31' },
  ],
  ['This Agreement shall be valid for an indefinite period of time.', 'perpetual'],
  [
    'The Supplier shall maintain the warranty for a period of thirty-six (36) months after delivery of each Product.',
    null,
  ],
  ['Payment of royalties shall continue for ten (10) years following the first commercial sale in each country.', null],
  [
    'The term of employment hereunder shall be for a period commencing on the Effective Date and ending on the third anniversary of the Effective Date.',
    { years: 3 },
  ],
];

/**
 * A seventy-eighth held-out batch of renewal clauses (30 November 2026, a thirty-seventh session; written before its
 * first run, aimed at none): renewal "for like periods", "from year to year thereafter", renewal unless a party
 * "elects to terminate" before an anniversary, a notice "in writing of its desire to terminate", a term "extended for
 * successive renewal periods of two years each", a notice of two months, a licensee's option "upon written notice given
 * at least", renewal "by mutual written consent", an evergreen term after the initial one; and an insurance clause.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_78: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for like periods unless either party notifies the other of its intent not to renew at least thirty (30) days prior to the end of the current term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall continue from year to year thereafter unless either party gives the other written notice of termination at least ninety (90) days before the end of any such year.',
    'automatic',
    90,
  ],
  [
    'The Term shall renew for successive one (1) year periods unless either Party elects to terminate this Agreement by written notice delivered no later than sixty (60) days before the applicable anniversary date.',
    'automatic',
    60,
  ],
  [
    'At the end of the Initial Term this Agreement shall renew automatically for a further term of three (3) years unless either party shall have notified the other in writing of its desire to terminate not less than six (6) months before the end of the Initial Term.',
    'automatic',
    180,
  ],
  [
    "The Term shall be extended for successive renewal periods of two years each, unless either party provides written notice of non-renewal not less than one hundred eighty (180) days' prior to the expiration of the then current Term.",
    'automatic',
    180,
  ],
  [
    "Thereafter the Agreement shall be renewed tacitly for successive periods of one year, unless terminated by either party with two (2) months' written notice prior to the end of the relevant period.",
    'automatic',
    60,
  ],
  [
    'Licensee shall have the option to renew this License for one additional term of five (5) years upon written notice given at least one hundred twenty (120) days before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'This Agreement may be renewed for additional terms of one (1) year each by mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    "Following the Initial Term, this Agreement shall remain in effect until terminated by either Party upon ninety (90) days' prior written notice.",
    'evergreen',
    90,
  ],
  [
    'Distributor shall maintain product liability insurance during the Term and for two (2) years thereafter.',
    'none',
    null,
  ],
];

/**
 * A seventeenth batch of notices of other things (30 November 2026, a thirty-seventh session; written before its first
 * run): notices of audits, price changes, relocation, subcontracting, a change of control, a recall, a shipment delay,
 * exercise of a purchase right, a meeting and an insurance cancellation, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_17: string[] = [
  'Licensor may audit the books and records of Licensee upon fifteen (15) business days prior written notice.',
  'Supplier may increase the prices for the Products once per calendar year upon ninety (90) days prior written notice to Distributor.',
  'Tenant shall give Landlord not less than sixty (60) days notice before relocating its principal office within the Building.',
  'Contractor shall not subcontract any portion of the Work without giving the Owner at least twenty (20) days prior written notice.',
  'The Company shall give the Investor at least thirty (30) days written notice prior to the consummation of any Change of Control.',
  'Manufacturer shall notify Distributor within forty-eight (48) hours of any decision to recall a Product.',
  'Seller shall notify Buyer at least five (5) days in advance of any anticipated delay in shipment.',
  'The Purchaser may exercise its right to purchase the Additional Shares by giving the Company written notice at least ten (10) days before the Closing.',
  'Notice of each annual meeting of the Members shall be given not less than fourteen (14) days before the meeting.',
  'The insurer shall provide the Landlord with at least thirty (30) days prior written notice of any cancellation of the policy.',
];

/**
 * A sixty-fourth held-out term batch (30 November 2026, a thirty-seventh session, later; written before its first run,
 * aimed at none), as filings state a term: a period unless terminated earlier, an end on a date unless extended by
 * agreement, services for months, an initial period ending on a date, a licence extending until the expiration of
 * years, an initial term in months, a year and then month to month, through an anniversary, a programme from an
 * undated launch, an expiry years after, an anniversary "thereof", perpetuity, an end at midnight on a date; and a
 * purchase order's validity, sales targets for years of the term and an exclusivity's end.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_64: DraftedTermClause[] = [
  [
    'The term of this Agreement shall be for a period of seven (7) years from the Effective Date, unless terminated earlier in accordance with Section 13.',
    { years: 7 },
  ],
  [
    'This Agreement will terminate on December 31, {Y+5}, unless extended by the mutual agreement of the Parties.',
    { yearsLater: 5, on: '12-31' },
  ],
  [
    'The Services shall be provided for a term of eighteen (18) months beginning on the Effective Date.',
    { months: 18 },
  ],
  [
    'This Agreement is effective as of the Effective Date and shall remain in force for an initial period ending on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'Unless earlier terminated, the term of this License Agreement shall extend until the expiration of ten (10) years from the Effective Date.',
    { years: 10 },
  ],
  [
    'The Initial Term of this Agreement shall be twenty-four (24) months, commencing on the Effective Date.',
    { months: 24 },
  ],
  [
    'This Agreement shall remain in effect for a term of one (1) year, and shall thereafter continue on a month-to-month basis until terminated by either party.',
    { years: 1 },
  ],
  [
    'This Agreement shall be effective on the Effective Date and shall continue through the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  ['The term of the Joint Marketing Program shall be two (2) years from the Launch Date.', null],
  ['Each Purchase Order shall be valid for ninety (90) days from its date of issue.', null],
  ['This Agreement shall expire three (3) years after the Effective Date.', { years: 3 }],
  [
    'The Term of this Agreement shall begin on the Effective Date and shall end on the fourth (4th) anniversary thereof.',
    { years: 4 },
  ],
  [
    'Distributor shall achieve the Minimum Sales Targets set forth in Exhibit B during each of the first three (3) years of the Term.',
    null,
  ],
  ['This Agreement shall remain in effect in perpetuity unless terminated pursuant to Article 9.', 'perpetual'],
  ['The exclusivity granted under Section 2.1 shall expire on December 31, {Y+1}.', null],
  [
    'The term of this Agreement shall run from the Effective Date until midnight on December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
];

/**
 * A seventy-ninth held-out batch of renewal clauses (30 November 2026, a thirty-seventh session, later; written before
 * its first run, aimed at none): terms of two years each unless notice before the then current term, a year-to-year
 * basis, each year on the anniversary unless three months before it, a company's notice to a consultant, a customer's
 * renewals by notice of renewal, extension by mutual written agreement, indefinitely unless and until terminated, a
 * condition first and "so on from year to year", a franchisee's option; and registrations renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_79: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for successive terms of two (2) years each unless terminated by either party upon written notice given at least one hundred fifty (150) days prior to the expiration of the then current term.',
    'automatic',
    150,
  ],
  [
    'Upon expiration of the Initial Term, this Agreement shall be extended automatically on a year-to-year basis unless either party gives written notice of termination no later than sixty (60) days prior to such expiration.',
    'automatic',
    60,
  ],
  [
    'This Agreement will renew automatically each year on the anniversary of the Effective Date unless either party notifies the other in writing of non-renewal at least three (3) months before such anniversary.',
    'automatic',
    90,
  ],
  [
    'The Agreement shall automatically renew for one (1) year terms thereafter, unless the Company provides the Consultant with notice of non-renewal at least fifteen (15) days before the expiration of the then-current term.',
    'automatic',
    15,
  ],
  [
    'Customer may renew this Agreement for up to two (2) additional one-year periods by giving Supplier written notice of renewal at least sixty (60) days prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'The Parties may extend this Agreement for additional periods upon mutual written agreement executed prior to the end of the Term.',
    'mutual',
    null,
  ],
  [
    'After the Initial Term, this Agreement shall continue indefinitely unless and until terminated by either party upon one hundred twenty (120) days written notice.',
    'evergreen',
    120,
  ],
  [
    'If neither party gives notice of termination at least thirty (30) days prior to the end of the Initial Term, this Agreement shall be renewed for a further period of one (1) year, and so on from year to year.',
    'automatic',
    30,
  ],
  [
    'At the option of Franchisee, the Franchise may be renewed for one additional term of ten (10) years, subject to the conditions of Section 3.2.',
    'option',
    null,
  ],
  ['Licensor shall renew the registrations of the Licensed Marks as they fall due.', 'none', null],
];

/**
 * A sixty-fifth held-out term batch (30 November 2026, a thirty-seventh session, later; written before its first run,
 * aimed at none): a term from execution, in force until a date and renewable, a licence term of years, until the close
 * of business on a date, an engagement for months, two years after the effective date before renewals, a period from
 * signature by both parties, an anniversary unless extended, 11:59 p.m. on a date, no fixed term, an initial term in
 * months named so; and a licence held, a hosting agreement ending with its master agreement, a report's due date, a
 * warranty from installation and spare parts after the last delivery.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_65: DraftedTermClause[] = [
  [
    'The term of this Agreement shall commence upon execution and shall continue for a period of three (3) years.',
    { years: 3 },
  ],
  [
    'This Agreement shall be in force from the Effective Date until June 30, {Y+3}, and may be renewed as provided in Section 15.2.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The License Term shall be a period of twenty (20) years from the Effective Date.', { years: 20 }],
  [
    'Subject to earlier termination, this Agreement shall continue in effect until the close of business on March 31, {Y+2}.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'The Company hereby engages the Consultant for a term of six (6) months commencing on the Effective Date.',
    { months: 6 },
  ],
  [
    'This Agreement shall remain in full force and effect for so long as the Licensee holds any license under the Licensed Patents.',
    null,
  ],
  [
    'The Agreement shall be effective for two (2) years after the Effective Date and shall be automatically renewed for successive one (1) year terms.',
    { years: 2 },
  ],
  ['The Hosting Agreement shall terminate automatically upon the termination of the Master Agreement.', null],
  [
    'This Agreement shall run for an initial period of four (4) years from the date of signature by both Parties.',
    { years: 4 },
  ],
  ['The warranty period for the Equipment shall be twelve (12) months from the date of installation.', null],
  [
    'The term of this Agreement shall expire on the tenth (10th) anniversary of the Effective Date unless extended by written agreement of the parties.',
    { years: 10 },
  ],
  ['The Agreement will terminate at 11:59 p.m. on December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['The Consultant shall deliver the final report no later than September 30, {Y+1}.', null],
  [
    'This Agreement has no fixed term and shall continue until terminated by either party in accordance with Section 11.',
    'perpetual',
  ],
  [
    'This Agreement shall come into effect on the Effective Date and remain in force for an initial term of thirty-six (36) months (the "Initial Term").',
    { months: 36 },
  ],
  [
    "The Supplier's obligation to supply spare parts shall continue for seven (7) years after the last delivery of Products.",
    null,
  ],
];

/**
 * An eightieth held-out batch of renewal clauses (30 November 2026, a thirty-seventh session, later; written before its
 * first run, aimed at none): additional periods unless written notice of non-renewal is provided, month to month until
 * terminated on notice, three-year extensions unless twelve months before, a way to prevent the automatic renewal, a
 * distributor's right on a condition, any extension subject to mutual agreement, running on until either party
 * terminates, a licensee's wish not to renew, a company's option; and permits renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_80: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for additional periods of one (1) year each, unless written notice of non-renewal is provided by either party at least ninety (90) days prior to the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    'Thereafter, this Agreement shall renew automatically on a month-to-month basis until terminated by either party on thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'The term shall be automatically extended for additional terms of three (3) years each unless either party notifies the other of its intention not to extend at least twelve (12) months prior to the expiration of the then-current term.',
    'automatic',
    360,
  ],
  [
    'Either party may prevent the automatic renewal of this Agreement by giving written notice to the other party not less than forty-five (45) days before the end of the then current term.',
    'automatic',
    45,
  ],
  [
    'Distributor shall have the right to extend the term of this Agreement for one additional period of five (5) years, provided that Distributor has met the Minimum Purchase Requirements.',
    'option',
    null,
  ],
  [
    'Any extension or renewal of this Agreement shall be subject to the mutual written agreement of the parties.',
    'mutual',
    null,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall continue in effect until either Party terminates it by providing at least six (6) months written notice to the other Party.',
    'evergreen',
    180,
  ],
  [
    'This Agreement shall renew for successive two-year periods unless Licensee notifies Licensor in writing no later than one hundred eighty (180) days before the end of the current period that it does not wish to renew.',
    'automatic',
    180,
  ],
  [
    'The Company may, at its sole discretion, renew this Agreement for an additional one-year term by written notice to the Executive.',
    'option',
    null,
  ],
  ['The parties shall renew their respective permits and licenses as required by applicable law.', 'none', null],
];

/**
 * A sixty-sixth held-out term batch (30 November 2026, a thirty-eighth session; written before its first run, aimed at
 * none): an anniversary "thereof" unless terminated earlier, an initial term named so of years, the end of a contract
 * year ending on a date, months "thereafter", a term from an undated launch, the later of years and a patent's expiry,
 * a service period of months, the earlier of a date and the last delivery, validity from the date hereof, perpetuity
 * unless ended by consent, a period ending on a date, months unless extended by amendment, the day before an
 * anniversary; and royalties after a first sale, a covenant after termination and exclusive rights lapsing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_66: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and terminate on the fifth (5th) anniversary thereof, unless terminated earlier pursuant to Article 13.',
    { years: 5 },
  ],
  [
    'The initial term of this Agreement (the "Initial Term") shall be for a period of seven (7) years beginning on the Effective Date.',
    { years: 7 },
  ],
  [
    'This Agreement shall expire at the end of the Contract Year ending December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and shall end eighteen (18) months thereafter.',
    { months: 18 },
  ],
  ['This Co-Branding Agreement shall have an initial term of two (2) years commencing on the Launch Date.', null],
  [
    'Unless sooner terminated, the term of this Agreement shall extend until the later of (a) ten (10) years from the Effective Date or (b) the expiration of the last to expire Licensed Patent.',
    null,
  ],
  [
    'The Services shall be provided for a period of twenty-four (24) months from the Effective Date (the "Service Period").',
    { months: 24 },
  ],
  [
    'This Agreement shall continue in full force and effect until the earlier of (i) December 31, {Y+2} or (ii) the date on which all Products have been delivered.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The parties agree that this Agreement shall be valid for a period of one (1) year from the date hereof.',
    { years: 1 },
  ],
  [
    'This Agreement is effective as of the date first written above and shall remain in effect in perpetuity unless terminated by mutual written consent.',
    'perpetual',
  ],
  [
    'The payment of royalties shall continue for a period of ten (10) years following the first commercial sale of each Product.',
    null,
  ],
  [
    'Licensee shall not, for a period of two (2) years after the termination of this Agreement, solicit any employee of Licensor.',
    null,
  ],
  [
    'The term of this Agreement shall be for the period commencing on the Effective Date and ending on June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    'This Agreement will remain in effect for a term of thirty (30) months, unless extended by an amendment signed by both parties.',
    { months: 30 },
  ],
  [
    "The Distributor's exclusive rights under Section 2.1 shall lapse on December 31, {Y+1} if the Minimum Purchase Requirements have not been met.",
    null,
  ],
  [
    'Except as otherwise provided herein, this Agreement shall terminate on the day before the third (3rd) anniversary of the Effective Date.',
    { years: 3, dayBefore: true },
  ],
];

/**
 * An eighty-first held-out batch of renewal clauses (30 November 2026, a thirty-eighth session; written before its
 * first run, aimed at none): one-year periods unless notice before the anniversary date, further periods of twelve
 * months unless three months' notice, a licensee's extensions by notice, renewal by mutual consent, year to year unless
 * terminated, indefinitely until terminated, renewal unless the customer gives notice before the renewal date, renewal
 * on terms the parties then agree, an executive's yearly extension on each anniversary; and insurance policies renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_81: DraftedRenewalClause[] = [
  [
    'This Agreement will be automatically renewed for one-year periods unless either party provides written notice of its intent to terminate at least sixty (60) days prior to the anniversary date.',
    'automatic',
    60,
  ],
  [
    "Upon expiry of the Initial Term, the Agreement shall automatically continue for further periods of twelve (12) months unless terminated by either Party giving not less than three (3) months' written notice prior to the end of the Initial Term or any subsequent period.",
    'automatic',
    90,
  ],
  [
    'Licensee may extend the Term for two (2) additional periods of five (5) years each by written notice delivered at least one hundred twenty (120) days prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'The term of this Agreement may be renewed by the mutual consent of the parties for additional one-year terms.',
    'mutual',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall continue on a year-to-year basis unless terminated by either party upon ninety (90) days written notice prior to the end of any such year.',
    'automatic',
    90,
  ],
  [
    'After the expiration of the initial term, this Agreement shall remain in effect indefinitely until terminated by either party on one hundred eighty (180) days prior written notice.',
    'evergreen',
    180,
  ],
  [
    'This Agreement shall be renewed automatically for successive terms of two (2) years each, unless Customer gives notice of non-renewal no later than thirty (30) days before the renewal date.',
    'automatic',
    30,
  ],
  ['The parties may agree in writing to renew this Agreement on such terms as they may then agree.', 'mutual', null],
  [
    "Executive's employment shall be extended automatically for an additional year on each anniversary of the Effective Date unless either party gives notice of non-extension at least ninety (90) days before such anniversary.",
    'automatic',
    90,
  ],
  ['Supplier shall renew the insurance policies required by Section 9 prior to their expiration.', 'none', null],
];

/**
 * An eighteenth batch of notices of other things (30 November 2026, a thirty-eighth session; written before its first
 * run): notices of a change of address, an assignment, a work schedule, an entry, an order's cancellation, a product's
 * discontinuance, a trustee's resignation, an infringement, a redemption and a manual's modification, none of which
 * stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_18: string[] = [
  'Either party may change its address for notices by giving the other party ten (10) days written notice.',
  'Licensee shall provide Licensor with thirty (30) days prior written notice of any proposed assignment of this Agreement.',
  "The Company will give Executive at least two (2) weeks notice of any change in Executive's work schedule.",
  'Landlord may enter the Premises upon twenty-four (24) hours notice to Tenant for the purpose of inspection.',
  'Buyer may cancel any individual order upon seven (7) days prior written notice without liability.',
  'Distributor shall give Supplier ninety (90) days notice of any intended discontinuance of a Product line it carries.',
  'The Trustee may resign upon sixty (60) days prior written notice to the Company.',
  'Each party shall notify the other within ten (10) business days of becoming aware of any infringement of the Licensed Patents.',
  'Holders of Preferred Stock shall receive at least twenty (20) days notice of any redemption.',
  'Franchisor shall give Franchisee one hundred eighty (180) days notice before modifying the Operations Manual in any material respect.',
];

/**
 * A sixty-seventh held-out term batch (30 November 2026, a thirty-eighth session, later; written before its first run,
 * aimed at none): years "thereafter", the date that is years after the effective date, a period through and
 * including a date, contract years, months with no start named, years from signature by the last party, an end on a
 * date unless extended, sixty months following, an employment period, completion but no later than a date, an
 * indefinite term until terminated; and the last patent to expire, a manufacturing term from an undated first
 * shipment, invoices for the duration, a warranty from delivery and a bar on assignment.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_67: DraftedTermClause[] = [
  [
    'This Agreement shall become effective on the Effective Date and shall remain in effect for a period of ten (10) years thereafter.',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall commence on the Effective Date and shall expire on the date that is three (3) years after the Effective Date.',
    { years: 3 },
  ],
  ['This Agreement shall remain in effect until the expiration of the last to expire of the Licensed Patents.', null],
  [
    'The Term shall be the period from the Effective Date through and including March 31, {Y+5}.',
    { yearsLater: 5, on: '03-31' },
  ],
  ['This Agreement shall be binding upon the parties for an initial period of five (5) Contract Years.', { years: 5 }],
  [
    'Unless terminated as provided herein, this Agreement shall have a term of one hundred twenty (120) months.',
    { months: 120 },
  ],
  [
    'This Agreement will continue in force for a fixed term of 2 years from the date on which it is signed by the last party.',
    { years: 2 },
  ],
  [
    'The Manufacturing Term shall commence on the date of the first commercial shipment of Product and continue for five (5) years.',
    null,
  ],
  [
    'The Agreement takes effect on the Effective Date and ends on December 31, {Y+3}, unless extended pursuant to Section 2.2.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Customer shall pay all invoices within thirty (30) days after receipt, for the duration of this Agreement.',
    null,
  ],
  [
    'Seller warrants that the Products will be free from defects for a period of eighteen (18) months from the date of delivery.',
    null,
  ],
  [
    'This Agreement shall continue in effect for an indefinite term until terminated by either party in accordance with its terms.',
    'perpetual',
  ],
  [
    'This Agreement shall remain in force for a period of sixty (60) months following the Effective Date.',
    { months: 60 },
  ],
  [
    'The Executive\'s employment hereunder shall be for a term of two (2) years commencing on the Effective Date (the "Employment Period").',
    { years: 2 },
  ],
  [
    'This Agreement shall expire upon the completion of the Services, but in no event later than June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    "Buyer may not assign this Agreement for a period of three (3) years from the Effective Date without Seller's consent.",
    null,
  ],
];

/**
 * An eighty-second held-out batch of renewal clauses (30 November 2026, a thirty-eighth session, later; written before
 * its first run, aimed at none): a year on each anniversary unless notice before it, successive periods unless notice
 * before the expiry of the initial period (the condition first), a customer's renewal at the then-current rates,
 * extension by mutual written agreement, month to month until terminated, in force after the initial term until
 * terminated, extended a year at a time unless three months before the calendar year's end, a franchisee's
 * entitlement within a window, one extension unless the licensee decides not to; and a registration renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_82: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for an additional term of one (1) year on each anniversary of the Effective Date unless terminated by either party by written notice given at least thirty (30) days prior to such anniversary.',
    'automatic',
    30,
  ],
  [
    'Unless notice of termination is given by either party not less than six (6) months before the expiry of the Initial Period, this Agreement shall continue for successive periods of two (2) years.',
    'automatic',
    180,
  ],
  [
    'At the end of the Initial Term, Customer may renew the Services for an additional twelve (12) month period at the then-current rates.',
    'option',
    null,
  ],
  [
    'The parties may, by mutual written agreement executed prior to the expiration of the Term, extend this Agreement for such period as they may agree.',
    'mutual',
    null,
  ],
  [
    'Thereafter, this Agreement shall remain in effect from month to month until terminated by either party upon thirty (30) days prior written notice.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall continue in full force and effect after the Initial Term unless and until terminated by either Party upon ninety (90) days written notice.',
    'evergreen',
    90,
  ],
  [
    'The Agreement will be extended automatically by one year at a time unless one of the parties gives notice of termination no later than three months before the end of the calendar year.',
    'automatic',
    90,
  ],
  [
    'Franchisee shall be entitled to renew the franchise for two (2) successive terms of five (5) years each, provided that Franchisee gives Franchisor written notice of its election to renew not less than nine (9) months nor more than twelve (12) months prior to the end of the then-current term.',
    'option',
    null,
  ],
  [
    'Upon expiration of the Initial Term, the Term shall be automatically extended for one (1) additional period of three (3) years unless Licensee notifies Licensor in writing of its decision not to extend at least one hundred eighty (180) days prior to expiration.',
    'automatic',
    180,
  ],
  ['Licensee shall renew its registration with the FDA annually during the Term.', 'none', null],
];

/**
 * A sixty-eighth held-out term batch (30 November 2026, a thirty-eighth session, later; written before its first run,
 * aimed at none): years "from and after", a date before renewals, years "beginning on the date of this Agreement",
 * an initial term and then until terminated, a labelled term of a year, a consulting period to an anniversary unless
 * extended, "the date that is" months "thereafter", valid until a date and extended, a lease term in months; and an
 * end at an initial public offering, a purchase order's life, an exclusivity period, years after a first commercial
 * sale, and obligations fulfilled.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_68: DraftedTermClause[] = [
  [
    'The term of this Agreement shall be for a period of five (5) years from and after the Effective Date.',
    { years: 5 },
  ],
  [
    'Unless earlier terminated, the Term shall run until December 31, {Y+2} and shall thereafter automatically renew for successive one-year periods.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['The term of this Agreement shall be five years, beginning on the date of this Agreement.', { years: 5 }],
  [
    'This Agreement commences on the Effective Date and will continue for an initial term of three (3) years and thereafter until terminated by either party upon ninety (90) days written notice.',
    { years: 3 },
  ],
  [
    'Term: This Agreement will commence on the Effective Date and will remain in effect for one (1) year.',
    { years: 1 },
  ],
  ['This Agreement shall terminate on the date that the Company completes an Initial Public Offering.', null],
  [
    'The Consulting Period shall commence on the Effective Date and end on the first anniversary of the Effective Date, unless extended by mutual agreement.',
    { years: 1 },
  ],
  [
    'This Agreement shall be in effect for the period from the Effective Date until the date that is forty-eight (48) months thereafter.',
    { months: 48 },
  ],
  ['Each Purchase Order shall remain in effect for ninety (90) days after its issuance.', null],
  ['The Exclusivity Period shall mean the period of eighteen (18) months commencing on the Effective Date.', null],
  [
    'The term of this Agreement shall expire on the date that is ten (10) years after the date of the first commercial sale of a Licensed Product in the Territory.',
    null,
  ],
  ['This Agreement shall continue until the parties have fulfilled all of their obligations hereunder.', null],
  [
    'This Agreement shall be valid until 31 December {Y+1} and shall be extended automatically by one year unless terminated by written notice three months before its expiry.',
    { yearsLater: 1, on: '12-31' },
  ],
  ['The Term of this Lease shall be for sixty (60) months commencing on the Effective Date.', { months: 60 }],
];

/**
 * An eighty-third held-out batch of renewal clauses (30 November 2026, a thirty-eighth session, later; written before
 * its first run, aimed at none): a renewal on each anniversary unless the customer cancels, renewal terms named so
 * unless a party elects not to renew, a licensee's right if not in default, extension on the written agreement of
 * both, in effect until terminated after the initial term, periods of three years unless notice six months before, a
 * company's option exercisable by notice, good-faith negotiation of a renewal, one-month terms until cancelled; and a
 * business licence renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_83: DraftedRenewalClause[] = [
  [
    'The Term will renew on each anniversary of the Effective Date for an additional year unless Customer cancels in writing at least 30 days before that anniversary.',
    'automatic',
    30,
  ],
  [
    'Following the expiration of the Initial Term, the Term shall automatically continue for successive renewal terms of one (1) year each (each, a "Renewal Term") unless either party elects not to renew by notice given to the other at least sixty (60) days prior to the expiration of the Initial Term or the then current Renewal Term.',
    'automatic',
    60,
  ],
  [
    'Provided that Licensee is not then in default, Licensee shall have the right to renew this Agreement for an additional term of five (5) years upon the same terms and conditions.',
    'option',
    null,
  ],
  ['This Agreement may be extended for additional periods upon the written agreement of both parties.', 'mutual', null],
  [
    'Upon expiration of the initial term, this Agreement will continue in effect until terminated by either party upon thirty (30) days written notice.',
    'evergreen',
    30,
  ],
  [
    'The term of this Agreement shall be automatically renewed for successive periods of three (3) years unless, not later than six (6) months before the end of any such period, either party notifies the other in writing that it does not wish to renew.',
    'automatic',
    180,
  ],
  [
    'The Company shall have the option, exercisable by written notice to the Consultant not less than thirty (30) days before the end of the Term, to extend the Term for an additional six (6) months.',
    'option',
    null,
  ],
  [
    'The parties will negotiate in good faith regarding a renewal of this Agreement no later than six (6) months before its expiration.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall automatically renew for consecutive one-month terms until cancelled by either party with fifteen (15) days notice prior to the end of the then-current month.',
    'automatic',
    15,
  ],
  ['Distributor shall renew its business license each year and provide a copy to Supplier.', 'none', null],
];

/**
 * A sixty-ninth held-out term batch (30 November 2026, a thirty-eighth session, later; written before its first run,
 * aimed at none), as filings set a term out: an article's heading run into the term, the end of a fifth contract year,
 * an initial term named so "commencing on the date hereof", an end on a date, a duration "as from", thirty years unless
 * terminated, the anniversary of a commencement date that is the effective date, a date with survival after it, a term
 * of a year before renewals, an initial term ending on a date; and delivery and payment of all products, obligations
 * from disclosure, minimum sales for each year.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_69: DraftedTermClause[] = [
  [
    'ARTICLE 10 TERM AND TERMINATION 10.1 Term. The term of this Agreement shall commence on the Effective Date and shall continue in full force and effect for a period of seven (7) years (the "Initial Term").',
    { years: 7 },
  ],
  [
    'This Agreement shall be effective as of the Effective Date and shall expire at the end of the fifth (5th) Contract Year.',
    { years: 5 },
  ],
  [
    'The initial term of this Agreement shall be three (3) years (the "Initial Term"), commencing on the date hereof.',
    { years: 3 },
  ],
  [
    'The term hereof shall commence on the date of this Agreement and end on September 30, {Y+3}.',
    { yearsLater: 3, on: '09-30' },
  ],
  ['The Agreement shall have a duration of four (4) years as from the Effective Date.', { years: 4 }],
  ['This Agreement will remain in effect until all Products ordered hereunder have been delivered and paid for.', null],
  [
    'This Agreement shall remain in force for a period of thirty (30) years unless earlier terminated in accordance with Clause 20.',
    { years: 30 },
  ],
  [
    'The Term shall expire on the seventh (7th) anniversary of the Commencement Date, the Commencement Date being the Effective Date.',
    { years: 7 },
  ],
  ['The obligations under Section 7 shall remain in effect for five (5) years from the date of disclosure.', null],
  [
    'Unless otherwise terminated, this Agreement shall terminate on March 31, {Y+1}; provided, however, that Sections 5, 8 and 9 shall survive.',
    { yearsLater: 1, on: '03-31' },
  ],
  ['The Distributor shall achieve the Minimum Sales for each twelve (12) month period during the Term.', null],
  [
    'The Term of this Agreement is one (1) year from the Effective Date and shall automatically renew for additional one (1) year terms unless either Party gives sixty (60) days prior written notice of non-renewal.',
    { years: 1 },
  ],
  [
    'This Agreement, unless terminated earlier in accordance with its terms, shall have an initial term ending June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
];

/**
 * An eighty-fourth held-out batch of renewal clauses (30 November 2026, a thirty-eighth session, later; written before
 * its first run, aimed at none): renewed "thereafter" unless notice before the end of any term, extended if neither
 * party gives notice, a purchaser's extensions by notice, renewal on terms mutually agreed, a lease renewed unless the
 * tenant gives notice to vacate, a licensor's grant of an option, indefinitely subject to termination, extension by a
 * written amendment, renewal unless the client cancels before the renewal date; and a performance bond renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_84: DraftedRenewalClause[] = [
  [
    'This Agreement shall thereafter be renewed for successive one (1) year terms unless terminated by either Party by giving the other Party not less than one hundred twenty (120) days notice prior to the end of any term.',
    'automatic',
    120,
  ],
  [
    'If neither party gives notice of termination at least ninety (90) days before the expiration of the Initial Term, this Agreement shall be extended for an additional period of two (2) years.',
    'automatic',
    90,
  ],
  [
    'The Term may be extended by Purchaser for up to two (2) additional one-year periods upon written notice to Seller.',
    'option',
    null,
  ],
  ['Any renewal of this Agreement shall be on terms mutually agreed upon by the parties in writing.', 'mutual', null],
  [
    'This Lease shall be renewed automatically for successive terms of one year each unless Tenant gives Landlord written notice of its intention to vacate at least sixty (60) days prior to the expiration of the then current term.',
    'automatic',
    60,
  ],
  [
    'Licensor hereby grants Licensee the option to renew the License Term for one (1) additional period of ten (10) years.',
    'option',
    null,
  ],
  [
    'Thereafter the Agreement shall continue indefinitely, subject to termination by either party upon twelve (12) months notice.',
    'evergreen',
    360,
  ],
  ['The parties may mutually agree to extend the Term by executing a written amendment.', 'mutual', null],
  [
    'This Agreement renews automatically for one-year periods unless canceled by Client in writing at least forty-five (45) days before the renewal date.',
    'automatic',
    45,
  ],
  ['The Supplier shall renew the Performance Bond annually for the duration of the Contract.', 'none', null],
];

/**
 * A seventieth held-out term batch (30 November 2026, a thirty-ninth session; written before its first run, aimed at
 * none): an end on the tenth anniversary "thereof", eighteen months following, a consulting period ending on a date, a
 * term "which term shall begin upon execution hereof", an employment period that is "the three-year period", an end
 * "without notice" on an anniversary, a term running "until midnight on" a date, thirty-six months after the effective
 * date, and until terminated on notice; and royalties for years from a first sale, restrictions for years after the
 * term, a period ending months after a launch date not given, a warranty period from delivery.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_70: DraftedTermClause[] = [
  [
    'Subject to the provisions of Article 12, this Agreement shall be in effect from the Effective Date until the tenth (10th) anniversary thereof.',
    { years: 10 },
  ],
  [
    'This Agreement shall continue in effect for an initial period of eighteen (18) months following the Effective Date.',
    { months: 18 },
  ],
  [
    'The Consulting Period shall begin on the Effective Date and shall end on December 31, {Y+2}, unless extended by mutual written agreement.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be binding upon the parties for a term of two (2) years, which term shall begin upon execution hereof.',
    { years: 2 },
  ],
  [
    'Licensee shall pay royalties on Net Sales of each Product for a period of ten (10) years from the first commercial sale of such Product.',
    null,
  ],
  ['The restrictions in this Section 9 shall apply during the Term and for two (2) years thereafter.', null],
  ['The Employment Period shall be the three-year period commencing on the Effective Date.', { years: 3 }],
  [
    'This Agreement terminates automatically, without notice, on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'Except as otherwise provided herein, the term of this Agreement shall run until midnight on June 30, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'The term of this Agreement shall be the period beginning on the Effective Date and ending twenty-four (24) months after the Launch Date.',
    null,
  ],
  ['The Warranty Period for each Product shall be twelve (12) months from the date of its delivery to Buyer.', null],
  [
    'The Initial Term of this Agreement is from the Effective Date through the date that is thirty-six (36) months after the Effective Date.',
    { months: 36 },
  ],
  [
    'This Agreement shall remain in full force and effect until terminated by either party upon ninety (90) days prior written notice to the other.',
    'perpetual',
  ],
];

/**
 * An eighty-fifth held-out renewal batch (30 November 2026, a thirty-ninth session; written before its first run): an
 * English "further periods of twelve (12) months" with notice "expiring at the end of" a period, an option to extend by
 * notice, renewal "upon mutual written consent", an extension unless notice "three (3) months prior", a year-to-year
 * basis, a renewal only in a signed instrument, an employer's renewal in its discretion, a month-to-month lease, a
 * licence renewing on each anniversary unless the licensee elects not to, and licences and permits a contractor renews.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_85: DraftedRenewalClause[] = [
  [
    'Upon the expiry of the Initial Period this Agreement shall continue for further periods of twelve (12) months each, unless and until terminated by either party giving to the other not less than six (6) months written notice expiring at the end of the Initial Period or any such further period.',
    'automatic',
    180,
  ],
  [
    'Distributor shall have the right to extend the term of this Agreement for an additional five (5) years by giving Supplier written notice of such extension not later than one hundred eighty (180) days prior to the expiration of the initial term.',
    'option',
    null,
  ],
  [
    'At the end of the initial term, the parties may renew this Agreement for successive one-year terms upon mutual written consent.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall automatically be extended for successive periods of one (1) year each, unless terminated by either party upon written notice given no less than three (3) months prior to the expiration of the then current period.',
    'automatic',
    90,
  ],
  [
    'Following the Initial Term, this Agreement shall remain in effect on a year-to-year basis until either party gives the other at least thirty (30) days written notice of termination.',
    'automatic',
    30,
  ],
  [
    'No renewal of this Agreement shall be effective unless set forth in a written instrument signed by both parties.',
    'mutual',
    null,
  ],
  [
    "The Company may, in its sole discretion, renew the Executive's employment for an additional one-year term by written notice delivered at least sixty (60) days before the end of the Employment Period.",
    'option',
    null,
  ],
  [
    'This Lease shall continue from month to month after the expiration of the original term until terminated by either party on thirty (30) days notice.',
    'automatic',
    30,
  ],
  [
    'The license granted herein shall renew automatically on each anniversary of the Effective Date unless Licensee elects not to renew by notifying Licensor at least thirty (30) days before such anniversary.',
    'automatic',
    30,
  ],
  [
    'The Contractor shall maintain all required licenses and permits and shall renew them as necessary throughout the term of this Agreement.',
    'none',
    null,
  ],
];

/**
 * A nineteenth batch of notices of other things (30 November 2026, a thirty-ninth session; written before its first
 * run): notices of a price increase, a meeting, a recall, a sale of the premises, a change of control, a delay in
 * delivery, an audit, a key person's departure, an exercise of warrants and a rent review, none of which stops a
 * renewal.
 */
export const DRAFTED_OTHER_NOTICES_19: string[] = [
  'Supplier may increase the prices of the Products upon sixty (60) days prior written notice to Distributor.',
  'Notice of each meeting of the Board shall be given to each director at least five (5) business days before the meeting.',
  'Manufacturer shall notify Distributor within forty-eight (48) hours of any recall affecting the Products.',
  'Landlord shall give Tenant not less than ninety (90) days notice of any proposed sale of the Building.',
  'The Company shall give the Investors at least thirty (30) days prior written notice of any Change of Control.',
  'Seller shall give Buyer prompt notice, and in any event within three (3) days, of any anticipated delay in delivery.',
  'Licensor may audit the books of Licensee once per calendar year upon fifteen (15) days prior written notice.',
  'The Consultant shall give the Client one (1) month notice before replacing any Key Personnel.',
  'The Holder shall give the Company not less than ten (10) days written notice of its intention to exercise this Warrant.',
  'Either party may initiate a rent review by serving notice on the other not less than six (6) months before the Review Date.',
];

/**
 * A seventy-first held-out term batch (30 November 2026, a thirty-ninth session, later; written before its first run,
 * aimed at none): a defined "Term" ending on an anniversary, an end on "the date that is seven (7) years after", an
 * effect "through" a date, "a two (2) year period starting on", a supply term "commencing on", an end at a time of day
 * on a date, a distribution period "commencing with the date of this Agreement", a contract "concluded for a fixed
 * period", the earlier of a date and a project's completion; and sales for as long as a licensee sells, fees after each
 * quarter, a purchase order's life, an anniversary of a first commercial sale.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_71: DraftedTermClause[] = [
  [
    '"Term" means the period commencing on the Effective Date and ending on the fifth (5th) anniversary of the Effective Date, unless earlier terminated in accordance with this Agreement.',
    { years: 5 },
  ],
  [
    'The term of this Agreement shall commence on the Effective Date and, unless terminated earlier pursuant to Article 15, shall expire on the date that is seven (7) years after the Effective Date.',
    { years: 7 },
  ],
  [
    'This Agreement shall become effective on the Effective Date and shall remain in effect through December 31, {Y+5}.',
    { yearsLater: 5, on: '12-31' },
  ],
  ['This Agreement will be in effect for a two (2) year period starting on the Effective Date.', { years: 2 }],
  [
    'Unless terminated sooner, this Agreement shall continue in effect for so long as Licensee continues to sell Licensed Products.',
    null,
  ],
  ['The Supply Term shall be a period of four (4) years commencing on the Effective Date.', { years: 4 }],
  ['The initial term shall expire at 11:59 p.m. Eastern Time on March 31, {Y+3}.', { yearsLater: 3, on: '03-31' }],
  [
    'Payment of the Fees shall be made within sixty (60) days following the end of each calendar quarter during the term of this Agreement.',
    null,
  ],
  ['Each Purchase Order shall remain in effect for ninety (90) days from its issuance.', null],
  ['The Distribution Period shall be ten (10) years, commencing with the date of this Agreement.', { years: 10 }],
  ['The Agreement is concluded for a fixed period of five (5) years.', { years: 5 }],
  ['This Agreement shall continue until the fifteenth (15th) anniversary of the First Commercial Sale.', null],
  [
    'This Agreement shall terminate on the earlier of (a) December 31, {Y+2} or (b) the date on which the Project is completed.',
    { yearsLater: 2, on: '12-31' },
  ],
];

/**
 * An eighty-sixth held-out renewal batch (30 November 2026, a thirty-ninth session, later; written before its first
 * run): renewal "on the same terms and conditions" unless a party "objects in writing", renewal "upon the mutual
 * written agreement" with a deadline, a successor franchise as a right, a renewal "deemed" on each anniversary, two
 * options to extend a lease term by a window, renewal for terms "equal to the Initial Term", a subscription renewing
 * monthly when use continues, an extension that follows from a minimum purchase met, negotiations with no duty to
 * renew, and for precision a warranty period no repair extends.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_86: DraftedRenewalClause[] = [
  [
    'This Agreement shall be renewed for successive periods of two years each on the same terms and conditions, unless either party objects in writing not less than four months before the expiry of the then current period.',
    'automatic',
    120,
  ],
  [
    'The term of this Agreement may be renewed for an additional three (3) year period upon the mutual written agreement of the parties reached at least ninety (90) days prior to the end of the Initial Term.',
    'mutual',
    null,
  ],
  [
    'Provided that Franchisee is in compliance with this Agreement, Franchisee shall have the right to acquire a successor franchise for an additional term of ten (10) years.',
    'option',
    null,
  ],
  [
    'This Agreement shall be deemed renewed for a further period of one year on each anniversary of the Effective Date unless terminated by either party by giving thirty (30) days notice before such anniversary.',
    'automatic',
    30,
  ],
  [
    'Lessee shall have two (2) options to extend the Lease Term, each for a period of five (5) years, exercisable by written notice to Lessor given not less than nine (9) months prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'This Agreement shall renew automatically for successive terms equal in length to the Initial Term unless terminated as provided herein.',
    'automatic',
    null,
  ],
  [
    'If Customer continues to use the Services after the end of the Subscription Term, the subscription shall renew on a monthly basis at the then-current list price until Customer gives thirty (30) days notice of cancellation.',
    'automatic',
    30,
  ],
  [
    'The Term shall be extended automatically for one additional Contract Year if the Minimum Purchase Requirement is met during the final Contract Year.',
    'automatic',
    null,
  ],
  [
    'Upon expiry, the parties may enter into negotiations regarding a renewal of this Agreement, but neither party shall be obliged to renew.',
    'mutual',
    null,
  ],
  ['The Warranty Period shall not be extended or renewed by any repair or replacement of the Product.', 'none', null],
];

/**
 * A twentieth batch of notices of other things (30 November 2026, a thirty-ninth session, later; written before its
 * first run): notices of a claim, a relocation of the premises, a subcontract, a suspension of services, a shortfall in
 * forecasts, an intention to bid, a withdrawal from a plan, a price list's revision, a shareholder meeting and a
 * termination of an employee's secondment, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_20: string[] = [
  'The Indemnified Party shall give the Indemnifying Party written notice of any Claim within thirty (30) days after receipt thereof.',
  'Landlord may relocate Tenant to other premises in the Building upon ninety (90) days prior written notice.',
  'Contractor shall not subcontract any portion of the Services without giving the County fifteen (15) days advance notice.',
  'Provider may suspend the Services upon ten (10) days written notice if any undisputed invoice remains unpaid.',
  'Customer shall notify Supplier at least sixty (60) days in advance of any expected shortfall against its Forecast.',
  'Each Member shall give the others thirty (30) days notice of its intention to submit a bid for any Project.',
  'An Employer may withdraw from the Plan by giving the Trustees not less than one hundred twenty (120) days written notice.',
  'Manufacturer may revise its price list once each calendar year upon forty-five (45) days notice to Dealers.',
  'Notice of the annual meeting of shareholders shall be given not less than ten (10) nor more than sixty (60) days before the meeting.',
  'The Host may end the secondment of any Secondee by giving the Employer two (2) weeks written notice.',
];

/**
 * A seventy-second held-out term batch (30 November 2026, a thirty-ninth session, third round; written before its first
 * run, aimed at none): a season undefined, a sponsorship ending after a game, an endorsement "through and including" a
 * date, five years "expiring on the day immediately preceding" the fifth anniversary, hosting from a launch date not
 * given, validity "from the date of its signature by both Parties", a marketing period "until the date that is eighteen
 * (18) months thereafter", a date before automatic renewals, a consultant engaged for months, a joint venture's years,
 * the last patent to expire, "from the Effective Date to and including" a date; and a sell-off period.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_72: DraftedTermClause[] = [
  [
    'This Agreement shall commence upon the Effective Date and shall remain in effect until the end of the fifth (5th) Season.',
    null,
  ],
  [
    'The Sponsorship Term shall begin on the Effective Date and end on the day after the final game of the {Y+2} Season.',
    null,
  ],
  [
    'This Endorsement Agreement shall be effective from the Effective Date through and including December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Term of this Agreement shall be five (5) years, commencing on the Effective Date and expiring on the day immediately preceding the fifth (5th) anniversary of the Effective Date.',
    { years: 5, dayBefore: true },
  ],
  [
    'The Hosting Services shall be provided for an initial period of thirty-six (36) months from the Launch Date.',
    null,
  ],
  [
    'This Agreement shall be valid for a period of three (3) years from the date of its signature by both Parties.',
    { years: 3 },
  ],
  [
    'The Marketing Period shall run from the Effective Date until the date that is eighteen (18) months thereafter.',
    { months: 18 },
  ],
  [
    'The parties agree that this Agreement shall remain in force until December 31, {Y+1} and shall thereafter be renewed automatically for periods of one year.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'Licensee shall have a period of six (6) months after termination of this Agreement to sell off its inventory of Licensed Products.',
    null,
  ],
  [
    'The Consultant shall be engaged for a term of twelve (12) months, beginning on the Effective Date.',
    { months: 12 },
  ],
  [
    'The term of the Joint Venture shall be twenty (20) years from the Effective Date unless dissolved earlier.',
    { years: 20 },
  ],
  [
    'This Agreement and the license granted hereunder shall continue in effect until the expiration of the last to expire of the Licensed Patents.',
    null,
  ],
  [
    'The term of this Agreement is for the period from the Effective Date to and including June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
];

/**
 * An eighty-seventh held-out renewal batch (30 November 2026, a thirty-ninth session, third round; written before its
 * first run): an extension for consecutive two-year periods unless a party terminates by notice, extension "by written
 * amendment executed by both parties", an extension unless the company "does not wish to extend", a reseller's renewal
 * on a quota met, non-renewal "two (2) months prior to expiration", an evergreen continuation "thereafter until
 * terminated", an extension at the licensee's request subject to approval, renewal on each anniversary unless the
 * customer cancels, three-year terms unless twelve months' notice of termination, and for precision no right to any
 * renewal.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_87: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term, this Agreement shall be automatically extended for consecutive two (2) year periods unless either Party terminates this Agreement by giving written notice to the other Party at least one hundred eighty (180) days before the end of the then current term.',
    'automatic',
    180,
  ],
  [
    'This Agreement may be extended for additional one-year periods by written amendment executed by both parties.',
    'mutual',
    null,
  ],
  [
    'Unless Company notifies Endorser in writing at least sixty (60) days prior to the expiration of the Term that it does not wish to extend the Term, the Term shall be extended for an additional one (1) year period.',
    'automatic',
    60,
  ],
  [
    'The Reseller may renew this Agreement for one (1) additional year, provided that Reseller has met its minimum sales quota, by notifying the Company in writing at least thirty (30) days before the expiration date.',
    'option',
    null,
  ],
  [
    'This Agreement will automatically renew for consecutive terms of one (1) year unless either party provides notice of non-renewal at least two (2) months prior to expiration.',
    'automatic',
    60,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall continue in effect thereafter until terminated by either party upon one hundred twenty (120) days prior written notice.',
    'evergreen',
    120,
  ],
  [
    "The term of the license may be extended at the Licensee's request, subject to Licensor's written approval, for a further period of five (5) years.",
    'mutual',
    null,
  ],
  [
    'The Term will renew automatically on each anniversary of the Effective Date for an additional year, unless the Customer cancels by written notice at least 30 days prior to such anniversary.',
    'automatic',
    30,
  ],
  ['Distributor acknowledges that it has no right to any renewal or extension of this Agreement.', 'none', null],
  [
    'This Agreement shall be renewed for successive terms of three (3) years each unless either party gives the other written notice of termination at least twelve (12) months before the end of the current term.',
    'automatic',
    360,
  ],
];

/**
 * A twenty-first batch of notices of other things (30 November 2026, a thirty-ninth session, third round; written
 * before its first run): notices of a change in specifications, a relocation of an executive, a lender's remedy, an
 * assignment to an affiliate, alterations, a trade show, a publication date, a capital call, a closure for maintenance
 * and an intention to sell, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_21: string[] = [
  'Supplier shall give Purchaser at least six (6) months notice of any change in the specifications of the Products.',
  'The Company shall notify the Executive at least thirty (30) days before any relocation of his principal place of employment.',
  'Lender shall give Borrower ten (10) days notice before exercising any remedy under this Section.',
  'Either party may assign its rights hereunder to an Affiliate upon thirty (30) days written notice to the other party.',
  'Tenant shall give Landlord thirty (30) days notice prior to commencing any Alterations.',
  'The Agent shall give the Principal not less than fourteen (14) days notice of any trade show it intends to attend.',
  'Publisher may reschedule the publication date upon sixty (60) days notice to Author.',
  'The Partnership shall give each Limited Partner notice of any capital call at least fifteen (15) business days before the due date.',
  'The Operator may close the Facility for maintenance upon forty-eight (48) hours notice to Users.',
  'Owner shall give Manager ninety (90) days prior written notice of its intention to sell the Hotel.',
];

/**
 * A seventy-third held-out term batch (30 November 2026, a thirty-ninth session, fourth round; written before its first
 * run, aimed at none), in older filings' typography: a term in capitals, "5 years from the date hereof", one hundred
 * twenty months, a heading's "Term. Three years from", the tenth anniversary "of the date hereof", employment "from the
 * Effective Date until" a date, a date before year-to-year running on, a licence period ending on an anniversary
 * "thereof", an initial period defined, the earlier of years and a delivery; and purchase orders governed after the
 * term, a covenant after an engagement.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_73: DraftedTermClause[] = [
  ['THE TERM OF THIS AGREEMENT SHALL BE FIVE (5) YEARS FROM THE EFFECTIVE DATE.', { years: 5 }],
  ['This Agreement shall be in force for 5 years from the date hereof.', { years: 5 }],
  ['The term hereof shall be one hundred twenty (120) months commencing on the Effective Date.', { months: 120 }],
  ['Term. Three years from the Effective Date, unless terminated earlier as set forth below.', { years: 3 }],
  ['This Agreement shall expire on the tenth anniversary of the date hereof.', { years: 10 }],
  [
    'The term of employment under this Agreement shall be from the Effective Date until December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Subject to Section 9, the Term shall continue until June 30, {Y+1}, and from year to year thereafter unless terminated.',
    { yearsLater: 1, on: '06-30' },
  ],
  ['The License Period begins on the Effective Date and ends on the seventh (7th) anniversary thereof.', { years: 7 }],
  [
    'All Purchase Orders issued during the Term shall be governed by this Agreement for a period of two (2) years after their issuance.',
    null,
  ],
  [
    "The non-competition covenant shall remain in effect for three (3) years after the termination of the Consultant's engagement.",
    null,
  ],
  [
    'This Agreement will remain in effect for an initial period of four (4) years (the "Initial Period").',
    { years: 4 },
  ],
  [
    'This Agreement shall continue in full force and effect until the earlier of (i) five (5) years from the Effective Date or (ii) the date on which all Products have been delivered.',
    { years: 5 },
  ],
];

/**
 * An eighty-eighth held-out renewal batch (30 November 2026, a thirty-ninth session, fourth round; written before its
 * first run): a renewal in capitals, a translated "if not terminated ... by a written notice sent three months before",
 * a tacit renewal "by registered letter", a franchisee's renewal "at its option", a meeting to discuss an extension,
 * renewal by paying the next year's fee, a statement of work's own renewal, a lease extended unless the tenant elects
 * not to, renewal on each anniversary unless the client decides not to, and an extension only with both boards'
 * approval.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_88: DraftedRenewalClause[] = [
  [
    'THIS AGREEMENT SHALL AUTOMATICALLY RENEW FOR SUCCESSIVE ONE (1) YEAR TERMS UNLESS EITHER PARTY GIVES WRITTEN NOTICE OF NON-RENEWAL AT LEAST NINETY (90) DAYS PRIOR TO THE END OF THE THEN-CURRENT TERM.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be automatically renewed for periods of one year each, if not terminated by either of the parties by a written notice sent three months before the expiry date.',
    'automatic',
    90,
  ],
  [
    'The Agreement is tacitly renewed from year to year unless terminated by registered letter with acknowledgment of receipt at least six months before the anniversary date.',
    'automatic',
    180,
  ],
  [
    'The Franchisee may, at its option, renew the franchise for two additional consecutive terms of five years each, subject to the conditions of Article 3.',
    'option',
    null,
  ],
  [
    'The Parties shall, six (6) months before the expiration of the Term, meet to discuss whether to extend this Agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement may be renewed by Customer for additional one-year periods by payment of the annual license fee for the following year.',
    'option',
    null,
  ],
  [
    'Each Statement of Work shall automatically renew for successive six-month periods unless either party gives thirty (30) days notice.',
    'none',
    null,
  ],
  [
    'Upon expiration of the initial term, this Lease shall automatically be extended for one (1) additional period of five (5) years unless Tenant notifies Landlord, at least twelve (12) months prior to expiration, that it elects not to extend.',
    'automatic',
    360,
  ],
  [
    'After the first year, this Agreement shall renew each year on the anniversary of the Effective Date, unless Client notifies Consultant of its decision not to renew at least 45 days in advance.',
    'automatic',
    45,
  ],
  [
    'The term of this Agreement shall not be extended beyond the Expiration Date without the prior written approval of the Board of Directors of each party.',
    'mutual',
    null,
  ],
];

/**
 * A twenty-second batch of notices of other things (30 November 2026, a thirty-ninth session, fourth round; written
 * before its first run): notices of a change in fees, a change in ownership, a product launch, work out of hours, a
 * vacation, defects, a record date, a product's end of life, an agent's resignation and a notice passed on, none of
 * which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_22: string[] = [
  'The Bank shall give the Customer thirty (30) days notice of any change in the fees for the Services.',
  'The Distributor shall give the Manufacturer sixty (60) days notice of any change in its ownership.',
  'The Licensee shall give at least ninety (90) days notice to the Licensor before launching any new Licensed Product.',
  'The Contractor shall give the Owner seven (7) days notice before performing any work outside normal business hours.',
  'The Employee shall give the Company at least two (2) weeks notice of any planned vacation.',
  'Buyer shall notify Seller of any defects within ten (10) days after delivery.',
  'The Company shall give holders thirty (30) days notice of any record date for a dividend.',
  'Supplier shall provide Customer with one hundred eighty (180) days notice of end-of-life for any Product.',
  'The Agent may resign its appointment upon sixty (60) days notice to the Lenders.',
  'The Sublandlord shall forward to Subtenant, within five (5) days, any notice received from the Master Landlord.',
];

/**
 * A seventy-fourth held-out term batch (30 November 2026, a thirty-ninth session, fifth round; written before its first
 * run, aimed at none): a period "ending on the third anniversary", "through the end of the calendar year", "at the
 * close of business on" a date, two years and six months, "the date falling five (5) years after", a bare forty-eight
 * months, a licence expiring years "after the Effective Date", "until midnight, Pacific Time, on" a date; and a supply
 * period to the last delivery, an order form's own term, confidentiality after expiry, a term until a licensee stops
 * making the products.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_74: DraftedTermClause[] = [
  [
    'This Agreement shall continue in effect for a period ending on the third anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['The term of this Agreement shall run through the end of the calendar year {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['This Agreement will terminate at the close of business on September 30, {Y+1}.', { yearsLater: 1, on: '09-30' }],
  ['The Initial Term shall be two (2) years and six (6) months from the Effective Date.', { months: 30 }],
  [
    'Unless extended by the parties in writing, this Agreement shall end on the date falling five (5) years after the Effective Date.',
    { years: 5 },
  ],
  [
    'The Supply Period shall commence on the Effective Date and end on the date on which the last Product is delivered.',
    null,
  ],
  ['Each Order Form shall have a term of twelve (12) months from its effective date.', null],
  ['The Term of the Agreement is forty-eight (48) months.', { months: 48 }],
  ['This License shall expire ten (10) years after the Effective Date unless sooner terminated.', { years: 10 }],
  [
    'Confidentiality obligations hereunder shall survive for five (5) years after the expiration of this Agreement.',
    null,
  ],
  [
    'This Agreement shall be effective for the period from the Effective Date until midnight, Pacific Time, on December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and terminate on the date that the Licensee ceases to manufacture the Products.',
    null,
  ],
];

/**
 * An eighty-ninth held-out renewal batch (30 November 2026, a thirty-ninth session, fifth round; written before its
 * first run): a European extension unless terminated "with three (3) months notice to the end of the respective term",
 * a wish to renew notified and negotiated, a licensee's renewal by notice if not in breach, a renewal every January 1st
 * unless cancelled ninety days before, an extension by mutual agreement, a customer's right but not obligation to
 * extend, renewal unless the company gives notice of its intention not to renew, another contract year unless a party
 * notifies its desire to terminate, a quarter-to-quarter continuation, and for precision a permit the city may renew.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_89: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended for subsequent terms of one (1) year unless terminated by either party with three (3) months notice to the end of the respective term.',
    'automatic',
    90,
  ],
  [
    'If either party wishes to renew this Agreement, it shall so notify the other party at least ninety (90) days prior to the expiration date, and the parties shall negotiate in good faith the terms of such renewal.',
    'mutual',
    null,
  ],
  [
    'The Term may be renewed by Licensee for one (1) additional period of three (3) years upon written notice to Licensor delivered no later than six (6) months prior to the end of the Initial Term, provided Licensee is not then in breach.',
    'option',
    null,
  ],
  [
    'This Agreement renews automatically every year on January 1st unless cancelled by either party in writing at least ninety (90) days before January 1st.',
    'automatic',
    90,
  ],
  [
    'At the expiration of the Term, the parties may, by mutual agreement, extend this Agreement for additional periods.',
    'mutual',
    null,
  ],
  [
    'Customer shall have the right, but not the obligation, to extend the Term for up to three (3) successive one-year periods by giving Vendor written notice at least sixty (60) days prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'The Agreement shall automatically renew for additional twelve (12) month periods on the same terms unless Company provides Distributor with written notice of its intention not to renew at least thirty (30) days prior to the renewal date.',
    'automatic',
    30,
  ],
  [
    'Unless either Party notifies the other Party of its desire to terminate this Agreement at least sixty (60) days before the end of any Contract Year, this Agreement shall continue for another Contract Year.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall continue thereafter on a quarter-to-quarter basis until terminated by either party on thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'The Licensee may apply to renew the Permit, and any renewal shall be at the sole discretion of the City.',
    'none',
    null,
  ],
];

/**
 * A twenty-third batch of notices of other things (30 November 2026, a thirty-ninth session, fifth round; written
 * before its first run): notices of a layoff, a redemption, a complaint, a delivery schedule, a hiring, a
 * representative, a new territory, equipment moved, a rate increase and a borrowing, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_23: string[] = [
  'Company shall give the Union thirty (30) days notice of any layoff.',
  'The Issuer shall give the Trustee at least forty-five (45) days notice of any optional redemption.',
  'The Franchisee shall notify the Franchisor within five (5) days of any customer complaint.',
  'Supplier may change the delivery schedule upon fifteen (15) days written notice.',
  'The Manager shall give the Owner thirty (30) days notice before hiring any General Manager.',
  'Either party may change its designated representative by notice to the other party.',
  'Licensee shall give Licensor sixty (60) days notice before entering any new Territory.',
  'The Lessee shall notify the Lessor at least ten (10) days before moving the Equipment to another location.',
  'The Consultant shall give the Company at least one (1) month notice of any increase in its hourly rates.',
  'The Borrower shall give the Lender five (5) Business Days notice of each borrowing.',
];

/**
 * A seventy-fifth held-out term batch (30 November 2026, a fortieth session; written before its first run, aimed at
 * none): thirty-six months "thereafter" after a commencement, one year from "the date first written above", "through
 * and including" a date, a term that "ends twenty-four (24) months later", an expiry "on the seventh (7th) anniversary
 * thereof", "a duration of four (4) years as from", the earlier of a date or a termination, a distributor appointed for
 * two years, a term that "will come to an end on" a date, a term that "stays in effect for five (5) years", and for
 * precision a warranty period and a covenant not to compete.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_75: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and remain in full force and effect for an initial term of thirty-six (36) months thereafter.',
    { months: 36 },
  ],
  ['The term hereof shall be one (1) year commencing on the date first written above.', { years: 1 }],
  [
    'This Agreement is effective from the Effective Date through and including June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  ['Term. This Agreement begins on the Effective Date and ends twenty-four (24) months later.', { months: 24 }],
  [
    'This Agreement shall be effective as of the Effective Date and shall expire on the seventh (7th) anniversary thereof.',
    { years: 7 },
  ],
  ['The Agreement shall have a duration of four (4) years as from the Effective Date.', { years: 4 }],
  [
    'This Agreement shall remain in effect until the earlier of (a) December 31, {Y+5} or (b) the date on which it is terminated under Section 12.',
    { yearsLater: 5, on: '12-31' },
  ],
  ['The Distributor is appointed for a period of two (2) years from the Effective Date.', { years: 2 }],
  ['Warranty Period: twelve (12) months from the date of delivery.', null],
  ['The Term will come to an end on 31 August {Y+3}.', { yearsLater: 3, on: '08-31' }],
  [
    'For a period of two (2) years following the termination of this Agreement, the Executive shall not compete with the Company.',
    null,
  ],
  ['This Agreement takes effect on the Effective Date and stays in effect for five (5) years.', { years: 5 }],
];

/**
 * A ninetieth held-out renewal batch (30 November 2026, a fortieth session; written before its first run, aimed at
 * none): consecutive one-year periods unless a notice of termination is served three months before the expiry of the
 * relevant period, an extension upon mutual written consent, a tenant's two options to extend, a monthly renewal until
 * cancelled, two-year terms unless a notice of non-renewal a hundred and twenty days before, a company's discretion to
 * extend by notice, a renewal subject to agreeing on pricing, insurance renewed annually, renewal unless terminated
 * before the end of any such period, and a licensee's entitlement to renew on notice.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_90: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Term, this Agreement shall be renewed automatically for consecutive periods of one (1) year, unless either party serves a notice of termination at least three (3) months before the expiry of the relevant period.',
    'automatic',
    90,
  ],
  [
    'This Agreement may be extended for one additional year upon the mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    'Tenant shall have two (2) options to extend the Term, each for a period of five (5) years, exercisable by written notice to Landlord given not less than nine (9) months before the expiration of the Term.',
    'option',
    null,
  ],
  [
    'After the Initial Term, this Agreement will automatically renew on a monthly basis until cancelled by either party with thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall renew for successive two-year terms unless either party delivers written notice of non-renewal no later than one hundred twenty (120) days before the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'The Company may, in its sole discretion, extend the term of this Agreement for an additional twelve (12) months by written notice to the Consultant.',
    'option',
    null,
  ],
  [
    'Renewal of this Agreement shall be subject to the parties reaching agreement on pricing for the renewal period.',
    'mutual',
    null,
  ],
  ['The insurance coverage required by this Section shall be renewed annually throughout the Term.', 'none', null],
  [
    'This Agreement shall thereafter be automatically renewed for successive periods of one year each, unless terminated by written notice given by either party not less than sixty (60) days prior to the end of any such period.',
    'automatic',
    60,
  ],
  [
    'The Licensee shall be entitled to renew this licence for a further term of five (5) years, provided that it gives notice of renewal at least six months before expiry.',
    'option',
    null,
  ],
];

/**
 * A twenty-fourth batch of notices of other things (30 November 2026, a fortieth session; written before its first
 * run): notices of work out of hours, of a landlord's entry, of a shipment, of a vacation, of a change to a plan, of an
 * audit, of a change of name, of a forecast, of an alteration and of a default, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_24: string[] = [
  'The Contractor shall give the Owner seven (7) days notice of any work to be performed outside normal business hours.',
  'Landlord shall give Tenant at least forty-eight (48) hours notice before entering the Premises.',
  'The Seller shall notify the Buyer at least twenty (20) days prior to any shipment of hazardous materials.',
  'Employee shall provide the Company with two (2) weeks notice of any planned vacation.',
  'The Company shall provide the Participants with thirty (30) days notice of any change to the Plan.',
  "Either party may, upon sixty (60) days notice, request an audit of the other party's records.",
  'The Servicer shall give the Trustee ten (10) days notice prior to any change in its name.',
  'Distributor shall give Supplier ninety (90) days notice of any anticipated change in its forecast.',
  'The Tenant shall give the Landlord fourteen (14) days notice of any proposed alteration to the Premises.',
  'The Agent shall notify the Lenders within three (3) Business Days after receiving any notice of default.',
];

/**
 * A seventy-sixth held-out term batch (30 November 2026, a fortieth session, second round; written before its first
 * run, aimed at none), as agreements of CUAD's kinds word their terms: an endorsement's "Contract Period", a
 * sponsorship's seasons, a franchise term from the date of the agreement, a joint venture "unless sooner dissolved", a
 * hosting agreement's initial term of its services, a transportation agreement to a date and then month to month, a
 * reseller's third anniversary, a marketing term, a consultant's services until a date, a maintenance agreement of
 * twelve calendar months, and for precision a manufacturing term from a first commercial sale and products kept in
 * stock after the agreement ends.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_76: DraftedTermClause[] = [
  [
    'The term of this Endorsement Agreement shall commence on the Effective Date and end on December 31, {Y+3} (the "Contract Period").',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Sponsorship Agreement shall cover the {Y+1} and {Y+2} seasons and shall expire on November 30, {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  ['The Franchise Term is ten (10) years, beginning on the date of this Agreement.', { years: 10 }],
  [
    'This Joint Venture shall continue for a term of twenty (20) years from the Effective Date, unless sooner dissolved.',
    { years: 20 },
  ],
  [
    'The Hosting Services shall be provided for an Initial Term of thirty-six (36) months commencing on the Effective Date.',
    { months: 36 },
  ],
  [
    'This Transportation Agreement shall be in effect from the Effective Date until April 30, {Y+2}, and from month to month thereafter until terminated by either party on thirty (30) days written notice.',
    { yearsLater: 2, on: '04-30' },
  ],
  [
    'The Manufacturing Agreement shall remain in force for an initial period ending on the fifth anniversary of the date of first commercial sale of the Product.',
    null,
  ],
  [
    'Unless terminated earlier, this Reseller Agreement shall terminate on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['The Marketing Term shall be for a period of eighteen (18) months starting on the Effective Date.', { months: 18 }],
  [
    'The Consultant agrees to provide the Services from the Effective Date until June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    'The Supplier shall keep the Products in stock for a period of two (2) years after the expiration of this Agreement.',
    null,
  ],
  [
    'This Maintenance Agreement runs from the Effective Date for a period of twelve (12) calendar months.',
    { months: 12 },
  ],
];

/**
 * A ninety-first held-out renewal batch (30 November 2026, a fortieth session, second round; written before its first
 * run, aimed at none), as agreements of CUAD's kinds word renewals: a franchisee's two additional terms within a window,
 * a hosting agreement's renewal terms unless the customer gives notice of non-renewal, a transportation agreement month
 * to month, a joint venture extended only by the members' unanimous consent, an endorser's grant of an option to
 * extend the Contract Period, a maintenance agreement renewed at the then-current fees unless cancelled, a collaboration
 * extended on terms to be negotiated, a reseller agreement extended each time unless terminated by registered letter,
 * renewals by Contract Year, and for precision a manufacturer's certification renewed. At its first run it read 8 of
 * 10: the transportation and reseller clauses named "the Transportation Agreement" and "The Reseller Agreement", and the
 * harness placed them in a reseller agreement and an application development agreement, where the engine rightly took
 * each for another instrument (in a document that calls itself so, both read right); both now say "this Agreement".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_91: DraftedRenewalClause[] = [
  [
    'The Franchisee may renew the franchise for two (2) additional terms of five (5) years each, provided it gives the Franchisor written notice not less than six (6) months nor more than twelve (12) months before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'This Hosting Agreement shall automatically renew for successive twelve (12) month renewal terms unless Customer provides written notice of non-renewal at least forty-five (45) days before the end of the then-current term.',
    'automatic',
    45,
  ],
  [
    'After the Initial Term, this Agreement shall continue from month to month until terminated by either party upon thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'The Joint Venture may be extended beyond its initial term only by the unanimous written consent of the Members.',
    'mutual',
    null,
  ],
  [
    'The Endorser grants the Company an option to extend the Contract Period for one (1) additional year, exercisable by written notice no later than ninety (90) days before the end of the Contract Period.',
    'option',
    null,
  ],
  [
    'Upon expiration of the initial term, this Maintenance Agreement shall be renewed for consecutive one-year terms at the then-current maintenance fees, unless cancelled by the Customer in writing sixty (60) days before the renewal date.',
    'automatic',
    60,
  ],
  [
    'The parties may agree to extend this Collaboration Agreement for additional research periods upon terms to be negotiated.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be extended automatically by one (1) year each time unless terminated by registered letter at least six (6) months prior to its expiry.',
    'automatic',
    180,
  ],
  ['The Manufacturer shall renew its ISO 9001 certification annually throughout the Term.', 'none', null],
  [
    'This Agreement shall renew automatically for additional terms of one (1) Contract Year unless either party gives notice of termination not less than one hundred eighty (180) days prior to the end of the current Contract Year.',
    'automatic',
    180,
  ],
];

/**
 * A twenty-fifth batch of notices of other things (30 November 2026, a fortieth session, second round; written before
 * its first run), as agreements of CUAD's kinds give them: a schedule of home games, a pickup, a change to an
 * operations manual, a maintenance window, a joint venture's meeting, an endorser's likeness in a campaign, a product
 * discontinued, an infringement, a trade show and a release date, none of which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_25: string[] = [
  'The Team shall give the Sponsor thirty (30) days notice of the schedule of home games.',
  'The Carrier shall notify the Shipper at least twenty-four (24) hours before any pickup.',
  'The Franchisor shall give the Franchisee sixty (60) days notice of any change to the Operations Manual.',
  'The Host shall provide the Customer with five (5) days notice of any scheduled maintenance window.',
  'Either Member may call a meeting of the Joint Venture upon ten (10) days notice to the other Members.',
  "The Company shall give the Endorser forty-five (45) days notice before any use of the Endorser's likeness in a new campaign.",
  'The Manufacturer shall notify the Distributor ninety (90) days prior to discontinuing any Product.',
  'The Licensee shall notify the Licensor within thirty (30) days of learning of any infringement.',
  'The Reseller shall give the Vendor fifteen (15) days notice of any trade show at which it will display the Products.',
  'The Developer shall give the Publisher six (6) months notice of the anticipated release date.',
];

/**
 * A seventy-seventh held-out term batch (30 November 2026, a fortieth session, third round; written after a change
 * that cues a length after a label of the term ("Duration:", "Term of Agreement:") for the end model, and before its
 * first run; 12 of 21 placings without the change, 17 with its first version, 18 with the last and the refit models):
 * lengths and dates after labels of the term in other words ("Term of Contract:", "Contract Duration:", "Duration of
 * this Agreement:", "Term of the Lease:", "Validity:", "Initial Term:", "Term of Engagement:", "Agreement Term:",
 * "Period of Agreement:", "Minimum Term:"), and for precision a renewal term's label and a warranty's.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_77: DraftedTermClause[] = [
  ['Term of Contract: 24 months from the Effective Date.', { months: 24 }],
  ['Contract Duration: 5 years.', { years: 5 }],
  ['Duration of this Agreement: two (2) years.', { years: 2 }],
  ['Term of the Lease: ten (10) years commencing on the Effective Date.', { years: 10 }],
  ['Validity: 12 months from signature.', { months: 12 }],
  ['Renewal Term: one (1) year.', null],
  ['Initial Term: thirty-six (36) months from the Effective Date.', { months: 36 }],
  ['Term of Engagement: 6 months.', { months: 6 }],
  ['Agreement Term: 3 years from the Effective Date.', { years: 3 }],
  ['Warranty: 24 months from delivery.', null],
  ['Period of Agreement: 1 January {Y+1} to 31 December {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['Minimum Term: 12 months.', { months: 12 }],
];

/**
 * A ninety-second held-out renewal batch (30 November 2026, a fortieth session, third round; written before its first
 * run, aimed at none): a renewal for the same period unless a wish to terminate is expressed by registered letter two
 * months before, a customer's election by a renewal order form, an extension only by an amendment both execute, a
 * renewal on each anniversary unless notice three months before it, successive terms unless notice expiring at the end
 * of a term, a licensor's grant of a right to renew, a meeting to discuss an extension, renewal terms unless notice of
 * non-renewal put first, additional terms upon mutual written agreement, and for precision licences and permits renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_92: DraftedRenewalClause[] = [
  [
    'Upon the expiry of the Term, the Agreement shall be renewed for the same period unless one of the parties expresses its wish to terminate it by registered letter with acknowledgement of receipt at least two (2) months before expiry.',
    'automatic',
    60,
  ],
  [
    'The Customer may elect to renew the Services for an additional one-year term by executing a renewal Order Form before the end of the then-current term.',
    'option',
    null,
  ],
  ['Any extension of the Term requires a written amendment duly executed by both Parties.', 'mutual', null],
  [
    'This Agreement shall be automatically renewed on each anniversary of the Effective Date for a period of one (1) year, unless terminated by either party by written notice delivered at least three (3) months prior to such anniversary.',
    'automatic',
    90,
  ],
  [
    'The Agreement continues thereafter for successive terms of twelve (12) months unless either party terminates it by giving written notice of not less than 90 days expiring at the end of the Initial Term or any subsequent term.',
    'automatic',
    90,
  ],
  [
    'Licensor hereby grants Licensee the right to renew this License for one additional term of three (3) years upon the same terms and conditions.',
    'option',
    null,
  ],
  [
    'The parties shall meet no later than six (6) months before the expiry of the Term to discuss whether to extend this Agreement.',
    'mutual',
    null,
  ],
  [
    'All licences and permits necessary for the performance of the Services shall be maintained and renewed by the Contractor at its own cost.',
    'none',
    null,
  ],
  [
    'Unless either party gives notice of non-renewal at least ninety (90) days prior to the end of the Initial Term or any Renewal Term, this Agreement shall be renewed for a Renewal Term of two (2) years.',
    'automatic',
    90,
  ],
  [
    'This Agreement may be renewed for additional one (1) year terms upon mutual written agreement of the parties executed at least thirty (30) days before expiration.',
    'mutual',
    null,
  ],
];

/**
 * A twenty-sixth batch of notices of other things (30 November 2026, a fortieth session, third round; written before
 * its first run): notices of working hours, a closing date, an interruption of utilities, a public announcement, bank
 * details, a new facility, a claim, a delivery point withdrawn, a rejected shipment and a call schedule, none of which
 * stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_26: string[] = [
  'The Employer shall give the Employee at least one (1) month notice of any change to working hours.',
  'The Purchaser shall give the Vendor five (5) Business Days notice of the Closing Date.',
  'Landlord shall give Tenant ten (10) days written notice of any interruption of utilities.',
  'The Agent shall notify the Company at least fourteen (14) days before any public announcement.',
  'Either party shall give the other thirty (30) days notice of any change in its bank account details.',
  'The Licensee shall give the Licensor ninety (90) days notice of its intention to manufacture the Products in a new facility.',
  'The Contractor shall give the Engineer twenty-eight (28) days notice of any claim.',
  'The Member shall give the Cooperative sixty (60) days notice of withdrawal of any delivery point.',
  'The Buyer shall notify the Seller within forty-eight (48) hours of any rejected shipment.',
  'The Hospital shall give the Physician thirty (30) days notice of any change to the call schedule.',
];

/**
 * A seventy-eighth held-out term batch (30 November 2026, a forty-first session, first round; written before its first
 * run, aimed at none), as agreements of CUAD's kinds word their terms: an outsourcing agreement "through" a date, a
 * licence period running for years "thereafter", a supply agreement's term "is four (4) years", a co-branding agreement
 * ending after months counted from a launch, a duration "as from its signature", an agency until the earlier of a date
 * and an event, services in a period ending months "thereafter", a strategic alliance until an anniversary, a term
 * ending on a date unless extended, rights for ninety-nine years, and for precision records kept and covenants that
 * survive.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_78: DraftedTermClause[] = [
  [
    'This Outsourcing Agreement shall become effective on the Effective Date and shall continue in full force and effect through March 31, {Y+4}.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'The License Period shall commence upon the Effective Date and shall run for a period of seven (7) years thereafter.',
    { years: 7 },
  ],
  [
    'Subject to earlier termination as provided herein, the term of this Supply Agreement is four (4) years.',
    { years: 4 },
  ],
  [
    'This Co-Branding Agreement will expire on the last day of the twenty-fourth (24th) full calendar month after the Launch Date.',
    null,
  ],
  ['This Agreement shall have a duration of five (5) years as from its signature.', { years: 5 }],
  [
    'This Agency Agreement shall remain in effect until the earlier of (a) December 31, {Y+2} or (b) the date on which the Products are withdrawn from the market.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Services shall be performed during the period beginning on the Effective Date and ending fifteen (15) months thereafter.',
    { months: 15 },
  ],
  [
    'The Distributor shall maintain records relating to the sale of the Products for five (5) years following the end of each calendar year.',
    null,
  ],
  [
    'This Strategic Alliance Agreement shall be effective as of the Effective Date and shall continue until the sixth (6th) anniversary thereof.',
    { years: 6 },
  ],
  [
    'The Term of this Agreement shall begin on the Effective Date and shall terminate on September 30, {Y+1}, unless extended by written agreement of the parties.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'The covenants in this Section shall survive for a period of three (3) years after the termination of this Agreement.',
    null,
  ],
  [
    'Licensee shall hold the rights granted herein for a term of ninety-nine (99) years from the Effective Date.',
    { years: 99 },
  ],
];

/**
 * A ninety-third held-out renewal batch (30 November 2026, a forty-first session, first round; written before its first
 * run, aimed at none): successive periods of two years unless a party notifies its intention not to extend, a
 * distributor's option for a further term by notice, a renewal subject to mutual agreement in writing, a term that
 * continues indefinitely until terminated on notice, an extension by a company at its sole discretion, renewals unless
 * terminated not later than thirty days before a term ends, a renewal by mutual consent for a period to be agreed,
 * renewals unless terminated with three months notice, an annual renewal "at Customer's election", and for precision a
 * performance bond renewed each year.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_93: DraftedRenewalClause[] = [
  [
    'This Agreement shall thereafter be automatically extended for successive periods of two (2) years each, unless either Party notifies the other in writing of its intention not to extend at least one hundred twenty (120) days prior to the expiration of the then-current period.',
    'automatic',
    120,
  ],
  [
    'Distributor shall have the option to renew this Agreement for a further term of three (3) years by giving written notice to Supplier no later than six (6) months prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  ['Any renewal of this Agreement shall be subject to the mutual agreement of the parties in writing.', 'mutual', null],
  [
    'This Agreement shall continue in effect indefinitely until terminated by either party upon ninety (90) days prior written notice.',
    'evergreen',
    90,
  ],
  [
    'Company may, at its sole discretion, extend the Term for up to two (2) successive periods of one (1) year each by notifying Consultant in writing before the Term expires.',
    'option',
    null,
  ],
  [
    'At the end of the Initial Term, the term of this Agreement will automatically renew for additional one (1) year periods, unless terminated by either party by written notice given not later than thirty (30) days before the end of the then-current term.',
    'automatic',
    30,
  ],
  [
    'Upon expiry, this Agreement may be renewed by mutual consent of the parties for such further period as they may agree.',
    'mutual',
    null,
  ],
  [
    'The Supplier shall renew the performance bond each year for so long as any Purchase Order remains outstanding.',
    'none',
    null,
  ],
  [
    'This Agreement will be renewed automatically for successive terms of one (1) year unless terminated by either party with three (3) months written notice before the end of any term.',
    'automatic',
    90,
  ],
  [
    "At the end of each Subscription Year, the subscription may be renewed for another year at the Customer's election, by written notice given before the end of that Subscription Year.",
    'option',
    null,
  ],
];

/**
 * A twenty-seventh batch of notices of other things (30 November 2026, a forty-first session, first round; written
 * before its first run): notices of alterations, a purchase forecast, an audit, a promotional event, a vacation, a
 * security breach, a proposed transfer, a prepayment, a book going out of print and a component's end of life, none of
 * which stops a renewal.
 */
export const DRAFTED_OTHER_NOTICES_27: string[] = [
  'The Tenant shall give the Landlord seven (7) days notice before carrying out any alterations.',
  'The Distributor shall give the Supplier sixty (60) days notice of its annual purchase forecast.',
  'The Licensor shall give the Licensee thirty (30) days notice before conducting an audit.',
  'The Sponsor shall notify the Team at least twenty (20) days before any promotional event at the stadium.',
  'The Employee shall give two (2) weeks notice of any planned vacation.',
  'The Service Provider shall notify the Customer within seventy-two (72) hours of any security breach.',
  'The Franchisee shall give the Franchisor ninety (90) days notice of any proposed transfer of the franchise.',
  'The Borrower shall give the Lender ten (10) Business Days notice of any prepayment.',
  'The Publisher shall give the Author six (6) months notice before allowing the Work to go out of print.',
  'The Manufacturer shall give the Customer one hundred twenty (120) days notice of the end of life of any component.',
];

/**
 * Renewals, extensions and roll-overs of other things than the agreement, in contracts that do not renew (30 November
 * 2026, a forty-first session, second round; written before the first run, aimed at none, the first such batch since
 * the fifteenth session, as the check part's renewals called wrong are agreements read as renewing): patents' renewal
 * fees, a third party's subscription, an insurance policy renewed automatically, a franchisee's lease of its premises, a
 * consultant's licence, a purchase order extended, an escrow agreement, an original agreement renewed a last time, a
 * bank guarantee, a warranty extended at an option, a sublicence's renewal bounded by the agreement, trademark
 * registrations, a purchase-order relationship after the term, a marketing plan rolled over, a non-solicitation
 * extended, and a notice before a third-party licence renews. None should be read as the agreement renewing by itself
 * or at an option, nor any notice.
 */
export const DRAFTED_OTHER_THINGS_RENEWED_2: string[] = [
  'Licensee shall keep the Licensed Patents in force by paying all maintenance and renewal fees when due.',
  "Any renewal of the hosting subscription purchased by Customer from the Third-Party Provider shall be governed solely by the Third-Party Provider's terms.",
  "The Company shall automatically renew the directors' and officers' liability insurance policy each year during the Term at its own expense.",
  "If the Franchisee wishes to renew its lease of the Premises, it shall first obtain the Franchisor's approval of the renewal terms.",
  "Consultant's professional license must be renewed before its expiration and maintained in good standing throughout the Term.",
  'Upon any extension of a Purchase Order, the prices then in effect shall continue to apply to the extended quantities.',
  'The Escrow Agreement shall renew automatically on each anniversary of its effective date unless terminated in accordance with its terms.',
  'The parties acknowledge that the Original Agreement was renewed for a final term ending on the Effective Date and is superseded by this Agreement.',
  'The Contractor shall renew the Bank Guarantee no later than thirty (30) days before its expiry for so long as the Works remain incomplete.',
  "Any extension of the Warranty Period shall be at Customer's option and subject to payment of the extended warranty fee set out in Schedule 3.",
  'Sublicensee may renew the Sublicense for one additional term of two (2) years by written notice to Licensee, provided that no such renewal shall extend beyond the expiration of this Agreement.',
  'The trademark registrations in the Territory shall be renewed by Licensor in its own name, and Licensee shall reimburse Licensor for the renewal fees.',
  'This Agreement shall terminate upon the expiration of the Term, and any continuation of the relationship between the parties thereafter shall be on a purchase order basis only.',
  'The Annual Marketing Plan shall automatically roll over to the following year if the parties fail to agree on a new plan by December 1.',
  "Employee's non-solicitation obligations shall continue for twelve (12) months after the termination of employment and shall be extended by any period of violation.",
  'Licensee shall give Licensor written notice at least ninety (90) days before the renewal date of any Third-Party License.',
];

/**
 * A seventy-ninth held-out term batch (30 November 2026, a forty-first session, second round; written before its first
 * run, aimed at none), as filings state a term: until an anniversary unless earlier terminated under an article, an
 * initial term defined after its length, a lease agreement's months, "through and including" a date, a period "from
 * the date of execution", "remain in force until" a date, "The term hereof", months "running from" the effective date,
 * an agreement and its licences expiring years after, and for precision a term as long as sales go on, a first
 * shipment's days and contract years of minimum purchases.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_79: DraftedTermClause[] = [
  [
    'This Agreement shall commence as of the Effective Date and shall expire on the tenth (10th) anniversary of the Effective Date, unless terminated earlier pursuant to Article 12.',
    { years: 10 },
  ],
  [
    'The initial term of this Agreement shall be a period of three (3) years, commencing on the Effective Date (the "Initial Term").',
    { years: 3 },
  ],
  ['The term of this Lease Agreement shall be for sixty (60) months beginning on the Effective Date.', { months: 60 }],
  [
    'This Agreement shall be effective from the Effective Date through and including December 31, {Y+5}.',
    { yearsLater: 5, on: '12-31' },
  ],
  ['This Agreement will remain in effect for so long as Licensee continues to sell Licensed Products.', null],
  ['The period of this Agreement shall be two (2) years from the date of execution.', { years: 2 }],
  [
    'Unless earlier terminated, this Agreement shall remain in force until June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The Supplier shall deliver the first shipment within ninety (90) days after the Effective Date.', null],
  ['The term hereof shall be eight (8) years from the Effective Date.', { years: 8 }],
  ['This Agreement has a term of forty-eight (48) months, running from the Effective Date.', { months: 48 }],
  ['The Distributor shall purchase the Minimum Quantities during each of the first three (3) Contract Years.', null],
  [
    'This Agreement and the licenses granted hereunder shall expire twenty (20) years after the Effective Date.',
    { years: 20 },
  ],
];

/**
 * A ninety-fourth held-out renewal batch (30 November 2026, a forty-first session, second round; written before its
 * first run, aimed at none): subsequent terms unless notice of termination, a licensee's right to extend exercisable by
 * notice, a renewal on terms mutually acceptable, year to year unless notice before the anniversary date, a purchaser's
 * option exercised in writing, a renewal one party proposes and the other accepts, additional periods if neither party
 * terminates, one renewal unless a distributor has missed its minimums, a customer's extension by notice, and for
 * precision a product registration renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_94: DraftedRenewalClause[] = [
  [
    'The term of this Agreement shall be automatically renewed for subsequent one (1) year terms unless either party provides the other with written notice of termination at least sixty (60) days prior to the end of the then current term.',
    'automatic',
    60,
  ],
  [
    'Licensee shall have the right, exercisable by notice given not less than one hundred eighty (180) days prior to the expiration of the Initial Term, to extend the Term for an additional five (5) years.',
    'option',
    null,
  ],
  [
    'The parties may renew this Agreement upon expiration of the Term on terms mutually acceptable to them.',
    'mutual',
    null,
  ],
  [
    'Thereafter, this Agreement shall renew from year to year unless terminated by either party upon written notice delivered not less than ninety (90) days prior to the anniversary date.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall be renewed for a further period of three (3) years at the option of the Purchaser, to be exercised in writing not later than three (3) months before the expiry of the Initial Period.',
    'option',
    null,
  ],
  [
    'Either party may propose in writing a renewal of this Agreement, which shall become effective only upon acceptance by the other party in writing.',
    'mutual',
    null,
  ],
  [
    'If neither party terminates this Agreement by written notice at least forty-five (45) days before the end of the Initial Term, this Agreement shall continue for additional twelve (12) month periods.',
    'automatic',
    45,
  ],
  ['The Company shall renew the registration of the Products with the FDA as required during the Term.', 'none', null],
  [
    'At the expiration of the Initial Term, this Agreement will renew automatically for one (1) additional term of two (2) years unless the Distributor has failed to meet the Minimum Purchase Requirements.',
    'automatic',
    null,
  ],
  [
    'The Term may be extended by Customer for up to three (3) additional one-year periods upon written notice to Vendor at least thirty (30) days prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
];

/**
 * A third batch of other things renewed, extended or rolled over (30 November 2026, a forty-first session, third round;
 * written before its first run, aimed at none): a business licence, product registrations after expiry, a software
 * escrow, naming rights, work orders, performance targets, an executive's life insurance, a liquor licence with a
 * notice before it expires, a maturity date, a price list rolled forward, a non-compete period, end users' renewals
 * with a reminder before each, a certification, a master lease above the agreement, domain names, and talks renewed.
 * None should be read as the agreement renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_OTHER_THINGS_RENEWED_3: string[] = [
  'The Distributor shall renew its business licence in the Territory each year and provide the Supplier with evidence of each renewal.',
  'All Product registrations obtained by Distributor shall automatically transfer to Supplier upon expiration of this Agreement and shall be renewed by Supplier thereafter.',
  "The Software Escrow Agreement renews annually, and Licensor shall pay the escrow agent's renewal fees.",
  "The Sponsor's naming rights shall automatically extend to any replacement venue for the remainder of the Term.",
  'Each Work Order shall automatically renew for successive one-month periods until the Services described in it are completed.',
  'The performance targets for each Contract Year shall be renewed by the parties no later than thirty (30) days before the start of that Contract Year.',
  "The Company shall renew the Executive's life insurance policy annually at the Company's expense.",
  'Franchisee shall cause its liquor license to be renewed before it expires and shall notify Franchisor at least sixty (60) days before its expiration if renewal is in doubt.',
  'The Lender may, in its sole discretion, extend the Maturity Date by up to twelve (12) months upon written request of the Borrower.',
  'The price list in Exhibit A shall roll forward each year, adjusted by the change in the Consumer Price Index.',
  'The non-compete period shall automatically be extended by the length of any breach of this Section.',
  'The Reseller shall sell renewals of End User subscriptions at the prices set out in Schedule 2, and shall remind each End User sixty (60) days before its subscription renews.',
  "Each Supplier's certification under ISO 13485 must be kept current and renewed on or before its expiry date.",
  "The Master Lease between Owner and the Ground Lessor renews automatically for ten-year periods; Tenant's rights hereunder are subject to the Master Lease.",
  "The domain names used in connection with the Website shall be registered in Licensee's name and renewed at Licensee's expense for so long as this Agreement remains in effect.",
  'The parties shall renew their discussions regarding a possible expansion of the Territory at the end of each Contract Year.',
];

/**
 * An eightieth held-out term batch (30 November 2026, a forty-first session, third round; written before its first
 * run, aimed at none): in force from signature for years, a term running until a date months "thereafter", an end on a
 * date unless renewed under a section, a consulting period ending on an anniversary, "valid for an initial period", an
 * employment period's end, months "in full force and effect", an end at a time of day, an automatic end on an
 * anniversary, and for precision an annual fee's due days, confidential information retained, and a termination right.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_80: DraftedTermClause[] = [
  [
    'This Agreement shall enter into force on the date of its signature by both Parties and shall remain in force for a period of five (5) years.',
    { years: 5 },
  ],
  [
    'The term of the Agreement shall run from the Effective Date until the date that is thirty (30) months thereafter.',
    { months: 30 },
  ],
  [
    'This Agreement shall expire on March 1, {Y+6} unless renewed in accordance with Section 2.2.',
    { yearsLater: 6, on: '03-01' },
  ],
  [
    'The Consulting Period shall be the period commencing on the Effective Date and ending on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['The Agreement shall be valid for an initial period of four (4) years from the Effective Date.', { years: 4 }],
  ['The Employment Period shall end on December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  [
    'Licensee shall pay the Annual License Fee within thirty (30) days after each anniversary of the Effective Date.',
    null,
  ],
  [
    'This Agreement shall continue in full force and effect for a period of seventy-two (72) months from the Effective Date.',
    { months: 72 },
  ],
  [
    "Each party shall retain the other's Confidential Information for no longer than two (2) years after disclosure.",
    null,
  ],
  [
    'The term of this Agreement commences on the Effective Date and terminates at 11:59 p.m. on June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  [
    'This Agreement shall terminate automatically on the fifteenth (15th) anniversary of the Effective Date.',
    { years: 15 },
  ],
  [
    'The Company may terminate this Agreement upon six (6) months written notice at any time after the third anniversary of the Effective Date.',
    null,
  ],
];

/**
 * A ninety-fifth held-out renewal batch (30 November 2026, a forty-first session, third round; written before its
 * first run, aimed at none): consecutive periods unless notice before the end of the respective period, a franchisee's
 * election for one more term, an extension on terms mutually agreed in an amendment, calendar years unless notice, a
 * company's option "but not the obligation", a renewal by the written agreement of two named parties, monthly terms
 * with the notice put first, two-year periods unless minimums missed or notice given, a customer's request the supplier
 * may accept or reject, and for precision insurance renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_95: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended for consecutive periods of one (1) year unless terminated by either Party by giving written notice no later than three (3) months before the end of the respective period.',
    'automatic',
    90,
  ],
  [
    'Franchisee may, at its option, renew the franchise for one (1) additional term of ten (10) years, provided Franchisee gives Franchisor written notice of its election not less than nine (9) months before the expiration of the initial term.',
    'option',
    null,
  ],
  [
    'Any extension of this Agreement beyond the Expiration Date shall be upon such terms as the parties shall mutually agree in a written amendment.',
    'mutual',
    null,
  ],
  [
    'The Agreement renews automatically for each calendar year, unless either party notifies the other in writing at least ninety (90) days before the end of the calendar year that it does not wish to renew.',
    'automatic',
    90,
  ],
  [
    'The Company shall have the option, but not the obligation, to extend the Term of this Agreement for an additional period of twelve (12) months by written notice to the Artist.',
    'option',
    null,
  ],
  [
    'This Agreement may be renewed upon its expiration by the written agreement of Licensor and Licensee.',
    'mutual',
    null,
  ],
  [
    'Unless terminated by either party upon at least thirty (30) days written notice prior to the end of the then current term, this Agreement shall automatically renew for successive one (1) month terms.',
    'automatic',
    30,
  ],
  [
    'Supplier shall renew its product liability insurance annually and furnish Purchaser with a certificate of each renewal.',
    'none',
    null,
  ],
  [
    'The Term shall be extended automatically for additional two-year periods, unless Distributor fails to meet the Minimum Purchase Requirements or either party gives notice of non-renewal at least six (6) months before the end of the then current term.',
    'automatic',
    180,
  ],
  [
    'At the end of the Term, the Customer may request an extension of the Services for a further period, which the Supplier may accept or reject in its sole discretion.',
    'mutual',
    null,
  ],
];

/**
 * An eighty-first held-out term batch (30 November 2026, a forty-first session, fourth round; written before its first
 * run, aimed at none): an initial period defined after its years, a licence to its seventh anniversary, an end at the
 * close of business, a year "from and after" the effective date, a supply term, an end on the thirtieth day of a month
 * written out, months "from the date hereof", a collaboration term ending years "thereafter" unless extended, an end of
 * a calendar year, an initial term stated before when it begins, and for precision an invoice's days and a
 * non-solicitation's year.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_81: DraftedTermClause[] = [
  [
    'This Agreement shall be effective as of the Effective Date and shall remain in effect for an initial period of two (2) years (the "Initial Period").',
    { years: 2 },
  ],
  [
    'The License shall commence on the Effective Date and shall expire on the seventh (7th) anniversary thereof unless sooner terminated.',
    { years: 7 },
  ],
  ['This Agreement shall expire at the close of business on January 31, {Y+3}.', { yearsLater: 3, on: '01-31' }],
  ['The term of this Agreement shall be for a period of one (1) year from and after the Effective Date.', { years: 1 }],
  ['The Supply Term shall be a period of ten (10) years commencing on the Effective Date.', { years: 10 }],
  [
    'Subject to Section 14, this Agreement shall remain in full force until the thirtieth (30th) day of September, {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  ['Payment of each invoice shall be made within forty-five (45) days after receipt.', null],
  ['This Agreement shall be binding for a term of twenty-four (24) months from the date hereof.', { months: 24 }],
  [
    'The Collaboration Term shall begin on the Effective Date and end three (3) years thereafter, unless extended by mutual agreement.',
    { years: 3 },
  ],
  ['The Consultant shall not solicit any employee of the Company for one (1) year after the end of the Term.', null],
  ['This Agreement shall continue in force until the end of the calendar year {Y+4}.', { yearsLater: 4, on: '12-31' }],
  ['The Initial Term of this Agreement is five (5) years and shall begin on the Effective Date.', { years: 5 }],
];

/**
 * A ninety-sixth held-out renewal batch (30 November 2026, a forty-first session, fourth round; written before its
 * first run, aimed at none), notices in the units the issue names: business days, weeks and calendar months, a
 * customer's extension on a month's notice, renewal only with both named parties' approval, a subscription renewed
 * unless cancelled days before, an unlimited number of successive terms, a notice that opens negotiations, a licence's
 * granted option, and for precision bonds renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_96: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for successive one (1) year periods unless either party notifies the other of its intent not to renew no later than twenty (20) business days before the end of the then-current term.',
    'automatic',
    28,
  ],
  [
    'After the Initial Term, the Agreement renews for further twelve-month terms unless cancelled by either party with eight (8) weeks written notice before the renewal date.',
    'automatic',
    56,
  ],
  [
    "The Customer may extend this Agreement for one further period of twelve (12) months by giving the Supplier not less than one (1) month's written notice before the Expiry Date.",
    'option',
    null,
  ],
  [
    'This Lease shall continue from year to year thereafter unless either Landlord or Tenant gives the other written notice of termination at least two (2) calendar months before the end of any lease year.',
    'automatic',
    60,
  ],
  [
    'Renewal of this Agreement beyond the Initial Term shall require the written approval of both the Licensor and the Licensee.',
    'mutual',
    null,
  ],
  [
    'The Subscription will be renewed for successive periods equal to the initial Subscription Term unless Customer cancels at least fifteen (15) days prior to the renewal date.',
    'automatic',
    15,
  ],
  [
    'The Contractor shall renew all bonds required under this Contract at least thirty (30) days before their expiry.',
    'none',
    null,
  ],
  [
    'Either party may, upon written notice given at least ninety (90) days before the end of the Term, require the parties to negotiate a renewal of this Agreement in good faith.',
    'mutual',
    null,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall be extended for an unlimited number of successive one-year terms unless either party elects not to extend by written notice at least one hundred twenty (120) days prior to the expiration of the then-current term.',
    'automatic',
    120,
  ],
  [
    'The Licensee is hereby granted the option to renew this License for two (2) consecutive terms of five (5) years each, exercisable by written notice no less than twelve (12) months before the expiry of the then-current term.',
    'option',
    null,
  ],
];

/**
 * A fourth batch of other things renewed, extended or rolled over (30 November 2026, a forty-first session, fourth
 * round; written before its first run, aimed at none): key man insurance, purchase orders extended until delivered, an
 * exclusive period renewed on a target, patents and registrations, a data center's lease, a closing date, a royalty
 * rate carried on, a visa, a sublease with its own notice, end customers' subscriptions with theirs, a bank's line of
 * credit, a warranty extended by days out of service, a trade association's membership, a superseded agreement's
 * renewals, a standby letter of credit, and an advertising schedule rolled over. None should be read as the agreement
 * renewing by itself or at an option, nor any notice.
 */
export const DRAFTED_OTHER_THINGS_RENEWED_4: string[] = [
  'The Company shall cause the key man life insurance on the life of the Founder to be renewed annually during the Term.',
  'Each Purchase Order shall be automatically extended until the Products ordered thereunder have been delivered in full.',
  'The parties acknowledge that the Exclusive Period may be renewed for an additional one (1) year if Distributor achieves the Annual Target.',
  'Licensor shall maintain and renew all patents and trademark registrations covering the Licensed Products at its own expense.',
  "The Hosting Provider's data center lease renews automatically each year, and Provider shall give Customer ninety (90) days notice of any relocation.",
  'The Seller may extend the Closing Date by up to thirty (30) days by written notice to the Buyer.',
  'The royalty rate shall be renegotiated every three (3) years, and until agreement is reached the existing rate shall continue automatically.',
  'Any visa or work permit required for the Consultant shall be renewed by the Company at its expense.',
  'The Sublease shall automatically renew for successive one-year terms unless Subtenant gives Sublandlord sixty (60) days notice of non-renewal.',
  'The Subscription Services purchased by each End Customer renew automatically unless the End Customer cancels thirty (30) days before renewal.',
  "The Company's line of credit with First National Bank is renewable annually at the bank's discretion.",
  'The Warranty Period shall be automatically extended by the number of days any Product is out of service due to a defect.',
  'Distributor shall renew its membership in the relevant trade association each year.',
  'This Agreement replaces the Supply Agreement of June 1, 2010, which had been renewed annually until the date hereof.',
  'The standby letter of credit shall be renewed at least thirty (30) days before its expiration for so long as any obligations remain outstanding.',
  'The advertising schedule shall roll over into the following quarter for any advertisements not run in the current quarter.',
];

/**
 * An eighty-second held-out term batch (30 November 2026, a forty-first session, fifth round; written before its first
 * run, aimed at none): effective on execution until an anniversary unless terminated earlier, an initial term defined
 * before its end date, months "following" the effective date, a term of years unless terminated under a section, an
 * automatic expiry on a date "without further action", a fixed term of two years, a term "through the date that is"
 * months after, a bare "terminates on" an anniversary, an end "will end on" a date, and for precision an exclusive right
 * counted from a first sale, a warehouse's days and a restaurant's opening.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_82: DraftedTermClause[] = [
  [
    'This Agreement shall be effective upon execution and, unless terminated earlier as provided herein, shall continue until the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'The initial term of this Agreement (the "Initial Term") shall commence on the Effective Date and expire on December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'This Agreement shall remain in effect for a term of thirty-six (36) months following the Effective Date.',
    { months: 36 },
  ],
  [
    'Licensee shall have the exclusive right to manufacture the Products for a period of five (5) years from the date of first commercial sale.',
    null,
  ],
  [
    'The Term of this Agreement shall be three (3) years, unless earlier terminated in accordance with Section 12.',
    { years: 3 },
  ],
  [
    'This Agreement shall automatically expire on June 1, {Y+4} without further action by either party.',
    { yearsLater: 4, on: '06-01' },
  ],
  ['This Agreement shall be in force for a fixed term of two years starting on the Effective Date.', { years: 2 }],
  ['The Distributor shall hold the Products in its warehouse for no more than ninety (90) days.', null],
  [
    'The term of the Services shall be from the Effective Date through the date that is eighteen (18) months after the Effective Date.',
    { months: 18 },
  ],
  ['This Agreement terminates on the twelfth (12th) anniversary of the Effective Date.', { years: 12 }],
  ['The Franchisee shall open the Restaurant within twelve (12) months after the Effective Date.', null],
  ['Unless sooner terminated, the term of this Agreement will end on April 30, {Y+2}.', { yearsLater: 2, on: '04-30' }],
];

/**
 * A ninety-seventh held-out renewal batch (30 November 2026, a forty-first session, fifth round; written before its
 * first run, aimed at none): additional terms unless notice of a desire to terminate, a purchaser's right to extend for
 * additional periods, an extension by a written agreement both sign before expiry, month to month after the initial
 * term, a licensor's grant of an option for a further licence period, no obligation to renew but the parties may agree,
 * contract years renewed unless notice, periods renewed unless notice that a party does not wish to extend, an agency's
 * renewal at its sole discretion, and for precision a registration renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_97: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for additional terms of one (1) year each unless one of the parties gives the other written notice of its desire to terminate at least sixty (60) days before the expiration of the then current term.',
    'automatic',
    60,
  ],
  [
    'Upon expiration of the Initial Term, Purchaser shall have the right to extend the term of this Agreement for up to three (3) additional one (1) year periods.',
    'option',
    null,
  ],
  [
    'The parties may extend the Term by a written agreement signed by both parties prior to the expiration of the Term.',
    'mutual',
    null,
  ],
  [
    'This Agreement will continue on a month-to-month basis after the Initial Term until either party terminates it upon thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'The Licensor grants to the Licensee an option to extend the License Period for a further period of five (5) years, to be exercised by written notice at least six (6) months before the end of the License Period.',
    'option',
    null,
  ],
  [
    'Neither party shall be obliged to renew this Agreement, but the parties may agree in writing to do so.',
    'mutual',
    null,
  ],
  [
    'At the end of each Contract Year, this Agreement shall renew automatically for a further Contract Year unless terminated by either party on not less than ninety (90) days written notice.',
    'automatic',
    90,
  ],
  ['Manufacturer shall renew its FDA establishment registration annually.', 'none', null],
  [
    'The Term will be extended by successive periods of one (1) year unless either party notifies the other in writing at least four (4) months before the end of the then-current period that it does not wish to extend.',
    'automatic',
    120,
  ],
  [
    'Agency may, at its sole discretion, renew this Contract for up to two (2) additional years by providing written notice to Contractor before the Contract expires.',
    'option',
    null,
  ],
];

/**
 * A fifth batch of other things renewed, extended or rolled over (30 November 2026, a forty-first session, fifth round;
 * written before its first run, aimed at none): software maintenance with a vendor, equipment leases not renewed, a
 * performance bond, a stock purchase plan from year to year, statements of work renewed with their own notice, errors
 * and omissions insurance, a recording commitment, a franchisee's lease, an interest rate reset, an appointment gone
 * non-exclusive, support hours, a service level agreement, spare parts, a certificate with a notice if it lapses, a
 * price protection period, and an option to purchase extended. None should be read as the agreement renewing by itself
 * or at an option, nor any notice.
 */
export const DRAFTED_OTHER_THINGS_RENEWED_5: string[] = [
  'The Licensee shall renew the Licensed Software maintenance with the third-party vendor annually at its own cost.',
  'All leases of equipment entered into by Contractor for the Project shall terminate upon completion of the Project and shall not be renewed.',
  'The Performance Bond shall be automatically extended for one year periods until the Final Completion Date.',
  'The Employee Stock Purchase Plan shall continue from year to year unless terminated by the Board.',
  'Each Statement of Work will automatically renew for successive three-month periods unless either party provides thirty (30) days notice of non-renewal of that Statement of Work.',
  'Company shall renew its errors and omissions insurance coverage each year and name Client as an additional insured.',
  "The Artist's recording commitment shall be extended by one album for each album not delivered during the Term.",
  'Any lease of the Premises by Franchisee shall contain a provision allowing Franchisor to assume the lease upon its expiration or renewal.',
  'The interest rate on the Note shall automatically reset every six (6) months.',
  "If the Minimum Purchase Requirements are not met, the Distributor's exclusive appointment shall lapse and its appointment shall continue on a non-exclusive basis.",
  'The customer support hours shall be extended during peak season by two (2) hours each day.',
  'The parties shall renew the Service Level Agreement each year in accordance with Schedule 5.',
  "The Supplier's obligation to supply spare parts shall continue for seven (7) years after the last delivery of the Products.",
  'Licensee shall ensure that its ISO 27001 certificate is renewed before expiry and shall notify Licensor within five (5) days if it lapses.',
  'The price protection period shall automatically roll forward by thirty (30) days on each price change.',
  'The option to purchase granted under Section 8 may be extended once by the Purchaser by written notice for a further ninety (90) days.',
];

/**
 * An eighty-third held-out term batch (30 November 2026, a forty-first session, sixth round; written before its first
 * run, aimed at none): an initial term "beginning on" the effective date, a term that "shall extend from" the effective
 * date until a date, months "for a term of", until an anniversary, a term "deemed to have commenced" ending on an
 * anniversary "thereof", a licence agreement's years unless earlier terminated, a "duration" of years, "inclusive" after
 * a date, an end on "the date that is" years after, and for precision deliveries, confidentiality and warranty claims.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_83: DraftedTermClause[] = [
  ['This Agreement shall have an initial term of five (5) years beginning on the Effective Date.', { years: 5 }],
  [
    'The term of this Agreement shall extend from the Effective Date until December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Agreement will commence on the Effective Date and continue for a term of forty-two (42) months.',
    { months: 42 },
  ],
  [
    'This Agreement shall remain in full force and effect until the third anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['All orders placed under this Agreement shall be delivered within sixty (60) days of receipt.', null],
  [
    'The term of this Agreement shall be deemed to have commenced on the Effective Date and shall end on the first (1st) anniversary thereof.',
    { years: 1 },
  ],
  [
    'This License Agreement shall continue for a period of twenty (20) years from the Effective Date unless earlier terminated.',
    { years: 20 },
  ],
  ['Each Party shall keep the terms of this Agreement confidential for three (3) years after its termination.', null],
  ['The duration of this Agreement is four (4) years from the Effective Date.', { years: 4 }],
  [
    'This Agreement shall be effective from the Effective Date until June 30, {Y+5}, inclusive.',
    { yearsLater: 5, on: '06-30' },
  ],
  ['Supplier shall respond to each warranty claim within ten (10) business days.', null],
  [
    'The Term commences on the Effective Date and ends on the date that is two (2) years after the Effective Date.',
    { years: 2 },
  ],
];

/**
 * A ninety-eighth held-out renewal batch (30 November 2026, a forty-first session, sixth round; written before its
 * first run, aimed at recall in filings' wording, as unseen contracts missed renewals): successive periods unless
 * terminated by notice before the end of the initial or any renewal term, a renewal by mutual written agreement,
 * additional one-year periods "unless and until" notice, a renewal "on the same terms and conditions" with no notice, a
 * company's right at its option to renew by notice, an automatic extension unless notice of an intention not to renew,
 * a renewal "deemed" on each anniversary, an extension the parties may negotiate, an annual basis after an initial term,
 * a distributor's extension subject to no default, an annual renewal with an election not to renew, and for precision a
 * reseller's certification renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_98: DraftedRenewalClause[] = [
  [
    'This Agreement shall be renewed for successive periods of one (1) year each, unless terminated by written notice by either party to the other given at least ninety (90) days prior to the end of the initial term or any renewal term thereof.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement may be renewed by mutual written agreement of the parties for additional periods of one (1) year.',
    'mutual',
    null,
  ],
  [
    'Thereafter, the Agreement shall continue in effect for additional one year periods, unless and until either party provides the other party with a written notice of termination not less than six (6) months prior to the end of the then-current one year period.',
    'automatic',
    180,
  ],
  [
    'Unless otherwise terminated, this Agreement shall renew for successive two-year terms on the same terms and conditions.',
    'automatic',
    null,
  ],
  [
    'Company shall have the right, at its option, to renew this Agreement for one (1) additional period of three (3) years on the terms set forth herein by giving notice to Licensor not later than one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'This Agreement shall be automatically extended for additional terms of one (1) year unless either party gives written notice of its intention not to renew this Agreement at least thirty (30) days prior to the end of the term then in effect.',
    'automatic',
    30,
  ],
  [
    'The Agreement shall be deemed renewed for an additional term of one year on each anniversary of the Effective Date unless terminated by either party.',
    'automatic',
    null,
  ],
  [
    'Upon the expiration of the Term, the parties may negotiate in good faith an extension of this Agreement for a period to be agreed.',
    'mutual',
    null,
  ],
  [
    'Following the expiration of the initial three (3) year term, this Agreement will continue on an annual basis unless terminated by either party with sixty (60) days prior written notice.',
    'automatic',
    60,
  ],
  [
    'Subject to Distributor not being in default, Distributor may extend the Term for one additional five-year period upon written notice given no later than twelve (12) months before the expiry of the Initial Term.',
    'option',
    null,
  ],
  [
    "The Reseller shall renew its reseller certification annually by completing the Vendor's training program.",
    'none',
    null,
  ],
  [
    'This Agreement shall renew automatically on an annual basis on the anniversary of the Effective Date, provided that either party may elect not to renew by written notice delivered sixty (60) days before such anniversary.',
    'automatic',
    60,
  ],
];

/**
 * A ninety-ninth held-out renewal batch (30 November 2026, a forty-first session, seventh round; written before its
 * first run, aimed at none): renewals said over two sentences, as filings split them, the first giving the term and the
 * second, with "it", "Thereafter" or a defined "Renewal Term", how it goes on: renewals unless notice of non-renewal, a
 * distributor's single renewal by notice, an extension only by an amendment both sign, renewal terms a party may
 * prevent by notice, no renewal unless the parties so agree, a defined renewal term ended on notice, a licensee's option
 * for further terms, a tacit renewal unless notice put first, a customer's election to extend, a renewal for periods
 * unless notice to the contrary, an extension needing both boards, and for precision insurance renewed.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_99: DraftedRenewalClause[] = [
  [
    'This Agreement shall have an initial term of three (3) years. Thereafter, it shall renew automatically for successive one-year periods unless either party gives ninety (90) days notice of non-renewal.',
    'automatic',
    90,
  ],
  [
    'The term of this Agreement is five (5) years. The Distributor may renew it once for a further five (5) years by notice given six (6) months before expiry.',
    'option',
    null,
  ],
  [
    'This Agreement expires on the third anniversary of the Effective Date. It may be extended only by a written amendment signed by both parties.',
    'mutual',
    null,
  ],
  [
    'After the Initial Term, the Agreement will renew for Renewal Terms. Each Renewal Term shall be one (1) year, and either party may prevent a renewal by written notice at least sixty (60) days before it begins.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall remain in effect for two (2) years. No renewal shall occur unless the parties so agree in writing.',
    'mutual',
    null,
  ],
  [
    '"Renewal Term" means each successive period of twelve (12) months following the Initial Term. This Agreement shall continue for Renewal Terms until terminated by either party on thirty (30) days notice prior to the end of a Renewal Term.',
    'automatic',
    30,
  ],
  [
    'The Initial Term is four (4) years. The Licensee has an option to renew for two further terms of four (4) years each.',
    'option',
    null,
  ],
  [
    'The Agreement has a term of one (1) year. Unless terminated by either party with three (3) months notice before its expiry, the term is tacitly renewed each time for one (1) year.',
    'automatic',
    90,
  ],
  [
    'The Supplier shall maintain product liability insurance throughout the Term. Such insurance shall be renewed annually.',
    'none',
    null,
  ],
  [
    "This Agreement continues until 30 June of the third year after the Effective Date. Any extension beyond that date requires the approval of both parties' boards.",
    'mutual',
    null,
  ],
  [
    'This Agreement shall be effective for an initial period of two (2) years. Upon expiry of the initial period, the Customer may elect to extend the Agreement for an additional year.',
    'option',
    null,
  ],
  [
    'The term hereof is three (3) years. This Agreement will then be automatically renewed for periods of one (1) year unless either party gives notice to the contrary six (6) months before the end of the current period.',
    'automatic',
    180,
  ],
];

/**
 * A renewal clause with the length of one renewal it grants, in months (null where it states none): the product steps
 * every renewal date and cancel-by date after the first by it.
 */
export type DraftedRenewalWithLength = [
  clause: string,
  kind: RenewalKind,
  noticeDays: number | null,
  renewalMonths: number | null,
];

/**
 * The hundredth batch: renewals whose length is written in ways no earlier batch was measured on (months by the
 * dozen, days, quarters, biennial, year to year, month to month, a length given in its own sentence or after the
 * number of renewals, an option's several terms), written before its first run and aimed at none (30 November 2026,
 * forty-fifth session). The first batch with lengths: earlier ones give the kind and notice only.
 */
export const DRAFTED_RENEWAL_LENGTHS: DraftedRenewalWithLength[] = [
  [
    'Upon expiration of the Initial Term, this Agreement shall automatically renew for successive periods of eighteen (18) months unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
    18,
  ],
  [
    'This Agreement will automatically renew for a further twenty-four (24) month period unless either Party notifies the other in writing at least ninety (90) days prior to expiry that it does not wish to renew.',
    'automatic',
    90,
    24,
  ],
  [
    'Thereafter this Agreement shall be renewed automatically for successive renewal terms of three hundred sixty-five (365) days each, unless either party gives notice of non-renewal not less than thirty (30) days before the end of the then-current term.',
    'automatic',
    30,
    12,
  ],
  [
    'After the Initial Term, this Agreement shall renew automatically on a quarter-to-quarter basis unless either party gives the other thirty (30) days written notice of termination prior to the end of the then-current quarter.',
    'automatic',
    30,
    3,
  ],
  [
    'Upon expiry of the Initial Term this Agreement shall continue on a month-to-month basis until either party gives the other not less than thirty (30) days written notice of termination.',
    'automatic',
    30,
    1,
  ],
  [
    'This Agreement shall thereafter continue from year to year unless terminated by either party giving written notice to the other not later than three (3) months before the end of any such year.',
    'automatic',
    90,
    12,
  ],
  [
    'At the end of the Initial Term, this Agreement shall be renewed biennially, for successive periods of two years, unless either party gives notice of its intention not to renew at least one hundred and twenty (120) days before the end of the then-current term.',
    'automatic',
    120,
    24,
  ],
  [
    'This Agreement shall automatically renew for successive Renewal Terms unless either party provides written notice of non-renewal at least forty-five (45) days prior to the end of the then-current term. Each Renewal Term shall be thirty-six (36) months.',
    'automatic',
    45,
    36,
  ],
  [
    'Unless either party gives sixty (60) days written notice of its intention not to renew, this Agreement shall automatically renew for up to three (3) successive renewal terms of two (2) years each.',
    'automatic',
    60,
    24,
  ],
  [
    'The term of this Agreement shall be extended automatically by periods of six (6) months each, unless either party terminates this Agreement by written notice given at least one (1) month before the end of the then-current period.',
    'automatic',
    30,
    6,
  ],
  [
    'This Agreement shall automatically renew for consecutive terms of 12 months each unless either party gives the other at least 30 days prior written notice of non-renewal.',
    'automatic',
    30,
    12,
  ],
  [
    'Following the Initial Term, the Term shall automatically extend for additional periods of 2 years each unless a party notifies the other of non-renewal no later than 6 months before the then-current term expires.',
    'automatic',
    180,
    24,
  ],
  [
    'Thereafter, the Agreement shall renew for one (1) additional five (5) year term unless either party notifies the other in writing at least twelve (12) months prior to the end of the Initial Term that it elects not to renew.',
    'automatic',
    360,
    60,
  ],
  [
    'This Agreement shall be renewed automatically for successive annual terms unless either party notifies the other in writing of its intent not to renew at least ninety (90) days before the anniversary of the Effective Date.',
    'automatic',
    90,
    12,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically be renewed for subsequent terms of one calendar year, unless terminated in writing by either party at least two (2) months prior to the end of the then current term.',
    'automatic',
    60,
    12,
  ],
  [
    'The Subscription Term shall automatically renew for additional periods equal to twelve (12) months unless Customer gives notice of non-renewal at least thirty (30) days before the end of the then-current Subscription Term.',
    'automatic',
    30,
    12,
  ],
  [
    'This Agreement shall automatically be extended for a further period of three (3) years and thereafter for successive periods of three (3) years, unless terminated by either party on not less than six (6) months notice prior to the end of the then current period.',
    'automatic',
    180,
    36,
  ],
  [
    'After the Initial Term, this Agreement shall renew automatically for successive periods of one (1) year, provided that either party may prevent such renewal by giving written notice at least sixty (60) days prior to the end of the then-current term.',
    'automatic',
    60,
    12,
  ],
  [
    'Distributor shall have the option to extend the term of this Agreement for two (2) further periods of three (3) years each by written notice given to Supplier not less than six (6) months before the expiration of the then-current term.',
    'option',
    null,
    36,
  ],
  [
    'Licensee may, at its option, renew this Agreement for one additional term of ten (10) years by giving Licensor written notice at least one (1) year before the end of the Initial Term.',
    'option',
    null,
    120,
  ],
  [
    'Customer shall have the right to extend this Agreement for successive renewal periods of twenty-four (24) months each upon written notice to Provider no later than ninety (90) days prior to the end of the then-current term.',
    'option',
    null,
    24,
  ],
  [
    'The Company may, in its sole discretion, elect to renew this Agreement for an additional eighteen (18) month term by giving written notice to the Consultant prior to the expiration of the Initial Term.',
    'option',
    null,
    18,
  ],
  // Drafted as a lease's option and expected so; but it is put into filings that call themselves agreements, where
  // "the Lease" is another instrument, and the engine read it as none, rightly: expected so since its first run.
  [
    'The Tenant shall have the option to renew the Lease for one further term of five (5) years on the same terms and conditions, save for rent, by giving written notice to the Landlord not less than nine (9) months before the expiry of the Initial Term.',
    'none',
    null,
    null,
  ],
  [
    'The parties may, by mutual written agreement, renew this Agreement for additional terms of two (2) years each.',
    'mutual',
    null,
    24,
  ],
  [
    'This Agreement shall automatically renew for additional one (1) year periods on each anniversary of the Effective Date, unless either party delivers a notice of non-renewal not less than ninety (90) days before such anniversary.',
    'automatic',
    90,
    12,
  ],
  [
    'Upon expiration of the Initial Term, the Agreement shall automatically renew for a Renewal Term of two (2) years, and thereafter for successive Renewal Terms of one (1) year each, unless either party gives notice of non-renewal at least sixty (60) days prior to the expiration of the then-current term.',
    'automatic',
    60,
    12,
  ],
  [
    'This Agreement shall renew automatically for a period of ninety (90) days at a time unless either party gives notice of termination at least fifteen (15) days before the end of the then-current period.',
    'automatic',
    15,
    3,
  ],
  [
    'The term of this Agreement shall be automatically renewed for further terms of four (4) years unless either party gives notice of non-renewal not less than one hundred eighty (180) days prior to the end of the current term.',
    'automatic',
    180,
    48,
  ],
  [
    'This Agreement shall continue in force after the Initial Term for successive terms of one (1) year each until terminated by either party upon not less than ninety (90) days written notice expiring at the end of the Initial Term or any subsequent term.',
    'automatic',
    90,
    12,
  ],
  [
    'Unless terminated by either Party with at least three (3) months notice before the end of the then-current term, this Agreement shall be tacitly renewed for consecutive periods of two (2) years.',
    'automatic',
    90,
    24,
  ],
  [
    'The Initial Term shall automatically be extended for additional terms of six months each unless Buyer notifies Seller in writing of its election not to extend at least thirty days before the end of the then-current term.',
    'automatic',
    30,
    6,
  ],
  [
    'This Agreement shall be automatically renewed for successive terms of one (1) contract year each, unless either party gives notice to the contrary not less than sixty (60) days prior to the expiration of the then-current contract year.',
    'automatic',
    60,
    12,
  ],
  [
    // Expected as 360 days at first; a year of notice is 365 days as the scorer and the engine count it.
    'Following the expiration of the Initial Term, this Agreement shall renew automatically for additional periods of five (5) years unless either Party gives the other written notice of non-renewal at least one (1) year prior to the end of the then current period.',
    'automatic',
    365,
    60,
  ],
  [
    'At the end of the Initial Term, this Agreement shall automatically renew for an additional term of one (1) year, unless either party provides written notice of non-renewal at least thirty (30) days before the end of the Initial Term; there shall be no further renewals.',
    'automatic',
    30,
    12,
  ],
  [
    'Upon expiration of the Initial Term, the term of this Agreement shall automatically renew for successive two-year terms unless either party gives at least one hundred twenty (120) days written notice of its intention not to renew.',
    'automatic',
    120,
    24,
  ],
  [
    'This Agreement shall renew automatically for successive periods of nine (9) months unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current period.',
    'automatic',
    30,
    9,
  ],
];

/**
 * An eighty-fourth held-out term batch (1 December 2026, a fiftieth session; written before its first run, aimed at
 * none): term sentences opening with a proviso before their subject, as filings write them ("Except as otherwise
 * provided in Section 12,", "Subject to the provisions of Article 14 hereof,", "Notwithstanding anything to the contrary
 * contained herein,", "Unless sooner terminated as provided herein,", "Save as provided in Clause 15,", "Without
 * prejudice to the rights of either party under Section 11,", "Except for those provisions which by their nature
 * survive,", "In the absence of earlier termination ...,", "Subject to earlier termination ... and to any extension
 * ...,"), and for precision an invoice's days and a non-compete's years behind a proviso. First run: 17 of 21 placings;
 * the four misses are dates written after a proviso ("shall expire on December 31", "shall terminate on June 30", "on
 * the fourth (4th) anniversary"), ranked low by the term clause model (0.14), whose words weigh "expire" at 0.07 and
 * whose shape feature wants the agreement first.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_84: DraftedTermClause[] = [
  [
    'Except as otherwise provided in Section 12, this Agreement shall remain in effect for a period of five (5) years from the Effective Date.',
    { years: 5 },
  ],
  [
    'Subject to the provisions of Article 14 hereof, the term of this Agreement shall be three (3) years commencing on the Effective Date.',
    { years: 3 },
  ],
  [
    'Notwithstanding anything to the contrary contained herein, this Agreement shall expire on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Unless sooner terminated as provided herein, this Agreement shall continue in full force and effect for seven (7) years after the Effective Date.',
    { years: 7 },
  ],
  [
    'Except as otherwise stated herein as pertaining only to a Statement of Work, this Agreement shall remain in effect for ten (10) years, unless terminated in accordance with Section 9.',
    { years: 10 },
  ],
  [
    'Save as provided in Clause 15, this Agreement shall continue in force for an initial period of thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  [
    'Without prejudice to the rights of either party under Section 11, this Agreement shall terminate on the fourth (4th) anniversary of the Effective Date.',
    { years: 4 },
  ],
  [
    'Except for those provisions which by their nature survive, this Agreement shall terminate on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'In the absence of earlier termination in accordance with its terms, this Agreement shall be in effect for a term of two (2) years from the Effective Date.',
    { years: 2 },
  ],
  [
    'Subject to earlier termination as set forth in Section 8 below and to any extension agreed in writing by the parties, the initial term of this Agreement shall be six (6) years from the Effective Date.',
    { years: 6 },
  ],
  ['Except as otherwise provided herein, all invoices shall be paid within thirty (30) days of receipt.', null],
  [
    'Subject to Section 7, Licensee shall not sell competing products for a period of two (2) years after the expiration of this Agreement.',
    null,
  ],
];

/**
 * A hundredth held-out renewal batch (1 December 2026, a fiftieth session; written before its first run, aimed at
 * none), beside the eighty-fourth term batch: renewal clauses opening with a proviso before their subject
 * ("Notwithstanding anything to the contrary herein,", "Subject to Section 15,", "Except as otherwise provided
 * herein,", "Unless sooner terminated in accordance with Article 12,", "Save as provided in Clause 18,", "Without
 * prejudice to Section 9,", "In the absence of written notice of termination ...,", "Subject to the Licensee not being
 * in material breach,"): automatic renewals with their notices, a distributor's option, a year-to-year continuance, an
 * extension by mutual written agreement, no obligation to renew, a renewal subject to both parties' agreement on
 * price, and for precision support fees reviewed "notwithstanding any renewal". First run: kinds 12 of 12, notices 6 of
 * 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_100: DraftedRenewalClause[] = [
  [
    'Notwithstanding anything to the contrary herein, this Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least sixty (60) days prior to the end of the then-current term.',
    'automatic',
    60,
  ],
  [
    "Subject to Section 15, upon the expiration of the Initial Term, this Agreement shall be renewed automatically for additional two (2) year terms unless terminated by either party upon ninety (90) days' prior written notice.",
    'automatic',
    90,
  ],
  [
    'Except as otherwise provided herein, the Distributor may, at its option, renew this Agreement for one additional term of three (3) years by giving written notice to the Company not less than six (6) months before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Unless sooner terminated in accordance with Article 12, this Agreement shall thereafter continue from year to year unless either party notifies the other in writing of its intent to terminate at least three (3) months before the end of any such year.',
    'automatic',
    90,
  ],
  [
    'Save as provided in Clause 18, this Agreement may be extended for a further period of two (2) years by the mutual written agreement of the parties.',
    'mutual',
    null,
  ],
  [
    "Without prejudice to Section 9, this Agreement shall be automatically extended for successive periods of twelve (12) months unless either Party terminates it by giving not less than thirty (30) days' written notice before the end of the then current period.",
    'automatic',
    30,
  ],
  [
    'In the absence of written notice of termination given by either party no later than one hundred twenty (120) days prior to the expiration of the Initial Term, this Agreement shall renew automatically for a Renewal Term of one (1) year.',
    'automatic',
    120,
  ],
  [
    'Except as set forth in Section 4.3, neither party shall have any obligation to renew or extend this Agreement beyond the Initial Term.',
    'none',
    null,
  ],
  [
    'Subject to the Licensee not being in material breach, the Licensee shall have the right to extend the Term for one further period of five (5) years by notice in writing given not later than twelve (12) months before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'Notwithstanding the foregoing, any renewal of this Agreement shall be subject to the written agreement of both parties on the pricing for the renewal term.',
    'mutual',
    null,
  ],
  [
    "Notwithstanding any renewal of the Customer's subscription, the fees for support services shall be reviewed annually.",
    'none',
    null,
  ],
  [
    "Except as otherwise agreed in writing, this Agreement will renew automatically on each anniversary of the Effective Date for a further year, unless either party gives the other at least forty-five (45) days' notice that it does not wish to renew.",
    'automatic',
    45,
  ],
];

/**
 * An eighty-fifth held-out term batch (1 December 2026, a fiftieth session; written after the proviso mend and before
 * its first run, aimed at none): term sentences opening with other words before their subject, a clarification ("For
 * the avoidance of doubt,", "In consideration of the mutual covenants herein,") or when the agreement takes effect
 * ("With effect from the Effective Date,", "Upon its execution by both parties,", "As from the Effective Date,", "Once
 * signed,", "Effective as of the Effective Date,", "From the Effective Date,"), a proviso after "Except where" and a
 * condition ("Provided that neither party is in default,"), and for precision a warranty and an exclusivity behind such
 * words. First run: 19 of 21 placings ("For the avoidance of doubt, the Term shall end on the third (3rd) anniversary"
 * and "Once signed, this Agreement will be valid until June 30" unread in one filing each); 21 of 21 once
 * clarifications and starts are set aside as provisos are.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_85: DraftedTermClause[] = [
  [
    'For the avoidance of doubt, the Term shall end on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'With effect from the Effective Date, this Agreement shall remain in force for a period of four (4) years.',
    { years: 4 },
  ],
  [
    'Upon its execution by both parties, this Agreement shall continue in effect until December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['As from the Effective Date, the term of this Agreement shall run for thirty (30) months.', { months: 30 }],
  [
    'In consideration of the mutual covenants herein, this Agreement shall remain in effect for five (5) years from the Effective Date.',
    { years: 5 },
  ],
  ['Once signed, this Agreement will be valid until June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['Effective as of the Effective Date, this Agreement shall have a term of two (2) years.', { years: 2 }],
  [
    'Except where terminated earlier under Clause 14, this contract shall terminate on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'Provided that neither party is in default, this Agreement shall expire on March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'From the Effective Date, this Agreement shall continue for a fixed period of eighteen (18) months.',
    { months: 18 },
  ],
  [
    "For the avoidance of doubt, Supplier's warranty obligations shall continue for twelve (12) months after delivery.",
    null,
  ],
  [
    'With effect from the Effective Date, Distributor shall be the exclusive distributor of the Products in the Territory for two (2) years.',
    null,
  ],
];

/**
 * An eighty-sixth held-out term batch (1 December 2026, a fiftieth session; written after both mends and before its
 * first run, aimed at none): "For the sake of clarity,", "As of the Effective Date,", "Upon signature by both
 * Parties,", "Save as otherwise agreed in writing,", "Other than as set out in Schedule 3,", "In accordance with the
 * Parties' intentions,", "With effect from the date of its signature," (a period "concluded for"), "Except to the
 * extent terminated earlier under Section 16,", "Apart from the obligations that survive," ("come to an end on"),
 * "Following its execution,", and for precision confidentiality surviving and an annual fee behind such words. First
 * run: 20 of 21 (the same with the proviso mend alone); the miss, three years "concluded for" from "the date of its
 * signature", is counted from no effective date in one filing.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_86: DraftedTermClause[] = [
  [
    'For the sake of clarity, this Agreement shall terminate on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  ['As of the Effective Date, the term of this Agreement shall be six (6) years.', { years: 6 }],
  [
    'Upon signature by both Parties, this Contract shall remain in force until 31 December {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'Save as otherwise agreed in writing, this Agreement shall expire on the first (1st) anniversary of the Effective Date.',
    { years: 1 },
  ],
  [
    'Other than as set out in Schedule 3, this Agreement shall continue in full force for a term of forty-eight (48) months from the Effective Date.',
    { months: 48 },
  ],
  ["In accordance with the Parties' intentions, the Term shall end on June 30, {Y+2}.", { yearsLater: 2, on: '06-30' }],
  [
    'With effect from the date of its signature, this Agreement is concluded for a period of three (3) years.',
    { years: 3 },
  ],
  [
    'Except to the extent terminated earlier under Section 16, the initial term of this Agreement shall be ten (10) years after the Effective Date.',
    { years: 10 },
  ],
  [
    'Apart from the obligations that survive, this Agreement shall come to an end on December 31, {Y+5}.',
    { yearsLater: 5, on: '12-31' },
  ],
  ['Following its execution, this Agreement shall remain valid for twenty-four (24) months.', { months: 24 }],
  [
    'For the avoidance of doubt, the confidentiality obligations shall survive for five (5) years after termination.',
    null,
  ],
  ['Subject to Section 4, the Licensee shall pay the annual fee on or before January 31 of each year.', null],
];

/**
 * An eighty-seventh held-out term batch (1 December 2026, a fiftieth session; written before its first run, aimed at
 * none): terms whose subject is what the contract does rather than the agreement ("The appointment of the Distributor",
 * "The License granted hereunder", "The Distributorship", "The engagement of the Consultant", "The Services", "The
 * collaboration", a defined "Agreement Period", "The parties' relationship", "The Sponsorship Term", "The supply of the
 * Products"), and for precision a sub-distributor's appointment and a licence of marks after termination. First run:
 * 16 of 21; the misses were an initial period behind cuad-031's own dates, a defined "Agreement Period" "from ... to" a
 * date and "The parties' relationship ... shall end on the seventh (7th) anniversary" unread in one filing each, and
 * the sub-distributor's appointment read as the term's end in both (0.6, the readers'). 17 of 21 once a sentence whose
 * subject is one of many things ("any", "each", "every", "all") and that never names the agreement or its term ends no
 * term (the other placing is in a filing whose fields run together into one "sentence"); the same reads the
 * seventy-fourth batch's "A. Each Order Form shall have a term of twelve (12) months" as no term's end, as written.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_87: DraftedTermClause[] = [
  [
    'The appointment of the Distributor under this Agreement shall continue for a period of five (5) years from the Effective Date.',
    { years: 5 },
  ],
  ['The License granted hereunder shall remain in effect until December 31, {Y+6}.', { yearsLater: 6, on: '12-31' }],
  [
    'The Distributorship shall commence on the Effective Date and end on the third (3rd) anniversary thereof.',
    { years: 3 },
  ],
  [
    'The engagement of the Consultant shall be for a term of eighteen (18) months commencing on the Effective Date.',
    { months: 18 },
  ],
  ['The Services shall be provided for an initial period ending on June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['The collaboration under this Agreement shall last for four (4) years from the Effective Date.', { years: 4 }],
  ['The Agreement Period is the period from the Effective Date to March 31, {Y+3}.', { yearsLater: 3, on: '03-31' }],
  [
    "The parties' relationship under this Agreement shall end on the seventh (7th) anniversary of the Effective Date.",
    { years: 7 },
  ],
  ['The Sponsorship Term runs from the Effective Date through December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['The supply of the Products under this Agreement shall continue for a period of ten (10) years.', { years: 10 }],
  [
    "The appointment of any sub-distributor shall require the Company's prior written consent and shall end no later than December 31, {Y+2}.",
    null,
  ],
  ['The license to use the Marks for promotional purposes shall continue for six (6) months after termination.', null],
];

/**
 * An eighty-eighth held-out term batch (1 December 2026, a fifty-first session; written before its first run, aimed at
 * none): terms stated as a defined period or by what the agreement covers ('"Agreement Period" means the period from
 * ... to', "The Contract Period is the period beginning on ... and ending on", '"Term" means the period of five (5)
 * years', "The period of this Agreement", "The relationship between the parties ... shall terminate on", "The Parties'
 * cooperation", "This Agreement covers the period from ... through", "The duration of the Services Period", "The
 * Licence Period shall be the period commencing ... and expiring on", "The period during which this Agreement is in
 * force shall end on", "This Agreement governs the relationship of the parties for", "The term of office of the
 * Manager"), and for precision a warranty period and an exclusivity period so defined. First run: 21 of 25 (three
 * placings lost their effective date); the defined "Agreement Period", "covers the period from ... through" and "The
 * period during which this Agreement is in force" each unread in one filing of two (end model 0.47-0.53, under its
 * 0.55), and the exclusivity period read as the term's end in cuad-281, whose definitions run together after "As used
 * herein, the following terms shall be defined as set forth below:", so the veto of another thing's end, which holds no
 * word of the agreement's own, does not apply. 24 of 25 once a definition of the term under any of its names
 * ("Agreement Period", "Contract Period", the "Term", "Expiration Date") opens as the term as the readers' own names
 * do, "covers the period from" is a term's verb and "the period during which this Agreement is in force" is read as
 * "the term of this Agreement".
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_88: DraftedTermClause[] = [
  [
    'The "Agreement Period" means the period from the Effective Date to December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Contract Period is the period beginning on the Effective Date and ending on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['"Term" means the period of five (5) years beginning on the Effective Date.', { years: 5 }],
  [
    'The period of this Agreement shall be from the Effective Date until the second (2nd) anniversary thereof.',
    { years: 2 },
  ],
  [
    'The relationship between the parties established by this Agreement shall terminate on March 31, {Y+4}.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    "The Parties' cooperation under this Agreement shall be for a period of three (3) years from the Effective Date.",
    { years: 3 },
  ],
  [
    'This Agreement covers the period from the Effective Date through September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  ['The duration of the Services Period is twenty-four (24) months from the Effective Date.', { months: 24 }],
  [
    'The Licence Period shall be the period commencing on the Effective Date and expiring on the tenth anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'The period during which this Agreement is in force shall end on December 31, {Y+5}.',
    { yearsLater: 5, on: '12-31' },
  ],
  [
    'This Agreement governs the relationship of the parties for a period of four (4) years after the Effective Date.',
    { years: 4 },
  ],
  ['The term of office of the Manager under this Agreement is two (2) years from the Effective Date.', { years: 2 }],
  ['"Warranty Period" means the period of twelve (12) months from the date of delivery of each Product.', null],
  ['The Exclusivity Period is the period from the Effective Date to December 31, {Y+1}.', null],
];

/**
 * An eighty-ninth held-out term batch (1 December 2026, a fifty-first session; written after the eighty-eighth's mends
 * and before its first run, aimed at none): the term defined under other names ('"Initial Period" means', '"Contract
 * Term" means', '"Agreement Term" means', '"Minimum Term" means', 'The "Term of this Agreement" shall mean'), its last
 * day defined ('As used in this Agreement, the "Expiry Date" means June 30'), what the agreement "covers" in other
 * words ("covers the period commencing on ... and ending on", "This Contract covers the period starting on"), "The
 * period in which this Contract remains in effect", "The period during which this Agreement shall remain in full force
 * and effect shall expire on", and for precision a royalty period so defined, an insurance coverage's period and a name
 * whose meaning is given elsewhere. First run: 18 of 23 (17 of 23 on the code before the eighty-eighth's mends); the
 * defined "Expiry Date" unread in both filings (its date follows "means", which no cue read as an end's: end model
 * 0.29), and three false ends: the royalty period in cuad-138, whose fields run together into one "sentence" under
 * "Terms and Termination:", and the insurance coverage in both filings (insurance is kept out of the veto of other
 * things' ends, as a policy may be the contract itself). 20 of 23 once a date after a defined last day's "means" is
 * cued as an end, as after "The expiry date of this Agreement is".
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_89: DraftedTermClause[] = [
  ['"Initial Period" means the period of three (3) years commencing on the Effective Date.', { years: 3 }],
  [
    '1.12 "Contract Term" means the period beginning on the Effective Date and ending on December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['As used in this Agreement, the "Expiry Date" means June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  [
    'This Agreement covers the period commencing on the Effective Date and ending on the first (1st) anniversary thereof.',
    { years: 1 },
  ],
  [
    'The period in which this Contract remains in effect shall be twenty-four (24) months from the Effective Date.',
    { months: 24 },
  ],
  ['"Agreement Term" means a period of seven (7) years from the Effective Date.', { years: 7 }],
  [
    'The "Term of this Agreement" shall mean the period from the Effective Date until September 30, {Y+3}.',
    { yearsLater: 3, on: '09-30' },
  ],
  ['"Minimum Term" means the thirty-six (36) month period following the Effective Date.', { months: 36 }],
  [
    'This Contract covers the period starting on the Effective Date and ending on March 31, {Y+2}.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'The period during which this Agreement shall remain in full force and effect shall expire on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  ['"Royalty Period" means the period from the Effective Date to December 31, {Y+1}.', null],
  ['The insurance coverage shall cover the period from the Effective Date through December 31, {Y+1}.', null],
  ['"Initial Term" has the meaning given to it in Section 12.1.', null],
];

/**
 * A ninetieth held-out term batch (1 December 2026, a fifty-first session; written after the eighty-eighth's mends and
 * before its first run, aimed at none): terms stated in the passive or with what the agreement is made, entered into,
 * executed, signed, concluded or intended for ("This Agreement is made for a term of", "has been entered into for an
 * initial period of", "The license is granted for a period of", "is executed for a duration of", "is to run for", "is
 * intended to remain in effect until", "It is agreed that this Agreement shall have a duration of", "is valid for the
 * period from ... to", "is effective for a term ending on", "is signed for a period of", "is concluded until"), and for
 * precision exclusive rights granted for a period after which they become non-exclusive. First run: 17 of 21; "is
 * intended to remain in effect until" unread in cuad-044 (not read as opening as the term: end model 0.47), "It is
 * agreed that this Agreement shall have a duration" unread in cuad-067 (ranked third at 0.27, the parties' agreement
 * before its subject; 0.51), and the exclusive rights read as the term's end in both filings (0.73; an exclusive right
 * is kept out of the veto of other things' ends, as a listing's "exclusive right to sell" is its term). 19 of 21 once
 * "is (intended or expected) to" may stand before a term's verb and the parties' agreement that it is so ("It is agreed
 * that", "The parties agree that") is set aside before the subject as a proviso is; the latter also reads the thirty-
 * fifth batch's "The Parties agree that the Agreement will remain valid until" and the seventy-second's "The parties
 * agree that this Agreement shall remain in force until" in one more filing each.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_90: DraftedTermClause[] = [
  ['This Agreement is made for a term of two (2) years from the Effective Date.', { years: 2 }],
  ['This Agreement has been entered into for an initial period of three (3) years.', { years: 3 }],
  ['The license is granted for a period of ten (10) years from the Effective Date.', { years: 10 }],
  ['This Agreement is executed for a duration of five (5) years commencing on the Effective Date.', { years: 5 }],
  ['This Agreement is to run for eighteen (18) months from the Effective Date.', { months: 18 }],
  ['This Agreement is intended to remain in effect until June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['It is agreed that this Agreement shall have a duration of four (4) years.', { years: 4 }],
  [
    'This Agreement is valid for the period from the Effective Date to December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['This Agreement is effective for a term ending on the third (3rd) anniversary of the Effective Date.', { years: 3 }],
  ['This Agreement is signed for a period of one (1) year.', { years: 1 }],
  ['This Agreement is concluded until September 30, {Y+2}.', { yearsLater: 2, on: '09-30' }],
  [
    'The exclusive rights are granted for a period of two (2) years from the Effective Date, after which they shall become non-exclusive.',
    null,
  ],
];

/**
 * A ninety-first held-out term batch (1 December 2026, a fifty-first session; written as a probe of date forms before
 * its first run, aimed at none): an end written as the end of a month ("until the end of June", "at the end of March")
 * and a day written as an ordinal word after its month ("December thirty-first,", "June first,"). First run: 0 of 6
 * (two placings lost their effective date): `findDates` read neither form. 4 of 6 once it reads both (`dates.ts`); the
 * misses are cuad-085, where the heading sentence "8.1 TERM This Agreement shall be effective on the Effective Date and
 * shall terminate in accordance with this Article" ranks first and the end model gives the date 0.546 against its 0.55,
 * and cuad-138, whose fields run together into one "sentence" with the clause.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_91: DraftedTermClause[] = [
  ['This Agreement shall remain in force until the end of June {Y+2}.', { yearsLater: 2, on: '06-30' }],
  ['This Agreement shall expire on December thirty-first, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['The term of this Agreement shall end on June first, {Y+2}.', { yearsLater: 2, on: '06-01' }],
  ['This Agreement will expire at the end of March {Y+1}.', { yearsLater: 1, on: '03-31' }],
];

/**
 * A hundred-and-first held-out renewal batch (1 December 2026, a fifty-first session; written before its first run,
 * aimed at none): automatic renewals in less usual words ("shall be automatically extended ... on each anniversary
 * thereafter", "continue in effect on a year-by-year basis until", "In the absence of written notice of non-renewal
 * ...", "shall roll forward for consecutive periods", "Renewal shall occur automatically", "shall be deemed extended",
 * "renew on a monthly basis until cancelled") with notices in days, months and "no fewer than", a licensee's option to
 * extend by notice, an extension by mutual written agreement, and for precision a statement of work's own renewal.
 * Twelve were written; the twelfth, "written notice of non-renewal on or before October 1 of the then-current term",
 * was expected to give no notice period and gave 304 days, as the product reads a written last day by design (`written-
 * deadline.ts`: the days from it to the end of the term in this filing), so it is left out as wrongly expected. First
 * run: kinds 11 of 11, notices 7 of 8: the notice "no fewer than forty-five (45) days before the roll-forward date" was
 * unread, "roll-forward date" being no day the notice readers know. 8 of 8 once "the roll-over (roll-forward) date" is
 * read as the renewal date, as "rolls over" is read as "renews".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_101: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically extended for one (1) additional year at the end of the Initial Term and on each anniversary thereafter, unless either party notifies the other in writing of its intention not to extend no less than ninety (90) days before such date.',
    'automatic',
    90,
  ],
  [
    "Upon expiration of the Initial Term, the Agreement will continue in effect on a year-by-year basis until either Party provides sixty (60) days' prior written notice of termination.",
    'automatic',
    60,
  ],
  [
    'The term of this Agreement shall be renewed automatically for successive renewal terms of two (2) years each, unless a Party gives notice of non-renewal not later than six (6) months prior to the expiry of the current term.',
    'automatic',
    180,
  ],
  [
    'In the absence of written notice of non-renewal delivered by either Party at least one hundred twenty (120) days before the end of the Initial Term, this Agreement shall be extended for a further period of three (3) years.',
    'automatic',
    120,
  ],
  [
    'The Agreement shall roll forward for consecutive periods of twelve (12) months unless the Customer opts out by notice given no fewer than forty-five (45) days before the roll-forward date.',
    'automatic',
    45,
  ],
  [
    'Renewal shall occur automatically for successive one-year periods unless either party elects not to renew by written notice given not less than one (1) month prior to the end of the then-current term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall be deemed extended for an additional term of one (1) year on the same terms unless either party gives the other written notice of its decision not to extend at least thirty (30) days prior to the scheduled expiration date.',
    'automatic',
    30,
  ],
  [
    "After the Initial Term, this Agreement will automatically renew on a monthly basis until cancelled by either party on fifteen (15) days' written notice.",
    'automatic',
    15,
  ],
  [
    'Licensee shall have the right to extend the term of this Agreement for one additional period of five (5) years by written notice to Licensor given at least one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'The parties may, by mutual written agreement executed not later than sixty (60) days before the end of the Term, extend this Agreement for an additional period to be agreed.',
    'mutual',
    null,
  ],
  [
    "Each Statement of Work shall renew automatically for successive periods of six (6) months unless Customer gives thirty (30) days' notice prior to the end of the then-current period.",
    'none',
    null,
  ],
];

/**
 * A hundred-and-second held-out batch of renewal clauses (1 December 2026, a fifty-second session; written before its
 * first run, aimed at none): notices to stop a renewal in weeks, in months before the period "then in progress", by
 * registered letter, before an anniversary, "thirty (30) days or more before", "a minimum of ... ahead of", an
 * indefinite continuation terminable on months' notice, an option to renew on a year's notice, a renewal at the
 * customer's election, renewals only by a new agreement or by an amendment both sign, and a licence renewed for a
 * fee with no renewal of the agreement. First run: kinds 10 of 11, notices 5 of 6. The miss: "This Agreement renews on
 * each anniversary ... for a further year; a party that does not wish it to renew must tell the other party so in
 * writing thirty (30) days or more before that anniversary" in a filing, where the filings' clause model ranks it
 * nowhere (0.04): "renews" has no weight of its own (CUAD's filings write "renew", "renewed", "automatically
 * renew"), and no word class it holds weighs much; in a short document it is read right (automatic, 30 days).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_102: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive one (1) year terms unless either party gives the other written notice of non-renewal at least eight (8) weeks before the end of the then-current term.',
    'automatic',
    56,
  ],
  [
    'The Term will be extended automatically by successive periods of two (2) years, save where one party informs the other by registered letter, at least three (3) months before the expiry of the period then in progress, that it does not wish to extend.',
    'automatic',
    90,
  ],
  [
    'After the Initial Term, this Agreement shall continue from year to year, and either party may prevent any such continuation by notifying the other not later than one hundred and eighty (180) days before the anniversary of the Effective Date.',
    'automatic',
    180,
  ],
  [
    'This Agreement renews on each anniversary of the Effective Date for a further year; a party that does not wish it to renew must tell the other party so in writing thirty (30) days or more before that anniversary.',
    'automatic',
    30,
  ],
  [
    'At the end of the Initial Term, this Agreement will automatically be extended for additional twelve-month periods (each an "Extension Period") unless the Customer cancels in writing a minimum of sixty (60) days ahead of the end of the Initial Term or the then-current Extension Period.',
    'automatic',
    60,
  ],
  [
    "Following the expiry of the Initial Term this Agreement shall continue indefinitely until terminated by either party giving to the other not less than three (3) months' written notice.",
    'evergreen',
    90,
  ],
  [
    'Licensee may renew this License for one additional term of five (5) years by giving Licensor written notice of renewal at least twelve (12) months before the License expires.',
    'option',
    null,
  ],
  [
    "At the Customer's election, made in writing before the end of the Initial Term, the Subscription shall be renewed for a further term of one (1) year at the rates then in effect.",
    'option',
    null,
  ],
  [
    'This Agreement shall not be renewed except by a new written agreement signed by both parties before the end of the Term.',
    'mutual',
    null,
  ],
  [
    'Any renewal of the Term shall be effected only by an amendment to this Agreement executed by duly authorized officers of both Parties.',
    'mutual',
    null,
  ],
  [
    'The Software License shall be renewed each year upon payment of the annual license fee; this renewal does not extend the term of this Agreement, which ends on the expiry of the Initial Term.',
    'none',
    null,
  ],
];

/**
 * A ninety-second held-out term batch (1 December 2026, a fifty-first session; written after the session's other mends
 * and before its first run, aimed at none): a defined "Service Period", "shall be for the period from ... until", "runs
 * for a fixed period of", "expires two (2) years after", "will lapse at the end of December", "The parties hereby agree
 * that the term ... will be", "It is the intention of the parties that this Agreement shall continue until", "is
 * intended to continue through the fifth (5th) anniversary thereof", "commence ... and remain effective for", "in force
 * from the date of its signature until December thirty-first,", and for precision a marketing plan due by the end of a
 * month and a defined launch period. First run: 17 of 21; the "Service Period" unread in both filings (a definition of
 * another period than the term's), the end of December behind cuad-031's own dates (that filing dates itself in every
 * batch), and "It is the intention of the parties that" unread in cuad-067 (its notice sentence ranks first). 18 of 21
 * once the parties' intention is set aside as their agreement is. The term of what the contract is ("Subscription
 * Term", "Engagement Period", "Lease Term", "License Period") is now a name of the term in definitions, but not a
 * "Services Period": counted so, cuad-076's "SERVICES PERIOD", which ends two years before its "CONTRACT PERIOD", cost
 * a cross-validated end date, so the batch's "Service Period" stays unread.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_92: DraftedTermClause[] = [
  [
    'The "Service Period" shall mean the period commencing on the Effective Date and ending on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be for the period from the Effective Date until March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  ['The Agreement runs for a fixed period of twenty-four (24) months from the Effective Date.', { months: 24 }],
  ['This Agreement expires two (2) years after the Effective Date.', { years: 2 }],
  ['This Agreement will lapse at the end of December {Y+1}.', { yearsLater: 1, on: '12-31' }],
  [
    'The parties hereby agree that the term of this Agreement will be three (3) years from the Effective Date.',
    { years: 3 },
  ],
  [
    'It is the intention of the parties that this Agreement shall continue until June 30, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'This Agreement is effective from the Effective Date and is intended to continue through the fifth (5th) anniversary thereof.',
    { years: 5 },
  ],
  [
    'This Agreement shall commence on the Effective Date and remain effective for thirty-six (36) months.',
    { months: 36 },
  ],
  [
    'The Agreement shall be in force from the date of its signature until December thirty-first, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['The Distributor shall submit a marketing plan by the end of March {Y+1}.', null],
  ['"Launch Period" means the period from the Effective Date to June 30, {Y+1}.', null],
];

/**
 * A ninety-third held-out batch of term clauses (1 December 2026, a fifty-second session; written before its first
 * run, aimed at none): the term stated at a filing's length, each sentence carrying more than the term (a reference
 * to the termination article, a defined Initial Term with a proviso for early termination, extension only by written
 * agreement, an automatic termination "without notice", the distributor's duties during the term, the services'
 * period with a right to end it on notice, successors and assigns bound for a period, survival of named sections, a
 * confidentiality period after expiry), and for precision purchase orders that run until delivered and a term that
 * runs until terminated with "no fixed term" intended. First run: 20 of 21; the miss is "valid and binding upon them
 * and their respective successors ... for a period of four (4) years" in cuad-085, whose dateless heading sentence
 * ranks first.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_93: DraftedTermClause[] = [
  [
    'Subject to the terms and conditions of this Agreement, including without limitation the rights of termination set forth in Article 14, the term of this Agreement shall commence on the Effective Date and shall continue in full force and effect until the fifth (5th) anniversary of the Effective Date, unless sooner terminated as provided herein.',
    { years: 5 },
  ],
  [
    'This Agreement shall become effective on the Effective Date and, unless terminated earlier pursuant to Section 10.2 or Section 10.3, shall remain in effect for a period of three (3) years thereafter (the "Initial Term"), and may be extended thereafter only by written agreement of the parties.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement (the "Initial Term") shall begin on the Effective Date and end on December 31, {Y+2}; provided, however, that Licensee may terminate this Agreement upon ninety (90) days\' written notice to Licensor if the Product fails to obtain regulatory approval.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Except as otherwise provided herein, this Agreement and the rights granted hereunder shall be effective for a period of seven (7) years from the Effective Date, at which time this Agreement shall expire unless the parties agree in writing to extend it.',
    { years: 7 },
  ],
  [
    'This Agreement shall take effect as of the Effective Date and, unless earlier terminated in accordance with its terms, shall continue until the close of business on June 30, {Y+3}, on which date it shall automatically terminate without notice by either party.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'The term of this Agreement shall be for a period of twenty-four (24) months commencing on the Effective Date (the "Term"), during which time Distributor shall use its best efforts to promote and sell the Products throughout the Territory.',
    { months: 24 },
  ],
  [
    "The Consultant shall provide the Services for a period commencing on the Effective Date and ending two (2) years thereafter, unless this Agreement is terminated earlier by either party upon thirty (30) days' prior written notice.",
    { years: 2 },
  ],
  [
    'The Parties agree that this Agreement shall be valid and binding upon them and their respective successors and permitted assigns for a period of four (4) years following the Effective Date, after which it shall lapse unless renewed by the Parties in writing.',
    { years: 4 },
  ],
  [
    'This Agreement shall continue in effect from the Effective Date through and including March 31, {Y+4}, and shall thereafter terminate, except that the provisions of Sections 8, 9 and 12 shall survive any such termination.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'Unless otherwise terminated as provided in this Article 9, this Agreement shall have an initial term of ten (10) years commencing on the Effective Date, and the obligations of confidentiality hereunder shall continue for five (5) years after its expiration or termination.',
    { years: 10 },
  ],
  [
    'Nothing in this Agreement shall be construed to limit the term of any Purchase Order issued hereunder, each of which shall remain in effect until the Products ordered thereunder have been delivered and paid for in full.',
    null,
  ],
  [
    'This Agreement shall commence on the Effective Date and shall continue in full force and effect until terminated by either party in accordance with Section 11, it being understood that no fixed term is intended.',
    'perpetual',
  ],
];

/**
 * A ninety-fourth held-out batch of term clauses (1 December 2026, a fifty-second session; written before its first
 * run, aimed at none): the term's sentence followed in the same passage by a sentence with a date or length of
 * something else, as term sections often hold them (a first shipment's deadline, a minimum royalty's first due date,
 * an exclusivity in the first months, a meeting to discuss an extension, a product warranty, a rent review on an
 * anniversary, a salary review, statements of work that run beyond the end, prices fixed for a first year, a first
 * release's deadline, a trademark sell-off period), and for precision a project schedule's phase with no term. First
 * run: 21 of 21.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_94: DraftedTermClause[] = [
  [
    'This Agreement shall remain in effect for three (3) years from the Effective Date. The first shipment of Products shall be delivered no later than March 31, {Y+1}.',
    { years: 3 },
  ],
  [
    'The term of this Agreement shall end on December 31, {Y+2}. Licensee shall pay the minimum royalty for each calendar year, the first such payment being due on January 31, {Y+1}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall continue in force for a period of five (5) years. During the first eighteen (18) months of the term, Distributor shall have the exclusive right to sell the Products in the Territory.',
    { years: 5 },
  ],
  [
    'The Initial Term shall run from the Effective Date until June 30, {Y+3}. The parties shall meet no later than December 31, {Y+2} to discuss whether to extend this Agreement.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    "This Agreement expires on the fourth (4th) anniversary of the Effective Date. Supplier's warranty for each Product shall run for twenty-four (24) months from its delivery.",
    { years: 4 },
  ],
  [
    'The term of this Lease is ten (10) years, commencing on the Effective Date. Rent shall first be reviewed on the fifth (5th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    "Company shall employ Executive for a term of two (2) years beginning on the Effective Date. Executive's base salary shall be reviewed on March 1, {Y+1}.",
    { years: 2 },
  ],
  [
    'This Agreement shall be in effect until September 30, {Y+2}. Any Statement of Work in progress on that date shall continue until completed, but in no event beyond March 31, {Y+3}.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'The term of this Agreement is thirty-six (36) months from the Effective Date. The pricing set out in Schedule B is fixed for the first twelve (12) months of the term.',
    { months: 36 },
  ],
  [
    'This Agreement shall terminate on the seventh (7th) anniversary of the Effective Date. Licensor shall deliver the first software release no later than ninety (90) days after the Effective Date.',
    { years: 7 },
  ],
  [
    'The Services shall be performed in accordance with the Project Schedule. The Project Schedule currently anticipates completion of Phase 1 by June 30, {Y+1}.',
    null,
  ],
  [
    "This Agreement shall commence on the Effective Date and continue for one (1) year. The Licensee's right to use the Trademarks shall continue for a sell-off period of six (6) months after expiry.",
    { years: 1 },
  ],
];

/**
 * A ninety-fifth held-out batch of term clauses (1 December 2026, a fifty-second session; written before its first
 * run, aimed at none): a term counted from a start day written in the clause, later than the effective date (a
 * commencement on a later first of the month, services beginning on a later January 1, a commencement date named in
 * brackets, a rent commencement date the parties agree, the first delivery's day, a year running from a day through
 * the day before it, the calendar years covered, seasons, expiry years "after such date"), and for precision a
 * minimum purchase commitment counted from a later day. First run: 15 of 17 placings that kept their effective date
 * (three read the later start day as the effective date, and are left out as no test of the term); the two misses
 * are "covers the calendar years 2007 through 2009", a range of years with no day written, which no reader counts.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_95: DraftedTermClause[] = [
  [
    'The term of this Agreement shall commence on July 1, {Y+1} and continue for three (3) years thereafter.',
    { yearsLater: 4, on: '07-01' },
  ],
  [
    'Services shall be provided under this Agreement for a period of twenty-four (24) months beginning January 1, {Y+1}.',
    { yearsLater: 3, on: '01-01' },
  ],
  [
    'This Agreement shall have a term of five (5) years from April 1, {Y+1} (the "Commencement Date").',
    { yearsLater: 6, on: '04-01' },
  ],
  [
    'The Lease Term shall be ten (10) years commencing on the Rent Commencement Date, which the parties agree is October 1, {Y+1}.',
    { yearsLater: 11, on: '10-01' },
  ],
  [
    'This Agreement shall run for two (2) years from March 15, {Y+1}, the date on which the first Product is to be delivered.',
    { yearsLater: 3, on: '03-15' },
  ],
  [
    'The term of this Agreement is one (1) year, running from September 1, {Y+1} through August 31, {Y+2}.',
    { yearsLater: 2, on: '08-31' },
  ],
  ['This Agreement covers the calendar years {Y+1} through {Y+3}.', { yearsLater: 3, on: '12-31' }],
  [
    'This Agreement shall be effective for the {Y+1} and {Y+2} seasons, and shall end on November 30, {Y+2}.',
    { yearsLater: 2, on: '11-30' },
  ],
  [
    'The term of this Agreement shall commence on February 1, {Y+1} and shall expire five (5) years after such date.',
    { yearsLater: 6, on: '02-01' },
  ],
  ['The Minimum Purchase Commitment shall apply for three (3) years from July 1, {Y+1}.', null],
];

/**
 * A ninety-sixth held-out batch of term clauses (1 December 2026, a fifty-fourth session; written before its first
 * run, aimed at none): the term with the qualifiers filings put on it ("to wit, from ... until", "consecutive months",
 * an initial term "ending on" a date, the earlier of a date and a merger's closing, the later of a date and work in
 * progress, a length "starting from the date of its signing", a labelled "Term: the Effective Date through" a date,
 * months "after" the start and then until terminated, an initial period then year to year, a "validity period" from
 * signature), and for precision a term coterminous with another agreement's, royalties paid through a date and an
 * exclusivity of years. First run: 21 of 23 placings that kept their effective date; the misses are of two kinds the
 * README already lists: "Term: the Effective Date through June 30" unread in cuad-067 (its own dateless term heading
 * ranks first, as in other batches), and the royalties' "through December 31" taken for the end in cuad-279 at 0.55,
 * the end model's threshold (a date of something else written alone where a term would stand). Nothing mended.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_96: DraftedTermClause[] = [
  [
    'The term of this Agreement shall be two (2) years, to wit, from the Effective Date until the second anniversary thereof.',
    { years: 2 },
  ],
  ['This Agreement shall be effective for twelve (12) consecutive months from the Effective Date.', { months: 12 }],
  [
    'This Agreement shall be for an initial term ending on December 31, {Y+3} (the "Initial Term").',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement shall terminate on the earlier of (i) June 30, {Y+2}, or (ii) the closing of the Merger.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'This Agreement shall continue until the later of (a) March 31, {Y+4} or (b) the completion of all Services then in progress.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'The duration of this Agreement is three (3) years starting from the date of its signing by both Parties.',
    { years: 3 },
  ],
  ['Term: the Effective Date through June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  [
    "This Agreement shall remain in effect for sixty (60) months after the Effective Date, and thereafter until terminated by either party on ninety (90) days' written notice.",
    { months: 60 },
  ],
  [
    'Subject to Article 12, this Agreement shall continue in force for an initial period of four (4) years commencing on the Effective Date (the "Initial Period") and shall then continue from year to year unless terminated by either party.',
    { years: 4 },
  ],
  [
    'The Parties agree that the validity period of this Agreement is one (1) year from the date of signature.',
    { years: 1 },
  ],
  ['The term of this Agreement shall be coterminous with the term of the Supply Agreement.', null],
  ['Licensee shall pay royalties on Net Sales made through December 31, {Y+5}.', null],
  ["The Distributor's exclusivity in the Territory shall last for three (3) years from the Effective Date.", null],
];

/**
 * A hundred-and-third held-out batch of renewal clauses (1 December 2026, a fifty-fourth session; written before its
 * first run, aimed at none): renewal terms unless, not later than a number of days before the expiration, a party gives
 * notice that it does not intend to renew; from year to year unless terminated on notice; a franchisee's option to
 * renew with notice between six and twelve months before; additional periods as the parties may mutually agree;
 * consecutive renewal terms each a "Renewal Term" unless notice of non-renewal before the end of the Initial Term or
 * the then-current Renewal Term, as applicable; an election not to renew, otherwise an additional term; a customer's
 * option for two successive terms; good-faith negotiation with no extension unless both sign; and for precision
 * insurance policies renewed annually and a lease's renewal that does not extend the agreement. First run: kinds 10 of
 * 10, renewing or not 10 of 10, notices 4 of 4.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_103: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for successive one (1) year terms unless, not later than ninety (90) days before the expiration of the then current term, either party gives notice to the other that it does not intend to renew.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall continue in effect thereafter from year to year unless terminated by either party upon sixty (60) days prior written notice.',
    'automatic',
    60,
  ],
  [
    'Franchisee may, at its option, renew the franchise for one additional term of ten (10) years, provided that Franchisee gives Franchisor written notice of its election to renew not less than six (6) months nor more than twelve (12) months prior to the expiration of the Term.',
    'option',
    null,
  ],
  [
    'The Term may be extended for such additional periods as the Parties may mutually agree in writing.',
    'mutual',
    null,
  ],
  [
    'Upon expiration of the Initial Term, this Agreement shall automatically continue for consecutive renewal terms of two (2) years each (each, a "Renewal Term"), unless either Party provides written notice of non-renewal at least one hundred eighty (180) days prior to the end of the Initial Term or the then-current Renewal Term, as applicable.',
    'automatic',
    180,
  ],
  [
    'Either party may elect not to renew this Agreement by giving the other party written notice of such election no later than thirty (30) days before the end of the then-current Term; otherwise, this Agreement shall renew for an additional one-year Term.',
    'automatic',
    30,
  ],
  [
    'This Agreement shall be renewable for two (2) successive terms of three (3) years each at the option of Customer, exercisable by written notice delivered to Supplier not less than ninety (90) days before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'The parties shall negotiate in good faith the terms of any extension of this Agreement no later than six (6) months before its expiration; absent a written extension signed by both parties, this Agreement shall expire at the end of the Term.',
    'mutual',
    null,
  ],
  [
    'Seller shall renew its insurance policies annually and provide certificates of insurance to Buyer within thirty (30) days of each renewal.',
    'none',
    null,
  ],
  ['Any renewal of the Lease for the Premises shall not extend the term of this Agreement.', 'none', null],
];

/**
 * A ninety-seventh held-out batch of term clauses (1 December 2026, a fifty-fourth session; written after the
 * ninety-sixth's first run and before its own, aimed at none): the term pointed to from a definition and stated in the
 * section it names, "the period of this Agreement shall be from ... to" an anniversary, "binding upon the parties for a
 * period of", an expiry "on the date that is" months after, a date "unless extended by written agreement", "enters into
 * force ... and shall remain in force for", a length in figures alone, "shall run until ... and shall then expire
 * automatically", an initial term "beginning on", and for precision a licence's term to an anniversary of an undated
 * first sale, a product warranty and a purchase order's validity. First run: 21 of 21 placings that kept their
 * effective date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_97: DraftedTermClause[] = [
  [
    '"Term" has the meaning set forth in Section 10.1. 10.1 Term. This Agreement shall commence on the Effective Date and expire on the fifth (5th) anniversary thereof.',
    { years: 5 },
  ],
  [
    'The period of this Agreement shall be from the Effective Date to the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall be binding upon the parties for a period of eighteen (18) months from the Effective Date.',
    { months: 18 },
  ],
  ['This Agreement will expire on the date that is thirty-six (36) months after the Effective Date.', { months: 36 }],
  [
    'Unless extended by written agreement of the parties, this Agreement shall terminate on September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'This Agreement enters into force on the Effective Date and shall remain in force for a period of six (6) years.',
    { years: 6 },
  ],
  ['The Agreement term is 2 years from the Effective Date.', { years: 2 }],
  [
    'This Agreement shall run until December 31, {Y+2} and shall then expire automatically.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Parties agree that this Agreement is effective for an initial term of seven (7) years, beginning on the Effective Date.',
    { years: 7 },
  ],
  [
    'The term of the license granted hereunder and of this Agreement shall extend until the tenth (10th) anniversary of the first commercial sale of the Product.',
    null,
  ],
  ['The warranty period for each Product shall be eighteen (18) months from the date of shipment.', null],
  ['Each Purchase Order shall be valid for ninety (90) days from its date of issue.', null],
];

/**
 * A ninety-eighth held-out batch of term clauses (1 December 2026, a fifty-fourth session; written after the
 * ninety-seventh's first run and before its own, aimed at none): rarer verbs and frames for the term ("subsist",
 * "endure", "last until", "the life of this Agreement"), a letter agreement in effect through a date, a labelled
 * "Contract Period:", an employment period, valid "through and including" an anniversary, the Initial Term "being the
 * period of", an end when the fifth Contract Year ends with the year defined in the same sentence, and for precision a
 * construction deadline and rebates accruing for years. First run: 18 of 21. "Rebates under this Agreement shall accrue
 * for a period of two (2) years from the Effective Date" ended the term in both its filings at 0.77: a sentence whose
 * subject is a payment stream or an exclusivity ends no term now, though it names the agreement in passing
 * (`speaksOfAnotherSubject`; no CUAD reading moved): 20 of 21. The other miss is cuad-137, whose own term heading ranks
 * first (the Contract Year defined in the same sentence is read in the other filing).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_98: DraftedTermClause[] = [
  ['This letter agreement shall remain in effect through June 30, {Y+1}.', { yearsLater: 1, on: '06-30' }],
  ['Contract Period: the Effective Date to December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['The Employment Period shall be three (3) years from the Effective Date.', { years: 3 }],
  ['This Agreement shall subsist for a period of five (5) years from the Effective Date.', { years: 5 }],
  [
    'This Agreement shall be valid from the Effective Date through and including the fourth (4th) anniversary thereof.',
    { years: 4 },
  ],
  ['The Agreement shall last until June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  [
    'This Agreement shall be in effect for the Initial Term, being the period of two (2) years from the Effective Date.',
    { years: 2 },
  ],
  ['This Agreement shall endure for a term of ten (10) years.', { years: 10 }],
  ['The life of this Agreement shall be three (3) years from the Effective Date.', { years: 3 }],
  [
    'The term of this Agreement commences on the Effective Date and ends on the date on which the fifth (5th) Contract Year ends, a Contract Year being each successive period of twelve (12) months beginning on the Effective Date.',
    { years: 5 },
  ],
  ['The Company shall complete the construction of the Facility no later than December 31, {Y+2}.', null],
  ['Rebates under this Agreement shall accrue for a period of two (2) years from the Effective Date.', null],
];

/**
 * A hundred-and-fourth held-out batch of renewal clauses (1 December 2026, a fifty-fourth session; written after the
 * hundred-and-third's first run and before its own, aimed at none): notices written in ways filings do (a right to
 * terminate at the end of any term on notice, "absent such notice" renewal; a customer's cancellation before the renewal
 * date; an election to terminate "by written notice delivered not less than four (4) months before expiration"; "at
 * least two (2) months in advance"; a window of no later than 120 and no earlier than 180 days; ten business days before
 * each anniversary; a right to prevent the renewal on notice), a tenant's two options to extend on nine months' notice,
 * and for precision a price increase's notice upon a renewal and a product's discontinuance on notice. First run: kinds
 * 10 of 10, notices 6 of 7: the window "no later than one hundred twenty (120) days and no earlier than one hundred
 * eighty (180) days before the end" read no notice (a far end "no earlier than" was not read as one, "not more than"
 * was); it is now (`notice-words.ts`): 7 of 7, no CUAD reading moved.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_104: DraftedRenewalClause[] = [
  [
    "Either party may terminate this Agreement at the end of the Initial Term or any Renewal Term by giving at least ninety (90) days' prior written notice; absent such notice, this Agreement shall renew for successive one-year periods.",
    'automatic',
    90,
  ],
  [
    'This Agreement will automatically renew for additional twelve (12) month periods unless Customer cancels in writing no fewer than forty-five (45) days prior to the renewal date.',
    'automatic',
    45,
  ],
  [
    'This Agreement shall be extended for successive two-year periods unless either party, by written notice delivered not less than four (4) months before expiration, elects to terminate it.',
    'automatic',
    120,
  ],
  [
    'At the end of the Initial Term, the Agreement will renew for one (1) year terms unless terminated in writing by either party at least two (2) months in advance.',
    'automatic',
    60,
  ],
  [
    'This Agreement shall automatically renew for successive terms of one (1) year unless either party notifies the other of its intent not to renew no later than one hundred twenty (120) days and no earlier than one hundred eighty (180) days before the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'The term of this Agreement will be automatically extended for one additional year on each anniversary of the Effective Date, unless one of the parties gives written notice of its desire not to extend at least ten (10) business days before such anniversary.',
    'automatic',
    14,
  ],
  [
    'Unless otherwise agreed, this Agreement shall renew for successive one-year terms; either party may prevent such renewal by giving written notice to the other party at least thirty (30) days before the end of the term then in effect.',
    'automatic',
    30,
  ],
  [
    'Tenant shall have two (2) options to extend the Term for five (5) years each, by giving Landlord written notice at least nine (9) months prior to the expiration of the then-current Term.',
    'option',
    null,
  ],
  [
    'Notice of any price increase shall be given at least sixty (60) days before it takes effect, and no price increase shall take effect upon any renewal without such notice.',
    'none',
    null,
  ],
  [
    "Supplier shall give Buyer at least one hundred eighty (180) days' notice before discontinuing any Product.",
    'none',
    null,
  ],
];

/**
 * A ninety-ninth held-out batch of term clauses (1 December 2026, a fifty-fourth session; written after the
 * ninety-eighth's mend and before its own first run, aimed at none): "until the expiry of" years from a day, "from ...
 * up to and including" a date, "a duration of ... counted from", a year's term "which term may be renewed as provided
 * in", "until midnight on", "the date falling" years after, "has a fixed term of" months, "beginning as of", and for
 * precision reports due quarterly for a period of years, a discount for invoices of the first months and an inventory
 * of sixty days of sales. First run: 18 of 19 placings that kept their effective date; the miss is no misreading of
 * the batch's: with its term passage replaced by the reports' sentence, cuad-093 still states its five years in its
 * renewal sentence ("Thereafter, this Agreement shall automatically renew ..."), and that is the end read (0.65).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_99: DraftedTermClause[] = [
  ['This Agreement shall continue in force until the expiry of five (5) years from the Effective Date.', { years: 5 }],
  [
    'The term of this Agreement shall run from the Effective Date up to and including December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['This Agreement shall have a duration of three (3) years counted from the Effective Date.', { years: 3 }],
  [
    'This Agreement shall be effective for a term of one (1) year from the Effective Date, which term may be renewed as provided in Section 12.',
    { years: 1 },
  ],
  [
    'The Agreement shall be in effect from the Effective Date until midnight on June 30, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'Unless terminated sooner, this Agreement will end on the date falling five (5) years after the Effective Date.',
    { years: 5 },
  ],
  ['This Agreement takes effect on the Effective Date and has a fixed term of 36 months.', { months: 36 }],
  ['The term hereof shall be eight (8) years, beginning as of the Effective Date.', { years: 8 }],
  [
    'The Licensee shall provide quarterly reports within forty-five (45) days after the end of each calendar quarter for a period of five (5) years.',
    null,
  ],
  [
    'All invoices issued during the first twelve (12) months from the Effective Date shall be subject to a discount of five percent.',
    null,
  ],
  ['The Distributor shall maintain an inventory of Products sufficient for sixty (60) days of sales.', null],
];

/**
 * A hundredth held-out batch of term clauses (1 December 2026, a fifty-fourth session; written after the ninety-ninth's
 * first run and before its own, aimed at none): the term as filings translated or drafted outside the United States
 * write it ("The validity of this Agreement is ... starting from the date of signing and sealing", "valid until 31
 * December", "The cooperation period under this Agreement is from ... to", "i.e. from ... until the third anniversary
 * thereof", "2 (two) years from the date of its execution", "the 31st day of March", "The tenure of this Agreement",
 * "valid till 31.12."), a term extendable upon mutual consent, and for precision tooling kept for years after the last
 * delivery, payment within sixty days and a review every six months. First run: 19 of 21; "valid till 31.12.2002" read
 * no end in both its filings ("till" was no "until" to any reader of ends). The text now reads "till" before a date or
 * a day as "until" (`normalize.ts`; CUAD's 214 texts hold one, "payment till the June", and no reading moved): 21 of 21.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_100: DraftedTermClause[] = [
  [
    'The validity of this Agreement is five (5) years, starting from the date of signing and sealing by both Parties.',
    { years: 5 },
  ],
  [
    'This Agreement shall come into effect upon signature by both Parties and shall be valid until 31 December {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The cooperation period under this Agreement is from the Effective Date to 30 June {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'This Agreement shall be valid for a term of three years, i.e. from the Effective Date until the third anniversary thereof.',
    { years: 3 },
  ],
  [
    'The Agreement shall be effective for ten (10) years from the Effective Date and may be extended upon mutual consent of the parties.',
    { years: 10 },
  ],
  ['This Contract shall be valid for 2 (two) years from the date of its execution.', { years: 2 }],
  ['The term of this Agreement shall expire on the 31st day of March, {Y+1}.', { yearsLater: 1, on: '03-31' }],
  [
    'The tenure of this Agreement shall be a period of thirty-six (36) months commencing from the Effective Date.',
    { months: 36 },
  ],
  ['This Agreement shall be valid till 31.12.{Y+2}.', { yearsLater: 2, on: '12-31' }],
  [
    'The Supplier shall keep the tooling in good condition for a period of five (5) years after the last delivery.',
    null,
  ],
  ['Payment shall be made within sixty (60) days from the date of invoice.', null],
  ['The service level review shall take place every six (6) months.', null],
];

/**
 * A hundred-and-first held-out batch of term clauses (1 December 2026, a fifty-fourth session; written after the
 * hundredth's mend and before its own first run, aimed at none): the term with its two ends in other orders and frames
 * ("From and after the Effective Date through and until" a date, "this Agreement shall remain"; "For the period beginning
 * on ... and ending on ... (the "Term"), Supplier shall supply"; "is for the period of one (1) year and shall expire one
 * (1) year from"; "enter into this Agreement for a term of 4 (four) years"; "The Term: commencing on ... and ending on";
 * "shall expire, unless sooner terminated, on the fifth (5th) anniversary"; "through the later of" a date or a last
 * statement of work; an anniversary "unless extended by the mutual written agreement"), and for precision a covenant
 * surviving termination, an annual report due by a date, and the first Contract Year's end. First run: 14 of 19. Two
 * misses are hosts whose own dateless term heading ranks first (cuad-085, cuad-067); in cuad-093 the end read is the
 * host's own, from its renewal sentence once its term passage is replaced, not the covenant's (as in the
 * ninety-ninth batch); and "The first Contract Year shall begin on the Effective Date and end on December 31" ended the
 * term in both its filings at 0.68. A sentence whose subject is the first (second, ..., last) year, quarter, month or
 * period of something, and that never names the agreement, is now one of many things' (`speaksOfInstancesOnly`): 15 of
 * 19, the other placing's clause being run into cuad-138's one long "sentence" of fields.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_101: DraftedTermClause[] = [
  [
    'From and after the Effective Date through and until June 30, {Y+3}, this Agreement shall remain in full force and effect.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'For the period beginning on the Effective Date and ending on March 31, {Y+2} (the "Term"), Supplier shall supply the Products to Buyer.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'This Agreement is for the period of one (1) year and shall expire one (1) year from the Effective Date.',
    { years: 1 },
  ],
  ['The Parties enter into this Agreement for a term of 4 (four) years.', { years: 4 }],
  ['The Term: commencing on the Effective Date and ending on September 30, {Y+1}.', { yearsLater: 1, on: '09-30' }],
  [
    'This Agreement shall be effective as of the Effective Date and shall expire, unless sooner terminated, on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'This Agreement shall remain in effect through the later of December 31, {Y+2} or the completion of the final Statement of Work.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall expire on the third (3rd) anniversary of the Effective Date unless extended by the mutual written agreement of the Parties.',
    { years: 3 },
  ],
  [
    "The Consultant's non-competition covenant shall survive for two (2) years following the termination of this Agreement.",
    null,
  ],
  ['The Company shall deliver the Annual Report by March 31, {Y+1} and each year thereafter.', null],
  ['The first Contract Year shall begin on the Effective Date and end on December 31, {Y+0}.', null],
];

/**
 * Written before its first run (2 December, fifty-eighth session): terms as filings word them in the words this set
 * had not used yet ("to and including", "a period ending", "the day immediately preceding", "after the date first
 * written above", a term by months "thereafter", an initial period then until notice, a licence "upon the expiration
 * of", a perpetual term); for precision insurance kept after the term, a purchase order's expiry, targets through a
 * date and warrants exercisable to an anniversary. First run: 26 of 32 placings. The warrants "issued pursuant to this
 * Agreement" ended the term in both their filings (now another subject's, `speaksOfAnotherSubject` in term-cues.ts:
 * 28 of 32); left: "the day immediately preceding the first anniversary" beside "one (1) year" reads the anniversary,
 * as CUAD's annotators write such ends; cuad-085's dateless term heading ranks first; cuad-306 still states its own
 * term elsewhere.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_102: DraftedTermClause[] = [
  [
    'The term of this Agreement (the "Term") shall commence on the Effective Date and shall continue until the date that is forty-eight (48) months thereafter, unless terminated earlier pursuant to Article 14.',
    { months: 48 },
  ],
  [
    'This Agreement shall continue in force for an initial period of seven (7) years from the Effective Date (the "Initial Period") and thereafter until terminated by either party on not less than twelve (12) months\' notice.',
    { years: 7 },
  ],
  [
    'Subject to the provisions of Section 10.2, the term hereof shall be from the Effective Date to and including December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Agreement shall be in effect for ten (10) years after the date first written above.', { years: 10 }],
  ['Term. Three years from the Effective Date.', { years: 3 }],
  [
    'This License shall terminate upon the expiration of three (3) years from the Effective Date, unless renewed as provided below.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement shall be a period of sixty (60) months, beginning on the Effective Date.',
    { months: 60 },
  ],
  [
    'This Agreement will remain in effect until December 31, {Y+1}, and may be extended thereafter upon the mutual written agreement of the parties.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'Unless terminated earlier as provided herein, the Term of this Agreement will be for a period ending two (2) years after the Effective Date.',
    { years: 2 },
  ],
  [
    'Notwithstanding anything to the contrary herein, this Agreement shall automatically terminate on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['The Agreement shall be valid for a period of eighteen (18) months from the Effective Date.', { months: 18 }],
  [
    'This Agreement shall become effective on the Effective Date and remain in force for a term ending on the tenth anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'The term of the Agreement is one (1) year, commencing on the Effective Date, with the last day of the Term being the day immediately preceding the first anniversary of the Effective Date.',
    { years: 1, dayBefore: true },
  ],
  [
    'This Agreement shall commence on the Effective Date and shall continue in perpetuity unless terminated by mutual written agreement of the parties.',
    'perpetual',
  ],
  [
    'The Company shall maintain the insurance required by this Section for a period of three (3) years after the expiration or termination of this Agreement.',
    null,
  ],
  [
    'Any purchase order issued hereunder shall expire ninety (90) days after its date of issue if not accepted by Supplier.',
    null,
  ],
  [
    'The Distributor shall achieve the minimum purchase targets set forth in Exhibit B for each year through December 31, {Y+2}.',
    null,
  ],
  [
    'The warrants issued pursuant to this Agreement shall be exercisable until the fifth anniversary of the Effective Date.',
    null,
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session): renewals as filings word them ("extended
 * automatically for additional terms", "from year to year ... prior to the anniversary date", "tacitly renewed ... by
 * registered letter", "provided that neither Party has served", a distributor's notice "on or before the date that is",
 * an extension at the company's sole discretion, a continuation "indefinitely" on six months' notice, an option with a
 * notice window, a renewal by mutual agreement before expiry); for precision insurance renewed annually and a
 * termination for convenience. First run: kinds 11 of 11, notices 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_105: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term, this Agreement shall be extended automatically for additional terms of one (1) year each, unless either party gives written notice of non-extension to the other at least sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
  ],
  [
    "This Agreement shall renew from year to year thereafter unless terminated by either party upon ninety (90) days' written notice prior to the anniversary date.",
    'automatic',
    90,
  ],
  [
    'Licensee may extend the Term for one additional period of five (5) years by giving Licensor written notice of extension no later than six (6) months prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'The parties may, by mutual written agreement executed no later than the expiration of the Term, renew this Agreement for a further period of two (2) years.',
    'mutual',
    null,
  ],
  [
    "Upon expiry of the initial term the Agreement shall be tacitly renewed for successive periods of twelve (12) months, unless terminated by registered letter with three (3) months' notice before the expiry of the current period.",
    'automatic',
    90,
  ],
  [
    'This Agreement shall thereafter be renewed automatically for consecutive two-year terms, provided that neither Party has served a notice of termination on the other at least one hundred twenty (120) days prior to the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'Unless Distributor notifies Supplier in writing on or before the date that is forty-five (45) days prior to the last day of the Term that it does not wish to renew, the Term shall be extended by one (1) year.',
    'automatic',
    45,
  ],
  [
    'This Agreement may be renewed for additional one-year terms at the sole discretion of the Company upon written notice to the Consultant.',
    'option',
    null,
  ],
  [
    "The Agreement shall remain in force indefinitely after the Initial Term until terminated by either party giving not less than six (6) months' prior written notice.",
    'evergreen',
    180,
  ],
  [
    'The Licensee shall renew its product liability insurance policy annually during the Term and provide the Licensor with certificates of such renewal.',
    'none',
    null,
  ],
  [
    "Either party may terminate this Agreement for convenience upon sixty (60) days' prior written notice to the other party.",
    'none',
    null,
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session), aimed at precision: the dates and lengths of other
 * things in sentences that name the agreement (a sell-off period, survival, an option exercisable to a date, the last
 * instalment, a firm price, the first order's deadline, a pricing review, an audit right, a pilot phase, a right to
 * terminate after an anniversary, a floor on termination), and three ends beside another thing's date in the same
 * sentence. First run: 20 of 25 placings. Firm prices "set out in Exhibit A to this Agreement" and a "Pilot Phase under
 * this Agreement" ended the term (now another thing's: a phase is one, and the agreement named only as what a thing
 * belongs to no longer makes the sentence the agreement's, `speaksOfOtherThingsOnly` in term-cues.ts): 23 of 25. Left:
 * a right to terminate "at any time after the second anniversary" read as the end at 0.56 in one host (cuad-137), and
 * cuad-031's own exclusive rights for ten years.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_103: DraftedTermClause[] = [
  [
    'Licensee shall have the right to sell off its inventory of Licensed Products for a period of six (6) months after the expiration of this Agreement.',
    null,
  ],
  [
    "The Company's obligations under Section 7 of this Agreement shall survive for a period of three (3) years following the termination of this Agreement.",
    null,
  ],
  ['The option granted under this Agreement may be exercised at any time until June 30, {Y+1}.', null],
  [
    'The Purchase Price under this Agreement shall be paid in three instalments, the last of which is due on December 31, {Y+2}.',
    null,
  ],
  [
    'The Supplier shall hold the prices set out in Exhibit A to this Agreement firm until the first anniversary of the Effective Date.',
    null,
  ],
  [
    'The Distributor shall place its first order under this Agreement no later than ninety (90) days after the Effective Date.',
    null,
  ],
  ['The Parties shall review the pricing under this Agreement on the first anniversary of the Effective Date.', null],
  [
    "The Licensor may audit the Licensee's records relating to this Agreement for three (3) years after the end of each calendar year.",
    null,
  ],
  ['The Pilot Phase under this Agreement shall end six (6) months after the Effective Date.', null],
  [
    "The Company may terminate this Agreement at any time after the second anniversary of the Effective Date upon ninety (90) days' written notice.",
    null,
  ],
  ['This Agreement may not be terminated by either party for convenience before December 31, {Y+1}.', null],
  [
    'This Agreement shall remain in effect until December 31, {Y+3}; provided, however, that Sections 5, 7 and 9 shall survive any expiration or termination hereof.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    "The term of this Agreement shall be three (3) years from the Effective Date; the Distributor's exclusivity, however, shall end on the first anniversary of the Effective Date.",
    { years: 3 },
  ],
  [
    'This Agreement shall expire on June 30, {Y+2}, except that the Licensee may sell off its inventory of Licensed Products for six (6) months thereafter.',
    { yearsLater: 2, on: '06-30' },
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session), after the hundred-and-third's mends and aimed at
 * precision again: other deadlines and periods in sentences that name the agreement (a renewal's negotiation, an
 * ordering period, a registration statement, a source-code deposit, a promotional period, invoices, a bonus period,
 * the first delivery, a right of first refusal, a most-favoured-customer clause), and three ends whose sentences name
 * another thing beside the agreement. First run: 14 of 23 placings. A promotional and a bonus period and a right of
 * first refusal ended the term in both their filings (now other things' ends, `OTHER_THINGS` in term-cues.ts): 19 of
 * 23. Left: the promotional period under a host's own heading run into it ("1.2 Term The Promotional Period ...",
 * cuad-031), the first delivery's deadline under cuad-201's "8.1 Term." at 0.65, "The Term of this Agreement and of
 * each Statement of Work under it ends on" read as no end in cuad-280, and cuad-093's own renewal sentence.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_104: DraftedTermClause[] = [
  [
    'The parties shall negotiate in good faith the terms of any renewal of this Agreement no later than June 30, {Y+2}.',
    null,
  ],
  [
    'The Customer may order Services under this Agreement during the Ordering Period, which ends on March 31, {Y+1}.',
    null,
  ],
  [
    'The Company shall file the registration statement contemplated by this Agreement no later than September 30, {Y+1}.',
    null,
  ],
  [
    'Licensor shall deposit the Source Code with the escrow agent under this Agreement within thirty (30) days after the Effective Date.',
    null,
  ],
  ['The Promotional Period under this Agreement shall run from the Effective Date until December 31, {Y+1}.', null],
  ['All invoices issued under this Agreement are payable within forty-five (45) days of receipt.', null],
  ['The Bonus Period under this Agreement ends on the first anniversary of the Effective Date.', null],
  [
    'Delivery of the first Product under this Agreement shall occur no later than the date that is nine (9) months after the Effective Date.',
    null,
  ],
  [
    'The right of first refusal granted in this Agreement shall remain in effect until the third anniversary of the Effective Date.',
    null,
  ],
  ['The most-favoured-customer pricing in this Agreement applies until June 30, {Y+2}.', null],
  [
    "Subject to the Licensee's right to sell off its inventory, this Agreement shall terminate on December 31, {Y+4}.",
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'This Agreement, including the warranties and price protection it provides, expires on the third anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'The Term of this Agreement and of each Statement of Work under it ends on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session), after the hundred-and-fourth's mends and aimed at
 * precision a third time: a fee obligation, a sublicence, spare parts after the last delivery, a purchase commitment, a
 * research term, a development period, parts after the end of the agreement, an option, an exclusive negotiation period,
 * a lease the agreement refers to and a launch deadline, in sentences that name the agreement; and two ends beside a
 * research term and an option. First run: 12 of 23 placings. A research term, a development period and an exclusive
 * negotiation period ended the term in both their filings, and "This Agreement shall remain in force until December
 * 31, ..., and the Research Term shall end on December 31, ..." ended it on the research term's date in both: such
 * periods are now other things' (`OTHER_THINGS` in term-cues.ts; a research program's "Term" no longer names the
 * agreement's), and a date or length in a clause of its own about another thing is no end candidate
 * (`clauseSpeaksOfSomethingElse`): 19 of 23. Left: "Any sublicense granted by Licensee under this Agreement shall
 * terminate no later than" read as the end in cuad-093 (0.61), and three hosts' headings or fields run into the clause.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_105: DraftedTermClause[] = [
  ["Licensee's obligation to pay the Annual Maintenance Fee under this Agreement ends on December 31, {Y+3}.", null],
  ['Any sublicense granted by Licensee under this Agreement shall terminate no later than December 31, {Y+5}.', null],
  [
    'The Distributor shall maintain a stock of spare parts for seven (7) years after the last delivery under this Agreement.',
    null,
  ],
  [
    "The Customer's commitment to purchase the Minimum Volume under this Agreement runs until December 31, {Y+2}.",
    null,
  ],
  ['The Research Term under this Agreement shall be three (3) years commencing on the Effective Date.', null],
  ['The Development Period shall end on the second anniversary of the Effective Date.', null],
  [
    'The Manufacturer shall supply spare parts for the Products for five (5) years after the end of this Agreement.',
    null,
  ],
  ['The Licensee may exercise the Option under this Agreement until June 30, {Y+1}.', null],
  ['The Exclusive Negotiation Period under this Agreement ends ninety (90) days after the Effective Date.', null],
  ['The lease of the Premises referred to in this Agreement expires on May 31, {Y+6}.', null],
  [
    'The Company shall use commercially reasonable efforts to launch the Product under this Agreement by December 31, {Y+1}.',
    null,
  ],
  [
    'This Agreement shall remain in force until December 31, {Y+5}, and the Research Term shall end on December 31, {Y+2}.',
    { yearsLater: 5, on: '12-31' },
  ],
  [
    'The term of this Agreement begins on the Effective Date and ends on the fourth anniversary thereof, and the Option may be exercised at any time during it.',
    { years: 4 },
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session), after the hundred-and-fifth's mends and aimed at
 * precision a fourth time: the dates and lengths a contract gives payments, vesting, reviews, rent, shipments, reports,
 * a deposit's return, a territory's expansion, maintenance releases, a price list and a royalty-free period; and two
 * ends beside rent increases and surviving warranties. First run: 19 of 23 placings. Options "vesting over four (4)
 * years" ended the term in cuad-093 (vesting is now another thing's, `OTHER_THINGS`): 20 of 23. Left: a licence fee's
 * instalments "through the fifth anniversary" read as the end in cuad-002 (0.63; "License Fee" names a licence), and
 * cuad-031's and cuad-093's own terms stated elsewhere.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_106: DraftedTermClause[] = [
  [
    'The Licensee shall pay the License Fee in annual installments through the fifth anniversary of the Effective Date.',
    null,
  ],
  [
    'The Company shall grant the Consultant options to purchase 10,000 shares, vesting over four (4) years from the Effective Date.',
    null,
  ],
  ["The Employee's base salary shall be reviewed on the first anniversary of the Effective Date.", null],
  ['Tenant shall pay Base Rent of $5,000 per month for the first twelve (12) months of the Term.', null],
  ['The Seller shall deliver the Products in twelve (12) monthly shipments commencing on the Effective Date.', null],
  [
    'The Consultant shall submit a final report no later than thirty (30) days after the completion of the Services.',
    null,
  ],
  ['The security deposit shall be returned within sixty (60) days after the expiration of this Agreement.', null],
  ['The Territory shall be expanded to include Canada on January 1, {Y+1}.', null],
  [
    'The Licensor will provide maintenance releases for the Software for two (2) years after its general availability date.',
    null,
  ],
  ["Supplier's price list dated January 1, {Y+0} applies until the parties agree on a new one.", null],
  ['The non-exclusive license granted hereunder shall be royalty-free until December 31, {Y+1}.', null],
  [
    'Unless earlier terminated, the Term shall expire on the fifth anniversary of the Effective Date; the Base Rent shall increase by three percent (3%) on each anniversary.',
    { years: 5 },
  ],
  [
    "This Agreement shall terminate on June 30, {Y+3}, and the Licensor's warranty obligations shall survive for one (1) year thereafter.",
    { yearsLater: 3, on: '06-30' },
  ],
];

/**
 * Written before its first run (2 December, fifty-eighth session), aimed at precision: other things of the agreement
 * extended or renewed (an exclusivity period, a replacement part's warranty, statements of work, an appointment for an
 * additional territory, acceptance tests, a lease in a recital, prices renegotiated, a research term, a development
 * period), and two automatic renewals, one beside a research term that is not renewed. First run: kinds 7 of 11,
 * notices 2 of 2; not mended. Statements of work "may be renewed by the parties in writing", an acceptance test's
 * deadline the parties "may agree in writing to extend" and a research term "extended by mutual written agreement"
 * read as the agreement's renewal by mutual agreement (which the product does not count as renewing: no reminder
 * follows), and "The Distributor's appointment for the Additional Territory shall renew automatically" as its
 * automatic renewal (a distributor's appointment is often the agreement itself: "Distributor's appointment hereunder
 * shall be for a period of five (5) years" is a term the batches read as one).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_106: DraftedRenewalClause[] = [
  [
    'The Licensee may extend the Exclusivity Period under this Agreement for one additional year by paying the Extension Fee.',
    'none',
    null,
  ],
  [
    'The warranty under this Agreement is renewed for each replacement part for ninety (90) days from its delivery.',
    'none',
    null,
  ],
  ['Any Statement of Work under this Agreement may be renewed by the parties in writing.', 'none', null],
  [
    "The Distributor's appointment for the Additional Territory shall renew automatically each year unless Supplier objects in writing.",
    'none',
    null,
  ],
  [
    'The parties may agree in writing to extend the deadline for the Acceptance Tests under this Agreement.',
    'none',
    null,
  ],
  ['The lease referred to in Recital B was renewed on January 1, 2015 for a further five (5) years.', 'none', null],
  [
    'The prices under this Agreement shall be renegotiated each year on the anniversary of the Effective Date.',
    'none',
    null,
  ],
  [
    'The Research Term may be extended by mutual written agreement of the parties for up to two (2) additional years.',
    'none',
    null,
  ],
  [
    'The Development Period shall automatically extend by the length of any delay caused by the Customer.',
    'none',
    null,
  ],
  [
    'The Term shall be automatically renewed for successive one-year periods unless either party gives notice of non-renewal at least ninety (90) days before the end of the then-current term; the Research Term, however, shall not be renewed.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall automatically renew for additional two (2) year terms unless either party notifies the other of its intent not to renew no less than six (6) months prior to expiration.',
    'automatic',
    180,
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at none: terms as filings word them (until the
 * third anniversary thereof, an initial term ending on a date, months from the Effective Date, in force for years
 * thereafter, through and including a date, an initial period ending on the tenth anniversary, at midnight on a date,
 * the duration of the agreement, terminating automatically on an anniversary, valid until a day-month-year date, the
 * day before an anniversary, a fixed term starting from the Effective Date, the licences with the agreement). First
 * run: 25 of 29 placings as written; "shall expire, unless sooner terminated, at midnight on March 31" read no end and
 * "the day before the third anniversary" the anniversary itself. The proviso between the verb and its day is now read
 * as "without further action" is: 27 of 29; the day before an anniversary stays read as the anniversary, as CUAD's
 * annotators date it (journal, 29 November).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_107: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and shall continue in effect until the third (3rd) anniversary thereof, unless terminated earlier pursuant to Article 14.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement shall begin on the Effective Date and end on December 31, {Y+2} (the "Initial Term").',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Subject to earlier termination as set forth below, the term hereof shall be for thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  [
    'This Agreement is effective as of the Effective Date and will remain in force for a period of seven (7) years thereafter.',
    { years: 7 },
  ],
  [
    'The Term of this Agreement shall run from the Effective Date through and including June 30, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'This Agreement shall be in effect for an initial period ending on the tenth anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'The parties agree that this Agreement shall expire, unless sooner terminated, at midnight on March 31, {Y+1}.',
    { yearsLater: 1, on: '03-31' },
  ],
  [
    'This Agreement will continue in full force for an initial term of twenty-four (24) months after the Effective Date.',
    { months: 24 },
  ],
  [
    'The duration of this Agreement shall be two (2) years from the Effective Date, unless otherwise terminated under the provisions of Section 9.',
    { years: 2 },
  ],
  [
    'This Agreement shall terminate automatically on the fifth (5th) anniversary of the Effective Date unless the parties agree otherwise in writing.',
    { years: 5 },
  ],
  [
    'This Agreement enters into force on the Effective Date and remains valid until 31 December {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The term of this Agreement (the "Term") shall commence on the Effective Date and shall continue for a period of one (1) year, unless terminated earlier as provided in Section 10.2.',
    { years: 1 },
  ],
  [
    'Except as otherwise provided herein, this Agreement shall remain in effect until the date that is forty-eight (48) months after the Effective Date.',
    { months: 48 },
  ],
  [
    'This Agreement shall expire on the day before the third anniversary of the Effective Date.',
    { years: 3, dayBefore: true },
  ],
  ['The Agreement has a fixed term of four (4) years starting from the Effective Date.', { years: 4 }],
  [
    'This Agreement and the licenses granted herein shall continue until September 30, {Y+5}, unless earlier terminated by either party for cause.',
    { yearsLater: 5, on: '09-30' },
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at precision: other things' dates again, in
 * wordings the batches before it did not use (royalties paid through a date, a sublicense ending no later than an
 * anniversary, a right to terminate after an anniversary, a retainer for the first months, an equipment warranty, a
 * purchase option, a covenant after termination, a first commercial sale, an introductory discount, an escrow, a
 * marketing plan's period, a standstill period), and two terms beside another thing's date. First run: 20 of 25
 * placings as written; a sublicense "shall terminate no later than the fifth anniversary" and "may terminate this
 * Agreement for convenience at any time after the second anniversary" taken for the end (0.63-0.78). Any one of many
 * things "under this Agreement" is now another thing: 21 of 25. The right to terminate after an anniversary is left:
 * leaving out the day a party's right to terminate opens took a right end date from a check-part contract that words
 * its term so and states no other (CUAD's annotators date such a contract's end at that day, as these placings state
 * no other term either); tried and reverted (journal).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_108: DraftedTermClause[] = [
  ['The Licensee shall pay royalties on Net Sales through December 31, {Y+6}.', null],
  [
    'Any sublicense granted by Licensee under this Agreement shall terminate no later than the fifth anniversary of the Effective Date.',
    null,
  ],
  [
    'Either party may terminate this Agreement for convenience at any time after the second anniversary of the Effective Date.',
    null,
  ],
  [
    'The Consultant shall be paid a monthly retainer of $10,000 for the first six (6) months following the Effective Date.',
    null,
  ],
  [
    'The Supplier warrants that the Equipment will be free from defects for a period of eighteen (18) months after installation.',
    null,
  ],
  ['The Company may exercise the Purchase Option at any time on or before June 30, {Y+2}.', null],
  [
    'The non-competition covenant in Section 8 shall remain in effect for two (2) years following the termination of this Agreement.',
    null,
  ],
  ['Licensee shall achieve First Commercial Sale no later than December 31, {Y+3}.', null],
  ['The introductory discount shall apply to all orders placed under this Agreement before March 31, {Y+1}.', null],
  ['The Escrow Agreement shall remain in effect until the third anniversary of the Closing Date.', null],
  [
    "This Agreement shall remain in effect for three (3) years from the Effective Date; provided, however, that the Licensee's obligation to pay minimum royalties shall end on December 31, {Y+1}.",
    { years: 3 },
  ],
  ['The Marketing Plan for the period ending December 31, {Y+1} is attached as Exhibit C.', null],
  ['The Standstill Period shall commence on the Effective Date and end eighteen (18) months thereafter.', null],
  [
    'This Agreement shall expire on December 31, {Y+4}. The pricing in Schedule B shall be fixed until December 31, {Y+1}.',
    { yearsLater: 4, on: '12-31' },
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at none: renewals as filings word them (renewed
 * for consecutive terms of one year each, an option exercisable by notice, successive periods of twelve months on
 * three months' notice, month to month after the initial term, renewal by mutual written agreement, a renewal
 * prevented by notice before the renewal date, notice before the end of the initial term or any renewal term, a
 * customer's extension, a tacit extension by registered letter, from year to year), and for precision insurance
 * renewed annually. First run: 11 of 11 kinds and notices, as written, laid out and in capitals.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_107: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically renew for consecutive terms of one (1) year each, unless either Party provides written notice of non-renewal at least forty-five (45) days prior to the end of the then-current term.',
    'automatic',
    45,
  ],
  [
    'This Agreement may be renewed for an additional three (3) year period at the option of the Licensee, exercisable by written notice to the Licensor no later than ninety (90) days before the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    "The term shall be extended for successive periods of twelve (12) months unless terminated by either party by giving three (3) months' written notice before the expiry of the current period.",
    'automatic',
    90,
  ],
  [
    "After the Initial Term, this Agreement shall continue on a month-to-month basis until terminated by either party on thirty (30) days' written notice.",
    'automatic',
    30,
  ],
  [
    'The parties may renew this Agreement for further periods upon mutual written agreement reached no later than sixty (60) days before its expiration.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall renew automatically for successive two-year terms; either party may prevent renewal by written notice delivered not less than one hundred twenty (120) days before the renewal date.',
    'automatic',
    120,
  ],
  [
    'Unless either party gives the other written notice of termination at least 60 days before the end of the Initial Term or any Renewal Term, this Agreement will automatically renew for an additional one-year Renewal Term.',
    'automatic',
    60,
  ],
  [
    'Customer may extend the Term for up to two (2) additional one-year periods by providing written notice to Vendor at least thirty (30) days prior to the end of the then-current Term.',
    'option',
    null,
  ],
  [
    'This Agreement shall be tacitly extended for one year at a time unless it is terminated by registered letter with a notice period of three months before the end of the contract year.',
    'automatic',
    90,
  ],
  [
    "This Agreement shall continue thereafter from year to year, subject to termination by either party upon ninety (90) days' notice prior to the end of any such year.",
    'automatic',
    90,
  ],
  [
    'The Distributor shall renew its product liability insurance annually and provide certificates of insurance to the Company.',
    'none',
    null,
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), after the session's first mends, aimed at none:
 * initial terms in the one sentence that also renews or extends them, as filings most often write them (an initial
 * term of years then renewal on notice, an initial term expiring on a date then renewal, years then from year to year,
 * until an anniversary thereof then extension by agreement, a distributor's renewal on notice, an end subject to
 * extension, months then automatic renewal, years thereafter unless extended, until a date named the Expiration Date
 * then a further period, a renewable period at a party's option, the earlier of a date or termination, months then a
 * renewal negotiated, a tacit renewal by registered letter, an Initial Term through a date beside each Renewal Term).
 * First run: 25 of 25 placings as written.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_109: DraftedTermClause[] = [
  [
    'This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years, and shall thereafter automatically renew for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days prior to the end of the then-current term.',
    { years: 3 },
  ],
  [
    'The initial term of this Agreement shall expire on December 31, {Y+2}; thereafter, this Agreement shall be renewed for successive one-year periods unless terminated by either party on sixty (60) days written notice.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be effective on the Effective Date and shall remain in effect for five (5) years, after which it shall continue from year to year until terminated by either party upon six (6) months notice.',
    { years: 5 },
  ],
  [
    'Unless terminated earlier in accordance with this Article, the term of this Agreement shall be from the Effective Date until the fourth (4th) anniversary thereof (the "Initial Term"), and may be extended by mutual written agreement of the parties.',
    { years: 4 },
  ],
  [
    'This Agreement is for a term of two (2) years beginning on the Effective Date and may be renewed by Distributor for an additional two (2) years upon written notice given at least ninety (90) days before the end of the initial term.',
    { years: 2 },
  ],
  [
    'The Term shall commence on the Effective Date and end on June 30, {Y+3}, subject to extension as provided in Section 12.2.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'This Agreement will run for an initial period of eighteen (18) months from the Effective Date and will renew automatically for periods of twelve (12) months thereafter.',
    { months: 18 },
  ],
  [
    'The Agreement shall become effective on the Effective Date and shall expire ten (10) years thereafter, unless extended by the parties in writing.',
    { years: 10 },
  ],
  [
    'This Agreement shall continue in force until March 31, {Y+5} (the "Expiration Date"), whereupon it shall automatically renew for one further period of five (5) years unless Licensee elects otherwise.',
    { yearsLater: 5, on: '03-31' },
  ],
  [
    'The initial term hereof shall be a period of six (6) years commencing on the Effective Date, renewable at the option of the Company for two further periods of three (3) years each.',
    { years: 6 },
  ],
  [
    'The term of this Agreement shall begin on the Effective Date and shall end on the earlier of (a) December 31, {Y+4} or (b) the date on which this Agreement is terminated pursuant to Section 10.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'This Agreement shall have an initial term of sixty (60) months from the Effective Date; upon its expiration, the parties may negotiate in good faith a renewal on mutually agreeable terms.',
    { months: 60 },
  ],
  [
    'This Agreement shall be valid for a period of three (3) years from the Effective Date and shall be tacitly renewed for successive periods of one (1) year unless terminated by either party by registered letter at least three (3) months before its expiry.',
    { years: 3 },
  ],
  [
    'The Initial Term of this Agreement is from the Effective Date through December 31, {Y+1}, and each Renewal Term shall be one (1) year.',
    { yearsLater: 1, on: '12-31' },
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at none: terms as SEC filings number and head
 * them (an Initial Term to the fifth anniversary under a section heading, in force through a date subject to another
 * section, an article's heading run into the section, months under a "TERM." heading, a clause's duration in force for
 * an initial period, until the date that is years after, a lettered item ending on a date, in effect until a date
 * unless terminated, a clause continuing for years, the licence's and the agreement's term together, the earlier of an
 * anniversary or a termination, years then automatic extensions, a consultant's services for months as the Term, an
 * initial term ending on a date that continues thereafter, and "Term" defined as a period). First run: 27 of 27
 * placings as written.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_110: DraftedTermClause[] = [
  [
    '10.1 Term. The term of this Agreement shall commence on the Effective Date and shall continue until the fifth (5th) anniversary of the Effective Date, unless sooner terminated as provided in this Article 10 (the "Initial Term").',
    { years: 5 },
  ],
  [
    'Section 12.1 Term of Agreement. Subject to the provisions of Section 12.2, this Agreement shall be in full force and effect from the Effective Date through December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'ARTICLE 9 TERM AND TERMINATION 9.1 Term. This Agreement shall become effective as of the Effective Date and shall remain in effect for an initial period of three (3) years thereafter.',
    { years: 3 },
  ],
  [
    '2. TERM. The term of this Agreement (the "Term") shall be for a period of twenty-four (24) months commencing on the Effective Date, unless terminated earlier pursuant to Section 8 hereof.',
    { months: 24 },
  ],
  [
    '15.1 Duration. This Agreement shall enter into force on the Effective Date and shall remain in force for an initial period of ten (10) years.',
    { years: 10 },
  ],
  [
    'The initial term of this Agreement shall commence on the Effective Date and shall end on the date that is seven (7) years after the Effective Date.',
    { years: 7 },
  ],
  [
    '(a) Term. Unless earlier terminated as provided herein, this Agreement shall have a term beginning on the Effective Date and ending on June 30, {Y+2}.',
    { yearsLater: 2, on: '06-30' },
  ],
  [
    'Term. This Agreement will be effective as of the Effective Date and, unless terminated in accordance with its terms, will continue in effect until December 31, {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    '11.1 This Agreement shall come into force on the Effective Date and, subject to earlier termination in accordance with this Clause 11, shall continue for a period of five (5) years.',
    { years: 5 },
  ],
  [
    'The term of the License granted hereunder and of this Agreement shall be for a period of fifteen (15) years from the Effective Date.',
    { years: 15 },
  ],
  [
    'This Agreement shall be effective on the Effective Date and continue until the earlier of (i) the third (3rd) anniversary of the Effective Date, or (ii) termination pursuant to Article 7.',
    { years: 3 },
  ],
  [
    'The Term of this Agreement shall be two (2) years, commencing on the Effective Date, and shall be automatically extended thereafter for successive one (1) year periods unless either party notifies the other of its intent not to extend at least ninety (90) days prior to the expiration of the then current term.',
    { years: 2 },
  ],
  [
    'Section 3. Term. The Consultant shall provide the Services for a period of eighteen (18) months commencing on the Effective Date (the "Term"), unless this Agreement is terminated sooner in accordance with Section 9.',
    { months: 18 },
  ],
  [
    'This Agreement shall continue in effect for an initial term ending on December 31, {Y+4}, and shall continue thereafter unless terminated as provided below.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    '"Term" means the period commencing on the Effective Date and ending on the fifth anniversary of the Effective Date, unless earlier terminated in accordance with this Agreement.',
    { years: 5 },
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at none: renewals as SEC filings number and
 * word them (a section's heading before an automatic renewal, renewal terms of equal length, an evergreen continuation
 * after the initial term, a franchisee's successor franchise, an extension by the purchaser's written election, a
 * renewal "upon the same terms and conditions", a renewal unless a party gives notice "of its desire to terminate",
 * an extension for a further period at the licensee's request with the licensor's consent, a lease's option to extend
 * exercised by notice, renewals in a defined "Renewal Term", and for precision a price renegotiated at renewal).
 * First run: 10 of 10 kinds and notices, as written, laid out and in capitals.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_108: DraftedRenewalClause[] = [
  [
    '14.2 Renewal. Upon expiration of the Initial Term, this Agreement shall automatically renew for successive renewal terms of one (1) year each unless either party provides the other with written notice of non-renewal at least ninety (90) days prior to the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'Thereafter, this Agreement shall be automatically renewed for additional terms equal in length to the Initial Term unless either party gives written notice of termination not less than six (6) months before the end of the then current term.',
    'automatic',
    180,
  ],
  [
    "Following the Initial Term, this Agreement shall continue in effect indefinitely until terminated by either party upon not less than one hundred eighty (180) days' prior written notice.",
    'evergreen',
    180,
  ],
  [
    'Franchisee may, at its option, acquire a successor franchise for one (1) additional term of ten (10) years, provided that Franchisee gives Franchisor written notice of its election at least nine (9) months before the expiration of the initial term.',
    'option',
    null,
  ],
  [
    'The Purchaser may, by written election delivered to the Seller not later than sixty (60) days before the end of the Term, extend the Term for one additional period of two (2) years.',
    'option',
    null,
  ],
  [
    'This Agreement shall be renewed upon the same terms and conditions for successive periods of three (3) years each, unless either party notifies the other in writing at least one hundred twenty (120) days before the expiration of the then-current period of its desire to terminate this Agreement.',
    'automatic',
    120,
  ],
  [
    'At the request of the Licensee and with the written consent of the Licensor, this Agreement may be extended for a further period of five (5) years.',
    'mutual',
    null,
  ],
  [
    'Tenant shall have the option to extend the Term for one (1) period of five (5) years, exercisable by written notice to Landlord given no later than twelve (12) months prior to the expiration of the Term.',
    'option',
    null,
  ],
  [
    'Unless terminated as set forth herein, upon the expiration of the Initial Term this Agreement shall renew automatically for successive one (1) year periods (each, a "Renewal Term") unless either party delivers notice of non-renewal to the other no later than thirty (30) days before the end of the Initial Term or the then-current Renewal Term.',
    'automatic',
    30,
  ],
  [
    'The prices set forth in Exhibit B shall be renegotiated in good faith by the parties prior to any renewal of the supply arrangements for the Products.',
    'none',
    null,
  ],
];

/**
 * Written before its first run (2 December, fifty-ninth session), aimed at none: terms as commercial contracts outside
 * SEC filings word them (a contract period from a day to a day, running until a date when it ends automatically, a
 * minimum period of months for services, a framework agreement's years, a subscription term lasting months, expiry at
 * the end of the day on a date, a "Duration:" line, an initial term in place, cooperation until a date, a licence's
 * period with the agreement in force while it subsists, binding until its expiry on a date, an engagement's years, a
 * definite period), and for precision works to complete by a date and a deadline for acceptance extended. First run:
 * 23 of 27 placings as written; "expires at the end of the day on December 31" read no end in both its filings, the
 * "Duration:" line none in cuad-067 (whose dateless term heading outranks it), and the acceptance deadline extended
 * "to 30 November" was taken for the end at 0.56. The end of the day now cues an end and a deadline is another
 * thing's: 25 of 27 (the first still reads none in cuad-044, whose dateless term definition outranks it at 0.51).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_111: DraftedTermClause[] = [
  ['The Contract Period is 1 April {Y+0} to 31 March {Y+2}.', { yearsLater: 2, on: '03-31' }],
  [
    'This Agreement runs from the Effective Date until 30 September {Y+1}, when it ends automatically.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'The Services will be provided for a minimum period of thirty-six (36) months from the Effective Date (the "Minimum Term").',
    { months: 36 },
  ],
  [
    'This Framework Agreement shall remain in force for four (4) years from the Effective Date unless terminated earlier in accordance with its terms.',
    { years: 4 },
  ],
  ['The Subscription Term begins on the Effective Date and lasts for twelve (12) months.', { months: 12 }],
  ['This Agreement expires at the end of the day on December 31, {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['Duration: 24 months from the Effective Date.', { months: 24 }],
  ['The Agreement will be in place from the Effective Date for an initial term of 3 years.', { years: 3 }],
  [
    'The cooperation under this Agreement shall continue until December 31, {Y+3}, unless terminated earlier by either Party.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The Licence is granted for a period of ten (10) years commencing on the Effective Date and this Agreement shall remain in force for so long as the Licence subsists.',
    { years: 10 },
  ],
  [
    'This Agreement shall be binding upon the Parties from the Effective Date until its expiry on 30 June {Y+5}.',
    { yearsLater: 5, on: '06-30' },
  ],
  ['The term of the engagement under this Agreement shall be two (2) years from the Effective Date.', { years: 2 }],
  ['The Contractor shall complete the Works by 31 October {Y+1}.', null],
  ['The Customer may extend the deadline for acceptance to 30 November {Y+0}.', null],
  ['This Agreement is concluded for a definite period of three (3) years from the Effective Date.', { years: 3 }],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms as the kinds of agreement CUAD
 * holds word them where the kind names the term (a franchise expiring years thereafter, an endorsement period, a
 * sponsorship's seasons, carriage for a year and then until notice, an initial service term of hosting, maintenance
 * for months with the agreement ending with it, an outsourcing term, a joint venture continuing until a date, a
 * consultant's engagement, an agent appointed for years, a reseller's agreement ending of itself on an anniversary,
 * a supply period), and for precision a franchisee's remodelling deadline, purchase orders valid for days, and an
 * endorser's last appearance by a date. First run: 26 of 27 placings as written (the joint venture read no end in
 * cuad-085, whose dateless term heading outranks it), 26 of 27 in capitals, 24 of 27 laid out (a page's running
 * title and a bare page number inside "the Effective / Date", before a capital).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_112: DraftedTermClause[] = [
  [
    'The term of this Franchise shall commence on the Effective Date and expire ten (10) years thereafter, unless sooner terminated as provided herein.',
    { years: 10 },
  ],
  [
    'The Endorsement Period shall begin on the Effective Date and end on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Sponsorship Term shall cover the {Y+0} and {Y+1} racing seasons and shall end on November 30, {Y+1}.',
    { yearsLater: 1, on: '11-30' },
  ],
  [
    'This Contract shall be effective from the Effective Date and shall remain in effect for a period of one (1) year, and thereafter until terminated by either party upon thirty (30) days written notice.',
    { years: 1 },
  ],
  [
    'The Hosting Services will be provided for an initial Service Term of thirty-six (36) months commencing on the Effective Date.',
    { months: 36 },
  ],
  [
    'Maintenance and support shall be provided for a period of twelve (12) months from the Effective Date, and this Agreement shall terminate at the end of such period.',
    { months: 12 },
  ],
  ['The Agreement shall have an initial term of seven (7) years from the Effective Date.', { years: 7 }],
  [
    'The Joint Venture shall continue until December 31, {Y+9}, unless dissolved earlier in accordance with Article 12.',
    { yearsLater: 9, on: '12-31' },
  ],
  [
    "Consultant's engagement hereunder shall commence on the Effective Date and shall end on June 30, {Y+1}.",
    { yearsLater: 1, on: '06-30' },
  ],
  ['The Agent is appointed for a term of three (3) years from the Effective Date.', { years: 3 }],
  [
    'This Agreement will terminate automatically, without notice, on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  [
    'Supplier agrees to supply the Products to Purchaser during the period commencing on the Effective Date and ending on March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  ['The Franchisee shall complete the remodeling of the Restaurant on or before December 31, {Y+1}.', null],
  ['Each Purchase Order shall be valid for ninety (90) days from its date of issue.', null],
  [
    'The Endorser shall make four (4) personal appearances each year, the last of which shall take place no later than October 31, {Y+2}.',
    null,
  ],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms as a contract's cover sheet or
 * key-terms table labels them (a commencement and an expiry date, a period of performance, an end date, a contract
 * term of months, a termination date at an anniversary, a term of agreement to a date, an initial term of years, an
 * agreement period, a duration of appointment, valid until a date written with dots, a service period, an expiration
 * line), and for precision payment terms, a delivery date and a warranty period under labels of their own. First run:
 * 22 of 27 placings as written, laid out and in capitals: the commencement and expiry dates and the agreement period
 * read no end in cuad-085 (whose dateless term heading outranks them), "Termination Date: the third anniversary" none
 * in cuad-164 and a tenth anniversary at 0.75 in cuad-031, "Valid until: 31.12." none in cuad-137.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_113: DraftedTermClause[] = [
  ['Commencement Date: the Effective Date. Expiry Date: 31 December {Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['Period of Performance: The Effective Date through September 30, {Y+1}.', { yearsLater: 1, on: '09-30' }],
  ['End Date: June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['Contract Term: Thirty-six (36) months from the Effective Date.', { months: 36 }],
  ['Termination Date: the third anniversary of the Effective Date.', { years: 3 }],
  ['Term of Agreement: From the Effective Date until 31 March {Y+1}.', { yearsLater: 1, on: '03-31' }],
  ['Initial Term: Two (2) years, commencing on the Effective Date.', { years: 2 }],
  ['Agreement Period: Effective Date to 30 April {Y+2}.', { yearsLater: 2, on: '04-30' }],
  ['Duration of Appointment: five (5) years.', { years: 5 }],
  ['Valid until: 31.12.{Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['Service Period: 12 months from the Effective Date.', { months: 12 }],
  ['Expiration: This Agreement expires on the fifth anniversary of the Effective Date.', { years: 5 }],
  ['Payment Terms: Net 30 days from the date of invoice.', null],
  ['Delivery Date: No later than March 15, {Y+0}.', null],
  ['Warranty Period: 24 months from the date of delivery.', null],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: renewals worked by defined terms and
 * cross-references, as long agreements write them (a Renewal Term defined as each period renewed automatically, a
 * Non-Renewal Notice, a Renewal Option exercised by a Renewal Notice, an "Auto-Renewal." heading, an Extension Period
 * unless the buyer elects otherwise, a renewal by mutual written agreement, a Renewal Notice defined as a customer's
 * election, a "Non-Renewal." heading with renewal absent notice, no obligation to renew, a renewal subject to a new
 * agreement, a lease's yearly extensions with an outside date). First run: 10 of 11 as written, laid out and in
 * capitals; the Renewal Option exercised by a Renewal Notice read none.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_109: DraftedRenewalClause[] = [
  [
    '"Renewal Term" shall mean each successive one (1) year period for which this Agreement is automatically renewed pursuant to Section 12.2.',
    'automatic',
    null,
  ],
  [
    'This Agreement shall be renewed for a Renewal Term unless either Party delivers a Non-Renewal Notice to the other Party no later than ninety (90) days before the expiration of the then-current Term.',
    'automatic',
    90,
  ],
  [
    'Licensee may exercise the Renewal Option by delivering a Renewal Notice to Licensor not less than one hundred twenty (120) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Auto-Renewal. The Subscription Term shall automatically renew for additional periods equal to the expiring Subscription Term, unless either party gives written notice of non-renewal at least thirty (30) days before the end of the relevant Subscription Term.',
    'automatic',
    30,
  ],
  [
    'Upon expiration of the Initial Term, the Term shall be extended automatically for one (1) Extension Period of two (2) years unless Buyer elects otherwise by written notice given at least six (6) months before the expiration of the Initial Term.',
    'automatic',
    180,
  ],
  [
    'The Parties may, by mutual written agreement executed no later than thirty (30) days prior to the end of the Term, renew this Agreement for one or more additional terms.',
    'mutual',
    null,
  ],
  [
    'A "Renewal Notice" is a written notice from Customer to Supplier, delivered at least sixty (60) days before the end of the Initial Term, stating that Customer elects to extend the Term for one (1) additional year.',
    'option',
    null,
  ],
  [
    'Non-Renewal. Either Party may elect not to renew this Agreement by providing written notice to the other Party at least forty-five (45) days before the end of the then-current term; absent such notice, this Agreement renews for successive one-year terms.',
    'automatic',
    45,
  ],
  [
    'Nothing in this Agreement shall be construed as an obligation of either Party to renew or extend this Agreement beyond the Initial Term.',
    'none',
    null,
  ],
  [
    'Following the end of the Term, any renewal shall be subject to the negotiation and execution of a new agreement by the parties.',
    'mutual',
    null,
  ],
  [
    'This Lease shall automatically be extended for successive periods of one (1) year each unless Landlord or Tenant gives notice of termination at least sixty (60) days before the end of the then current period, provided that in no event shall the Term extend beyond December 31, 2030.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms as amendments write them, which
 * CUAD's filings often are (a term section amended and restated to a date, a term extended through a date, an
 * expiration date changed from one date to another, an initial term extended by months to a date, a sentence deleted
 * and replaced with years from the Effective Date, an end notwithstanding anything to the contrary, a licence's term to
 * an anniversary as of the amendment, a term extended for years to the second anniversary, the agreement as amended
 * expiring on the last day of a calendar year, a schedule amended to months), and for precision the amendment's own
 * effective date and the agreement said to remain in force. First run: 19 of 21 placings as written, laid out and in
 * capitals; "the last day of the 2001 calendar year" read no end in one contract and the host's five years in another.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_114: DraftedTermClause[] = [
  [
    'Section 2.1 of the Agreement is hereby amended and restated in its entirety to read as follows: "2.1 Term. The term of this Agreement shall commence on the Effective Date and continue until December 31, {Y+4}."',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Term of the Agreement is hereby extended through June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  [
    'The expiration date of the Agreement, as set forth in Section 10.1, is hereby changed from December 31, {Y+1} to December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The parties agree that the Initial Term shall be extended by an additional twelve (12) months, such that the Initial Term shall expire on March 31, {Y+2}.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'The first sentence of Section 3(a) is deleted and replaced with the following: "This Agreement shall remain in effect for a period of five (5) years from the Effective Date."',
    { years: 5 },
  ],
  [
    'Notwithstanding anything to the contrary in the Agreement, the Agreement shall terminate on September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  [
    'Effective as of the date of this Amendment, the term of the License Agreement shall continue until the tenth (10th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'The Term is extended for a period of two (2) years commencing on the Effective Date and ending on the second anniversary thereof.',
    { years: 2 },
  ],
  [
    'The Agreement, as amended hereby, shall expire on the last day of the {Y+2} calendar year.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Schedule A is amended to extend the Initial Term to thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  ['This Amendment shall become effective on January 1, {Y+1}.', null],
  ['Except as expressly amended hereby, the Agreement remains in full force and effect.', null],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms in the words long supply,
 * licence and services agreements use (an initial term ending at a time of day on the day before an anniversary, an
 * initial period of years defined, a supply term, each party's obligations ending on a date, a three-year period, a
 * duration of months, a term of years to commence and to terminate on an anniversary thereof, the parties' intent that
 * the agreement be in effect for years), and for precision an annual budget's date each year, purchase orders issued
 * before a date, and a sell-off right expiring months after termination. First run: 16 of 19 placings as written, laid
 * out and in capitals: the day immediately preceding the fifth anniversary read as the anniversary in both its
 * contracts (CUAD's annotators mostly date such a term so, and the end model learnt it), and the annual budget's day
 * left cuad-093 to its own five years elsewhere at 0.65.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_115: DraftedTermClause[] = [
  [
    'The Initial Term of this Agreement shall commence on the Effective Date and shall end at 11:59 p.m. Eastern Time on the day immediately preceding the fifth (5th) anniversary of the Effective Date.',
    { years: 5, dayBefore: true },
  ],
  [
    'This Agreement will become effective on the Effective Date and, subject to earlier termination as provided below, will continue in effect for an initial period of seven (7) years (the "Initial Period").',
    { years: 7 },
  ],
  [
    'Supply Term. The Supplier shall supply Product to the Company under this Agreement for a period of five (5) years commencing on the Effective Date (the "Supply Term").',
    { years: 5 },
  ],
  [
    "Each Party's obligations under this Agreement shall commence on the Effective Date and shall terminate on December 31, {Y+3}, except as otherwise provided herein.",
    { yearsLater: 3, on: '12-31' },
  ],
  ['This Agreement is effective for a three-year period beginning on the Effective Date.', { years: 3 }],
  ['The Agreement has a duration of forty-eight (48) months from the Effective Date.', { months: 48 }],
  [
    'The term hereof shall be a period of ten (10) years, to commence on the Effective Date and to terminate on the tenth (10th) anniversary thereof.',
    { years: 10 },
  ],
  [
    'The parties intend that this Agreement shall be in effect for five (5) years from the Effective Date, and it shall be so in effect unless sooner terminated hereunder.',
    { years: 5 },
  ],
  [
    'The Company shall deliver its annual budget to the Investor no later than December 1 of each year during the Term.',
    null,
  ],
  ['Any Purchase Order issued prior to December 31, {Y+2} shall be governed by this Agreement.', null],
  [
    "The Licensee's right to sell off existing inventory shall expire six (6) months after termination of this Agreement.",
    null,
  ],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms counted from the day the contract
 * is dated or signed under another name than its Effective Date (the date first above written, the date of full
 * execution, an Execution Date, its execution by both parties, upon signature, the date on which it is signed, the
 * date it is executed, the date set forth above, upon execution), and for precision a report due within days of the
 * date first above written and an offer lapsing if not accepted. First run: 20 of 21 placings as written, laid out and
 * in capitals: "five (5) years from the date of full execution of this Agreement" gave no candidate in cuad-093 (a
 * signing's "full" or "mutual" execution is now the day the contract is signed): 21 of 21.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_116: DraftedTermClause[] = [
  [
    'This Agreement shall remain in effect for a period of three (3) years from the date first above written.',
    { years: 3 },
  ],
  [
    'The term of this Agreement shall be five (5) years from the date of full execution of this Agreement.',
    { years: 5 },
  ],
  [
    'This Agreement shall continue for two (2) years after the Execution Date, unless earlier terminated.',
    { years: 2 },
  ],
  [
    'Unless terminated sooner, this Agreement expires on the fourth anniversary of the date first written above.',
    { years: 4 },
  ],
  ['This Agreement shall be valid for eighteen (18) months following its execution by both parties.', { months: 18 }],
  ['The term of this Agreement shall begin upon signature and end thirty-six (36) months later.', { months: 36 }],
  ['This Agreement shall terminate one (1) year after the date on which it is signed, unless renewed.', { years: 1 }],
  [
    'The Term commences on the date this Agreement is executed and expires on the second anniversary of such date.',
    { years: 2 },
  ],
  ['The initial term shall run for sixty (60) months from the date set forth above.', { months: 60 }],
  [
    'This Agreement is effective upon execution and shall remain in force for ten (10) years thereafter.',
    { years: 10 },
  ],
  ['The Consultant shall submit a final report within sixty (60) days of the date first above written.', null],
  ['This offer shall expire if not accepted within thirty (30) days of its date.', null],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: terms as public bodies and grant makers
 * word them (a grant's period of performance through a date, a memorandum of understanding for years from the last
 * signature, a grant period ending months later, a cooperative agreement until a date, a base year, an interlocal
 * agreement for years, a memorandum of agreement expiring on a date, a lease subject to appropriation), and for
 * precision a state fiscal year's funding, a final report due after the grant period, and unexpended funds returned
 * by a date. First run: 16 of 19 placings as written and in capitals, all three misses the hosts' (cuad-085's and
 * cuad-067's dateless term headings outrank the grant's period and the memorandum's expiry; cuad-093 reads its own
 * five years from elsewhere beside the fiscal year's funding); 14 of 19 laid out (a running title printed once inside
 * "the / Effective Date", which a real PDF prints on every page and which is then dropped).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_117: DraftedTermClause[] = [
  [
    'The period of performance for this Grant shall be from the Effective Date through September 30, {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'This Memorandum of Understanding shall remain in effect for five (5) years from the date of the last signature, unless terminated earlier by either Party.',
    { years: 5 },
  ],
  ['The Grant Period begins on the Effective Date and ends twelve (12) months later.', { months: 12 }],
  [
    'This Cooperative Agreement shall be effective from the Effective Date until December 31, {Y+4}, unless amended in writing.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['The Contract term is one (1) base year from the Effective Date.', { years: 1 }],
  [
    'This Interlocal Agreement shall take effect on the Effective Date and shall continue for a period of ten (10) years.',
    { years: 10 },
  ],
  ['The term of this Memorandum of Agreement shall expire on June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  [
    'This Lease shall be for a term of twenty (20) years commencing on the Effective Date, subject to annual appropriation of funds.',
    { years: 20 },
  ],
  ['Funding under this Agreement is available for the State fiscal year ending June 30, {Y+1}.', null],
  [
    'The Grantee shall submit its final financial report no later than ninety (90) days after the end of the Grant Period.',
    null,
  ],
  ['Unexpended funds shall be returned to the Department by August 31, {Y+1}.', null],
];

/**
 * Written before its first run (2 December, sixtieth session), aimed at none: renewals as employment, sponsorship,
 * franchise and hosting agreements word them (an employment period extended on each anniversary unless notice of
 * non-extension, a sponsor's right of first negotiation for a renewal, a successor franchise, month-to-month after the
 * initial term until terminated on notice, a renewal only by an amendment both sign, two-year extensions unless a party
 * does not wish to extend, a right to renew a licence twice, a continuation until terminated, no automatic renewal, a
 * term renewing on each anniversary unless the customer intends not to renew). First run: 9 of 10 as written and in
 * capitals, 8 of 10 laid out: the sponsor's right of first negotiation for a renewal read none, not mutual (neither
 * renews by itself nor sends a reminder), and laid out the continuation lost its notice to a running title printed
 * once inside "ninety (90) days / written notice".
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_110: DraftedRenewalClause[] = [
  [
    'The Employment Period shall be automatically extended for one additional year on each anniversary of the Effective Date unless either party gives the other written notice of non-extension at least ninety (90) days before such anniversary.',
    'automatic',
    90,
  ],
  [
    'Sponsor shall have a right of first negotiation for the renewal of this Agreement for the following season, exercisable by written notice no later than October 1.',
    'mutual',
    null,
  ],
  [
    'Upon expiration of the Initial Term, the Franchisee may obtain a successor franchise agreement, provided that Franchisee is then in compliance with this Agreement.',
    'option',
    null,
  ],
  [
    'This Hosting Agreement will renew automatically on a month-to-month basis after the Initial Term until either party terminates it on thirty (30) days notice.',
    'automatic',
    30,
  ],
  ['The Agreement may only be renewed by a written amendment signed by both parties.', 'mutual', null],
  [
    'The term of this Agreement shall automatically be extended for successive two-year periods unless, not less than one hundred eighty (180) days before the end of the then-current term, either party notifies the other that it does not wish to extend the term.',
    'automatic',
    180,
  ],
  [
    'Licensee shall have the right to renew this License for two (2) additional terms of five (5) years each on the same terms and conditions.',
    'option',
    null,
  ],
  [
    'After the expiration of the Initial Term, the Agreement shall continue in full force and effect until terminated by either Party upon ninety (90) days written notice.',
    'evergreen',
    90,
  ],
  ['There shall be no automatic renewal of this Agreement.', 'none', null],
  [
    'The Term will renew for a further period of twelve (12) months on each anniversary of the Commencement Date, unless Customer notifies Supplier in writing of its intention not to renew not later than sixty (60) days before that anniversary.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (2 December, sixty-first session), aimed at none: terms in the typography that text
 * layers and drafters give (a number glued to its bracket, spaces inside a bracket, an ordinal anniversary in digits,
 * an abbreviated month, a day with its ordinal suffix, a hyphenated month count, digits before words in brackets,
 * curly quotes around a defined term, a non-breaking space inside a number of years, a year's term as "a two-year
 * term"), and for precision a 30-day cure period, a 12-month warranty and a 3rd-party audit. First run: 23 of 23
 * placings as written, 21 of 22 laid out and in capitals (cuad-093 reads its own five years from elsewhere with the
 * warranty's sentence in place of its term passage, as with the 115th and 117th batches' sentences).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_118: DraftedTermClause[] = [
  ['This Agreement shall remain in force for three(3) years from the Effective Date.', { years: 3 }],
  [
    'The term of this Agreement shall be five ( 5 ) years commencing on the Effective Date, unless terminated earlier.',
    { years: 5 },
  ],
  ['This Agreement shall expire on the 3rd anniversary of the Effective Date.', { years: 3 }],
  [
    'Unless sooner terminated, this Agreement shall continue in effect until Dec. 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'The Term of this Agreement shall commence on the Effective Date and end on June 30th, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  ['This Agreement is entered into for a 36-month period beginning on the Effective Date.', { months: 36 }],
  ['The Agreement shall remain valid for a period of 2 (two) years from the Effective Date.', { years: 2 }],
  [
    'This Agreement shall have an initial term of four years (the \u201cInitial Term\u201d) commencing on the Effective Date.',
    { years: 4 },
  ],
  ['This Agreement shall continue for seven\u00a0(7) years after the Effective Date.', { years: 7 }],
  ['This Agreement is for a two-year term beginning on the Effective Date.', { years: 2 }],
  ['The Supplier shall have a 30-day cure period following written notice of any material breach.', null],
  ['All Products are covered by a 12-month warranty from the date of delivery.', null],
  ['The Company may engage a 3rd-party auditor once in any 12-month period.', null],
];

/**
 * Written before its first run (2 December, sixty-first session), aimed at none: renewals in the typography that text
 * layers and drafters give (a number glued to its bracket, "auto-renew" and "auto renews", "re-new", "non renewal"
 * without its hyphen, a curly apostrophe in "days’ notice", digits before words in brackets, "60-days notice", a
 * renewal term of "12 mos.", a continuation "on a month to month basis" unhyphenated, an option "to extend the term
 * by one (1) additional year"). First run: 8 of 10 as written, laid out and in capitals. The month-to-month
 * continuation was first written down as evergreen and read automatic, as every batch since the twenty-fourth has it
 * (a month's period renewed until notice): set so. "shall automatically re-new" read none: a renewal's words with the
 * prefix hyphenated are now one word ("renew"): 10 of 10.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_111: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for successive one(1) year terms unless either party gives notice of non-renewal at least ninety(90) days prior to the end of the then-current term.',
    'automatic',
    90,
  ],
  [
    'The Subscription will auto-renew for additional twelve (12) month periods unless Customer cancels at least thirty (30) days before the renewal date.',
    'automatic',
    30,
  ],
  [
    'This Agreement auto renews each year on the anniversary of the Effective Date unless either Party provides written notice of non renewal no later than sixty (60) days before such anniversary.',
    'automatic',
    60,
  ],
  [
    'The term shall automatically re-new for successive periods of two (2) years unless terminated by either party upon one hundred twenty (120) days\u2019 written notice prior to the expiration of the then current term.',
    'automatic',
    120,
  ],
  [
    'Thereafter, this Agreement shall renew automatically for periods of 1 (one) year each, unless either party notifies the other in writing at least 3 (three) months before the expiry of the then current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement will be extended automatically for further periods of 12 mos. each unless either party gives 60-days notice of termination before the end of the then current period.',
    'automatic',
    60,
  ],
  [
    'Following the Initial Term, this Agreement shall continue on a month to month basis until terminated by either party on thirty (30) days written notice.',
    'automatic',
    30,
  ],
  [
    'Distributor shall have the option to extend the term of this Agreement by one (1) additional year by giving written notice to Supplier not less than ninety (90) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Any renewal of this Agreement beyond the Initial Term shall be upon such terms as the parties may mutually agree in writing.',
    'mutual',
    null,
  ],
  ['This Agreement shall not auto-renew.', 'none', null],
];

/**
 * Written before its first run (2 December, sixty-first session), aimed at none: terms as contracts translated from
 * Russian, Chinese, Spanish, German and other languages word them (a contract that "enters into force" on signing and
 * is valid until a date, a "validity term" of years, a contract valid "from the moment of its signing", in force
 * "during" years, a term of validity "till" a dotted date, a contract concluded "for the period till" a date, one
 * valid for years after being signed and sealed, a "valid period", an ISO date, "the duration of the contract shall
 * be of" years), and for precision a price valid for the calendar year, a guarantee's validity and an invoice's term
 * of payment. First run: 18 of 23 placings as written, 20 of 25 laid out and in capitals. Missed: a contract that
 * "comes into force from the moment of its signing by the Parties and is valid for one (1) year" and one that "shall
 * come into effect after being signed and sealed by both parties and shall be valid for five (5) years" read no end in
 * any placing; in cuad-085 and cuad-044 their dateless term headings outrank the clause; and for precision, laid out
 * and in capitals, the bank guarantee's validity and the invoice's term of payment read as ends (at 0.58 and 0.6).
 * Signing, as a day a contract comes into force or effect on, is now read in the term-clause model's words as the
 * Effective Date (refitted): 21 of 23 as written, 22 of 25 laid out and in capitals. Left: "comes into force from the
 * moment of its signing" ranks second in cuad-280 at 0.27, the guarantee's sentence follows the host's "TERM" heading
 * (cuad-290), and cuad-306 reads its own one year from another sentence with the payment's in place of its passage.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_119: DraftedTermClause[] = [
  [
    'The present Contract enters into force on the date of its signing and is valid until 31 December {Y+1}.',
    { yearsLater: 1, on: '12-31' },
  ],
  ['The validity term of this Contract is 3 (three) years from the Effective Date.', { years: 3 }],
  [
    'This Contract comes into force from the moment of its signing by the Parties and is valid for one (1) year.',
    { years: 1 },
  ],
  ['The Agreement shall be in force during 2 (two) years from the Effective Date.', { years: 2 }],
  ['The term of validity of the Agreement is till 30.06.{Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['The Contract is concluded for the period till 31.12.{Y+2} inclusive.', { yearsLater: 2, on: '12-31' }],
  [
    'This Contract shall come into effect after being signed and sealed by both parties and shall be valid for five (5) years.',
    { years: 5 },
  ],
  ['The valid period of this Contract is two years, counting from the Effective Date.', { years: 2 }],
  ['This Agreement shall remain in force until {Y+4}-03-31.', { yearsLater: 4, on: '03-31' }],
  ['The duration of the contract shall be of four (4) years from the Effective Date.', { years: 4 }],
  ['The prices in Appendix 1 are valid for the calendar year {Y+1}.', null],
  ['The bank guarantee shall be valid until 31.03.{Y+1}.', null],
  ['The term of payment of each invoice is thirty (30) days from the date of its receipt.', null],
];

/**
 * Written before its first run (2 December, sixty-first session), aimed at none: renewals as contracts translated
 * from Chinese word them, between Party A and Party B (extended "and so on" if neither raises an objection, renewed
 * unless a party notifies in advance that it intends to terminate on expiry, a priority to renew under the same
 * conditions, renewal upon negotiation, a new agreement signed on request, renewal for another term unless notice of
 * termination months before, a cooperation period extended each time, extension by written consent, consultation on
 * renewal, and no automatic renewal). First run: 6 of 10 as written, laid out and in capitals: the notice "thirty (30)
 * days in advance" of a party that intends to terminate on expiry was not read; the priority to renew under the same
 * conditions, the new agreement signed on request and the consultation on renewal read none. A party that "intends
 * to terminate" now speaks of stopping a renewal as its "intent to terminate" did: 7 of 10. The three left are
 * renewals only the parties' later dealing could make (a preference, a request, a consultation): none renews by
 * itself or has a date to remind of.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_112: DraftedRenewalClause[] = [
  [
    'Upon expiration of this Contract, if neither Party A nor Party B raises any objection, this Contract shall be automatically extended for one (1) year, and so on.',
    'automatic',
    null,
  ],
  [
    'If either party intends to terminate this Contract upon its expiration, it shall notify the other party in writing thirty (30) days in advance; otherwise this Contract shall be automatically renewed for another year.',
    'automatic',
    30,
  ],
  [
    'Party B shall have the priority to renew this Contract under the same conditions upon its expiration.',
    'option',
    null,
  ],
  [
    'Upon expiration of the term, this Contract may be renewed upon negotiation and agreement by both parties.',
    'mutual',
    null,
  ],
  [
    'If Party B wishes to renew this Agreement, it shall notify Party A in writing one (1) month before the expiry of the term, and the parties shall sign a new agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed for another three years if no party gives written notice of termination three (3) months prior to its expiration.',
    'automatic',
    90,
  ],
  [
    'After the expiry of the cooperation period, the cooperation period shall be automatically extended for one year each time unless Party A notifies Party B in writing of non-renewal sixty (60) days before the expiry.',
    'automatic',
    60,
  ],
  ['The term of this Agreement may be extended by written consent of both parties.', 'mutual', null],
  [
    'Upon the expiration of this Agreement, Party A and Party B may consult on the renewal of this Agreement.',
    'mutual',
    null,
  ],
  ['This Agreement shall not be renewed automatically upon its expiration.', 'none', null],
];

/**
 * Written before its first run (2 December, sixty-first session), aimed at none: terms whose end dates are written as
 * drafters outside the usual styles write them (a day in words with its ordinal in brackets, "December thirty-first",
 * "31st December" without a comma, "Dec 31st", "31-Dec", a year without its comma, "the 30th of June", a date after
 * "up to and including" with a comma before its year, midnight of a date, "in the year", a day of a month in words),
 * and for precision a monthly payment day, the first Contract Year's end and prices valid through a date. First run:
 * 23 of 25 placings as written, 19 of 21 laid out and in capitals: "shall terminate at midnight of March 31" read no
 * end in any placing, and laid out and in capitals cuad-031 reads its ten-year exclusive grant (at 0.75) beside the
 * prices' sentence. A time of day "of" a date ("at midnight of", "the close of business of") now stands between an
 * end word and its date as one "on" it did: 25 of 25 as written, 20 of 21 laid out and in capitals.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_120: DraftedTermClause[] = [
  [
    'This Agreement shall remain in force until the thirty-first (31st) day of December, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['The term of this Agreement shall end on December thirty-first, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  ['This Agreement shall expire on 31st December {Y+1} unless terminated earlier.', { yearsLater: 1, on: '12-31' }],
  ['The Agreement is valid until Dec 31st {Y+4}.', { yearsLater: 4, on: '12-31' }],
  ['This Agreement shall continue in effect until 31-Dec-{Y+2}.', { yearsLater: 2, on: '12-31' }],
  ['The Term shall commence on the Effective Date and end on June 30 {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['This Agreement shall remain in full force until the 30th of June {Y+1}.', { yearsLater: 1, on: '06-30' }],
  [
    'This Agreement shall be in effect from the Effective Date up to and including 30 September, {Y+4}.',
    { yearsLater: 4, on: '09-30' },
  ],
  ['This Agreement shall terminate at midnight of March 31, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['The term of this Agreement shall run until June 30, in the year {Y+5}.', { yearsLater: 5, on: '06-30' }],
  [
    'This Agreement shall expire on the fifteenth day of November, {Y+3}, unless renewed by the parties.',
    { yearsLater: 3, on: '11-15' },
  ],
  ['Payment of the monthly fee shall be made on the 15th day of each month.', null],
  ['The first Contract Year shall end on December 31, {Y+1}.', null],
  ['The prices set out in Schedule 2 are valid through 31-Dec-{Y+1}.', null],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: terms as long filings' sentences run
 * them, with provisos, cross-references and asides between the subject and its length or date (sections of
 * termination named with their headings, exhibits incorporated by reference, a letter of intent's period included, a
 * statement of work's expiry set aside, an automatic end without notice, a ceiling at a master lease's expiry, a
 * deemed effect on execution, a defined Term ending the day before an anniversary, an exclusive appointment for months,
 * a consultant engaged in consideration of covenants), and for precision royalty reports after expiry, provisions
 * surviving for years and an exclusivity period's end. First run: 20 of 23 placings as written, 18 of 21 laid out and
 * 17 of 21 in capitals: the Term "ending on the day immediately preceding the sixth (6th) anniversary thereof" read the
 * anniversary itself (or no end), the Exclusivity Period's end read as the agreement's, and cuad-031 reads its ten-year
 * grant beside the royalty reports laid out and in capitals. "agreement" as the parties' consent ("unless extended by
 * the mutual agreement of the Parties") no longer names the agreement in a sentence about another thing: 21 of 23, 19
 * of 21 and 19 of 21. The day before the anniversary stays read as the anniversary, as CUAD's gold reads it.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_121: DraftedTermClause[] = [
  [
    'Subject to the provisions of Section 14.2 (Termination for Cause), Section 14.3 (Termination for Insolvency) and Section 14.4 (Change of Control), the term of this Agreement (the "Term") shall commence on the Effective Date and, unless earlier terminated in accordance with the terms hereof, shall continue in full force and effect for a period of seven (7) years thereafter.',
    { years: 7 },
  ],
  [
    'This Agreement, including all Exhibits and Schedules attached hereto, which are incorporated herein by reference, shall become effective on the Effective Date and shall remain in effect, unless sooner terminated pursuant to Article 9 or extended by the mutual written agreement of the parties, through and including December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The initial term of this Agreement (which, for the avoidance of doubt, shall include any period during which the Company performed Services under the letter of intent between the parties) shall be four (4) years from the Effective Date.',
    { years: 4 },
  ],
  [
    'Except as otherwise provided herein, and notwithstanding the expiration or termination of any Statement of Work, this Agreement shall remain in effect until the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'Unless terminated earlier as set forth in Section 12 below, or unless the Parties mutually agree in writing to extend the Term as provided in Section 11.2 below, this Agreement will terminate automatically, without notice, on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'The Term (as such term is defined in Section 1.23) shall be ten (10) years from the Effective Date; provided, however, that in no event shall the Term extend beyond the expiration of the Master Lease.',
    { years: 10 },
  ],
  [
    'This Agreement shall, upon execution by both parties, be deemed effective as of the Effective Date and, except as provided in Sections 8.2 through 8.6 inclusive, shall remain in full force and effect for a period of two (2) years.',
    { years: 2 },
  ],
  [
    'The period commencing on the Effective Date and ending on the day immediately preceding the sixth (6th) anniversary thereof, as the same may be extended or earlier terminated in accordance with this Article 15, is referred to herein as the "Term."',
    { years: 6, dayBefore: true },
  ],
  [
    'Commencing on the Effective Date and continuing for a period of thirty-six (36) months thereafter (subject to the rights of termination contained in Section 10 and the rights of renewal contained in Section 11), Distributor shall act as the exclusive distributor of the Products in the Territory.',
    { months: 36 },
  ],
  [
    'In consideration of the mutual covenants set forth herein, and subject to the terms and conditions of this Agreement, the Company hereby engages the Consultant for a term of eighteen (18) months commencing on the Effective Date (the "Consulting Period").',
    { months: 18 },
  ],
  [
    'Subject to Section 5.3, within thirty (30) days after the end of each calendar quarter during the term of this Agreement, and for a period of two (2) years after its expiration, Licensee shall deliver a royalty report.',
    null,
  ],
  [
    'Notwithstanding the expiration of this Agreement, Sections 7, 9 and 12, together with any other provision which by its nature is intended to survive, shall survive for a period of five (5) years thereafter.',
    null,
  ],
  [
    'The Exclusivity Period, unless extended by the mutual agreement of the Parties as set forth in Section 3.4, shall end on June 30, {Y+1}.',
    null,
  ],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: renewals whose subject is the renewal
 * itself or what stops it, as a noun (renewal "shall be automatic", automatic annual renewals absent notice, successive
 * renewal terms that follow, an extension that occurs automatically save where notice is served, any renewal requiring
 * an amendment, a licensee's exercise of its option, an "Automatic renewal:" label, a continuation from year to year
 * subject to a right to end it, no renewal effective unless agreed, non-renewal requiring notice, an automatic
 * extension a party may prevent, termination at the end of a term requiring notice). First run: 10 of 12 as written,
 * laid out and in capitals: "Any renewal ... shall require the execution of a written amendment by both parties" and
 * "No renewal or extension ... shall be effective unless agreed in writing by both parties" read none. Both parties'
 * act, as what a renewal requires or waits on ("require ... by both parties", "unless agreed ... by both parties"), is
 * now a consent: 12 of 12 each way.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_113: DraftedRenewalClause[] = [
  [
    'Renewal of this Agreement shall be automatic for successive one (1) year periods unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
  ],
  [
    'There shall be automatic annual renewals of this Agreement absent written notice from either party to the contrary delivered not less than ninety (90) days prior to the anniversary date.',
    'automatic',
    90,
  ],
  [
    'Successive renewal terms of one (1) year each shall follow the Initial Term unless either Party notifies the other in writing of its election not to renew no later than thirty (30) days before the expiration of the then-current term.',
    'automatic',
    30,
  ],
  [
    'Extension of the Term for additional periods of twelve (12) months shall occur automatically, save where either party has served notice of termination on the other at least three (3) months before the end of the then-current period.',
    'automatic',
    90,
  ],
  [
    'Any renewal of this Agreement beyond the Initial Term shall require the execution of a written amendment by both parties.',
    'mutual',
    null,
  ],
  [
    'The exercise by Licensee of its option to renew for one (1) additional five (5) year term shall be by written notice delivered to Licensor no later than one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Automatic renewal: upon expiry of the Initial Period, this Agreement will be renewed for further periods of one (1) year each, unless notice of non-renewal is given by either party not later than two (2) months before expiry.',
    'automatic',
    60,
  ],
  [
    "The continuation of this Agreement from year to year after the Initial Term is subject to either party's right to end it by giving ninety (90) days' written notice before any anniversary of the Effective Date.",
    'automatic',
    90,
  ],
  [
    'No renewal or extension of this Agreement shall be effective unless agreed in writing by both parties.',
    'mutual',
    null,
  ],
  [
    'Non-renewal by either party requires written notice given not less than forty-five (45) days before the end of the current term; absent such notice, the term renews automatically for one (1) year.',
    'automatic',
    45,
  ],
  [
    'The automatic extension of this Agreement for successive two (2) year periods may be prevented by either party by written notice served at least six (6) months prior to the expiry of the then-current period.',
    'automatic',
    180,
  ],
  [
    "Termination at the end of the Initial Term or any Renewal Term requires not less than thirty (30) days' prior written notice; otherwise renewal for a further Renewal Term of one year is automatic.",
    'automatic',
    30,
  ],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: a key-terms table's rows as a PDF's
 * text layer gives them, in the typography tables use (a dot leader between label and value, a unit in brackets after
 * the label, a day-first date with slashes or hyphens, a pipe between cells, a dash after the label, a start and an end
 * on one row, no full stop), and for precision payment terms, a warranty period, a delivery date and a price's
 * validity in the same typography. First run: 11 of 27 placings as written, 12 of 28 laid out and in capitals (in
 * place of a long filing's term passage, where the clause model fitted on prose ranks a table's row low); in a short
 * order form 7 of 11 ends read (not the dot leaders, the units in brackets, "Valid through: 12/31/2021") and the
 * price's validity read as a 90-day term. A dot leader before a value is now the field's colon, a unit in brackets
 * after a label the number's, and a length or date in a field labelled as another thing ("Warranty: 12 months",
 * "Price Validity | 90 days") no end: 14 of 27, 17 of 28 and 17 of 28 in place of a filing's term passage; in the
 * order form 10 of 11 ends and no false one. "Valid through:" alone is left: an order form's "valid through" is as
 * often its quote's.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_122: DraftedTermClause[] = [
  ['Initial Term .................... Thirty-six (36) months', { months: 36 }],
  ['Term (years): 3', { years: 3 }],
  ['Contract Period (months): 24', { months: 24 }],
  ['Expiry Date ..... 31/12/{Y+2}', { yearsLater: 2, on: '12-31' }],
  ['Term | 24 months | commencing on the Effective Date', { months: 24 }],
  ['End Date: 30-06-{Y+3}', { yearsLater: 3, on: '06-30' }],
  ['Agreement Term \u2014 Two (2) Years', { years: 2 }],
  ['Duration of Contract ........ 12 months from signature', { months: 12 }],
  ['Valid through: 12/31/{Y+1}', { yearsLater: 1, on: '12-31' }],
  ['Term Start: Effective Date    Term End: 31 March {Y+2}', { yearsLater: 2, on: '03-31' }],
  ['Period of Agreement: From the Effective Date to 30 September {Y+3}', { yearsLater: 3, on: '09-30' }],
  ['Payment Terms ........ Net 30 days', null],
  ['Warranty Period (months): 12', null],
  ['Delivery Date: 15/03/{Y+1}', null],
  ['Price Validity | 90 days', null],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: automatic renewals whose notice is
 * written as no batch wrote one (a calendar month's, a full quarter's, "(90) ninety days" with its digits first, "a
 * ninety-day notice", "3-months' notice", two months' "to the contrary", calendar days with "and" in the number, six
 * calendar months, notice "to prevent extension" received before the extension would take effect, working days, a
 * shorter period the other may accept, a notice period defined apart). First run: 10 of 12 as written and in
 * capitals, 9 of 12 laid out: "fifteen (15) working days' notice" and "notice to prevent an extension must be received
 * no later than 45 days before" read no notice, and laid out "a full quarter's" notice none in one contract. Working
 * and banking days are now business days, and notice "to prevent an extension" stops a renewal as notice to prevent a
 * renewal did: 12 of 12 as written and in capitals, 11 of 12 laid out (a page's running title between "a" and "full
 * quarter's" is left).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_114: DraftedRenewalClause[] = [
  [
    "This Agreement shall renew automatically for successive one-year periods unless either party gives the other not less than one calendar month's written notice of non-renewal.",
    'automatic',
    30,
  ],
  [
    "The term shall be extended automatically by one year at a time unless either party gives a full quarter's written notice prior to the end of the then-current term.",
    'automatic',
    90,
  ],
  [
    'This Agreement shall be automatically renewed for further periods of one (1) year unless terminated by either party upon notice of (90) ninety days prior to its expiry.',
    'automatic',
    90,
  ],
  [
    'Upon expiry of the Initial Term this Agreement renews automatically for one-year terms unless either party provides a ninety-day notice of non-renewal.',
    'automatic',
    90,
  ],
  [
    "The Contract rolls over automatically for a further twelve months unless either party gives 3-months' notice prior to the renewal date.",
    'automatic',
    90,
  ],
  [
    "This Agreement shall continue automatically for successive periods of one year unless either party gives two months' prior written notice to the contrary.",
    'automatic',
    60,
  ],
  [
    'This Agreement shall automatically renew for additional terms of two (2) years unless a party notifies the other of non-renewal one hundred and eighty (180) calendar days before the end of the term.',
    'automatic',
    180,
  ],
  [
    'Thereafter this Agreement shall be tacitly renewed from year to year unless terminated by either party by registered letter sent at least six calendar months before expiry.',
    'automatic',
    180,
  ],
  [
    'The Agreement will be extended automatically for one year at a time; notice to prevent an extension must be received no later than 45 days before the extension would take effect.',
    'automatic',
    45,
  ],
  [
    'This Agreement renews automatically for successive annual periods unless the Customer cancels it by giving fifteen (15) working days’ notice before the renewal date.',
    'automatic',
    21,
  ],
  [
    'This Agreement shall renew automatically for successive one (1) year terms unless either party gives ninety (90) days’ notice of non-renewal (or such shorter period as the other party may accept in writing).',
    'automatic',
    90,
  ],
  [
    'This Agreement shall automatically renew for consecutive one-year periods unless either party gives the other notice of non-renewal within the Notice Period. "Notice Period" means the period of sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: terms in forms, as a text layer gives
 * their boxes and blanks (a length chosen by "[X]" among "[ ]", by "☒" or "☑" among "☐", in a sentence or a row, a
 * date and a length written into underscored blanks, a bracketed fill-in, a fixed term ticked beside an unticked
 * month-to-month), and for precision a warranty and payment terms chosen by boxes and a blank left empty. First run: 8
 * of 23 placings as written, 6 of 21 laid out and in capitals: the boxes' lengths read the first offered (or none),
 * a length or date in underscores or in brackets ("[three (3)] years", "[December 31, 2001]") read no end at all. A
 * form is now read as filled in (server/analysis/text/forms.ts: a line's ticked options among its empty ones, a value
 * in an underscored blank, a bracketed quantity before its unit or a bracketed date): 17 of 23, 17 of 20 and 17 of 20.
 * Left: a box's row in place of a long filing's term passage runs on into the next sentence, as batch 122's rows do,
 * and cuad-093 reads a term of its own beside the payment terms laid out and in capitals.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_123: DraftedTermClause[] = [
  ['Term: [ ] 12 months [X] 24 months [ ] 36 months', { months: 24 }],
  ['Term of Agreement: \u2610 One (1) year \u2612 Three (3) years \u2610 Five (5) years', { years: 3 }],
  ['Initial Term (check one): \u2611 36 months \u2610 60 months', { months: 36 }],
  ['The term of this Agreement shall be \u2610 one year \u2612 two years from the Effective Date.', { years: 2 }],
  ['This Agreement shall remain in effect until __December 31, {Y+2}__.', { yearsLater: 2, on: '12-31' }],
  ['The Initial Term shall be _36_ months from the Effective Date.', { months: 36 }],
  ['Term: ___3___ years', { years: 3 }],
  ['The term of this Agreement is [three (3)] years from the Effective Date.', { years: 3 }],
  ['This Agreement expires on [December 31, {Y+1}].', { yearsLater: 1, on: '12-31' }],
  ['Term: [X] Fixed term ending June 30, {Y+2} [ ] Month-to-month', { yearsLater: 2, on: '06-30' }],
  ['Warranty: [ ] 6 months [X] 12 months', null],
  ['Payment Terms: [X] Net 30 [ ] Net 60', null],
  ['The term of this Agreement shall be ______ years from the Effective Date.', null],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: renewals in forms and key-terms
 * tables (a box ticked "Yes" or "No", a dot leader, a unit in brackets after a notice's label, options of renewal by
 * boxes, a table's cells between bars, a notice in an underscored blank, bracketed fill-ins in a sentence, "N/A").
 * First run: 9 of 11 as written and in capitals, 7 of 11 laid out: the table's "Automatic Renewal | Yes | Notice to
 * cancel | 30 days" read none, "Notice Period for Non-Renewal: _60_ days" no notice after "Renews automatically: Yes.",
 * and laid out a page's number after "[ninety (90)]" was read into a notice of 209 days. A renewal field's label may
 * now stand in a table's cell or be the renewing verb ("Renews automatically: Yes"), a notice field be labelled as what
 * it stops ("Notice Period for Non-Renewal:", "Notice to cancel |"), and words and digits in brackets are a fill-in
 * wherever they stand: 11 of 11 as written and in capitals, 10 of 11 laid out (a dot leader broken by the layout).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_115: DraftedRenewalClause[] = [
  ['Auto-Renewal: [X] Yes [ ] No', 'automatic', null],
  ['Automatic Renewal ........ Yes', 'automatic', null],
  ['Auto-Renew: Yes    Non-Renewal Notice (days): 60', 'automatic', 60],
  ['Renewal: \u2610 Automatic \u2612 Upon mutual written agreement', 'mutual', null],
  ['Renewal Option: \u2612 Customer may renew for one (1) additional year \u2610 None', 'option', null],
  ['Automatic Renewal | Yes | Notice to cancel | 30 days', 'automatic', 30],
  ['Auto-renewal: [ ] Yes [X] No', 'none', null],
  ['Renewal ........ Automatic for successive one-year terms unless cancelled 90 days before expiry', 'automatic', 90],
  ['Renews automatically: Yes. Notice Period for Non-Renewal: _60_ days', 'automatic', 60],
  [
    "The Agreement will renew automatically for [one (1)] year periods unless either party gives [ninety (90)] days' notice of non-renewal.",
    'automatic',
    90,
  ],
  ['Auto-renew: N/A', 'none', null],
];

/**
 * Written before its first run (3 December, sixty-second session), aimed at none: a key-terms table's rows as Word and
 * HTML tables give them, a label's cell and its value's with no colon between (a tab, a blank line, three spaces),
 * and for precision a payment's due date, a warranty period and a delivery date so set out. First run: 13 of 23
 * placings as written, 12 of 23 laid out and in capitals (a row in place of a long filing's term passage runs on into
 * its next sentence, as batch 122's did); in a short order form 9 of 10 ends and no false one (not "Service Term
 * (Months)" with its number in the next cell). A unit in brackets after a label now takes the number after it
 * without a colon too: 10 of 10 in the order form; 14 of 23, 13 of 23 and 13 of 23 in place of a filing's term.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_124: DraftedTermClause[] = [
  ['Expiration Date\tDecember 31, {Y+2}', { yearsLater: 2, on: '12-31' }],
  ['Initial Term\tThirty-six (36) months', { months: 36 }],
  ['Term\n\nTwo (2) years from the Effective Date', { years: 2 }],
  ['Contract End Date   30 June {Y+3}', { yearsLater: 3, on: '06-30' }],
  ['Term of Agreement\tEffective Date through March 31, {Y+1}', { yearsLater: 1, on: '03-31' }],
  ['End Date\n{Y+2}-09-30', { yearsLater: 2, on: '09-30' }],
  ['Duration\t24 months', { months: 24 }],
  ['Term Length\t1 year', { years: 1 }],
  ['Termination Date\tthe fifth anniversary of the Effective Date', { years: 5 }],
  ['Service Term (Months)\t12', { months: 12 }],
  ['Payment Due Date\t30 days after invoice', null],
  ['Warranty Period\t12 months', null],
  ['Delivery Date\tMarch 15, {Y+1}', null],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: terms stated in words no batch used
 * first (a time of day on the last day, a "duration" or a "validity" of years, the earlier of a date and a quantity
 * bought, rights that continue for an initial period, a "fixed term ending on", a Contract Period "starting on", a
 * term run concurrently with a lease's, "until the 31st of December ... inclusive", an indefinite period), and for
 * precision insurance kept for years after the term and a purchase order's own life. First run: 23 of 25 placings as
 * written ("The Term shall end on the earlier of (i) March 31 ... and (ii) the date on which the Purchaser has purchased
 * the Maximum Quantity" and "a fixed term ending on 31 December ..." each read no end once).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_125: DraftedTermClause[] = [
  [
    'This Agreement shall expire at 11:59 p.m. (Eastern Time) on June 30, {Y+4}, unless terminated earlier in accordance with its terms.',
    { yearsLater: 4, on: '06-30' },
  ],
  ['The duration of this Agreement is five (5) years, counted from the Effective Date.', { years: 5 }],
  [
    'This Agreement shall have a validity of three (3) years from the Effective Date and may thereafter be renewed only by a written instrument signed by both Parties.',
    { years: 3 },
  ],
  [
    'The Term shall end on the earlier of (i) March 31, {Y+2} and (ii) the date on which the Purchaser has purchased the Maximum Quantity.',
    { yearsLater: 2, on: '03-31' },
  ],
  [
    'Licensee\'s rights under this Agreement shall continue for an initial period of forty-eight (48) months after the Effective Date (the "Initial Period"), after which this Agreement shall terminate unless extended by written amendment.',
    { months: 48 },
  ],
  [
    'The parties agree that the term of their relationship under this Agreement shall be a period of one (1) year beginning on the Effective Date.',
    { years: 1 },
  ],
  [
    'This Agreement is for a fixed term ending on 31 December {Y+1} and shall not be renewed or extended except by a new agreement in writing.',
    { yearsLater: 1, on: '12-31' },
  ],
  [
    'Unless extended under clause 3.2, the Contract Period is the period of two years starting on the Effective Date.',
    { years: 2 },
  ],
  [
    'The obligations of the parties hereunder shall remain in force for a period of sixty (60) months following the Effective Date, whereupon this Agreement shall lapse.',
    { months: 60 },
  ],
  ['The Agreement will remain valid until the 31st of December {Y+2} inclusive.', { yearsLater: 2, on: '12-31' }],
  [
    'The term of this Agreement shall run concurrently with the term of the Lease, which expires on August 31, {Y+5}.',
    { yearsLater: 5, on: '08-31' },
  ],
  ['This Agreement shall be in force from the Effective Date for an indefinite period of time.', 'perpetual'],
  [
    'The Supplier shall maintain the insurance required by this Section for a period of three (3) years following the expiration or termination of this Agreement.',
    null,
  ],
  ['Any Purchase Order issued hereunder shall remain in effect for twelve (12) months from its date of issue.', null],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: renewals in words no batch used first
 * (tacitly extended by registered letter, rolling over until one party "tells the other", a term "prolonged ... and so
 * on from year to year", up to two further periods at the customer's discretion, a further period the parties "may
 * determine", a continuation that "shall not require any action", a licence "deemed renewed" unless a party "opts
 * out", a subscription that "continues for the same period again", renewal subject to "good standing" and a fee, a term
 * that "shall not be renewed", and quarterly renewals stopped by a full quarter's notice). First run: 8 of 11: the notices of "tells the other in writing,
 * at least forty-five (45) days before a rollover date, that it does not wish to continue" and "a party that wishes the
 * Agreement to end ... shall so notify the other at least thirty (30) days in advance" read none, and "Your subscription
 * continues for the same period again ... unless you cancel at least seven (7) days before" no renewal. Not wanting to
 * "continue" is now not wanting a renewal, notice to end "at the close of" a term is notice to stop one, and
 * continuing "for the same period again" renews: 11 of 11, in capitals too.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_116: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Term, the Agreement shall be tacitly extended by periods of one (1) year each, unless terminated by either Party by registered letter at least three (3) months before the end of the current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement will roll over for consecutive twelve-month periods until one party tells the other in writing, at least forty-five (45) days before a rollover date, that it does not wish to continue.',
    'automatic',
    45,
  ],
  [
    'If neither party has given notice of termination by the date falling sixty (60) days before the expiry of the Term, the Term shall be prolonged by a further year, and so on from year to year.',
    'automatic',
    60,
  ],
  [
    'The Customer may, at its sole discretion, extend this Agreement for up to two (2) further periods of twelve (12) months each by notifying the Supplier in writing no later than ninety (90) days before expiry.',
    'option',
    null,
  ],
  [
    'Thereafter, the parties may agree in writing to continue this Agreement for such further period as they may determine.',
    'mutual',
    null,
  ],
  [
    'The continuation of this Agreement for each successive Renewal Term of one (1) year shall not require any action by either party; a party that wishes the Agreement to end at the close of the current term shall so notify the other at least thirty (30) days in advance.',
    'automatic',
    30,
  ],
  [
    'This License shall be deemed renewed for a further term of two (2) years at the end of each term unless either party opts out by written notice served not later than one hundred twenty (120) days before that date.',
    'automatic',
    120,
  ],
  [
    'Your subscription continues for the same period again at the end of each period unless you cancel at least seven (7) days before the period ends.',
    'automatic',
    7,
  ],
  [
    'Member may renew this Agreement for additional one-year terms provided Member is in good standing and pays the then-current renewal fee before the end of the current term.',
    'option',
    null,
  ],
  ['This Agreement shall not be renewed upon the expiry of its term.', 'none', null],
  [
    "This Agreement renews quarterly, for a further three (3) months at a time, unless either party gives a full quarter's notice that it shall not.",
    'automatic',
    90,
  ],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: terms as CUAD's kinds of agreement
 * state them with their own subject first (a franchise granted, a joint venture's existence, an alliance's duration, a
 * transportation agreement's primary term, a licence grant's period, services for Contract Years, a Supply Term, a
 * consultant's engagement, a term of distribution), and for precision a term counted from a launch date not given and
 * an annual fee due on each anniversary. First run: 17 of 19 placings as written (the licence grant's fifteen years
 * read as cuad-031's own ten-year grant; the consultant's engagement of six months read no end once).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_126: DraftedTermClause[] = [
  [
    'This Franchise Agreement and the franchise granted hereby shall be for a term of ten (10) years commencing on the Effective Date, unless sooner terminated as herein provided.',
    { years: 10 },
  ],
  [
    'The Joint Venture shall continue in existence until December 31, {Y+20}, unless dissolved earlier in accordance with Article XII.',
    { yearsLater: 20, on: '12-31' },
  ],
  [
    'The alliance established by this Agreement shall have an initial duration of five (5) years from the Effective Date.',
    { years: 5 },
  ],
  [
    'This Transportation Services Agreement shall be in effect for a primary term ending on October 31, {Y+10}, and shall continue month to month thereafter until terminated by either party upon thirty (30) days written notice.',
    { yearsLater: 10, on: '10-31' },
  ],
  [
    'The license granted in Section 2.1 shall extend for a period of fifteen (15) years from the Effective Date, after which this Agreement shall expire.',
    { years: 15 },
  ],
  [
    'The Services shall be provided for an Initial Term of seven (7) Contract Years, the first Contract Year beginning on the Effective Date.',
    { years: 7 },
  ],
  ['The Supply Term shall run from the Effective Date to 31 December {Y+4}.', { yearsLater: 4, on: '12-31' }],
  [
    "Consultant's engagement hereunder shall be for a period of six (6) months commencing on the Effective Date, and may be extended by mutual written agreement.",
    { months: 6 },
  ],
  [
    'The initial term of distribution hereunder shall be a period ending on the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'This Agreement shall be in effect from the Effective Date through and until the second anniversary of the Launch Date.',
    null,
  ],
  ['Licensee shall pay the Annual Fee on or before each anniversary of the Effective Date during the Term.', null],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: a key-terms table's rows as a PDF's
 * text layer gives them, the label's cell and the value's joined by one space with no colon ("Initial Term 24 months";
 * pdf.js puts a space where a table's cells part), each row on a line of its own; and for precision a payment term and
 * a warranty period so set out. First run: 11 of 21 placings as written. Such a row now gets its colon back where its
 * label is a term's and its value a date or a length (text/key-term-rows.ts): 16 of 21, and no false date.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_127: DraftedTermClause[] = [
  ['\nInitial Term 24 months\n', { months: 24 }],
  ['\nExpiration Date June 30, {Y+2}\n', { yearsLater: 2, on: '06-30' }],
  ['\nTerm 3 years\n', { years: 3 }],
  ['\nSubscription Term 12 months from the Effective Date\n', { months: 12 }],
  ['\nEnd Date 31/12/{Y+1}\n', { yearsLater: 1, on: '12-31' }],
  ['\nContract Term Thirty-six (36) months\n', { months: 36 }],
  ['\nTermination Date {Y+3}-03-31\n', { yearsLater: 3, on: '03-31' }],
  ['\nService End Date December 31, {Y+1}\n', { yearsLater: 1, on: '12-31' }],
  ['\nDuration 18 months\n', { months: 18 }],
  ['\nMinimum Term 24 months\n', { months: 24 }],
  ['\nPayment Terms 30 days\n', null],
  ['\nWarranty Period 12 months\n', null],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: renewal and notice rows of a
 * key-terms table as a PDF's text layer gives them (label and value joined by one space, no colon), each on a line of
 * its own. First run: 1 of 7 (in capitals 1): without their colons the readers knew no row's label. With them back
 * (text/key-term-rows.ts), and a "Notice Period:" field beside a renewal taken as its notice: 7 of 7.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_117: DraftedRenewalClause[] = [
  ['\nAuto-renewal Yes\nNotice to cancel 60 days\n', 'automatic', 60],
  ['\nAutomatic Renewal No\n', 'none', null],
  ['\nRenewal Term 12 months\nNon-renewal Notice 90 days\n', 'automatic', 90],
  ['\nAuto Renew Yes\nNotice Period 30 days\n', 'automatic', 30],
  ['\nRenews automatically Yes\nCancellation Notice Period 45 days\n', 'automatic', 45],
  ['\nAuto-renewal N/A\n', 'none', null],
  ['\nAutomatic Renewal Yes\nNotice of Non-Renewal 60 days\n', 'automatic', 60],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: terms as English, Indian and
 * European drafting states them ("come into force ... continue in force", "valid for a period of 5 (five) years",
 * "until 31st March", "subsist for an initial period", "tenure", "in operation ... with effect from", "on the expiry of
 * thirty-six (36) months", "concluded for a definite period until", "enters into force ... remains in force", "the
 * validity ... shall expire on 31.12."), and for precision statements due "during the currency of this Agreement" and
 * a guarantee valid for a year. First run: 21 of 21 placings as written.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_128: DraftedTermClause[] = [
  [
    'This Agreement shall come into force on the Effective Date and shall continue in force for a period of three (3) years, unless terminated earlier in accordance with Clause 14.',
    { years: 3 },
  ],
  ['The Agreement shall be valid for a period of 5 (five) years from the Effective Date.', { years: 5 }],
  ['This Agreement shall remain in force until 31st March, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  [
    'Subject to Clause 18, this Agreement shall subsist for an initial period of twenty-four (24) calendar months from the Effective Date.',
    { months: 24 },
  ],
  ['The tenure of this Agreement shall be ten (10) years commencing from the Effective Date.', { years: 10 }],
  [
    'This Agreement shall be in operation for a period of 2 (two) years with effect from the Effective Date.',
    { years: 2 },
  ],
  [
    'This Agreement shall terminate automatically on the expiry of thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  ['The Agreement is concluded for a definite period until 30 June {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['This Contract enters into force on the Effective Date and remains in force for four (4) years.', { years: 4 }],
  ['The validity of this Agreement shall expire on 31.12.{Y+1}.', { yearsLater: 1, on: '12-31' }],
  [
    'The Licensee shall furnish quarterly statements within forty-five (45) days of the end of each quarter during the currency of this Agreement.',
    null,
  ],
  ['The Guarantee shall remain valid for a period of twelve (12) months after the Effective Date.', null],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: renewals as English, Indian and
 * European drafting states them ("renewed ... on such terms ... as may be mutually agreed", "shall stand renewed for a
 * like period unless either Party conveys its intention not to renew", "deemed to have been extended ... unless notice
 * to the contrary is served", a right to renew "upon giving the Licensor" notice, extended "on a year-to-year basis,
 * subject to the right of either Party to terminate it with effect from the end of any contractual year", an extension
 * "subject to the mutual consent of the Parties", "failing notice of termination ... tacitly renewed", a renewal that
 * "shall require a fresh agreement", an extension a distributor "may request" and the company may refuse). First run:
 * 10 of 10, in capitals 10 of 10.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_118: DraftedRenewalClause[] = [
  [
    'This Agreement may be renewed for a further period of 3 (three) years on such terms and conditions as may be mutually agreed between the Parties.',
    'mutual',
    null,
  ],
  [
    'On expiry, the Agreement shall stand renewed for a like period unless either Party conveys its intention not to renew at least 60 (sixty) days prior to the date of expiry.',
    'automatic',
    60,
  ],
  [
    'The term hereof shall be deemed to have been extended for one further year on each occasion unless notice to the contrary is served by either party not less than ninety days prior to the relevant expiry date.',
    'automatic',
    90,
  ],
  [
    "Upon the expiry of the Initial Period, the Licensee shall have the right to renew this Licence for a further term of five (5) years upon giving the Licensor not less than six (6) months' prior written notice.",
    'option',
    null,
  ],
  [
    "The Agreement shall thereafter be extended on a year-to-year basis, subject to the right of either Party to terminate it with effect from the end of any contractual year by giving six (6) months' notice.",
    'automatic',
    180,
  ],
  [
    'Any extension of this Agreement shall be subject to the mutual consent of the Parties recorded in writing.',
    'mutual',
    null,
  ],
  [
    'Failing notice of termination served at least 30 days before its expiry, the Agreement shall be tacitly renewed for one year at a time.',
    'automatic',
    30,
  ],
  [
    'The Parties may, by mutual agreement in writing executed prior to the expiry of the Term, extend the Term for such period as they may agree.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall not be automatically renewed; any renewal shall require a fresh agreement between the Parties.',
    'mutual',
    null,
  ],
  [
    'The Distributor may request an extension of this Agreement for a further period of two (2) years, which the Company may grant or refuse at its absolute discretion.',
    'mutual',
    null,
  ],
];

/**
 * Written before its first run (3 December, sixty-third session), aimed at none: renewal and notice fields of forms
 * and tables on lines of their own, in ways batch 115 did not write them (a notice chosen by a ticked box, a unit in
 * brackets after a cancellation notice's label, a notice in an underscored blank between words, a table's cells apart
 * by three spaces, a renewal field in capitals, a renewal's length and notice in one row's cells, a "Renewal: Evergreen"
 * field, "Auto-renewal: No" beside a notice that then stops nothing). First run: 4 of 8, in capitals 4 of 8: "Notice
 * required to cancel" ticked at 60 days gave the filing's own 90, the row in capitals and the row of cells between bars
 * no notice or no renewal, and the evergreen field was read as automatic. That answer was wrong by the batches' own
 * convention, kept since the first (a term running on "month to month" after the Initial Term renews automatically,
 * monthly; "evergreen" is a term with no periods at all), and is corrected. A notice field may now say it is
 * "required to cancel", a bare "Notice" cell beside a renewal that runs by itself is its notice, and a renewal's or a
 * notice's row ends its sentence before a filing's next clause as a term's does: 8 of 8, in capitals 8 of 8.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_119: DraftedRenewalClause[] = [
  ['\nAuto-renewal: [X] Yes [ ] No\nNotice required to cancel: [ ] 30 days [X] 60 days\n', 'automatic', 60],
  ['\nAutomatic renewal: Yes\nCancellation notice period (days): 45\n', 'automatic', 45],
  [
    '\nThis Agreement renews automatically unless notice of non-renewal is given ___90___ days before expiry.\n',
    'automatic',
    90,
  ],
  ['\nAutomatic Renewal   Yes\nNotice Period   30 days\n', 'automatic', 30],
  ['\nAUTO-RENEWAL: YES\nNOTICE TO CANCEL: 60 DAYS\n', 'automatic', 60],
  ['\nRenewal | 12 months, automatic | Notice | 90 days\n', 'automatic', 90],
  ['\nRenewal: Evergreen (month to month after the Initial Term)\nTermination notice: 30 days\n', 'automatic', 30],
  ['\nAuto-renewal: No\nNotice Period: 30 days\n', 'none', null],
];

/**
 * Written before its first run (3 December, sixty-fourth session), aimed at none: renewal clauses as software vendors'
 * online master agreements and terms of service word them, in words of this batch's own (renewal for periods equal to
 * the expiring term or a year, whichever is shorter, with notice by e-mail; a term renewing unless cancelled before its
 * end; a subscription that continues and renews until cancelled in the account; auto-renewal turned off in a console a
 * day before; a renewal order submitted to renew; a price increase notified before a renewal that runs unless notice;
 * a renewal of the agreement and every order form unless notice; an agreement that runs until every subscription ends;
 * a renewal at the list price then in effect). First run: kinds 7 of 10, notices 4 of 6: a subscription that
 * "continues and renews automatically at the end of each billing cycle until you cancel it" and one that "renews on
 * those terms for a further twelve (12) months unless Customer tells Provider ... that it does not want" it read no
 * renewal, a renewal order submitted to renew no option, and a price increase's forty-five days' notice was taken for
 * the notice that stops the renewal. Mended since: "unless Customer tells Provider" stops a renewal as "unless you
 * tell us" did, and "renew any Subscription for a further term" renews the agreement: kinds 8 of 10, notices 5 of 6.
 * Left: the subscription that renews "at the end of each billing cycle until you cancel it" and the renewal order are
 * read by the readers but ranked nowhere by the filings' clause model (taking the readers' automatic renewal where the
 * model ranks none moved the check part's notices down, 9 -> 8 of 10: not kept), and a price increase's notice before
 * the one that stops the renewal is still taken (leaving out a length after "increase" in its clause cost the check
 * part a notice too: not kept).
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_120: DraftedRenewalClause[] = [
  [
    'Unless an Order Form says otherwise, each Subscription renews automatically for a further period equal to the expiring Subscription Term or one year, whichever is shorter, unless either party gives the other written notice (e-mail is sufficient) at least thirty (30) days before the end of the Subscription Term then in effect.',
    'automatic',
    30,
  ],
  [
    'Unless Customer cancels before the end of the current Subscription Term, the Subscription Term renews automatically for a period equal in length to the Initial Subscription Term.',
    'automatic',
    null,
  ],
  [
    'Your subscription continues and renews automatically at the end of each billing cycle until you cancel it; you may cancel at any time from the Billing page of your account, and the cancellation takes effect at the end of the billing cycle in which you cancel.',
    'automatic',
    null,
  ],
  [
    'Each Subscription Term renews for successive twelve (12) month periods unless either party notifies the other of non-renewal no later than sixty (60) days before the end of the Subscription Term then in effect.',
    'automatic',
    60,
  ],
  [
    'At the end of the Subscription Term the Services renew automatically for a Renewal Term of the same length, unless Customer turns off auto-renewal in the Admin Console at least one (1) day before the renewal date.',
    'automatic',
    1,
  ],
  [
    'Customer may renew any Subscription for a further term by submitting a renewal order to Provider before the Subscription Term expires; a Subscription for which no renewal order is submitted ends when its term expires.',
    'option',
    null,
  ],
  [
    'Provider will tell Customer of any increase in the Fees for a renewal at least forty-five (45) days before the renewal takes effect; each Subscription renews automatically for one year unless Customer gives notice of non-renewal at least thirty (30) days before the end of the Subscription Term.',
    'automatic',
    30,
  ],
  [
    'If neither party gives notice of non-renewal at least ninety (90) days before the Subscription Term then in effect expires, this Agreement and every Order Form under it renew for one additional year.',
    'automatic',
    90,
  ],
  [
    'This Agreement begins on the Effective Date and remains in effect until every Subscription purchased under it has expired or been terminated.',
    'none',
    null,
  ],
  [
    "Renewals are charged at Provider's list price then in effect, and each Subscription renews on those terms for a further twelve (12) months unless Customer tells Provider in writing, no fewer than fifteen (15) days before the renewal date, that it does not want the Subscription to renew.",
    'automatic',
    15,
  ],
];

/**
 * Written before its first run (3 December, sixty-fourth session), aimed at none: terms in words and orders of this
 * batch's own (rights granted for consecutive months after which the agreement expires, an appointment's initial
 * period, an end "or such earlier date", the close of business on a date, the parties' intention to be governed for a
 * term, a lapse of its own accord on an anniversary, a licence term measured from a date, a termination of its own
 * accord unless extended, a validity "as from" a date, a term that ends on the day before an anniversary), and for
 * precision payments made quarterly for years and a launch within months. First run: 16 of 21 placings as written. In
 * the hosts cuad-044 and cuad-085 a lapse on the tenth anniversary and a termination "of its own accord" read no end
 * (their dateless headings, as before); the day before the fifth anniversary read as the anniversary; and "Payments
 * under Section 4 shall be made quarterly for a period of five (5) years" ended the term, twice. Mended since:
 * payments "under Section 4", as "under this Agreement", are another subject's: 17 of 21 (in cuad-138 the clause runs
 * into the host's bulleted list, whose sentence still ends the term there).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_129: DraftedTermClause[] = [
  [
    'The rights granted hereunder shall commence on the Effective Date and shall remain in effect for a period of thirty-six (36) consecutive months, after which this Agreement shall expire.',
    { months: 36 },
  ],
  [
    'This Agreement, and the appointment made hereunder, shall run for an initial period of seven (7) years from the Effective Date.',
    { years: 7 },
  ],
  [
    'The Term shall end on December 31, {Y+4}, or on such earlier date as this Agreement is terminated in accordance with Article 12.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'This Agreement shall become effective on the Effective Date and, subject to Section 14, shall remain effective until the close of business on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'The parties intend that this Agreement shall govern their relationship for a term of four (4) years beginning with the Effective Date.',
    { years: 4 },
  ],
  [
    "Each party's obligations under this Agreement shall begin on the Effective Date, and this Agreement shall lapse automatically on the tenth (10th) anniversary thereof.",
    { years: 10 },
  ],
  ['The License Term is two (2) years, measured from the Effective Date.', { years: 2 }],
  [
    'This Agreement will terminate of its own accord eighteen (18) months after the Effective Date unless the parties agree in writing to extend it.',
    { months: 18 },
  ],
  ['This Agreement shall be valid for a term of three (3) years as from the Effective Date.', { years: 3 }],
  [
    'The Term begins on the Effective Date and ends on the day before the fifth (5th) anniversary of the Effective Date.',
    { years: 5, dayBefore: true },
  ],
  [
    'Payments under Section 4 shall be made quarterly for a period of five (5) years following the Effective Date.',
    null,
  ],
  [
    'Licensee shall use commercially reasonable efforts to launch the Product within twelve (12) months after the Effective Date.',
    null,
  ],
];

/**
 * Written before its first run (3 December, sixty-seventh session), aimed at none: terms in words and orders no batch
 * used first (an expiry at a time of day on an anniversary, a duration counted from a date, a period terminating months
 * thereafter, a term to and including a date, a period the parties are bound for, an expiry upon the lapse of months,
 * a supply period ending on a date inclusive, a continuance until an anniversary at which it expires, contract years
 * of an appointment, an initial term expiring on an anniversary, years and months together, a continuance through and
 * including a date, a heading's years from the date first written above), and for precision insurance kept for years
 * after the end, records kept for years and an exclusivity that expires on a date. First run: 26 of 29 placings as
 * written (three lost their effective date). Left, each the host's: in cuad-085 and cuad-067 the hosts' own dateless
 * term sentences rank above an anniversary's end and a supply period's (0.53 each, the end model's threshold 0.55), and
 * in cuad-280 the heading "Term of Agreement." is a sentence of its own, so "Ten (10) years from the date first written
 * above." names no term (0.49); in other hosts all three read right.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_130: DraftedTermClause[] = [
  [
    'The term of this Agreement (the "Term") shall commence as of the Effective Date and, unless earlier terminated pursuant to the provisions hereof, shall expire at 11:59 p.m. Eastern Time on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  ['This Agreement shall have a duration of five (5) years counted from the Effective Date.', { years: 5 }],
  [
    'This Agreement shall be for a period commencing on the Effective Date and terminating sixty (60) months thereafter.',
    { months: 60 },
  ],
  [
    "The Agreement's term is the period from the Effective Date to and including December 31, {Y+2}.",
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'Subject to earlier termination under Article 15, this Agreement shall be binding on the Parties for a period of eight (8) years from the Effective Date.',
    { years: 8 },
  ],
  [
    'This Agreement shall expire, without further action by either Party, upon the lapse of forty-eight (48) months from the Effective Date.',
    { months: 48 },
  ],
  [
    'The Supply Period shall be the period beginning on the Effective Date and ending on March 31, {Y+3}, inclusive.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'This Agreement will continue in full force and effect until the fourth (4th) anniversary of the Effective Date, at which time it will expire unless the Parties have agreed in writing to extend it.',
    { years: 4 },
  ],
  [
    "Distributor's appointment hereunder shall be for a term of three (3) Contract Years, the first Contract Year commencing on the Effective Date.",
    { years: 3 },
  ],
  [
    'This Agreement shall remain in force for an initial term expiring on the seventh (7th) anniversary of the Effective Date.',
    { years: 7 },
  ],
  ['The term hereof shall be a period of two (2) years and six (6) months from the Effective Date.', { months: 30 }],
  [
    'This Agreement shall be effective as of the Effective Date and shall continue through and including September 30, {Y+1}.',
    { yearsLater: 1, on: '09-30' },
  ],
  ['Term of Agreement. Ten (10) years from the date first written above.', { years: 10 }],
  [
    "Company's obligation to maintain the insurance required by this Section shall survive for three (3) years after the expiration or termination of this Agreement.",
    null,
  ],
  [
    'Licensee shall keep complete and accurate records of its sales of Products for a period of five (5) years following the end of each calendar year.',
    null,
  ],
  ['The exclusivity granted in Section 2.3 shall expire on December 31, {Y+1}.', null],
];

/**
 * Written before its first run (3 December, sixty-seventh session), aimed at none: renewals in words no batch used
 * first (an automatic extension for consecutive periods unless a party notifies its decision not to extend, renewal
 * from year to year unless terminated before the anniversary date, a licensee's extension by a notice of extension,
 * a term that rolls over, a continuance for like periods absent notice, renewals only upon the mutual written consent,
 * a prolongation by tacit agreement, a term that shall not be renewed, a further term granted if the distributor met
 * its minimums and asks, a relationship that carries on with no fixed end date until ended by notice, a supplier's right to decline
 * a renewal). First run: kinds 9 of 11, notices 6 of 7: "Absent written notice ..., this Agreement shall continue
 * for like periods of one (1) year" read no renewal (its notice alone), and the relationship that "shall carry on with
 * no fixed end date, and either party may bring it to an end at any time on" notice read none. Mended since: "continue
 * for like periods" runs on in periods (of the length written after it, not the term's), and an agreement that runs
 * on after its term "and" (or "but") either party may end it on notice runs on until ended: 11 of 11, 7 of 7.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_121: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, this Agreement shall be automatically extended for consecutive periods of two (2) years each, unless either Party notifies the other Party in writing of its decision not to extend at least one hundred twenty (120) days before the then-scheduled expiration.',
    'automatic',
    120,
  ],
  [
    'Thereafter, this Agreement shall be renewed from year to year unless terminated by either party upon not less than sixty (60) days prior written notice to the other before the anniversary date.',
    'automatic',
    60,
  ],
  [
    'Licensee may extend the Term for one (1) additional period of five (5) years by delivering written notice of extension to Licensor not later than one hundred eighty (180) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'At the end of the Initial Term, the Term shall roll over for successive one (1) year periods, unless either party elects not to roll over the Term by written notice delivered no later than ninety (90) days before the roll-over date.',
    'automatic',
    90,
  ],
  [
    'Absent written notice from either party to the contrary at least forty-five (45) days before its expiration, this Agreement shall continue for like periods of one (1) year.',
    'automatic',
    45,
  ],
  [
    'This Agreement may be renewed for additional terms only upon the mutual written consent of the parties, executed before the expiration of the then-current term.',
    'mutual',
    null,
  ],
  [
    'On expiry, the Agreement shall be prolonged by tacit agreement for successive periods of one (1) year, unless one of the Parties terminates it by registered letter at least three (3) months before the expiry date.',
    'automatic',
    90,
  ],
  ['This Agreement shall not be renewed upon the expiration of the Term.', 'none', null],
  [
    "If Distributor has met the Minimum Purchase Requirements for each Contract Year of the Initial Term, Supplier shall, at Distributor's written request made no later than six (6) months before the end of the Initial Term, grant Distributor a further term of three (3) years.",
    'option',
    null,
  ],
  [
    'After the Initial Term, the relationship of the parties under this Agreement shall carry on with no fixed end date, and either party may bring it to an end at any time on one hundred eighty (180) days written notice.',
    'evergreen',
    180,
  ],
  [
    'The Term shall be renewed automatically for successive renewal terms of one (1) year each; provided, however, that Supplier may decline any renewal by giving Distributor written notice thereof not less than thirty (30) days prior to the end of the then-current term.',
    'automatic',
    30,
  ],
];

/**
 * Written before its first run (3 December, sixty-seventh session), aimed at none: terms as kinds of agreement the
 * batches held least word them (an endorsement period through the last day of a calendar year, an effect until midnight
 * on a date, a lapse on an anniversary unless renewed, a joint venture's duration unless dissolved, a carrier's
 * obligations extending for months, hosting services provided for an initial period, a termination without notice on
 * the date years after, a co-branding term of contract years, an end the parties agree it will come to, a fixed period
 * of years), and for precision a campaign's run, a non-compete's months and confidential information kept for years.
 * First run: 20 of 23 placings as written (three lost their effective date): the campaign's run "from the Effective
 * Date through March 31" ended the term in both its hosts (0.59), and in cuad-031 a carrier's twenty-four months read
 * the host's own later date (its other placing read right). Mended since: a marketing campaign is another thing with
 * an end of its own: 21 of 23 (in cuad-138 the sentence runs on into the host's table of sponsorship benefits, too long
 * to be read as about one thing).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_131: DraftedTermClause[] = [
  [
    'The Endorsement Period shall commence on the Effective Date and shall continue through the last day of the {Y+2} calendar year.',
    { yearsLater: 2, on: '12-31' },
  ],
  [
    'This Agreement shall be in effect from the Effective Date until midnight on June 30, {Y+3}.',
    { yearsLater: 3, on: '06-30' },
  ],
  [
    'Unless renewed as set forth herein, this Agreement shall lapse on the second (2nd) anniversary of the Effective Date.',
    { years: 2 },
  ],
  [
    'The duration of the Joint Venture shall be fifteen (15) years from the Effective Date, unless dissolved earlier pursuant to Article 18.',
    { years: 15 },
  ],
  [
    "Carrier's obligations hereunder shall extend for a term of twenty-four (24) months beginning on the Effective Date.",
    { months: 24 },
  ],
  [
    'The Hosting Services shall be provided for an initial period of thirty-six (36) months following the Effective Date (the "Initial Term").',
    { months: 36 },
  ],
  [
    'This Agreement is effective from the Effective Date and terminates automatically, without notice, on the date that is six (6) years after the Effective Date.',
    { years: 6 },
  ],
  [
    'The term of this Co-Branding Agreement shall consist of the first four (4) Contract Years, the first of which begins on the Effective Date.',
    { years: 4 },
  ],
  ['The Parties agree that this Agreement will come to an end on October 31, {Y+5}.', { yearsLater: 5, on: '10-31' }],
  [
    'This Agreement enters into effect on the Effective Date and remains effective for a fixed period of 2 years.',
    { years: 2 },
  ],
  ['The promotional campaign described in Exhibit B shall run from the Effective Date through March 31, {Y+1}.', null],
  [
    'The non-competition obligations of Section 9 shall continue for eighteen (18) months after the Effective Date.',
    null,
  ],
  [
    'Each Party shall retain the Confidential Information of the other Party for no longer than two (2) years after the Effective Date.',
    null,
  ],
];

/**
 * Written before its first run (3 December, sixty-seventh session), aimed at none: renewals in words no batch used
 * first (an automatic prolongation save where a party serves notice, a term deemed extended on each anniversary, a
 * distributor's right to extend by notice months ahead, renewal on terms to be agreed, a continuance for another year
 * unless the customer informs of its wish to terminate, a first renewal term and successive ones each unless notice, an
 * extension in the licensor's sole discretion, a renewal on its own unless a party tells the other, a continuance
 * from quarter to quarter, a term that shall not be extended, an extension that needs each party's board). First run:
 * kinds 9 of 11, notices 5 of 6: "will renew on its own ... unless a party tells the other ... that it will not renew"
 * read no renewal (the party's word taken for the agreement's denial), and in cuad-044 "Unless Customer informs
 * Supplier ... of its wish to terminate ..., this Agreement shall continue in effect for another year" read none at 0.60
 * (in a short document, automatic). Mended since: "on its own" (or "by itself") is automatically, and a party's "that
 * it will not renew" denies nothing: kinds 10 of 11, notices 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_122: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically prolonged for consecutive terms of twelve (12) months each, save where either Party serves notice of termination at least three (3) months prior to the end of the then current term.',
    'automatic',
    90,
  ],
  [
    'Upon expiry of the Initial Term, this Agreement shall be deemed extended for an additional one (1) year period on each anniversary of the Effective Date, unless terminated by either party with ninety (90) days advance written notice.',
    'automatic',
    90,
  ],
  [
    'Distributor shall have the right to extend this Agreement for two (2) successive periods of three (3) years each, exercisable by written notice to Company no less than twelve (12) months prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'The parties may mutually agree in writing to renew this Agreement for an additional term upon terms to be agreed at that time.',
    'mutual',
    null,
  ],
  [
    'Unless Customer informs Supplier in writing of its wish to terminate no later than sixty (60) days before the anniversary date, this Agreement shall continue in effect for another year.',
    'automatic',
    60,
  ],
  [
    'At the expiration of the Initial Term, this Agreement shall renew for a Renewal Term of two (2) years, and thereafter for successive Renewal Terms of two (2) years, in each case unless either Party has given the other Party written notice of non-renewal no fewer than one hundred eighty (180) days before such expiration.',
    'automatic',
    180,
  ],
  [
    'The Term may be extended by Licensor, in its sole discretion, for up to three (3) additional one-year periods upon written notice to Licensee.',
    'option',
    null,
  ],
  [
    'This Agreement will renew on its own for additional terms of one year unless a party tells the other, in writing and at least thirty (30) days before the current term ends, that it will not renew.',
    'automatic',
    30,
  ],
  [
    "Thereafter, the Agreement shall continue from quarter to quarter until either party terminates it upon thirty (30) days' written notice.",
    'automatic',
    30,
  ],
  [
    'The Initial Term shall not be extended, and any continued performance after its expiration shall be governed by a new agreement.',
    'none',
    null,
  ],
  [
    'Any extension of the Term beyond the Initial Term shall require the prior written approval of the Board of Directors of each Party.',
    'mutual',
    null,
  ],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: terms in sentence shapes no batch
 * used first (there shall be a term, the period during which the agreement remains in force, rights that last and then
 * cease, binding up to a date, consecutive months counted from a date, operative until a date and then expiring without
 * action, a manufacturing term ending years thereafter, a term that runs for years starting with a date, a service
 * period that is also the term, a reseller term, valid until an anniversary and then terminating), and for precision a
 * purchase order's validity, a sales period's end and audit rights surviving. First run: 25 of 25 placings as written
 * (three lost their effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_132: DraftedTermClause[] = [
  [
    'There shall be an initial term of this Agreement of five (5) years, beginning on the Effective Date.',
    { years: 5 },
  ],
  [
    'The period during which this Agreement remains in force (the "Term") begins on the Effective Date and ends on the third (3rd) anniversary thereof.',
    { years: 3 },
  ],
  [
    "Licensee's rights under this Agreement shall last for seven (7) years from the Effective Date and shall then cease.",
    { years: 7 },
  ],
  [
    'This Agreement shall be binding upon the parties from the Effective Date up to December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  [
    'The Term of this Agreement is a period of forty-eight (48) consecutive months, counted from the Effective Date.',
    { months: 48 },
  ],
  [
    'Except as otherwise provided herein, this Agreement shall remain operative until June 30, {Y+2}, on which date it shall expire without further action by either party.',
    { yearsLater: 2, on: '06-30' },
  ],
  ['The Manufacturing Term shall begin on the Effective Date and shall end ten (10) years thereafter.', { years: 10 }],
  ['This Agreement runs for three years, starting with the Effective Date.', { years: 3 }],
  [
    'The Services shall be performed during the period from the Effective Date to September 30, {Y+1} (the "Service Period"), which shall also be the term of this Agreement.',
    { yearsLater: 1, on: '09-30' },
  ],
  ['The Reseller Term is two (2) years, commencing upon the Effective Date.', { years: 2 }],
  [
    'The Agreement shall remain valid until the fourth (4th) anniversary of the Effective Date, at which time it shall terminate.',
    { years: 4 },
  ],
  ['Any Purchase Order issued under this Agreement shall be valid for ninety (90) days from its date of issue.', null],
  ['The Distributor shall achieve the Minimum Sales for the period ending December 31, {Y+1}.', null],
  ['The audit rights of Company shall survive for three (3) years after the expiration of this Agreement.', null],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: renewals in words no batch used
 * first (extended by successive periods unless a party gives notice of its intention not to extend, continuing for so
 * long as neither party has delivered a notice, a licensee's election to renew by notifying, negotiation in good faith
 * with no obligation to renew, renewable upon mutual written agreement, in effect indefinitely after the term, a term
 * extended each contract year so that three years always remain, renewed if neither party notifies by a date, an option
 * in a party's sole discretion on the same terms, an expiry with no automatic renewal, self-renewal unless cancelled).
 * First run: kinds 11 of 11, notices 5 of 5.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_123: DraftedRenewalClause[] = [
  [
    'On the expiration of the Initial Term, the Term will be extended automatically by successive periods of two (2) years, unless either party gives notice of its intention not to extend at least six (6) months prior to such expiration.',
    'automatic',
    180,
  ],
  [
    'Following the Initial Term, this Agreement shall continue in force for successive one-year periods for so long as neither party has delivered a notice of termination to the other at least ninety (90) days before the end of the then current period.',
    'automatic',
    90,
  ],
  [
    'Licensee may, at its election, renew the license granted hereunder for one additional term of five (5) years by notifying Licensor in writing at least one hundred twenty (120) days prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  [
    'Upon expiration of the Initial Term, the parties shall negotiate in good faith regarding a renewal of this Agreement, but neither party shall be obligated to renew.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall thereafter be renewable for additional one (1) year terms upon the mutual written agreement of the parties.',
    'mutual',
    null,
  ],
  [
    "After the Initial Term, this Agreement shall remain in effect indefinitely until terminated by either party upon ninety (90) days' prior written notice.",
    'evergreen',
    90,
  ],
  [
    'The Term shall automatically be extended for one (1) additional year at the end of each Contract Year, such that the remaining Term is always three (3) years, unless either Party notifies the other Party of its election to stop such extensions.',
    'automatic',
    null,
  ],
  [
    'If neither party notifies the other of termination by the date that is sixty (60) days before the end of the then-current term, the term shall be renewed for a further twelve (12) months.',
    'automatic',
    60,
  ],
  [
    'Company shall have the option, exercisable in its sole discretion, to renew this Agreement for one (1) additional period of three (3) years on the same terms and conditions.',
    'option',
    null,
  ],
  ['This Agreement will expire at the end of the Initial Term and will not renew automatically.', 'none', null],
  [
    'The Agreement shall self-renew for consecutive one-year terms unless canceled in writing by either party no later than thirty (30) days before the renewal date.',
    'automatic',
    30,
  ],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: ends counted from events the contract
 * does not date (an anniversary of a first shipment or a first commercial sale, a year after products are first made
 * available: no end to read) beside ends it does (months after the Effective Date, the earlier of a date and an event, a
 * run through the day before an anniversary, a term "as from" a date, a period of months subject to a section, a
 * licence period expiring on a date, the end of a Contract Year, a latest end after an event's), and for precision a
 * price schedule's and a development deadline's dates. First run: 19 of 23 placings as written (three lost their
 * effective date): "the day immediately preceding the fourth (4th) anniversary" read the anniversary in both its hosts
 * (the end model's fitted choice, as CUAD's annotators mostly count it), cuad-085's own dateless term sentence
 * outranked the licence period (as before), and in cuad-137 "shall remain in effect until the Company has completed
 * the Offering, but in no event later than June 30" fell below the threshold (0.50), no end's cue before its date.
 * Mended since: a latest end after a verb of ending or lasting cues an end: 20 of 23.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_133: DraftedTermClause[] = [
  [
    'This Agreement shall continue in full force and effect until the third (3rd) anniversary of the date on which the first Product is shipped to Distributor.',
    null,
  ],
  ['The Term shall expire on the date that is sixty (60) months after the Effective Date.', { months: 60 }],
  ['This Agreement shall terminate on the tenth (10th) anniversary of the First Commercial Sale.', null],
  [
    'Unless terminated earlier, this Agreement will end on the earlier of (i) December 31, {Y+3} or (ii) the date on which Licensee ceases to sell the Products.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The term of this Agreement commences on the Effective Date and shall run through the day immediately preceding the fourth (4th) anniversary of the Effective Date.',
    { years: 4, dayBefore: true },
  ],
  ['The Agreement is valid for a term of five (5) years as from the Effective Date.', { years: 5 }],
  [
    'Subject to the provisions of Section 14, the term of this Agreement will be a period of thirty (30) months beginning on the Effective Date.',
    { months: 30 },
  ],
  [
    'The License Period shall be the period commencing on the Effective Date and expiring on December 31, {Y+6}.',
    { yearsLater: 6, on: '12-31' },
  ],
  ['This Agreement shall expire automatically at the end of the eighth (8th) Contract Year.', { years: 8 }],
  [
    'This Agreement shall remain in effect until the Company has completed the Offering, but in no event later than June 30, {Y+1}.',
    { yearsLater: 1, on: '06-30' },
  ],
  ['The Term will end one (1) year after the date on which the Products are first made available for sale.', null],
  ['The Price Schedule set out in Exhibit C shall apply until December 31, {Y+1}.', null],
  [
    'The Licensee shall complete the development of the Product no later than eighteen (18) months after the Effective Date.',
    null,
  ],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: renewals in words no batch used
 * first (non-renewal not later than the date that is days before, notice by registered letter, an election not to renew
 * and otherwise a renewal, a distributor's renewal on months' notice if not in breach, renewal subject to agreeing its
 * pricing, month to month terminable on notice, no renewal unless agreed in a signed writing, renewal with a right to
 * end at the end of any term, an option of up to two periods by notice, no renewal and a new agreement, an indefinite
 * period after the term). First run: kinds 11 of 11, notices 5 of 6: "shall continue thereafter on a month-to-month
 * basis, terminable by either party on thirty (30) days' notice" read no notice. Mended since (terminable on notice,
 * as what runs on from period to period is): notices 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_124: DraftedRenewalClause[] = [
  [
    'This Agreement shall automatically renew for successive one (1) year terms unless either party provides written notice of non-renewal not later than the date that is ninety (90) days prior to the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'The Term shall be automatically extended for additional periods of one (1) year unless either party gives notice of termination to the other by registered letter no later than three (3) months before the expiry of the Term.',
    'automatic',
    90,
  ],
  [
    'Either party may elect not to renew this Agreement by giving the other party written notice of such election at least one hundred twenty (120) days before the end of the then-current Term; otherwise, this Agreement shall renew for an additional two (2) years.',
    'automatic',
    120,
  ],
  [
    "This Agreement may be renewed by Distributor for one further period of five (5) years, provided that Distributor is not then in breach and gives Supplier not less than nine (9) months' notice of its intention to renew.",
    'option',
    null,
  ],
  [
    'Renewal of this Agreement shall be subject to agreement between the Parties on the pricing applicable for the renewal period.',
    'mutual',
    null,
  ],
  [
    "This Agreement shall continue thereafter on a month-to-month basis, terminable by either party on thirty (30) days' notice.",
    'automatic',
    30,
  ],
  [
    'No renewal or extension of this Agreement shall occur unless agreed in a writing signed by both parties.',
    'mutual',
    null,
  ],
  [
    "Unless otherwise terminated, the Agreement shall be renewed for successive terms of two (2) years each, provided that either Party may terminate it at the end of any term by giving at least six (6) months' prior written notice.",
    'automatic',
    180,
  ],
  [
    'The Company may extend the Term for up to two (2) additional periods of twelve (12) months each by written notice to the Consultant given before the end of the then-current Term.',
    'option',
    null,
  ],
  [
    'This Agreement does not renew; upon expiration, any continued relationship shall require a new agreement.',
    'none',
    null,
  ],
  [
    "After the expiry of the Initial Term, this Agreement shall remain in force for an indefinite period, and may be terminated by either party at any time with three (3) months' notice.",
    'evergreen',
    90,
  ],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: terms in words no batch used first
 * (entered into for a period with effect from a date, a duration until an ordinal day of a month, a supply period
 * ending months later, an original term expiring on an anniversary, a year to be calculated from a date, provisions
 * governing through and including a date, effective for years after which it expires, binding until a date, months
 * measured from a date, ending when months have elapsed), and for precision a time to bring claims, an escrow account
 * kept until a date, a marketing plan's period. First run: 20 of 23 placings as written (three lost their effective
 * date): "Supplier shall maintain the Escrow Account until December 31" ended the term in both its hosts (0.61), and
 * cuad-085's own dateless term sentence outranked "remain binding until" (as before). Mended since (a party keeping
 * something up, "shall maintain", "keep", "retain", is its duty's end, not the agreement's): 22 of 23.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_134: DraftedTermClause[] = [
  ['This Agreement is entered into for a period of four (4) years with effect from the Effective Date.', { years: 4 }],
  [
    'The duration of this Agreement shall be from the Effective Date until the thirtieth (30th) day of September, {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  [
    'The Supply Period shall be the period beginning on the Effective Date and ending thirty-six (36) months later.',
    { months: 36 },
  ],
  [
    'This Agreement shall have an original term expiring on the seventh (7th) anniversary of the Effective Date.',
    { years: 7 },
  ],
  ['The Term hereof shall be for one (1) year, to be calculated from the Effective Date.', { years: 1 }],
  [
    'The provisions of this Agreement shall govern the relationship of the parties from the Effective Date through and including March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'This Agreement will be effective for two (2) years after the Effective Date, after which it will expire unless renewed.',
    { years: 2 },
  ],
  ['The parties intend this Agreement to remain binding until December 31, {Y+5}.', { yearsLater: 5, on: '12-31' }],
  ['The initial term of the Services shall be sixty (60) months, measured from the Effective Date.', { months: 60 }],
  [
    'Unless earlier terminated, the Agreement ends when twenty-four (24) months have elapsed from the Effective Date.',
    { months: 24 },
  ],
  ['Any claim under this Agreement must be brought within two (2) years after the Effective Date.', null],
  ['Supplier shall maintain the Escrow Account until December 31, {Y+4}.', null],
  ['The Marketing Plan for the period ending December 31, {Y+1} is attached as Exhibit D.', null],
];

/**
 * Written before its first run (4 December, sixty-eighth session), aimed at none: renewals in words no batch used
 * first (from year to year unless terminated before the end of any contract year, a renewal term equal to the initial
 * one, one option exercised by notice, extension decided jointly, extension by mutual written consent, continuing
 * until terminated after the initial term, renewal unless notice of intent to terminate months before, extended absent
 * termination, renewal at the franchisor's sole option, not subject to renewal, renewal unless the client cancels).
 * First run: kinds 11 of 11, notices 5 of 5.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_125: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed from year to year thereafter unless terminated by either party by written notice delivered at least ninety (90) days before the end of any contract year.',
    'automatic',
    90,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement will automatically renew for a Renewal Term equal to the Initial Term unless Customer notifies Vendor of its intent not to renew at least thirty (30) days prior to such expiration.',
    'automatic',
    30,
  ],
  [
    'Licensee shall have one (1) option to extend the Term for an additional five (5) years, which option Licensee may exercise by notice given not less than one hundred eighty (180) days before the end of the Initial Term.',
    'option',
    null,
  ],
  ['Whether to extend this Agreement beyond the Initial Term shall be decided jointly by the parties.', 'mutual', null],
  [
    'The parties may extend the term of this Agreement by mutual written consent for additional periods of one (1) year each.',
    'mutual',
    null,
  ],
  [
    'After the initial term, this Agreement shall continue until terminated by either Party upon sixty (60) days written notice.',
    'evergreen',
    60,
  ],
  [
    'This Agreement shall renew automatically for successive periods of three (3) years unless either party notifies the other in writing of its intent to terminate at least twelve (12) months before the end of the then-current period.',
    'automatic',
    360,
  ],
  [
    'Absent termination in accordance with this Section, this Agreement shall be extended for consecutive one-year terms.',
    'automatic',
    null,
  ],
  ['Any renewal of this Agreement shall be at the sole option of the Franchisor.', 'option', null],
  ['The Agreement shall terminate at the end of the Initial Term; it shall not be subject to renewal.', 'none', null],
  [
    'This Agreement will renew for additional twelve (12) month periods unless Client cancels by written notice no fewer than forty-five (45) days prior to the renewal date.',
    'automatic',
    45,
  ],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: terms in words no batch used first
 * (subsisting for years, commencing and concluding on a date, a duration reckoned from a date, to endure until an
 * anniversary, running to and including a date, operative for a fixed term ending the day before an anniversary, a
 * licence and agreement in force for years and then terminating, granted for an initial term beginning with a date, in
 * effect up to and including a date, an initial period running for months, covering the period to a date), and for
 * precision a forecast's deadline, confidentiality surviving and a price list's validity. First run: 23 of 25
 * placings as written (three lost their effective date): "ending on the day before the second anniversary thereof"
 * read the anniversary in both its hosts, as the end model weighs it (left: CUAD's annotators mostly count the
 * anniversary).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_135: DraftedTermClause[] = [
  ['This Agreement shall subsist for a period of three (3) years from the Effective Date.', { years: 3 }],
  ['The Term commences on the Effective Date and concludes on June 30, {Y+2}.', { yearsLater: 2, on: '06-30' }],
  [
    'This Agreement shall be in force for an initial duration of forty-eight (48) months reckoned from the Effective Date.',
    { months: 48 },
  ],
  [
    'The Parties agree that this Agreement is to endure until the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'Unless cut short under Article 14, the term of this Agreement runs to and including September 30, {Y+4}.',
    { yearsLater: 4, on: '09-30' },
  ],
  [
    'This Agreement shall be operative for a fixed term of two (2) years, commencing on the Effective Date and ending on the day before the second anniversary thereof.',
    { years: 2, dayBefore: true },
  ],
  [
    'The license granted hereunder, and this Agreement, shall continue in force for ten (10) years from the Effective Date and shall thereupon terminate.',
    { years: 10 },
  ],
  [
    'The Agreement is granted for an initial term of eighteen (18) months beginning with the Effective Date.',
    { months: 18 },
  ],
  [
    'This Agreement shall continue in effect up to and including December 31, {Y+3}, on which date it shall automatically terminate.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'The initial period of this Agreement shall run for thirty (30) months following the Effective Date.',
    { months: 30 },
  ],
  ['This Agreement shall cover the period from the Effective Date to March 31, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['Distributor shall submit its annual forecast no later than November 30, {Y+1}.', null],
  [
    'The confidentiality obligations herein shall continue for five (5) years after the expiration or termination of this Agreement.',
    null,
  ],
  ['The price list in Exhibit B shall remain valid through December 31, {Y+1}.', null],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: renewals in words no batch used first
 * (rolling over unless notice is served before the roll-over date, continuing for terms except if notice of
 * non-renewal, a subscription renewed by a renewal order, renewal only upon both parties' written agreement, renewal
 * should neither party notify its wish to terminate, a right to extend granted to the purchaser, renewal each year on
 * an anniversary unless a party elects not to renew, in effect indefinitely after the initial term, no renewal, either
 * party's extension by notice, renewal if both parties so agree). First run: kinds 11 of 11, notices 5 of 5.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_126: DraftedRenewalClause[] = [
  [
    'This Agreement shall, on expiry of the Initial Term, roll over for further periods of twelve (12) months each unless either party serves notice to terminate not later than sixty (60) days before the roll-over date.',
    'automatic',
    60,
  ],
  [
    "Following the Initial Term, the Agreement shall automatically continue for additional terms of two (2) years each, except if either party gives the other at least one hundred twenty (120) days' prior written notice of non-renewal.",
    'automatic',
    120,
  ],
  [
    'Customer may, at its discretion, renew the Subscription for one further term of twelve (12) months by submitting a renewal order before the end of the Initial Term.',
    'option',
    null,
  ],
  [
    'The Term may be renewed only upon the written agreement of both Parties, executed no later than thirty (30) days before the end of the Term.',
    'mutual',
    null,
  ],
  [
    'Should neither party notify the other of its wish to terminate at least ninety (90) days prior to the anniversary date, this Agreement shall be renewed for an additional year.',
    'automatic',
    90,
  ],
  [
    'Supplier grants Purchaser the right to extend this Agreement for two (2) additional periods of one (1) year each, exercisable by written notice at least sixty (60) days before the end of the then-current term.',
    'option',
    null,
  ],
  [
    'This Agreement will be renewed each year on the anniversary of the Effective Date unless either party elects not to renew by giving notice in writing at least thirty (30) days beforehand.',
    'automatic',
    30,
  ],
  [
    "After the Initial Term, the Agreement remains in effect indefinitely, subject to termination by either party on six (6) months' written notice.",
    'evergreen',
    180,
  ],
  ['This Agreement expires at the end of the Initial Term and may not be renewed.', 'none', null],
  [
    'Either Party may, by written notice served at least three (3) months before the expiry of the Initial Term, extend this Agreement once for a further period of two (2) years.',
    'option',
    null,
  ],
  [
    'This Agreement shall be renewed for successive one-year periods if both Parties so agree in writing before the end of the then-current term.',
    'mutual',
    null,
  ],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: terms in words no batch used first
 * (ending at a time of day on a date, until the close of business on a date, valid for months as of a date, having
 * commenced and remaining in effect for years, terminating on an anniversary unless renewed, extending through the
 * last day of a month, binding for years from and after a date, an initial term expiring years after a date, running
 * to midnight on a date, made for a term starting on a date), and for precision a minimum royalty's years, an
 * exclusivity period's end and a warranty claim's time. First run: 23 of 23 placings as written (three lost their
 * effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_136: DraftedTermClause[] = [
  [
    'The term of this Agreement (the "Term") shall begin on the Effective Date and shall end at 11:59 p.m. on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['This Agreement will continue until the close of business on June 30, {Y+3}.', { yearsLater: 3, on: '06-30' }],
  ['The Agreement shall be valid for a term of twenty-four (24) months as of the Effective Date.', { months: 24 }],
  [
    'This Agreement, having commenced on the Effective Date, shall remain in effect for a period of six (6) years.',
    { years: 6 },
  ],
  [
    'Unless renewed as provided below, this Agreement shall terminate on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'The term hereof shall extend from the Effective Date through the last day of April, {Y+2}.',
    { yearsLater: 2, on: '04-30' },
  ],
  [
    'This Supply Agreement shall be binding upon the parties for a period of four (4) years from and after the Effective Date.',
    { years: 4 },
  ],
  ['The initial term of this Agreement expires ten (10) years after the Effective Date.', { years: 10 }],
  ['The Term shall run from the Effective Date to midnight on September 30, {Y+1}.', { yearsLater: 1, on: '09-30' }],
  ['This Agreement is made for a term of seven (7) years starting on the Effective Date.', { years: 7 }],
  ['Licensee shall pay the minimum royalty for each calendar year through December 31, {Y+3}.', null],
  ['The Exclusivity Period shall end on June 30, {Y+2}.', null],
  ['Any warranty claim must be made within eighteen (18) months after delivery.', null],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: renewals in words no batch used first
 * (extended unless a party objects, renewal on each anniversary unless notice was sent, a licensee entitled to renew
 * if not in breach, an extension requiring an executed amendment, month to month until notice, a company's election
 * to extend, no obligation to renew and terms to be agreed, prolonged unless terminated by registered letter,
 * continuing in force until terminated, no extension beyond the stated term, a distributor's option of successive
 * periods). First run: kinds 11 of 11, notices 5 of 5.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_127: DraftedRenewalClause[] = [
  [
    'At the end of the Initial Term, this Agreement shall be automatically extended for further one (1) year periods, unless one of the parties objects in writing no later than ninety (90) days before the end of the then current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement shall renew automatically on each anniversary of the Effective Date for an additional year, unless either party has sent written notice of termination not less than forty-five (45) days before such anniversary.',
    'automatic',
    45,
  ],
  [
    'The Licensee shall be entitled to renew this Agreement for one further term of three (3) years, provided that it is not then in breach and gives notice to that effect at least six (6) months before expiry.',
    'option',
    null,
  ],
  [
    'Any extension of the Term beyond the Initial Term shall require an amendment executed by both parties.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically renewed on a month-to-month basis after the Initial Term until either party provides thirty (30) days prior written notice of termination.',
    'automatic',
    30,
  ],
  [
    'The Company may, upon written notice to the Executive given at least ninety (90) days before the end of the Term, elect to extend the Term for an additional one (1) year period.',
    'option',
    null,
  ],
  [
    'Neither party shall be obliged to renew this Agreement, and any renewal shall be on terms to be agreed between the parties.',
    'mutual',
    null,
  ],
  [
    'The Agreement is automatically prolonged for successive two-year periods unless terminated by either party by registered letter at least six (6) months prior to its expiry.',
    'automatic',
    180,
  ],
  [
    'Following the expiration of the Initial Term, the Agreement shall continue in full force until either party terminates it upon ninety (90) days written notice.',
    'evergreen',
    90,
  ],
  ['This Agreement may not be extended beyond its stated term.', 'none', null],
  [
    'Distributor has an option to extend the Term for up to three (3) successive periods of two (2) years each, by written notice delivered no later than one hundred eighty (180) days before the end of the then-current Term.',
    'option',
    null,
  ],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: terms as definitions and filings
 * state them (a defined Term ending on an anniversary thereof, a defined Expiration Date, the earlier of an anniversary
 * and an event, so long as a party holds patents but not beyond a date, an initial term of months beginning on a date,
 * a term ending on a date except as provided, continuing through an anniversary, obligations expiring at the end of a
 * year thereafter, a bare "term is 2 years", effective for months, lapsing on an anniversary if not renewed), and for
 * precision updates due each quarter through a date, another lease's expiry and a commitments' period. First run: 21
 * of 25 placings as written (three lost their effective date). Left: cuad-138 runs two of them into the table that
 * follows its term passage (as before), cuad-085's own dateless term sentence outranked "expire at the end of the
 * third (3rd) year thereafter" (as before), and in cuad-281, whose term passage is the first item of a definitions
 * list, "(a) Minimum purchase commitments for the period from January 1 to December 31 are set out in Schedule C." is
 * one sentence with the item after it and the lead-in before it ("As used herein"), and its range ended the term
 * (0.63).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_137: DraftedTermClause[] = [
  [
    '"Term" means the period beginning on the Effective Date and ending on the fifth (5th) anniversary thereof.',
    { years: 5 },
  ],
  ['"Expiration Date" means December 31, {Y+3}.', { yearsLater: 3, on: '12-31' }],
  [
    'This Agreement shall expire on the earlier of (a) the fourth (4th) anniversary of the Effective Date or (b) the date on which Licensee ceases to sell Products.',
    { years: 4 },
  ],
  [
    'This Agreement shall continue for so long as Licensee holds the Patents, but not beyond December 31, {Y+10}.',
    { yearsLater: 10, on: '12-31' },
  ],
  ['The Initial Term shall be a period of sixty (60) months beginning on the Effective Date.', { months: 60 }],
  [
    'Except as otherwise provided herein, the Agreement shall be for a term ending on March 31, {Y+4}.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'The Term of this Agreement commences as of the Effective Date and, unless terminated earlier pursuant to Article 10, continues through the fifth (5th) anniversary of the Effective Date.',
    { years: 5 },
  ],
  [
    'The obligations of the parties under this Agreement shall commence on the Effective Date and expire at the end of the third (3rd) year thereafter.',
    { years: 3 },
  ],
  ['The Agreement term is 2 years, commencing on the Effective Date.', { years: 2 }],
  [
    'This Agreement shall remain effective for a term of one hundred twenty (120) months from the Effective Date.',
    { months: 120 },
  ],
  ['The Agreement will lapse on the second (2nd) anniversary of the Effective Date if not renewed.', { years: 2 }],
  [
    'Licensor shall deliver the Software Updates no later than thirty (30) days after the end of each calendar quarter through December 31, {Y+2}.',
    null,
  ],
  ['The Lease for the Premises expires on September 30, {Y+5}.', null],
  [
    'Minimum purchase commitments for the period from January 1, {Y+1} to December 31, {Y+1} are set out in Schedule C.',
    null,
  ],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: renewals as filings word them (an
 * election not to renew, notice of intent not to renew, a licence period extended on paying a fee, terms mutually
 * acceptable, a term extended on each anniversary unless the company decides not to, extended if neither party gives
 * notice, a successor franchise, quarter to quarter until terminated, no automatic renewal and a new agreement by both,
 * no renewal of the term, renewal unless a party elects not to renew). First run: kinds 11 of 11, notices 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_128: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for one (1) year terms unless either party elects not to renew by written notice at least sixty (60) days prior to expiration.',
    'automatic',
    60,
  ],
  [
    'Thereafter, this Agreement shall renew for successive terms of one (1) year unless either Party provides notice of its intent not to renew no less than one hundred and twenty (120) days prior to the end of the then-current term.',
    'automatic',
    120,
  ],
  [
    'Licensee may extend the License Period for one (1) additional period of five (5) years upon payment of the Extension Fee set forth in Exhibit B.',
    'option',
    null,
  ],
  [
    'Upon expiration, this Agreement may be renewed upon terms and conditions mutually acceptable to the parties.',
    'mutual',
    null,
  ],
  [
    'The term of this Agreement shall be automatically extended by one (1) year on each anniversary of the Effective Date, unless Company gives written notice to Executive of its decision not to extend at least ninety (90) days prior to such anniversary.',
    'automatic',
    90,
  ],
  [
    'In the event neither party gives notice of termination at least three (3) months prior to the expiration of the Initial Term, this Agreement shall be extended for an additional term of two (2) years.',
    'automatic',
    90,
  ],
  [
    'Franchisee shall have the right to acquire a successor franchise upon the expiration of this Agreement, provided that Franchisee gives Franchisor written notice of its election at least twelve (12) months prior to expiration.',
    'option',
    null,
  ],
  [
    'After the Initial Term, this Agreement shall remain in force on a quarter-to-quarter basis until terminated by either party on thirty (30) days notice.',
    'automatic',
    30,
  ],
  [
    'This Agreement will not be renewed automatically; any renewal will require the execution of a new agreement by both Parties.',
    'mutual',
    null,
  ],
  ['There shall be no renewal of the Term.', 'none', null],
  [
    'The Term shall be renewed for successive one-year periods, provided that either party may elect not to renew by giving written notice to the other no later than sixty (60) days before the end of the then-current term.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: terms as filings word them (in full
 * force for months thereafter, a licence expiring on an anniversary, in force until a date and then terminating
 * without notice, an initial term commencing upon a date, a term extending to a date, ending on the date months after,
 * effective through and until a date, an initial period of years, consecutive months beginning on a date, obligations
 * terminating on a date save those that survive, effective for months), and for precision purchase orders to be
 * fulfilled by a date, a sell-off period and an escrow agent's deposit. First run: 21 of 25 placings as written (three
 * lost their effective date). Left: cuad-085's own dateless term sentence outranked the first (as before); in
 * cuad-137 the heading "Term of Agreement." standing as a sentence of its own outranked "The Parties' obligations
 * hereunder shall terminate on December 31" (0.46, under the threshold); "The escrow agent shall hold the deposit
 * until June 30" ended the term in both its hosts (0.55, 0.56): a party keeping something up is known by a capital
 * ("Supplier shall maintain"), and "hold" is no verb of upkeep.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_138: DraftedTermClause[] = [
  [
    'This Agreement shall be in full force and effect commencing on the Effective Date and continuing for a period of thirty-six (36) months thereafter.',
    { months: 36 },
  ],
  [
    'The term of this License shall expire on the fifteenth (15th) anniversary of the Effective Date unless sooner terminated.',
    { years: 15 },
  ],
  [
    'This Agreement shall remain in force until December 31, {Y+2} and shall thereafter terminate automatically without notice.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['The initial term hereof shall be eight (8) years, commencing upon the Effective Date.', { years: 8 }],
  [
    'Subject to the provisions for earlier termination, this Agreement shall have a term extending to June 30, {Y+5}.',
    { yearsLater: 5, on: '06-30' },
  ],
  ['The Term will end on the date that is forty-eight (48) months after the Effective Date.', { months: 48 }],
  [
    'This Agreement will be effective from the Effective Date through and until September 30, {Y+3}.',
    { yearsLater: 3, on: '09-30' },
  ],
  [
    'This Services Agreement shall continue in full force and effect for an initial period of two (2) years.',
    { years: 2 },
  ],
  ['This Agreement is for a term of twelve (12) consecutive months, beginning on the Effective Date.', { months: 12 }],
  [
    "The Parties' obligations hereunder shall terminate on December 31, {Y+4}, except those which by their nature survive.",
    { yearsLater: 4, on: '12-31' },
  ],
  ['This Agreement shall be effective for ninety-six (96) months.', { months: 96 }],
  ['All purchase orders issued in calendar year {Y+1} shall be fulfilled by March 31, {Y+2}.', null],
  ["The Licensee's right to sell off inventory shall continue for six (6) months after termination.", null],
  ['The escrow agent shall hold the deposit until June 30, {Y+1}.', null],
];

/**
 * Written before its first run (4 December, sixty-ninth session), aimed at none: renewals as filings word them
 * (consecutive periods unless terminated by notice, an election not to renew and otherwise another year, a company's
 * option for up to two terms, extension for periods the parties may agree, continuing indefinitely after the initial
 * term, an extension at the end of each year unless notice of non-extension, a licence renewed by paying a fee, no
 * renewal except by written agreement, one renewal term unless the customer gives notice, no right of renewal, renewal
 * on each expiry date unless notice by registered mail). First run: kinds 10 of 11, notices 6 of 6: "terminates at the
 * end of the Term without any right of renewal" read as an option (a right "of renewal", denied by "without", is now
 * no option, as "no right of renewal" was): 11 of 11.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_129: DraftedRenewalClause[] = [
  [
    'This Agreement shall be renewed automatically for consecutive periods of twenty-four (24) months each, unless terminated by either party by giving written notice at least one hundred eighty (180) days before the end of the then current period.',
    'automatic',
    180,
  ],
  [
    'Each party may elect not to renew this Agreement by notifying the other party in writing no less than thirty (30) days prior to the expiration of the then-current term; absent such notice, the Agreement renews for another year.',
    'automatic',
    30,
  ],
  [
    'Company shall have the option, in its sole discretion, to renew this Agreement for up to two (2) additional one-year terms.',
    'option',
    null,
  ],
  [
    'This Agreement may be extended for such additional periods as the parties may mutually agree in writing.',
    'mutual',
    null,
  ],
  [
    'Upon expiration of the Initial Term, this Agreement shall continue indefinitely until terminated by either party on one hundred twenty (120) days prior written notice.',
    'evergreen',
    120,
  ],
  [
    'The term shall be automatically extended for one (1) additional year at the end of each year of the Term unless either party gives written notice of non-extension at least sixty (60) days before the end of such year.',
    'automatic',
    60,
  ],
  [
    'Licensee may renew the License for successive five (5) year periods by paying the renewal fee before the end of the then-current term.',
    'option',
    null,
  ],
  ['This Agreement shall not be renewed except by written agreement of the Parties.', 'mutual', null],
  [
    'At the end of the Term, this Agreement shall renew for one renewal term of three (3) years unless the Customer delivers a notice of non-renewal not later than ninety (90) days before the end of the Term.',
    'automatic',
    90,
  ],
  ['The Agreement terminates at the end of the Term without any right of renewal.', 'none', null],
  [
    'This Agreement shall be renewed for a further period of one (1) year on each expiry date, unless either Party notifies the other of its intention to terminate by registered mail with acknowledgment of receipt at least two (2) months before the expiry date.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (4 December, seventieth session), aimed at none: terms as filings word them (in effect
 * for years unless terminated earlier, continuing until an anniversary unless earlier terminated under an article,
 * terminating without further action on a date, remaining effective for months, binding for a term of years, from the
 * effective date until a date unless extended, valid for years, a licence term terminating on an anniversary thereof,
 * the earlier of a date and a patent's expiry, a term of distribution through an anniversary, an initial term of months
 * commencing on a date, the parties' rights and obligations expiring on a date), and for precision a marketing plan's
 * deadline, a milestone fee's lapse and a product's warranty period. First run: 27 of 27 placings as written (three
 * lost their effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_139: DraftedTermClause[] = [
  [
    'This Agreement shall commence as of the Effective Date and shall remain in effect for a period of five (5) years, unless terminated earlier as provided herein.',
    { years: 5 },
  ],
  [
    'Unless earlier terminated pursuant to Article 12, this Agreement shall continue in effect until the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'This Agreement shall terminate, without further action by either party, on March 31, {Y+4}.',
    { yearsLater: 4, on: '03-31' },
  ],
  [
    'This Agreement is effective as of the Effective Date and will remain effective for sixty (60) months unless terminated sooner in accordance with its terms.',
    { months: 60 },
  ],
  [
    'This Agreement shall be binding upon the parties for a term of ten (10) years from the Effective Date.',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall be from the Effective Date until December 31, {Y+3}, unless extended or terminated as provided herein.',
    { yearsLater: 3, on: '12-31' },
  ],
  ['The Agreement shall be valid for a period of two (2) years from the Effective Date.', { years: 2 }],
  [
    'The License Term shall begin on the Effective Date and shall terminate on the twentieth (20th) anniversary thereof.',
    { years: 20 },
  ],
  [
    'This Agreement shall expire on the earlier of (i) June 30, {Y+6} or (ii) the date on which the last Licensed Patent expires.',
    { yearsLater: 6, on: '06-30' },
  ],
  [
    'The term of distribution under this Agreement shall run from the Effective Date through the fourth (4th) anniversary of the Effective Date.',
    { years: 4 },
  ],
  [
    'This Agreement shall be in effect for an initial term of eighteen (18) months commencing on the Effective Date.',
    { months: 18 },
  ],
  [
    'Except as otherwise provided herein, the rights and obligations of the parties under this Agreement shall expire on September 30, {Y+2}.',
    { yearsLater: 2, on: '09-30' },
  ],
  ['Distributor shall submit its annual marketing plan no later than November 30, {Y+1}.', null],
  [
    "The Company's obligation to pay the milestone fee shall expire on December 31, {Y+3} if the milestone has not been achieved.",
    null,
  ],
  ['The warranty period for each Product shall be twenty-four (24) months from the date of delivery.', null],
];

/**
 * Written before its first run (4 December, seventieth session), aimed at none: renewals as filings word them
 * (additional one-year terms unless notice of non-renewal, a distributor's extension by notice months before, renewal
 * terms negotiated in good faith, automatic extension unless a party notifies its decision not to extend, renewal upon
 * mutual written consent, a year-to-year basis until notice, a licensee's right to one more term if not in default,
 * extension unless terminated by notice, no automatic renewal, continuing after the initial term until notice, a
 * supplier's extension for a further twelve months). First run: kinds 10 of 11, notices 5 of 5: the renewal "the
 * parties may negotiate in good faith" was written as none, and read as mutual, as the standing batches expect of
 * renewals left to negotiation (a renewal "negotiated in good faith and documented in a written amendment", "the
 * parties shall negotiate in good faith regarding a possible renewal"): its expectation is now mutual, the
 * convention's.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_130: DraftedRenewalClause[] = [
  [
    'Thereafter, this Agreement shall automatically renew for additional one (1) year terms unless either party provides written notice of non-renewal at least forty-five (45) days prior to the end of the then-current term.',
    'automatic',
    45,
  ],
  [
    'The Distributor may, by written notice given not less than six (6) months prior to the expiration of the Initial Term, extend the Term for an additional period of three (3) years.',
    'option',
    null,
  ],
  [
    'Upon the expiration of the Initial Term, the parties may negotiate in good faith the terms of any renewal of this Agreement.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be automatically extended for successive periods of two (2) years, unless one of the parties notifies the other in writing of its decision not to extend at least three (3) months prior to the expiration of the current period.',
    'automatic',
    90,
  ],
  [
    'This Agreement may be renewed for additional terms upon the mutual written consent of the parties.',
    'mutual',
    null,
  ],
  [
    'Following the Initial Term, this Agreement shall continue on a year-to-year basis unless and until terminated by either party upon ninety (90) days written notice prior to the end of any such year.',
    'automatic',
    90,
  ],
  [
    'Licensee shall have the right to renew this Agreement for one (1) additional term of five (5) years, provided that Licensee is not then in default.',
    'option',
    null,
  ],
  [
    'The term of this Agreement shall be extended automatically for additional periods of one (1) year each unless terminated by written notice of either party delivered no later than thirty (30) days before the expiration of the then current term.',
    'automatic',
    30,
  ],
  ['This Agreement shall not be automatically renewed.', 'none', null],
  [
    'After the Initial Term, this Agreement will continue in effect until terminated by either party upon sixty (60) days prior written notice to the other.',
    'evergreen',
    60,
  ],
  [
    'The Supplier may extend this Agreement for a further twelve (12) months by giving written notice to the Purchaser no later than ninety (90) days before the Expiry Date.',
    'option',
    null,
  ],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's second round of mends), aimed at
 * none: terms as filings word them (an initial term of years, in full force until an anniversary unless sooner
 * terminated under a section, expiring at a minute before midnight Eastern Time on a date, effective for a term ending
 * months thereafter, a fixed term of years and then expiring, a licence granted hereunder expiring on a date, running
 * through a date, terminating automatically on an anniversary, a defined Term of years, a period terminating on a date
 * subject to an article, a Service Period of months, enduring for years), and for precision spare parts kept until a
 * date, a marketing fund's contributions through a date and a purchase order's validity. First run: 27 of 27 placings
 * as written (three lost their effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_140: DraftedTermClause[] = [
  [
    'The initial term of this Agreement shall commence on the Effective Date and continue for a period of seven (7) years.',
    { years: 7 },
  ],
  [
    'This Agreement shall remain in full force and effect until the tenth (10th) anniversary of the Effective Date, unless sooner terminated in accordance with Section 15.',
    { years: 10 },
  ],
  [
    'The term of this Agreement shall expire at 11:59 p.m. Eastern Time on December 31, {Y+3}.',
    { yearsLater: 3, on: '12-31' },
  ],
  [
    'This Agreement shall be effective for a term beginning on the Effective Date and ending thirty (30) months thereafter.',
    { months: 30 },
  ],
  [
    'The Agreement shall continue in force for a fixed term of four (4) years from the Effective Date and shall then expire.',
    { years: 4 },
  ],
  [
    'The License granted hereunder shall commence on the Effective Date and shall expire on June 30, {Y+8}.',
    { yearsLater: 8, on: '06-30' },
  ],
  ['The term of this Agreement shall run through December 31, {Y+1}.', { yearsLater: 1, on: '12-31' }],
  ['This Agreement will terminate automatically on the fifth (5th) anniversary of the Effective Date.', { years: 5 }],
  ['The Term of this Agreement is three (3) years beginning on the Effective Date.', { years: 3 }],
  [
    'Subject to Article 9, this Agreement shall be for a period commencing on the Effective Date and terminating on March 31, {Y+5}.',
    { yearsLater: 5, on: '03-31' },
  ],
  ['The Service Period shall be twenty-four (24) months following the Effective Date.', { months: 24 }],
  ['This Agreement shall endure for a period of fifteen (15) years from the Effective Date.', { years: 15 }],
  ['Supplier shall maintain spare parts for the Products until December 31, {Y+7}.', null],
  ['The Marketing Fund contribution shall be paid quarterly through June 30, {Y+2}.', null],
  ['Any Purchase Order issued hereunder shall remain valid for ninety (90) days from its date of issue.', null],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's second round of mends), aimed at
 * none: renewals as filings word them (renewed automatically for terms of a year unless notice of termination, an
 * agent's Appointment the principal may extend, an extension requiring both parties' written agreement, month-to-month
 * unless notice, a franchisee's option for one successive term, subsequent one-year periods unless a party does not
 * wish to renew, no obligation to renew, from year to year until months' notice, a written renewal agreement, a
 * customer's extension of the Subscription Term, a term that lapses and is not renewed). First run: kinds 11 of 11,
 * notices 4 of 4.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_131: DraftedRenewalClause[] = [
  [
    'Upon the expiration of the Initial Term, this Agreement shall automatically be renewed for additional terms of one (1) year each unless either Party gives the other Party notice of termination not less than one hundred twenty (120) days prior to the expiration of the then-current term.',
    'automatic',
    120,
  ],
  [
    'The Appointment shall continue until December 31, 2030. The Principal may extend the Appointment for a further period of two (2) years by written notice to the Agent.',
    'option',
    null,
  ],
  [
    'Any extension of the Term beyond the Initial Term shall require the written agreement of both Parties.',
    'mutual',
    null,
  ],
  [
    'The Term shall renew automatically on a month-to-month basis unless either party provides thirty (30) days prior written notice of termination.',
    'automatic',
    30,
  ],
  [
    'Franchisee may, at its option, renew the franchise granted hereunder for one (1) successive term of ten (10) years, subject to the conditions of Section 3.2.',
    'option',
    null,
  ],
  [
    'This Agreement will renew for subsequent one-year periods unless, at least sixty (60) days before the end of the then-current period, either party notifies the other that it does not wish to renew.',
    'automatic',
    60,
  ],
  ['Neither party shall have any obligation to renew or extend this Agreement upon its expiration.', 'none', null],
  [
    'This Agreement shall thereafter continue from year to year until either Party gives to the other at least six (6) months notice in writing terminating it at the end of the Initial Term or any subsequent year.',
    'automatic',
    180,
  ],
  [
    'The parties may renew this Agreement for an additional term by executing a written renewal agreement prior to the expiration of the Term.',
    'mutual',
    null,
  ],
  [
    'Customer may extend the Subscription Term for one (1) additional twelve (12) month period upon written notice given at least thirty (30) days prior to expiration.',
    'option',
    null,
  ],
  ['At the end of the Term, this Agreement shall lapse and shall not be renewed.', 'none', null],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's third round of mends), aimed at
 * none: terms as filings word them (in force for an initial period ending on a date, a period of years beginning with
 * the effective date, expiring on the date months after unless terminated earlier under an article, the agreement and
 * the rights granted continuing until midnight on a date, ending upon the expiration of years thereafter, valid for
 * years counted from a date, an Initial Term expiring on an anniversary, expiring unless renewed on a date, a duration
 * of years, governing the parties' relationship for months, a Distribution Term ending on a date, the parties'
 * obligations continuing in full force for years), and for precision a statement of work in effect until its services
 * are done, a guarantor's obligations under a section expiring on a date and a clinical trial's deadline. First run: 22
 * of 27 placings as written (three lost their effective date). Mended since: "shall expire, unless renewed in
 * accordance with Section 2.2, on January 31" gave the readers no date (the end model still weighs it under its
 * threshold in both hosts, where cuad-085's own dateless term sentence outranks it and cuad-201's renewal words stand
 * beside it); "The obligations of the parties hereunder shall ... continue in full force for four (4) years" read as
 * another thing's obligations, and "The Guarantor's obligations under this Section shall expire" as the agreement's
 * ("this Section" counted as naming it): 25 of 27.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_141: DraftedTermClause[] = [
  [
    'This Agreement shall become effective on the Effective Date and shall remain in force for an initial period ending on December 31, {Y+2}.',
    { yearsLater: 2, on: '12-31' },
  ],
  ['The term of this Agreement shall be a period of six (6) years beginning with the Effective Date.', { years: 6 }],
  [
    'Unless terminated earlier as provided in this Article 14, this Agreement shall expire on the date which is forty-two (42) months after the Effective Date.',
    { months: 42 },
  ],
  [
    'This Agreement, and the rights granted hereunder, shall continue until midnight on June 30, {Y+4}.',
    { yearsLater: 4, on: '06-30' },
  ],
  [
    'The Term of this Agreement shall commence upon the Effective Date and end upon the expiration of twelve (12) years thereafter.',
    { years: 12 },
  ],
  [
    'This Agreement shall remain valid and in effect for a term of three (3) years counted from the Effective Date.',
    { years: 3 },
  ],
  ['The Initial Term shall expire on the third (3rd) anniversary of the Effective Date.', { years: 3 }],
  [
    'This Agreement shall expire, unless renewed in accordance with Section 2.2, on January 31, {Y+3}.',
    { yearsLater: 3, on: '01-31' },
  ],
  ['This Agreement has a duration of five (5) years from the Effective Date.', { years: 5 }],
  [
    'This Agreement shall govern the relationship of the parties for a period of thirty (30) months after the Effective Date.',
    { months: 30 },
  ],
  [
    'The Distribution Term shall begin on the Effective Date and end on September 30, {Y+5}.',
    { yearsLater: 5, on: '09-30' },
  ],
  [
    'The obligations of the parties hereunder shall commence on the Effective Date and continue in full force for four (4) years.',
    { years: 4 },
  ],
  ['Each Statement of Work shall remain in effect until the completion of the Services described therein.', null],
  ["The Guarantor's obligations under this Section shall expire on December 31, {Y+1}.", null],
  ['Licensee shall complete the clinical trial no later than March 31, {Y+3}.', null],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's third round of mends), aimed at
 * none: renewals as filings word them (further periods of three years unless notice twelve months before, a company's
 * renewal by notice to a consultant, extension by a written instrument signed by both, consecutive months until fifteen
 * days' notice, a licensee's entitlement to extend a License Period, quarter to quarter unless notice, not renewable,
 * successive renewal terms unless notice of intent not to extend, in effect after the Initial Term until notice,
 * renewal at an owner's sole discretion, renewal subject to the parties agreeing on pricing). First run: kinds 10 of
 * 11, notices 5 of 5: "subject to the parties agreeing upon the pricing" read no renewal (a consent said as a gerund
 * after "subject to" is now one): 11 of 11.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_132: DraftedRenewalClause[] = [
  [
    'This Agreement shall be automatically renewed for further periods of three (3) years each, unless terminated by either Party by written notice given no later than twelve (12) months before the expiry of the current period.',
    'automatic',
    360,
  ],
  [
    'The Company may renew this Agreement for an additional term of one (1) year by giving the Consultant written notice of renewal no later than thirty (30) days before the end of the Term.',
    'option',
    null,
  ],
  [
    'This Agreement may be extended for one or more additional periods by a written instrument signed by both parties.',
    'mutual',
    null,
  ],
  [
    'Thereafter, the Term shall automatically continue for consecutive periods of one (1) month each until terminated by either party upon fifteen (15) days prior written notice.',
    'automatic',
    15,
  ],
  [
    'The Licensee shall be entitled to extend the License Period for a further five (5) years, provided that it gives written notice to the Licensor not less than six (6) months before the expiry of the License Period.',
    'option',
    null,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall continue in effect on a quarter-to-quarter basis unless either party gives notice of termination at least thirty (30) days before the end of any such quarter.',
    'automatic',
    30,
  ],
  ['This Agreement is not renewable.', 'none', null],
  [
    'The term of this Agreement shall automatically be extended for successive renewal terms of two (2) years each, unless either party notifies the other party of its intent not to extend no later than one hundred eighty (180) days prior to the end of the then-current term.',
    'automatic',
    180,
  ],
  [
    'This Agreement shall remain in effect after the Initial Term until either party terminates it by giving ninety (90) days written notice.',
    'evergreen',
    90,
  ],
  ['Renewal of this Agreement shall be at the sole discretion of Owner.', 'option', null],
  [
    'Any renewal of this Agreement shall be subject to the parties agreeing upon the pricing for the renewal term.',
    'mutual',
    null,
  ],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's fourth round of mends), aimed at
 * none: terms as filings word them (a period of years unless otherwise terminated, terminating on an anniversary unless
 * extended by mutual agreement, the period from a date to and including a date, in effect for consecutive months, an
 * initial term expiring on a date unless earlier terminated under a section, entered into for a term of years
 * commencing as of a date, in force until the close of business on a date, a duration of years, the licence's and the
 * agreement's term ending on an anniversary, continuing until the expiration of months, expiring without further notice
 * on a date, an initial term ending on an anniversary), and for precision a first shipment's deadline, a licensee's
 * exclusive rights in a territory and invoices paid within days. First run: 25 of 27 placings as written (three lost
 * their effective date). Left: in cuad-067 "The Agreement remains in force until the close of business on March 31" is
 * the end model's likeliest date under its threshold, a renewal sentence ranked first. Mended since: "The Licensee's
 * exclusive rights in the Territory shall expire on December 31" ended the term at 0.60 (one party's exclusive rights
 * are another thing's; a listing's "exclusive right to sell ... until" stays its term): 26 of 27.
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_142: DraftedTermClause[] = [
  [
    'The term of this Agreement shall begin on the Effective Date and shall continue for a period of two (2) years, unless otherwise terminated as provided herein.',
    { years: 2 },
  ],
  [
    'This Agreement shall terminate on the eighth (8th) anniversary of the Effective Date unless extended by mutual written agreement of the parties.',
    { years: 8 },
  ],
  [
    'The Term shall be the period from the Effective Date to and including December 31, {Y+4}.',
    { yearsLater: 4, on: '12-31' },
  ],
  ['This Agreement will be in effect for sixty (60) consecutive months from the Effective Date.', { months: 60 }],
  [
    'The initial term of this Agreement shall expire on June 30, {Y+3}, unless earlier terminated pursuant to Section 11.',
    { yearsLater: 3, on: '06-30' },
  ],
  ['This Agreement is entered into for a term of four (4) years commencing as of the Effective Date.', { years: 4 }],
  ['The Agreement remains in force until the close of business on March 31, {Y+2}.', { yearsLater: 2, on: '03-31' }],
  ['The duration of this Agreement shall be nine (9) years from the Effective Date.', { years: 9 }],
  [
    'The term of the license granted in Section 2.1 and of this Agreement shall end on the tenth (10th) anniversary of the Effective Date.',
    { years: 10 },
  ],
  [
    'This Agreement shall continue until the expiration of thirty-six (36) months from the Effective Date.',
    { months: 36 },
  ],
  ['The Agreement will expire without further notice on November 30, {Y+1}.', { yearsLater: 1, on: '11-30' }],
  [
    'This Agreement shall have an initial term ending on the third (3rd) anniversary of the Effective Date.',
    { years: 3 },
  ],
  [
    'The Supplier shall deliver the first shipment of Products no later than ninety (90) days after the Effective Date.',
    null,
  ],
  [
    "The Licensee's exclusive rights in the Territory shall expire on December 31, {Y+2} unless the minimum sales targets are met.",
    null,
  ],
  ['All invoices issued during the Term shall be paid within forty-five (45) days.', null],
];

/**
 * Written before its first run (4 December, seventieth session, after the session's fourth round of mends), aimed at
 * none: renewals as filings word them (successive one-year terms unless an election not to renew, a distributor's right
 * to extend for two periods, a continuation on terms mutually agreed, a year-by-year basis unless six months' notice,
 * no automatic renewal, a customer's renewal of services by purchase order, an automatic extension unless notice of
 * intent not to renew put first, in full force after the Initial Term until notice, the parties' agreement to renew on
 * the same terms, no renewal unless the parties execute a renewal agreement, successive terms equal to the Initial Term
 * unless notice). First run: kinds 11 of 11, notices 5 of 5.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_133: DraftedRenewalClause[] = [
  [
    'This Agreement shall renew automatically for successive one (1) year terms unless either party notifies the other in writing of its election not to renew at least ninety (90) days prior to the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'Distributor shall have the right to extend the Term for two (2) additional periods of three (3) years each by giving notice not later than one hundred eighty (180) days before the end of the Term.',
    'option',
    null,
  ],
  [
    'Any continuation of this Agreement after the Initial Term shall be on terms mutually agreed upon in writing by the Parties.',
    'mutual',
    null,
  ],
  [
    'At the expiration of the Term, this Agreement shall be automatically extended on a year-by-year basis unless either party gives notice of termination at least six (6) months prior to the end of the then-current year.',
    'automatic',
    180,
  ],
  ['This Agreement shall not automatically renew upon expiration.', 'none', null],
  [
    'The Customer may, at its sole option, renew the Services for additional twelve (12) month periods by issuing a purchase order prior to the expiration of the then-current term.',
    'option',
    null,
  ],
  [
    'Unless either Party provides written notice of its intent not to renew at least thirty (30) days before the end of the Term, the Term shall automatically extend for an additional one (1) year period.',
    'automatic',
    30,
  ],
  [
    'Following the Initial Term, this Agreement shall continue in full force and effect until terminated by either Party on one hundred eighty (180) days written notice.',
    'evergreen',
    180,
  ],
  [
    'The parties may agree to renew this Agreement on the same terms and conditions for an additional term of two (2) years.',
    'mutual',
    null,
  ],
  ['No renewal of this Agreement shall occur unless the Parties execute a written renewal agreement.', 'mutual', null],
  [
    'This Agreement will automatically renew for successive terms equal to the Initial Term unless terminated by either party upon sixty (60) days written notice before the end of the then-current term.',
    'automatic',
    60,
  ],
];

/**
 * Written before its first run (4 December, seventy-first session), aimed at none: terms as filings word them (an end
 * at a time of day on a date subject to earlier termination, binding for an initial period of years, a period of
 * months beginning on the Effective Date, lapsing on an anniversary save as provided, governing the parties' dealings
 * through and until a date, ceasing to have effect months after, effective for an initial term of years before a
 * renewal, a term expiring on a date except as an article provides, valid and enforceable for years from and after, a
 * Marketing Period ending on an anniversary with the agreement, obligations in effect until a date on which the
 * agreement terminates, a fixed term of months, contract years defined in the same sentence), and for precision a
 * warranty period, a price increase's notice and an annual meeting's deadline. First run: 28 of 28 placings as
 * written (four lost their effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_143: DraftedTermClause[] = [
  [
    'Subject to the provisions for earlier termination set forth herein, the term of this Agreement shall commence on the Effective Date and end at 11:59 p.m. Eastern Time on September 30, {Y+3}.',
    { yearsLater: 3, on: '09-30' },
  ],
  [
    'This Agreement shall be binding upon the parties for an initial period of seven (7) years following the Effective Date.',
    { years: 7 },
  ],
  ['The term hereof shall be a period of eighteen (18) months, beginning on the Effective Date.', { months: 18 }],
  [
    'This Agreement shall lapse on the fifth (5th) anniversary of the Effective Date, save as otherwise provided herein.',
    { years: 5 },
  ],
  [
    'The Parties agree that this Agreement shall govern their dealings from the Effective Date through and until April 15, {Y+2}.',
    { yearsLater: 2, on: '04-15' },
  ],
  [
    'Unless the parties otherwise agree in writing, this Agreement shall cease to have effect twenty-four (24) months after the Effective Date.',
    { months: 24 },
  ],
  [
    'This Agreement will remain effective for an initial term of ten (10) years, after which it may be renewed as set forth below.',
    { years: 10 },
  ],
  [
    'Except as otherwise provided in Article 14, this Agreement shall have a term expiring on December 31, {Y+5}.',
    { yearsLater: 5, on: '12-31' },
  ],
  [
    'This Agreement shall be valid and enforceable for a period of three (3) years from and after the Effective Date.',
    { years: 3 },
  ],
  [
    'The Marketing Period shall commence on the Effective Date and conclude on the second anniversary thereof, and this Agreement shall terminate at the end of the Marketing Period.',
    { years: 2 },
  ],
  [
    'The obligations of the parties under this Agreement shall remain in effect until June 1, {Y+4}, on which date this Agreement shall automatically terminate.',
    { yearsLater: 4, on: '06-01' },
  ],
  ['This Agreement is for a fixed term of forty-eight (48) months starting on the Effective Date.', { months: 48 }],
  [
    'The Agreement shall run for five (5) contract years; a contract year means each period of twelve months starting on the Effective Date or an anniversary of it.',
    { years: 5 },
  ],
  [
    'The warranty period for each Product shall be twenty-four (24) months from the date of delivery to Customer.',
    null,
  ],
  [
    'Licensor shall give written notice of any price increase no later than sixty (60) days before such increase takes effect.',
    null,
  ],
  ['The Company shall hold its annual meeting of stockholders no later than June 30, {Y+1}.', null],
];

/**
 * Written before its first run (4 December, seventy-first session), aimed at none: renewals as filings word them
 * (tacitly extended unless notice months before, a licensee's election by notice to extend, extension only on both
 * parties' written consent, continuing for renewal periods unless notice of termination, month to month until notice,
 * renewed upon mutual agreement reached days before the end, in effect after the Initial Term for as long as neither
 * party has ended it on notice, a company's unilateral right to renew, no renewal or extension, notice of non-renewal
 * put first, renewal terms a customer may end for convenience on notice). First run: kinds 10 of 11, notices 4 of 6.
 * Mended since: "for as long as neither party has terminated it by giving ... notice" read no renewal, and "may
 * terminate any Renewal Term for convenience upon ninety (90) days written notice" no notice: kinds 11 of 11, notices
 * 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_134: DraftedRenewalClause[] = [
  [
    'Upon expiry of the Initial Term, this Agreement shall be tacitly extended for consecutive periods of twelve (12) months unless terminated by either Party by written notice served at least three (3) months before the expiry of the relevant period.',
    'automatic',
    90,
  ],
  [
    'Licensee may, by written notice delivered to Licensor not less than one hundred twenty (120) days prior to the expiration of the Term, elect to extend the Term for one additional period of five (5) years.',
    'option',
    null,
  ],
  ['The Term may be extended for additional periods only upon the written consent of both parties.', 'mutual', null],
  [
    'This Agreement shall automatically continue for successive renewal periods of two (2) years each, unless either party shall have given written notice of termination to the other party at least one hundred eighty (180) days prior to the end of the then current period.',
    'automatic',
    180,
  ],
  [
    'Upon the expiration of the Initial Term, this Agreement shall continue on a month-to-month basis until terminated by either party upon thirty (30) days prior written notice.',
    'automatic',
    30,
  ],
  [
    'Thereafter, the Term shall be renewed for additional terms of one (1) year upon the mutual agreement of the parties, which agreement shall be reached no later than ninety (90) days before the expiration of the then current term.',
    'mutual',
    null,
  ],
  [
    "This Agreement shall remain in effect after the expiration of the Initial Term for as long as neither party has terminated it by giving the other party at least six (6) months' written notice.",
    'evergreen',
    180,
  ],
  [
    'The Company shall have the unilateral right to renew this Agreement for up to three (3) successive one-year terms.',
    'option',
    null,
  ],
  [
    'There shall be no renewal or extension of the Term, and this Agreement shall terminate upon the expiration of the Term.',
    'none',
    null,
  ],
  [
    'Unless notice of non-renewal is given by either party not later than sixty (60) days prior to the then-scheduled expiration date, the Term shall be automatically renewed for a further period of three (3) years.',
    'automatic',
    60,
  ],
  [
    'The Initial Term shall be extended automatically for successive Renewal Terms of twelve months each, provided that Customer may terminate any Renewal Term for convenience upon ninety (90) days written notice.',
    'automatic',
    90,
  ],
];

/**
 * Written before its first run (4 December, seventy-first session, after the session's mends), aimed at none: terms
 * as filings word them (in force for a term of years and thereupon expiring unless renewed, a Supply Period running
 * until a date with the agreement expiring at its end, an initial term of months beginning on the Effective Date,
 * coming into force and continuing in force for an initial period subject to a clause, a duration ending at midnight
 * on a date, a period of years named the Original Term, extending until an anniversary, expiring years after, valid
 * through a date, rights and obligations continuing until the expiration of a period of months, the four year period
 * beginning on the Effective Date, in effect for years unless terminated earlier), and for precision audited
 * statements' deadline, an option's expiry under a plan and a non-competition covenant. First run: 27 of 27 placings
 * as written (three lost their effective date).
 */
export const DRAFTED_TERM_CLAUSES_HELD_OUT_144: DraftedTermClause[] = [
  [
    'This Agreement shall remain in force for a term of six (6) years and shall thereupon expire unless renewed in accordance with Section 15.2.',
    { years: 6 },
  ],
  [
    'Unless this Agreement is terminated sooner in accordance with its terms, the Supply Period shall run until December 31, {Y+6}, and this Agreement shall expire at the end of the Supply Period.',
    { yearsLater: 6, on: '12-31' },
  ],
  ['The initial term of this Agreement is thirty (30) months, beginning on the Effective Date.', { months: 30 }],
  [
    'This Agreement shall come into force on the Effective Date and, subject to Clause 18, shall continue in force for an initial period of five (5) years.',
    { years: 5 },
  ],
  [
    'Subject to earlier termination, this Agreement shall have a duration ending at midnight on March 31, {Y+3}.',
    { yearsLater: 3, on: '03-31' },
  ],
  [
    'This Agreement shall continue for a period of two (2) years from the Effective Date (the "Original Term").',
    { years: 2 },
  ],
  [
    'The term of this Agreement shall extend from the Effective Date until the tenth (10th) anniversary thereof.',
    { years: 10 },
  ],
  ['This Agreement shall expire seven (7) years after the Effective Date.', { years: 7 }],
  [
    'The Agreement takes effect on the Effective Date and remains valid through October 31, {Y+2}.',
    { yearsLater: 2, on: '10-31' },
  ],
  [
    'Except as provided herein, the rights and obligations of the Parties under this Agreement shall continue until the expiration of a period of sixty (60) months commencing on the Effective Date.',
    { months: 60 },
  ],
  ['The Term of this Agreement shall be the four (4) year period beginning on the Effective Date.', { years: 4 }],
  ['This Agreement shall be in effect for a period of twelve (12) years unless terminated earlier.', { years: 12 }],
  [
    'The Company shall deliver audited financial statements within one hundred twenty (120) days after the end of each fiscal year.',
    null,
  ],
  ['Any option granted under the Plan shall expire ten (10) years from the date of grant.', null],
  [
    'The non-competition covenant shall remain in effect for two (2) years after the Executive ceases to be employed.',
    null,
  ],
];

/**
 * Written before its first run (4 December, seventy-first session, after the session's mends), aimed at none:
 * renewals as filings word them (renewed automatically unless a party notifies its desire to terminate, a
 * distributor's option to renew when not in default, such further period as the parties agree, automatically extended
 * unless terminated on notice, continuing indefinitely unless and until terminated on notice, no obligation to renew
 * or extend, a customer's extension by notifying the supplier, an election not to renew put first, good faith
 * negotiation of any renewal, renewed from year to year unless two months' notice, a Renewal Term unless a licensee's
 * notice of intent not to renew). First run: kinds 11 of 11, notices 6 of 6.
 */
export const DRAFTED_RENEWAL_CLAUSES_HELD_OUT_135: DraftedRenewalClause[] = [
  [
    'After the expiration of the initial term, this Agreement shall be renewed automatically for successive periods of one (1) year each unless either Party notifies the other Party of its desire to terminate this Agreement at least ninety (90) days before the expiration of the then-current term.',
    'automatic',
    90,
  ],
  [
    'Provided that Distributor is not in default, Distributor shall have the option to renew this Agreement for an additional term of three (3) years upon written notice to Supplier given at least six (6) months prior to the expiration of the Initial Term.',
    'option',
    null,
  ],
  ['This Agreement may be renewed for such further period as the parties may agree in writing.', 'mutual', null],
  [
    'The term of this Agreement shall be automatically extended for additional one-year periods, unless terminated by either party by providing the other with written notice not less than thirty (30) days prior to the end of the then-current term.',
    'automatic',
    30,
  ],
  [
    'Upon expiration of the Initial Term, this Agreement shall continue indefinitely unless and until terminated by either party on ninety (90) days prior written notice.',
    'evergreen',
    90,
  ],
  ['Neither party shall have any obligation to renew or extend this Agreement beyond the Term.', 'none', null],
  [
    'The Customer may extend the term of this Agreement for up to two (2) consecutive periods of twelve (12) months each by notifying the Supplier in writing.',
    'option',
    null,
  ],
  [
    'Unless either party elects not to renew by written notice delivered at least one hundred twenty (120) days prior to the end of the then current Term, this Agreement will renew for an additional five (5) year term.',
    'automatic',
    120,
  ],
  [
    'The parties shall negotiate in good faith the terms of any renewal of this Agreement during the six (6) months preceding the expiration of the Term.',
    'mutual',
    null,
  ],
  [
    'This Agreement shall be renewed automatically from year to year thereafter unless terminated by either party upon two (2) months prior written notice before the end of the current year.',
    'automatic',
    60,
  ],
  [
    'At the end of the Initial Term, this Agreement shall automatically be renewed for a Renewal Term of two (2) years, unless Licensee gives written notice to Licensor of its intent not to renew not less than one hundred eighty (180) days prior to the end of the Initial Term.',
    'automatic',
    180,
  ],
];
