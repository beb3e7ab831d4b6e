import renewalChoiceJson from '../model/renewal-choice.json';
import renewalClauseJson from '../model/renewal-clause.json';
import renewalClauseShortJson from '../model/renewal-clause-short.json';
import renewalNoneJson from '../model/renewal-none.json';
import {
  clauseFor,
  isShortDocument,
  likeliest,
  rankFeatures,
  RANKING,
  rankSentences,
  READERS_CONFIDENCE,
  storedFieldModels,
  type Candidate,
  type FieldModels,
  type RankedSentence,
} from '../model/choice';
import { confidenceOf, type ConfidenceModel } from '../model/confidence-scale';
import { storedModel, type SentenceModel } from '../model/sentence-model';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { withOtherInstrumentsNamed } from '../text/own-names';
import {
  evergreenSentence,
  findRenewal,
  type Renewal,
  type RenewalKind,
  renewalOf,
  renewsTheAgreement,
  runsOnAfterItsTerm,
  sentenceRenewalKind,
  speaksOfSupersededAgreement,
} from './renewal';
import {
  extendsOnceHereby,
  givesNoticeOfNonRenewal,
  namesNonRenewalInPassing,
  onlyDeniesRenewal,
  RENEWAL_FIELD_AUTOMATIC,
  renewalKindOfWords,
  renewalShapeFeatures,
  renewalWordFeatures,
  speaksOfRenewal,
} from './renewal-cues';

/** A renewal the choice model weighs: made by the contract itself, at one party's option, or by both agreeing. */
type RenewingKind = Extract<RenewalKind, 'automatic' | 'option' | 'mutual'>;

/**
 * Each ranked sentence that speaks of renewal, with the classes of words it holds and its rank. Its kind is the
 * hand-written readers' reading of that sentence (automatic, at an option, by agreement) or, where they have none,
 * the kind its words name; whether it renews the contract is the choice model's judgement from the words alone. The
 * readers' answer for the whole contract is not a feature: the model had learnt to follow readers written on the
 * contracts it was fitted on (cross-validated F1 97.1), which found 79.0 on contracts nobody here had read.
 */
export function renewalCandidates(doc: PreparedDocument, ranked: RankedSentence[]): Candidate<RenewingKind>[] {
  return ranked.flatMap((entry) => {
    // Read with the instruments the document names besides itself called so: a supply agreement's "The Master Lease
    // shall automatically renew" renews the lease, not the agreement.
    const text = withOtherInstrumentsNamed(doc, entry.sentence.text);
    if (!speaksOfRenewal(text) || onlyDeniesRenewal(text) || givesNoticeOfNonRenewal(text)) return [];
    const read = sentenceRenewalKind(text);
    const words = renewalWordFeatures(text);
    // A sentence that names a renewal without saying how it happens (a running title "Sponsorship Agreement -
    // Renewal", "any extension thereof") is no candidate: its kind would be only a default. Cross-validated F1 92.2
    // -> 94.0 (precision 94.0 -> 97.9), check part unchanged.
    if (!read && !words.some((word) => word !== 'w:other-subject')) return [];
    const wordsKind = renewalKindOfWords(text);
    // Nor, where the readers read no renewal of the agreement, is an option to extend something else ("Acme may
    // extend the delivery date") or a renewal of insurance, permits or prices ("shall renew them automatically"):
    // drafted sentences the words alone took for renewals; no development figure moved.
    if (!read && wordsKind === 'option' && !renewsTheAgreement(text)) return [];
    if (!read && words.includes('w:other-subject')) return [];
    // Nor is a term that runs on until terminated (an evergreen) when the readers read no renewal in it: "Following
    // the initial term, this Agreement remains in force until either party terminates it" was automatic at 0.92.
    if (!read && runsOnAfterItsTerm(text)) return [];
    // Nor are the renewals of an agreement this one replaces ("WHEREAS, the Prior Agreement renewed automatically"),
    // which the readers leave alone.
    if (!read && speaksOfSupersededAgreement(text)) return [];
    // Nor is an extension an amendment makes by its own words ("is hereby extended for a period of three years").
    if (!read && extendsOnceHereby(text)) return [];
    // Nor is a non-renewal named only as a way the agreement ends ("The expiration or non-renewal of this Agreement
    // shall not relieve either party of any obligation" was automatic at 0.91).
    if (!read && namesNonRenewalInPassing(text)) return [];
    return {
      value: read ?? wordsKind,
      sentence: entry.sentence,
      features: ['src:ranked', ...rankFeatures(entry), `kind:${wordsKind}`, ...words],
    };
  });
}

const round = (probability: number) => Math.round(probability * 100) / 100;

/**
 * The sentences the renewal clause model finds likeliest, each scored on its own words and the synonyms and classes of
 * words it holds (renewalShapeFeatures), in the product and the trainer alike.
 */
const rankRenewalSentences = (doc: PreparedDocument, clause: SentenceModel) =>
  rankSentences(doc.sentences, clause, { ...RANKING, shape: renewalShapeFeatures });

const STORED = storedFieldModels('renewal', renewalClauseJson, renewalChoiceJson, renewalClauseShortJson);
const STORED_NO_RENEWAL = storedModel<ConfidenceModel>('renewal-none', renewalNoneJson);

