/** Contract texts with known facts, for seeding the fake Google in tests, browser tests and benchmarks. */
export interface ContractFacts {
  title: string;
  customer: string;
  provider: string;
  /** "March 1, 2024" */
  effective: string;
  years: number;
  noticeDays: number;
  annualFee: string;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function contractLines(facts: ContractFacts): string[] {
  return [
    facts.title.toUpperCase(),
    `This ${facts.title} (the "Agreement") is entered into as of ${facts.effective} (the "Effective Date") by and between ${facts.customer}, a Delaware corporation ("Customer"), and ${facts.provider}, a California limited liability company ("Provider").`,
    `1. Term. The initial term of this Agreement shall be ${WORDS[facts.years]} (${facts.years}) years from the Effective Date. This Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least ${facts.noticeDays} days before the end of the then-current term.`,
    `2. Fees. Customer shall pay Provider an annual fee of ${facts.annualFee}, payable in advance.`,
    "3. Confidentiality. Each party shall hold the other party's confidential information in confidence.",
    'IN WITNESS WHEREOF, the parties hereto have executed this Agreement as of the Effective Date.',
  ];
}

export const ACME_MSA: ContractFacts = {
  title: 'Master Services Agreement',
  customer: 'Acme Corporation',
  provider: 'Globex LLC',
  effective: 'March 1, 2024',
  years: 2,
  noticeDays: 60,
  annualFee: '$48,000',
};

export const INITECH_LICENSE: ContractFacts = {
  title: 'Software License Agreement',
  customer: 'Initech Inc.',
  provider: 'Umbrella Software Ltd.',
  effective: 'June 15, 2023',
  years: 3,
  noticeDays: 90,
  annualFee: '$12,500',
};

export const HOOLI_LEASE: ContractFacts = {
  title: 'Equipment Lease Agreement',
  customer: 'Hooli Inc.',
  provider: 'Vandelay Industries LLC',
  effective: 'January 10, 2025',
  years: 1,
  noticeDays: 30,
  annualFee: '$9,600',
};
