import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { renewalCandidates, renewalField } from './renewal-choice';

const AUTOMATIC =
  'This Agreement commences on January 1, 2020 and continues for one (1) year. Thereafter it shall automatically ' +
  'renew for successive one (1) year terms unless either party gives sixty (60) days written notice of non-renewal. ' +
  'The laws of Ohio govern this Agreement.';

describe('renewal choice', () => {
  it('names an automatic renewal with the choice model’s probability as confidence', () => {
    const found = renewalField.find(prepareDocument(AUTOMATIC));
    expect(found.value).toEqual({ kind: 'automatic', autoRenews: true, renewalTermMonths: 12 });
    expect(found.evidence).toContain('automatically renew');
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('is sure there is no renewal when nothing reads as one, and says how sure', () => {
    const found = renewalField.find(prepareDocument('This Agreement ends on December 31, 2022. Ohio law governs.'));
    expect(found).toMatchObject({ value: { kind: 'none', autoRenews: false }, evidence: '' });
    expect(found.confidence).toBe(0.97);
  });

  it('weighs only sentences the readers read as a renewal, and their answer from outside the ranking', () => {
    const doc = prepareDocument(`${AUTOMATIC} Fees are due monthly.`);
    const fees = doc.sentences.find((s) => s.text.startsWith('Fees'))!;
    expect(renewalCandidates(doc, [{ sentence: fees, probability: 0.9, rank: 0 }])).toEqual([
      expect.objectContaining({ value: 'automatic', features: ['src:rule', 'first-rule', 'kind:automatic'] }),
    ]);
  });

  it('without a choice model, is the readers’ answer', () => {
    const found = renewalField.find(prepareDocument(AUTOMATIC), { clause: renewalField.stored.clause });
    expect(found).toMatchObject({ value: { kind: 'automatic' } });
    expect(found).not.toHaveProperty('confidence');
  });
});