/**
 * What says how sure "no renewal" is, whatever the contract's wording: how much its likeliest sentence reads like a
 * renewal clause to the clause model (a renewal the readers cannot read still reads like one), the renewal the choice
 * model turned down, with how likely it was, and whether the hand-written readers read a renewal anywhere in the
 * contract (one in a sentence the clause model does not rank: "... (the "Initial Term"). After the Initial Term it
 * shall continue from year to year." was "none" at 0.82). Only the confidence hears the readers, never the value;
 * cross-validated on the work part, "none" at 0.8 or more went from 95 of 100 right to 93 of 95, and on the check
 * part nothing moved (47 of 49 at 0.8 or more, 97.9 % right).
 */
export function noRenewalFeatures(
  ranked: RankedSentence[],
  turnedDown: { value: RenewalKind; probability: number } | null,
  readers: RenewalKind,
): string[] {
  // Cumulative ("at least") buckets: the likelier ones are rare, and each still shares in the weights below it.
  const top = ranked[0]?.probability ?? 0;
  const features = [0.1, 0.3, 0.6].filter((at) => top >= at).map((at) => `top>=${at}`);
  if (turnedDown) features.push(`read:${turnedDown.value}`, ...(turnedDown.probability >= 0.3 ? ['read>=0.3'] : []));
  if (readers === 'automatic' || readers === 'option' || readers === 'evergreen') features.push('readers-renew');
  return features;
}

/**
 * A renewal whose sentence names no period ("renewable automatically unless terminated under Section 18") takes it
 * from another sentence read as the same kind that does ("... automatically renewed ... for a renewal term of one
 * year"), in the clause model's order: contracts often say it twice, once in passing.
 */
function withPeriodFrom(renewal: Renewal, candidates: Candidate<RenewingKind>[]): Renewal {
  if (renewal.renewalTermMonths !== null) return renewal;
  for (const candidate of candidates) {
    if (candidate.value !== renewal.kind) continue;
    const months = renewalOf(candidate.value, evidenceOf(candidate.sentence)).renewalTermMonths;
    if (months !== null) return { ...renewal, renewalTermMonths: months };
  }
  return renewal;
}

/**
 * Whether and how the contract renews: the likeliest renewal by the choice model when likely enough, of the kind
 * read from its sentence; otherwise an evergreen term if one is stated, else none, as sure as a fitted model of
 * "no renewal" being right finds it. Without a choice model (training, comparison): the hand-written readers.
 */
export const renewalField = {
  stored: STORED,
  rank: rankRenewalSentences,
  find(
    doc: PreparedDocument,
    models: FieldModels = STORED,
    noRenewal: ConfidenceModel = STORED_NO_RENEWAL,
    { contract = true }: { contract?: boolean } = {},
  ): Finding<Renewal> & { confidence?: number } {
    if (!models.choice) return findRenewal(doc);
    // The readers' answer, read at most once: first outside a contract's text, last for a mutual renewal.
    let readers: Finding<Renewal> | undefined;
    const ruled = () => (readers ??= findRenewal(doc));
    // Outside a contract's text (a vendor's renewal e-mail), the readers, written for such drafting, go first.
    if (!contract && ruled().value.kind !== 'none') return { ...ruled(), confidence: READERS_CONFIDENCE };
    const ranked = rankRenewalSentences(doc, clauseFor(doc, models));
    const candidates = renewalCandidates(doc, ranked);
    // A short document whose renewal sentence the clause model ranks nowhere (fitted on few short ones, it does not
    // know "It is extended by a further 12 months in each case unless terminated with three months' notice"): the
    // readers' automatic renewal stands, marked for checking.
    if (candidates.length === 0 && isShortDocument(doc) && ruled().value.kind === 'automatic')
      return { ...ruled(), confidence: READERS_CONFIDENCE };
    const best = likeliest(candidates, models.choice);
    const probability = best?.probability ?? 0;
    if (best && probability >= models.choice.threshold && best.candidate.value !== 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      const renewal = renewalOf(best.candidate.value, evidence);
      return { value: withPeriodFrom(renewal, candidates), evidence, confidence: round(probability) };
    }
    // A renewal field the readers read ("Renewal: automatic, annual.", "Auto-renewal: Yes") says it in so many words, but
    // as a short line in a long contract the clause model ranks it nowhere: it stands, marked for checking.
    if (!best && ruled().value.kind === 'automatic' && RENEWAL_FIELD_AUTOMATIC.test(ruled().evidence))
      return { ...ruled(), confidence: READERS_CONFIDENCE };
    const turnedDown = best && { value: best.candidate.value, probability };
    const confidence = round(confidenceOf(noRenewal, noRenewalFeatures(ranked, turnedDown, ruled().value.kind)));
    const evergreen = evergreenSentence(doc);
    if (evergreen) return { value: renewalOf('evergreen', null), evidence: evidenceOf(evergreen), confidence };
    if (best?.candidate.value === 'mutual') {
      const evidence = evidenceOf(best.candidate.sentence);
      return { value: renewalOf('mutual', evidence), evidence, confidence };
    }
    // A renewal only by both parties' agreement is no renewal term to CUAD's annotators, so the clause model may not
    // rank its sentence at all: the readers' reading of it, which moves no date either way.
    if (ruled().value.kind === 'mutual') return { ...ruled(), confidence };
    return { value: renewalOf('none', null), evidence: '', confidence };
  },
};
