import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { namedRenewalMonths, renewalLengthAnywhere } from './renewal-length-elsewhere';

const CLAUSE =
  "This agreement continues for the Initial Term, and then continues for successive Further Terms unless a party gives the other at least 60 days' notice.";

describe('a renewal length given by name elsewhere', () => {
  it('reads the length a schedule labels ("Further Term: 1 year") or a definition gives', () => {
    const labelled = prepareDocument(`SCHEDULE\nInitial Term: 2 years\nFurther Term: 1 year\n${CLAUSE}`);
    expect(namedRenewalMonths(labelled, CLAUSE)).toBe(12);
    const defined = prepareDocument(
      `"Renewal Period" means a period of twenty-four (24) months. The Agreement renews for successive Renewal Periods.`,
    );
    expect(namedRenewalMonths(defined, 'The Agreement renews for successive Renewal Periods.')).toBe(24);
  });

  it('reads the length a name is given after in brackets, for any such period the renewal names', () => {
    // CUAD's cuad-470: the renewal read names "any Renewal Term"; the clause that names it gives the length.
    const named = prepareDocument(
      'Thereafter, this Agreement shall renew for up to three additional renewal terms of one year each (each, a "Renewal Term"). If Supplier is willing to renew this Agreement for any Renewal Term, Buyer may elect not to renew.',
    );
    const clause = 'If Supplier is willing to renew this Agreement for any Renewal Term, Buyer may elect not to renew.';
    expect(namedRenewalMonths(named, clause)).toBe(12);
    expect(
      namedRenewalMonths(
        prepareDocument('It renews for a further two (2) years (the "Renewal Term"). It renews for the Renewal Term.'),
        'It renews for the Renewal Term.',
      ),
    ).toBe(24);
  });

  it('takes no length from the first term’s own name, nor where the name is given none', () => {
    const initialOnly = prepareDocument(`Initial Term: 2 years\n${CLAUSE}`);
    expect(namedRenewalMonths(initialOnly, CLAUSE)).toBeNull();
    expect(namedRenewalMonths(initialOnly, 'This agreement continues for the Initial Term.')).toBeNull();
  });

  it('reads "a 1-year renewal" written beside a charge, and no length where none is written so', () => {
    const email = prepareDocument(
      'Auto-renew is ON for this domain. We will charge your card $18.99 for a 1-year renewal seven days before the expiration date.',
    );
    expect(renewalLengthAnywhere(email)).toBe(12);
    const reminder = prepareDocument(
      'Your subscription is set to renew on January 3, 2027. Your renewal includes another 12 months of protection.',
    );
    expect(renewalLengthAnywhere(reminder)).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument('Your plan renews automatically on March 3, 2027.'))).toBeNull();
    const order = prepareDocument(
      'Auto-renewal: Yes. Each renewal term is 12 months. Renewal pricing: at most 7% more.',
    );
    expect(renewalLengthAnywhere(order)).toBe(12);
  });

  it('reads the length of the extensions a lease grants in the sentence before the one that makes each automatic', () => {
    // The hundred-and-forty-ninth mailbox batch: a cell tower's ground lease renewed with no length.
    const lease = prepareDocument(
      'Tenant shall have the right to extend this Lease for five (5) additional five (5) year terms. Each extension shall occur automatically unless Tenant notifies Landlord of its intention not to renew.',
    );
    expect(renewalLengthAnywhere(lease)).toBe(60);
  });

  it("reads the price a renewal is charged at per year in another sentence, a domain's dot no sentence end", () => {
    // The hundredth mailbox batch: "Auto-renew is on." renewed with no length.
    const note = prepareDocument("Auto-renew is on. We'll renew northwindtraders.com on Jan 20, 2027 for $20.99/yr.");
    expect(renewalLengthAnywhere(note)).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument('Auto-renew is on. Your domain costs $20.99/yr.'))).toBeNull();
  });

  it("reads the billing a trial turns into as the renewal's length, and no contract's monthly billing so", () => {
    const trial = prepareDocument(
      "Your 14-day free trial of Canva Pro ends on December 2, 2026. After that, you'll be charged $119.99 per year unless you cancel before the trial ends.",
    );
    expect(renewalLengthAnywhere(trial)).toBe(12);
    const monthly = prepareDocument('Your trial ends on May 3, 2027. Then you will be billed $25 a month.');
    expect(renewalLengthAnywhere(monthly)).toBe(1);
    const contract = prepareDocument(
      'This Agreement renews automatically for successive terms. Fees are billed per month in arrears.',
    );
    expect(renewalLengthAnywhere(contract)).toBeNull();
  });

  it('reads "will renew automatically for another 12 months" with no object after "renew", as an insurer writes it', () => {
    const insurer = prepareDocument(
      'Your business insurance policy renews on February 1, 2027. Your policy will renew automatically for another 12 months at the premium shown below unless you tell us before the renewal date.',
    );
    expect(renewalLengthAnywhere(insurer)).toBe(12);
  });

  it('reads "automatic renewal for a further 24 months" beside a deadline as the renewal\'s length', () => {
    const doc = prepareDocument(
      'To avoid automatic renewal for a further 24 months, please let us know in writing by 31 January 2027.',
    );
    expect(renewalLengthAnywhere(doc)).toBe(24);
    expect(renewalLengthAnywhere(prepareDocument('Notice of non-renewal for 12 months is required.'))).toBeNull();
  });

  it('reads the length of a plan billed by the year or the month, but not of a fee so billed', () => {
    expect(renewalLengthAnywhere(prepareDocument('Description: Business Hosting Plan (annual) - example.com'))).toBe(
      12,
    );
    expect(renewalLengthAnywhere(prepareDocument('Plan: Business Hosting (annual). Price: $479.00 per year.'))).toBe(
      12,
    );
    expect(renewalLengthAnywhere(prepareDocument('Thanks for renewing your monthly gym membership.'))).toBe(1);
    expect(renewalLengthAnywhere(prepareDocument('Your yearly Pro subscription renews on May 2, 2027.'))).toBe(12);
    expect(
      renewalLengthAnywhere(prepareDocument('Your annual Zoom Workplace Business plan renews on January 5, 2027.')),
    ).toBe(12);
    expect(
      renewalLengthAnywhere(prepareDocument('Customer shall pay the annual subscription fee within 30 days.')),
    ).toBeNull();
  });

  it('reads a year’s plan paid by the month as a year’s: "(annual, paid monthly)"', () => {
    expect(
      renewalLengthAnywhere(prepareDocument('Your All Apps plan (annual, paid monthly) renews automatically.')),
    ).toBe(12);
  });

  it("reads a renewal notice's price for next year as a year's renewal", () => {
    // The hundred-and-sixty-third mailbox batch's breakdown cover: no renewal length.
    expect(renewalLengthAnywhere(prepareDocument('Your price for next year: £112.50'))).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument("Next year's premium is shown below."))).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument('The price for the first year is £112.50.'))).toBeNull();
  });
});

