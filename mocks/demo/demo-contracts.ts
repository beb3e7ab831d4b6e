import { addDays, todayUtc } from '../../server/lib/calendar-dates';
import { seedContract } from '../state';

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
 * The contracts a new demo account starts with: renewals spread over the past and next 90 days from today, so the
 * dashboard, list and calendar have something to show.
 */
export function seedDemoContracts(ownerId: string, today = todayUtc()): void {
  VENDORS.forEach(([name, vendor, amount], index) => {
    const offset = -90 + Math.round((index * 180) / (VENDORS.length - 1));
    seedContract(ownerId, {
      name,
      contractValue: amount,
      currency: amount ? 'USD' : null,
      renewalDate: index === VENDORS.length - 1 ? null : addDays(today, offset),
      parties: ['Your Company', vendor],
      autoRenews: index % 3 !== 0,
      noticePeriodDays: index % 3 !== 0 ? 30 + (index % 3) * 30 : null,
      source: index % 4 === 0 ? 'drive' : 'gmail',
      sourceLocation: index % 4 === 0 ? `Drive: ${name}.pdf` : `Gmail: ${name} (signed copy)`,
    });
  });
}
