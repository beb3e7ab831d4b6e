import renewalChoiceJson from '../model/renewal-choice.json';
import renewalClauseJson from '../model/renewal-clause.json';
import renewalNoneJson from '../model/renewal-none.json';
import {
  likeliest,
  rankClauseSentences,
  rankFeatures,
  storedFieldModels,
  type Candidate,
  type FieldModels,
  type RankedSentence,
} from '../model/choice';
import { confidenceOf, type ConfidenceModel } from '../model/confidence-scale';
import { storedModel } from '../model/sentence-model';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import {
  evergreenSentence,
  findRenewal,
  renewalOf,
  sentenceRenewalKind,
  type Renewal,
  type RenewalKind,
} from './renewal';

/** A renewal the choice model weighs: made by the contract itself, at one party's option, or by both agreeing. */
type RenewingKind = Extract<RenewalKind, 'automatic' | 'option' | 'mutual'>;

/**
 * Each ranked sentence the hand-written readers read as a renewal, of the kind they see in it, with the sentence's
 * rank and their reading as features; their answer for the whole contract is a candidate too (it may lie outside
 * the ranked sentences). Sentences they cannot read are left out: on the work part, letting the choice model call
 * them renewals on their words alone raised false renewals more than found ones (cross-validated F1 89 against 95).
 */
export function renewalCandidates(doc: PreparedDocument, ranked: RankedSentence[]): Candidate<RenewingKind>[] {
  const ruled = findRenewal(doc);
  const candidates: Candidate<RenewingKind>[] = ranked.flatMap((entry) => {
    const kind = sentenceRenewalKind(entry.sentence.text);
    if (!kind) return [];
    return {
      value: kind,
      sentence: entry.sentence,
      features: [
        'src:ranked',
        ...rankFeatures(entry),
        `kind:${kind}`,
        ...(/\bunless\b/i.test(entry.sentence.text) ? ['unless'] : []),
        ...(evidenceOf(entry.sentence) === ruled.evidence ? ['first-rule'] : []),
      ],
    };
  });
  const kind = ruled.value.kind;
  if (
    ruled.evidence &&
    kind !== 'evergreen' &&
    kind !== 'none' &&
    !candidates.some((c) => c.features.includes('first-rule'))
  )
    candidates.push({
      value: kind,
      sentence: { text: ruled.evidence, start: -1, end: -1 },
      features: ['src:rule', 'first-rule', `kind:${kind}`],
    });
  return candidates;
}

const round = (probability: number) => Math.round(probability * 100) / 100;
const STORED = storedFieldModels('renewal', renewalClauseJson, renewalChoiceJson);
const STORED_NO_RENEWAL = storedModel<ConfidenceModel>('renewal-none', renewalNoneJson);

/**
 * What says how sure "no renewal" is, whatever the contract's wording: how much its likeliest sentence reads like a
 * renewal clause to the clause model (a renewal the readers cannot read still reads like one), and the renewal the
 * readers did read but the choice model turned down, with how likely it was.
 */
export function noRenewalFeatures(
  ranked: RankedSentence[],
  turnedDown: { value: RenewalKind; probability: number } | null,
): string[] {
  // Cumulative ("at least") buckets: the likelier ones are rare, and each still shares in the weights below it.
  const top = ranked[0]?.probability ?? 0;
  const features = [0.1, 0.3, 0.6].filter((at) => top >= at).map((at) => `top>=${at}`);
  if (turnedDown) features.push(`read:${turnedDown.value}`, ...(turnedDown.probability >= 0.3 ? ['read>=0.3'] : []));
  return features;
}

/**
 * Whether and how the contract renews: the likeliest renewal by the choice model when likely enough, of the kind
 * read from its sentence; otherwise an evergreen term if one is stated, else none, as sure as a fitted model of
 * "no renewal" being right finds it. Without a choice model (training, comparison): the hand-written readers.
 */
export const renewalField = {
  stored: STORED,
  rank: rankClauseSentences,
  find(
    doc: PreparedDocument,
    models: FieldModels = STORED,
    noRenewal: ConfidenceModel = STORED_NO_RENEWAL,
  ): Finding<Renewal> & { confidence?: number } {
    if (!models.choice) return findRenewal(doc);
    const ranked = rankClauseSentences(doc, models.clause);
    const best = likeliest(renewalCandidates(doc, ranked), models.choice);
    const probability = best?.probability ?? 0;
    if (best && probability >= models.choice.threshold && best.candidate.value !== 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      return { value: renewalOf(best.candidate.value, evidence), evidence, confidence: round(probability) };
    }
    const turnedDown = best && { value: best.candidate.value, probability };
    const confidence = round(confidenceOf(noRenewal, noRenewalFeatures(ranked, turnedDown)));
    const evergreen = evergreenSentence(doc);
    if (evergreen) return { value: renewalOf('evergreen', null), evidence: evidenceOf(evergreen), confidence };
    if (best?.candidate.value === 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      return { value: renewalOf('mutual', evidence), evidence, confidence };
    }
    return { value: renewalOf('none', null), evidence: '', confidence };
  },
};
