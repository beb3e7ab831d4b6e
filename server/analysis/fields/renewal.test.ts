import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import {
  findRenewal,
  monthsAsLongAsTheTerm,
  renewalOf,
  renewsForTheTermsLength,
  runsOnAfterItsTerm,
  sentenceRenewalKind,
} from './renewal';
import { inRenewalWords, onlyDeniesRenewal, renewalKindOfWords, speaksOfRenewal } from './renewal-cues';
import { noticeByRules } from './notice';

/** The kind of renewal the readers find in a whole document's text. */
const kind = (text: string) => findRenewal(prepareDocument(text)).value.kind;

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
      'Unless Customer cancels at least fifteen (15) days before the end of the current Subscription Term, the subscription renews for another Subscription Term of equal length.',
    ],
    [
      'mutual',
      'This Agreement shall be renewed for another term of one year only upon the mutual written agreement of the parties.',
    ],
    // "unless the parties otherwise agree" is a way out of a renewal, not a consent it waits on; a denial it follows
    // still leaves the renewal to both (thirty-sixth held-out batch: read mutual).
    [
      'automatic',
      'This Agreement shall be extended for successive twelve (12) month periods unless the parties otherwise agree in writing or either party gives at least sixty (60) days’ notice of non-extension.',
    ],
    ['automatic', 'This Agreement shall renew for successive one-year terms unless the parties otherwise agree.'],
    ['mutual', 'This Agreement shall not be renewed unless the parties otherwise agree in writing.'],
    // The agreement's end with an extension only both can make, named in passing (the hundred-and-seventy-fourth
    // mailbox batch, and five before it: read none); what else is extended so is not the agreement.
    [
      'mutual',
      'This Agreement shall be effective as of February 15, 2027 and shall expire on February 14, 2030, unless extended by written amendment signed by both parties.',
    ],
    ['mutual', 'This Agreement shall terminate on December 31, 2026, unless extended by the parties in writing.'],
    ['mutual', 'The engagement ends on 31 October 2027 unless extended by mutual written agreement.'],
    ['mutual', 'The parties will review the partnership six months before it ends and may agree to continue it.'],
    // Rolling forward is renewing, and discussing the terms on which it might be renewed leaves it to both
    // (thirty-seventh held-out batch: both read none).
    [
      'automatic',
      'The Agreement will roll forward for additional one-year periods on each anniversary of the Effective Date, unless Client notifies Agency in writing at least forty-five (45) days prior to such anniversary that it does not wish to continue.',
    ],
    [
      'mutual',
      'The parties will discuss in good faith, no later than six (6) months prior to the end of the Term, the terms on which this Agreement might be renewed.',
    ],
    // Both named parties executing: a renewal only they can make (thirty-sixth held-out batch: read none).
    [
      'mutual',
      'Renewal of this Agreement for any period beyond the Initial Term is conditional upon both the Licensor and the Licensee executing a renewal letter.',
    ],
    [
      'automatic',
      'This Agreement is effective for one contract year, but may be extended for additional contract years in the absence of a notice by a party to terminate.',
    ],
    [
      'automatic',
      'Absent written notice of non-renewal, this Agreement shall be extended for successive one-year terms.',
    ],
    // "with the same terms and conditions as set forth herein" says nothing of how it goes on (a probe from a
    // services agreement: read as no renewal at 1).
    [
      'automatic',
      'If no such written notification is given, this Agreement shall automatically continue with the same terms and conditions as set forth herein for an additional one (1) year term, subject to the right of termination as otherwise provided herein.',
    ],
    // Options to renew for a length, as leases and their abstracts write them (a mailbox probe: read as no renewal).
    ['option', 'Tenant has two (2) options to renew of five (5) years each.'],
    [
      'option',
      'Renewal Options: Two (2) options of five (5) years each, exercisable by written notice at least nine (9) months prior to expiration.',
    ],
    // The rights the agreement grants renew as it does (a probe from a licence: read as no renewal).
    [
      'option',
      'Licensee is granted the option to renew the rights granted in this Agreement for two (2) additional five (5) year terms subject to the re-negotiation of the provisions including conditions of use and compensation.',
    ],
    [
      'automatic',
      'The rights granted hereunder shall automatically be extended for successive one (1) year periods unless either party gives notice of non-renewal.',
    ],
    [
      'automatic',
      'Your Microsoft 365 Business Standard subscription (annual commitment, billed monthly) for Harper & Stone Dental, 14 licences, will renew on 3/5/2027.',
    ],
    [
      'automatic',
      'If neither party gives notice of termination, the Agreement will be extended by one year each time.',
    ],
    [
      'automatic',
      'This Agreement shall automatically continue for additional periods of one year each unless terminated.',
    ],
    [
      'automatic',
      'Thereafter, this Agreement shall be renewed for one (1) year periods unless terminated by either party.',
    ],
    [
      'automatic',
      'This Agreement shall renew each year unless terminated by either party upon sixty (60) days notice.',
    ],
    ['automatic', 'At the end of the Initial Term, the Agreement will renew on an annual basis unless cancelled.'],
    ['automatic', 'This Agreement will be deemed renewed for a further period of one year unless notice is given.'],
    ['automatic', 'This Agreement shall be extended for another year unless notice of termination is given.'],
    [
      'automatic',
      'Unless terminated, this Agreement will renew on each anniversary of the Effective Date for an additional year.',
    ],
    [
      'automatic',
      'After the Initial Term, this Agreement continues on a year-by-year basis until terminated by either party.',
    ],
    ['automatic', 'The subscription auto-renews annually unless cancelled.'],
    [
      'automatic',
      // A defined term inside a phrase ("from the Effective Date") is not the subject of "renews".
      'Annual maintenance and support is provided for a term of one year from the Effective Date and renews automatically each year unless Licensee cancels it 30 days before the renewal date.',
    ],
    [
      'automatic',
      'Upon expiry of the Initial Term, this Agreement shall remain in force for successive periods of 12 months.',
    ],
    ['automatic', 'Thereafter the Agreement shall continue month to month until terminated by either party.'],
    [
      'automatic',
      // Seventy-sixth mailbox batch: read as evergreen where "month to month" reads automatic.
      'After the fixed term the tenancy will continue as a monthly periodic tenancy until either party ends it by giving notice.',
    ],
    ['automatic', 'This agreement will continue thereafter on a year to year basis unless terminated by either party.'],
    [
      'automatic',
      'The Agreement shall be in effect until December 31, 2023 and from year to year thereafter unless either party notifies the other on or before October 1 of any year of its intent to terminate at the end of that year.',
    ],
    ['automatic', 'On the expiration date of each Term the Agreement shall automatically renew for one more year.'],
    [
      'automatic',
      'Term: twelve months from the date of the agreement which term shall automatically renew for twelve months.',
    ],
    ['automatic', 'Provided that all payments have been made the license shall renew for successive one-year terms.'],
    [
      'automatic',
      'Notwithstanding the dates above the Agreement shall renew automatically for additional one-year terms.',
    ],
    [
      'automatic',
      'This Agreement shall have a term of four (4) years from the effective date, and shall automatically renew for additional one year terms.',
    ],
    ['option', 'This Agreement shall be renewable on an annual basis for one (1) year terms for up to ten years.'],
    [
      'automatic',
      'Unless terminated earlier, this Agreement shall continue thereafter for additional one-year periods.',
    ],
    ['automatic', 'This Agreement shall remain in effect thereafter for successive periods of one (1) year each.'],
    ['option', 'Franchisee may renew the franchise granted under this Agreement for one additional term of ten years.'],
    // A government contract's option years, after its base period.
    [
      'option',
      'The period of performance is one base year from the date of award, September 30, 2026, plus four (4) option years, exercisable at the sole discretion of the Government.',
    ],
    [
      'automatic',
      'The Agreement runs for two years and renews every two years on March 1 unless either party objects.',
    ],
    ['option', 'Licensee shall have the right to renew this Agreement for one additional term of five years.'],
    [
      'option',
      "Contract Period: October 1, 2025 - September 30, 2026, with four (4) optional one-year renewal periods at the County's sole discretion.",
    ],
    ['option', 'Distributor shall have the option of renewing this Agreement for an additional term of three years.'],
    // A framework agreement's own period, and "for up to 2 further periods" (the hundredth mailbox batch: none).
    [
      'option',
      'Framework Period: 2 years from 1 April 2027, with an option for the Authority to extend for up to 2 further periods of 12 months.',
    ],
    ['option', 'The Authority has the option to extend the Framework Period for up to 2 further periods of 12 months.'],
    // A year named as what it renews for, stopped by cancelling by a day (the hundred-and-first mailbox batch: none).
    [
      'automatic',
      'This agreement is for the 2027 calendar year and will renew for 2028 unless cancelled in writing by November 1, 2027.',
    ],
    // Running on "for another Contract Year" unless notice (the eighty-ninth held-out renewal batch: none).
    [
      'automatic',
      'Unless either Party notifies the other Party of its desire to terminate this Agreement at least sixty (60) days before the end of any Contract Year, this Agreement shall continue for another Contract Year.',
    ],
    // A registrar renewing a domain on a date, said by the registrar.
    ['automatic', "We'll renew northwindtraders.com on Jan 20, 2027 for $20.99/yr."],
    ['option', 'Licensee shall have the right of renewal of this Agreement for two further periods of five years.'],
    // How the right is exercised may stand between the right and the renewal (sixth held-out batch: read automatic).
    [
      'option',
      'Company shall have the right, exercisable by written notice delivered to Supplier not less than six (6) months before the expiration of the Initial Term, to extend the Term for one (1) additional period of three (3) years.',
    ],
    ['option', 'Franchisee shall be entitled to renew this Agreement for one additional term of ten years.'],
    ['option', 'Customer may, upon written notice, renew this Agreement for successive one-year renewal terms.'],
    ['option', "Upon Licensee's request, this Agreement shall be renewed for an additional term of one year."],
    ['option', 'The Company may, at its sole discretion, renew this Agreement for an additional term of one year.'],
    ['option', 'Licensee may renew this Agreement for two additional five-year terms by giving notice to Licensor.'],
    ['option', "This Agreement will renew for one (1) additional year at Customer's option, exercisable by notice."],
    ['option', "This Agreement renews for one (1) additional year at Customer's option."],
    ['option', 'Customer has the right, but not the obligation, to extend the Term for one additional year.'],
    // Drafted in CUAD's filing style, not fitted on: read as automatic before.
    [
      'option',
      'The Company shall have the right, exercisable in its sole discretion, to extend the Term for one additional period of three (3) years.',
    ],
    [
      'option',
      'This Agreement shall renew for an additional five (5) year term provided that Franchisee is not in default and gives Franchisor notice of its desire to renew at least six (6) months prior to expiration.',
    ],
    [
      'automatic',
      'This Agreement shall renew for successive one (1) year terms unless either party gives notice of its intention not to renew.',
    ],
    // Held out (npm run eval:drafted), read "none" before: "continue automatically" after the verb.
    [
      'automatic',
      "This Agreement shall continue automatically after the Initial Term for successive one-year periods until either Party gives not less than ninety (90) days' notice to terminate.",
    ],
    ['automatic', 'Auto-renew: On'],
    // "Reconducted" and "carried forward", as translated and English contracts say "renewed" and "extended"
    // (forty-second held-out batch: read none).
    [
      'automatic',
      'This Agreement shall be tacitly reconducted for successive periods of one (1) year unless terminated by either Party with three (3) months’ notice before its expiry.',
    ],
    [
      'automatic',
      'Unless either party serves a notice to quit not less than six (6) months before the end of the Term, the Term shall be carried forward for a further two (2) years.',
    ],
    // A franchise's renewal by a successor franchise agreement (forty-third held-out batch: read none).
    [
      'option',
      'Upon expiration of the initial term, Franchisee shall have the right to enter into a successor franchise agreement for one (1) additional term of ten (10) years, provided Franchisee is in compliance with this Agreement.',
    ],
    [
      'option',
      'Franchisee may acquire a successor franchise for an additional term of ten (10) years if it gives notice at least six months before expiration.',
    ],
    // As a vendor's e-mail says it (seventy-first mailbox batch: read none).
    ['automatic', 'Auto-renew is on, so we will charge the card on file 30 days before the expiry date.'],
    // A party's discretion over something else leaves the renewal automatic.
    [
      'automatic',
      'This Agreement renews for successive one-year periods, and Vendor may adjust its fees at its sole discretion.',
    ],
    [
      'automatic',
      "This Agreement shall renew for successive one (1) year terms, with pricing set at Vendor's discretion.",
    ],
    // Drafted in CUAD's filing style (fourth held-out batch): read none before. A count of further terms in words,
    // and a term running on from one quarter (or week) to the next as from one year or month to the next.
    [
      'option',
      'Provided that Licensee is not in default, Licensee may extend this License for one further term of five (5) years on the same terms and conditions.',
    ],
    ['option', 'Licensee may renew this License for two (2) further terms of three (3) years each.'],
    [
      'automatic',
      'Thereafter the Agreement shall remain in force from quarter to quarter until terminated by either party on thirty (30) days notice.',
    ],
    ['automatic', 'After the Trial Period, this Agreement continues from week to week until cancelled.'],
    // A renewal one party may ask for and the other may not unreasonably refuse is that party's option; one the
    // other may grant or refuse as it likes needs both.
    [
      'option',
      'The Distributor may request an extension of the Term for a further period of two (2) years by notice in writing to the Company given not less than six (6) months before the expiry of the Term, and the Company shall not unreasonably refuse such request.',
    ],
    [
      'mutual',
      'Licensee may request a renewal of this Agreement for one further year, which Licensor may grant or refuse in its sole discretion.',
    ],
    ['mutual', 'The Agreement may be renewed upon mutual written agreement of the parties.'],
    // Both parties renewing, on terms still to be agreed, or a renewal asked for and accepted (eighteenth held-out
    // batch: read option, option and none); one party of the two renewing is still its option.
    [
      'mutual',
      'Upon expiry of the Initial Term, the parties may renew this Agreement on such terms as they may then agree.',
    ],
    ['mutual', 'This Agreement may be renewed for a further year on terms to be agreed.'],
    [
      'mutual',
      'If the Licensee wishes to renew this Agreement, it shall give the Licensor written notice at least six (6) months before the end of the Term, and the Licensor shall notify the Licensee within thirty (30) days whether it accepts the renewal.',
    ],
    [
      'mutual',
      'Either party may propose the renewal of this Agreement by written notice; a renewal shall take effect only if the other party accepts the proposal in writing.',
    ],
    ['option', 'Either of the parties may renew this Agreement for one further year by notice to the other.'],
    // A renewal named by a bare noun as the subject: the agreement's (twenty-first held-out batch: read none).
    [
      'option',
      'Renewal is at the sole option of the Reseller, on written notice given at least sixty (60) days before the Expiry Date.',
    ],
    [
      'automatic',
      'Renewal is automatic for successive one-year periods unless either party gives notice of non-renewal.',
    ],
    ['option', '12.2 Extension. Extension shall be at the election of the Customer for one further year.'],
    // A renewal option defined elsewhere and exercised here (hundred-and-ninth held-out batch: read none).
    [
      'option',
      'Licensee may exercise the Renewal Option by delivering a Renewal Notice to Licensor not less than one hundred twenty (120) days prior to the expiration of the Initial Term.',
    ],
    // The term named by the agreement's kind and "Period" (twenty-second held-out batch: read none).
    [
      'option',
      'Licensee shall have one (1) option to extend the License Period for an additional five (5) years, exercisable upon twelve (12) months’ prior written notice.',
    ],
    // One party's renewal made with the other's consent or approval, one the other may approve, one renewed by the
    // parties, one they will consider (nineteenth held-out batch: read option, none, option, none and automatic).
    ['mutual', 'The Agreement may be extended for a further period with the consent of both Parties.'],
    ['mutual', 'The Term may be renewed by the Supplier with the prior written approval of the Purchaser.'],
    ['mutual', "The Term may be renewed by the Supplier with the Purchaser's prior written consent."],
    [
      'mutual',
      'Licensee may apply to Licensor for a renewal of this Licence, and Licensor may in its absolute discretion approve the application.',
    ],
    ['mutual', 'This Agreement may be renewed by the parties executing a renewal letter in the form of Schedule 3.'],
    [
      'mutual',
      'The parties will in good faith consider extending this Agreement for a further period at least three (3) months before its expiry.',
    ],
    // A renewal the parties are to confer on (twenty-third held-out batch: read none).
    [
      'mutual',
      'Prior to the expiration of the Initial Term, the parties shall confer regarding the renewal of this Agreement.',
    ],
    // One party's own choice stays an option, whatever else the sentence makes subject to terms or notice.
    [
      'option',
      'Subject to the terms of this Agreement, the Buyer may extend this Agreement for up to two (2) additional years by notice to the Seller.',
    ],
    // Read none before: a renewal denied but for both parties' agreement is one only they can make.
    [
      'mutual',
      'This Agreement shall not automatically renew; any renewal shall require a written amendment signed by both parties.',
    ],
    [
      'mutual',
      'This Agreement shall not be renewed unless the Parties execute a written renewal agreement prior to the end of the Term.',
    ],
    // Read none before: a renewal that needs, or is subject to, both parties' agreement.
    ['mutual', 'Extension of this Agreement requires a written agreement of both parties.'],
    ['mutual', 'Any renewal or extension of this Agreement shall be subject to the written agreement of the Parties.'],
    // A renewal the parties are to negotiate is one they must both agree to (fourth held-out batch: read none).
    [
      'mutual',
      'Upon the expiry of the Initial Term, the parties shall discuss in good faith the possible renewal of this Agreement, but neither party shall be obliged to renew it.',
    ],
    [
      'mutual',
      'The Parties shall negotiate in good faith an extension of the Term no later than six months before it ends.',
    ],
    // ... or a fresh agreement (forty-second held-out renewal batch: read none).
    ['mutual', 'Renewal of this Agreement shall be subject to a fresh agreement between the parties.'],
    // ... with words between the verb and the renewal (fortieth held-out renewal batch: read none).
    [
      'mutual',
      'During the ninety (90) days before the expiration of the Term, the Licensor shall negotiate exclusively and in good faith with the Licensee regarding a possible renewal of this Agreement.',
    ],
    // ... with a time between them (sixty-seventh held-out renewal batch: read none, and its six months as a notice).
    [
      'mutual',
      'The parties shall negotiate in good faith, no later than six (6) months before the expiration of the Term, regarding a possible extension of this Agreement.',
    ],
    // ... or to discuss whether to renew (sixth held-out batch, laid out: read none).
    [
      'mutual',
      'The parties shall meet six (6) months before the Term ends to discuss in good faith whether to extend this Agreement.',
    ],
    ['mutual', 'The Contract Period may be extended by agreement in writing.'],
    ['mutual', 'The term of this Agreement may be extended only by a written amendment.'],
    // Renewing each year, said plainly, with no condition and no word of "automatic".
    ['automatic', 'The subscription renews each year on the anniversary of the Effective Date.'],
    ['automatic', 'This Agreement shall be renewed annually on January 1.'],
    ['mutual', 'This Agreement will renew annually if the parties so agree in writing.'],
    [
      'mutual',
      'This Agreement will automatically expire at the end of the Initial Term unless renewed in writing by both parties.',
    ],
    // Drafted in CUAD's filing style (second held-out batch): read none, none and option before.
    [
      'option',
      'The Licensee shall be entitled to two (2) renewal terms of five (5) years each, exercisable by written notice delivered to the Licensor.',
    ],
    [
      'option',
      'Upon expiry of the Initial Term, the Customer may, at its sole option, renew the Services for a further term of twelve (12) months by placing a renewal order.',
    ],
    [
      'mutual',
      'This Agreement may be extended for an additional period only by a written amendment executed by authorized representatives of both Parties.',
    ],
    // An order form's labelled fields.
    ['automatic', 'Renewal: automatic, for 12 months at a time.'],
    ['automatic', 'Auto-renewal: Yes'],
    // A CRM's flag (the hundred-and-thirty-first mailbox batch: read none).
    ['automatic', 'Order End Date: 3/31/2028 Renewal Term: 12 Months Auto Renew: true'],
    // A table's cells, and a label of the renewing verb (a drafted renewal batch, 115: read none).
    ['automatic', 'Automatic Renewal | Yes | Notice to cancel | 30 days'],
    ['automatic', 'Renews automatically: Yes.'],
    // A receipt's date it renews on.
    [
      'automatic',
      'Plan: Pro Annual (10 hosts) Amount paid: $4,990.00 on November 14, 2026 Renews on: November 14, 2027',
    ],
    // As contracts translated from German write it: the present tense, "in each case".
    [
      'automatic',
      "It is extended by a further 12 months in each case unless terminated with three months' notice to the end of the respective term.",
    ],
    // As software vendors' online terms write it: a party that tells the other, an option on any subscription.
    [
      'automatic',
      'Each Subscription renews on those terms for a further twelve (12) months unless Customer tells Provider in writing that it does not want the Subscription to renew.',
    ],
    [
      'option',
      'Customer may renew any Subscription for a further term by submitting a renewal order before the Subscription Term expires.',
    ],
  ])('reads %s in "%s"', (kind, sentence) => {
    expect(sentenceRenewalKind(sentence)).toBe(kind);
  });

  it.each([
    'Maintenance and Support shall automatically continue during the term of this Agreement and thereafter.',
    'The obligations of this section shall continue for a period of three years after termination of this Agreement.',
    'This Agreement shall terminate on December 31, 2020 and shall not be renewed.',
    // A renewal denied with the adverb that otherwise makes one automatic (the three-hundred-and-eighty-ninth mailbox
    // batch: "It shall not be tacitly renewed" read automatic), in the future and in the present.
    'It shall not be tacitly renewed.',
    'This Agreement is not tacitly renewed.',
    'This Agreement is not automatically renewed.',
    'The Licensee may extend the delivery date by written notice.',
    // Rights to something named, not the rights the agreement grants.
    'Company may extend the rights to the Territory for one additional year.',
    'Subscription Term: 12 months Auto-renewal: No Fees: USD 9,000 per year',
    'Subscription Term: 12 months Auto-renew: Off Fees: USD 9,000 per year',
    'Auto-renew is off. Renew now to keep your domain.',
    'Automatic renewal has been turned off for your subscription.',
    'Order End Date: 3/31/2028 Auto Renew: false',
    // A record's field, beside a mutual NDA (the hundred-and-thirty-first mailbox batch: read mutual).
    'Agreement: Mutual NDA with Borealis Labs Effective date: Oct 5, 2026 Expiration: Oct 5, 2028 Renewal type: None',
    'The time for payment under this Agreement may be extended at the option of the Company.',
    'The obligations of confidentiality shall continue for successive periods after termination of this Agreement.',
    'The prices set forth in Exhibit A under this Agreement may be adjusted from year to year.',
    'The prices in effect under this Agreement may change from year to year.',
    'Upon expiration of this Agreement, the Warranty Period shall be extended by one year.',
    'Licensee may, at any time during the Term, extend the license to its Affiliates.',
    'Customer may request an extension of the delivery date by notice to Supplier.',
    'The Parties may agree in writing to extend the delivery schedule set out in Exhibit B; any such extension shall not extend the Term.',
    'During the Term Supplier may extend an offer to Reseller for a Returns Discount Program.',
    "The Licensee's right to use the Software shall continue for successive periods as set out in this Agreement.",
    // Both parties' wish to extend something else, in a recital (cuad-476's): no party's option to renew.
    'WHEREAS, the Parties also desire to extend the term of the non-solicitation obligations under the Non-Competition Agreement.',
    // A plan in a contract is a business plan, not what renews.
    'The Marketing Plan will renew each year on the terms agreed by the parties.',
    // A renewal supposed, in the present tense: what follows is what happens then.
    'If the Term is extended for additional periods, the minimum quantities shall increase by ten percent.',
    // An option denied.
    'Lease period: one (1) year from March 1, 2027. There is no option to renew this lease.',
    // A bare renewal names the agreement's only as a subject of its own: not another thing's, nor fees.
    'Renewal of the insurance policy is at the option of the Supplier.',
    'Renewal fees are payable annually in advance.',
    'Licensee may extend the Exclusivity Period by one year.',
    'The Warranty Period shall end on June 30, 2028 unless extended by written agreement of the parties.',
    'Provided termination is not a result of a material breach, the parties agree to continue their cooperation.',
    // Something else renewed unless a party stops it: the notice stops that thing's renewal.
    'Each purchase order will renew for additional thirty (30) day terms unless either party provides notice to the contrary.',
    // A letter of credit or a bond with a term of its own, renewed (a work contract's letter of credit was automatic).
    'The letter of credit shall have a two (2) month term, and shall be renewed for five (5) consecutive bimonthly periods.',
    'The performance bond shall be renewed annually for so long as this Agreement remains in effect.',
    // Renewal provisions set aside, to the readers as to the candidates (the thirty-eighth held-out batch).
    'Automatic renewal provisions in any purchase order issued hereunder shall have no effect.',
    // Renewable energy and a company named for it renew nothing (a date rewritten as "the 12th day of July, 2004" read
    // a work contract's list of agreements as a mutual renewal).
    'Agreement of the 12th day of July, 2004 between Bio-Renewables Limited, IGER and Plant Research International B.V.',
    'The Supplier shall deliver renewable energy under this Agreement as agreed between the parties from time to time.',
  ])('reads no renewal of the agreement in "%s"', (sentence) => {
    expect(sentenceRenewalKind(sentence)).toBeNull();
  });

  it.each([
    [12, 'This Agreement shall renew each year unless terminated by either party.'],
    [12, 'At the end of the Initial Term, the Agreement will renew on an annual basis unless cancelled.'],
    [12, 'This agreement will continue thereafter on a year to year basis unless terminated.'],
    [1, 'Thereafter the Agreement shall continue month to month until terminated by either party.'],
    [1, 'After the fixed term the tenancy will continue as a monthly periodic tenancy until either party ends it.'],
    [3, 'Thereafter the Agreement shall remain in force from quarter to quarter until terminated.'],
    [24, 'This Agreement shall automatically renew for successive two-year periods.'],
    [
      12,
      'The term shall be one (1) year, automatically renewing annually thereafter, unless either party provides a thirty-day notice of termination.',
    ],
    [
      1,
      'This Agreement will extend automatically for monthly periods unless either party notifies the other at least thirty (30) days before the expiration of the then current term.',
    ],
    [
      null,
      'Subscriptions will automatically renew for additional periods equal to the expiring subscription term, unless either party gives written notice of non-renewal at least 30 days before the end of the term.',
    ],
    [
      12,
      'This agreement shall commence on the Commencement Date and shall continue for an Initial Term of 24 months and shall automatically extend for 12 months (Extended Term) at the end of the Initial Term.',
    ],
    [
      36,
      'This Agreement shall automatically continue following the Initial Term, for an additional period of three (3) years, unless a party provides notice at least sixty (60) days prior to the expiration of the Initial Term ("Extended Term").',
    ],
    [12, 'This Agreement shall automatically renew in one (1) year increments unless either party gives notice.'],
    // Words of renewing between the number and its unit (read as no length before the forty-fourth session).
    [
      24,
      'This Agreement shall be extended automatically for two (2) additional years unless either party objects in writing at least ninety (90) days before the end of the Initial Term.',
    ],
    [12, 'This Agreement shall renew automatically for one (1) further year unless either party gives notice.'],
    [6, 'The Term shall thereafter renew for 6 successive months unless either party gives notice.'],
    // The contract's own years, and a year said in other words (drafted held-out renewals read with no length).
    [12, 'This Agreement shall be prolonged by one further Contract Year, unless either party gives notice.'],
    [12, 'This Agreement shall renew automatically for additional terms of one (1) Contract Year.'],
    [12, 'The License shall renew automatically at the end of each License Year for another License Year.'],
    [12, 'This Agreement renews automatically every year on January 1st unless cancelled by either party.'],
    [12, 'The Agreement renews automatically for each calendar year, unless either party notifies the other.'],
    [12, 'After the initial term, this Agreement will continue on an annual basis unless terminated by either party.'],
    // A key-terms label (a drafted held-out renewal read with no length).
    [12, 'The Term is one year from the Effective Date. Renewal: automatic, annual. Non-renewal notice: 30 days.'],
    [1, 'Renewal: automatic, monthly. Cancellation notice: 7 days.'],
    // CUAD's cuad-158 and cuad-121 (work part), read with no length and as a year.
    [12, 'It is established by calendar year and renewed tacitly every year.'],
    [
      6,
      'The Initial Term shall automatically be extended for an additional period of half a year unless either party provides written notification of termination at least 60 days prior to end of such period.',
    ],
    [1, 'Your subscription renews on the 5th of each month at $99.00. You can cancel anytime.'],
    [
      12,
      'The subscription renews automatically on January 1 of each subsequent year for a further year, unless Customer cancels by giving notice no later than November 30 of the preceding year.',
    ],
    [
      3,
      'The Agreement will automatically renew for consecutive calendar quarters unless either party provides written notice of cancellation at least fifteen (15) days prior to the end of the current quarter.',
    ],
    [6, 'This Agreement shall renew automatically semi-annually unless terminated, with fees payable annually.'],
    // Fees paid half-yearly say nothing of the renewal's length.
    [12, 'This Agreement renews automatically for successive one-year terms; fees are invoiced semi-annually.'],
    // How often it comes, in a word (mailbox batch 124: read with no length).
    [
      6,
      "The Contract shall thereafter continue for successive half-yearly periods unless terminated on one month's notice.",
    ],
    [24, "This Agreement shall renew biennially unless terminated with sixty (60) days' written notice."],
    [36, 'This service contract renews triennially unless cancelled by ninety (90) days written notice.'],
    [24, 'This Agreement renews automatically for successive biennial terms unless either party gives notice.'],
    [12, 'Your membership renews automatically each July 1 for another membership year unless you notify us.'],
    // The time until the renewal is not its length; the price per year it renews at gives one.
    [12, 'Your Zoom Pro plan auto-renews in 30 days, on January 5, 2027, for $149.90/year.'],
    [null, 'Your Zoom Pro plan auto-renews in 30 days, on January 5, 2027.'],
    [1, 'Your plan renews automatically at $12.00 per month.'],
    // A length written goes before the price: a year's lease at a monthly rent.
    [12, 'We are pleased to offer you a renewal of your lease for 12 months at $1,850 per month.'],
    // The next calendar year named (the hundred-and-first mailbox batch).
    [12, 'This agreement is for the 2027 calendar year and will renew for 2028 unless cancelled by November 1, 2027.'],
    // A day of each year (the hundred-and-twenty-eighth mailbox batch's music licence: no length read).
    [12, 'Your licence renews automatically on 1 January each year.'],
    [12, 'This Agreement renews on July 1st of every year unless either party gives notice.'],
    // "for one more year" (the hundred-and-twenty-ninth mailbox batch: no length read).
    [
      12,
      'Unless either party gives notice otherwise one month before expiry, this Contract shall be renewed for one more year under the same conditions.',
    ],
  ])('reads renewals of %s months in "%s" (not the notice before them)', (months, sentence) => {
    expect(renewalOf('automatic', sentence).renewalTermMonths).toBe(months);
  });

  it.each([
    ['This Agreement shall renew automatically for successive like periods unless terminated.', true],
    ['The Agreement will renew for the same period unless either party gives notice.', true],
    ['Subscriptions renew for additional periods equal to the expiring subscription term.', true],
    ['The Order Form will automatically renew for another Subscription Period of equal length.', true],
    ['This Agreement shall continue for further periods of like duration unless terminated.', true],
    ['This Agreement shall renew for successive one-year periods.', false],
    // Like periods whose length is written are as long as it (the hundred-and-twenty-first held-out renewal batch).
    ['This Agreement shall continue for like periods of one (1) year.', false],
  ])('tells a renewal as long as the term before it in "%s": %s', (sentence, same) => {
    expect(renewsForTheTermsLength(sentence)).toBe(same);
  });

  it('bounds a renewal as long as the term by the length it names "whichever is shorter" or longer', () => {
    const equal = 'Subscriptions renew for additional periods equal to the expiring subscription term';
    expect(monthsAsLongAsTheTerm(`${equal} or one year (whichever is shorter).`, 36)).toBe(12);
    expect(monthsAsLongAsTheTerm(`${equal} or one year (whichever is shorter).`, 6)).toBe(6);
    expect(monthsAsLongAsTheTerm(`${equal} or twelve (12) months, whichever is longer.`, 6)).toBe(12);
    expect(monthsAsLongAsTheTerm(`${equal}.`, 36)).toBe(36);
    expect(monthsAsLongAsTheTerm(`${equal} or one year (whichever is shorter).`, null)).toBeNull();
  });

  it('reads a move to out-of-contract rates on a rolling monthly basis, and a contract rolling by name, as renewing', () => {
    // The hundred-and-fiftieth mailbox batch: a business electricity contract and a data SIM read no renewal.
    expect(
      sentenceRenewalKind(
        'If you do not agree a new contract before your end date, you will move to our out-of-contract rates on a rolling monthly basis.',
      ),
    ).toBe('automatic');
    expect(sentenceRenewalKind('Data SIM: 30-day rolling contract, started 19 January 2027.')).toBe('automatic');
    const sim = prepareDocument(
      "Data SIM: 30-day rolling contract, started 19 January 2027. Cancel any time with 30 days' notice.",
    );
    expect(noticeByRules(sim)?.value).toBe(30);
    // Neither a fee invoiced so nor a planning horizon renews anything.
    expect(sentenceRenewalKind('Fees are invoiced on a rolling monthly basis.')).toBeNull();
    expect(sentenceRenewalKind('The Supplier shall maintain a rolling 12-month plan of deliveries.')).toBeNull();
  });

  it('reads a tenancy "from year to year until determined" by notice, as English tenancies say ended', () => {
    // The same batch: a farm business tenancy's notice was not read.
    const doc = prepareDocument(
      "The Term: from and including 29 September 2027 for a term of three years and thereafter from year to year until determined by either party giving to the other not less than twelve months' written notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(360);
  });

  it('reads running on "every 4 weeks" after a minimum term as an automatic renewal', () => {
    // The hundred-and-forty-seventh mailbox batch: a site welfare cabin's rental read no renewal.
    const cabin =
      "Rental is £420 per 4 weeks with a minimum term of 12 weeks; after that it rolls on every 4 weeks until you give us 7 days' notice to collect.";
    expect(sentenceRenewalKind(cabin)).toBe('automatic');
  });

  it.each([
    'After the first Term, the Agreement continues for an indefinite period and may then be terminated by either party on three (3) months notice.',
    'Upon expiry of the Initial Term, the Agreement shall be extended for an indefinite period of time, terminable by either party on six (6) months notice.',
    "This Agreement shall continue for an initial period of 12 months and thereafter until terminated by either party giving not less than three months' written notice.",
    // As a Dutch agreement in English writes it.
    'After the expiry of this period, the agreement shall be continued for an indefinite period, and may then be terminated by either party with due observance of a notice period of two months.',
    "This Agreement shall continue for an initial period of two years and thereafter unless and until terminated by either party giving to the other not less than six months' written notice.",
    "After the minimum period the rental continues until cancelled by either party with 1 month's notice.",
    // "then" alone before the verb (eighty-second mailbox batch: read none).
    "It then continues until either party gives the other three months' written notice.",
    // "After that" before it (the hundred-and-eleventh mailbox batch: read none).
    "After that it continues until either party gives one month's notice.",
    // "Continue" in other words.
    "After the initial period the contract runs on indefinitely until either party terminates it with three months' notice.",
    // Running on after an anniversary, the phrase after the verb (twenty-second held-out batch: read none).
    'This Agreement shall remain in force after the first anniversary for an indefinite period, subject to termination by either party on ninety (90) days’ notice.',
    // Running on "thereafter, subject to termination by either party ... upon ... notice" (a probe: read none).
    "On the expiry of the Initial Term this Agreement shall continue thereafter, subject to termination by either party at any time upon four (4) months' written notice.",
    // The verb before the term it runs on after (forty-first held-out batch and probes: read none).
    'This Agreement shall remain in force after the Initial Term until terminated by either party on ninety (90) days’ written notice.',
    'This Agreement shall continue in effect following the expiration of the Initial Term until either party terminates it upon sixty (60) days’ notice.',
    // Running on, "and" (or "but") either party may end it on notice (the hundred-and-twenty-first held-out renewal
    // batch, and probes: read none).
    'After the Initial Term, the relationship of the parties under this Agreement shall carry on with no fixed end date, and either party may bring it to an end at any time on one hundred eighty (180) days written notice.',
    'After the Initial Term, this Agreement shall continue, and either party may terminate it at any time on one hundred eighty (180) days written notice.',
    'After the Initial Term, this Agreement shall continue in force, but either party may end it at any time by giving one hundred eighty (180) days written notice.',
    // Until ended said the other way round (the hundred-and-thirty-fourth held-out renewal batch: read none).
    "This Agreement shall remain in effect after the expiration of the Initial Term for as long as neither party has terminated it by giving the other party at least six (6) months' written notice.",
    // After a trial (the hundred-and-fifty-fifth mailbox batch's home care service: read no renewal).
    "After the trial period, the service continues until either party gives 28 days' notice.",
    // "indefinitely unless terminated", "and shall continue thereafter until terminated" after a length, and a notice
    // given with eleven words before it (the three-hundred-and-ninety-first mailbox batch: each read no renewal).
    "This Agreement shall remain in force for an initial period of three (3) years and thereafter shall continue indefinitely unless terminated by either party on six (6) months' written notice.",
    "This Agreement shall be in effect from the Effective Date for an initial term of one (1) year and shall continue thereafter until terminated by either party by giving sixty (60) days' written notice to the other.",
    "Following the Initial Term, this Agreement will remain in effect until either Party provides the other with at least one hundred eighty (180) days' written notice of termination.",
    // After the term in other words, "indefinitely thereafter", and "for so long as neither party has given" notice
    // after a term named in the sentence (the three-hundred-and-ninety-fifth mailbox batch: each read no renewal).
    "This Agreement shall continue in effect beyond the initial term until terminated by either party upon thirty (30) days' written notice.",
    "Once the initial term has ended, this Agreement shall continue until terminated by either party upon forty-five (45) days' written notice.",
    "Subsequent to the initial term, this Agreement shall continue in full force and effect until terminated by either party upon one hundred twenty (120) days' prior written notice.",
    "This Agreement shall be in effect for an initial period of two (2) years from the date hereof and shall continue in effect indefinitely thereafter, provided that after such initial period either party may terminate this Agreement upon ninety (90) days' written notice.",
    "This Agreement shall have an initial term ending on the third anniversary of the Effective Date and shall continue in effect thereafter for so long as neither party has given one hundred eighty (180) days' written notice of termination.",
    // The term's length between "after the initial" and "term", terminable in the passive at any time, "on an ongoing
    // basis thereafter", and a sentence opening "Thereafter" that makes it terminable on notice (the
    // three-hundred-and-ninety-sixth mailbox batch: each read no renewal).
    "After the initial three (3) year term, this Agreement may be terminated by either party at any time upon six (6) months' written notice.",
    "This Agreement is for an initial term of two (2) years commencing on the Effective Date, and will continue on an ongoing basis thereafter unless either party provides ninety (90) days' written notice of termination.",
    "Thereafter, this Agreement shall be terminable by either party on sixty (60) days' written notice.",
    // Rolling over on an indefinite basis, until a party "notifies the other in writing of its intent to terminate",
    // "unless either party terminates it", and a vendor's "now continues on an open-ended basis" (the
    // three-hundred-and-ninety-seventh mailbox batch: read automatic, and none for the others).
    "At the end of the Initial Term the Agreement will roll over on an indefinite basis, terminable on ninety (90) days' notice by either party.",
    'After the Initial Term, the Agreement shall continue to be in effect until one party notifies the other in writing of its intent to terminate, at least sixty (60) days in advance.',
    "This Agreement shall continue after the Initial Term unless either party terminates it by giving ninety (90) days' prior written notice.",
    "It now continues on an open-ended basis; to end it, either party needs to give 60 days' written notice.",
    // As agreements drafted outside the United States and plain letters write it (the three-hundred-and-ninety-eighth
    // mailbox batch: each read no renewal, or an automatic one where renewed or extended "for an indefinite period").
    "This Agreement shall be valid for an initial period of two (2) years and shall thereafter be automatically extended for an indefinite period, unless terminated by either Party with three (3) months' notice.",
    'The agreement shall be effective from the date of signature for a period of one year, and shall be tacitly renewed for an indefinite period unless terminated by either party with a notice period of two months.',
    "Thereafter, it shall continue to be in force till terminated by either party by giving three months' notice in writing.",
    "The Term shall continue for an initial period of one (1) year, following which it shall continue in effect until terminated by either party on sixty (60) days' written notice.",
    "Term: an initial term of twelve (12) months from the Effective Date and, thereafter, until terminated by either party on thirty (30) days' written notice.",
    "The initial term of this Agreement shall expire on June 30, 2029; provided, however, that this Agreement shall continue in effect after such date until terminated by either party upon one hundred eighty (180) days' written notice.",
    "This Agreement will remain in effect for a period of five (5) years, and will continue in effect from then on, subject to the right of either party to terminate it on six (6) months' written notice.",
    "After the first two years are up, the agreement just carries on until either of us gives 90 days' notice in writing.",
    'After this fixed period, the agreement will be continued for an indefinite period, in which case each party may terminate it with due observance of a notice period of three months.',
    // As agreements drafted in Europe and Asia word it in English (the three-hundred-and-ninety-ninth mailbox batch:
    // each read no renewal).
    'Thereafter the Agreement runs until further notice with a mutual notice period of six (6) months.',
    'After the expiration of the said period, this Agreement shall remain in force unless either party notifies the other party in writing of termination at least three (3) months prior.',
    "This MoU shall be effective from 1st July 2027 for a period of two years and shall be deemed to be continued thereafter unless terminated by either party by giving one month's notice in writing.",
    'The agreement has been entered into for a period of one year, commencing on 1 January 2027, and will subsequently be continued for an indefinite period, with a notice period of one month.',
    "At the end of this period, it shall automatically become an agreement of indefinite duration, which either party may terminate subject to six months' notice.",
  ])('reads an agreement that runs on after its term until ended as evergreen: "%s"', (sentence) => {
    const doc = prepareDocument(`The Agreement is entered into for an initial term of two (2) years. ${sentence}`);
    expect(findRenewal(doc).value.kind).toBe('evergreen');
  });

  it.each([
    "After the Minimum Term, the service continues on a rolling 30-day basis until terminated by either party with 30 days' notice.",
    "After the minimum term, this agreement continues on a rolling monthly basis until you give us 30 days' notice.",
    'Your membership runs for 12 months and then continues on a monthly rolling basis.',
    'This Agreement will continue after the Initial Term on a rolling monthly basis until terminated by either party giving one (1) month’s written notice.',
    "At the end of the minimum term your contract will continue on a monthly basis until you give us 30 days' notice to cancel.",
    "After the minimum term, your membership continues monthly until you cancel with one month's notice.",
    // The ninety-fourth mailbox batch's retainer, read as no renewal.
    "Your membership runs for 12 months and rolls on monthly after that unless either of us gives a month's notice.",
    // A phone company's words (the hundred-and-thirtieth mailbox batch: read as no renewal).
    "After this, you'll move to a rolling monthly contract and can leave with 30 days' notice.",
    // The ninety-fifth mailbox batch's tenancy, read as no renewal.
    'The tenancy will become a periodic monthly tenancy at the end of the term unless a new agreement is signed.',
  ])(
    'reads an agreement that runs on month by month after its term as renewing automatically each month: "%s"',
    (sentence) => {
      // As "month to month" reads, and as CUAD's annotators read "effective month to month, until terminated"
      // ("successive 1 month"): each month is another the contract buys unless notice stops it.
      const doc = prepareDocument(`The Agreement is entered into for an initial term of two (2) years. ${sentence}`);
      expect(findRenewal(doc).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 1 });
    },
  );

  it("reads a new lease or term offered as a renewal at the other party's option, but not a bare wish to renew", () => {
    // Eighty-third mailbox batch (and the fiftieth's letting agent's offer): read as no renewal.
    expect(sentenceRenewalKind('We are pleased to offer you a new 12-month lease at $2,150 per month.')).toBe('option');
    expect(sentenceRenewalKind('We would like to offer the tenants a new fixed term of 12 months.')).toBe('option');
    expect(sentenceRenewalKind('Please contact us if you wish to renew.')).toBeNull();
  });

  it("reads a renewal offered for a length or of the reader's lease as at their option, not one of something else", () => {
    // Eighty-sixth mailbox batch: a landlord's offer read as no renewal.
    expect(sentenceRenewalKind('We are pleased to offer you a renewal for 12 months at $1,850 per month.')).toBe(
      'option',
    );
    expect(sentenceRenewalKind('We are pleased to offer you an extension of your lease.')).toBe('option');
    expect(sentenceRenewalKind('Supplier may offer the Buyer an extension of the delivery date.')).toBeNull();
    // One a party may offer, the other accepting, is a renewal both must agree to (a drafted batch's).
    expect(
      sentenceRenewalKind(
        'The Supplier may, in its discretion, offer the Customer a renewal of this Agreement on revised terms, which the Customer may accept or decline.',
      ),
    ).toBe('mutual');
  });

  it('reads an agreement "then tacitly extended for an indefinite period" after a definite one as running on', () => {
    // Eighty-sixth mailbox batch: read as renewing automatically.
    const doc = prepareDocument(
      "This agreement is entered into for a definite period of one year and will then be tacitly extended for an indefinite period, terminable by either party with one month's notice.",
    );
    expect(findRenewal(doc).value.kind).toBe('evergreen');
  });

  it('reads an agreement that continues "thereafter until terminated" from its start as no running on after a term', () => {
    // A work contract's only term sentence: it has no term to run on after, and CUAD calls it perpetual.
    const doc = prepareDocument(
      'This Agreement will become effective as of the date first written above and will continue in effect thereafter until terminated pursuant to Paragraph 4.2 below.',
    );
    expect(findRenewal(doc).value.kind).toBe('none');
  });

  it('reads a fixed term "subject to termination by either party" on notice as no running on', () => {
    const doc = prepareDocument(
      "This Agreement shall continue for five (5) years, subject to termination by either party upon ninety (90) days' written notice for breach.",
    );
    expect(findRenewal(doc).value.kind).toBe('none');
  });

  it('reads a trial billed after it ends, said in the next sentence, as an automatic renewal', () => {
    const doc = prepareDocument(
      "Your free trial of Planwise Team for Juniper Event Co. ends on December 3, 2026. After that, you'll be billed $25 per month for your plan unless you cancel before then.",
    );
    expect(findRenewal(doc).value.kind).toBe('automatic');
  });

  it('reads a renewal denied "unless the parties so agree" as mutual', () => {
    // Probes after the ninety-ninth held-out batch, whose "No renewal shall occur unless the parties so agree in
    // writing." names no agreement and still reads none: "so" stood between the parties and their agreeing.
    expect(sentenceRenewalKind('This Agreement shall not be renewed unless the parties so agree in writing.')).toBe(
      'mutual',
    );
    expect(
      sentenceRenewalKind('No renewal of this Agreement shall occur unless the parties so agree in writing.'),
    ).toBe('mutual');
  });

  it("reads a renewal whose terms are to be negotiated, or that needs a new agreement, as mutual; a prior one's as none", () => {
    expect(
      sentenceRenewalKind(
        'If either party wishes to renew this Agreement, it shall so notify the other party at least ninety (90) days before the end of the Term, and the parties shall then negotiate in good faith the terms of any renewal.',
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        'WHEREAS, the Prior Agreement renewed automatically for successive one-year terms and will terminate on the Effective Date.',
      ),
    ).toBeNull();
    expect(
      sentenceRenewalKind(
        'Renewal of this Agreement for any period after the Expiration Date shall require the execution of a new agreement by both Parties.',
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        'The Licence Period is from 1 January 2026 to 31 December 2026 and may be renewed annually by agreement between the parties.',
      ),
    ).toBe('mutual');
    // Continued after the term only by a new agreement between them (an engagement letter's engagement is the contract).
    expect(
      sentenceRenewalKind(
        "The Consultant's engagement may be continued after the end of the Term only by a new written agreement between the parties.",
      ),
    ).toBe('mutual');
    expect(sentenceRenewalKind('Any continuation of the engagement after the Term shall be agreed in writing.')).toBe(
      'mutual',
    );
    expect(
      sentenceRenewalKind('Any extension of time for payment under this Agreement shall be agreed in writing.'),
    ).toBeNull();
    // An amendment's "Original Agreement" is the one that renews.
    expect(sentenceRenewalKind('The Original Agreement shall renew automatically for successive one-year terms.')).toBe(
      'automatic',
    );
  });

  it("reads an agency's discretion to extend a grant's period of performance as an option", () => {
    expect(
      sentenceRenewalKind(
        'The Agency may, at its discretion, extend the period of performance by up to twelve (12) months.',
      ),
    ).toBe('option');
  });

  it('reads an option "to renew for a further term", which names no agreement, as an option', () => {
    expect(
      sentenceRenewalKind(
        'The period of the Standing Offer is from date of issuance to March 31, 2027, with the option for Canada to extend it for two additional one-year periods.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind(
        'Under Section 3.2, you may renew for an additional ten (10) year term by giving us written notice at least six (6) months before expiration.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind(
        "The Tenant shall have an option to renew for a further term of two (2) years at the then prevailing market rent, by giving not less than three (3) months' written notice before expiry.",
      ),
    ).toBe('option');
  });

  it('reads an option to renew a subscription or an engagement, what such a contract sells, as an option', () => {
    expect(
      sentenceRenewalKind(
        'The Customer may, at its option, renew the Subscription for one additional year at the then-current list price.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind(
        "The Company reserves the right to renew the Consultant's engagement for additional periods of six (6) months each.",
      ),
    ).toBe('option');
    // A second or a new term is a further one.
    expect(
      sentenceRenewalKind(
        'The Licensee shall be entitled to extend this Licence for a second term of five (5) years by notifying the Licensor in writing.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind('The Supplier may extend the warranty for a second period of twelve months.'),
    ).toBeNull();
    // Services named by the contract's own word (the hundred-and-twenty-eighth mailbox batch's charging network: read
    // no renewal), but not a warranty's.
    expect(
      sentenceRenewalKind(
        'Site Host may renew the Network Services for further periods of one (1) year by placing a renewal order before the end of the Network Services Term.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind('Customer may renew the warranty services for further periods of one (1) year.'),
    ).toBeNull();
    // What the engagement is of decides nothing else: a supplier's insurance is still something else.
    expect(sentenceRenewalKind('The Supplier may renew its insurance policies for one additional year.')).toBeNull();
  });

  it('reads an order that calls itself "this" as the contract that renews, not as an order placed under one', () => {
    expect(
      sentenceRenewalKind(
        'This Purchase Order will automatically renew for one additional year unless Buyer gives notice at least thirty (30) days before the end of the initial period.',
      ),
    ).toBe('automatic');
    expect(
      sentenceRenewalKind(
        'Buyer may, at its option, renew this Purchase Order for one additional year by written notice to Seller.',
      ),
    ).toBe('option');
    expect(
      sentenceRenewalKind('Customer may renew this Order Form for an additional twelve (12) months by written notice.'),
    ).toBe('option');
    expect(
      sentenceRenewalKind(
        'Each purchase order will renew for additional thirty (30) day terms unless either party provides notice to the contrary.',
      ),
    ).toBeNull();
  });

  it("reads a renewal made by one party named after its verb as that party's option", () => {
    expect(
      sentenceRenewalKind(
        'This Work Order shall remain in effect until September 30, 2027, unless extended by the Town in writing for up to two additional periods of six months each.',
      ),
    ).toBe('option');
    expect(sentenceRenewalKind('This Agreement may be renewed by Licensee for one further term of three years.')).toBe(
      'option',
    );
    // Not an instrument or a clause that extends it, nor both parties.
    expect(sentenceRenewalKind('The Term may be extended by Amendment for one further year.')).not.toBe('option');
    expect(
      sentenceRenewalKind('This Agreement may be extended by the Parties for one additional year in writing.'),
    ).not.toBe('option');
  });

  it('reads the renewals of contracts drafted in other languages, in their English', () => {
    // Mailbox batch 125: "considered prolonged for each next calendar year" read no renewal.
    const prolonged = renewalOf(
      'automatic',
      'If none of the Parties declares in writing its intention to terminate the Contract not later than 30 days before its expiry, the Contract is considered prolonged for each next calendar year on the same conditions.',
    );
    expect(
      sentenceRenewalKind(
        'If none of the Parties declares in writing its intention to terminate the Contract not later than 30 days before its expiry, the Contract is considered prolonged for each next calendar year on the same conditions.',
      ),
    ).toBe('automatic');
    expect(prolonged.renewalTermMonths).toBe(12);
    expect(sentenceRenewalKind('This Agreement shall be deemed renewed for each subsequent year.')).toBe('automatic');
  });

  it('reads a periodic tenancy that arises after a fixed term, if no new tenancy is agreed, as a renewal', () => {
    // Mailbox batch 127's English tenancy: read no renewal.
    expect(
      sentenceRenewalKind(
        'After the fixed term ends, if the Tenant stays on and no new tenancy is agreed, a statutory periodic tenancy will arise on a monthly basis.',
      ),
    ).toBe('automatic');
    expect(
      renewalOf('automatic', 'After the fixed term, a monthly periodic tenancy will arise.').renewalTermMonths,
    ).toBe(1);
    // Without its period, no length is known; waiting on the parties' agreement, it is theirs to make.
    expect(sentenceRenewalKind('After the fixed term ends, a periodic tenancy will arise.')).toBeNull();
    expect(
      sentenceRenewalKind(
        'After the fixed term, the tenancy may become a monthly periodic tenancy if the parties so agree.',
      ),
    ).not.toBe('automatic');
  });

  it('reads an agreement that "shall continue for like periods" of a year, absent notice, as renewing yearly', () => {
    // The hundred-and-twenty-first held-out renewal batch: read no renewal, its notice alone.
    const sentence =
      'Absent written notice from either party to the contrary at least forty-five (45) days before its expiration, this Agreement shall continue for like periods of one (1) year.';
    const doc = prepareDocument(`The Agreement is entered into for an initial term of two (2) years. ${sentence}`);
    expect(findRenewal(doc).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
  });

  it('reads a membership that continues fortnightly until cancelled as renewing by itself, of no length in months', () => {
    // The hundred-and-thirtieth mailbox batch's Australian gym: read as evergreen.
    const doc = prepareDocument(
      "Minimum term: 12 months. After the minimum term your membership continues fortnightly until you cancel with 30 days' notice.",
    );
    expect(findRenewal(doc).value).toMatchObject({ kind: 'automatic', renewalTermMonths: null });
  });

  it('reads "then monthly" after a minimum term as running on a month at a time, but not monthly payments', () => {
    // The hundred-and-twenty-ninth mailbox batch's gym, read as no renewal: a sentence of renewing, for the model.
    expect(speaksOfRenewal('Minimum term: 24 months, then monthly.')).toBe(true);
    expect(renewalOf('automatic', 'Minimum term: 24 months, then monthly.').renewalTermMonths).toBe(1);
    expect(renewalOf('automatic', 'Initial term: 12 months, thereafter quarterly.').renewalTermMonths).toBe(3);
    // And "then rolling quarterly" (the hundred-and-seventy-seventh batch's colocation: read no renewal).
    expect(renewalOf('automatic', 'Minimum term 12 months, then rolling quarterly.').renewalTermMonths).toBe(3);
    expect(speaksOfRenewal('Minimum term 12 months, then rolling quarterly.')).toBe(true);
    // A start named in a phrase of its own is no subject (the hundred-and-seventy-ninth batch's card terminal: read
    // evergreen, "the installation date" taken for what runs on).
    expect(
      sentenceRenewalKind('Minimum term: 18 months from the installation date, then monthly until cancelled.'),
    ).toBe('automatic');
    expect(speaksOfRenewal('Minimum term: 12 months, then monthly payments of $20.')).toBe(false);
  });

  it('reads a renewal "on its own" unless a party says "that it will not renew" as automatic', () => {
    // The hundred-and-twenty-second held-out renewal batch: read no renewal.
    expect(
      sentenceRenewalKind(
        'This Agreement will renew on its own for additional terms of one year unless a party tells the other, in writing and at least thirty (30) days before the current term ends, that it will not renew.',
      ),
    ).toBe('automatic');
    expect(sentenceRenewalKind('This Agreement renews by itself for successive one-year terms.')).toBe('automatic');
    // The agreement's own denial is still one.
    expect(
      sentenceRenewalKind('The parties agree that this Agreement will not renew for any further term.'),
    ).toBeNull();
  });

  it("reads optional renewals of a length and a form's extension field as options of that length", () => {
    // The hundred-and-thirty-second mailbox batch: a state's "optional one-year renewals" and a framework's
    // "Extension:" field read no renewal, and a council's "optional extension period: 12 months" no length.
    const stateContract =
      "Contract Term: July 1, 2027 through June 30, 2029, with two (2) optional one-year renewals at the State's discretion.";
    expect(sentenceRenewalKind(stateContract)).toBe('option');
    expect(renewalOf('option', stateContract).renewalTermMonths).toBe(12);
    const callOff =
      'Call-Off Contract term: 24 months from the Start date of 3 May 2027 Extension: the Buyer may extend by up to 12 months';
    expect(sentenceRenewalKind(callOff)).toBe('option');
    expect(renewalOf('option', callOff).renewalTermMonths).toBe(12);
    expect(renewalOf('option', 'Call-Off optional extension period: 12 months').renewalTermMonths).toBe(12);
    // A party extending something else is still no renewal of the agreement, and a label's "Renewal" after the line
    // before it gives no length to the term before it.
    expect(sentenceRenewalKind('The Buyer may extend the delivery date by up to 12 months.')).toBeNull();
    expect(renewalOf('automatic', 'Initial Term: 36 months Renewal Term: 12 months').renewalTermMonths).toBe(12);
  });

  it('reads a renewal the customer stops by telling the vendor as automatic', () => {
    // The hundred-and-fifth mailbox batch's retainer, read as no renewal.
    expect(
      sentenceRenewalKind(
        'Our annual retainer agreement renews on 1 July 2027 unless you let us know in writing by 1 June 2027 that you wish to end it.',
      ),
    ).toBe('automatic');
    expect(
      sentenceRenewalKind('This Agreement renews on 1 July 2027 unless we hear from you before 1 June 2027.'),
    ).toBe('automatic');
  });

  it('reads a policy the document calls "this" as what renews, and any other policy as something else', () => {
    // An insurer's schedule names itself so (the hundred-and-third mailbox batch's was read as no renewal).
    expect(sentenceRenewalKind('This policy will renew automatically unless you tell us otherwise.')).toBe('automatic');
    expect(sentenceRenewalKind('This insurance policy renews automatically each year.')).toBe('automatic');
    expect(sentenceRenewalKind("The Supplier's insurance policy shall renew automatically each year.")).toBeNull();
  });

  it('reads what an active verb renews from its object: a policy the company renews is no renewal of the agreement', () => {
    // The forty-first session's second batch of other things renewed: read as the agreement's automatic renewal.
    expect(
      sentenceRenewalKind(
        "The Company shall automatically renew the directors' and officers' liability insurance policy each year during the Term at its own expense.",
      ),
    ).toBeNull();
    // An object that is the agreement, or what it sells, still renews it.
    expect(
      sentenceRenewalKind('Licensee shall automatically renew the Subscription each year unless notice is given.'),
    ).toBe('automatic');
    expect(
      sentenceRenewalKind('The parties shall automatically extend the Term for successive one-year periods.'),
    ).toBe('automatic');
  });

  it("reads no renewal of the agreement in end customers' subscriptions, but in a lease that names itself", () => {
    // The forty-first session's fourth batch of other things renewed: read as the agreement's automatic renewal.
    expect(
      sentenceRenewalKind(
        'The Subscription Services purchased by each End Customer renew automatically unless the End Customer cancels thirty (30) days before renewal.',
      ),
    ).toBeNull();
    // A lease named by what it leases is the document's own when it says "This" (a first version of the change took
    // "data center lease" for another's, and so "This Ground Lease").
    expect(
      sentenceRenewalKind(
        'This Ground Lease shall be extended automatically for successive periods of ten (10) years unless Tenant gives notice.',
      ),
    ).toBe('automatic');
    // A rental or a tenancy is what such a contract sells, and renews (the hundred-and-ninth mailbox batch).
    expect(
      sentenceRenewalKind(
        "After the minimum hire period the rental continues quarterly until cancelled in writing with one month's notice.",
      ),
    ).toBe('automatic');
  });

  it('reads a plan "your team\'s" and an option to renew a licence "for two (2) consecutive terms"', () => {
    // The hundred-and-ninth mailbox batch's e-mail and the ninety-sixth held-out renewal batch: both read none.
    expect(
      sentenceRenewalKind(
        "Your team's Business plan (25 seats) will renew on 15 March 2027 for another year at $7,500.",
      ),
    ).toBe('automatic');
    expect(
      sentenceRenewalKind(
        'The Licensee is hereby granted the option to renew this License for two (2) consecutive terms of five (5) years each, exercisable by written notice no less than twelve (12) months before the expiry of the then-current term.',
      ),
    ).toBe('option');
  });

  it('reads an option whose clause has the term for subject, far from the verb, as an option', () => {
    expect(
      sentenceRenewalKind(
        'The term of this Agreement shall be for a period of four (4) years commencing on the Effective Date, and may be renewed at the option of the Company for additional one-year periods upon written notice to the Distributor at least sixty (60) days prior to the expiration of the then-current term.',
      ),
    ).toBe('option');
    // Nothing named renews: not the agreement's renewal.
    expect(
      sentenceRenewalKind(
        'The Distributor shall keep an inventory of at least ninety (90) days of sales, and the Product Schedule may be renewed at the option of the Company.',
      ),
    ).toBeNull();
  });

  it('takes "renews in 30 days" in an e-mail\'s subject for the time until the renewal, not its length', () => {
    const text =
      'Subject: Your protection renews in 30 days Hi Oliver, Your Norton 360 Deluxe subscription will automatically renew on December 22, 2026 for $119.99 a year.';
    expect(renewalOf('automatic', text).renewalTermMonths).toBe(12);
    expect(renewalOf('automatic', 'This Agreement shall renew in one (1) year increments.').renewalTermMonths).toBe(12);
  });

  it('reads a renewal "by annual periods up to a maximum of five years" as yearly', () => {
    const text =
      'Upon expiry, it shall be extended automatically by annual periods up to a maximum of five years, unless the tenant notifies the landlord at least one month before the expiry date of its wish not to renew.';
    expect(renewalOf('automatic', text).renewalTermMonths).toBe(12);
  });

  it('reads "carry on", "go on" and "perpetuate itself" as "continue", and "if, and only if, the parties agree" as mutual', () => {
    const kindOf = (text: string) => sentenceRenewalKind(text);
    expect(
      kindOf(
        'On the expiry of the Initial Term, the Agreement will carry on for further periods of twelve (12) months each.',
      ),
    ).toBe('automatic');
    expect(
      kindOf(
        'This Agreement shall perpetuate itself for consecutive two (2) year periods unless a party gives notice of cancellation.',
      ),
    ).toBe('automatic');
    expect(
      kindOf('Upon expiry of the Initial Term, the Agreement shall go on for successive periods of one (1) year.'),
    ).toBe('automatic');
    // "Go on" and "run on" only before a period or a time: "go on strike", "run on batteries" continue nothing.
    expect(kindOf('The workers may go on strike for further periods of one (1) year.')).toBeNull();
    expect(
      kindOf(
        'This Agreement may be renewed for a further period of two (2) years if, and only if, the parties so agree in writing.',
      ),
    ).toBe('mutual');
  });

  it('reads an agreement that continues indefinitely after its term until notice of many words as running on', () => {
    const doc = prepareDocument(
      'This Agreement continues indefinitely after the Initial Term until one party gives the other one hundred eighty (180) days’ notice of termination.',
    );
    expect(findRenewal(doc).value.kind).toBe('evergreen');
  });

  it('reads an agreement that runs for a period "and thereafter until terminated" as running on', () => {
    const doc = prepareDocument(
      "This Agreement shall run for an initial period of 24 months from the Effective Date and thereafter until terminated by either Party with ninety (90) days' written notice.",
    );
    expect(findRenewal(doc).value.kind).toBe('evergreen');
  });

  it('reads an option to "extend it once for a further" period, "it" the agreement, as an option', () => {
    expect(
      sentenceRenewalKind(
        'Subject to Section 12, the Agreement expires on the third (3rd) anniversary of the Effective Date; the Client may, by written notice served not less than ninety (90) days before that date, extend it once for a further two (2) years.',
      ),
    ).toBe('option');
  });

  it('reads a term that "extends by" a year, or renews unless a party objects, as renewing by itself', () => {
    for (const renews of [
      'If neither party objects in writing at least forty-five (45) days before the end of the Initial Term, the Term extends by one year, and so on each year after.',
      'The Term is extended by one year unless either party objects in writing.',
      'The subscription renews by twelve (12) months at a time.',
    ])
      expect(sentenceRenewalKind(renews), renews).toBe('automatic');
    // A renewal supposed is none: what follows it is what happens then.
    expect(
      sentenceRenewalKind('If the Term is extended by one year, the fees shall increase by three percent.'),
    ).toBeNull();
  });

  it('reads an extension made "if the Tenant so requests" or "at the request of" one party as an option', () => {
    // A lease's and a distributor's wording, put into work contracts that do not renew: read automatic.
    for (const option of [
      'This Lease shall be extended for a further period of three (3) years if the Lessee so requests by notice in writing.',
      'The Term shall be renewed for one further year should Reseller so elect.',
      'At the written request of the Distributor, the Term shall be extended for two (2) additional years.',
    ])
      expect(sentenceRenewalKind(option), option).toBe('option');
    // Asked for by both, it is theirs to make together.
    expect(
      sentenceRenewalKind('This Agreement shall be extended for further one-year periods if the parties so request.'),
    ).toBe('mutual');
    // No one's word: it renews by itself.
    expect(sentenceRenewalKind('This Lease shall be extended for a further period of three (3) years.')).toBe(
      'automatic',
    );
  });

  it('reads an extension the parties "may, no later than ..., agree" to as theirs to make together', () => {
    // Put into work contracts that do not renew, it was read as an option.
    const sentence =
      'The parties may, not later than three (3) months before the Term ends, agree in writing to extend this Agreement for one further year.';
    expect(sentenceRenewalKind(sentence)).toBe('mutual');
    expect(renewalKindOfWords(sentence)).toBe('mutual');
  });

  it('reads an agreement made "for an indefinite period" from the start as no renewal', () => {
    const doc = prepareDocument('This Agreement is concluded for an indefinite period. Fees are payable monthly.');
    expect(findRenewal(doc).value.kind).toBe('none');
  });

  it("reads a sublicence's, a lease's or other agreements' renewals as not the agreement's own", () => {
    for (const other of [
      'This Sublicense shall renew automatically for successive one (1) year periods unless Sublicensee gives notice of non-renewal.',
      'The employment agreements of the Key Employees, each of which renews automatically for one-year periods, shall be assigned to Buyer at Closing.',
      'Supplier shall ensure that none of its subcontracts renews automatically without the prior written consent of Company.',
      'The Lease between Landlord and Tenant dated June 1, 2017 renews automatically for successive five-year periods unless Tenant gives twelve months notice; nothing in this Agreement shall extend or renew the Lease.',
      'Tenant holds an option to renew the Premises Lease for two further terms of five years each, and this Agreement shall terminate on the expiry of the Lease in any event.',
    ])
      expect(sentenceRenewalKind(other), other).toBeNull();
    // The lease itself, when it calls itself so: "this Lease Agreement" and "the Lease" are one instrument.
    expect(
      sentenceRenewalKind(
        'This Lease Agreement commences on March 1, 2020, and the Lease shall renew automatically for successive one-year terms.',
      ),
    ).toBe('automatic');
    expect(
      sentenceRenewalKind(
        'This Contract shall be renewed automatically, and the Agreement shall continue for successive one-year terms.',
      ),
    ).toBe('automatic');
  });

  it('reads the service or plan a vendor sells as what renews, not its levels or fees, nor a marketing plan', () => {
    // The hundred-and-thirty-seventh mailbox batch: "The service renews monthly." read no renewal.
    expect(sentenceRenewalKind('The service renews monthly.')).toBe('automatic');
    expect(sentenceRenewalKind('Your service will renew monthly.')).toBe('automatic');
    expect(sentenceRenewalKind('The service level credits renew monthly.')).toBeNull();
    // The hundred-and-fortieth: "the plan continues monthly until cancelled", after the rows it ran into, read as
    // running on until ended: the plan, not the minimum term, is what continues.
    const rows = 'Go-live date: 3 May 2027 Minimum term: 12 months from the go-live date';
    expect(
      sentenceRenewalKind(
        `${rows} After the minimum term, the plan continues monthly until cancelled with one month's notice.`,
      ),
    ).toBe('automatic');
    expect(sentenceRenewalKind('The Marketing Plan continues monthly until replaced.')).toBeNull();
  });

  it('reads a party named by its role in lower case as the one that extends', () => {
    // The hundred-and-thirty-fifth mailbox batch, printed in capitals: read as renewing by itself with a notice.
    const extended =
      'The Contract shall continue until 30th September 2029, whereupon it shall expire unless extended by the client for a further period of up to twelve (12) months by written notice to the contractor not less than three months before expiry.';
    expect(sentenceRenewalKind(extended)).toBe('option');
  });

  it("reads the document's own dated name for its term as the term it extends", () => {
    // The hundred-and-thirty-sixth mailbox batch: "extend the Campaign Period" read no renewal.
    const brief = (period: string) =>
      prepareDocument(
        `INFLUENCER AGREEMENT\n${period}: 1 March 2027 – 31 May 2027\nThe Brand may extend the ${period} by up to three months by written notice before it ends.`,
      );
    expect(findRenewal(brief('Campaign Period')).value).toMatchObject({ kind: 'option', renewalTermMonths: 3 });
    // A warranty's period, dated or not, is not the term.
    expect(findRenewal(brief('Warranty Period')).value.kind).toBe('none');
  });

  it('reads a period the document sets running from a day, by its name, as the term it extends', () => {
    // The three-hundred-and-ninetieth mailbox batch: "extend the Consulting Period" read no renewal.
    const consulting = (period: string) =>
      prepareDocument(
        `Consulting Agreement effective as of September 1, 2027. The ${period} shall commence on the effective date and end on August 31, 2028. The Company may, in its sole discretion, extend the ${period} for an additional six (6) months by written notice to the Consultant.`,
      );
    expect(findRenewal(consulting('Consulting Period')).value).toMatchObject({ kind: 'option', renewalTermMonths: 6 });
    // Another subject's named time, set running the same way, is not the term.
    expect(findRenewal(consulting('Restricted Period')).value.kind).toBe('none');
  });

  it("reads a row's minimum period that runs on until terminated as an evergreen term", () => {
    // The hundred-and-forty-fifth mailbox batch: a factoring facility read no renewal and no notice.
    const facility = prepareDocument(
      "INVOICE FACTORING AGREEMENT\nCommencement Date: 1 June 2027\nMinimum Period: 12 months from the Commencement Date, and thereafter until terminated by either party on not less than three months' notice.",
    );
    expect(findRenewal(facility).value.kind).toBe('evergreen');
    expect(noticeByRules(facility)?.value).toBe(90);
  });

  it('reads a renewal subject to the parties agreeing on something as mutual', () => {
    // The hundred-and-thirty-second held-out renewal batch: read no renewal in cuad-254.
    expect(
      sentenceRenewalKind(
        'Any renewal of this Agreement shall be subject to the parties agreeing upon the pricing for the renewal term.',
      ),
    ).toBe('mutual');
  });

  it("reads a renewal each spring as yearly, and one that needs the customer's acceptance as mutual", () => {
    // The hundred-and-forty-fourth mailbox batch: a lawn care program read no length, a home warranty no renewal.
    const lawn = prepareDocument(
      'Service season: April 1, 2027 - October 31, 2027\nYour program renews automatically each spring at the current rate unless you cancel before March 1.',
    );
    expect(findRenewal(lawn).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
    expect(
      sentenceRenewalKind(
        'Near the end of your coverage period we may offer to renew your contract at the then-current price; renewal requires your acceptance and payment.',
      ),
    ).toBe('mutual');
  });

  it('reads an extension to be agreed by both parties as mutual, named or not, but not an extension of time', () => {
    // The hundred-and-forty-third mailbox batch: a freight forwarder's rates read no renewal.
    expect(sentenceRenewalKind('Any extension of this agreement must be agreed in writing by both parties.')).toBe(
      'mutual',
    );
    expect(
      sentenceRenewalKind(
        'Rates will be reviewed before expiry; any extension must be agreed in writing by both parties.',
      ),
    ).toBe('mutual');
    expect(sentenceRenewalKind('Any extension of time must be agreed in writing by both parties.')).toBeNull();
  });

  it('reads what the document says runs for a time, by its one-word name, as the term it extends', () => {
    // The hundred-and-forty-second mailbox batch: "an extension of the Sponsorship" read no renewal.
    const sponsorship = (runs: string) =>
      prepareDocument(
        `SPONSORSHIP AGREEMENT\n2.1 ${runs}\n2.2 The Sponsor shall have the first right to negotiate an extension of the Sponsorship.`,
      );
    expect(
      findRenewal(sponsorship('The Sponsorship shall run for three seasons, from 1 July 2027 until 30 June 2030.'))
        .value.kind,
    ).toBe('mutual');
    // Named, but not said to run for a time: not the term.
    expect(
      findRenewal(sponsorship('The Sponsorship includes shirt branding and twelve hospitality seats.')).value.kind,
    ).toBe('none');
    // Another thing's time is not the term's.
    const warranty = prepareDocument(
      'SUPPLY AGREEMENT\nThe Warranty shall run for 24 months from delivery.\nThe Buyer may negotiate an extension of the Warranty.',
    );
    expect(findRenewal(warranty).value.kind).toBe('none');
  });

  it('reads a right of renewal denied by "without" as no renewal', () => {
    // The hundred-and-twenty-ninth held-out renewal batch: read as an option in cuad-229.
    expect(
      sentenceRenewalKind('The Agreement terminates at the end of the Term without any right of renewal.'),
    ).toBeNull();
    // And to the renewal model's cues, a denial only.
    expect(onlyDeniesRenewal('The Agreement terminates at the end of the Term without any right of renewal.')).toBe(
      true,
    );
  });
});

describe('an option to renew after the sentence that states the term', () => {
  it("reads a party's option whose verb names no agreement as the agreement's, after the term's own sentence", () => {
    // The hundred-and-fifty-seventh mailbox batch's franchise: read as no renewal.
    const option =
      'Franchisee may renew for two (2) successive five (5) year terms if it gives Franchisor written notice at least 180 days before expiration.';
    const afterTerm = prepareDocument(
      `Opening Date: June 5, 2027\nThe term of this Franchise Agreement is ten (10) years from the Opening Date. ${option}`,
    );
    expect(findRenewal(afterTerm).value.kind).toBe('option');
    // Elsewhere it may be another thing's renewal, as sentenceRenewalKind reads it alone.
    const elsewhere = prepareDocument(`Franchisee shall keep its insurance in force at all times. ${option}`);
    expect(findRenewal(elsewhere).value.kind).toBe('none');
  });
});

describe('the hundred-and-sixty-second mailbox batch (security and pest control)', () => {
  it('reads a renewal denied in a contraction as none: "It won\'t renew automatically"', () => {
    // A CCTV maintenance contract's confirmation: read as renewing automatically.
    expect(
      sentenceRenewalKind("It won't renew automatically - we'll send you a quote a month before it ends."),
    ).toBeNull();
    expect(onlyDeniesRenewal("Your plan doesn't auto-renew.")).toBe(true);
  });

  it('reads a bond the document calls "this bond" as the contract, under its title in capitals', () => {
    // A termite bond: read as no renewal, the bond taken for another instrument and the title for the subject.
    const bond = prepareDocument(
      'TERMITE PROTECTION BOND\nThis bond is effective from the date of initial treatment, June 2, 2027, for one year, and may be renewed annually by payment of the renewal fee before the expiration date.',
    );
    expect(findRenewal(bond).value).toMatchObject({ kind: 'option', renewalTermMonths: 12 });
    // A bond the contract asks for is still another instrument.
    expect(
      sentenceRenewalKind('The Contractor shall provide a performance bond, which may be renewed annually.'),
    ).toBeNull();
  });

  it('reads a term\'s length and then "will continue thereafter until terminated" as running on after the term', () => {
    // A keyholding agreement: read as no renewal and no notice.
    expect(
      runsOnAfterItsTerm(
        "This Agreement will run for a minimum period of 12 months from the Commencement Date (15 May 2027) and will continue thereafter until terminated by either party giving not less than three months' written notice.",
      ),
    ).toBe(true);
    // With no term before it, "thereafter" is after the signing: no term to run on after.
    expect(
      runsOnAfterItsTerm(
        'This Agreement shall be effective on signature and shall continue thereafter until terminated.',
      ),
    ).toBe(false);
  });
});

describe('the hundred-and-sixty-fourth mailbox batch (grants and charities)', () => {
  it("reads a grant's no-cost extension at the funder's discretion as an option to extend its period", () => {
    // A research grant's notice of award: read as no renewal.
    expect(
      sentenceRenewalKind(
        'The Funder may, at its sole discretion, grant a no-cost extension of up to six months upon written request.',
      ),
    ).toBe('option');
    // Another grant's extension is not a no-cost one: "grant an extension of the deadline".
    expect(sentenceRenewalKind('The Funder may grant an extension of the reporting deadline.')).toBeNull();
  });
});

describe('the hundred-and-sixty-seventh mailbox batch (laboratory and medical equipment)', () => {
  it("reads a period the document names in a dated sentence, extended at a party's discretion, as an option", () => {
    // A microscope loan: read as no renewal, the Loan Period not known for the term, nor "discretion" for an option.
    const loan = prepareDocument(
      "EQUIPMENT LOAN AGREEMENT\nThe Loan Period is from 15 January 2027 to 14 July 2027 inclusive. The Loan Period may be extended at the Lender's discretion.",
    );
    expect(findRenewal(loan).value.kind).toBe('option');
    // Another thing's period is not the term.
    const warranty = prepareDocument(
      "SUPPLY AGREEMENT\nThe Warranty Period is from 15 January 2027 to 14 July 2027. The Warranty Period may be extended at the Supplier's discretion.",
    );
    expect(findRenewal(warranty).value.kind).toBe('none');
  });
});

describe('the hundred-and-seventieth and -seventy-first mailbox batches (cleaning and waste, insurance)', () => {
  it('reads the reader\'s own policy as the contract: "Your policy will be renewed", "a rolling monthly policy"', () => {
    // A fleet motor policy and a gadget cover: each read as no renewal, the policy taken for another instrument.
    expect(
      sentenceRenewalKind(
        'Your policy will be renewed automatically for a further 12 months unless you instruct us otherwise at least 30 days before the renewal date.',
      ),
    ).toBe('automatic');
    expect(sentenceRenewalKind('Your gadget cover is a rolling monthly policy.')).toBe('automatic');
    // Another's policy is still another instrument.
    expect(sentenceRenewalKind("The Supplier's insurance policy will be renewed automatically each year.")).toBeNull();
  });

  it('reads "We\'ll renew it automatically each year" as a year\'s renewal', () => {
    // A pet insurance policy: no renewal length.
    const pet = prepareDocument(
      "Your policy runs for 12 months from 5 July 2027.\nWe'll renew it automatically each year unless you tell us otherwise.",
    );
    expect(findRenewal(pet).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
  });

  it('reads a term that "thereafter shall continue unless terminated by either party on ... notice" as running on', () => {
    // A washroom service: read as no renewal and no notice.
    expect(
      runsOnAfterItsTerm(
        "This agreement will continue for 3 years from the installation date and thereafter shall continue unless terminated by either party on 3 months' written notice.",
      ),
    ).toBe(true);
    // Continuing in periods is renewing, not running on.
    expect(
      runsOnAfterItsTerm(
        "It will remain in force for 36 months and will then continue for successive periods of 12 months unless terminated by either party giving 3 months' notice.",
      ),
    ).toBe(false);
  });

  it("reads a service as the subject after a reply's own sentence run into the quoted one", () => {
    // An office cleaning service quoted in a reply: read as no renewal.
    expect(
      sentenceRenewalKind('Thanks, see below. > Service will begin on January 4, 2027, and continue month to month.'),
    ).toBe('automatic');
    // And set out as a list.
    expect(sentenceRenewalKind('- Service will begin on January 4, 2027, and continue month to month.')).toBe(
      'automatic',
    );
  });
});

describe('the hundred-and-seventy-third mailbox batch (engagement letters)', () => {
  it('reads "The Client may extend it by six months" after the sentence that ends the engagement as an option', () => {
    // A tax advisory engagement: read as no renewal.
    const engagement = prepareDocument(
      'This engagement ends on 30 June 2028. The Client may extend it by six months by notice in writing before that date.',
    );
    expect(findRenewal(engagement).value).toMatchObject({ kind: 'option', renewalTermMonths: 6 });
    // Extending something else by a length is no renewal: "may extend the deadline by six months".
    expect(sentenceRenewalKind('The Client may extend the payment deadline by six months.')).toBeNull();
  });

  it('reads a service named by the words that open its sentence as what renews', () => {
    // A registered agent service: read as no renewal.
    expect(
      sentenceRenewalKind(
        'Registered agent service is billed annually and renews each year on your anniversary date, 15 May.',
      ),
    ).toBe('automatic');
    // A service's levels are still not the service.
    expect(sentenceRenewalKind('Customer service levels are reviewed and renewed each year.')).toBeNull();
  });
});

describe('the hundred-and-eightieth and -eighty-first mailbox batches (event vendors, freelance and consultancy)', () => {
  it('reads "afterwards continues until either party ends it" as running on after the term', () => {
    // A linen supply agreement: read as no renewal.
    expect(
      runsOnAfterItsTerm(
        "This Agreement runs for two years from the date of signing and afterwards continues until either party ends it with 60 days' written notice.",
      ),
    ).toBe(true);
  });

  it("reads a freelancer's retainer as what renews", () => {
    // A copywriter's retainer: read as no renewal.
    expect(sentenceRenewalKind("The retainer rolls on monthly until either of us gives one month's notice.")).toBe(
      'automatic',
    );
  });

  it('extends the term by the name defined after its dates', () => {
    // A freelance developer's "Assignment Period": read as no renewal.
    const doc = prepareDocument(
      'The Consultant will provide the Services from 3 May 2027 to 29 October 2027 (the "Assignment Period"). The Client may extend the Assignment Period by up to three months by written notice.',
    );
    expect(findRenewal(doc).value).toMatchObject({ kind: 'option', renewalTermMonths: 3 });
    // Not an exclusivity period defined so.
    const exclusivity = prepareDocument(
      'Supplier grants exclusivity from 1 July 2027 to 30 June 2028 (the "Exclusivity Period"). Distributor may extend the Exclusivity Period by one year.',
    );
    expect(findRenewal(exclusivity).value.kind).toBe('none');
  });
});

describe('the hundred-and-eighty-second and -third mailbox batches (telecoms sites, technology licences)', () => {
  it('reads renewal terms "deemed exercised automatically unless" the tenant says otherwise as automatic', () => {
    // A rooftop licence: read as an option, with no notice.
    const rooftop =
      'Licensee shall have the right to extend this Agreement for four (4) additional five (5) year terms, each of which shall be deemed exercised automatically unless Licensee gives Licensor written notice of its intent not to renew at least ninety (90) days before the end of the then-current term.';
    expect(sentenceRenewalKind(rooftop)).toBe('automatic');
    // An option deemed exercised by the tenant's notice is still the tenant's to take up.
    expect(
      sentenceRenewalKind(
        "Tenant shall have the option to extend this Lease for one additional term of five years, which option shall be deemed exercised upon Landlord's receipt of Tenant's notice.",
      ),
    ).toBe('option');
  });

  it('reads "and thereafter for successive periods" after a term of its own as renewing', () => {
    // A know-how licence: read as no renewal.
    const knowHow =
      "This Licence is made on 1 April 2027 and shall continue in force for ten (10) years from that date and thereafter for successive periods of two (2) years unless terminated by either party giving not less than twelve (12) months' notice expiring at the end of the initial period or any subsequent period.";
    expect(sentenceRenewalKind(knowHow)).toBe('automatic');
    expect(renewalOf('automatic', knowHow).renewalTermMonths).toBe(24);
  });
});

describe('the hundred-and-eighty-fifth mailbox batch (government contracts)', () => {
  it('extends the term by the name of what a sentence says commences and continues', () => {
    // A council's leisure concession: read as no renewal.
    const concession = prepareDocument(
      'The Concession shall commence on 1 April 2028 and shall continue for a period of ten (10) years. The Council may, at its absolute discretion, extend the Concession for a further period of up to five (5) years.',
    );
    expect(findRenewal(concession).value).toMatchObject({ kind: 'option', renewalTermMonths: 60 });
  });
});

describe('the hundred-and-eighty-sixth and -seventh mailbox batches (childcare and tutoring, drinks supply)', () => {
  it('reads a renewal "to the next school year" or "for the next academic year" as yearly', () => {
    // An after-school club's booking and a school's licence: no renewal length.
    const club =
      'Your after-school club booking covers the 2027/28 school year (6 September 2027 – 21 July 2028) and will roll over to the next school year unless you cancel by 30 June 2028.';
    expect(renewalOf('automatic', club).renewalTermMonths).toBe(12);
    // A customer's booking is what renews, whatever sentence a reply runs it into (quoted, read as no renewal).
    expect(sentenceRenewalKind(`Thanks, see below. > ${club}`)).toBe('automatic');
    const licence =
      'Your school licence for MathsPath runs from 1 September 2027 to 31 August 2028 and renews automatically for the next academic year unless you opt out at least 30 days before it ends.';
    expect(renewalOf('automatic', licence).renewalTermMonths).toBe(12);
  });

  it('reads a rental that "renews quarterly" as renewing each quarter', () => {
    // A water cooler rental invoice: read as no renewal.
    expect(sentenceRenewalKind('Your rental renews quarterly.')).toBe('automatic');
    expect(renewalOf('automatic', 'Your rental renews quarterly.').renewalTermMonths).toBe(3);
  });
});

describe('the hundred-and-eighty-eighth and -ninth mailbox batches (serviced offices, medical supply)', () => {
  it('reads "Your ... membership ... is billed monthly" as renewing a month at a time', () => {
    // A coworking welcome e-mail: read as no renewal.
    const welcome = 'Your Hot Desk membership starts on 4 January 2027 and is billed monthly at £220.';
    expect(sentenceRenewalKind(welcome)).toBe('automatic');
    // A fee billed so is not the reader's plan.
    expect(sentenceRenewalKind('The maintenance fee is billed monthly at £220.')).toBeNull();
  });

  it('reads "two (2) optional one (1) year extensions" as options of a year', () => {
    // A group purchasing contract: read as no renewal.
    const term =
      'Contract Term: April 1, 2027 – March 31, 2030, with two (2) optional one (1) year extensions at the discretion of the Purchasing Organization.';
    expect(sentenceRenewalKind(term)).toBe('option');
    expect(renewalOf('option', term).renewalTermMonths).toBe(12);
  });
});

describe('the hundred-and-ninetieth and -ninety-first mailbox batches (grounds maintenance, data subscriptions)', () => {
  it('reads "continue each year", "renews ... on each anniversary" and "rolls on quarterly" as their periods', () => {
    // A lawn programme, an analyst seat licence and a pond plan: no renewal length.
    expect(
      renewalOf('automatic', 'Your lawn programme will continue each year until you cancel.').renewalTermMonths,
    ).toBe(12);
    expect(
      renewalOf('automatic', 'The licence renews automatically on each anniversary of the start date.')
        .renewalTermMonths,
    ).toBe(12);
    expect(
      renewalOf('automatic', 'The plan rolls on quarterly until cancelled with one quarter’s notice.')
        .renewalTermMonths,
    ).toBe(3);
  });

  it("reads a renewal of the reader's plan at the provider's discretion as an option", () => {
    // An irrigation service plan: read as no renewal.
    expect(
      sentenceRenewalKind(
        'Renewal of this plan is at the discretion of AquaServe and will be offered in writing before the end of the period.',
      ),
    ).toBe('option');
    // Not an employer's benefit plan.
    expect(sentenceRenewalKind('Renewal of the Marketing Plan is at the discretion of the Company.')).toBeNull();
  });
});

describe('the hundred-and-ninety-second and -third mailbox batches (office equipment leases, self-storage)', () => {
  it('reads "renewable annually" as a yearly renewal', () => {
    // A lease's secondary period: no renewal length.
    const letter = 'Unless you tell us otherwise, it will continue into a secondary period, renewable annually.';
    expect(renewalOf('automatic', letter).renewalTermMonths).toBe(12);
  });

  it('reads a length from a day "then monthly at" a price "until" ended as running on monthly', () => {
    // A vehicle storage contract: read as no renewal.
    const storage = 'Vehicle storage: 6 months from 10 May 2027, then monthly at £95 per month until collected.';
    expect(speaksOfRenewal(storage)).toBe(true);
    expect(renewalOf('automatic', storage).renewalTermMonths).toBe(1);
    // Payments at a price are a price's period.
    expect(speaksOfRenewal('Repayment: 6 months from 10 May 2027, then monthly payments of £95.')).toBe(false);
  });
});

describe('the hundred-and-ninety-fifth mailbox batch (cloud telephony)', () => {
  it('reads "a minimum of 12 months and then until either party ends" it as running on after the term', () => {
    // An outsourced call handling agreement: read as no renewal and no notice.
    expect(
      runsOnAfterItsTerm(
        "The Services will start on 1 November 2027 and continue for a minimum of 12 months and then until either party ends the Agreement on 60 days' written notice.",
      ),
    ).toBe(true);
  });

  it('reads an order\'s note "Renews monthly; 30 days\' notice to cancel." as renewing monthly', () => {
    // A SIP trunk order: read as no renewal.
    expect(sentenceRenewalKind("Renews monthly; 30 days' notice to cancel.")).toBe('automatic');
    // Not a sentence that opens with something else renewing.
    expect(sentenceRenewalKind('Warranty renews monthly while the unit is in service.')).toBeNull();
  });
});

describe("a joint venture's own term", () => {
  it("reads a joint venture extended only by its venturers' written agreement as a mutual renewal", () => {
    // Found by eval:layout: a filing's term read no renewal as written and a mutual one moved into a schedule.
    expect(
      sentenceRenewalKind(
        'The Joint Venture shall commence on 1 March 2027 and shall be effective until 28 February 2029 unless extended by written agreement of the Joint Venturers.',
      ),
    ).toBe('mutual');
  });
});

describe('the hundred-and-ninety-eighth and ninety-ninth mailbox batches (websites; vending and coffee machines)', () => {
  it("reads a council's concession extended at its discretion as an option of the concession's own", () => {
    // A vending concession: read as no renewal.
    const concession = 'The Council may extend the concession by up to two years at its sole discretion.';
    expect(sentenceRenewalKind(concession)).toBe('option');
    expect(renewalOf('option', concession).renewalTermMonths).toBe(24);
  });

  it('reads a supply "renewed on terms agreed between us" as a mutual renewal, and "agreed by us" as one side\'s', () => {
    // A café's coffee bean supply: read as an option.
    const supply =
      'This supply agreement begins on 1 June 2027 and ends on 31 May 2028, when it may be renewed on terms agreed between us.';
    expect(sentenceRenewalKind(supply)).toBe('mutual');
    expect(sentenceRenewalKind('It may be renewed on terms agreed by us.')).toBe('option');
  });

  it('reads a machine\'s hire that "continues annually" after its primary period as renewing each year', () => {
    // A bean-to-cup machine hire: read as no renewal, then as one of no length.
    const hire =
      'Secondary period: after the primary period the hire continues annually at a peppercorn rent unless you return the goods.';
    expect(sentenceRenewalKind(hire)).toBe('automatic');
    expect(renewalOf('automatic', hire).renewalTermMonths).toBe(12);
  });
});

describe('the two-hundredth and two-hundred-and-first mailbox batches (publishing; clinical research)', () => {
  it('reads an agreement named by its initials ("This MTA") as what renews, not "the data" or another word', () => {
    // A material transfer agreement: read as no renewal.
    expect(
      sentenceRenewalKind(
        'This MTA will expire on 31 March 2029 unless extended by written amendment signed by both Parties.',
      ),
    ).toBe('mutual');
    expect(
      sentenceRenewalKind(
        'The data will be deleted on 31 March 2029 unless extended by written amendment signed by both Parties.',
      ),
    ).toBeNull();
  });

  it('reads "We\'ll automatically renew your subscription each year" as renewing for a year', () => {
    // A magazine subscription: read with no renewal length.
    const magazine =
      "We'll automatically renew your subscription each year at the then-current rate unless you tell us otherwise.";
    expect(renewalOf('automatic', magazine).renewalTermMonths).toBe(12);
  });
});

describe('the two-hundred-and-third mailbox batch (yachts, charters and ship management)', () => {
  it('reads a membership that "renews automatically by direct debit each January" as renewing for a year', () => {
    // A sailing club's membership: read with no renewal length.
    const club =
      'Membership renews automatically by direct debit each January unless you resign in writing before 1 December.';
    expect(renewalOf('automatic', club).renewalTermMonths).toBe(12);
  });
});

describe('the two-hundred-and-fourth and fifth mailbox batches (EV charging; translation and interpreting)', () => {
  it('reads a call-off\'s "Optional extension: 1 + 1 years" as an option, and "Optional extension period: none" as none', () => {
    // A fleet charging call-off contract: read as no renewal.
    const callOff = "Optional extension: 1 + 1 years at the Customer's discretion.";
    expect(sentenceRenewalKind(callOff)).toBe('option');
    expect(renewalOf('option', callOff).renewalTermMonths).toBe(12);
    // Read as an option before, the field denying one.
    expect(sentenceRenewalKind('Optional extension period: none.')).toBeNull();
    expect(sentenceRenewalKind('Option to extend: N/A')).toBeNull();
  });

  it('reads a retainer "rolling monthly until either party gives one month\'s notice" as renewing monthly', () => {
    // A translator's retainer: read as no renewal and no notice.
    const retainer =
      "Monthly retainer of 20 hours, starting 1 May 2027, rolling monthly until either party gives one month's notice.";
    expect(sentenceRenewalKind(retainer)).toBe('automatic');
    expect(renewalOf('automatic', retainer).renewalTermMonths).toBe(1);
    expect(noticeByRules(prepareDocument(retainer))?.value).toBe(30);
    // Not a forecast that rolls.
    expect(sentenceRenewalKind('The forecast is updated, rolling monthly until the project ends.')).toBeNull();
  });

  it('reads a plan that "renews on the same date each month" as renewing monthly', () => {
    // A public charging plan: read with no renewal length.
    const plan = 'Your ChargeFlex plan costs £7.99 a month and renews on the same date each month.';
    expect(renewalOf('automatic', plan).renewalTermMonths).toBe(1);
  });
});

describe('the two-hundred-and-sixth and seventh mailbox batches (funerals and memorials; deposits and bank facilities)', () => {
  it('reads an agreement that "can be renewed" as an option, as one that "may be renewed" is', () => {
    // A headstone cleaning service: read as no renewal.
    expect(
      sentenceRenewalKind(
        'This agreement runs for 3 years from 1 April 2027 and can be renewed at the end of the term at our then-current prices.',
      ),
    ).toBe('option');
    expect(sentenceRenewalKind('You can renew online.')).toBeNull();
  });

  it('reads "the Council\'s option to extend for up to a further 2 years" as an option of two years', () => {
    // A cemetery grounds contract: read as no renewal.
    const contract =
      "Contract period: 1 April 2027 – 31 March 2032, with the Council's option to extend for up to a further 2 years.";
    expect(sentenceRenewalKind(contract)).toBe('option');
    expect(renewalOf('option', contract).renewalTermMonths).toBe(24);
  });

  it('reads a letter of credit that is the document, "automatically extended ... for one year", as renewing', () => {
    // A letter of credit: read as no renewal.
    expect(
      sentenceRenewalKind(
        'This Letter of Credit expires on 30 September 2027 and shall be automatically extended without amendment for one year from the present or any future expiration date unless we notify you at least 60 days prior to any expiration date that we elect not to extend.',
      ),
    ).toBe('automatic');
    // Not one a lease requires of its tenant.
    expect(
      sentenceRenewalKind(
        'The letter of credit shall be automatically extended for one year unless the bank gives notice.',
      ),
    ).toBeNull();
  });

  it('reads a bank that "may renew the Facility at its discretion" as an option', () => {
    // An overdraft facility letter: read as no renewal.
    expect(sentenceRenewalKind('The Bank may renew the Facility at its discretion.')).toBe('option');
  });

  it('reads an agreement that "shall continue thereafter unless terminated by either party giving ... notice" as running on', () => {
    // A treasury management agreement: read as no renewal and no notice.
    const treasury =
      "This Agreement shall remain in force for an initial period of three years from 1 February 2027 and shall continue thereafter unless terminated by either party giving six months' written notice.";
    expect(runsOnAfterItsTerm(treasury)).toBe(true);
    expect(noticeByRules(prepareDocument(treasury))?.value).toBe(180);
  });
});

describe('the two-hundred-and-twenty-second mailbox batch (architects, surveyors and engineers)', () => {
  it('reads a term and its extensions written as a sum as an option to extend by the addend after the term', () => {
    // A measured term surveying contract: read as no renewal.
    const surveying = "Contract duration: 3 years + 1 + 1 (optional extensions at the Employer's discretion).";
    expect(sentenceRenewalKind(surveying)).toBe('option');
    expect(renewalOf('option', surveying).renewalTermMonths).toBe(12);
    expect(renewalOf('option', 'Term: 2 + 2 years.').renewalTermMonths).toBe(24);
    // Not a price's sum.
    expect(sentenceRenewalKind('Price: £500 + 20 + VAT per year.')).toBeNull();
  });
});

describe('the two-hundred-and-twenty-first and second mailbox batches (holiday homes; architects and engineers)', () => {
  it('reads a retainer "for a minimum of 6 months, thereafter monthly until terminated" as renewing monthly', () => {
    // A structural engineer's retainer: read as no renewal and no notice.
    const retainer =
      "Retainer: £1,200 per month, commencing 1 May 2027 for a minimum of 6 months, thereafter monthly until terminated by either party on 30 days' written notice.";
    expect(sentenceRenewalKind(retainer)).toBe('automatic');
    expect(renewalOf('automatic', retainer).renewalTermMonths).toBe(1);
  });

  it('reads an agreement kept "from 1 January 2027 on a rolling annual basis" as renewing yearly', () => {
    // A lodge's letting agency: read as no renewal.
    const letting =
      'We will market your lodge for holiday lets under this agreement from 1 January 2027 on a rolling annual basis.';
    expect(sentenceRenewalKind(letting)).toBe('automatic');
    expect(renewalOf('automatic', letting).renewalTermMonths).toBe(12);
    expect(sentenceRenewalKind('This agreement runs from 1 March 2027 on a rolling monthly basis.')).toBe('automatic');
    // Not a forecast kept so.
    expect(sentenceRenewalKind('The forecast is prepared from 1 January 2027 on a rolling monthly basis.')).toBeNull();
  });
});

describe('the two-hundred-and-twenty-third mailbox batch (digital subscriptions)', () => {
  it('reads an app store\'s "Renews 3 February 2027" line after its plan\'s as renewing by itself', () => {
    // An iCloud receipt: read as no renewal.
    const receipt = 'iCloud+ with 200 GB (Monthly) Renews 3 February 2027 £2.99';
    expect(sentenceRenewalKind(receipt)).toBe('automatic');
    // Not a sentence's own "renews", nor a date it may be renewed by.
    expect(sentenceRenewalKind('The Landlord, in its discretion, renews 3 leases a year.')).toBeNull();
  });

  it('reads a membership that "will automatically continue at £7.99/month unless you cancel" as monthly', () => {
    // A streaming trial's e-mail: read as no renewal.
    const trial = 'After the trial ends, your membership will automatically continue at £7.99/month unless you cancel.';
    expect(sentenceRenewalKind(trial)).toBe('automatic');
    expect(renewalOf('automatic', trial).renewalTermMonths).toBe(1);
  });

  it('reads a plan\'s line "billed annually" as renewing', () => {
    // A storage plan's e-mail: read as no renewal.
    const plan = 'Google One 2 TB plan — billed annually. Next payment: 11 Oct 2027 (£79.99).';
    expect(sentenceRenewalKind(plan)).toBe('automatic');
    // Not a fee's billing in a contract's sentence.
    expect(sentenceRenewalKind('Support fees are billed annually in advance.')).toBeNull();
  });
});

describe('the two-hundred-and-twenty-seventh mailbox batch (churches and community halls)', () => {
  it('reads a licence that "is granted for 6 months ... and will continue thereafter until" notice as running on', () => {
    // A food bank's warehouse licence: read as no renewal and no notice.
    const doc = prepareDocument(
      "This licence is granted for 6 months from 1 February 2027 and will continue thereafter until either party gives 4 weeks' notice.",
    );
    expect(findRenewal(doc).value.kind).toBe('evergreen');
    expect(noticeByRules(doc)?.value).toBe(28);
  });
});

describe('the two-hundred-and-twenty-ninth mailbox batch (debt collection, credit and invoice finance)', () => {
  it('reads a facility "made available for a minimum period of 12 months ... and thereafter until terminated" as running on', () => {
    // An invoice finance facility: read as no renewal and no notice.
    const doc = prepareDocument(
      "The Facility is made available for a minimum period of 12 months from the Commencement Date of 15 May 2027 and thereafter until terminated by either party on three months' notice.",
    );
    expect(findRenewal(doc).value.kind).toBe('evergreen');
    expect(noticeByRules(doc)?.value).toBe(90);
  });
});

describe('renewals left by the two-hundred-and-thirty-fifth and sixth mailbox batches', () => {
  it('reads extensions "by up to two (2) years in increments of one (1) year" as an option a year at a time', () => {
    const callOff =
      "The Buyer may extend it by up to two (2) years in increments of one (1) year by giving the Supplier at least three (3) months' written notice.";
    expect(sentenceRenewalKind(callOff)).toBe('option');
    expect(renewalOf('option', callOff).renewalTermMonths).toBe(12);
  });

  it('reads a continuation "beyond this date" to be agreed by both parties as a mutual renewal', () => {
    const grant =
      'Any continuation beyond this date is subject to funding being confirmed and will be agreed in writing by both parties.';
    expect(sentenceRenewalKind(grant)).toBe('mutual');
    // Not a continuation of something done under it.
    expect(sentenceRenewalKind('Any continuation of the works is subject to the weather.')).toBeNull();
  });

  it('reads a plan\'s length "then monthly until cancelled" as renewing each month, its product for subject', () => {
    const plan = 'IoT SIM data plan: 24 months from activation on 3 March 2027, then monthly until cancelled.';
    expect(sentenceRenewalKind(plan)).toBe('automatic');
    expect(renewalOf('automatic', plan).renewalTermMonths).toBe(1);
  });
});

describe('the two-hundred-and-thirty-seventh mailbox batch (marinas and boats)', () => {
  it('reads an "annual ... policy" that renews as renewing for a year', () => {
    // A boat insurance renewal notice: its renewal's length not read.
    expect(renewalOf('automatic', 'Your annual boat insurance policy renews on 14 May 2027.').renewalTermMonths).toBe(
      12,
    );
  });

  it('reads "renews each January" as a yearly automatic renewal, not "each January 1"', () => {
    // A sailing club's membership: read no renewal.
    const club =
      'Full sailing membership runs from 1 January to 31 December 2027 and renews each January unless you resign in writing before 1 December.';
    expect(sentenceRenewalKind(club)).toBe('automatic');
    expect(renewalOf('automatic', club).renewalTermMonths).toBe(12);
    expect(inRenewalWords('The membership renews every January 1.')).toBe('The membership renews every January 1.');
  });
});

describe('the two-hundred-and-forty-fifth and sixth mailbox batches (phones and TV; legal services)', () => {
  it('reads "Your Sports add-on renews every month" as a monthly automatic renewal', () => {
    const addOn = 'Your Sports add-on renews every month on the 21st for £29.99 until you cancel.';
    expect(sentenceRenewalKind(addOn)).toBe('automatic');
    expect(renewalOf('automatic', addOn).renewalTermMonths).toBe(1);
  });

  it('reads "You may renew the service for a further year" as an option of a year', () => {
    const advice = 'You may renew the service for a further year at our then current rates.';
    expect(sentenceRenewalKind(advice)).toBe('option');
    expect(renewalOf('option', advice).renewalTermMonths).toBe(12);
  });

  it("reads an option to extend in the row that names the contract, the row's label its subject", () => {
    const panel =
      'Panel appointment: three years from 1 April 2027, with the option for the Client to extend by up to two further periods of one year each.';
    expect(sentenceRenewalKind(panel)).toBe('option');
    // Not in another thing's row.
    const warranty =
      'Warranty period: three years, with the option for the Client to extend by up to two further periods of one year each.';
    expect(sentenceRenewalKind(warranty)).toBeNull();
  });
});

describe('the two-hundred-and-forty-ninth and fiftieth mailbox batches (pubs and live music; recruitment)', () => {
  it('reads a term "then continuing monthly until" ended as renewing for a month', () => {
    const dj =
      "Resident DJ agreement: Friday nights for 6 months from 7 January 2028, then continuing monthly until either party gives 4 weeks' notice.";
    expect(renewalOf('automatic', dj).renewalTermMonths).toBe(1);
  });

  it('reads "may extend it for a third year" as an option of a year', () => {
    const psa = 'The Client may extend it for a third year by written notice.';
    expect(sentenceRenewalKind(psa)).toBe('option');
    expect(renewalOf('option', psa).renewalTermMonths).toBe(12);
  });
});

describe('the two-hundred-and-fifty-first and -second mailbox batches (financial data; museums and art)', () => {
  it('reads seats "up for renewal" as renewing by themselves', () => {
    expect(sentenceRenewalKind('Your analytics seats (3 users) are up for renewal on 30 June 2027.')).toBe('automatic');
  });

  it('reads a loan\'s extension "agreed in writing by the Lender" and a season\'s renewal "to be discussed" as mutual', () => {
    expect(sentenceRenewalKind('Any extension of the loan must be agreed in writing by the Lender.')).toBe('mutual');
    const season =
      'Exhibition sponsorship: the Sponsor supports the 2027 season from 1 March 2027 to 28 February 2028; renewal for the 2028 season will be discussed by 1 October 2027.';
    expect(sentenceRenewalKind(season)).toBe('mutual');
    // Not an extension of time, which is no renewal.
    expect(sentenceRenewalKind('Any extension of time must be agreed in writing by the Lender.')).toBeNull();
  });
});

describe('the two-hundred-and-fifty-third mailbox batch (wine)', () => {
  it('reads what goes on past the end only "by separate agreement" as mutual', () => {
    expect(sentenceRenewalKind('Storage beyond the ten years is by separate agreement.')).toBe('mutual');
    expect(sentenceRenewalKind('Services after the Term shall be subject to a new agreement.')).toBe('mutual');
    // Not a price or a service agreed separately with no end passed.
    expect(sentenceRenewalKind('Delivery is by separate agreement.')).toBeNull();
  });
});

describe("the two-hundred-and-fifty-fifth and -sixth mailbox batches (flying and drones; restaurants' systems)", () => {
  it('reads "continues on a 12-month basis unless cancelled" as renewing by itself for a year', () => {
    const till = "After that it continues on a 12-month basis unless cancelled with 90 days' notice.";
    expect(sentenceRenewalKind(till)).toBe('automatic');
    expect(renewalOf('automatic', till).renewalTermMonths).toBe(12);
  });

  it('reads an option in a framework\'s row and a lease "extendable by the Lessee" as options', () => {
    const framework =
      'Drone survey services framework: 2 years commencing 1 January 2027, with an option to extend by 12 months.';
    expect(sentenceRenewalKind(framework)).toBe('option');
    const lease =
      "Aircraft dry lease: 6 months from 1 June 2027, extendable by the Lessee for a further 6 months on 30 days' notice before expiry.";
    expect(sentenceRenewalKind(lease)).toBe('option');
  });
});

describe('the two-hundred-and-fifty-seventh and -eighth mailbox batches (sports grounds; garden centres)', () => {
  it('reads "a right of first negotiation for a renewal term" as mutual', () => {
    const naming = 'Sponsor shall have a right of first negotiation for a renewal term.';
    expect(sentenceRenewalKind(naming)).toBe('mutual');
  });

  it('reads "a rolling 12-month contract" as renewing for twelve months', () => {
    const pests =
      "Pest control: quarterly visits, £95 per visit, on a rolling 12-month contract; 3 months' notice to cancel.";
    expect(renewalOf('automatic', pests).renewalTermMonths).toBe(12);
  });
});

describe('a renewal on a day of each year or month, and a participle or a subjectless verb in a row', () => {
  it('reads a renewal "on 1 July each year" or "on the 3rd of each month" as automatic, a party\'s as an option', () => {
    expect(sentenceRenewalKind('The membership renews on 1 July each year.')).toBe('automatic');
    expect(sentenceRenewalKind('Match-day hospitality package: annual membership renewing on 1 July each year.')).toBe(
      'automatic',
    );
    expect(sentenceRenewalKind('The Licensee may renew this Agreement on 1 July each year.')).toBe('option');
  });

  it("takes the row's label for the subject of a verb that has none of its own after a comma", () => {
    const cellar = 'Cellar management service: annual fee £480, renewing each year on 1 October.';
    expect(sentenceRenewalKind(cellar)).toBe('automatic');
    const design =
      'Garden design software: monthly plan at $19/month, billed monthly, renews on the 3rd of each month.';
    expect(sentenceRenewalKind(design)).toBe('automatic');
    expect(renewalOf('automatic', design).renewalTermMonths).toBe(1);
    // A row whose label is something else's (a fee, a warranty) renews that, not the agreement.
    expect(sentenceRenewalKind('Annual fee: £480, renewing each year on 1 October.')).toBeNull();
    expect(sentenceRenewalKind('Warranty: 12 months, renewing each year.')).toBeNull();
  });
});

describe('the two-hundred-and-sixtieth mailbox batch (pets)', () => {
  it('reads a plan a member "can cancel at any time" after its minimum as running on after its term', () => {
    const plan =
      "Minimum membership 12 months from your join date of 4 March 2027; after that you can cancel at any time with one month's notice.";
    expect(runsOnAfterItsTerm(plan)).toBe(true);
    // Open to termination at any time from the start, it has no term to run on after.
    expect(runsOnAfterItsTerm("Either party may terminate this Agreement at any time on 30 days' notice.")).toBe(false);
  });

  it('reads a box "every 4 weeks ... until you cancel" as renewing by itself', () => {
    const box =
      'Your dog food subscription: next box ships 30 November 2026 and every 4 weeks after that until you cancel.';
    expect(sentenceRenewalKind(box)).toBe('automatic');
  });
});

describe('the two-hundred-and-sixty-first and -second mailbox batches (taxis and car washes; theatre)', () => {
  it('reads "are not renewed automatically" as a denial, but not a condition\'s "if ... is not renewed"', () => {
    expect(onlyDeniesRenewal('Season tickets are not renewed automatically.')).toBe(true);
    expect(onlyDeniesRenewal('If this Agreement is not renewed, Licensee shall return all materials.')).toBe(false);
  });
});

describe('the two-hundred-and-sixty-third and -fourth mailbox batches (locks and access control; laundry)', () => {
  it('reads a minimum term "then continuing until terminated", and "Thereafter ... notice to terminate", as running on', () => {
    const linen =
      "Minimum term 24 months from 3 May 2027, then continuing until terminated by either party on 3 months' written notice.";
    expect(runsOnAfterItsTerm(linen)).toBe(true);
    expect(runsOnAfterItsTerm("Thereafter 90 days' notice to terminate.")).toBe(true);
    // Running until terminated from the start is no running on after a term.
    expect(runsOnAfterItsTerm('This agreement starts on 1 May 2027, then continuing until terminated.')).toBe(false);
  });
});

describe('the two-hundred-and-sixty-sixth mailbox batch (broadcasting, podcasts and music licensing)', () => {
  it('reads a receipt\'s "Your ... subscription was renewed today for another year" as automatic, for a year', () => {
    const receipt = 'Your annual Premium Music subscription was renewed today for another year.';
    expect(sentenceRenewalKind(receipt)).toBe('automatic');
    expect(renewalOf('automatic', receipt).renewalTermMonths).toBe(12);
    // A prior agreement's renewal, told as history, is none of this one's.
    expect(sentenceRenewalKind('The Prior Agreement was renewed for another year in 2019.')).toBeNull();
  });
});

describe('the two-hundred-and-sixty-ninth and seventieth mailbox batches (dental and optical practices; bakeries)', () => {
  it('reads "after that it rolls monthly" as renewing by itself a month at a time', () => {
    const phones = '24-month minimum term from 1 August 2027; after that it rolls monthly.';
    expect(sentenceRenewalKind(phones)).toBe('automatic');
    expect(renewalOf('automatic', phones).renewalTermMonths).toBe(1);
  });

  it("reads a row whose renewal verb has no subject as the row's, when its label names no other thing", () => {
    const app = 'Food safety app: £29 per site per month, billed annually, renews each year on 1 February.';
    expect(sentenceRenewalKind(app)).toBe('automatic');
    expect(sentenceRenewalKind('Registration fee: £29, billed annually, renews each year on 1 February.')).toBeNull();
  });
});

describe('the two-hundred-and-eighty-first mailbox batch (sports clubs)', () => {
  it('reads an initial term "continuing thereafter until terminated" as running on', () => {
    const floodlights =
      "Floodlight maintenance contract for Elm Park LTC: initial term of 2 years from 1 October 2027, continuing thereafter until terminated by either party on 90 days' written notice.";
    expect(runsOnAfterItsTerm(floodlights)).toBe(true);
    // Running on thereafter needs a term named as initial, minimum or fixed before it.
    expect(runsOnAfterItsTerm('Services start on 1 October 2027, continuing thereafter until terminated.')).toBe(false);
  });
});

describe('the two-hundred-and-eighty-third mailbox batch (jewellers, tailors, antiques and auctions)', () => {
  it('reads a thing "valid for 10 years ..., renewable on application" as renewing at its holder\'s option', () => {
    const mark =
      "Sponsor's mark registration with the Assay Office: valid for 10 years from 3 May 2027, renewable on application.";
    expect(sentenceRenewalKind(mark)).toBe('option');
    expect(sentenceRenewalKind('The licence is valid for 10 years and renewable on application.')).toBe('option');
    // Renewable with no word of whose choice says no kind.
    expect(sentenceRenewalKind('The certificate is valid for 3 years and renewable.')).toBeNull();
  });
});

describe('the two-hundred-and-eighty-fourth mailbox batch (wills, probate and family history)', () => {
  it('reads a row\'s value that opens with a length "then continuing until" notice as running on', () => {
    const agency =
      "Sole agency: 16 weeks from 1 April 2027, then continuing until either party gives 14 days' written notice.";
    expect(runsOnAfterItsTerm(agency)).toBe(true);
    // A row whose value opens with no length does not.
    expect(runsOnAfterItsTerm('Sole agency: from 1 April 2027, then continuing until either party gives notice.')).toBe(
      false,
    );
  });
});

describe('the two-hundred-and-seventy-ninth mailbox batch (motorhomes and campervans)', () => {
  it('reads "Your fleet listing ... rolls monthly" as renewing by itself each month', () => {
    const listing = 'Your fleet listing on VanShare Pro costs £49 a month and rolls monthly.';
    expect(sentenceRenewalKind(listing)).toBe('automatic');
    expect(renewalOf('automatic', listing).renewalTermMonths).toBe(1);
    // A listing nobody holds ("the listing") is not the reader's plan.
    expect(sentenceRenewalKind('The listing rolls monthly.')).toBeNull();
  });
});

describe('the two-hundred-and-ninety-third mailbox batch (print and signs)', () => {
  it('reads "the option to extend by up to 12 months at the Council\'s discretion" as an option', () => {
    const framework =
      "Framework agreement for promotional merchandise: 1 April 2027 to 31 March 2029, with the option to extend by up to 12 months at the Council's discretion.";
    expect(sentenceRenewalKind(framework)).toBe('option');
  });
});

describe('the two-hundred-and-ninety-fifth mailbox batch (making music)', () => {
  it('reads a minimum term "; after that, cancel with 30 days\' notice" as running on until cancelled', () => {
    const cello =
      "Cello rental (rent-to-buy): £28 per month by direct debit, minimum 6 months from 1 February 2027; after that, cancel with 30 days' notice or keep paying towards the purchase.";
    expect(runsOnAfterItsTerm(cello)).toBe(true);
    // A notice to cancel in the minimum term itself runs nothing on.
    expect(
      runsOnAfterItsTerm("Cello rental: minimum 6 months from 1 February 2027; cancel with 30 days' notice."),
    ).toBe(false);
  });
});

describe('the two-hundred-and-ninety-ninth mailbox batch (funerals and memorials)', () => {
  it('reads a monthly price "; cancel anytime" as renewing by itself, whatever the plan is named', () => {
    const flowers = 'Monthly fresh flowers placed on the grave: £35 a month from 1 January 2027; cancel anytime.';
    expect(sentenceRenewalKind(flowers)).toBe('automatic');
    // A monthly price alone says nothing of running on.
    expect(
      sentenceRenewalKind('Monthly fresh flowers placed on the grave: £35 a month from 1 January 2027.'),
    ).toBeNull();
  });
});

describe('the three-hundred-and-third mailbox batch (laboratories and scientific services)', () => {
  it('reads what is "rolling yearly until cancelled" as renewing by itself', () => {
    const testing =
      'Fume cupboard testing: annual visit each March, £340 per cupboard, rolling yearly until cancelled.';
    expect(sentenceRenewalKind(testing)).toBe('automatic');
    // A rolling forecast renews nothing.
    expect(sentenceRenewalKind('The supplier keeps a rolling yearly forecast of demand.')).toBeNull();
  });
});

describe('the three-hundred-and-seventh mailbox batch (bees, hens and smallholdings)', () => {
  it('reads a minimum "then continues monthly until cancelled" as renewing each month', () => {
    const plan =
      'Smallholder health plan: £15 per month by direct debit, 12-month minimum from 1 February 2027, then continues monthly until cancelled.';
    expect(sentenceRenewalKind(plan)).toBe('automatic');
    expect(renewalOf('automatic', plan).renewalTermMonths).toBe(1);
    // A forecast that continues monthly until the project ends renews nothing.
    expect(sentenceRenewalKind('The forecast continues monthly until the project ends.')).toBeNull();
  });
});

describe("the three-hundred-and-ninth mailbox batch (children's parties and entertainers)", () => {
  it('reads a box "delivered every 3 months ... until you cancel" as renewing for three months at a time', () => {
    const box = 'Party Box subscription: a themed party box delivered every 3 months, £29 per box, until you cancel.';
    expect(renewalOf('automatic', box).renewalTermMonths).toBe(3);
    const coffee = 'Coffee club: a bag delivered every two months, £12 a bag, until you cancel.';
    expect(renewalOf('automatic', coffee).renewalTermMonths).toBe(2);
  });
});

describe('the three-hundred-and-twenty-third mailbox batch (ice and snow)', () => {
  it('reads a renewal "unless you release it by 31 May" (or "cancel it by") as renewing by itself', () => {
    expect(sentenceRenewalKind('It renews for the following season unless you release it by 31 May.')).toBe(
      'automatic',
    );
    expect(sentenceRenewalKind('It renews for the following year unless you cancel it by 31 May.')).toBe('automatic');
  });
});

describe('the three-hundred-and-twenty-sixth mailbox batch (birds and lofts)', () => {
  it('reads a box "every 4 weeks, £24.99 per delivery, until you cancel" as renewing, past the price\'s decimal point', () => {
    const seed = 'Garden bird feast: seed mix delivered every 4 weeks, £24.99 per delivery, until you cancel.';
    expect(sentenceRenewalKind(seed)).toBe('automatic');
  });

  it('reads "Your cover ... will renew automatically" as an insurer\'s notice of a renewal by itself', () => {
    const loft =
      'Your cover ends on 28 February 2027 and will renew automatically on 1 March 2027 for a further 12 months.';
    expect(sentenceRenewalKind(loft)).toBe('automatic');
  });
});

describe('the three-hundred-and-thirtieth mailbox batch (more software renewal notices)', () => {
  it('reads "Your annual commitment renews on" a day as the reader\'s plan renewing by itself', () => {
    expect(sentenceRenewalKind('Your annual commitment renews on 22 October 2027.')).toBe('automatic');
  });

  it('reads a tier "$139 per month, renewing monthly until cancelled" as renewing by itself, past a bracket', () => {
    const tier =
      'You have upgraded to the Scale tier (up to 25,000 subscribers) from 9 December 2026: $139 per month, renewing monthly until cancelled.';
    expect(sentenceRenewalKind(tier)).toBe('automatic');
    expect(sentenceRenewalKind('$139 per month, renewing monthly until cancelled.')).toBe('automatic');
  });
});

describe('the three-hundred-and-thirty-third mailbox batch (business order forms and renewal quotes)', () => {
  it('reads a renewal quote\'s "Sign and return to renew" as a renewal at the customer\'s choice', () => {
    expect(sentenceRenewalKind('Sign and return to renew.')).toBe('option');
    expect(sentenceRenewalKind('To renew your subscription, please sign the attached order form.')).toBe('option');
    // A signature that renews nothing is no renewal.
    expect(sentenceRenewalKind('Sign and return to confirm your booking.')).toBeNull();
  });
});

describe("the three-hundred-and-fortieth mailbox batch (societies' and clubs' renewal letters)", () => {
  it('reads a library\'s "Bring proof of address to renew it" as a renewal at the holder\'s choice', () => {
    expect(sentenceRenewalKind('Bring proof of address to renew it.')).toBe('option');
    expect(sentenceRenewalKind('Please send a recent photo to renew your pass.')).toBe('option');
    // An invitation to renew renews nothing until one is sent, as the mailbox conventions read it.
    expect(sentenceRenewalKind('We will write to you before it expires to invite you to renew.')).toBeNull();
  });
});

describe('the three-hundred-and-forty-sixth mailbox batch (term clauses as British and European drafting writes them)', () => {
  it('reads a right to end only "at the end of the Initial Period or on any anniversary thereafter" as renewing yearly', () => {
    const support =
      "Either party may terminate this Agreement at the end of the Initial Period or on any anniversary thereafter by giving not less than 3 months' written notice.";
    expect(sentenceRenewalKind(support)).toBe('automatic');
    expect(findRenewal(prepareDocument(support)).value).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
    // A right to end at any time, or at the first period's end alone, says nothing of running on.
    expect(
      sentenceRenewalKind("Either party may terminate this Agreement at any time on 3 months' notice."),
    ).toBeNull();
    expect(
      sentenceRenewalKind(
        "Either party may terminate this Agreement at the end of the Initial Period on 3 months' notice.",
      ),
    ).toBeNull();
  });
});

describe("the three-hundred-and-forty-eighth mailbox batch (letters at a contract's end)", () => {
  it('reads a van lease that "does not extend unless we agree an extension in writing" as extended only by agreement', () => {
    expect(sentenceRenewalKind('The lease does not extend unless we agree an extension in writing.')).toBe('mutual');
    expect(sentenceRenewalKind('The lease does not extend.')).toBeNull();
  });
});

describe('the three-hundred-and-sixty-ninth mailbox batch (licences from public bodies)', () => {
  it('reads "we will renew it automatically", its object between verb and adverb, as an automatic renewal', () => {
    expect(sentenceRenewalKind('Because you pay by Direct Debit, we will renew it automatically.')).toBe('automatic');
    expect(sentenceRenewalKind('We will renew your TV Licence automatically.')).toBe('automatic');
    expect(sentenceRenewalKind('We will renew it if you ask us to.')).toBeNull();
  });

  it('reads a licence whose holder is asked to "submit your renewal application" as renewing at its option', () => {
    expect(sentenceRenewalKind('Please submit your renewal application at least 6 weeks before the expiry date.')).toBe(
      'option',
    );
    expect(sentenceRenewalKind('Please submit your application at least 6 weeks before the start date.')).toBeNull();
  });
});

describe('the three-hundred-and-seventy-seventh mailbox batch (giving to charities)', () => {
  it('reads a monthly gift taken on a day of each month, and a standing order until further notice, as renewing', () => {
    expect(sentenceRenewalKind('Your £28 monthly gift will be taken by Direct Debit on the 1st of each month.')).toBe(
      'automatic',
    );
    expect(
      sentenceRenewalKind(
        "Standing order: £25 monthly to St Catherine's Hospice, first payment 28 January 2027, until further notice.",
      ),
    ).toBe('automatic');
    expect(sentenceRenewalKind('The price is fixed until further notice.')).toBeNull();
  });

  it('reads whatever is "yours" that "will renew each year" as renewing by itself', () => {
    expect(
      sentenceRenewalKind(
        'Your annual adoption of £36 starts on 14 April 2027 and will renew each year by Direct Debit.',
      ),
    ).toBe('automatic');
  });
});

describe('the three-hundred-and-eightieth mailbox batch (software order forms as American vendors write them)', () => {
  it('reads a pilot that "will convert to a paid ... subscription" unless the customer gives notice as renewing', () => {
    const pilot = prepareDocument(
      'Pilot Period: February 1, 2027 to April 30, 2027, at no charge. Unless Customer notifies Vendor in writing before the end of the Pilot Period, the pilot will convert to a paid twelve (12) month subscription at $2,500 per month.',
    );
    expect(findRenewal(pilot).value.kind).toBe('automatic');
  });
});

describe('the three-hundred-and-ninety-fifth mailbox batch (terms that go on without end after an initial term)', () => {
  it('reads "continue indefinitely thereafter" as running on after a term only where one is named before it', () => {
    const runsOn = (sentence: string) => findRenewal(prepareDocument(sentence)).value.kind;
    expect(
      runsOn(
        'This Agreement shall be in effect for an initial period of two (2) years and shall continue in effect indefinitely thereafter.',
      ),
    ).toBe('evergreen');
    // Thereafter from the signing: perpetual from the start, nothing run on after.
    expect(
      runsOn('This Agreement shall commence on the Effective Date and continue in effect indefinitely thereafter.'),
    ).toBe('none');
  });
});

describe('the three-hundred-and-ninety-ninth mailbox batch (terms run on as agreements drafted in Europe word them)', () => {
  it('reads "until further notice" after the term as running on when said of the agreement, not of a discount', () => {
    const runsOn = (sentence: string) => findRenewal(prepareDocument(sentence)).value.kind;
    expect(runsOn('Thereafter the Agreement runs until further notice with a notice period of six (6) months.')).toBe(
      'evergreen',
    );
    expect(runsOn('Thereafter the discount remains in place until further notice.')).toBe('none');
  });
});

describe('the four-hundredth and -first mailbox batches (terms run on as agreements drafted further afield word them)', () => {
  it('reads an agreement converted into one with no fixed term after its term as running on, not one without a term', () => {
    expect(
      runsOnAfterItsTerm(
        'This Agreement shall be automatically converted into an agreement with no fixed term upon the expiration of the above term.',
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('This Agreement is concluded as an agreement with no fixed term.')).toBe(false);
  });

  it('reads "if neither party has terminated it by the end of the Initial Term" before running on, not renewing', () => {
    expect(
      runsOnAfterItsTerm(
        "If neither party has terminated this Agreement by the end of the Initial Term, it will continue on the same terms until either party terminates it by giving 90 days' notice.",
      ),
    ).toBe(true);
    // The same condition before a renewal for periods renews.
    const renews =
      'If neither party has terminated this Agreement by the end of the Initial Term, it will renew automatically for successive one-year terms.';
    expect(runsOnAfterItsTerm(renews)).toBe(false);
    expect(sentenceRenewalKind(renews)).toBe('automatic');
  });

  it('reads notice that takes effect at the earliest at the end of the minimum duration as running on after it', () => {
    expect(
      runsOnAfterItsTerm(
        "It may be terminated by either party with six months' notice, at the earliest as per the expiry of the minimum duration.",
      ),
    ).toBe(true);
    // The earliest end of another period is not the term's.
    expect(
      runsOnAfterItsTerm(
        "A Statement of Work may be terminated on thirty days' notice, at the earliest at the end of the warranty period.",
      ),
    ).toBe(false);
  });

  it('reads "no fixed end date" after the minimum period as running on, and not without a term before it', () => {
    expect(
      runsOnAfterItsTerm(
        "After the Minimum Commitment Period: no fixed end date; either party may end the service on 30 days' written notice.",
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('There is no fixed end date for the project.')).toBe(false);
  });

  it('reads "unless and until terminated" and "till you intimate us ... for discontinuation" as until ended', () => {
    expect(
      runsOnAfterItsTerm(
        'This Agreement shall be for a period of two (2) years ("the Initial Period") and shall continue thereafter unless and until terminated by either party.',
      ),
    ).toBe(true);
    expect(
      runsOnAfterItsTerm(
        'After completion of the said period, the services shall carry on without any break till you intimate us in writing one month in advance for discontinuation.',
      ),
    ).toBe(true);
  });

  it('reads "extended indefinitely" as no renewal for a period', () => {
    const sentence =
      'Once this initial period has elapsed, the Contract shall be understood to be extended indefinitely, unless either party notifies the other of its wish to terminate it.';
    expect(sentenceRenewalKind(sentence)).toBeNull();
    expect(runsOnAfterItsTerm(sentence)).toBe(true);
  });
});

describe('the four-hundred-and-second mailbox batch (terms run on in letters from small firms)', () => {
  it('reads "carries on ... unless you let us know you want to stop" as running on, not where periods are named', () => {
    expect(
      runsOnAfterItsTerm(
        'After that it just carries on through the winter months and into next year unless you let us know you want to stop.',
      ),
    ).toBe(true);
    expect(
      runsOnAfterItsTerm(
        'After that it carries on for successive twelve-month periods unless you let us know you want to stop.',
      ),
    ).toBe(false);
    expect(
      runsOnAfterItsTerm('After that it carries on from year to year unless you let us know you want to stop.'),
    ).toBe(false);
  });

  it('reads "stays in force until cancelled", "roll on until", "brings it to an end" and "Upon expiry," after a term', () => {
    for (const text of [
      "On expiry of the initial period the contract stays in force until cancelled by either party with one calendar month's written notice.",
      "After that we just roll on until you tell us you'd like to stop.",
      "It is agreed for an initial period of one year and will then remain in place until either of us brings it to an end by giving two months' notice.",
      "Upon expiry, the service will continue until either party gives one month's written notice to terminate.",
      "After the fixed term ends, the authority continues on an ongoing basis and either party can end it by giving 30 days' written notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // "Upon expiry" of something else, said with its name, is not the term's.
    expect(
      runsOnAfterItsTerm(
        'Upon expiry of the warranty, the Supplier will continue to provide support until either party gives notice.',
      ),
    ).toBe(false);
  });
});

describe("the four-hundred-and-third mailbox batch (terms run on in public bodies' and small firms' hands)", () => {
  it('reads a length, a day and "shall continue to be in force thereafter unless sooner terminated" as running on', () => {
    expect(
      runsOnAfterItsTerm(
        'This Contract shall be effective for a period of one (1) year from October 1, 2027 and shall continue to be in force thereafter unless sooner terminated by either party upon thirty (30) days prior written notice.',
      ),
    ).toBe(true);
    // Continuing for periods thereafter renews.
    expect(
      runsOnAfterItsTerm(
        'This Contract shall be effective for a period of one (1) year from October 1, 2027 and shall continue for successive one-year periods thereafter unless sooner terminated by either party upon thirty (30) days prior written notice.',
      ),
    ).toBe(false);
  });

  it('reads "until either the hirer or the Parish gives ... notice" and "until you return the machine" as until ended', () => {
    expect(
      runsOnAfterItsTerm(
        "Your weekly booking starts on 12 January 2027 for one term of twelve weeks and continues thereafter until either the hirer or the Parish gives four weeks' notice.",
      ),
    ).toBe(true);
    expect(
      runsOnAfterItsTerm(
        "After the lock-in, the rental just continues until you return the machine, with one month's notice.",
      ),
    ).toBe(true);
  });

  it('reads "Once that period is up, the scheme stays open ... and can be closed by either side on ... notice"', () => {
    expect(
      runsOnAfterItsTerm(
        "Once that period is up, the scheme stays open on a rolling basis and can be closed by either side on 60 days' notice.",
      ),
    ).toBe(true);
    expect(
      runsOnAfterItsTerm(
        "After the minimum term, the contract is automatically continued for an indefinite period and can be cancelled with one month's notice.",
      ),
    ).toBe(true);
  });
});

describe('the four-hundred-and-fourth mailbox batch (terms run on as agreements in the United States word them)', () => {
  it('reads "until such time as", "an at-will basis", "after such expiration date" and "after this, ... an unspecified period"', () => {
    for (const text of [
      "This Agreement shall continue in effect for a period of three (3) years, and shall thereafter continue in effect until such time as either party terminates this Agreement upon ninety (90) days' prior written notice.",
      "After the initial term, this Agreement shall continue on an at-will basis, terminable by either party upon thirty (30) days' written notice.",
      "The term of this Agreement shall expire on June 30, 2030; provided, however, that this Agreement shall automatically continue in effect after such expiration date until terminated by either party upon six (6) months' prior written notice.",
      "This Agreement has a minimum duration of 24 months; after this, it continues for an unspecified period and either party may terminate it with 3 months' notice.",
      "We ask for an initial three-month commitment; beyond that, it's open-ended and you can end it any time with two weeks' notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // "after this Agreement" is no "after this,".
    expect(runsOnAfterItsTerm('The licence continues after this Agreement for an unspecified period.')).toBe(false);
  });
});

describe('the four-hundred-and-fifth mailbox batch (terms run on as longer agreements put them)', () => {
  it('reads an Initial Term followed by an indefinite term, and an agreement surviving its period, as running on', () => {
    for (const text of [
      'The Initial Term shall be followed by an indefinite term (the "Extended Term"), which either party may terminate at any time upon ninety (90) days\' prior written notice.',
      "This Agreement shall survive the expiration of such one-year period and remain in force until terminated by either party on thirty (30) days' written notice.",
      "After the Initial Term, this Agreement will remain in effect until either party elects to terminate it by providing at least forty-five (45) days' written notice.",
      "Following expiry of the Minimum Period, the Agreement shall continue on the same terms until it is terminated by either party serving three (3) months' written notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // Obligations that survive the term run nothing on.
    expect(
      runsOnAfterItsTerm(
        'The obligations of confidentiality shall survive the expiration of the Term and remain in effect until terminated by the disclosing party.',
      ),
    ).toBe(false);
  });
});

describe('the four-hundred-and-sixth mailbox batch (terms run on in distribution, licence and franchise agreements)', () => {
  it('reads "after that it simply continues, and you\'re free to end it ... on 90 days\' notice" as running on', () => {
    expect(
      runsOnAfterItsTerm(
        "After that it simply continues, and you're free to end it whenever you like on 90 days' notice.",
      ),
    ).toBe(true);
  });
});

describe('the four-hundred-and-seventh mailbox batch (terms run on, their notice written in many ways)', () => {
  it('reads the agreement remaining in effect indefinitely after the term as running on, not obligations that do', () => {
    expect(
      runsOnAfterItsTerm(
        'Following the initial term, it shall remain in effect indefinitely, terminable by either party on notice of not less than ninety (90) calendar days.',
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('Thereafter, the confidentiality obligations shall remain in effect indefinitely.')).toBe(
      false,
    );
  });
});

describe('the four-hundred-and-eighth mailbox batch (terms run on, translated into English)', () => {
  it('reads "considered as converted into one of indefinite time" after its expiry as running on', () => {
    expect(
      runsOnAfterItsTerm(
        'After its expiry, the agreement shall be considered as converted into one of indefinite time, which may be terminated by either party with a notice of three (3) months.',
      ),
    ).toBe(true);
  });

  it('reads "renewed automatically for a similar period" as a renewal as long as the term', () => {
    expect(renewsForTheTermsLength('it shall be renewed automatically for a similar period')).toBe(true);
    expect(renewsForTheTermsLength('it shall be renewed for a similar period of one (1) year')).toBe(false);
  });
});

describe('the four-hundred-and-ninth mailbox batch (terms run on, as vendors tell their customers)', () => {
  it('reads a sentence that runs the agreement on until ended after one that says its initial term ends', () => {
    expect(
      kind(
        "Just a heads-up that your initial 12-month term with CloudDesk ends on March 31, 2027. Nothing changes on our end - your agreement stays in effect on the same terms until either of us terminates it with 60 days' written notice.",
      ),
    ).toBe('evergreen');
    // Without a term ending before it, it runs on from the start.
    expect(
      kind(
        "Welcome to CloudDesk. Your agreement stays in effect on the same terms until either of us terminates it with 60 days' written notice.",
      ),
    ).toBe('none');
  });

  it('reads "now continues on a rolling basis until", "Since then ... on an open-ended basis" and a party\'s role', () => {
    for (const text of [
      "I confirm that your maintenance agreement's fixed period expired on 30 September 2026 and the agreement now continues on a rolling basis until cancelled by either of us in writing with one month's notice.",
      "Since then it has continued on an open-ended basis; you can cancel anytime with 30 days' written notice.",
      "Thereafter this SOW shall remain in effect until Client notifies Vendor in writing that the Services are no longer required, with at least thirty (30) days' notice.",
      "On expiry of the Minimum Hire Period, the hire shall continue until the Hirer gives the Owner not less than 4 weeks' notice to terminate.",
      "Your 12-month minimum with us ends on 31 July 2027, after which your contract carries on indefinitely - just give us a month's notice whenever you want to leave.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
  });
});

describe('the four-hundred-and-tenth mailbox batch (terms run on, told after the initial term has ended)', () => {
  it('reads "stays live ... until you tell us to stop" after the Fixed Term as running on', () => {
    expect(
      runsOnAfterItsTerm(
        "After the Fixed Term your service stays live on our standard terms until you tell us to stop, giving 14 days' notice.",
      ),
    ).toBe(true);
    // Told to stop something else, by someone else, it runs nothing on.
    expect(
      runsOnAfterItsTerm('After the Fixed Term your service stays live until the regulator tells us to stop.'),
    ).toBe(false);
  });
});

describe('the four-hundred-and-eleventh mailbox batch (terms run on, told by vendors again)', () => {
  it('reads "When that term ends on", "Now that it has finished" and an off-hire on notice as after the term', () => {
    for (const text of [
      "When that term ends on 30 April 2027, our engagement will continue on a rolling basis unless and until terminated by either of us on sixty days' written notice.",
      "Now that it has finished, your desk stays on our flexible plan, which has no end date and which you can leave at any time on one calendar month's notice.",
      "The hire now continues on an ongoing basis until you off-hire the machine by giving us 5 working days' notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // Nothing run on after the term, or no term before it.
    expect(runsOnAfterItsTerm('When the term ends, you must return all equipment within 14 days.')).toBe(false);
    expect(runsOnAfterItsTerm('Now that it has finished, please return the keys to reception.')).toBe(false);
    expect(runsOnAfterItsTerm('The hire continues until you off-hire the machine.')).toBe(false);
  });

  it('reads carrying on "without a fixed end date" after a sentence that says the original term expired', () => {
    expect(
      kind(
        'Your original contract term of 36 months expired on 30 September 2026. As we have not heard from you, your monitoring service has continued and will carry on without a fixed end date.',
      ),
    ).toBe('evergreen');
    expect(kind('Your monitoring service will carry on without a fixed end date.')).toBe('none');
  });
});

describe('the four-hundred-and-twelfth mailbox batch (terms run on, for small firms, charities and distributors)', () => {
  it('reads "until either organisation gives ... notice" and "no end date" after the term as running on', () => {
    for (const text of [
      "It will then remain in place, without the need for renewal, until either organisation gives three months' notice in writing.",
      "We'll keep visiting as normal after that - there's no new contract to sign and no end date; if you ever want to stop, just give us 4 weeks' notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // An organisation's notice of something else, and an end date with no term before it, run nothing on.
    expect(runsOnAfterItsTerm('It will then remain in place until either organisation appoints a new chair.')).toBe(
      false,
    );
    expect(runsOnAfterItsTerm('The project has no end date.')).toBe(false);
  });
});

describe('the four-hundred-and-thirteenth mailbox batch (terms run on, in referrals, frameworks and plans)', () => {
  it('reads "After it ends", "no set end date", "is then extended for an indefinite period" and a longer aside', () => {
    for (const text of [
      'After it ends, your account moves to our standard seller terms, which continue until you close your account; you can close it at any time.',
      "After that the plan keeps going on the same terms with no set end date, and you can opt out at any time with one month's notice.",
      "It is then extended for an indefinite period unless it is terminated with three months' notice to the end of the fixed term.",
      "Services then continue for as long as you have boxes in storage, and you may end them by giving us 30 days' written notice and paying the retrieval fees.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    expect(runsOnAfterItsTerm('After it ends, please return the equipment to our depot.')).toBe(false);
    expect(runsOnAfterItsTerm('Your account remains open until you close your account.')).toBe(false);
  });
});

describe('the four-hundred-and-fourteenth mailbox batch (terms run on, as vendors tell their customers again)', () => {
  it('reads "rolled onto an ongoing arrangement", "since that date ... has continued" and "has been tacitly extended"', () => {
    for (const text of [
      'Your phone system lease reached the end of its 36-month minimum term on 31 October 2026 and has rolled onto an ongoing arrangement on the same monthly rental.',
      "Since that date your hosting has continued on a rolling basis and will do so until you cancel it by giving us 30 days' notice.",
      "As agreed, it has been tacitly extended for an indefinite period, and either party may terminate it with one month's notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // Rolled onto a plan by the month is a renewal each month; a plan since a day runs nothing on.
    expect(runsOnAfterItsTerm('Your contract has rolled onto a monthly plan.')).toBe(false);
    expect(runsOnAfterItsTerm('Since that date your hosting has been on our Pro plan.')).toBe(false);
  });

  it('reads a rental that continues from the day after its fixed rental ends as running on, not without end', () => {
    const text =
      "Just a reminder that the fixed 24-month rental of your coffee machine ends on 28 February 2027. From 1 March 2027 the rental will continue until you return the machine; please give us 2 weeks' notice to collect it.";
    expect(findRenewal(prepareDocument(text)).value.kind).toBe('evergreen');
  });
});

describe('the four-hundred-and-fifteenth mailbox batch (terms run on, in health, care and education)', () => {
  it('reads "now remains active until", "Following the Contract Period", the University\'s notice and lessons', () => {
    for (const text of [
      "Your subscription now remains active until you cancel it, which you can do at any time with 30 days' notice.",
      "Following the Contract Period the Contract shall continue in force on the same terms until terminated by either party giving not less than three months' written notice.",
      "Thereafter the licence will remain in force until the University gives us three months' written notice of termination.",
      "After the first ten lessons, lessons carry on until you let us know you want to stop, with two weeks' notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    expect(runsOnAfterItsTerm('Your subscription now remains active on our free plan.')).toBe(false);
    expect(runsOnAfterItsTerm('After the first ten lessons, we will send you a progress report.')).toBe(false);
  });
});

describe('the four-hundred-and-sixteenth mailbox batch (terms run on, in property and facilities)', () => {
  it('reads "After the end of the Licence Period", "Upon such expiration," and "on a continuing basis"', () => {
    for (const text of [
      "After the end of the Licence Period the licence continues on the same terms until either party gives the other one month's written notice.",
      "Upon such expiration, this Agreement shall continue in full force and effect until terminated by either party upon ninety (90) days' prior written notice.",
      "Thereafter, the agreement will be on a continuing basis and may be terminated by either party with 2 months' written notice.",
    ])
      expect(runsOnAfterItsTerm(text), text).toBe(true);
    // A price on a continuing basis, or nothing after the term, runs nothing on.
    expect(runsOnAfterItsTerm('Thereafter, the discount will be reviewed on a continuing basis.')).toBe(false);
    expect(runsOnAfterItsTerm('The agreement will be on a continuing basis.')).toBe(false);
  });

  it('reads a minimum letting that ended before a letting that carries on until notice as running on', () => {
    expect(
      kind(
        "The six-month minimum letting of your garage ended on 31 October 2026. The letting is now periodic and carries on until either of us gives one month's notice.",
      ),
    ).toBe('evergreen');
  });

  it('still reads "unless either party notifies the other ... of termination" as ended on notice', () => {
    expect(
      runsOnAfterItsTerm(
        'Thereafter this Agreement shall continue unless either party notifies the other party in writing of termination.',
      ),
    ).toBe(true);
  });
});

describe('the four-hundred-and-seventeenth mailbox batch (terms run on, as vendors tell their customers a fourth time)', () => {
  it('reads an initial period that ended and the arrangement that remains in place in the same sentence', () => {
    expect(
      kind(
        "Our retained search arrangement's initial three-month period ended on 31 October 2026 and the arrangement remains in place on an open-ended basis; either of us may bring it to an end by giving two weeks' notice in writing.",
      ),
    ).toBe('evergreen');
    // Its running on must come after the words that end the initial period: before them, it says nothing of after.
    expect(
      kind(
        'The arrangement remains in place on an open-ended basis for the services listed, and the initial three-month period of the pilot ended on 31 October 2026.',
      ),
    ).toBe('none');
  });
});

describe('the four-hundred-and-eighteenth mailbox batch (terms run on, in logistics and transport)', () => {
  it('reads a hire left running as an open hire after its fixed period came to an end', () => {
    const runsOn = "We've left it running as an open hire, so keep the van for as long as you need it.";
    expect(
      kind(`The 6-month hire on van KX21 ABC came to the end of its fixed period on 10 November 2026. ${runsOn}`),
    ).toBe('evergreen');
    expect(kind(`Thank you for your booking. ${runsOn}`)).toBe('none');
  });

  it('reads a table row\'s "Term | 24 months from ..., continuing thereafter until terminated" as running on', () => {
    expect(runsOnAfterItsTerm('Term | 24 months from 1 May 2027, continuing thereafter until terminated')).toBe(true);
    expect(runsOnAfterItsTerm('Term | 24 months from 1 May 2027')).toBe(false);
  });
});

describe('the four-hundred-and-nineteenth mailbox batch (terms run on, in finance and payments)', () => {
  it('reads a committed period that finished, or a minimum period that concluded, before terms that run on', () => {
    expect(
      kind(
        "Your gateway contract's committed period finished on 31 October 2026. You're now on our standard ongoing terms with no end date.",
      ),
    ).toBe('evergreen');
    expect(
      kind(
        "Your factoring facility's minimum period of 12 months concluded on 30 September 2026. The facility now continues without a fixed term.",
      ),
    ).toBe('evergreen');
    // Ongoing terms with no term ended before them, or a contract made ("was concluded"), not ended, run nothing on.
    expect(kind("Thank you for joining. You're now on our standard ongoing terms with no end date.")).toBe('none');
    expect(
      kind('The original contract was concluded on 1 May 2020. It remains in force until either party terminates it.'),
    ).toBe('none');
  });

  it('reads a term that "continues thereafter without interruption until" either party ends it', () => {
    const broker =
      'Our appointment as your broker runs for an initial twelve months from 1 January 2027 and continues thereafter';
    expect(
      runsOnAfterItsTerm(`${broker} without interruption until either of us ends it by 30 days' written notice.`),
    ).toBe(true);
    expect(runsOnAfterItsTerm(`${broker} without interruption.`)).toBe(false);
  });
});

describe('the four-hundred-and-twentieth mailbox batch (terms run on, in marketing, media and creative work)', () => {
  it('reads an option to extend "this Statement of Work" as the contract\'s, not one to extend a date under it', () => {
    expect(
      kind(
        'The Client has the option to extend this Statement of Work, which ends on 30 June 2027, for one additional three-month period.',
      ),
    ).toBe('option');
    expect(
      kind('The Client has the option to extend the delivery date under this Statement of Work by one week.'),
    ).toBe('none');
  });

  it('reads a campaign kept going "with no end date", or an engagement "on an ongoing basis", after the term ended', () => {
    const keptGoing =
      "We'll keep the campaign going on the same retainer with no end date; just give us 30 days' notice when you want to stop.";
    expect(kind(`Your six-month SEO campaign wrapped up its initial term on 30 November 2026. ${keptGoing}`)).toBe(
      'evergreen',
    );
    expect(kind(keptGoing)).toBe('none');
    expect(
      kind(
        "As the fixed term of our PR engagement ended on 31 October 2026, we confirm that the engagement continues on an ongoing basis, terminable by either side on one month's notice.",
      ),
    ).toBe('evergreen');
  });
});

describe('the four-hundred-and-twenty-first mailbox batch (terms run on, in hospitality and events)', () => {
  it('reads running on "beyond that date without a fixed expiry", "indefinitely" or "as before" after the term', () => {
    expect(
      kind(
        "The corporate rate agreement had an initial validity until 31 December 2026. Unless either of us withdraws it with 30 days' written notice, it will stay valid beyond that date without a fixed expiry.",
      ),
    ).toBe('evergreen');
    expect(kind('The quote stays valid beyond that date.')).toBe('none');
    const indefinitely =
      "After that, the sponsorship remains in place indefinitely, and either party may withdraw from it by giving six months' written notice.";
    expect(
      kind(
        `The Sponsor's initial commitment covers the 2027 and 2028 festivals and ends on 30 September 2028. ${indefinitely}`,
      ),
    ).toBe('evergreen');
    const asBefore =
      "It stays in place as before - no renewal needed - and either of us can end it with 60 days' notice.";
    expect(
      kind(
        `Just confirming our framework is now past its first 12 months (they ended on 15 October 2026). ${asBefore}`,
      ),
    ).toBe('evergreen');
    // With no term ended before it, the same words run nothing on.
    expect(kind(asBefore)).toBe('none');
  });
});

describe('the four-hundred-and-twenty-second mailbox batch (terms run on, in software and IT)', () => {
  it('reads "After the Initial Subscription Term" and a key term\'s "and thereafter indefinitely until terminated"', () => {
    expect(
      runsOnAfterItsTerm(
        "After the Initial Subscription Term, this Agreement shall remain in force on a continuing basis unless and until terminated by either Party on ninety (90) days' written notice.",
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('After the Initial Subscription Term, prices will be reviewed.')).toBe(false);
    expect(
      runsOnAfterItsTerm(
        'Term: 3 years from 1 October 2027 ("Initial Term"), and thereafter indefinitely until terminated by either party by 6 months\' notice.',
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('Term: 3 years from 1 October 2027 ("Initial Term").')).toBe(false);
  });

  it('reads a service "kept running" until the customer asks to cease it, after its initial commitment ended', () => {
    expect(
      kind(
        "Your managed detection service reached the end of its initial 12-month commitment on 30 June 2026. We have kept the service running on your existing terms and it will remain live until you ask us to cease it, with 60 days' notice.",
      ),
    ).toBe('evergreen');
    expect(kind('We have kept the service running while we investigate the fault.')).toBe('none');
  });
});

describe('the four-hundred-and-twenty-third mailbox batch (terms run on, in energy, farming and utilities)', () => {
  it('reads an initial grazing season that "shall continue thereafter until" notice as running on', () => {
    const season = 'The licence is granted for an initial grazing season from 1 April 2027 to 31 October 2027';
    expect(
      runsOnAfterItsTerm(
        `${season} and shall continue thereafter until either party gives the other not less than three months' written notice.`,
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm(`${season}.`)).toBe(false);
  });

  it('reads "with no fixed end" and "now on a rolling basis" after an introductory period or a minimum term ended', () => {
    const account =
      "Your account simply continues as normal with no fixed end, and you can close it with 30 days' notice.";
    expect(
      kind(`The 12-month introductory period on your fuel card account ended on 31 October 2026. ${account}`),
    ).toBe('evergreen');
    expect(kind(account)).toBe('none');
    const ended = 'Your water cooler rental had a minimum term of 12 months, which ended on 14 September 2026.';
    expect(
      kind(`${ended} The rental is now on a rolling basis with no end date; to cancel, give us one month's notice.`),
    ).toBe('evergreen');
    // A rolling basis by the month is a renewal each month, not a term without end.
    expect(kind(`${ended} The rental is now on a rolling monthly basis.`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-twenty-fourth mailbox batch (terms run on, in services to households)', () => {
  it('reads "Once the 12 months are complete" and "After the settling-in period" as after the term', () => {
    expect(
      runsOnAfterItsTerm(
        "Once the 12 months are complete, your membership will continue until cancelled with one month's written notice.",
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('Once the 12 months are complete, we will send you a certificate.')).toBe(false);
    expect(
      runsOnAfterItsTerm(
        "After the settling-in period, the contract continues until either party gives 4 weeks' written notice.",
      ),
    ).toBe(true);
    expect(runsOnAfterItsTerm('After the settling-in period, fees are charged monthly.')).toBe(false);
  });

  it('reads what runs on after a trial period or a minimum stay that ended, or after a minimum stated before', () => {
    expect(
      kind(
        "Your regular clean started on 4 May 2026 with a 3-month trial period, which has now finished. Your cleans will carry on every fortnight with no end date; just give us two weeks' notice if you want to stop.",
      ),
    ).toBe('evergreen');
    expect(
      kind(
        "Your self-storage agreement has a minimum stay of 8 weeks from 3 October 2026, which ends on 28 November 2026. From then on the agreement continues until you move out, with 14 days' notice.",
      ),
    ).toBe('evergreen');
    const minimum = 'Your parking space licence began on 1 February 2026 for a minimum of six months.';
    expect(
      kind(
        `${minimum} Since 1 August 2026 it has continued without a fixed end date and either of us can end it with one month's notice.`,
      ),
    ).toBe('evergreen');
    // From month to month after it, it renews; and a trial that turns into a paid plan renews too.
    expect(kind(`${minimum} It then continues month to month until terminated by either of us.`)).toBe('automatic');
    expect(
      kind(
        'Your 14-day trial period has now finished. Your subscription will continue at £10 per month until you cancel.',
      ),
    ).toBe('automatic');
  });
});

describe('the four-hundred-and-twenty-fifth mailbox batch (terms run on, in services to households again)', () => {
  it('reads a rental that carries on "until you ask us to collect the piano" after its minimum period', () => {
    expect(
      kind(
        "The piano rental has a minimum period of 6 months from delivery on 20 January 2027. After the minimum period, the rental carries on indefinitely until you ask us to collect the piano, giving 2 weeks' notice.",
      ),
    ).toBe('evergreen');
  });

  it('reads "It has no end date" after a first season that ended, and a key term\'s "Thereafter: ongoing"', () => {
    const noEnd = "It has no end date; either of us can stop it on one month's notice.";
    expect(
      kind(
        `Your garden maintenance agreement ran for a first season ending 31 October 2026 and has since continued on the same terms. ${noEnd}`,
      ),
    ).toBe('evergreen');
    expect(kind(`Thank you for your order. ${noEnd}`)).toBe('none');
    expect(runsOnAfterItsTerm("Thereafter: ongoing, cancel with 30 days' written notice.")).toBe(true);
    expect(runsOnAfterItsTerm('Thereafter: ongoing support calls are charged.')).toBe(false);
  });
});

describe('the four-hundred-and-twenty-sixth mailbox batch (terms run on, in professional services)', () => {
  it('reads engagements that run on after a retainer period, a fixed term, an initial 12 months or a one-year term', () => {
    expect(
      kind(
        "Following the end of the initial retainer period on 30 November 2026, we will continue to act for you on the same basis until our retainer is terminated by you or by us on 30 days' written notice.",
      ),
    ).toBe('evergreen');
    expect(kind('Following the end of the initial retainer period, we will send our final invoice.')).toBe('none');
    expect(
      kind(
        "Your HR support subscription's fixed term is complete as of 31 October 2026. From 1 November 2026 you're on our open-ended plan; cancel any time with one month's notice.",
      ),
    ).toBe('evergreen');
    expect(kind("Thank you. You're on our open-ended plan.")).toBe('none');
    const place = "Your agency's place on our preferred supplier list ran for an initial 12 months to 31 August 2026";
    expect(
      kind(
        `${place} and has rolled over into an open-ended arrangement, terminable by either party with 30 days' notice.`,
      ),
    ).toBe('evergreen');
    expect(kind(`${place} and has rolled over into a new 12-month term.`)).not.toBe('evergreen');
    expect(
      kind(
        'We confirm that, now that the initial one-year term of the services agreement has expired (on 15 September 2026), the agreement continues to apply without limitation of time.',
      ),
    ).toBe('evergreen');
  });

  it('reads an option to extend "the Consultancy Period" as the contract\'s, not one to extend a delivery date', () => {
    expect(
      kind(
        'The Client may extend the Consultancy Period, which ends on 31 July 2027, by up to six months by giving written notice before it ends.',
      ),
    ).toBe('option');
    expect(kind('The Client may extend the delivery date by up to six months.')).toBe('none');
  });
});

describe('the four-hundred-and-twenty-seventh mailbox batch (terms rolled on, in rentals and hire)', () => {
  const renewal = (text: string) => findRenewal(prepareDocument(text)).value;

  it('reads a subscription that "has rolled over into a new 12-month term" as renewing a year at a time', () => {
    expect(
      renewal(
        'Your Teamboard Business subscription reached the end of its first year on 31 August 2026 and has rolled over into a new 12-month term.',
      ),
    ).toMatchObject({ kind: 'automatic', renewalTermMonths: 12 });
    // A lease or a contract renewed for a further term may have been renewed by agreement: no renewal by itself.
    expect(kind('We confirm that your lease has been renewed for a further term of 12 months from 1 March 2027.')).toBe(
      'none',
    );
  });

  it('reads a rental that "has gone onto monthly terms" as renewing each month, not monthly payment terms', () => {
    expect(
      renewal(
        'The initial 12 months of your water cooler rental finished on 1 November 2026, so your rental has gone onto monthly terms.',
      ),
    ).toMatchObject({ kind: 'automatic', renewalTermMonths: 1 });
    expect(kind('Your rental account has moved to monthly payment terms.')).toBe('none');
  });

  it('reads "out of contract, rolling every 30 days" as renewing each month, not one paying month to month', () => {
    expect(
      renewal(
        'Minimum term: 24 months\nCurrent status: out of contract, rolling every 30 days\nNotice to cease: 30 days',
      ),
    ).toMatchObject({ kind: 'automatic', renewalTermMonths: 1 });
    expect(
      kind(
        'Your current Fibre 500 contract ended on 14 October 2026, and you are now out of contract, paying month to month at £46.00.',
      ),
    ).toBe('none');
  });
});

describe('the four-hundred-and-twenty-eighth mailbox batch (terms run on after a trial)', () => {
  it('reads a service that runs on "After the trial," or "From the end of the pilot", not one with no trial before', () => {
    const cleaning = 'Your office cleaning began on 4 January 2027 with a 4-week trial period.';
    const runsOn = "the service continues until either of us gives 14 days' notice.";
    expect(kind(`${cleaning} After the trial, ${runsOn}`)).toBe('evergreen');
    expect(kind(`${cleaning} After the trial results, ${runsOn}`)).not.toBe('evergreen');
    const pilot = 'Your Pipewell CRM pilot runs from 1 February 2027 for a trial period of three months.';
    const licence = "the licence continues without a fixed end date until you cancel with 60 days' notice.";
    expect(kind(`${pilot} From the end of the pilot, ${licence}`)).toBe('evergreen');
    expect(kind(`${pilot} From the end of the month, ${licence}`)).not.toBe('evergreen');
  });

  it('reads a place or care that runs on "Once that\'s over" or "for as long as you need it" after a trial', () => {
    expect(
      kind(
        "Your child's place started on 6 September 2027 with a two-week settling-in trial. Once that's over, the place carries on until you give us four weeks' notice.",
      ),
    ).toBe('evergreen');
    expect(
      kind(
        "Your child's place started on 6 September 2027 with a two-week settling-in trial. The place carries on until you give us four weeks' notice.",
      ),
    ).not.toBe('evergreen');
    const care =
      'Your care package began on 3 February 2027 with a 4-week trial. Once the trial is over, care continues';
    expect(kind(`${care} for as long as you need it; just give us 7 days' notice to stop.`)).toBe('evergreen');
    expect(kind(`${care} as before.`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-twenty-ninth mailbox batch (terms run on, in services to households a third time)', () => {
  it('reads broadband that "you\'ll stay connected" on after its minimum term ended, not a hotspot', () => {
    const runsOn = "you'll stay connected on the same package until you decide to cancel, with 30 days' notice.";
    expect(
      kind(`Your broadband's 18-month minimum term ended on 2 October 2026. There's no new contract: ${runsOn}`),
    ).toBe('evergreen');
    expect(kind(`Welcome to Skyline. ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads a cleaner kept on "for as long as you like" after a fixed commitment, not without one', () => {
    const keptOn = "after that you can keep us on for as long as you like and cancel with two weeks' notice.";
    expect(
      kind(`Our cleaning started on 12 January 2027. The first three months are a fixed commitment; ${keptOn}`),
    ).toBe('evergreen');
    expect(
      kind(
        "Our cleaning started on 12 January 2027. You can keep us on for as long as you like, with two weeks' notice.",
      ),
    ).not.toBe('evergreen');
  });

  it('reads monitoring kept on after "The 3-year monitoring agreement ... ran out", not after a warranty', () => {
    const keptOn = "We will continue to monitor your alarm until you give us 30 days' written notice.";
    expect(kind(`The 3-year monitoring agreement for your alarm ran out on 30 June 2026. ${keptOn}`)).toBe('evergreen');
    expect(kind(`The 3-year warranty for your alarm ran out on 30 June 2026. ${keptOn}`)).not.toBe('evergreen');
  });

  it('reads an arrangement that "becomes ongoing" after the first 8 weeks, not one that only may be ended then', () => {
    const placement = 'Your nanny placement through Little Stars began on 4 January 2027. After the first 8 weeks,';
    expect(
      kind(`${placement} the arrangement becomes ongoing and either the family or the agency can end it with notice.`),
    ).toBe('evergreen');
    expect(kind(`${placement} either the family or the agency can end it with four weeks' notice.`)).not.toBe(
      'evergreen',
    );
  });
});

describe('the four-hundred-and-thirtieth mailbox batch (terms run on, in sport, leisure and clubs)', () => {
  it('reads a membership that goes on after its "first-year commitment ends", or "once that\'s done"', () => {
    const runsOn =
      'From 1 April 2027 your membership continues on an open-ended basis and can be resigned with notice.';
    expect(kind(`Your golf membership's first-year commitment ends on 31 March 2027. ${runsOn}`)).toBe('evergreen');
    expect(kind(`Your golf membership's first-year fee is due on 31 March 2027. ${runsOn}`)).not.toBe('evergreen');
    const climbing = 'Your climbing centre membership started on 3 May 2027 with a minimum term of 6 months;';
    expect(kind(`${climbing} once that's done it carries on indefinitely and you can cancel with notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${climbing} once that's done we will send your card.`)).toBe('none');
  });

  it('reads an agreement that "ran from" one day "to" another and "has continued since" without a fixed end', () => {
    const dojo = 'The 12-month instructor agreement between Tora Dojo and Sam Patel';
    expect(
      kind(
        `${dojo} ran from 1 September 2025 to 31 August 2026 and has continued since on the same terms without any fixed end.`,
      ),
    ).toBe('evergreen');
    expect(kind(`${dojo} will run from 1 September 2025 to 31 August 2026.`)).toBe('none');
  });

  it('reads "until either of us withdraws", "keeps his place" after the first block and a stable that "is yours until"', () => {
    const season = "Our sponsorship of the under-12s' kit was agreed for the 2026/27 season, ending 31 May 2027.";
    expect(kind(`${season} Thereafter it will stay in place until either of us withdraws with notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${season} Thereafter the kit will stay in the club's store.`)).toBe('none');
    const lessons = 'Lessons for Leo began on 10 January 2027 and the first block of 10 weeks is paid up front.';
    expect(kind(`${lessons} After the first block, Leo keeps his place with no end date.`)).toBe('evergreen');
    expect(kind(`${lessons} After the first block, Leo keeps his certificate.`)).toBe('none');
    const livery = 'Full livery starts on 1 April 2027. We ask for a commitment of three months to begin with;';
    expect(kind(`${livery} after that the stable is yours until you give us a month's notice.`)).toBe('evergreen');
    expect(kind(`${livery} after that the stable is yours to decorate.`)).toBe('none');
  });
});

describe('the four-hundred-and-thirty-first mailbox batch (terms run on, in facilities and maintenance)', () => {
  it('reads collections that carried on after a fixed period "came to an end", stopped "; either of us can stop them"', () => {
    const ended = "Your trade waste collection agreement's fixed period came to an end on 30 September 2026.";
    expect(
      kind(`${ended} Collections have carried on since on the same terms; either of us can stop them with notice.`),
    ).toBe('evergreen');
    expect(kind(`${ended} Collections have carried on since on the same terms; we will invoice them monthly.`)).toBe(
      'none',
    );
  });

  it('reads a row "thereafter open-ended, terminable by either party on 6 months\' notice"', () => {
    const row = 'Term: an initial 3 years from the Service Commencement Date (1 April 2027);';
    expect(kind(`${row} thereafter open-ended, terminable by either party on 6 months' notice.`)).toBe('evergreen');
    expect(kind(`${row} thereafter the price is terminable by either party on 6 months' notice.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a placement "for an initial 12 months" that continues "until one of us asks for the machines to be removed"', () => {
    const placed = 'The vending machines were placed on 15 October 2025 for an initial 12 months.';
    expect(
      kind(`${placed} The placement now simply continues until one of us asks for the machines to be removed.`),
    ).toBe('evergreen');
    expect(
      kind(`${placed} The placement now simply continues until one of us asks for the machines to be cleaned.`),
    ).toBe('none');
  });

  it('reads a service that "has rolled on with no fixed end" "Since that ended", and an option "by one further year"', () => {
    const plants = 'Our plant care service for your office began on 6 April 2026 with a six-month minimum.';
    expect(kind(`${plants} Since that ended on 6 October 2026 the service has rolled on with no fixed end.`)).toBe(
      'evergreen',
    );
    expect(kind(`${plants} Since that ended on 6 October 2026 the service has been paused.`)).toBe('none');
    const ends = 'The window cleaning contract ends on 31 August 2027.';
    expect(kind(`${ends} The Client may extend it by one further year on giving written notice.`)).toBe('option');
    expect(kind(`${ends} The Client may extend its hours by one further day on giving written notice.`)).toBe('none');
  });
});

describe("the four-hundred-and-thirty-second mailbox batch (terms run on, in vendors' e-mails a fifth time)", () => {
  it('reads a service that keeps running after its initial term "wrapped up on" a day, not without it', () => {
    const runsOn =
      "Nothing changes - the service keeps running on the same terms, and you can end it with 30 days' notice.";
    const ended = 'The initial 24-month term of your Fleetline telematics agreement wrapped up on 31 October 2026.';
    expect(kind(`${ended} ${runsOn}`)).toBe('evergreen');
    expect(kind(`Your Fleetline telematics order was delivered on 31 October 2026. ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads an account that stays active after its "commitment period ended", not after a discount ended', () => {
    const runsOn = 'It stays active on your current plan until you close it.';
    expect(kind(`Your commitment period with Stackwise ended on 15 September 2026. ${runsOn}`)).toBe('evergreen');
    expect(kind(`Your commitment discount with Stackwise ended on 15 September 2026. ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads a service that "has simply carried on" after its initial term finished, not one about to start', () => {
    expect(
      kind('Your initial Payroll Plus term finished on 28 February 2026 and your service has simply carried on.'),
    ).toBe('evergreen');
    expect(
      kind('Your initial Payroll Plus term starts on 28 February 2026 and your service has simply carried on.'),
    ).toBe('none');
  });
});

describe('the four-hundred-and-thirty-third mailbox batch (terms run on, in sport, leisure and clubs a second time)', () => {
  it('reads a booking that "stays yours with no end date until" notice, not a thing that stays yours', () => {
    const first = 'Your block booking of Court 2 runs for the first term, 14 January 2027 to 1 April 2027.';
    expect(kind(`${first} It then stays yours with no end date until you give us four weeks' notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${first} The trophy then stays yours with no end date.`)).not.toBe('evergreen');
    expect(kind(`${first} It then stays yours, and the key with it, until you give us four weeks' notice.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a hire that carries on indefinitely "After those 3 months", not one said of other months', () => {
    const fixed = 'Studio hire for your yoga class: the first 3 months from 5 January 2027 are a fixed booking.';
    expect(
      kind(`${fixed} After those 3 months the hire carries on indefinitely, cancellable with 30 days' notice.`),
    ).toBe('evergreen');
    expect(
      kind(`${fixed} The hire carries on indefinitely in those 3 months, with 30 days' notice to move a class.`),
    ).not.toBe('evergreen');
  });

  it('reads a contract that "Since then ... has run on an ongoing basis" after a season ending on a day', () => {
    const season = 'The grounds contract began on 1 March 2026 for a term of one season, ending 30 September 2026.';
    expect(kind(`${season} Since then it has run on an ongoing basis and can be ended with 8 weeks' notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${season} It has run on a tight budget and can be ended with 8 weeks' notice.`)).not.toBe('evergreen');
  });

  it('reads what continues until notice "now past the minimum", or after one stated "with a minimum of 4 months"', () => {
    const untilTold = 'It continues until you tell us you want to stop.';
    expect(kind(`You're now past the minimum, so it continues until you tell us you want to stop.`)).toBe('evergreen');
    expect(kind(`You're now past the first visit, so it continues until you tell us you want to stop.`)).not.toBe(
      'evergreen',
    );
    expect(kind(`Your agreement started 1 June 2026 with a minimum of 4 months. ${untilTold}`)).toBe('evergreen');
    expect(kind(`Your agreement started 1 June 2026. ${untilTold}`)).not.toBe('evergreen');
    // A minimum spend is no length.
    expect(kind(`Your agreement started 1 June 2026 with a minimum spend of £40. ${untilTold}`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-thirty-fourth mailbox batch (terms run on after a trial or probation again)', () => {
  it('reads what carries on with no fixed term "When the pilot phase ends", not when a review ends', () => {
    const runsOn = "your subscription carries on with no fixed term; you can cancel with 30 days' notice.";
    expect(kind(`When the pilot phase ends, ${runsOn}`)).toBe('evergreen');
    expect(kind(`When the pilot review ends, ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads what continues open-ended "On successful completion of the probationary period"', () => {
    const runsOn = "the contract will continue on an open-ended basis, terminable by either party on 30 days' notice.";
    expect(kind(`On successful completion of the probationary period, ${runsOn}`)).toBe('evergreen');
    expect(kind(`On successful completion of the probationary review, ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads a machine that "Since the trial ended ... has stayed with you on our standard open-ended rental"', () => {
    const stayed = "it has stayed with you on our standard open-ended rental, which you can end with 60 days' notice.";
    expect(kind(`Since the trial ended, ${stayed}`)).toBe('evergreen');
    expect(kind(`Since the delivery, ${stayed}`)).not.toBe('evergreen');
    expect(kind('Since the trial ended, it has stayed with you on our standard monthly rental.')).not.toBe('evergreen');
  });

  it('reads "Any extension will be agreed with you before the end date" as renewal by both', () => {
    const ends = 'Your fixed-term contract with the library runs from 1 February 2027 to 31 January 2028.';
    expect(kind(`${ends} Any extension will be agreed with you before the end date.`)).toBe('mutual');
    expect(kind(`${ends} Any extension will be refused.`)).not.toBe('mutual');
  });
});

describe('the four-hundred-and-thirty-fifth mailbox batch (terms run on, in transport, logistics and storage)', () => {
  const ended =
    'Our courier service started on 3 February 2026 with an initial 6-month term, which ended on 2 August 2026.';

  it('reads what carried on since its term ended "and either of us can stop the arrangement with" notice', () => {
    expect(
      kind(
        `${ended} Collections have carried on since, and either of us can stop the arrangement with 30 days' notice.`,
      ),
    ).toBe('evergreen');
    expect(
      kind(`${ended} Collections have carried on since, and either of us can change the times with 30 days' notice.`),
    ).not.toBe('evergreen');
  });

  it('reads a van kept "on an open-ended secondary hire" after its primary period ends, not one kept clean', () => {
    const primary = 'The primary period of your contract hire ends on 14 February 2027.';
    expect(kind(`${primary} You may keep the van after that on an open-ended secondary hire.`)).toBe('evergreen');
    expect(kind(`${primary} You may keep the van clean after that on our standard valeting plan.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads what "has continued beyond its first year" until notice, not beyond its first invoice', () => {
    const untilNotice = "and will do so until either party gives 90 days' written notice.";
    expect(
      kind(
        `The fleet maintenance agreement started on 1 June 2025. It has continued beyond its first year ${untilNotice}`,
      ),
    ).toBe('evergreen');
    expect(
      kind(
        `The fleet maintenance agreement started on 1 June 2025. It has continued beyond its first invoice ${untilNotice}`,
      ),
    ).not.toBe('evergreen');
  });

  it('reads what stays in force "once that year is up, without a set end date"', () => {
    const signed = 'Our agreement, signed for an initial period of one year from 10 January 2026, will stay in force';
    expect(kind(`${signed} once that year is up, without a set end date.`)).toBe('evergreen');
    expect(kind(`${signed} once that invoice is paid, without a set end date.`)).not.toBe('evergreen');
  });

  it('reads a contract that "now runs without an end date" after its fixed period ended', () => {
    const fixed = 'The transport contract ran for its fixed period of one academic year, ending 23 July 2026.';
    expect(kind(`${fixed} It now runs without an end date; the Council may end it on 12 weeks' notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${fixed} The bus now runs without a conductor; the Council may end it on 12 weeks' notice.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a lease that remains in place with no end date after "a six-month minimum"', () => {
    const runsOn = 'The lease remains in place with no end date.';
    expect(kind(`Your e-bike fleet lease began on 1 April 2026 on a six-month minimum. ${runsOn}`)).toBe('evergreen');
    expect(kind(`Your e-bike fleet lease began on 1 April 2026 on a six-month warranty. ${runsOn}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "Your staff car park permit ... renews automatically every three months", not a permit for a day', () => {
    expect(
      kind('Your staff car park permit runs until 31 March 2027 and renews automatically every three months.'),
    ).toBe('automatic');
    expect(kind('Your staff car park permit runs until 31 March 2027.')).toBe('none');
  });
});

describe('the four-hundred-and-thirty-sixth mailbox batch (terms run on, in health and care services)', () => {
  it('reads what runs on a continuing basis after a service "has now completed its initial two-year term"', () => {
    const runsOn =
      "From here it will run on a continuing basis, and either party may end it with three months' notice.";
    expect(
      kind(`Our service has now completed its initial two-year term (1 October 2024 to 30 September 2026). ${runsOn}`),
    ).toBe('evergreen');
    expect(
      kind(`Our service has now completed its initial two-year audit (1 October 2024 to 30 September 2026). ${runsOn}`),
    ).not.toBe('evergreen');
  });

  it('reads what "carries on open-endedly" after "an initial commitment of 6 months"', () => {
    const began = 'The physiotherapy package began on 12 January 2026 with an initial commitment of 6 months.';
    expect(kind(`${began} It carries on open-endedly, cancellable by either side with 4 weeks' notice.`)).toBe(
      'evergreen',
    );
    expect(
      kind(`${began} It carries on at the Harley Street clinic, with 4 weeks' notice to move a session.`),
    ).not.toBe('evergreen');
  });

  it('reads "After 31 March 2027 the agreement continues until terminated", not after a day and another', () => {
    const continues = "the agreement continues until terminated by either party with three months' notice.";
    expect(kind(`Initial term: 1 April 2026 to 31 March 2027. After 31 March 2027 ${continues}`)).toBe('evergreen');
    expect(
      kind(`Initial term: 1 April 2026 to 31 March 2027. After 31 March 2027 and 30 June 2027 ${continues}`),
    ).not.toBe('evergreen');
  });

  it('reads an engagement that "is now open-ended" after a minimum, not one with open-ended hours', () => {
    const minimum = "Dr Hughes's locum engagement was for a minimum of 3 months from 4 May 2026.";
    expect(
      kind(`${minimum} The engagement is now open-ended and may be ended by either party on 28 days' notice.`),
    ).toBe('evergreen');
    expect(
      kind(`${minimum} The rota is now open-ended hours, and may be ended by either party on 28 days' notice.`),
    ).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-thirty-seventh mailbox batch (terms run on, in education)', () => {
  it('reads support that carries on without a fixed end "Having passed that point", not having passed an inspection', () => {
    const initial = 'Our IT support agreement was for an initial term of one academic year from 1 September 2025.';
    expect(kind(`${initial} Having passed that point, support carries on without a fixed end.`)).toBe('evergreen');
    expect(kind(`${initial} Having passed that inspection, support carries on without a fixed end.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads lessons that "have continued since, with no end date" after "the first half-term ... (ending" a day', () => {
    const since = 'Lessons have continued since, with no end date.';
    expect(kind(`Lessons began with the first half-term paid in advance (ending 22 May 2026). ${since}`)).toBe(
      'evergreen',
    );
    expect(kind(`Lessons began with the first half-hour paid in advance (ending 22 May 2026). ${since}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "you stay enrolled until you tell us" after a minimum commitment, not a student who stays late', () => {
    const minimum = 'Your enrolment started on 12 October 2026 with a minimum commitment of 10 weeks.';
    expect(kind(`${minimum} After that, you stay enrolled until you tell us you'd like to leave.`)).toBe('evergreen');
    expect(kind(`${minimum} After that, you stay late until you tell us you'd like to leave.`)).not.toBe('evergreen');
  });

  it('reads what "remains in effect thereafter until" notice after an agreement that "ran for three years ... and expired"', () => {
    const remains = "It remains in effect thereafter until either party gives six months' notice.";
    expect(kind(`Our agreement ran for three years and expired on 30 June 2026. ${remains}`)).toBe('evergreen');
    expect(kind(`Our agreement ran for three years and was signed on 30 June 2023. ${remains}`)).not.toBe('evergreen');
  });

  it('reads a renewal "each academic year" as a year at a time', () => {
    const months = (text: string) => renewalOf('automatic', text).renewalTermMonths;
    expect(months('Your club place renews automatically each academic year on 1 September.')).toBe(12);
    expect(months('Your club place renews automatically each academic term on 1 September.')).not.toBe(12);
  });
});

describe('the four-hundred-and-thirty-eighth mailbox batch (terms run on, in retail and shops)', () => {
  it('reads what carries on "until you ask us to close it" once "That period is over"', () => {
    const started = 'Your card terminal agreement started on 1 February 2025 for 18 months.';
    expect(kind(`${started} That period is over, and the agreement now carries on until you ask us to close it.`)).toBe(
      'evergreen',
    );
    expect(kind(`${started} The agreement carries on until you ask us to close it.`)).not.toBe('evergreen');
    expect(
      kind(`${started} That period is over, and the agreement now carries on until you ask us to close early.`),
    ).not.toBe('evergreen');
  });

  it('reads a row\'s "thereafter open-ended, ended by either party with" notice, not one ended by a sale', () => {
    const row = 'Display equipment hire: initial period 3 months from 10 January 2027;';
    expect(kind(`${row} thereafter open-ended, ended by either party with 14 days' notice.`)).toBe('evergreen');
    expect(kind(`${row} thereafter the equipment is sold, ended by either party with 14 days' notice.`)).not.toBe(
      'evergreen',
    );
  });
});

describe('the four-hundred-and-thirty-ninth mailbox batch (terms run on, in councils and public bodies)', () => {
  it('reads what has been continued without an end date after "an initial two seasons ... ending" a day', () => {
    const continued = 'It has been continued on a rolling basis without an end date.';
    expect(
      kind(`The contract was let for an initial two seasons (2025 and 2026) ending 31 October 2026. ${continued}`),
    ).toBe('evergreen');
    expect(
      kind(`The contract was let for two seasons (2025 and 2026), its invoices ending 31 October 2026. ${continued}`),
    ).not.toBe('evergreen');
  });

  it('reads what "will continue until either gives" notice after an agreement that "ran from" one day "to" another', () => {
    const continued = "It has continued in force and will continue until either gives 90 days' notice.";
    expect(kind(`The service level agreement ran from 1 April 2025 to 31 March 2026. ${continued}`)).toBe('evergreen');
    expect(kind(`The service level agreement runs from 1 April 2025 to 31 March 2027. ${continued}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a fixed term "and after the fixed term until either party terminates"', () => {
    const runs = 'Active Leisure runs the Centre for a fixed term of five years from 1 January 2021, and';
    expect(kind(`${runs} after the fixed term until either party terminates on twelve months' notice.`)).toBe(
      'evergreen',
    );
    expect(kind(`${runs} after the refit until either party terminates on twelve months' notice.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a service that "After the initial year ... has simply carried on, and either party can end it"', () => {
    const carriedOn = "it has simply carried on, and either party can end it by giving one month's written notice.";
    expect(kind(`After the initial year ${carriedOn}`)).toBe('evergreen');
    expect(kind(`After the initial visit ${carriedOn}`)).not.toBe('evergreen');
  });

  it('reads "Any extension is at the Funder\'s sole discretion" as an option, not a change of dates so', () => {
    const ends = 'The grant agreement runs until 31 March 2028.';
    expect(kind(`${ends} Any extension is at the Funder's sole discretion.`)).toBe('option');
    expect(kind(`${ends} Any change of reporting dates is at the Funder's sole discretion.`)).not.toBe('option');
  });
});

describe('the four-hundred-and-fortieth mailbox batch (terms run on, in homes let and rented)', () => {
  it('reads "The first three months were fixed; you\'re now on an open-ended licence"', () => {
    expect(kind("The first three months were fixed; you're now on an open-ended licence.")).toBe('evergreen');
    expect(kind("The first three months were busy; you're now on an open-ended licence.")).not.toBe('evergreen');
    expect(kind("The first three months were fixed; you're now on an open-ended waiting list.")).not.toBe('evergreen');
  });

  it('reads "on a minimum 4-week booking from" a day, "then until you tell us you\'re done"', () => {
    const booking = 'Locker 212 is yours on a minimum 4-week booking from 2 January 2027, then until you tell us';
    expect(kind(`${booking} you're done, with 7 days' notice.`)).toBe('evergreen');
    expect(kind(`${booking} your new address, with 7 days' notice.`)).not.toBe('evergreen');
  });

  it('reads a licence that "has continued past that date without any fixed end"', () => {
    const season = 'Your beach hut licence covered the 2026 season, ending 30 September 2026.';
    expect(kind(`${season} It has continued past that date without any fixed end.`)).toBe('evergreen');
    expect(kind(`${season} It has continued past that hut without any fixed end.`)).not.toBe('evergreen');
  });

  it('reads an agreement that "has since become an open-ended arrangement", not an open-ended question', () => {
    const started = 'Your lodger agreement started on 4 January 2026 for an initial fixed term of 6 months and';
    expect(kind(`${started} has since become an open-ended arrangement.`)).toBe('evergreen');
    expect(kind(`${started} has since become an open-ended question.`)).not.toBe('evergreen');
  });

  it('reads what "stays in place with no set end date" after a service "agreed for 12 months from" a day', () => {
    const runsOn = 'The review is done and the service stays in place with no set end date.';
    expect(kind(`Concierge cover was agreed for 12 months from 1 July 2025. ${runsOn}`)).toBe('evergreen');
    expect(kind(`Concierge cover was agreed on 1 July 2025. ${runsOn}`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-forty-first mailbox batch (terms run on, in construction and the trades)', () => {
  it('reads a contract that "shall subsist until either Party brings it to an end", not one that subsists for a length', () => {
    const initial = 'The Term continues for an Initial Period of two years.';
    expect(
      kind(`${initial} Beyond the Initial Period the Contract shall subsist until either Party brings it to an end.`),
    ).toBe('evergreen');
    expect(kind(`${initial} Beyond the Initial Period the Contract shall subsist for one further year.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "once that\'s run its course we\'ll carry on ... with no end date"', () => {
    const block = 'We agreed a first block of 10 weeks starting 19 October 2026 at the fixed rate;';
    const after = "we'll carry on exchanging skips as and when you need them, with no end date";
    expect(kind(`${block} once that's run its course ${after}.`)).toBe('evergreen');
    expect(kind(`${block} once that's run its test ${after}.`)).not.toBe('evergreen');
  });

  it('reads "After the minimum term, rental is open-ended", not an open-ended question', () => {
    expect(kind('Minimum term: 12 weeks. After the minimum term, rental is open-ended and charged weekly.')).toBe(
      'evergreen',
    );
    expect(kind('Minimum term: 12 weeks. After the minimum term, the question is open-ended.')).not.toBe('evergreen');
  });

  it('reads an agreement effective for an indefinite period "Following the expiry of the initial duration"', () => {
    const initial = 'This Framework Agreement shall have an initial duration of eighteen (18) months.';
    const after = 'this Framework Agreement shall remain effective for an indefinite period';
    expect(kind(`${initial} Following the expiry of the initial duration, ${after}.`)).toBe('evergreen');
    expect(kind(`${initial} Following the expiry of the initial invoice, ${after}.`)).not.toBe('evergreen');
  });

  it('reads "any further hire will need a new order agreed by both of us" as mutual, not one from the hirer alone', () => {
    const ends = 'The crane hire ends on 30 January 2027;';
    expect(kind(`${ends} any further hire will need a new order agreed by both of us.`)).toBe('mutual');
    expect(kind(`${ends} any further hire will need a new order from you.`)).not.toBe('mutual');
  });
});

describe('the four-hundred-and-forty-second mailbox batch (terms run on, in manufacturing and supply)', () => {
  it('reads "That period is behind us now and we\'re simply continuing ... until one of us pulls the plug"', () => {
    const continuing = "we're simply continuing to supply on the agreed price list, open-ended, until one of us";
    expect(kind(`That period is behind us now and ${continuing} pulls the plug.`)).toBe('evergreen');
    expect(kind(`That period is behind us now and ${continuing} pulls the trigger.`)).not.toBe('evergreen');
    expect(kind(`That period is ahead of us now and ${continuing} pulls the plug.`)).not.toBe('evergreen');
  });

  it('reads a service "started on" a day "with a six-month minimum" that "now runs with no fixed end"', () => {
    const runsOn = 'It now runs with no fixed end.';
    expect(kind(`Your EDI messaging service started on 20 May 2026 with a six-month minimum. ${runsOn}`)).toBe(
      'evergreen',
    );
    expect(kind(`Your EDI messaging service started on 20 May 2026 with a six-month warranty. ${runsOn}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "Once the first year has elapsed, storage carries on indefinitely", not a warranty so', () => {
    expect(kind('Once the first year has elapsed, storage carries on indefinitely.')).toBe('evergreen');
    expect(kind('Once the first year has elapsed, liability carries on indefinitely.')).not.toBe('evergreen');
    expect(kind('Once the first year has started, storage carries on indefinitely.')).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-forty-third mailbox batch (terms run on, in legal, compliance and office services)', () => {
  it('reads "After that, we will act for you on an ongoing basis until our engagement is ended"', () => {
    const fixed = 'The first twelve months are a fixed engagement. After that, we will act for you on an ongoing basis';
    expect(kind(`${fixed} until our engagement is ended in writing.`)).toBe('evergreen');
    expect(kind(`${fixed} until the project is finished.`)).not.toBe('evergreen');
  });

  it('reads "for a minimum term of twelve (12) months and thereafter for an indefinite period"', () => {
    const concluded = 'The Agreement is concluded for a minimum term of twelve (12) months and thereafter';
    expect(kind(`${concluded} for an indefinite period.`)).toBe('evergreen');
    expect(kind(`${concluded} for successive periods of twelve (12) months.`)).not.toBe('evergreen');
    expect(kind('The Agreement is concluded for an indefinite period.')).not.toBe('evergreen');
  });

  it('reads "It does not end when that period does: it stays in effect until either party ends it"', () => {
    const initial = 'Its initial period is 18 months.';
    const stays = "it stays in effect until either party ends it on 60 days' notice.";
    expect(kind(`${initial} It does not end when that period does: ${stays}`)).toBe('evergreen');
    expect(kind(`${initial} It does not end when that invoice does: ${stays}`)).not.toBe('evergreen');
  });

  it('reads "We\'ll keep collecting after that until you cancel" as continuing, not keeping records', () => {
    const minimum = 'Your console service has a minimum term of 24 months from the first collection on 8 June 2026.';
    expect(kind(`${minimum} We'll keep collecting after that until you cancel.`)).toBe('evergreen');
    expect(kind(`${minimum} We'll keep records after that until you cancel.`)).not.toBe('evergreen');
  });

  it('reads a row "After the fixed period: open-ended" before the next row, not open-ended questions', () => {
    const rows = 'Start date: 12 August 2026 Fixed period: 6 months After the fixed period: open-ended';
    expect(kind(`${rows} Notice to terminate: 30 days`)).toBe('evergreen');
    expect(kind(`${rows} questions are answered by the account team.`)).not.toBe('evergreen');
  });

  it('reads an extension "only by a new letter of engagement signed by both of us" as mutual', () => {
    const expires = 'The retainer expires on 31 December 2026 and may be extended only by a new letter of engagement';
    expect(kind(`${expires} signed by both of us.`)).toBe('mutual');
    expect(kind(`${expires} signed by you.`)).not.toBe('mutual');
  });

  it('reads what "From" a later day "simply carries on, with no end date" after the day it began on', () => {
    const carriesOn = 'From 1 March 2027 it simply carries on, with no end date.';
    expect(kind(`Your service began on 1 March 2026 and the first year was paid upfront. ${carriesOn}`)).toBe(
      'evergreen',
    );
    expect(kind(`Your service began on 1 March 2027 and the first year is paid upfront. ${carriesOn}`)).not.toBe(
      'evergreen',
    );
  });
});

describe('the four-hundred-and-forty-fourth mailbox batch (terms run on, in media, publishing and entertainment)', () => {
  it('reads a licence that "has rolled into a continuing licence", not into a continuing course', () => {
    const granted =
      'The licence was granted from 1 June 2026 for an introductory period of 3 months and has rolled into';
    expect(kind(`${granted} a continuing licence, with no expiry.`)).toBe('evergreen');
    expect(kind(`${granted} a continuing education course.`)).not.toBe('evergreen');
  });

  it('reads "Since then we\'ve produced the show on a standing basis, with no set end, and either of us can stop"', () => {
    const ran =
      "Our first season of 12 episodes ran from 3 February 2026 to 28 April 2026. Since then we've produced the show";
    const stop = "and either of us can stop with 30 days' notice.";
    expect(kind(`${ran} on a standing basis, with no set end, ${stop}`)).toBe('evergreen');
    expect(kind(`${ran} on a weekly budget, ${stop}`)).not.toBe('evergreen');
  });

  it('reads "When that block finishes, the slot stays yours until you give it up"', () => {
    const booked = 'Your Thursday evenings were booked for a first block of 8 weeks from 7 January 2027.';
    expect(kind(`${booked} When that block finishes, the slot stays yours until you give it up.`)).toBe('evergreen');
    expect(kind(`${booked} When that song finishes, the slot stays yours until you give it up.`)).not.toBe('evergreen');
    expect(kind(`${booked} When that block finishes, the slot stays yours until you give it a name.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads airtime "carried on beyond those 13 weeks ..., open-ended, ... until you instruct us to stop"', () => {
    const started = 'Your campaign started on 2 March 2026 with a committed 13-week schedule.';
    const beyond = 'It has carried on beyond those 13 weeks at the same weekly spend';
    expect(kind(`${started} ${beyond}, open-ended, and will do so until you instruct us to stop.`)).toBe('evergreen');
    expect(kind(`${started} ${beyond}, and will do so until you instruct us to change it.`)).not.toBe('evergreen');
  });

  it('reads "From then on the licence has been open-ended", not exclusive', () => {
    const fixed = 'We granted you the right from 1 April 2026, the first 6 months being a fixed term. From then on';
    expect(kind(`${fixed} the licence has been open-ended and terminable by either of us.`)).toBe('evergreen');
    expect(kind(`${fixed} the licence has been exclusive and terminable by either of us.`)).not.toBe('evergreen');
  });

  it('reads "Once the window closes, the licence carries on without a fixed end", not once a shop closes', () => {
    const began = 'The initial licence window of 24 months began on 1 July 2025.';
    const after = 'the licence carries on without a fixed end until either party withdraws.';
    expect(kind(`${began} Once the window closes, ${after}`)).toBe('evergreen');
    expect(kind(`${began} Once the shop closes, ${after}`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-forty-fifth mailbox batch (terms run on, with freelancers and contractors)', () => {
  it('reads "We\'ve extended it indefinitely on the same terms", not extended it by a month', () => {
    const began = 'Our arrangement began on 12 January 2026 with an initial 6-month contract.';
    expect(kind(`${began} We've extended it indefinitely on the same terms.`)).toBe('evergreen');
    expect(kind(`${began} We've extended it by a month on the same terms.`)).not.toBe('evergreen');
  });

  it('reads a "three-month starter package" that "wrapped up", kept going since, "open-ended now"', () => {
    const wrapped = 'Your three-month starter package wrapped up on 30 September 2026.';
    const since = "We've kept going since on the same terms with nothing fixed, so it's open-ended";
    expect(kind(`${wrapped} ${since} now and you can stop any time.`)).toBe('evergreen');
    expect(kind(`${wrapped} ${since} in scope and you can stop any time.`)).not.toBe('evergreen');
    expect(kind(`Your three-month starter package was posted on 30 September 2026. ${since} now.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a retainer that "once that term is served, remains in force without end until cancelled"', () => {
    const committed = 'The retainer has a committed term of 6 months from 15 March 2026 and, once that term is';
    expect(kind(`${committed} served, remains in force without end until cancelled.`)).toBe('evergreen');
    expect(kind(`${committed} invoiced, remains in force without end until cancelled.`)).not.toBe('evergreen');
  });

  it('reads "happy to talk about extending it if we both want to carry on" as mutual', () => {
    const ends = 'The contract ends on 31 January 2027.';
    expect(kind(`${ends} We're happy to talk about extending it if we both want to carry on.`)).toBe('mutual');
    expect(kind(`${ends} We're happy to talk about the handover if we both want to.`)).not.toBe('mutual');
  });

  it('reads "the right to extend my engagement for one further 3-month period" as an option, not a deadline', () => {
    const right = 'You have the right to extend my';
    expect(kind(`${right} engagement for one further 3-month period.`)).toBe('option');
    expect(kind(`${right} deadline for one further week.`)).not.toBe('option');
  });
});

describe('the four-hundred-and-forty-sixth mailbox batch (terms run on, in other English-speaking drafting)', () => {
  it('reads "whereafter it will endure indefinitely", not an agreement that endures for a length', () => {
    const initial = 'The agreement will endure for an initial period of 24 (twenty-four) months from 1 August 2025,';
    expect(kind(`${initial} whereafter it will endure indefinitely.`)).toBe('evergreen');
    expect(kind(`${initial} whereafter it will endure for a further 24 months.`)).not.toBe('evergreen');
  });

  it('reads "shall thereafter stand extended without any outer limit, until terminated" as running on', () => {
    const valid =
      'This Agreement shall be valid for an initial period of 11 (eleven) months from 1st April 2026 and shall';
    expect(kind(`${valid} thereafter stand extended without any outer limit, until terminated.`)).toBe('evergreen');
    expect(kind(`${valid} thereafter stand extended for eleven months at a time, until terminated.`)).not.toBe(
      'evergreen',
    );
  });
});

describe('the four-hundred-and-forty-seventh mailbox batch (terms run on, in text messages and chat notes)', () => {
  it('reads "Your 6 wk trial finished on" a day, then "keep coming as usual, no end date"', () => {
    const trial = "Your 6 wk trial finished on 13 Nov 2026. From now on I'll just keep coming as usual,";
    expect(kind(`${trial} no end date - give me 2 wks notice if you want to stop.`)).toBe('evergreen');
    expect(kind(`Your 6 wk trial was booked on 13 Nov 2026. I'll just keep coming as usual, no end date.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "the first 3 months we agreed ... are done now" before keeping going indefinitely', () => {
    const keep = 'Happy to keep going indefinitely.';
    expect(kind(`Hiya, the first 3 months we agreed (from 1 June 2026) are done now. ${keep}`)).toBe('evergreen');
    expect(kind(`Hiya, the first 3 months we agreed (from 1 June 2026) are busy now. ${keep}`)).not.toBe('evergreen');
  });

  it('reads support that "carries on open-ended after that" a 12-month deal is up, not open-ended discussions', () => {
    const up = 'Your 12-month support deal from 1 Oct 2025 is up on 1 Oct 2026. Nothing changes - support carries on';
    expect(kind(`${up} open-ended after that.`)).toBe('evergreen');
    expect(kind(`${up} open-ended discussions after that.`)).not.toBe('evergreen');
  });

  it('reads "After that her place is ongoing until you tell us you want to stop", not ongoing until a day', () => {
    const month =
      "Daisy's settling-in month (starting 1 Feb 2027) is the only fixed bit. After that her place is ongoing";
    expect(kind(`${month} until you tell us you want to stop.`)).toBe('evergreen');
    expect(kind(`${month} until March.`)).not.toBe('evergreen');
  });

  it('reads "after that it\'s an open hire", not an open question', () => {
    expect(kind("Van WX21 KLM: min hire 28 days from 3 Aug 2026, after that it's an open hire.")).toBe('evergreen');
    expect(kind("Van WX21 KLM: min hire 28 days from 3 Aug 2026, after that it's an open question.")).not.toBe(
      'evergreen',
    );
  });

  it('reads a hot desk that "just rolls on open-ended" after its minimum, not one that rolls out', () => {
    const minimum =
      "Your hot desk's 3-month minimum (from 15 Sep 2026) runs out 15 Dec 2026 - after that it just rolls";
    expect(kind(`${minimum} on open-ended.`)).toBe('evergreen');
    expect(kind(`${minimum} out open-ended.`)).not.toBe('evergreen');
  });

  it('reads "if you want to stay on we\'d need to agree new terms together" as mutual, not staying on by word', () => {
    const ends = 'Lease on the unit ends 30 Apr 2027;';
    expect(kind(`${ends} if you want to stay on we'd need to agree new terms together.`)).toBe('mutual');
    expect(kind(`${ends} if you want to stay on just let us know.`)).not.toBe('mutual');
  });
});

describe('the four-hundred-and-forty-eighth mailbox batch (terms run on, in community groups and places of worship)', () => {
  it('reads a booking that "has since carried on without any end date" after a term to a day', () => {
    const began = 'Your Tuesday evening booking began on 6 January 2026 for the spring term (to 31 March 2026) and has';
    expect(kind(`${began} since carried on without any end date.`)).toBe('evergreen');
    expect(kind(`${began} carried on without any end date.`)).not.toBe('evergreen');
  });

  it('reads "When the year is out, the appointment continues without a fixed term until" notice', () => {
    const appointed = 'We confirm your appointment as organist from 5 April 2026 for a probationary year.';
    const continues = 'the appointment continues without a fixed term until either you or the PCC gives notice.';
    expect(kind(`${appointed} When the year is out, ${continues}`)).toBe('evergreen');
    expect(kind(`${appointed} When the year is new, ${continues}`)).not.toBe('evergreen');
  });

  it('reads "Thereafter the licence is to run on indefinitely", not its fee', () => {
    const first = 'The first licence period is six months.';
    expect(kind(`${first} Thereafter the licence is to run on indefinitely.`)).toBe('evergreen');
    expect(kind(`${first} Thereafter the licence fee is to run on indefinitely.`)).not.toBe('evergreen');
  });

  it('reads a van lent for an initial period "then on a continuing basis until returned"', () => {
    const lent = 'The van is lent to the Foodbank for an initial period of 6 months starting 1 March 2026, then on a';
    expect(kind(`${lent} continuing basis until returned.`)).toBe('evergreen');
    expect(kind(`${lent} weekly basis until returned.`)).not.toBe('evergreen');
  });

  it('reads "extend the warden\'s licence for a further year" as an option, not the warden\'s warranty', () => {
    const may = "The Trustees may, if they choose, extend the warden's";
    expect(kind(`${may} licence for a further year from 1 September 2027.`)).toBe('option');
    expect(kind(`${may} warranty for a further year from 1 September 2027.`)).not.toBe('option');
  });
});

describe('the four-hundred-and-forty-ninth mailbox batch (terms run on, with pets and animals)', () => {
  it('reads "If the trial goes well, the loan continues indefinitely; either party may end it"', () => {
    const trial = 'The loan starts on 1 April 2026 with a trial period of four weeks.';
    const after = "the loan continues indefinitely; either party may end it with one month's written notice.";
    expect(kind(`${trial} If the trial goes well, ${after}`)).toBe('evergreen');
    expect(kind(`${trial} If the weather goes well, ${after}`)).not.toBe('evergreen');
  });

  it('reads "That commitment has ended and the slot now stays booked for you with no end date"', () => {
    const began = 'Your standing grooming slot began on 3 March 2026 with a 3-month introductory commitment.';
    expect(kind(`${began} That commitment has ended and the slot now stays booked for you with no end date.`)).toBe(
      'evergreen',
    );
    expect(kind(`${began} That invoice has ended and the slot now stays booked for you with no end date.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "After that it carries on without a set term", not without a set menu', () => {
    const first = 'The first year runs from 1 October 2025 to 30 September 2026.';
    expect(kind(`${first} After that it carries on without a set term.`)).toBe('evergreen');
    expect(kind(`${first} After that it carries on without a set menu.`)).not.toBe('evergreen');
  });
});

describe("the four-hundred-and-fiftieth mailbox batch (terms run on, a sixth of vendors' e-mails)", () => {
  it('reads a minimum term that "completes on" a day, then a service that "keeps running ... and you can leave"', () => {
    const runsOn = "From 2 December the service keeps running exactly as now, and you can leave with 30 days' notice.";
    expect(kind(`Your 24-month minimum term completes on 1 December 2026. ${runsOn}`)).toBe('evergreen');
    expect(kind(`Your 24-month minimum term was agreed on 1 December 2026. ${runsOn}`)).not.toBe('evergreen');
  });

  it('reads a "36-month lease ended on" a day, then "left in place on a no-fixed-term basis"', () => {
    const ended = "Your phone system's 36-month lease ended on 31 August 2026.";
    expect(kind(`${ended} So it's been left in place on a no-fixed-term basis.`)).toBe('evergreen');
    expect(kind(`${ended} So it's been left in place on a pay-as-you-go tariff.`)).not.toBe('evergreen');
  });

  it('reads a "prepaid first year ran until" a day, then hosting "continuing ... without any contract end"', () => {
    const ran = 'Your prepaid first year ran until 14 October 2026.';
    expect(kind(`${ran} Hosting is now continuing on an as-needed basis without any contract end.`)).toBe('evergreen');
    expect(kind(`${ran} Hosting is now continuing on an as-needed basis without any contract fee.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads an initial commitment that "is now complete", then "Going forward your licence has no end date"', () => {
    const done = 'The initial commitment covered 9 months from 1 January 2026 and is now complete.';
    expect(kind(`${done} Going forward your licence has no end date.`)).toBe('evergreen');
    expect(kind(`${done} Going forward your licence has no seat limit.`)).not.toBe('evergreen');
  });

  it('reads "we\'re past the 6-month minimum ..., so the service is now simply open-ended"', () => {
    const past = "We're past the 6-month minimum that began on 1 April 2026, so the service is now simply";
    expect(kind(`${past} open-ended.`)).toBe('evergreen');
    expect(kind(`${past} cheaper.`)).not.toBe('evergreen');
  });

  it('reads an agreement that "lapsed into an open-ended service", not into arrears', () => {
    const lapsed = 'Your fixed-term agreement (12 months from 3 February 2025) lapsed into';
    expect(kind(`${lapsed} an open-ended service on 3 February 2026.`)).toBe('evergreen');
    expect(kind(`${lapsed} arrears on 3 February 2026.`)).not.toBe('evergreen');
  });

  it('reads a "contract period of 24 months ... has been served", then units that "stay connected on an indefinite basis"', () => {
    const connected = 'Your units stay connected on an indefinite basis until you ask us to disconnect them.';
    expect(kind(`The contract period of 24 months from 10 May 2024 has been served. ${connected}`)).toBe('evergreen');
    expect(kind(`The contract period of 24 months from 10 May 2024 has been agreed. ${connected}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads "a renewal offer ..., which you can accept or ignore" as an option, not a price list so', () => {
    const ends = 'Your fixed-price energy contract ends on 31 March 2027.';
    expect(kind(`${ends} We'll send you a renewal offer beforehand, which you can accept or ignore.`)).toBe('option');
    expect(kind(`${ends} We'll send you a price list beforehand, which you can accept or ignore.`)).not.toBe('option');
  });
});

describe('the four-hundred-and-fifty-first mailbox batch (terms run on, in security and safety services)', () => {
  it('reads "the fixed term ... was the six months from" one day to another, then patrols continued since', () => {
    const since = 'Patrols have continued since 1 July 2026 on an open-ended basis.';
    expect(
      kind(`The fixed term of the patrol contract was the six months from 1 January 2026 to 30 June 2026. ${since}`),
    ).toBe('evergreen');
    expect(kind(`The price of the patrol contract was fixed from 1 January 2026 to 30 June 2026. ${since}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads an account that "has moved to our open-ended plan", not to our monthly plan', () => {
    const ended =
      'The 12-month initial subscription ended on 30 September 2026 and was not renewed; instead your account';
    expect(kind(`${ended} has moved to our open-ended plan.`)).toBe('evergreen');
    expect(kind(`${ended} has moved to our monthly plan.`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-fifty-second mailbox batch (terms run on, in utilities and telecoms for businesses)', () => {
  it('reads a service that "continues on the same terms with no minimum term" after its minimum period ended', () => {
    const ended =
      "Your business broadband's 24-month minimum period ended on 19 October 2026. You're now out of contract, so";
    expect(kind(`${ended} the service continues on the same terms with no minimum term.`)).toBe('evergreen');
    expect(kind(`${ended} the service continues on the same terms with no minimum spend.`)).not.toBe('evergreen');
  });

  it('reads a supply "moved onto our out-of-contract rates, which have no end date"', () => {
    const ended = 'Your fixed-rate electricity contract ended on 31 October 2026. Your supply has moved onto our';
    expect(kind(`${ended} out-of-contract rates, which have no end date.`)).toBe('evergreen');
    expect(kind(`${ended} out-of-contract rates, which have no standing charge.`)).not.toBe('evergreen');
  });

  it('reads "When the commitment ends, connections carry on airtime-only and open-ended,"', () => {
    const from = 'Mobile fleet agreement: 20 connections from 1 May 2025 on a 24-month commitment.';
    expect(
      kind(`${from} When the commitment ends, connections carry on airtime-only and open-ended, each cancellable.`),
    ).toBe('evergreen');
    expect(
      kind(`${from} When the handset arrives, connections carry on airtime-only and open-ended, each cancellable.`),
    ).not.toBe('evergreen');
  });

  it('reads "thereafter the agreement remains in place with no expiry", not with no changes', () => {
    const ran = 'The first charging period ran to 31 March 2026; thereafter the agreement remains in place with no';
    expect(kind(`${ran} expiry, determinable by either party on notice.`)).toBe('evergreen');
    expect(kind(`${ran} changes, determinable by either party on notice.`)).not.toBe('evergreen');
  });

  it('reads a term begun "for one year certain and continues thereafter until terminated"', () => {
    const began = 'The maintenance term began on 1 July 2025 for one year certain and';
    expect(kind(`${began} continues thereafter until terminated by either party.`)).toBe('evergreen');
    expect(kind(`${began} is invoiced thereafter until terminated by either party.`)).not.toBe('evergreen');
  });

  it('reads "You can choose to renew your fixed-rate gas contract for another 12 months" as an option', () => {
    expect(kind('You can choose to renew your fixed-rate gas contract for another 12 months.')).toBe('option');
    expect(kind('You can choose to renew your fixed-rate gas quote for another 12 months.')).not.toBe('option');
  });
});

describe('the four-hundred-and-fifty-third mailbox batch (terms run on, with food and drink suppliers)', () => {
  it('reads "after that the supply simply continues until either of us calls it off"', () => {
    const fixed =
      'The first 26 weeks are a fixed supply period; after that the supply simply continues until either of us';
    expect(kind(`${fixed} calls it off.`)).toBe('evergreen');
    expect(kind(`${fixed} calls it in.`)).not.toBe('evergreen');
  });

  it('reads "a six-week trial ..., then a standing order with no end date", not a delivery with no end date', () => {
    const trial = 'Standing order for fish: a six-week trial from 12 October 2026, then a';
    expect(kind(`${trial} standing order with no end date.`)).toBe('evergreen');
    expect(kind(`${trial} delivery note with no end date.`)).not.toBe('evergreen');
  });

  it('reads "Thereafter the machine stays with you on rental until you ask us to collect it"', () => {
    const minimum = 'Dishwasher rental: minimum rental 52 weeks from delivery on 9 June 2026. Thereafter the machine';
    expect(kind(`${minimum} stays with you on rental until you ask us to collect it.`)).toBe('evergreen');
    expect(kind(`${minimum} stays clean on rental until you ask us to collect it.`)).not.toBe('evergreen');
  });
});

describe('the four-hundred-and-fifty-fourth mailbox batch (terms run on, in hair, beauty and spa businesses)', () => {
  it('reads an agreement that "ran for its first 12 months from" a day before one that will go on until cancelled', () => {
    const goesOn = 'It has simply carried on and will go on until either of us cancels.';
    expect(kind(`Our agreement ran for its first 12 months from 1 March 2025. ${goesOn}`)).toBe('evergreen');
    expect(kind(`Our agreement was signed on 1 March 2025. ${goesOn}`)).not.toBe('evergreen');
  });

  it('reads what "has carried on beyond that anniversary" until cancelled, not beyond that budget', () => {
    const signed = 'Our agreement was signed on 1 March 2025. It has carried on beyond that';
    expect(kind(`${signed} anniversary and will go on until either of us cancels.`)).toBe('evergreen');
    expect(kind(`${signed} budget and will go on until either of us cancels.`)).not.toBe('evergreen');
  });

  it('reads "minimum term 13 weeks ..., then open-ended." but not then open-ended questions', () => {
    const minimum = 'Towel hire: minimum term 13 weeks from the first delivery on 2 March 2026, then open-ended';
    expect(kind(`${minimum}.`)).toBe('evergreen');
    expect(kind(`${minimum} questions.`)).not.toBe('evergreen');
  });

  it('reads "renew the treatment room licence for another six months" as an option, not its fee', () => {
    const may = 'The salon may, at its option, renew the treatment room';
    expect(kind(`${may} licence for another six months.`)).toBe('option');
    expect(kind(`${may} booking for another six months.`)).not.toBe('option');
  });
});

describe('the four-hundred-and-fifty-fifth mailbox batch (terms run on, on farms a second time)', () => {
  it('reads "and after that for as long as you want it" after a licence\'s days, not after a delivery', () => {
    const licensed = 'The store is licensed to you from 1 August 2026 to 31 July 2027, and after that';
    expect(kind(`${licensed} for as long as you want it.`)).toBe('evergreen');
    expect(kind(`${licensed} for a fee of £200.`)).not.toBe('evergreen');
  });

  it('reads a season agreed "as a first term (1 March to 31 October 2026)" before spraying kept up with no end date', () => {
    const keep = "We'll keep spraying for you in the following seasons with no end date.";
    expect(kind(`We've agreed the 2026 season as a first term (1 March to 31 October 2026). ${keep}`)).toBe(
      'evergreen',
    );
    expect(kind(`We've agreed the 2026 season's price (1 March to 31 October 2026). ${keep}`)).not.toBe('evergreen');
  });

  it('reads "After the minimum commitment, the service continues ... without any end date"', () => {
    const rows = 'Start: 15 February 2026 After the minimum';
    expect(kind(`${rows} commitment, the service continues as and when required without any end date.`)).toBe(
      'evergreen',
    );
    expect(kind(`${rows} order, the service continues as and when required without any end date.`)).not.toBe(
      'evergreen',
    );
  });

  it('reads an option "to renew the grazing licence for a further season"', () => {
    expect(kind('The tenant has an option to renew the grazing licence for a further season on the same terms.')).toBe(
      'option',
    );
    expect(
      kind('The tenant has an option to renew the grazing fence for a further season on the same terms.'),
    ).not.toBe('option');
  });
});

describe('the four-hundred-and-fifty-sixth mailbox batch (terms run on, in arts and culture)', () => {
  it('reads a loan that "continues until recalled by the lender" after its initial period', () => {
    const initial = 'An initial loan period of two years from 1 June 2025, after which the loan continues until';
    expect(kind(`${initial} recalled by the lender.`)).toBe('evergreen');
    expect(kind(`${initial} insured by the lender.`)).not.toBe('evergreen');
  });

  it('reads "beyond the bedding-in period ... simply continues, with either side able to end it on ... notice"', () => {
    const beyond = "We're beyond the bedding-in period now and the contract simply continues, with either side";
    expect(kind(`${beyond} able to end it on one month's notice.`)).toBe('evergreen');
    expect(kind(`${beyond} paying for it on one month's notice.`)).not.toBe('evergreen');
  });

  it('reads "for an initial twelve months; it has continued since without a fixed term" in one sentence', () => {
    const began = 'The appointment began on 1 September 2025 for an';
    expect(kind(`${began} initial twelve months; it has continued since without a fixed term.`)).toBe('evergreen');
    expect(kind(`${began} hour each week; it has continued since without a fixed term.`)).not.toBe('evergreen');
  });

  it('reads "; that block is finished and the hire now runs on an ongoing basis"', () => {
    const block = 'The initial block was 12 weeks; that block is';
    expect(kind(`${block} finished and the hire now runs on an ongoing basis.`)).toBe('evergreen');
    expect(kind(`${block} booked and the hire now runs on an ongoing basis.`)).not.toBe('evergreen');
  });

  it('reads a "minimum hire 6 months" before "it has been on an open-ended hire" since a day', () => {
    const since = 'since 1 April 2026 it has been on an open-ended hire.';
    expect(kind(`Storage container: minimum hire 6 months from 1 October 2025; ${since}`)).toBe('evergreen');
    expect(kind(`Storage container: delivered on 1 October 2025; ${since}`)).not.toBe('evergreen');
  });

  it('reads a concession "fixed for its first year" that "now continues indefinitely"', () => {
    const now = 'It now continues indefinitely on the same terms.';
    expect(kind(`The bar concession started 1 July 2025 and was fixed for its first year. ${now}`)).toBe('evergreen');
    expect(kind(`The bar concession started 1 July 2025 and was refitted in its first year. ${now}`)).not.toBe(
      'evergreen',
    );
  });

  it('reads a loan that ends "unless both museums agree in writing to extend it" as mutual', () => {
    const ends = 'The exhibition loan ends on 28 February 2027 unless both museums agree in writing to';
    expect(kind(`${ends} extend it.`)).toBe('mutual');
    expect(kind(`${ends} insure it.`)).not.toBe('mutual');
  });
});
