import { addDays, todayUtc } from '../../server/lib/calendar-dates';
import { seedContract } from '../../mocks/state';

const VENDORS = [
  ['Cloud Hosting Agreement', 'Northwind Cloud Inc', 24000],
  ['CRM Subscription', 'Salesforce, Inc.', 18500],
  ['Office Lease - 5th Floor', 'Brookfield Properties LLC', 96000],
  ['Payroll Services Agreement', 'ADP, Inc.', 7200],
  ['Security Monitoring', 'Sentinel Guard Services', 12600],
  ['Design Tool Licenses', 'Figma, Inc.', 5400],
  ['Legal Retainer', 'Baker & Finch LLP', 30000],
  ['Fleet Lease', 'Enterprise Fleet Management', 41000],
  ['Email Marketing Platform', 'Mailchimp', 3600],
  ['IT Support Contract', 'Contoso Managed Services', 28800],
  ['Coffee Machine Rental', 'Bean There Co.', 1800],
  ['Cleaning Services', 'Sparkle Facilities Ltd', 14400],
  ['Data Warehouse', 'Snowflake Inc.', 52000],
  ['Recruiting Platform', 'Greenhouse Software', 9900],
  ['Insurance - General Liability', 'Hartford Fire Insurance Co.', 8700],
  ['Telephony Service', 'RingCentral, Inc.', 6000],
  ['Translation Services', 'Lingua Partners GmbH', 4500],
  ['Shredding Service', 'Iron Mountain Inc', 1200],
  ['Website Hosting', 'Netlify, Inc.', 2280],
  ['Accounting Software', 'Intuit Inc.', 3300],
  ['Consulting SOW - Q3', 'Initech Consulting', 45000],
  ['Printer Lease', 'Xerox Corporation', 3900],
  ['Parking Agreement', 'City Parking Authority', 10800],
  ['Catering Master Agreement', 'Fresh Plates Catering', null],
  ['Mutual NDA - Acme', 'Acme Corporation', null],
] as const;

/**
 * The contracts a new demo account starts with: renewals spread over the past and next 90 days from today, most
 * renewing by themselves with a notice period (so cancel-by dates fall around today too), each with the sentences
 * the analysis read them from and its history, a third already reviewed.
 */
export function seedDemoContracts(ownerId: string, today = todayUtc()): void {
  VENDORS.forEach(([name, vendor, amount], index) => {
    const offset = -90 + Math.round((index * 180) / (VENDORS.length - 1));
    const renewalDate = index === VENDORS.length - 1 ? null : addDays(today, offset);
    const autoRenews = index % 3 !== 0;
    const noticePeriodDays = autoRenews ? 30 + (index % 3) * 30 : null;
    const cancelByDate = renewalDate && noticePeriodDays ? addDays(renewalDate, -noticePeriodDays) : null;
    const source = index % 4 === 0 ? 'drive' : 'gmail';
    const sourceLocation = source === 'drive' ? `Drive: ${name}.pdf` : `Gmail: ${name} (signed copy)`;
    const noticeSentence = noticePeriodDays
      ? `This Agreement renews automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least ${noticePeriodDays} days before the end of the then-current term.`
      : undefined;
    const at = `${addDays(today, -120)}T09:00:00.000Z`;
    seedContract(ownerId, {
      name,
      contractValue: amount,
      currency: amount ? 'USD' : null,
      renewalDate,
      expirationDate: renewalDate,
      cancelByDate,
      parties: ['Your Company', vendor],
      autoRenews,
      renewalTermMonths: autoRenews ? 12 : null,
      noticePeriodDays,
      reviewState: index % 3 === 2 ? 'reviewed' : 'needs_review',
      source,
      sourceLocation,
      hasOriginalFile: true,
      fileName: `${name}.pdf`,
      evidence: {
        parties: `This ${name} is entered into by and between Your Company and ${vendor}.`,
        ...(amount
          ? { contractValue: `Customer shall pay ${vendor} an annual fee of $${amount.toLocaleString('en-US')}.` }
          : {}),
        ...(noticeSentence
          ? { noticePeriodDays: noticeSentence, cancelByDate: noticeSentence, autoRenews: noticeSentence }
          : {}),
      },
      // Amounts are read with less certainty than dates: the contract page marks them for checking.
      confidence: { parties: 0.8, contractValue: 0.6, noticePeriodDays: 0.85, cancelByDate: 0.85, renewalDate: 0.85 },
      history: [
        { at, actor: 'search', field: 'source', from: null, to: sourceLocation },
        ...(renewalDate ? [{ at, actor: 'analysis', field: 'renewalDate', from: null, to: renewalDate }] : []),
        ...(cancelByDate ? [{ at, actor: 'analysis', field: 'cancelByDate', from: null, to: cancelByDate }] : []),
      ],
    });
  });
}
