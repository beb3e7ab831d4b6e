import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../server/analysis/text/document';
import { isShortDocument } from '../server/analysis/model/choice';
import { draftedHeldOut, draftedRenewalHeldOut, draftedRenewalTraining, draftedTraining } from './drafted-contracts';

describe('the drafted contracts', () => {
  const all = [...draftedTraining, ...draftedHeldOut, ...draftedRenewalTraining, ...draftedRenewalHeldOut];

  it('each hold their term clause and start on their effective date, a term ending after it', () => {
    expect(new Set(all.map((contract) => contract.id)).size).toBe(all.length);
    for (const contract of all) {
      expect(contract.text).toContain(contract.termClause);
      expect(prepareDocument(contract.text).dates[0]?.iso).toBe(contract.effectiveDate);
      if (contract.expirationDate) expect(contract.expirationDate > contract.effectiveDate).toBe(true);
      if (contract.renewal) expect(contract.text).toContain(contract.renewal.clause);
    }
  });

  it('are short documents, read with the model they train', () => {
    expect(all.every((contract) => isShortDocument(prepareDocument(contract.text)))).toBe(true);
  });

  it('keep the held-out clauses out of the training sets', () => {
    const training = new Set(draftedTraining.map((contract) => contract.termClause));
    expect(draftedHeldOut.some((contract) => training.has(contract.termClause))).toBe(false);
    const renewals = new Set(draftedRenewalTraining.map((contract) => contract.renewal?.clause));
    expect(draftedRenewalHeldOut.some((contract) => renewals.has(contract.renewal?.clause))).toBe(false);
  });
});