describe('the hundred-and-sixty-sixth mailbox batch (logistics)', () => {
  it("reads a receipt's billing period of a month as a month's renewal, and none of another length", () => {
    // A shipping software's receipt, "ShipDesk Growth — Monthly": no renewal length.
    const receipt = 'Billing period: Jan 4, 2027 - Feb 3, 2027\nYour plan renews on Feb 4, 2027.';
    expect(renewalLengthAnywhere(prepareDocument(receipt))).toBe(1);
    expect(renewalLengthAnywhere(prepareDocument('Billing period: Jan 4, 2027 - Jan 24, 2027'))).toBeNull();
  });
});

describe('the hundred-and-eighty-fifth mailbox batch (government contracts)', () => {
  it("reads an option period set out by its dates as each option's length", () => {
    // A federal contract's base period and option periods: no renewal length.
    const periods =
      'Base Period: 10/01/2027 - 09/30/2028\nOption Period 1: 10/01/2028 - 09/30/2029\nOption Period 2: 10/01/2029 - 09/30/2030';
    expect(renewalLengthAnywhere(prepareDocument(periods))).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument('Base Period: 10/01/2027 - 09/30/2028'))).toBeNull();
    // As an HTML e-mail's table gives the rows, no colon between their cells.
    expect(renewalLengthAnywhere(prepareDocument('Option Period 1   10/01/2028 - 09/30/2029'))).toBe(12);
  });
});

