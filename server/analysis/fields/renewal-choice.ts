import renewalChoiceJson from '../model/renewal-choice.json';
import renewalClauseJson from '../model/renewal-clause.json';
import {
  likeliest,
  rankClauseSentences,
  rankFeatures,
  storedFieldModels,
  type Candidate,
  type FieldModels,
  type RankedSentence,
} from '../model/choice';
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
/** How sure "no renewal" is when no sentence reads as one at all: on the work part, 87 of 90 such contracts. */
const NO_CANDIDATE_CONFIDENCE = 0.97;
const STORED = storedFieldModels('renewal', renewalClauseJson, renewalChoiceJson);

/**
 * Whether and how the contract renews: the likeliest renewal by the choice model when likely enough, of the kind
 * read from its sentence; otherwise an evergreen term if one is stated, else none, as sure as that renewal was
 * unlikely. Without a choice model (training, comparison): the hand-written readers.
 */
export const renewalField = {
  stored: STORED,
  rank: rankClauseSentences,
  find(doc: PreparedDocument, models: FieldModels = STORED): Finding<Renewal> & { confidence?: number } {
    if (!models.choice) return findRenewal(doc);
    const best = likeliest(renewalCandidates(doc, rankClauseSentences(doc, models.clause)), models.choice);
    const probability = best?.probability ?? 0;
    if (best && probability >= models.choice.threshold && best.candidate.value !== 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      return { value: renewalOf(best.candidate.value, evidence), evidence, confidence: round(probability) };
    }
    const evergreen = evergreenSentence(doc);
    const confidence = best ? round(1 - probability) : NO_CANDIDATE_CONFIDENCE;
    if (evergreen) return { value: renewalOf('evergreen', null), evidence: evidenceOf(evergreen), confidence };
    if (best?.candidate.value === 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      return { value: renewalOf('mutual', evidence), evidence, confidence };
    }
    return { value: renewalOf('none', null), evidence: '', confidence };
  },
};
