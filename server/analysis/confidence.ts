import type { Finding } from './text/document';

/**
 * How sure the analysis is of each finding, 0 to 1, from what the sentence it came from says outright. The contract
 * page marks findings below 0.8 for checking. A first, rule-based reading: `npm run eval:cuad` prints how it holds.
 */
export interface ConfidenceInputs {
  effective: Finding<string | null> | null | undefined;
  expiration: Finding<string> | null | undefined;
  renewal: Finding<{ autoRenews: boolean }>;
  notice: Finding<number> | null | undefined;
  amount: Finding<unknown> | null | undefined;
  parties: Finding<string[]> | null | undefined;
  renewalDate: string | null;
}

const yearOf = (iso: string) => iso.slice(0, 4);

/** A date stated in the sentence itself is surer than one counted from a duration. */
function dateConfidence(finding: Finding<string | null> | null | undefined, stated: number, counted: number) {
  if (!finding?.value) return undefined;
  if (finding.value === 'perpetual') return 0.75;
  return finding.evidence.includes(yearOf(finding.value)) ? stated : counted;
}

export function findingConfidence(inputs: ConfidenceInputs): Record<string, number> {
  const confidence: Record<string, number> = {};
  const note = (field: string, value: number | undefined) => {
    if (value !== undefined) confidence[field] = value;
  };
  const { effective, expiration, renewal, notice, amount, parties } = inputs;
  const definedEffective = effective && /effective|commence|dated|made|entered\s+into/i.test(effective.evidence);
  note('effectiveDate', dateConfidence(effective, definedEffective ? 0.9 : 0.6, definedEffective ? 0.8 : 0.5));
  note('expirationDate', dateConfidence(expiration, 0.85, 0.75));
  note('autoRenews', renewal.value.autoRenews ? (/automatic/i.test(renewal.evidence) ? 0.85 : 0.7) : 0.75);
  if (notice)
    note(
      'noticePeriodDays',
      /non-?renewal|not\s+to\s+renew|prior\s+to\s+the\s+(?:end|expir)/i.test(notice.evidence) ? 0.85 : 0.65,
    );
  if (amount) note('amount', 0.6);
  if (parties) note('parties', parties.value.length >= 2 ? 0.8 : 0.5);
  if (inputs.renewalDate)
    note(
      'renewalDate',
      Math.min(confidence.expirationDate ?? 0.5, renewal.value.autoRenews ? confidence.autoRenews : 1),
    );
  if (inputs.renewalDate && notice) note('cancelByDate', Math.min(confidence.renewalDate, confidence.noticePeriodDays));
  return confidence;
}
