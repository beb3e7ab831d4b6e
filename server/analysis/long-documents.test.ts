import { describe, expect, it } from 'vitest';
import { analyzeContractText, STORED_MODELS } from './analyze';
import { isShortDocument } from './model/choice';
import { prepareDocument } from './text/document';
import { LONG_AS_OF, LONG_DOCUMENTS } from './fixtures/long-documents';

// The documents and what each should read are in fixtures/long-documents.ts, where the trainer reads them too.
describe('long documents that are not SEC filings', () => {
  it.each(LONG_DOCUMENTS)('is long enough to be ranked as a filing: %s', (_name, lines) => {
    expect(isShortDocument(prepareDocument(lines.join('\n')))).toBe(false);
  });

  it.each(LONG_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), LONG_AS_OF)).toMatchObject(expected);
  });

  it("reads the notice in an automatic renewal's own sentence, marked for checking, where the notice model ranks none", () => {
    const [, lines] = LONG_DOCUMENTS.find(([name]) => name.startsWith('a cloud subscription'))!;
    // A notice clause model that finds no sentence likely, as the stored one finds an unfamiliar wording among a
    // filing's many notices ("switch off auto-renewal ... up to forty-five (45) days before the renewal date").
    const ranksNone = { about: 'ranks no sentence', bias: -20, weights: {} };
    const models = { ...STORED_MODELS, notice: { ...STORED_MODELS.notice, clause: ranksNone } };
    const read = analyzeContractText(lines.join('\n'), LONG_AS_OF, models);
    expect(read.noticePeriodDays).toBe(45);
    expect(read.confidence.noticePeriodDays).toBeLessThan(0.8);
    expect(read.evidence.noticePeriodDays).toContain('switch off auto-renewal');
  });

  it("reads the notice in an evergreen term's own sentence, marked for checking, where the notice model ranks none", () => {
    const [, lines] = LONG_DOCUMENTS.find(([name]) => name.startsWith('a cloud subscription'))!;
    const evergreen = lines.map((line) =>
      line.startsWith('2. Subscription Term.')
        ? "2. Subscription Term. The initial subscription term is twelve (12) months from the Effective Date. Following the initial term, this Agreement shall remain in effect until terminated by either party upon ninety (90) days' prior written notice."
        : line,
    );
    const ranksNone = { about: 'ranks no sentence', bias: -20, weights: {} };
    const models = { ...STORED_MODELS, notice: { ...STORED_MODELS.notice, clause: ranksNone } };
    const read = analyzeContractText(evergreen.join('\n'), LONG_AS_OF, models);
    expect(read.renewalKind).toBe('evergreen');
    // The notice that ends a contract running on is the one a manager must give, as the notice that stops a renewal is.
    expect(read.noticePeriodDays).toBe(90);
    expect(read.confidence.noticePeriodDays).toBeLessThan(0.8);
  });

  it('reads a renewal field the renewal clause model ranks nowhere as automatic, marked for checking', () => {
    const [, lines] = LONG_DOCUMENTS.find(([name]) => name.startsWith('a cloud subscription'))!;
    const withTerm = (term: string) =>
      lines
        .map((line) => (line.startsWith('2. Subscription Term.') ? `2. Subscription Term. ${term}` : line))
        .join('\n');
    // A renewal clause model that finds no sentence likely, as the stored one finds a short labelled line among a long
    // contract's sentences ("Renewal: automatic, annual." was ranked nowhere).
    const ranksNone = { about: 'ranks no sentence', bias: -20, weights: {} };
    const models = { ...STORED_MODELS, renewal: { ...STORED_MODELS.renewal, clause: ranksNone } };
    const field = analyzeContractText(
      withTerm(
        'The Term is one year from the Effective Date. Renewal: automatic, annual. Non-renewal notice: 30 days.',
      ),
      LONG_AS_OF,
      models,
    );
    expect(field.renewalKind).toBe('automatic');
    expect(field.confidence.autoRenews).toBeLessThan(0.8);
    expect(field.evidence.autoRenews).toContain('Renewal: automatic');
    // Only a field stands so: a renewal in a sentence the model ranks nowhere is still its judgement (not kept when
    // measured, 28 November: drafted sentences that renew nothing were read as renewing).
    const sentence = analyzeContractText(
      withTerm('The Term is one year from the Effective Date, and it renews automatically each year thereafter.'),
      LONG_AS_OF,
      models,
    );
    expect(sentence.renewalKind).toBe('none');
  });
});
