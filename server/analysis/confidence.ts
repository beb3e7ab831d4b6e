import type { ExpirationFinding } from './fields/expiration';
import { partiesConfidence } from './fields/parties-confidence';
import type { Finding } from './text/document';

/**
 * How sure the analysis is of each finding, 0 to 1. The contract page marks findings below 0.8 for checking. Dates,
 * notice periods and renewals chosen by a fitted model carry its probability, party lists and "no renewal" a fitted
 * model's probability of being right on the confidence scale (model/confidence-scale.ts: 0.8 where its readings were
 * right 9 times in 10); the amount (and any field read without a model) gets a fixed or rule-based reading.
 * `npm run eval:cuad` prints how it holds (the share right of fields at 0.8 or more, per part).
 */
export interface ConfidenceInputs {
  effective: (Finding<string | null> & { confidence?: number }) | null | undefined;
  expiration: ExpirationFinding | null | undefined;
  renewal: Finding<{ autoRenews: boolean }> & { confidence?: number };
  notice: (Finding<number> & { confidence?: number }) | null | undefined;
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

/**
 * A sentence that says "effective" is surer than one that only dates the agreement ("made", "dated"), and that one
 * is surer with one date in it than with several to choose from. (On the work part: 93 %, 87 % and 56 % right.)
 */
function effectiveConfidence(effective: ConfidenceInputs['effective']) {
  if (!effective?.value) return undefined;
  // The effective-date choice model's probability, when a model chose.
  if (effective.confidence !== undefined) return effective.confidence;
  if (/effective|commence/i.test(effective.evidence)) return dateConfidence(effective, 0.9, 0.8);
  if (!/dated|made|entered\s+into/i.test(effective.evidence)) return dateConfidence(effective, 0.6, 0.5);
  const years = effective.evidence.match(/\b(?:19|20)\d\d\b/g)?.length ?? 0;
  return dateConfidence(effective, years > 1 ? 0.6 : 0.8, 0.5);
}

export function findingConfidence(inputs: ConfidenceInputs): Record<string, number> {
  const confidence: Record<string, number> = {};
  const note = (field: string, value: number | undefined) => {
    if (value !== undefined) confidence[field] = value;
  };
  const { effective, expiration, renewal, notice, amount, parties } = inputs;
  note('effectiveDate', effectiveConfidence(effective));
  // The end model's own probability for the date it chose (a fixed reading for "perpetual").
  note('expirationDate', expiration?.confidence);
  // The renewal choice model's probability (for no renewal: how unlikely the likeliest one was).
  note(
    'autoRenews',
    renewal.confidence ?? (renewal.value.autoRenews ? (/automatic/i.test(renewal.evidence) ? 0.85 : 0.7) : 0.75),
  );
  // The notice choice model's probability; the hand-written readers' own reading when no model chose.
  if (notice)
    note(
      'noticePeriodDays',
      notice.confidence ??
        (/non-?renewal|not\s+to\s+renew|prior\s+to\s+the\s+(?:end|expir)/i.test(notice.evidence) ? 0.85 : 0.65),
    );
  if (amount) note('amount', 0.6);
  // A model fitted on the work part: how likely the whole list is right.
  if (parties) note('parties', partiesConfidence(parties));
  // A renewal date counted from an end read with it, as sure as both; one counted from the start's anniversaries
  // (no end, or a term without one), at most 0.5.
  const fromEnd = expiration?.value && expiration.value !== 'perpetual';
  if (inputs.renewalDate)
    note(
      'renewalDate',
      Math.min(
        fromEnd ? (confidence.expirationDate ?? 0.5) : 0.5,
        renewal.value.autoRenews ? confidence.autoRenews : 1,
      ),
    );
  if (inputs.renewalDate && notice) note('cancelByDate', Math.min(confidence.renewalDate, confidence.noticePeriodDays));
  return confidence;
}