describe('the hundred-and-eighty-eighth mailbox batch (serviced offices)', () => {
  it('reads a membership said to be "billed monthly" as renewing monthly', () => {
    const welcome = 'Your Hot Desk membership starts on 4 January 2027 and is billed monthly at £220.';
    expect(renewalLengthAnywhere(prepareDocument(welcome))).toBe(1);
  });
});

describe('the two-hundred-and-fifty-first mailbox batch (financial data)', () => {
  it('reads a renewal notice\'s charge "for the next 12 months" and a plan "Billed annually" after its name', () => {
    const notice =
      'Your analytics seats are up for renewal on 30 June 2027. We will invoice USD 54,000 for the next 12 months unless you tell us otherwise by 31 March 2027.';
    expect(renewalLengthAnywhere(prepareDocument(notice))).toBe(12);
    const plan = 'Survey platform – Team plan. Billed annually at £1,200. Your plan renews on 9 September 2027.';
    expect(renewalLengthAnywhere(prepareDocument(plan))).toBe(12);
  });
});

describe('the two-hundred-and-fifty-eighth mailbox batch (garden centres)', () => {
  it('reads an "annual contract" as renewing for a year, not its "annual contract value"', () => {
    const irrigation =
      'Irrigation system maintenance: annual contract from 1 April 2027, renews automatically unless cancelled in writing 30 days before the anniversary.';
    expect(renewalLengthAnywhere(prepareDocument(irrigation))).toBe(12);
    expect(renewalLengthAnywhere(prepareDocument('The annual contract value is $40,000.'))).toBeNull();
  });
});

describe('the three-hundred-and-eleventh mailbox batch (chess, bridge and board games)', () => {
  it('reads a price per year in the sentence before "Your membership renews" as a year\'s renewal', () => {
    const chess = 'Chess.com Diamond: $99.99 per year. Your membership renews automatically on March 3, 2027.';
    expect(renewalLengthAnywhere(prepareDocument(chess))).toBe(12);
    const pass = 'Xbox Game Pass Ultimate: £14.99/month. Your membership renews on 9 January 2027.';
    expect(renewalLengthAnywhere(prepareDocument(pass))).toBe(1);
    // A price whose next sentence says nothing of renewing gives no renewal's length.
    const fee = 'Locker hire: £20 per year. Your locker is number 14.';
    expect(renewalLengthAnywhere(prepareDocument(fee))).toBeNull();
  });
});

describe('the three-hundred-and-twelfth mailbox batch (potters and makers)', () => {
  it('reads "subscription ($10/month) renews on" a day as a month\'s renewal', () => {
    const plan = 'Your Etsy Plus subscription ($10/month) renews on 18 January 2027.';
    expect(renewalLengthAnywhere(prepareDocument(plan))).toBe(1);
  });
});

describe('the three-hundred-and-fifteenth mailbox batch (astronomy)', () => {
  it('reads "£19.99 per year, auto-renews" as a year\'s renewal', () => {
    const app = 'Stellarium Plus: £19.99 per year, auto-renews unless cancelled at least 24 hours before the end.';
    expect(renewalLengthAnywhere(prepareDocument(app))).toBe(12);
  });
});
