// `npm run eval:drafted -- PATH [AS_OF]`: the drafted CUAD-style clauses (scripts/drafted-clauses.ts) put into the
// work-part contracts of a CUAD-format folder (gold.jsonl, clauses.jsonl, split.json), read by the product's engine:
// a renewal clause after the term passage of a contract that does not renew, a notice of something else likewise, a
// term clause in place of the term passage of a contract whose dates are read right; each also laid out as a PDF gives
// it and printed in capitals, against itself as written. Prints how many are read right and each one that is not (the
// clauses are ours, not CUAD's, so they may be listed; no check-part contract is used).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import { analyzeContractText, type ContractAnalysis } from '../server/analysis/analyze';
import type { RenewalKind } from '../server/analysis/fields/renewal';
import { checkPartIds, contractTexts, countsAsRenewing, isDate, readJsonl, type CuadContract } from './cuad-texts';
import {
  DRAFTED_OTHER_NOTICES,
  DRAFTED_OTHER_NOTICES_2,
  DRAFTED_OTHER_NOTICES_3,
  DRAFTED_OTHER_NOTICES_4,
  DRAFTED_OTHER_NOTICES_5,
  DRAFTED_OTHER_NOTICES_6,
  DRAFTED_OTHER_NOTICES_7,
  DRAFTED_OTHER_NOTICES_8,
  DRAFTED_OTHER_NOTICES_9,
  DRAFTED_OTHER_NOTICES_10,
  DRAFTED_OTHER_NOTICES_11,
  DRAFTED_OTHER_NOTICES_12,
  DRAFTED_OTHER_NOTICES_13,
  DRAFTED_OTHER_NOTICES_14,
  DRAFTED_OTHER_NOTICES_15,
  DRAFTED_OTHER_NOTICES_16,
  DRAFTED_OTHER_NOTICES_17,
  DRAFTED_OTHER_NOTICES_18,
  DRAFTED_OTHER_NOTICES_19,
  DRAFTED_OTHER_NOTICES_20,
  DRAFTED_OTHER_NOTICES_21,
  DRAFTED_OTHER_NOTICES_22,
  DRAFTED_OTHER_NOTICES_23,
  DRAFTED_OTHER_NOTICES_24,
  DRAFTED_OTHER_NOTICES_25,
  DRAFTED_OTHER_NOTICES_26,
  DRAFTED_OTHER_NOTICES_27,
  DRAFTED_RENEWAL_CLAUSES,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_2,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_3,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_4,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_5,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_7,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_8,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_9,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_10,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_11,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_12,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_13,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_14,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_15,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_16,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_17,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_18,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_19,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_20,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_21,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_22,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_23,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_24,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_25,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_26,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_27,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_28,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_29,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_30,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_31,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_32,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_33,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_34,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_35,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_36,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_37,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_38,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_39,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_40,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_41,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_42,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_43,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_44,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_45,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_46,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_47,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_48,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_49,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_50,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_51,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_52,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_53,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_54,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_55,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_56,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_57,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_58,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_59,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_60,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_61,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_62,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_63,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_64,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_65,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_66,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_67,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_68,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_69,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_70,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_71,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_72,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_73,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_74,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_75,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_76,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_77,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_78,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_79,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_80,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_81,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_82,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_83,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_84,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_85,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_86,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_87,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_88,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_89,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_90,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_91,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_92,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_93,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_94,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_95,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_96,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_97,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_98,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_99,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_100,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_101,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_102,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_103,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_104,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_105,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_106,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_107,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_108,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_109,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_110,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_111,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_112,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_113,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_114,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_115,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_116,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_117,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_118,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_119,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_120,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_121,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_122,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_123,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_124,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_125,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_126,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_127,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_128,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_129,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_130,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_131,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_132,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_133,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_134,
  DRAFTED_RENEWAL_CLAUSES_HELD_OUT_135,
  DRAFTED_RENEWAL_CLAUSES_LAID_OUT,
  DRAFTED_RENEWALS_BESIDE_OTHER_NOTICES,
  DRAFTED_RENEWALS_IN_PASSING,
  DRAFTED_AUTOMATIC_NOT_RENEWING,
  DRAFTED_RENEWALS_UNDONE_OR_RECITED,
  DRAFTED_RENEWALS_OF_OTHER_INSTRUMENTS,
  DRAFTED_RENEWALS_OF_RIGHTS_AND_PERIODS,
  DRAFTED_EXTENSIONS_NOT_RENEWALS,
  DRAFTED_OBLIGATIONS_EXTENDED,
  DRAFTED_RENEWALS_NOT_GRANTED,
  DRAFTED_CONTINUATIONS_NOT_RENEWALS,
  DRAFTED_OTHER_RENEWALS,
  DRAFTED_OTHER_THINGS_RENEWED_2,
  DRAFTED_OTHER_THINGS_RENEWED_3,
  DRAFTED_OTHER_THINGS_RENEWED_4,
  DRAFTED_OTHER_THINGS_RENEWED_5,
  DRAFTED_TERM_CLAUSES,
  DRAFTED_TERM_CLAUSES_HELD_OUT,
  DRAFTED_TERM_CLAUSES_HELD_OUT_2,
  DRAFTED_TERM_CLAUSES_HELD_OUT_3,
  DRAFTED_TERM_CLAUSES_HELD_OUT_4,
  DRAFTED_TERM_CLAUSES_HELD_OUT_5,
  DRAFTED_TERM_CLAUSES_HELD_OUT_6,
  DRAFTED_TERM_CLAUSES_HELD_OUT_7,
  DRAFTED_TERM_CLAUSES_HELD_OUT_8,
  DRAFTED_TERM_CLAUSES_HELD_OUT_9,
  DRAFTED_TERM_CLAUSES_HELD_OUT_10,
  DRAFTED_TERM_CLAUSES_HELD_OUT_11,
  DRAFTED_TERM_CLAUSES_HELD_OUT_12,
  DRAFTED_TERM_CLAUSES_HELD_OUT_13,
  DRAFTED_TERM_CLAUSES_HELD_OUT_14,
  DRAFTED_TERM_CLAUSES_HELD_OUT_15,
  DRAFTED_TERM_CLAUSES_HELD_OUT_16,
  DRAFTED_TERM_CLAUSES_HELD_OUT_17,
  DRAFTED_TERM_CLAUSES_HELD_OUT_18,
  DRAFTED_TERM_CLAUSES_HELD_OUT_19,
  DRAFTED_TERM_CLAUSES_HELD_OUT_20,
  DRAFTED_TERM_CLAUSES_HELD_OUT_21,
  DRAFTED_TERM_CLAUSES_HELD_OUT_22,
  DRAFTED_TERM_CLAUSES_HELD_OUT_23,
  DRAFTED_TERM_CLAUSES_HELD_OUT_24,
  DRAFTED_TERM_CLAUSES_HELD_OUT_25,
  DRAFTED_TERM_CLAUSES_HELD_OUT_26,
  DRAFTED_TERM_CLAUSES_HELD_OUT_27,
  DRAFTED_TERM_CLAUSES_HELD_OUT_28,
  DRAFTED_TERM_CLAUSES_HELD_OUT_29,
  DRAFTED_TERM_CLAUSES_HELD_OUT_30,
  DRAFTED_TERM_CLAUSES_HELD_OUT_31,
  DRAFTED_TERM_CLAUSES_HELD_OUT_32,
  DRAFTED_TERM_CLAUSES_HELD_OUT_33,
  DRAFTED_TERM_CLAUSES_HELD_OUT_34,
  DRAFTED_TERM_CLAUSES_HELD_OUT_35,
  DRAFTED_TERM_CLAUSES_HELD_OUT_36,
  DRAFTED_TERM_CLAUSES_HELD_OUT_37,
  DRAFTED_TERM_CLAUSES_HELD_OUT_38,
  DRAFTED_TERM_CLAUSES_HELD_OUT_39,
  DRAFTED_TERM_CLAUSES_HELD_OUT_40,
  DRAFTED_TERM_CLAUSES_HELD_OUT_41,
  DRAFTED_TERM_CLAUSES_HELD_OUT_42,
  DRAFTED_TERM_CLAUSES_HELD_OUT_43,
  DRAFTED_TERM_CLAUSES_HELD_OUT_44,
  DRAFTED_TERM_CLAUSES_HELD_OUT_45,
  DRAFTED_TERM_CLAUSES_HELD_OUT_46,
  DRAFTED_TERM_CLAUSES_HELD_OUT_47,
  DRAFTED_TERM_CLAUSES_HELD_OUT_48,
  DRAFTED_TERM_CLAUSES_HELD_OUT_49,
  DRAFTED_TERM_CLAUSES_HELD_OUT_50,
  DRAFTED_TERM_CLAUSES_HELD_OUT_51,
  DRAFTED_TERM_CLAUSES_HELD_OUT_52,
  DRAFTED_TERM_CLAUSES_HELD_OUT_53,
  DRAFTED_TERM_CLAUSES_HELD_OUT_54,
  DRAFTED_TERM_CLAUSES_HELD_OUT_55,
  DRAFTED_TERM_CLAUSES_HELD_OUT_56,
  DRAFTED_TERM_CLAUSES_HELD_OUT_57,
  DRAFTED_TERM_CLAUSES_HELD_OUT_58,
  DRAFTED_TERM_CLAUSES_HELD_OUT_59,
  DRAFTED_TERM_CLAUSES_HELD_OUT_60,
  DRAFTED_TERM_CLAUSES_HELD_OUT_61,
  DRAFTED_TERM_CLAUSES_HELD_OUT_62,
  DRAFTED_TERM_CLAUSES_HELD_OUT_63,
  DRAFTED_TERM_CLAUSES_HELD_OUT_64,
  DRAFTED_TERM_CLAUSES_HELD_OUT_65,
  DRAFTED_TERM_CLAUSES_HELD_OUT_66,
  DRAFTED_TERM_CLAUSES_HELD_OUT_67,
  DRAFTED_TERM_CLAUSES_HELD_OUT_68,
  DRAFTED_TERM_CLAUSES_HELD_OUT_69,
  DRAFTED_TERM_CLAUSES_HELD_OUT_70,
  DRAFTED_TERM_CLAUSES_HELD_OUT_71,
  DRAFTED_TERM_CLAUSES_HELD_OUT_72,
  DRAFTED_TERM_CLAUSES_HELD_OUT_73,
  DRAFTED_TERM_CLAUSES_HELD_OUT_74,
  DRAFTED_TERM_CLAUSES_HELD_OUT_75,
  DRAFTED_TERM_CLAUSES_HELD_OUT_76,
  DRAFTED_TERM_CLAUSES_HELD_OUT_77,
  DRAFTED_TERM_CLAUSES_HELD_OUT_78,
  DRAFTED_TERM_CLAUSES_HELD_OUT_79,
  DRAFTED_TERM_CLAUSES_HELD_OUT_80,
  DRAFTED_TERM_CLAUSES_HELD_OUT_81,
  DRAFTED_TERM_CLAUSES_HELD_OUT_82,
  DRAFTED_TERM_CLAUSES_HELD_OUT_83,
  DRAFTED_TERM_CLAUSES_HELD_OUT_84,
  DRAFTED_TERM_CLAUSES_HELD_OUT_85,
  DRAFTED_TERM_CLAUSES_HELD_OUT_86,
  DRAFTED_TERM_CLAUSES_HELD_OUT_87,
  DRAFTED_TERM_CLAUSES_HELD_OUT_88,
  DRAFTED_TERM_CLAUSES_HELD_OUT_89,
  DRAFTED_TERM_CLAUSES_HELD_OUT_90,
  DRAFTED_TERM_CLAUSES_HELD_OUT_91,
  DRAFTED_TERM_CLAUSES_HELD_OUT_92,
  DRAFTED_TERM_CLAUSES_HELD_OUT_93,
  DRAFTED_TERM_CLAUSES_HELD_OUT_94,
  DRAFTED_TERM_CLAUSES_HELD_OUT_95,
  DRAFTED_TERM_CLAUSES_HELD_OUT_96,
  DRAFTED_TERM_CLAUSES_HELD_OUT_97,
  DRAFTED_TERM_CLAUSES_HELD_OUT_98,
  DRAFTED_TERM_CLAUSES_HELD_OUT_99,
  DRAFTED_TERM_CLAUSES_HELD_OUT_100,
  DRAFTED_TERM_CLAUSES_HELD_OUT_101,
  DRAFTED_TERM_CLAUSES_HELD_OUT_102,
  DRAFTED_TERM_CLAUSES_HELD_OUT_103,
  DRAFTED_TERM_CLAUSES_HELD_OUT_104,
  DRAFTED_TERM_CLAUSES_HELD_OUT_105,
  DRAFTED_TERM_CLAUSES_HELD_OUT_106,
  DRAFTED_TERM_CLAUSES_HELD_OUT_107,
  DRAFTED_TERM_CLAUSES_HELD_OUT_108,
  DRAFTED_TERM_CLAUSES_HELD_OUT_109,
  DRAFTED_TERM_CLAUSES_HELD_OUT_110,
  DRAFTED_TERM_CLAUSES_HELD_OUT_111,
  DRAFTED_TERM_CLAUSES_HELD_OUT_112,
  DRAFTED_TERM_CLAUSES_HELD_OUT_113,
  DRAFTED_TERM_CLAUSES_HELD_OUT_114,
  DRAFTED_TERM_CLAUSES_HELD_OUT_115,
  DRAFTED_TERM_CLAUSES_HELD_OUT_116,
  DRAFTED_TERM_CLAUSES_HELD_OUT_117,
  DRAFTED_TERM_CLAUSES_HELD_OUT_118,
  DRAFTED_TERM_CLAUSES_HELD_OUT_119,
  DRAFTED_TERM_CLAUSES_HELD_OUT_120,
  DRAFTED_TERM_CLAUSES_HELD_OUT_121,
  DRAFTED_TERM_CLAUSES_HELD_OUT_122,
  DRAFTED_TERM_CLAUSES_HELD_OUT_123,
  DRAFTED_TERM_CLAUSES_HELD_OUT_124,
  DRAFTED_TERM_CLAUSES_HELD_OUT_125,
  DRAFTED_TERM_CLAUSES_HELD_OUT_126,
  DRAFTED_TERM_CLAUSES_HELD_OUT_127,
  DRAFTED_TERM_CLAUSES_HELD_OUT_128,
  DRAFTED_TERM_CLAUSES_HELD_OUT_129,
  DRAFTED_TERM_CLAUSES_HELD_OUT_130,
  DRAFTED_TERM_CLAUSES_HELD_OUT_131,
  DRAFTED_TERM_CLAUSES_HELD_OUT_132,
  DRAFTED_TERM_CLAUSES_HELD_OUT_133,
  DRAFTED_TERM_CLAUSES_HELD_OUT_134,
  DRAFTED_TERM_CLAUSES_HELD_OUT_135,
  DRAFTED_TERM_CLAUSES_HELD_OUT_136,
  DRAFTED_TERM_CLAUSES_HELD_OUT_137,
  DRAFTED_TERM_CLAUSES_HELD_OUT_138,
  DRAFTED_TERM_CLAUSES_HELD_OUT_139,
  DRAFTED_TERM_CLAUSES_HELD_OUT_140,
  DRAFTED_TERM_CLAUSES_HELD_OUT_141,
  DRAFTED_TERM_CLAUSES_HELD_OUT_142,
  DRAFTED_TERM_CLAUSES_HELD_OUT_143,
  DRAFTED_TERM_CLAUSES_HELD_OUT_144,
  type DraftedEnd,
  type DraftedRenewalBesideNotice,
  type DraftedRenewalClause,
  type DraftedRenewalWithLength,
  type DraftedTermClause,
  DRAFTED_RENEWAL_LENGTHS,
} from './drafted-clauses';
import { findPassage, writtenFor } from './drafted-clause-places';
import { furnishedAsPdf, laidOutAsPdf } from './drafted-layout';
import {
  DRAFTED_DATED_PREAMBLES,
  DRAFTED_DATED_PREAMBLES_2,
  DRAFTED_DATED_PREAMBLES_3,
  DRAFTED_DATED_PREAMBLES_4,
  DRAFTED_DATED_PREAMBLES_5,
  DRAFTED_DATED_PREAMBLES_6,
  DRAFTED_DATED_PREAMBLES_7,
  DRAFTED_DATED_PREAMBLES_8,
  DRAFTED_DATED_PREAMBLES_9,
  DRAFTED_DATED_PREAMBLES_10,
  DRAFTED_DATED_PREAMBLES_11,
  DRAFTED_DATED_PREAMBLES_12,
  DRAFTED_DATED_PREAMBLES_13,
  DRAFTED_DATED_PREAMBLES_14,
  DRAFTED_DATED_PREAMBLES_15,
  DRAFTED_DATED_PREAMBLES_16,
  DRAFTED_DATED_PREAMBLES_17,
  DRAFTED_DATED_PREAMBLES_18,
  DRAFTED_DATED_PREAMBLES_19,
  DRAFTED_DATED_PREAMBLES_20,
  DRAFTED_DATED_PREAMBLES_21,
  DRAFTED_DATED_PREAMBLES_22,
  DRAFTED_DATED_PREAMBLES_23,
  DRAFTED_DATED_PREAMBLES_24,
  DRAFTED_DATED_PREAMBLES_25,
  DRAFTED_DATED_PREAMBLES_26,
  DRAFTED_DATED_PREAMBLES_27,
  DRAFTED_DATED_PREAMBLES_28,
  DRAFTED_DATED_PREAMBLES_29,
  DRAFTED_DATED_PREAMBLES_30,
  DRAFTED_DATED_PREAMBLES_31,
  DRAFTED_PREAMBLES,
  DRAFTED_PREAMBLES_HELD_OUT,
  DRAFTED_PREAMBLES_LAID_OUT,
  DRAFTED_PREAMBLES_LAID_OUT_2,
  DRAFTED_PREAMBLES_MANY,
  DRAFTED_PREAMBLES_JURISDICTIONS,
  DRAFTED_PREAMBLES_FIFTEENTH,
  DRAFTED_PREAMBLES_THIRTIETH,
  DRAFTED_PREAMBLES_THIRTIETH_2,
  DRAFTED_PREAMBLES_THIRTIETH_3,
  DRAFTED_PREAMBLES_THIRTIETH_4,
  DRAFTED_PREAMBLES_THIRTY_FIRST,
  DRAFTED_PREAMBLES_THIRTY_FIRST_2,
  DRAFTED_PREAMBLES_THIRTY_FIRST_3,
  DRAFTED_PREAMBLES_THIRTY_SECOND,
  DRAFTED_PREAMBLES_THIRTY_SECOND_2,
  DRAFTED_PREAMBLES_THIRTY_SECOND_3,
  DRAFTED_PREAMBLES_THIRTY_THIRD,
  DRAFTED_PREAMBLES_THIRTY_THIRD_2,
  DRAFTED_PREAMBLES_THIRTY_THIRD_3,
  DRAFTED_PREAMBLES_THIRTY_FOURTH,
  DRAFTED_PREAMBLES_THIRTY_FOURTH_2,
  DRAFTED_PREAMBLES_THIRTY_FOURTH_3,
  DRAFTED_PREAMBLES_THIRTY_FIFTH,
  DRAFTED_PREAMBLES_THIRTY_FIFTH_2,
  DRAFTED_PREAMBLES_THIRTY_FIFTH_3,
  DRAFTED_PREAMBLES_THIRTY_SIXTH,
  DRAFTED_PREAMBLES_THIRTY_SIXTH_2,
  DRAFTED_PREAMBLES_THIRTY_SIXTH_3,
  DRAFTED_PREAMBLES_THIRTY_SEVENTH,
  DRAFTED_PREAMBLES_THIRTY_EIGHTH,
  DRAFTED_PREAMBLES_THIRTY_NINTH,
  DRAFTED_PREAMBLES_FORTIETH,
  DRAFTED_PREAMBLES_FORTY_FIRST,
  DRAFTED_PREAMBLES_FORTY_SECOND,
  DRAFTED_PREAMBLES_FORTY_THIRD,
  DRAFTED_PREAMBLES_FORTY_FOURTH,
  DRAFTED_PREAMBLES_FORTY_FIFTH,
  DRAFTED_PREAMBLES_FORTY_SIXTH,
  DRAFTED_PREAMBLES_FORTY_SEVENTH,
  DRAFTED_PREAMBLES_FORTY_EIGHTH,
  DRAFTED_PREAMBLES_FORTY_NINTH,
  DRAFTED_PREAMBLES_FIFTIETH,
  DRAFTED_PREAMBLES_FIFTY_FIRST,
  DRAFTED_PREAMBLES_FIFTY_SECOND,
  DRAFTED_PREAMBLES_FIFTY_THIRD,
  DRAFTED_PREAMBLES_FIFTY_FOURTH,
  DRAFTED_PREAMBLES_FIFTY_FIFTH,
  DRAFTED_PREAMBLES_FIFTY_SIXTH,
  DRAFTED_PREAMBLES_FIFTY_SEVENTH,
  DRAFTED_PREAMBLES_ALIASED,
  DRAFTED_PREAMBLES_REDACTED,
  DRAFTED_SIGNED_PREAMBLES,
  DRAFTED_SIGNED_PREAMBLES_2,
  type DraftedSignedPreamble,
  type DraftedDatedPreamble,
  filingAround,
  type DraftedPreamble,
} from './drafted-preambles';

const folder = process.argv[2];
if (!folder || !fs.existsSync(path.join(folder, 'clauses.jsonl'))) {
  console.error('usage: npm run eval:drafted -- PATH [AS_OF]   (a folder with gold.jsonl, clauses.jsonl, split.json)');
  process.exit(2);
}
const asOf = process.argv[3] ?? '2026-11-22';
const gold = readJsonl<CuadContract>(path.join(folder, 'gold.jsonl'));
const check = checkPartIds(folder);
const termPassages = new Map(
  readJsonl<{ id: string; 'Expiration Date'?: string[] }>(path.join(folder, 'clauses.jsonl')).map((row) => [
    row.id,
    row['Expiration Date'] ?? [],
  ]),
);
const work = gold.filter((contract) => !check.has(contract.id));
const texts = await contractTexts(folder, work);
const analyze = (text: string) => analyzeContractText(text, asOf);

/** A work contract with its one term passage found in its text, ending a sentence, and what the engine reads. */
interface Place {
  contract: CuadContract;
  text: string;
  start: number;
  end: number;
  read: ContractAnalysis;
}
const places: Place[] = work.flatMap((contract) => {
  const passages = termPassages.get(contract.id) ?? [];
  const text = texts.get(contract.id)!;
  const found = passages.length === 1 ? findPassage(text, passages[0]) : null;
  if (!found || !/[.;]$/.test(text.slice(0, found.end).trimEnd())) return [];
  return [{ contract, text, ...found, read: analyze(text) }];
});

// Contracts that do not renew, read so, long enough that the clause competes with a whole filing's sentences.
const quiet = places.filter(
  ({ contract, text, read }) =>
    !contract.renewalTerm &&
    !contract.noticePeriodToTerminateRenewal &&
    text.length >= 20_000 &&
    read.renewalKind === 'none' &&
    read.noticePeriodDays === null,
);
const after = (place: Place, clause: string) =>
  analyze(`${place.text.slice(0, place.end)} ${clause} ${place.text.slice(place.end)}`);
const short = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}...` : text);
const figure = (right: number, all: number) =>
  `${right} of ${all} (${((100 * right) / Math.max(1, all)).toFixed(0)} %)`;

/** Kinds, renewing and notices read right of a set of renewal clauses, each put into a contract of its own. */
function readRenewals(name: string, clauses: DraftedRenewalClause[]) {
  return readRenewalsPlaced(name, clauses, (place, [clause]) => after(place, clause));
}

/**
 * Kinds, renewing and notices read right of a set of renewal clauses, each put into a contract of its own by
 * `placed`, which reads the contract with the clause (and whatever else the set puts in) in it.
 */
function readRenewalsPlaced<Clause extends DraftedRenewalClause | DraftedRenewalBesideNotice>(
  name: string,
  clauses: Clause[],
  placed: (place: Place, clause: Clause, i: number) => ContractAnalysis,
) {
  let kinds = 0;
  let renewing = 0;
  let notices = 0;
  let noticesAsked = 0;
  clauses.forEach((clause, i) => {
    const [text] = clause;
    const [kind, noticeDays] = clause.slice(-2) as [RenewalKind, number | null];
    const place = quiet[i % quiet.length];
    const read = placed(place, clause, i);
    kinds += Number(read.renewalKind === kind);
    renewing += Number(countsAsRenewing(read.renewalKind) === countsAsRenewing(kind));
    const noticeRight = read.noticePeriodDays === noticeDays;
    if (noticeDays !== null || read.noticePeriodDays !== null) {
      noticesAsked++;
      notices += Number(noticeRight);
    }
    if (read.renewalKind !== kind || !noticeRight)
      console.log(
        `  ${name} ${i} in ${place.contract.id}: ${kind}/${noticeDays} read ${read.renewalKind} (${read.confidence.autoRenews})/${read.noticePeriodDays}: ${short(text)}`,
      );
  });
  return [
    `  kind read right       ${figure(kinds, clauses.length)}`,
    `  renewing or not right ${figure(renewing, clauses.length)}`,
    `  notice right          ${figure(notices, noticesAsked)} (where one is stated or read)`,
  ];
}
const renewalLines = readRenewals('renewal', DRAFTED_RENEWAL_CLAUSES);
const renewalHeldOutLines = readRenewals('held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT);
const renewalHeldOut2Lines = readRenewals('second held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_2);
const renewalHeldOut3Lines = readRenewals('third held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_3);
const renewalHeldOut4Lines = readRenewals('fourth held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_4);
const renewalHeldOut5Lines = readRenewals('fifth held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_5);
const renewalHeldOut7Lines = readRenewals('seventh held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_7);
const renewalHeldOut8Lines = readRenewals('eighth held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_8);
const renewalHeldOut9Lines = readRenewals('ninth held-out renewal', DRAFTED_RENEWAL_CLAUSES_HELD_OUT_9);
/**
 * The renewal batches from the tenth on, each with the name its misses are printed with and the heading its figures
 * are printed under, in the order they were written.
 */
const LATER_RENEWAL_BATCHES: [name: string, heading: string, clauses: DraftedRenewalClause[]][] = [
  [
    'tenth held-out renewal',
    'tenth held-out renewal clauses, as long filings write them in other words (27 November, twelfth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_10,
  ],
  [
    'eleventh held-out renewal',
    'eleventh held-out renewal clauses, each stated in a short line (27 November, thirteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_11,
  ],
  [
    'twelfth held-out renewal',
    'twelfth held-out renewal clauses, in verbs and turns no batch uses, extensions left to the parties, none (27 November, fourteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_12,
  ],
  [
    'thirteenth held-out renewal',
    'thirteenth held-out renewal clauses, continuing in other words, written after they were read as such (27 November, fourteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_13,
  ],
  [
    'fourteenth held-out renewal',
    'fourteenth held-out renewal clauses, continuing with and without periods after it, written before the change (27 November, fifteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_14,
  ],
  [
    'fifteenth held-out renewal',
    'fifteenth held-out renewal clauses, continuing the agreement in other ways, written after the change and before its first run (27 November, fifteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_15,
  ],
  [
    'sixteenth held-out renewal',
    'sixteenth held-out renewal clauses, every kind in plainer words, none in "continue", written before its first run (27 November, fifteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_16,
  ],
  [
    'seventeenth held-out renewal',
    'seventeenth held-out renewal clauses, notices to stop a renewal written in many ways, written before its first run (27 November, fifteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_17,
  ],
  [
    'eighteenth held-out renewal',
    'eighteenth held-out renewal clauses, on the boundaries between the kinds: requested and refused, agreed, proposed and accepted, at an option in other words (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_18,
  ],
  [
    'nineteenth held-out renewal',
    'nineteenth held-out renewal clauses, renewals only both can make in words the mend did not name, written after it (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_19,
  ],
  [
    'twentieth held-out renewal',
    'twentieth held-out renewal clauses, consent in yet other words, an option needing none, written after the nineteenth was mended (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_20,
  ],
  [
    'twenty-first held-out renewal',
    'twenty-first held-out renewal clauses, consent in words the word classes do not hold, options that need none, written after consent was read by word class (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_21,
  ],
  [
    'twenty-second held-out renewal',
    'twenty-second held-out renewal clauses, every kind, written after every mend of the session and aimed at none (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_22,
  ],
  [
    'twenty-third held-out renewal',
    'twenty-third held-out renewal clauses, renewals only both can make as SEC filings word them, written after every mend (27 November, sixteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_23,
  ],
  [
    'twenty-fourth held-out renewal',
    'twenty-fourth held-out renewal clauses, a right to terminate once the initial term is over as the notice, written before its first run (27 November, seventeenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_24,
  ],
  [
    'twenty-fifth held-out renewal',
    'twenty-fifth held-out renewal clauses, every kind, written after the notice change and aimed at none (27 November, seventeenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_25,
  ],
  [
    'twenty-sixth held-out renewal',
    'twenty-sixth held-out renewal clauses, a right to terminate within a named renewal period as the notice, written before its first run (28 November, eighteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_26,
  ],
  [
    'twenty-seventh held-out renewal',
    'twenty-seventh held-out renewal clauses, every kind as supply, licence, employment and subscription agreements word it, written before its first run and aimed at none (28 November, nineteenth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_27,
  ],
  [
    'twenty-eighth held-out renewal',
    'twenty-eighth held-out renewal clauses, renewals of other things and renewals denied beside renewals worded anew, written before its first run and aimed at none (28 November, twentieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_28,
  ],
  [
    'twenty-ninth held-out renewal',
    'twenty-ninth held-out renewal clauses, as subscription and services agreements word them, a notice put first, an opt-out, written before its first run and aimed at none (28 November, twenty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_29,
  ],
  [
    'thirtieth held-out renewal',
    'thirtieth held-out renewal clauses, notices that stop a renewal in other words, written before its first run and aimed at none (28 November, twenty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_30,
  ],
  [
    'thirty-first held-out renewal',
    'thirty-first held-out renewal clauses, templates, employment, leases, option periods, a renewal reminder, written before its first run and aimed at none (28 November, twenty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_31,
  ],
  [
    'thirty-second held-out renewal',
    'thirty-second held-out renewal clauses, renewals and options as SEC filings word them at length, written after the mends and before its first run, aimed at none (28 November, twenty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_32,
  ],
  [
    'thirty-third held-out renewal',
    "thirty-third held-out renewal clauses, notices in quarters and business days, renewals of another length than the first term, written after the session's mends and before its first run, aimed at none (28 November, twenty-second session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_33,
  ],
  [
    'thirty-fourth held-out renewal',
    'thirty-fourth held-out renewal clauses, renewals in words no batch used and extensions only by amendment, written before its first run and aimed at none (28 November, twenty-third session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_34,
  ],
  [
    'thirty-fifth held-out renewal',
    "thirty-fifth held-out renewal clauses, in the shapes public contract samples use, written after the session's mends and before its first run, aimed at none (28 November, twenty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_35,
  ],
  [
    'thirty-sixth held-out renewal',
    "thirty-sixth held-out renewal clauses, renewals only both can make with the parties for subject, letters of credit, bonds and guarantees renewed, written after the session's mends and before its first run (28 November, twenty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_36,
  ],
  [
    'thirty-seventh held-out renewal',
    "thirty-seventh held-out renewal clauses, in British, European and American words, options at an election, renewals on a condition, by consent and after discussion, written after the session's mends and before its first run, aimed at none (28 November, twenty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_37,
  ],
  [
    'thirty-eighth held-out renewal',
    'thirty-eighth held-out renewal clauses, renewal spoken of where the agreement does not renew, written before its first run and aimed at none (28 November, twenty-seventh session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_38,
  ],
  [
    'thirty-ninth held-out renewal',
    'thirty-ninth held-out renewal clauses, notices to stop an automatic renewal in words no batch used, written before its first run and aimed at none (28 November, twenty-seventh session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_39,
  ],
  [
    'fortieth held-out renewal',
    'fortieth held-out renewal clauses, renewals made tacitly, from year to year or by prolonging, and renewal spoken of where the agreement does not renew, written before its first run and aimed at none (29 November, twenty-eighth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_40,
  ],
  [
    'forty-first held-out renewal',
    'forty-first held-out renewal clauses, renewals on a condition, options with a window, extensions only if both notify, notices by registered mail or "except if", holding over, a cancellation for poor service, written after the session\'s mends and before its first run, aimed at none (29 November, twenty-eighth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_41,
  ],
  [
    'forty-second held-out renewal',
    'forty-second held-out renewal clauses, renewals in words the filings rarely use (reconducted, rolls over, self-renewing, carried forward, year by year, continues for additional terms), an option to prolong, renewals by a fresh agreement, written before its first run and aimed at none (29 November, twenty-eighth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_42,
  ],
  [
    'forty-third held-out renewal',
    "forty-third held-out renewal clauses, as government, franchise, Indian, employment, lease and SaaS contracts word them, written after the session's mends and before its first run, aimed at none (29 November, twenty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_43,
  ],
  [
    'forty-fourth held-out renewal',
    'forty-fourth held-out renewal clauses, renewals by tacit agreement, rolling over or consent, and six sentences of renewing where the agreement does not renew by itself, written before its first run, aimed at none (29 November, twenty-ninth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_44,
  ],
  [
    'forty-fifth held-out renewal',
    "forty-fifth held-out renewal clauses, renewals by prolongation or default, options, agreement, a notice to renew, and renewals not the agreement's, written after all of the session's mends and before its first run, aimed at none (29 November, twenty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_45,
  ],
  [
    'forty-sixth held-out renewal',
    'forty-sixth held-out renewal clauses, renewals stopped by calendar months, on an anniversary, by an opt-out or by preventing them, options by a fee or at a discretion, an indefinite continuation, insurance renewed and no duty to renew, written before its first run and aimed at none (29 November, thirtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_46,
  ],
  [
    'forty-seventh held-out renewal',
    'forty-seventh held-out renewal clauses, for precision: a term lengthened by a delay, an outside date, an exclusivity and orders renewed, registrations, renewals left to negotiation, an amendment or a board, and three that renew, written before its first run and aimed at none (29 November, thirtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_47,
  ],
  [
    'forty-eighth held-out renewal',
    'forty-eighth held-out renewal clauses, for recall, as SEC filings word them: terminated as provided herein, on each anniversary, a like term, unless and until, a first renewal of another length, options of several terms or on a condition, written before its first run and aimed at none (29 November, thirtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_48,
  ],
  [
    'forty-ninth held-out renewal',
    'forty-ninth held-out renewal clauses, notices that stop an automatic renewal in words no batch used (weeks, a window, business days received, to the end of a contract year, notice to the contrary, or more before), written before its first run and aimed at none (29 November, thirtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_49,
  ],
  [
    'fiftieth held-out renewal',
    'fiftieth held-out renewal clauses, for precision an annual fee, insurance, a renewal offered, a warrant, a covenant and a salary review, for recall renewals for consecutive terms, prolonged, renewing itself, equal in length, a notice to expire at the end of a period, options by a renewal order, written before its first run and aimed at none (29 November, thirty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_50,
  ],
  [
    'fifty-first held-out renewal',
    "fifty-first held-out renewal clauses, renewals inside long term sentences as SEC filings write them (and thereafter, extended, whereupon, a semicolon, a proviso), notices in the manner provided, not later than, an option inside the term sentence, an extension by agreement and a term not renewed, written after the session's mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_51,
  ],
  [
    'fifty-second held-out renewal',
    "fifty-second held-out renewal clauses, for precision a term extended to finish work, as long as products sell, a right of first negotiation, a royalty term, a prior agreement, purchase orders' renewals set aside, talks about a new agreement, and for recall services continued unless the customer notifies otherwise and a term rolling forward, written after all of the session's mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_52,
  ],
  [
    'fifty-third held-out renewal',
    "fifty-third held-out renewal clauses, for precision the agreement extended for a statement of work or a purchase order, an expiry postponed, the last patent, an outside date, a wind-down, obligations and a warranty going on, and for recall a month-to-month continuation while services are used, written after the session's mend of extensions to an event and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_53,
  ],
  [
    'fifty-fourth held-out renewal',
    "fifty-fourth held-out renewal clauses, for precision a licence converting, a sell-off right, an escrow, support for a release, orders, a covenant, a non-disclosure agreement renewing with this one, a price adjusted, a security interest, an automatic termination, an extension for a delay, and one plain renewal, written after all of the session's renewal mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_54,
  ],
  [
    'fifty-fifth held-out renewal',
    "fifty-fifth held-out renewal clauses, for precision an agreement extended to include or cover something, a term adjusted, an assignment, use after the Term, a lease's renewals, an engagement until a project ends, and one plain extension, written after all of the session's renewal mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_55,
  ],
  [
    'fifty-sixth held-out renewal',
    "fifty-sixth held-out renewal clauses, for precision licences, a commitment, registrations, a credit limit renewed, stock and orders repeated, successors bound, authority continued, a deadline and a licence extended, and one tacit renewal, written after the session's mend of extensions in scope and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_56,
  ],
  [
    'fifty-seventh held-out renewal',
    "fifty-seventh held-out renewal clauses, for precision undertakings, an amendment, a volume, licence keys, an appointment, a guarantee, benefit plans, service levels and a discount renewed, continued or extended, and for recall an automatic continuation and an option by paying a fee, written after all of the session's renewal mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_57,
  ],
  [
    'fifty-eighth held-out renewal',
    "fifty-eighth held-out renewal clauses, for precision targets and hours rolled over, a right of first refusal renewed, instructions, a schedule, a membership and a power of attorney going on, an appointment lapsing, domain names renewed, and one plain renewal, written after the session's notes and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_58,
  ],
  [
    'fifty-ninth held-out renewal',
    'fifty-ninth held-out renewal clauses, for recall self-renewing, deemed extended and so on, successive periods, rolling over, extended on each anniversary, renewed absent a notice, a service term, further periods with notice expiring at their end, notice in months, and an option, two renewals by agreement and insurance and a right that end, written before the first run of the session, aimed at none (29 November, thirty-second session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_59,
  ],
  [
    'sixtieth held-out renewal',
    "sixtieth held-out renewal clauses, for recall renewals pointing to another section, further periods until terminated, a period equal to the initial term, notice by a day, tacit, conditional, an order form's, termination at the end of any period, prolonged by registered letter, and options at a discretion and by a fee, written after the session's parties mend and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_60,
  ],
  [
    'sixty-first held-out renewal',
    "sixty-first held-out renewal clauses, for precision a warranty extended, statements of work renewed by change order, a commitment not renewed, sublicences continuing, orders confirmed, a covenant extended by a breach, a line of credit, price adjustments and an escrow agreement renewed, and one plain renewal, written after the session's mends and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_61,
  ],
  [
    'sixty-second held-out renewal',
    "sixty-second held-out renewal clauses, for precision renewals named in passing (prices, fees, approval, no obligation, a duty if extended, insurance), a one-time extension, obligations renewed by purchase orders, subscriptions, a prior agreement not renewing, and a plain renewal and a single option, written after the session's mends and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_62,
  ],
  [
    'sixty-third held-out renewal',
    "sixty-third held-out renewal clauses, for recall as drafted outside the United States (tacitly by registered letter, notice expiring on the last day, deemed renewed, a year at a time, stand renewed, failing notice), options of a franchisee, a licensee and a client, and a renewal by agreement, written after the session's mends and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_63,
  ],
  [
    'sixty-fourth held-out renewal',
    "sixty-fourth held-out renewal clauses, for recall with the notice said in other ways (a defined Notice of Non-Renewal, weeks before an anniversary, a month, no fewer than days, an intent to let it expire, days before a fixed day), options of a customer and a tenant, an extension only by a signed instrument, and for precision a term not renewed and an exclusivity renewed each year, written before the session's first run, aimed at none (29 November, thirty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_64,
  ],
  [
    'sixty-fifth held-out renewal',
    "sixty-fifth held-out renewal clauses, for precision renewals named in passing as SEC filings do (survival, a minimum raised upon renewal, no promise of renewal, insurance policies, patents' renewals, a royalty for a renewal under another section, a letter of credit, modules renewing with a subscription, a tenant's right under a lease), and a plain renewal and an option, written before the session's first run of them, aimed at none (29 November, thirty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_65,
  ],
  [
    'sixty-sixth held-out renewal',
    "sixty-sixth held-out renewal clauses, for precision an obligation not relieved by non-renewal, no duty to renew, fees for a renewal term, new statements of work, a franchise's renewal fee, a renewal only on terms then agreed, and for recall renewal periods unless notified, services continuing for a period of equal length, an executive's employment extended, a licence renewed on notice, a successor franchise and order forms renewing, written before the session's first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_66,
  ],
  [
    'sixty-seventh held-out renewal',
    "sixty-seventh held-out renewal clauses, for recall an extension unless a party does not wish to extend, one-year periods on the same terms, a term extended so that two years remain, a quarter-to-quarter basis, a renewal deemed made, a customer's option, good-faith negotiations and a renewal only by amendment, and for precision a fee for each renewal year, orders honoured notwithstanding renewal and domain names renewed, written after the session's first mends and before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_67,
  ],
  [
    'sixty-eighth held-out renewal',
    "sixty-eighth held-out renewal clauses, for the notice: calendar days before the renewal date, months before the expiration date, business days, preventing renewal after a semicolon, weeks with effect from a period's end, a customer cancelling its subscription, on or before the date that is days prior, a notice period of months, registered mail at the latest, days in words with and, the election not to renew in the next sentence, and a decision not to continue, written before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_68,
  ],
  [
    'sixty-ninth held-out renewal',
    "sixty-ninth held-out renewal clauses, for the notice beside another notice in the same or the next sentence (a price increase, a price list, how notices are sent, a billing address, a renewal fee, a landlord's entry, missed minimums, a discontinued product, e-mail, a price increase before renewal, a cure period, a suspension), written before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_69,
  ],
  [
    'seventieth held-out renewal',
    "seventieth held-out renewal clauses, for precision renewals in passing (inventory during any renewal, rights ending with a renewal term, a schedule whether or not renewed, fees renegotiated, a delivery date, renewal commissions, a superseded agreement, time for payment, a guarantor's obligations, a certificate of occupancy), and an automatic renewal and a licensee's option, written before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_70,
  ],
  [
    'seventy-first held-out renewal',
    'seventy-first held-out renewal clauses, for recall a tacit extension, a roll-over, an election to extend, consecutive renewal periods with a notice period of months, an extension on terms agreed at the time, and for precision a subscription, a purchase order, options, no duty to renew, trademark registrations and payment terms, written before its first run, aimed at none (29 November, thirty-fifth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_71,
  ],
  [
    'seventy-second held-out renewal',
    "seventy-second held-out renewal clauses, for recall successive periods stopped months before, a year at a time unless a party objects, a licensee's option, mutual written consent, month to month after expiry, and for precision a business licence, a deadline, credit, an annual review, interest compounding monthly and a warranty extended, written after the session's mends and before its first run, aimed at none (29 November, thirty-fifth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_72,
  ],
  [
    'seventy-third held-out renewal',
    'seventy-third held-out renewal clauses, for precision a term extended by force majeure, exclusive rights renewed, a marketing plan, permits, a royalty rate if renewed, purchase orders until fulfilled, a quotation for a renewal, an option period extended, statements of work renewing, and for recall a renewal stopped six months before, written before its first run, aimed at none (29 November, thirty-fifth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_73,
  ],
  [
    'seventy-fourth held-out renewal',
    'seventy-fourth held-out renewal clauses, for recall deemed renewed and so on from year to year, renewal terms unless and until terminated, extended from time to time, renewing on each anniversary unless notice by the preceding thirtieth day, further periods of like duration, an option to extend once, and for precision benefits, a trademark licence and payment terms, written before its first run, aimed at none (29 November, thirty-fifth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_74,
  ],
  [
    'seventy-fifth held-out renewal',
    'seventy-fifth held-out renewal clauses, for recall successive twelve-month periods, consecutive two-year periods unless the buyer does not wish to extend, a year-to-year basis, additional terms unless notice received, options to renew and to extend a lease, an extension by mutual written agreement, an evergreen term, and for precision insurance, a delivery date and a registration, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_75,
  ],
  [
    'seventy-sixth held-out renewal',
    'seventy-sixth held-out renewal clauses as filings write them, for recall renewal periods (each, a Renewal Term) unless an election not to renew, extended unless terminated before the end of the Initial Term or any extension thereof, consecutive terms unless two months before, a right to renew twice on notice of intent, renewals and extensions by mutual consent, an evergreen term indefinitely unless and until terminated, and for precision a lease, patents and import licences, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_76,
  ],
  [
    'seventy-seventh held-out renewal',
    'seventy-seventh held-out renewal clauses, for the notice said by an ordinal day, in calendar months, in weeks, before the anniversary of the Effective Date or such anniversary, with the condition first, a year in advance effective at the end of the term, set between commas, an option for either party, and for precision a letter of credit, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_77,
  ],
  [
    'seventy-eighth held-out renewal',
    "seventy-eighth held-out renewal clauses, for like periods, from year to year thereafter, an election to terminate before the anniversary date, a desire to terminate, successive renewal periods of two years each, a tacit renewal on two months, a licensee's option on written notice, renewal by mutual written consent, an evergreen term after the initial one, and for precision insurance, written before its first run, aimed at none (30 November, thirty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_78,
  ],
  [
    'seventy-ninth held-out renewal',
    "seventy-ninth held-out renewal clauses, for terms of two years each, a year-to-year basis, each year on the anniversary, a company's notice to a consultant, renewals by notice of renewal, extension by mutual written agreement, indefinitely unless and until terminated, a condition first and so on from year to year, a franchisee's option, and for precision registrations, written before its first run, aimed at none (30 November, thirty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_79,
  ],
  [
    'eightieth held-out renewal',
    "eightieth held-out renewal clauses, for additional periods unless notice of non-renewal is provided, month to month until terminated on notice, three-year extensions unless twelve months before, a way to prevent the automatic renewal, a right on a condition, any extension subject to mutual agreement, running on until either party terminates, a wish not to renew, a company's option, and for precision permits, written before its first run, aimed at none (30 November, thirty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_80,
  ],
  [
    'eighty-first held-out renewal',
    "eighty-first held-out renewal clauses, for one-year periods unless notice before the anniversary date, further periods of twelve months unless three months' notice, a licensee's extensions by notice, renewal by mutual consent, year to year unless terminated, indefinitely until terminated, unless the customer gives notice before the renewal date, on terms the parties then agree, an executive's yearly extension, and for precision insurance policies, written before its first run, aimed at none (30 November, thirty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_81,
  ],
  [
    'eighty-second held-out renewal',
    "eighty-second held-out renewal clauses, a year on each anniversary unless notice before it, successive periods with the condition first, a customer's renewal at the then-current rates, extension by mutual written agreement, month to month until terminated, in force after the initial term until terminated, a year at a time unless three months before the calendar year's end, a franchisee's entitlement within a window, one extension unless the licensee decides not to, and for precision a registration, written before its first run, aimed at none (30 November, thirty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_82,
  ],
  [
    'eighty-third held-out renewal',
    "eighty-third held-out renewal clauses, on each anniversary unless the customer cancels, renewal terms named so unless a party elects not to renew, a licensee's right if not in default, extension on the written agreement of both, in effect until terminated, three-year periods unless notice six months before, a company's option by notice, good-faith negotiation, one-month terms until cancelled, and for precision a business licence, written before its first run, aimed at none (30 November, thirty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_83,
  ],
  [
    'eighty-fourth held-out renewal',
    "eighty-fourth held-out renewal clauses, renewed thereafter unless notice before the end of any term, extended if neither party gives notice, a purchaser's extensions by notice, on terms mutually agreed, a lease renewed unless the tenant gives notice to vacate, a licensor's grant of an option, indefinitely subject to termination, extension by a written amendment, unless the client cancels before the renewal date, and for precision a performance bond, written before its first run, aimed at none (30 November, thirty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_84,
  ],
  [
    'eighty-fifth held-out renewal',
    "eighty-fifth held-out renewal clauses, further periods of twelve months with notice expiring at a period's end, a distributor's right to extend by notice, renewal upon mutual written consent, extension unless notice three months prior, a year-to-year basis, renewal only in a signed instrument, an employer's renewal in its discretion, a month-to-month lease, a licence renewing on each anniversary unless the licensee elects not to, and for precision licences and permits a contractor renews, written before its first run, aimed at none (30 November, thirty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_85,
  ],
  [
    'eighty-sixth held-out renewal',
    "eighty-sixth held-out renewal clauses, on the same terms unless a party objects in writing, upon mutual written agreement by a deadline, a franchisee's right to a successor franchise, deemed renewed on each anniversary, two options to extend a lease term, terms equal to the initial term, a subscription renewing monthly as use continues, an extension when a minimum purchase is met, negotiations with no duty to renew, and for precision a warranty period no repair extends, written before its first run, aimed at none (30 November, thirty-ninth session, later):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_86,
  ],
  [
    'eighty-seventh held-out renewal',
    "eighty-seventh held-out renewal clauses, consecutive two-year periods unless a party terminates by notice, extension by a written amendment both execute, extension unless the company does not wish to extend, a reseller's renewal on a quota met, non-renewal two months prior, an evergreen continuation until terminated, extension at a licensee's request subject to approval, renewal on each anniversary unless the customer cancels, three-year terms unless twelve months' notice, and for precision no right to any renewal, written before its first run, aimed at none (30 November, thirty-ninth session, third round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_87,
  ],
  [
    'eighty-eighth held-out renewal',
    "eighty-eighth held-out renewal clauses, a renewal in capitals, a translated renewal unless a notice is sent three months before, a tacit renewal ended by registered letter, a franchisee's renewal at its option, a meeting to discuss an extension, renewal by paying next year's fee, for precision a statement of work's own renewal, a lease extended unless the tenant elects not to, renewal on each anniversary unless the client decides not to, an extension only with both boards' approval, written before its first run, aimed at none (30 November, thirty-ninth session, fourth round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_88,
  ],
  [
    'eighty-ninth held-out renewal',
    "eighty-ninth held-out renewal clauses, a European extension unless three months' notice to the end of the respective term, a wish to renew notified and negotiated, a licensee's renewal by notice if not in breach, a renewal every January 1st unless cancelled ninety days before, an extension by mutual agreement, a customer's right but not obligation to extend, renewal unless the company notifies its intention not to renew, another contract year unless a party notifies its desire to terminate, a quarter-to-quarter continuation, and for precision a permit the city may renew, written before its first run, aimed at none (30 November, thirty-ninth session, fifth round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_89,
  ],
  [
    'ninetieth held-out renewal',
    "ninetieth held-out renewal clauses, consecutive one-year periods unless a notice of termination three months before the expiry of the relevant period, an extension upon mutual written consent, a tenant's two options to extend, a monthly renewal until cancelled, two-year terms unless notice of non-renewal a hundred and twenty days before, a company's discretion to extend by notice, a renewal subject to agreeing on pricing, a licensee's entitlement to renew on notice, successive periods unless terminated before the end of any such period, and for precision insurance renewed annually, written before its first run, aimed at none (30 November, fortieth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_90,
  ],
  [
    'ninety-first held-out renewal',
    "ninety-first held-out renewal clauses as agreements of CUAD's kinds word them, a franchisee's two additional terms within a window, a hosting agreement's renewal terms unless notice of non-renewal, a transportation agreement month to month, a joint venture extended only by the members' unanimous consent, an endorser's grant of an option, a maintenance agreement renewed at the then-current fees unless cancelled, a collaboration extended on terms to be negotiated, an extension each time unless terminated by registered letter, renewals by Contract Year, and for precision a certification renewed, written before its first run, aimed at none (30 November, fortieth session, second round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_91,
  ],
  [
    'ninety-second held-out renewal',
    "ninety-second held-out renewal clauses, the same period unless a wish to terminate by registered letter two months before, a customer's election by a renewal order form, an extension only by an amendment both execute, each anniversary unless notice three months before it, notice expiring at the end of a term, a licensor's grant of a right to renew, a meeting to discuss an extension, renewal terms with the notice put first, additional terms upon mutual written agreement, and for precision licences and permits renewed, written before its first run, aimed at none (30 November, fortieth session, third round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_92,
  ],
  [
    'ninety-third held-out renewal',
    "ninety-third held-out renewal clauses, successive periods of two years unless notice of an intention not to extend, a distributor's option for a further term, a renewal subject to mutual agreement in writing, a term that continues indefinitely until terminated on notice, a company's extension at its sole discretion, renewals unless terminated thirty days before a term ends, renewal by mutual consent for a period to be agreed, renewals unless three months notice, a renewal at the customer's election, and for precision a performance bond renewed, written before its first run, aimed at none (30 November, forty-first session, first round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_93,
  ],
  [
    'ninety-fourth held-out renewal',
    "ninety-fourth held-out renewal clauses, subsequent terms unless notice of termination, a licensee's right to extend exercisable by notice, terms mutually acceptable, year to year unless notice before the anniversary date, a purchaser's option exercised in writing, a renewal proposed and accepted, additional periods if neither party terminates, one renewal unless minimums missed, a customer's extension by notice, and for precision a product registration renewed, written before its first run, aimed at none (30 November, forty-first session, second round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_94,
  ],
  [
    'ninety-fifth held-out renewal',
    "ninety-fifth held-out renewal clauses, consecutive periods unless notice before the end of the respective period, a franchisee's election for one more term, an extension on terms mutually agreed in an amendment, calendar years unless notice, an option but not the obligation, the written agreement of two named parties, monthly terms with the notice first, two-year periods unless minimums missed or notice, a customer's request the supplier may accept or reject, and for precision insurance renewed, written before its first run, aimed at none (30 November, forty-first session, third round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_95,
  ],
  [
    'ninety-sixth held-out renewal',
    "ninety-sixth held-out renewal clauses, notices in business days, weeks and calendar months, a customer's extension on a month's notice, renewal only with both named parties' approval, a subscription renewed unless cancelled days before, an unlimited number of successive terms, a notice that opens negotiations, a licence's granted option, and for precision bonds renewed, written before its first run, aimed at none (30 November, forty-first session, fourth round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_96,
  ],
  [
    'ninety-seventh held-out renewal',
    "ninety-seventh held-out renewal clauses, additional terms unless notice of a desire to terminate, a purchaser's right to extend, a written agreement both sign before expiry, month to month after the initial term, a licensor's grant of an option for a further licence period, no obligation but the parties may agree, contract years renewed unless notice, periods unless notice of no wish to extend, an agency's renewal at its sole discretion, and for precision a registration renewed, written before its first run, aimed at none (30 November, forty-first session, fifth round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_97,
  ],
  [
    'ninety-eighth held-out renewal',
    "ninety-eighth held-out renewal clauses, in filings' wording and aimed at recall: successive periods unless notice before the end of the initial or any renewal term, mutual written agreement, additional periods unless and until notice, the same terms and conditions with no notice, a company's right at its option, an intention not to renew, deemed renewed on each anniversary, an extension to negotiate, an annual basis after an initial term, an extension subject to no default, an election not to renew, and for precision a certification renewed, written before its first run (30 November, forty-first session, sixth round):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_98,
  ],
  [
    'ninety-ninth held-out renewal',
    'ninety-ninth held-out renewal clauses, said over two sentences as filings split them (the term, then how it goes on with it, Thereafter or a defined Renewal Term): non-renewal notice, a single renewal by notice, an amendment both sign, renewal terms a party may prevent, no renewal unless agreed, a defined renewal term ended on notice, an option for further terms, a tacit renewal with the notice first, an election to extend, notice to the contrary, both boards, and for precision insurance renewed, written before its first run, aimed at none (30 November, forty-first session, seventh round):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_99,
  ],
  [
    'hundredth held-out renewal',
    'hundredth held-out renewal clauses, opening with a proviso before their subject (notwithstanding anything to the contrary, subject to a section, except as provided, unless sooner terminated, save as provided in a clause, without prejudice to a section, in the absence of notice, subject to no breach): automatic renewals with notices, an option, a year-to-year continuance, a mutual extension, no obligation to renew, a renewal subject to agreement on price, and for precision support fees, written before its first run, aimed at none (1 December, fiftieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_100,
  ],
  [
    'hundred-and-first held-out renewal',
    "hundred-and-first held-out renewal clauses, automatic renewals in less usual words (extended on each anniversary, year-by-year until notice, in the absence of notice of non-renewal, rolling forward, renewal occurring automatically, deemed extended, monthly until cancelled) with notices in days and months, an option to extend by notice, an extension by mutual written agreement, and for precision a statement of work's renewal, written before its first run, aimed at none (1 December, fifty-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_101,
  ],
  [
    'hundred-and-second held-out renewal',
    'hundred-and-second held-out renewal clauses, notices in weeks, before the period then in progress, by registered letter, before an anniversary, "or more before", "a minimum of ... ahead of", an indefinite continuation, an option on a year\'s notice, a renewal at the customer\'s election, renewals only by a new agreement or an amendment, and a licence renewed for a fee, written before its first run, aimed at none (1 December, fifty-second session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_102,
  ],
  [
    'hundred-and-third held-out renewal',
    "hundred-and-third held-out renewal clauses, notice that a party does not intend to renew, year to year unless terminated on notice, a franchisee's option with a notice window, additional periods as mutually agreed, consecutive Renewal Terms as applicable, an election not to renew or else another term, a customer's option for two terms, good-faith negotiation with no extension unless both sign, and for precision insurance renewed annually and a lease's renewal, written before its first run, aimed at none (1 December, fifty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_103,
  ],
  [
    'hundred-and-fourth held-out renewal',
    "hundred-and-fourth held-out renewal clauses, notices as filings write them (a right to terminate at the end of any term with renewal absent notice, a customer's cancellation before the renewal date, an election to terminate months before expiration, months in advance, a window of no later than and no earlier than, business days before an anniversary, a right to prevent the renewal), a tenant's options on nine months' notice, and for precision a price increase's notice upon renewal and a product's discontinuance, written before its first run, aimed at none (1 December, fifty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_104,
  ],
  [
    'hundred-and-fifth held-out renewal',
    "hundred-and-fifth held-out renewal clauses, renewals as filings word them (extended automatically for additional terms, from year to year before the anniversary date, tacitly renewed by registered letter, provided that neither party has served notice, a distributor's notice on or before the date that is, an extension at the company's sole discretion, in force indefinitely on six months' notice, a licensee's option with a notice window, renewal by mutual agreement before expiry), and for precision insurance renewed annually and a termination for convenience, written before its first run, aimed at none (2 December, fifty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_105,
  ],
  [
    'hundred-and-sixth held-out renewal',
    "hundred-and-sixth held-out renewal clauses, aimed at precision: other things of the agreement extended or renewed (an exclusivity period, a replacement part's warranty, statements of work, an appointment for an additional territory, acceptance tests, a lease in a recital, prices renegotiated, a research term, a development period), and two automatic renewals, one beside a research term not renewed, written before its first run (2 December, fifty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_106,
  ],
  [
    'hundred-and-seventh held-out renewal',
    "hundred-and-seventh held-out renewal clauses, renewals as filings word them (consecutive terms of one year each, an option exercisable by notice, successive periods of twelve months on three months' notice, month to month, renewal by mutual written agreement, renewal prevented by notice before the renewal date, notice before the end of the initial or any renewal term, a customer's extension, a tacit extension by registered letter, from year to year), and for precision insurance renewed annually, written before its first run, aimed at none (2 December, fifty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_107,
  ],
  [
    'hundred-and-eighth held-out renewal',
    "hundred-and-eighth held-out renewal clauses as SEC filings number and word them (a section heading before an automatic renewal, terms equal in length to the initial term, an indefinite continuation, a successor franchise, a purchaser's written election, the same terms and conditions, a desire to terminate, an extension at the licensee's request with consent, a tenant's option, a defined Renewal Term), and for precision prices renegotiated before a renewal of supply arrangements, written before its first run, aimed at none (2 December, fifty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_108,
  ],
  [
    'hundred-and-ninth held-out renewal',
    'hundred-and-ninth held-out renewal clauses worked by defined terms and cross-references (a Renewal Term defined, a Non-Renewal Notice, a Renewal Option exercised by a Renewal Notice, an "Auto-Renewal." heading, an Extension Period unless the buyer elects otherwise, a mutual written agreement, a Renewal Notice defined, a "Non-Renewal." heading, no obligation to renew, a new agreement, yearly extensions with an outside date), written before its first run, aimed at none (2 December, sixtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_109,
  ],
  [
    'hundred-and-tenth held-out renewal',
    'hundred-and-tenth held-out renewal clauses as employment, sponsorship, franchise and hosting agreements word them (an employment period extended on each anniversary, a right of first negotiation for a renewal, a successor franchise, month-to-month until terminated on notice, an amendment both sign, two-year extensions unless a party does not wish to extend, a right to renew a licence twice, a continuation until terminated, no automatic renewal, a renewal on each anniversary), written before its first run, aimed at none (2 December, sixtieth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_110,
  ],
  [
    'hundred-and-eleventh held-out renewal',
    'hundred-and-eleventh held-out renewal clauses in the typography text layers and drafters give (a number glued to its bracket, "auto-renew" and "auto renews", "re-new", "non renewal", a curly apostrophe, digits before words, "60-days notice", "12 mos.", "month to month", an option to extend by a year, renewal as mutually agreed, "shall not auto-renew"), written before its first run, aimed at none (2 December, sixty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_111,
  ],
  [
    'hundred-and-twelfth held-out renewal',
    'hundred-and-twelfth held-out renewal clauses as contracts translated from Chinese word them (extended "and so on" if neither party objects, renewed unless notice of an intent to terminate on expiry, a priority to renew under the same conditions, renewal upon negotiation, a new agreement on request, another term unless notice months before, a cooperation period extended each time, extension by written consent, consultation on renewal, no automatic renewal), written before its first run, aimed at none (2 December, sixty-first session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_112,
  ],
  [
    'hundred-and-thirteenth held-out renewal',
    'hundred-and-thirteenth held-out renewal clauses whose subject is the renewal or what stops it, as a noun (renewal "shall be automatic", automatic annual renewals absent notice, successive renewal terms that follow, an extension that occurs automatically, any renewal requiring an amendment, the exercise of an option, an "Automatic renewal:" label, a continuation from year to year, no renewal effective unless agreed, non-renewal requiring notice, an automatic extension a party may prevent, termination at the end of a term requiring notice), written before its first run, aimed at none (3 December, sixty-second session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_113,
  ],
  [
    'hundred-and-fourteenth held-out renewal',
    'hundred-and-fourteenth held-out renewal clauses whose notice is written as no batch wrote one (a calendar month\'s, a full quarter\'s, digits before words, "a ninety-day notice", "3-months\' notice", two months\' to the contrary, calendar days with "and" in the number, six calendar months, notice to prevent an extension, working days, a shorter period the other may accept, a notice period defined apart), written before its first run, aimed at none (3 December, sixty-second session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_114,
  ],
  [
    'hundred-and-fifteenth held-out renewal',
    'hundred-and-fifteenth held-out renewal clauses in forms and key-terms tables (a box ticked "Yes" or "No", a dot leader, a unit in brackets after a notice\'s label, options of renewal by boxes, a table\'s cells between bars, a notice in an underscored blank, bracketed fill-ins in a sentence, "N/A"), written before its first run, aimed at none (3 December, sixty-second session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_115,
  ],
  [
    'hundred-and-sixteenth held-out renewal',
    'hundred-and-sixteenth held-out renewal clauses in words no batch used first (tacitly extended by registered letter, rolling over until one party tells the other, prolonged from year to year, further periods at the customer\'s discretion or as the parties may determine, continuing without any action, deemed renewed unless a party opts out, the same period again, renewal in good standing for a fee, "shall not be renewed", a full quarter\'s notice), written before its first run, aimed at none (3 December, sixty-third session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_116,
  ],
  [
    'hundred-and-seventeenth held-out renewal',
    "hundred-and-seventeenth held-out renewal clauses as a key-terms table's renewal and notice rows in a PDF's text layer (label and value joined by one space, no colon), each on a line of its own, written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_117,
  ],
  [
    'hundred-and-eighteenth held-out renewal',
    "hundred-and-eighteenth held-out renewal clauses as English, Indian and European drafting states them (renewed on terms mutually agreed, stand renewed for a like period, deemed extended unless notice to the contrary, a right to renew upon giving notice, year-to-year subject to termination at a contractual year's end, mutual consent, tacitly renewed failing notice, a fresh agreement, an extension requested and refusable), written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_118,
  ],
  [
    'hundred-and-nineteenth held-out renewal',
    "hundred-and-nineteenth held-out renewal clauses as forms' and tables' fields on lines of their own (a notice chosen by a ticked box, a unit in brackets after a cancellation notice's label, a notice in an underscored blank, cells three spaces apart, fields in capitals, a renewal's length and notice in one row's cells, an evergreen field, \"Auto-renewal: No\" beside a notice), written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_119,
  ],
  [
    'hundred-and-twentieth held-out renewal',
    "hundred-and-twentieth held-out renewal clauses as software vendors' online master agreements and terms of service word them (periods equal to the expiring term or a year, whichever is shorter, notice by e-mail, cancelling before the term ends, renewing until cancelled in the account, auto-renewal turned off in a console, a renewal order, a price increase notified before the renewal, every order form renewing with the agreement, an agreement that runs until every subscription ends, renewal at the list price then in effect), written before its first run, aimed at none (3 December, sixty-fourth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_120,
  ],
  [
    'hundred-and-twenty-first held-out renewal',
    'hundred-and-twenty-first held-out renewal clauses in words no batch used first (an extension unless a party notifies its decision not to extend, year to year unless terminated before the anniversary date, a notice of extension, a term that rolls over, like periods absent notice, mutual written consent, prolongation by tacit agreement, a term that shall not be renewed, a further term granted on minimums met, a relationship that carries on with no fixed end date, a renewal the supplier may decline), written before its first run, aimed at none (3 December, sixty-seventh session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_121,
  ],
  [
    'hundred-and-twenty-second held-out renewal',
    "hundred-and-twenty-second held-out renewal clauses in words no batch used first (a prolongation save where a party serves notice, a term deemed extended on each anniversary, a distributor's right to extend by notice, renewal on terms to be agreed, another year unless the customer informs of its wish to terminate, a first renewal term and successive ones, an extension in the licensor's sole discretion, a renewal on its own unless a party tells the other, quarter to quarter, a term that shall not be extended, an extension that needs each party's board), written before its first run, aimed at none (3 December, sixty-seventh session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_122,
  ],
  [
    'hundred-and-twenty-third held-out renewal',
    "hundred-and-twenty-third held-out renewal clauses in words no batch used first (extended by successive periods unless notice of an intention not to extend, continuing so long as neither party has delivered a notice, a licensee's election by notifying, good-faith negotiation with no obligation to renew, renewable upon mutual written agreement, in effect indefinitely, a term extended each contract year so three years remain, renewed if neither party notifies by a date, an option in a party's sole discretion, no automatic renewal, self-renewal unless cancelled), written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_123,
  ],
  [
    'hundred-and-twenty-fourth held-out renewal',
    "hundred-and-twenty-fourth held-out renewal clauses in words no batch used first (non-renewal not later than the date days before, notice by registered letter, an election not to renew and otherwise a renewal, a renewal on months' notice if not in breach, renewal subject to agreed pricing, month to month terminable on notice, no renewal unless agreed in a signed writing, a right to end at the end of any term, an option of up to two periods, a new agreement needed, an indefinite period), written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_124,
  ],
  [
    'hundred-and-twenty-fifth held-out renewal',
    "hundred-and-twenty-fifth held-out renewal clauses in words no batch used first (year to year unless terminated before the end of any contract year, a renewal term equal to the initial one, one option exercised by notice, extension decided jointly, mutual written consent, continuing until terminated, notice of intent to terminate months before, extended absent termination, the franchisor's sole option, not subject to renewal, renewal unless the client cancels), written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_125,
  ],
  [
    'hundred-and-twenty-sixth held-out renewal',
    "hundred-and-twenty-sixth held-out renewal clauses in words no batch used first (rolling over unless notice before the roll-over date, continuing except if notice of non-renewal, a renewal order, both parties' written agreement, renewal should neither party notify, a right to extend granted, renewal on each anniversary unless a party elects not to, in effect indefinitely, no renewal, either party's extension by notice, renewal if both so agree), written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_126,
  ],
  [
    'hundred-and-twenty-seventh held-out renewal',
    "hundred-and-twenty-seventh held-out renewal clauses in words no batch used first (extended unless a party objects, renewal on each anniversary unless notice was sent, a licensee entitled to renew if not in breach, an executed amendment, month to month until notice, a company's election to extend, terms to be agreed, prolonged unless terminated by registered letter, in force until terminated, no extension beyond the stated term, a distributor's option of successive periods), written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_127,
  ],
  [
    'hundred-and-twenty-eighth held-out renewal',
    'hundred-and-twenty-eighth held-out renewal clauses as filings word them (an election not to renew, notice of intent not to renew, a licence period extended on paying a fee, terms mutually acceptable, a term extended on each anniversary, extended if neither party gives notice, a successor franchise, quarter to quarter, a new agreement by both, no renewal, renewal unless a party elects not to), written before its first run, aimed at none (4 December, sixty-ninth session):',
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_128,
  ],
  [
    'hundred-and-twenty-ninth held-out renewal',
    "hundred-and-twenty-ninth held-out renewal clauses as filings word them (consecutive periods unless terminated by notice, an election not to renew, a company's option for up to two terms, periods the parties may agree, continuing indefinitely, an extension at the end of each year unless notice of non-extension, a renewal fee, no renewal except by written agreement, one renewal term unless the customer gives notice, no right of renewal, renewal on each expiry date unless notice by registered mail), written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_129,
  ],
  [
    'hundred-and-thirtieth held-out renewal',
    "hundred-and-thirtieth held-out renewal clauses as filings word them (additional one-year terms unless notice of non-renewal, a distributor's extension by notice, a renewal negotiated in good faith, automatic extension unless a party notifies its decision not to extend, mutual written consent, a year-to-year basis, a licensee's right to one more term, extension unless terminated by notice, no automatic renewal, continuing until notice, a supplier's further twelve months), written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_130,
  ],
  [
    'hundred-and-thirty-first held-out renewal',
    "hundred-and-thirty-first held-out renewal clauses as filings word them (renewed automatically for terms of a year unless notice, an agent's Appointment the principal may extend, an extension requiring both parties' agreement, month-to-month unless notice, a franchisee's option, subsequent one-year periods unless a party does not wish to renew, no obligation to renew, from year to year until notice, a written renewal agreement, a customer's extension of the Subscription Term, a term that lapses unrenewed), written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_131,
  ],
  [
    'hundred-and-thirty-second held-out renewal',
    "hundred-and-thirty-second held-out renewal clauses as filings word them (further periods unless notice twelve months before, a company's renewal by notice, a written instrument signed by both, consecutive months until notice, a licensee's entitlement to extend, quarter to quarter, not renewable, renewal terms unless notice of intent not to extend, in effect after the Initial Term until notice, an owner's sole discretion, renewal subject to agreeing on pricing), written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_132,
  ],
  [
    'hundred-and-thirty-third held-out renewal',
    "hundred-and-thirty-third held-out renewal clauses as filings word them (an election not to renew, a distributor's right to extend, a continuation on terms mutually agreed, year by year unless notice, no automatic renewal, a customer's renewal by purchase order, notice of intent not to renew put first, in full force until notice, the parties' agreement to renew, no renewal unless a renewal agreement is executed, terms equal to the Initial Term), written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_133,
  ],
  [
    'hundred-and-thirty-fourth held-out renewal',
    "hundred-and-thirty-fourth held-out renewal clauses as filings word them (tacitly extended, a licensee's election to extend, both parties' written consent, renewal periods unless notice of termination, month to month, mutual agreement reached before the end, for as long as neither party has ended it, a unilateral right to renew, no renewal or extension, notice of non-renewal put first, renewal terms ended for convenience), written before its first run, aimed at none (4 December, seventy-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_134,
  ],
  [
    'hundred-and-thirty-fifth held-out renewal',
    "hundred-and-thirty-fifth held-out renewal clauses as filings word them (a party's desire to terminate, a distributor's option when not in default, such further period as agreed, extended unless terminated on notice, indefinitely unless and until terminated, no obligation to renew, a customer's extension by notifying, an election not to renew put first, good faith negotiation, year to year unless two months' notice, a licensee's notice of intent not to renew), written before its first run, aimed at none (4 December, seventy-first session):",
    DRAFTED_RENEWAL_CLAUSES_HELD_OUT_135,
  ],
];
const laterRenewalLines = LATER_RENEWAL_BATCHES.map(([name, heading, clauses]) => [
  heading,
  ...readRenewals(name, clauses),
]);
/**
 * Kinds, notices and the length of one renewal read right of a set of renewal clauses that state it, each put into a
 * contract of its own as readRenewals puts them.
 */
function readRenewalLengths(name: string, clauses: DraftedRenewalWithLength[]) {
  const reads: ContractAnalysis[] = [];
  const kindLines = readRenewalsPlaced(
    name,
    clauses.map(([clause, kind, noticeDays]): DraftedRenewalClause => [clause, kind, noticeDays]),
    (place, [clause]) => {
      const read = after(place, clause);
      reads.push(read);
      return read;
    },
  );
  let right = 0;
  let stated = 0;
  clauses.forEach(([text, , , months], i) => {
    if (months === null) return;
    stated++;
    if (reads[i].renewalTermMonths === months) right++;
    else console.log(`  ${name} ${i}: ${months} months read ${reads[i].renewalTermMonths}: ${short(text)}`);
  });
  return [...kindLines, `  renewal length right  ${figure(right, stated)} (where one is stated)`];
}
const renewalLengthLines = readRenewalLengths('renewal with its length', DRAFTED_RENEWAL_LENGTHS);
// The other notice right after the renewal clause in even placings, at a line break past the middle in odd ones.
const besideNoticeLines = readRenewalsPlaced(
  'renewal beside a notice',
  DRAFTED_RENEWALS_BESIDE_OTHER_NOTICES,
  ({ text, end }, [renewal, other], i) => {
    if (i % 2 === 0) return analyze(`${text.slice(0, end)} ${renewal} ${other} ${text.slice(end)}`);
    const middle = text.indexOf('\n', Math.max(end, text.length / 2));
    const at = middle < 0 ? text.length : middle;
    return analyze(`${text.slice(0, end)} ${renewal} ${text.slice(end, at)}\n${other}${text.slice(at)}`);
  },
);
/**
 * A renewal clause laid out as a PDF gives it, on lines of its own after the term passage, with its layout's page
 * furniture printed through the whole contract.
 */
const laidOutAfter = ({ text, end }: Place, clause: string, i: number) =>
  analyze(furnishedAsPdf(`${text.slice(0, end)}\n`, laidOutAsPdf(clause, i, 'Renewal.'), `\n${text.slice(end)}`, i));
const laidOutLines = readRenewalsPlaced('laid-out renewal', DRAFTED_RENEWAL_CLAUSES_LAID_OUT, (place, [clause], i) =>
  laidOutAfter(place, clause, i),
);
// Every earlier renewal clause laid out likewise, in the contract it was read in as written: those read right as
// written but wrong laid out are the layout's doing.
const everyRenewal = [
  ...DRAFTED_RENEWAL_CLAUSES,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_2,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_3,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_4,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_5,
];
/** Each clause of a set read as written after the term passage of a contract of its own, once for every comparison. */
const renewalsAsWritten = new WeakMap<DraftedRenewalClause[], ContractAnalysis[]>();
const readAsWritten = (clauses: DraftedRenewalClause[]) => {
  if (!renewalsAsWritten.has(clauses))
    renewalsAsWritten.set(
      clauses,
      clauses.map(([clause], i) => after(quiet[i % quiet.length], clause)),
    );
  return renewalsAsWritten.get(clauses)!;
};

/**
 * Kinds and notices right of a set of renewal clauses laid out as a PDF gives them (or otherwise, by `laidOut`, which
 * reads the contract with the clause so written in it, and is named by `how`), against the same clauses as written in
 * the same contract; those read right as written but wrong laid out are printed as the layout's doing.
 */
function renewalsLaidOut(
  name: string,
  clauses: DraftedRenewalClause[],
  laidOut: (place: Place, clause: string, i: number) => ContractAnalysis = laidOutAfter,
  how = 'laid out',
) {
  const rightOf = (read: ContractAnalysis, [, kind, noticeDays]: DraftedRenewalClause) =>
    read.renewalKind === kind && read.noticePeriodDays === noticeDays;
  const asWritten = readAsWritten(clauses);
  let flatRight = 0;
  let laidRight = 0;
  clauses.forEach((clause, i) => {
    const place = quiet[i % quiet.length];
    const flat = rightOf(asWritten[i], clause);
    const laid = laidOut(place, clause[0], i);
    flatRight += Number(flat);
    laidRight += Number(rightOf(laid, clause));
    if (flat && !rightOf(laid, clause))
      console.log(
        `  ${name} ${i} in ${place.contract.id}: ${clause[1]}/${clause[2]} read ${laid.renewalKind}/${laid.noticePeriodDays}: ${short(clause[0])}`,
      );
  });
  return `  kind and notice right ${figure(laidRight, clauses.length)} ${how}, ${figure(flatRight, clauses.length)} as written`;
}
const renewalLaidOutLine = renewalsLaidOut('laid-out earlier renewal', everyRenewal);
// The renewal batches written after the layouts (the seventh to ninth and every later one), laid out the same way,
// first on 30 November (forty-second session), before any of them had been read laid out: whether what was mended
// in their wording holds when a page breaks it.
const everyLaterRenewal = [
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_7,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_8,
  ...DRAFTED_RENEWAL_CLAUSES_HELD_OUT_9,
  ...LATER_RENEWAL_BATCHES.flatMap(([, , clauses]) => clauses),
];
const renewalsLaidOutLater = renewalsLaidOut('laid-out later renewal', everyLaterRenewal);
// Every renewal clause, earlier and later, printed in capitals where it stands, as a conspicuous clause is (first on 1
// December, fifty-fifth session): those read right as written but wrong in capitals are the capitals' doing.
const inCapitalsAfter = (place: Place, clause: string) => after(place, clause.toUpperCase());
const renewalsInCapitals = [everyRenewal, everyLaterRenewal].map((clauses) =>
  renewalsLaidOut('renewal in capitals', clauses, inCapitalsAfter, 'in capitals'),
);
/**
 * How many clauses of something else, each put into a contract that does not renew, are misread: `misread` says what
 * was read wrongly, or null.
 */
function countMisread(name: string, clauses: string[], misread: (read: ContractAnalysis) => string | null) {
  return clauses.filter((clause, i) => {
    const place = quiet[i % quiet.length];
    const wrong = misread(after(place, clause));
    if (wrong) console.log(`  ${name} ${i} in ${place.contract.id}: read ${wrong}: ${short(clause)}`);
    return wrong !== null;
  }).length;
}
const readAsNotice = (read: ContractAnalysis) =>
  read.noticePeriodDays !== null ? `${read.noticePeriodDays} days` : null;
const otherNotices = countMisread('other notice', DRAFTED_OTHER_NOTICES, readAsNotice);
/**
 * Batches written later, many set against the end of a year or of the Term as a notice to stop a renewal is: each its
 * ordinal, when and how it was written, and its notices.
 */
const LATER_OTHER_NOTICE_BATCHES: [ordinal: string, written: string, notices: string[]][] = [
  ['second', '27 November, sixteenth session', DRAFTED_OTHER_NOTICES_2],
  ['third', 'written before its first run, 28 November, nineteenth session', DRAFTED_OTHER_NOTICES_3],
  ['fourth', 'written before its first run, 29 November, thirtieth session', DRAFTED_OTHER_NOTICES_4],
  ['fifth', 'written before its first run, 29 November, thirty-first session', DRAFTED_OTHER_NOTICES_5],
  [
    'sixth',
    "written after the session's notice mend and before its first run, 29 November, thirty-first session",
    DRAFTED_OTHER_NOTICES_6,
  ],
  [
    'seventh',
    "written after all of the session's notice mends and before its first run, 29 November, thirty-first session",
    DRAFTED_OTHER_NOTICES_7,
  ],
  ['eighth', 'written before its first run, 29 November, thirty-second session', DRAFTED_OTHER_NOTICES_8],
  [
    'ninth',
    "written after the session's mends and before its first run, 29 November, thirty-second session",
    DRAFTED_OTHER_NOTICES_9,
  ],
  ['tenth', 'written before its first run, 29 November, thirty-third session', DRAFTED_OTHER_NOTICES_10],
  ['eleventh', 'written before its first run, 29 November, thirty-fourth session', DRAFTED_OTHER_NOTICES_11],
  [
    'twelfth',
    'each timed against the end of the term or a year, written before its first run, 29 November, thirty-fourth session',
    DRAFTED_OTHER_NOTICES_12,
  ],
  [
    'thirteenth',
    'several timed against the end of the term or a year, written before its first run, 29 November, thirty-fifth session',
    DRAFTED_OTHER_NOTICES_13,
  ],
  [
    'fourteenth',
    'most timed against the end of the term or a renewal, written before its first run, 29 November, thirty-fifth session',
    DRAFTED_OTHER_NOTICES_14,
  ],
  [
    'fifteenth',
    'several timed against the end of a quarter, a year or a month, written before its first run, 29 November, thirty-sixth session',
    DRAFTED_OTHER_NOTICES_15,
  ],
  [
    'sixteenth',
    'as filings write them, several timed against the end of the term or a year, written before its first run, 29 November, thirty-sixth session',
    DRAFTED_OTHER_NOTICES_16,
  ],
  [
    'seventeenth',
    'of audits, prices, relocation, subcontracting, a change of control, a recall, a delay, a purchase right, a meeting and an insurance cancellation, written before its first run, 30 November, thirty-seventh session',
    DRAFTED_OTHER_NOTICES_17,
  ],
  [
    'eighteenth',
    "of a change of address, an assignment, a work schedule, an entry, an order's cancellation, a discontinuance, a trustee's resignation, an infringement, a redemption and a manual's modification, written before its first run, 30 November, thirty-eighth session",
    DRAFTED_OTHER_NOTICES_18,
  ],
  [
    'nineteenth',
    'of a price increase, a board meeting, a recall, a sale of the building, a change of control, a delay in delivery, an audit, a replacement of key personnel, an exercise of a warrant and a rent review, written before its first run, 30 November, thirty-ninth session',
    DRAFTED_OTHER_NOTICES_19,
  ],
  [
    'twentieth',
    "of a claim, a relocation, a subcontract, a suspension of services, a forecast's shortfall, an intention to bid, a withdrawal from a plan, a price list's revision, a shareholders' meeting and a secondment's end, written before its first run, 30 November, thirty-ninth session, later",
    DRAFTED_OTHER_NOTICES_20,
  ],
  [
    'twenty-first',
    "of a change in specifications, an executive's relocation, a lender's remedy, an assignment to an affiliate, alterations, a trade show, a publication date, a capital call, a closure for maintenance and an intention to sell, written before its first run, 30 November, thirty-ninth session, third round",
    DRAFTED_OTHER_NOTICES_21,
  ],
  [
    'twenty-second',
    "of a change in fees, a change in ownership, a product launch, work out of hours, a vacation, defects, a record date, a product's end of life, an agent's resignation and a notice passed on, written before its first run, 30 November, thirty-ninth session, fourth round",
    DRAFTED_OTHER_NOTICES_22,
  ],
  [
    'twenty-third',
    'of a layoff, a redemption, a complaint, a delivery schedule, a hiring, a representative, a new territory, equipment moved, a rate increase and a borrowing, written before its first run, 30 November, thirty-ninth session, fifth round',
    DRAFTED_OTHER_NOTICES_23,
  ],
  [
    'twenty-fourth',
    'of work out of hours, an entry, a shipment, a vacation, a change to a plan, an audit, a change of name, a forecast, an alteration and a default, written before its first run, 30 November, fortieth session',
    DRAFTED_OTHER_NOTICES_24,
  ],
  [
    'twenty-fifth',
    "of a schedule of home games, a pickup, an operations manual, a maintenance window, a joint venture's meeting, an endorser's likeness, a product discontinued, an infringement, a trade show and a release date, written before its first run, 30 November, fortieth session, second round",
    DRAFTED_OTHER_NOTICES_25,
  ],
  [
    'twenty-sixth',
    'of working hours, a closing date, utilities, a public announcement, bank details, a new facility, a claim, a delivery point, a rejected shipment and a call schedule, written before its first run, 30 November, fortieth session, third round',
    DRAFTED_OTHER_NOTICES_26,
  ],
  [
    'twenty-seventh',
    "of alterations, a purchase forecast, an audit, a promotional event, a vacation, a security breach, a proposed transfer, a prepayment, a book out of print and a component's end of life, written before its first run, 30 November, forty-first session, first round",
    DRAFTED_OTHER_NOTICES_27,
  ],
];
const laterOtherNoticeLines = LATER_OTHER_NOTICE_BATCHES.map(([ordinal, written, notices]) => {
  const read = countMisread(`other notice, ${ordinal} batch`, notices, readAsNotice);
  return `  other notices, ${ordinal} batch, read ${read} of ${notices.length} (none should be; ${written})`;
});
// Renewals of something else (insurance, a letter of credit, a purchase order): the agreement still does not renew.
const otherRenewals = countMisread('other renewal', DRAFTED_OTHER_RENEWALS, (read) =>
  read.renewalKind !== 'none' || read.noticePeriodDays !== null ? `${read.renewalKind}/${read.noticePeriodDays}` : null,
);
/** What a contract that should not renew was read as, when it was read as renewing or given a notice. */
const readAsRenewing = (read: ContractAnalysis) =>
  countsAsRenewing(read.renewalKind) || read.noticePeriodDays !== null
    ? `${read.renewalKind}/${read.noticePeriodDays}`
    : null;
// Renewals named in passing or denied: the agreement still renews neither by itself nor at an option.
const inPassing = countMisread('renewal in passing', DRAFTED_RENEWALS_IN_PASSING, readAsRenewing);
// Automatic words about something else, or that renew nothing: still no renewal.
const automaticNotRenewing = countMisread('automatic, not renewing', DRAFTED_AUTOMATIC_NOT_RENEWING, readAsRenewing);
// Renewal deleted, left to a later agreement, or recited from another: still no renewal.
const undoneOrRecited = countMisread('renewal undone or recited', DRAFTED_RENEWALS_UNDONE_OR_RECITED, readAsRenewing);
// Renewals of a sublicence, a lease, a subscription or another instrument: still no renewal of the agreement.
const otherInstruments = countMisread(
  'renewal of another instrument',
  DRAFTED_RENEWALS_OF_OTHER_INSTRUMENTS,
  readAsRenewing,
);
const rightsAndPeriods = countMisread(
  'renewal of a right or period',
  DRAFTED_RENEWALS_OF_RIGHTS_AND_PERIODS,
  readAsRenewing,
);
// Extensions of the term by a delay, to finish work, a holdover: still no renewal.
const extensionsNotRenewals = countMisread('extension, not renewal', DRAFTED_EXTENSIONS_NOT_RENEWALS, readAsRenewing);
// Obligations, prices, plans and deadlines renewed or extended: still no renewal of the agreement.
const obligationsExtended = countMisread('obligation extended', DRAFTED_OBLIGATIONS_EXTENDED, readAsRenewing);
// Renewals named, denied, left to approval or to talks, of the agreement: still none granted.
const notGranted = countMisread('renewal not granted', DRAFTED_RENEWALS_NOT_GRANTED, readAsRenewing);
// Other things continued, or the agreement continued to wind down: still no renewal.
const continuationsNotRenewals = countMisread(
  'continuation, not renewal',
  DRAFTED_CONTINUATIONS_NOT_RENEWALS,
  readAsRenewing,
);
/**
 * Other things renewed, extended or rolled over, in batches written later (30 November, forty-first session): still no
 * renewal. Each its ordinal, the round it was written in, and its clauses.
 */
const OTHER_THINGS_RENEWED_BATCHES: [ordinal: string, round: string, clauses: string[]][] = [
  ['second', 'second', DRAFTED_OTHER_THINGS_RENEWED_2],
  ['third', 'third', DRAFTED_OTHER_THINGS_RENEWED_3],
  ['fourth', 'fourth', DRAFTED_OTHER_THINGS_RENEWED_4],
  ['fifth', 'fifth', DRAFTED_OTHER_THINGS_RENEWED_5],
];
const otherThingsRenewedLines = OTHER_THINGS_RENEWED_BATCHES.map(([ordinal, round, clauses]) => {
  const read = countMisread(`${ordinal}-batch other thing renewed`, clauses, readAsRenewing);
  return `  other things renewed, extended or rolled over, a ${ordinal} batch, read as renewing ${read} of ${clauses.length} (none should be; written before its first run, 30 November, forty-first session, ${round} round)`;
});

// Contracts whose effective date and end are read right: the drafted term replaces the annotators' passage.
const dated = places.filter(
  ({ contract, read }) =>
    isDate(contract.effectiveDate) &&
    isDate(contract.expirationDate) &&
    read.effectiveDate === contract.effectiveDate &&
    read.expirationDate === contract.expirationDate,
);
/** A drafted term clause in one contract: the end it means there, and the end read with it in place of the passage. */
interface TermPlacing {
  i: number;
  place: Place;
  written: string;
  want: string | null;
  read: ContractAnalysis;
}

/**
 * Each of a set of term clauses in two contracts apart in the list, written by `lay` between the text before and after
 * the passage it replaces (as it is, in capitals, or laid out as a PDF gives it with its page furniture through the
 * whole text); placings that lose the effective date (it was in the passage replaced) are left out, as no test of the
 * term's reading.
 */
function termPlacings(
  clauses: DraftedTermClause[],
  lay = (before: string, written: string, after: string, _i: number) => `${before}${written} ${after}`,
): TermPlacing[] {
  return clauses.flatMap(([clause, end], i) =>
    [dated[i % dated.length], dated[(i + 7) % dated.length]].flatMap((place) => {
      const effective = dayjs(place.contract.effectiveDate as string);
      const written = writtenFor(clause, effective);
      const read = analyze(lay(place.text.slice(0, place.start), written, place.text.slice(place.end), i));
      if (read.effectiveDate !== place.contract.effectiveDate) return [];
      return [{ i, place, written, want: endOf(end, effective), read }];
    }),
  );
}
const describeTerm = (name: string, { i, place, written, want, read }: TermPlacing) =>
  `  ${name} ${i} in ${place.contract.id} from ${place.contract.effectiveDate}: ${want} read ${read.expirationDate} (${read.confidence.expirationDate}): ${short(written)}`;

/** Ends read right of a set of term clauses, each in two contracts apart in the list. */
function readTerms(name: string, clauses: DraftedTermClause[]) {
  const placings = termPlacings(clauses);
  for (const placing of placings)
    if (placing.read.expirationDate !== placing.want) console.log(describeTerm(name, placing));
  const ends = placings.filter(({ read, want }) => read.expirationDate === want).length;
  return `  end read right        ${figure(ends, placings.length)} (placings that kept their effective date)`;
}
const termLine = readTerms('term', DRAFTED_TERM_CLAUSES);
/** The held-out term batches, as LATER_RENEWAL_BATCHES are given. */
const HELD_OUT_TERM_BATCHES: [name: string, heading: string, clauses: DraftedTermClause[]][] = [
  ['held-out term', 'held-out term clauses (written after the renewal mends):', DRAFTED_TERM_CLAUSES_HELD_OUT],
  ['second held-out term', 'second held-out term clauses (26 November):', DRAFTED_TERM_CLAUSES_HELD_OUT_2],
  [
    'third held-out term',
    'third held-out term clauses, short or beside another period (26 November, later):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_3,
  ],
  [
    'fourth held-out term',
    "fourth held-out term clauses, ends in the contract's own years or a calendar year's (26 November, later):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_4,
  ],
  [
    'fifth held-out term',
    'fifth held-out term clauses, as an amendment restates or extends the term (26 November, third session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_5,
  ],
  [
    'sixth held-out term',
    'sixth held-out term clauses, plainly written ends of the kinds unseen contracts missed (26 November, seventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_6,
  ],
  [
    'seventh held-out term',
    "seventh held-out term clauses, through and including, until an anniversary, a heading's fragment (27 November, ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_7,
  ],
  [
    'eighth held-out term',
    'eighth held-out term clauses, as SEC filings state a term (27 November, ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_8,
  ],
  [
    'ninth held-out term',
    'ninth held-out term clauses, plain ends in a line, a heading before the term, ends on an event (27 November, tenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_9,
  ],
  [
    'tenth held-out term',
    'tenth held-out term clauses, a term by definition, in a schedule, after a bare heading (27 November, tenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_10,
  ],
  [
    'eleventh held-out term',
    'eleventh held-out term clauses, plain one-line ends and a ceiling (27 November, eleventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_11,
  ],
  [
    'twelfth held-out term',
    'twelfth held-out term clauses, short lines in new words, a label before a length (27 November, twelfth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_12,
  ],
  [
    'thirteenth held-out term',
    'thirteenth held-out term clauses, as SEC filings state a term in other words (27 November, twelfth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_13,
  ],
  [
    'fourteenth held-out term',
    'fourteenth held-out term clauses, short lines in other verbs and short lines ending no term (27 November, thirteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_14,
  ],
  [
    'fifteenth held-out term',
    'fifteenth held-out term clauses, short lines in verbs never seen and short lines ending no term (27 November, thirteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_15,
  ],
  [
    'sixteenth held-out term',
    'sixteenth held-out term clauses, short lines in drafting no batch uses, and lapses and ceasings of other things (27 November, fourteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_16,
  ],
  [
    'seventeenth held-out term',
    'seventeenth held-out term clauses, one-line terms stated with a noun, and lengths and dates of other things (27 November, fifteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_17,
  ],
  [
    'eighteenth held-out term',
    'eighteenth held-out term clauses, more nouns for the term and its last day, written after the change and before its first run (27 November, fifteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_18,
  ],
  [
    'nineteenth held-out term',
    'nineteenth held-out term clauses, dates of other things alone, and ends whose subject stands apart from the verb (27 November, sixteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_19,
  ],
  [
    'twentieth held-out term',
    'twentieth held-out term clauses, terms as commonly stated, written after every change and aimed at none (27 November, sixteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_20,
  ],
  [
    'twenty-first held-out term',
    'twenty-first held-out term clauses, plain last days in verbs and nouns no batch used, written before any change (27 November, seventeenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_21,
  ],
  [
    'twenty-second held-out term',
    'twenty-second held-out term clauses, terms in drafting no batch used, written after the change and aimed at none (27 November, seventeenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_22,
  ],
  [
    'twenty-third held-out term',
    'twenty-third held-out term clauses, terms as service, lease and European agreements state them, written before its first run and aimed at none (28 November, nineteenth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_23,
  ],
  [
    'twenty-fourth held-out term',
    "twenty-fourth held-out term clauses, terms as treaties, subleases and engagements state them, written after the session's mends and before its first run (28 November, nineteenth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_24,
  ],
  [
    'twenty-fifth held-out term',
    'twenty-fifth held-out term clauses, last days as public-sector, services and distribution contracts write them, written before its first run and aimed at none (28 November, twentieth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_25,
  ],
  [
    'twenty-sixth held-out term',
    "twenty-sixth held-out term clauses, terms as a user's subscription, services, consulting and civil-law contracts state them, written before its first run and aimed at none (28 November, twenty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_26,
  ],
  [
    'twenty-seventh held-out term',
    "twenty-seventh held-out term clauses, terms beside renewals of another length and ends at a time before an anniversary, written after the session's mends and before its first run (28 November, twenty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_27,
  ],
  [
    'twenty-eighth held-out term',
    'twenty-eighth held-out term clauses, terms as research, manufacturing, distribution and supply agreements state them, and periods that end no term, written before its first run and aimed at none (28 November, twenty-third session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_28,
  ],
  [
    'twenty-ninth held-out term',
    "twenty-ninth held-out term clauses, in the shapes public contract samples use, and ends on events, written after the session's mends and before its first run, aimed at none (28 November, twenty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_29,
  ],
  [
    'thirtieth held-out term',
    'thirtieth held-out term clauses, terms as contracts of many kinds state them, and an end of something else, written before its first run and aimed at none (28 November, twenty-seventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_30,
  ],
  [
    'thirty-first held-out term',
    'thirty-first held-out term clauses, each beside a second date or length of something else, written before its first run and aimed at none (28 November, twenty-seventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_31,
  ],
  [
    'thirty-second held-out term',
    'thirty-second held-out term clauses, long sentences, digits, slashed dates, licences and leases, ends on events, written before its first run and aimed at none (29 November, twenty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_32,
  ],
  [
    'thirty-third held-out term',
    "thirty-third held-out term clauses, terms in force for a period, to an Expiry Date, from signing, to an anniversary of the date hereof, to a year end, in Contract Years, no later than a date, in ISO dates, written after the session's mends and before its first run, aimed at none (29 November, twenty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_33,
  ],
  [
    'thirty-fourth held-out term',
    'thirty-fourth held-out term clauses, terms in words the filings rarely use (valid, binding, validity, life, operates, lapses, ceases to have effect, runs out, operative, lasts), written before its first run and aimed at none (29 November, twenty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_34,
  ],
  [
    'thirty-fifth held-out term',
    "thirty-fifth held-out term clauses, plain terms in new words and a yearly fee, written after all of the session's mends and before its first run, aimed at none (29 November, twenty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_35,
  ],
  [
    'thirty-sixth held-out term',
    'thirty-sixth held-out term clauses, terms in drafting from outside SEC filings and two periods that end nothing, written before its first run and aimed at none (29 November, twenty-ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_36,
  ],
  [
    'thirty-seventh held-out term',
    "thirty-seventh held-out term clauses, plain terms in and out of this session's synonyms and two validities that end nothing, written after all of the session's mends and before its first run, aimed at none (29 November, twenty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_37,
  ],
  [
    'thirty-eighth held-out term',
    'thirty-eighth held-out term clauses, the date falling after, ending without notice, from signature, binding for, at the close of business, a defined Term, capitals and lower case, the earlier of a date and an event, and a survival, a warranty and a rent-free period, written before its first run and aimed at none (29 November, thirtieth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_38,
  ],
  [
    'thirty-ninth held-out term',
    "thirty-ninth held-out term clauses, plain terms in drafting no batch used and a lock-up period and statements of work that end nothing, written after all of the session's mends and before its first run, aimed at none (29 November, thirtieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_39,
  ],
  [
    'fortieth held-out term',
    'fortieth held-out term clauses, an end at a time of day or midnight, a term shared with a licence, a bare heading and length, a duration, a fixed term, a performance period, a relationship governed until a date, and a warranty, a purchase target, a survival and a right to terminate, written before its first run and aimed at none (29 November, thirty-first session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_40,
  ],
  [
    'forty-first held-out term',
    "forty-first held-out term clauses, terms as long filings state them (subject to an article, through and including after a list of sections, in force and thereafter until notice, a licence's term with the agreement's, midnight Eastern Time, a dotted date, an appointment, a supply period, the earlier of an anniversary and another agreement's end) and a retainer, purchase orders and a deadline, written after the session's term mend and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_41,
  ],
  [
    'forty-second held-out term',
    "forty-second held-out term clauses, a term and an end date by definition, a term over two sentences, a label with a day-first date, from execution by both parties, enters into force, the day before an anniversary, the close of business, and instalments and a notice address, written after all of the session's mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_42,
  ],
  [
    'forty-third held-out term',
    "forty-third held-out term clauses, a lease's expiration date, a pilot, a sponsorship's seasons, a duration label, an engagement, the last day of a month, good through, months from the date hereof, a term beside an option, and a tax year, a delivery window and a price hold, written after all of the session's mends and before its first run, aimed at none (29 November, thirty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_43,
  ],
  [
    'forty-fourth held-out term',
    'forty-fourth held-out term clauses, until an anniversary thereof, a licence expiring years after, a defined expiry date, a bare label of months, a time on the last date, years after the date first written above, a supply period, an automatic termination, for a term of months, and an anniversary of an undated launch, a bonus date and a warranty, written before the first run of the session, aimed at none (29 November, thirty-second session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_44,
  ],
  [
    'forty-fifth held-out term',
    "forty-fifth held-out term clauses, an end defined then used, the earlier of a date and another agreement's end, months thereafter, from the last signature, an anniversary unless extended, a date subject to a clause, a fixed period, and a year after an undated sale, an exclusivity period and an invoicing cut-off, written after the session's parties mend and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_45,
  ],
  [
    'forty-sixth held-out term',
    "forty-sixth held-out term clauses, as drafted outside the United States (an initial period in force, a definite period until a date, valid with effect from, a deed's expiry date, subsist, tenure, years thereafter, a minimum term, a licence period), and a delivery deadline, a guarantee and a financial year, written after the session's mends and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_46,
  ],
  [
    'forty-seventh held-out term',
    "forty-seventh held-out term clauses, a named end day before or after the term that uses it, expiring on a date, months computed from, years from, a year and six months, and a named launch day, a lock-up and a last instalment, written after the session's named-day mend and before its first run, aimed at none (29 November, thirty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_47,
  ],
  [
    'forty-eighth held-out term',
    "forty-eighth held-out term clauses, an anniversary thereof, terminating on an anniversary unless earlier terminated, months, a date unless extended, years unless sooner terminated, through and including a date, years later, a period then expiring, and a warranty period, a sales deadline and a surviving covenant, written before the session's first run, aimed at none (29 November, thirty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_48,
  ],
  [
    'forty-ninth held-out term',
    "forty-ninth held-out term clauses, an end day named as an anniversary before or after the term, the date that is months after, shall be an anniversary, the day before one, being one, months after, and a day named as another day's anniversary and a review date, written after the session's named-anniversary mend and before its first run, aimed at none (29 November, thirty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_49,
  ],
  [
    'fiftieth held-out term',
    "fiftieth held-out term clauses as SEC filings state them, an initial period ending on a date beside its renewal, years terminating on the third anniversary of the date hereof, a time of day, through the date that is months after, years following, a date subject to earlier termination, and the later of a launch's anniversary and a patent's expiry, a launch's anniversary, years after a closing and a term coterminous with a lease, written before their first run, aimed at none (29 November, thirty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_50,
  ],
  [
    'fifty-first held-out term',
    "fifty-first held-out term clauses, in force for a fixed period, concluded for a definite period as from, valid until a date, lasting years from the date first written above, an engagement of months, a lease of years, a duration counted from, a term until either party ends it, and a confidentiality period, a warranty period and a term while minimums are bought, written before the session's first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_51,
  ],
  [
    'fifty-second held-out term',
    "fifty-second held-out term clauses, an article's heading run into the term, hereby extended until a date, a key term's label, midnight on the day preceding an anniversary, in place until an anniversary, entered into for a term of years, one year as the Initial Term, an employment period ending on an anniversary thereof, and a statement of work's term and an exclusivity period, written after the session's first mends and before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_52,
  ],
  [
    'fifty-third held-out term',
    "fifty-third held-out term clauses as definitions and schedules state them, Term defined as a period ending on a date, an Initial Term ending on an anniversary, an Agreement Term of years, as set forth in the Cover Sheet, up to and including a date, from and after, until an anniversary named the Expiry Date, months with no start, an indefinite period, and a contract year's definition, written before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_53,
  ],
  [
    'fifty-fourth held-out term',
    "fifty-fourth held-out term clauses, years from the date hereof, until the close of business on a date, through a date before renewals, five Contract Years, ending automatically on an anniversary, months following, unless renewed before a date, the last day of an anniversary's calendar year, months thereafter, a key term's two words, and a sell-off period and first years' minimums, written before its first run, aimed at none (29 November, thirty-fourth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_54,
  ],
  [
    'fifty-fifth held-out term',
    'fifty-fifth held-out term clauses as drafted in England, India and Australia, 3 (three) years, 24 (twenty four) months w.e.f., until 31st March, a Minimum Term, terminating automatically on an anniversary, a deed expiring the day before an anniversary, expiring on 30 June, services for calendar months, in force until terminated under a clause, and goods insured until title passes, written before its first run, aimed at none (29 November, thirty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_55,
  ],
  [
    'fifty-sixth held-out term',
    "fifty-sixth held-out term clauses, a dd/mm/yyyy date, the end of a fourth Contract Year, deemed to have expired, starting from, binds the parties, a Letter Agreement, a Supply Period that finishes, a subscription, a licence the agreement ends with, employment ending on a date, no fixed duration, and an agreement co-extensive with another, one until amounts are paid and a provision's end, written before its first run, aimed at none (29 November, thirty-fifth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_56,
  ],
  [
    'fifty-seventh held-out term',
    "fifty-seventh held-out term clauses, an Initial Term line before a sentence opening After, four years commencing on the Effective Date, The Parties agree that, It is agreed that, a lease's years, until an anniversary at which time it expires, Term of Contract between two dates, three years extended only by amendment, and obligations after termination, a covenant not to compete and the last patent's expiry, written after the session's mends and before its first run, aimed at none (29 November, thirty-fifth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_57,
  ],
  [
    'fifty-eighth held-out term',
    'fifty-eighth held-out term clauses, execution by the last party, as of the Effective Date, 24:00 hours, up to and including, concurrently with another agreement, up to 30th September, reckoned from, upon the lapse of, stays in force, and a purchase order, a guarantee and a term without limit of time, written before its first run, aimed at none (29 November, thirty-fifth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_58,
  ],
  [
    'fifty-ninth held-out term',
    'fifty-ninth held-out term clauses, long as filings write them: years before a proviso, until a date (the Initial Term) before a renewal by agreement, appointed until an anniversary thereof, an agreement and its licences expiring on an anniversary, through and including a date, years from the date first written above, and a launch not yet dated, prices for two years and minimums for Contract Years, written before its first run, aimed at none (29 November, thirty-fifth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_59,
  ],
  [
    'sixtieth held-out term',
    'sixtieth held-out term clauses, a time of day on the day before an anniversary, beginning with, governing a relationship following, terminating automatically on a date, measured from, valid as from, a bare label, months thereafter, an initial period ending on a date, Lease Years, a fixed term to the day before an anniversary, an engagement, lapsing, a perpetual agreement, and royalties, a warranty, survival and a price hold, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_60,
  ],
  [
    'sixty-first held-out term',
    'sixty-first held-out term clauses as filings state a term, through an anniversary (the Initial Term), the earlier to occur of a date, subject to the provisions for earlier termination, a licence until an anniversary, an initial term before renewals, until a date unless extended, months from a beginning as of, expiring unless renewed by agreement, a period ending on a date, and a forecast, an exclusivity period and insurance after termination, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_61,
  ],
  [
    'sixty-second held-out term',
    'sixty-second held-out term clauses in the kinds of agreement CUAD holds, a franchise from an opening, an endorsement through a date, hosting, co-branding thereafter, a joint venture, a licence to the last patent, maintenance, supply from a first sale, a reseller, a primary term, development but in no event later than, a consulting period, an agency, and a retainer, a non-compete and an agreement ended only by agreement, written before its first run, aimed at none (29 November, thirty-sixth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_62,
  ],
  [
    'sixty-third held-out term',
    "sixty-third held-out term clauses in the kinds of agreement CUAD holds, distribution until an anniversary thereof, a licence's initial period, an expiry on a date, a lease in months, a term extendable by agreement, a racing season, a research term, binding after the date hereof, until terminated, hosting from a go-live date, on the date that is years after, co-marketing to the year's end, an indefinite period, employment to an anniversary, and a warranty and royalties, written before its first run, aimed at none (30 November, thirty-seventh session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_63,
  ],
  [
    'sixty-fourth held-out term',
    'sixty-fourth held-out term clauses as filings state a term, unless terminated earlier, a date unless extended by agreement, services for months, an initial period ending on a date, until the expiration of years, an initial term in months, a year then month to month, through an anniversary, from an undated launch, years after, an anniversary thereof, perpetuity, midnight on a date, and a purchase order, sales targets and an exclusivity, written before its first run, aimed at none (30 November, thirty-seventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_64,
  ],
  [
    'sixty-fifth held-out term',
    "sixty-fifth held-out term clauses, from execution, in force until a date and renewable, a licence term, the close of business on a date, an engagement for months, two years after before renewals, from signature by both parties, an anniversary unless extended, 11:59 p.m. on a date, no fixed term, an initial term in months, and a licence held, a master agreement's end, a report, a warranty and spare parts, written before its first run, aimed at none (30 November, thirty-seventh session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_65,
  ],
  [
    'sixty-sixth held-out term',
    "sixty-sixth held-out term clauses, an anniversary thereof, an initial term of years, the end of a contract year, months thereafter, from an undated launch, the later of years and a patent's expiry, a service period, the earlier of a date and the last delivery, from the date hereof, perpetuity unless ended by consent, a period ending on a date, months unless extended, the day before an anniversary, and royalties, a covenant after termination and exclusive rights lapsing, written before its first run, aimed at none (30 November, thirty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_66,
  ],
  [
    'sixty-seventh held-out term',
    'sixty-seventh held-out term clauses, years thereafter, the date that is years after, through and including a date, contract years, months alone, from signature by the last party, a date unless extended, sixty months following, an employment period, completion but no later than a date, an indefinite term, and the last patent, an undated first shipment, invoices, a warranty and a bar on assignment, written before its first run, aimed at none (30 November, thirty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_67,
  ],
  [
    'sixty-eighth held-out term',
    'sixty-eighth held-out term clauses, years from and after, a date before renewals, years beginning on the date of this Agreement, an initial term and then until terminated, a labelled term, a consulting period to an anniversary, the date that is months thereafter, valid until a date and extended, a lease term in months, and an IPO, a purchase order, an exclusivity period, years after a first sale and obligations fulfilled, written before its first run, aimed at none (30 November, thirty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_68,
  ],
  [
    'sixty-ninth held-out term',
    'sixty-ninth held-out term clauses as filings set a term out, a heading run into the term, the end of a fifth contract year, an initial term commencing on the date hereof, an end on a date, a duration as from, thirty years unless terminated, the anniversary of a commencement date being the effective date, a date with survival after it, a year before renewals, an initial term ending on a date, and delivery and payment, obligations from disclosure, minimum sales for each year, written before its first run, aimed at none (30 November, thirty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_69,
  ],
  [
    'seventieth held-out term',
    'seventieth held-out term clauses, until the tenth anniversary thereof, eighteen months following, a consulting period ending on a date, a term beginning upon execution hereof, the three-year period, an end without notice on an anniversary, until midnight on a date, through the date thirty-six months after, until terminated on notice, and royalties from a first sale, restrictions after the term, months after a launch date, a warranty period from delivery, written before its first run, aimed at none (30 November, thirty-ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_70,
  ],
  [
    'seventy-first held-out term',
    'seventy-first held-out term clauses, a defined Term ending on an anniversary, the date seven years after, through a date, a two-year period starting on, a supply term commencing on, an end at a time of day, a distribution period commencing with the date of this Agreement, a fixed period, the earlier of a date and a completion, and sales for as long as a licensee sells, fees after each quarter, a purchase order, an anniversary of a first sale, written before its first run, aimed at none (30 November, thirty-ninth session, later):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_71,
  ],
  [
    'seventy-second held-out term',
    'seventy-second held-out term clauses, a season undefined, a sponsorship to the day after a final game, through and including a date, the day immediately preceding the fifth anniversary, hosting from a launch date, validity from signature by both parties, eighteen months thereafter, a date before automatic renewals, a consultant engaged for months, a joint venture, the last patent to expire, to and including a date, and a sell-off period, written before its first run, aimed at none (30 November, thirty-ninth session, third round):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_72,
  ],
  [
    'seventy-third held-out term',
    'seventy-third held-out term clauses in older typography, a term in capitals, 5 years from the date hereof, one hundred twenty months, a heading run into three years, the tenth anniversary of the date hereof, employment until a date, a date before year-to-year, a licence period to an anniversary thereof, an initial period defined, the earlier of years and a delivery, and purchase orders after the term, a covenant after an engagement, written before its first run, aimed at none (30 November, thirty-ninth session, fourth round):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_73,
  ],
  [
    'seventy-fourth held-out term',
    'seventy-fourth held-out term clauses, a period ending on the third anniversary, through the end of a calendar year, at the close of business on a date, two years and six months, the date falling five years after, a bare forty-eight months, a licence expiring years after, until midnight Pacific Time on a date, and a supply period to the last delivery, an order form, confidentiality after expiry, until a licensee stops making the products, written before its first run, aimed at none (30 November, thirty-ninth session, fifth round):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_74,
  ],
  [
    'seventy-fifth held-out term',
    'seventy-fifth held-out term clauses, thirty-six months thereafter, one year from the date first written above, through and including a date, ends twenty-four months later, the seventh anniversary thereof, a duration as from, the earlier of a date or a termination, a distributor appointed for two years, will come to an end on a date, stays in effect for five years, and a warranty period and a covenant not to compete, written before its first run, aimed at none (30 November, fortieth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_75,
  ],
  [
    'seventy-sixth held-out term',
    "seventy-sixth held-out term clauses as agreements of CUAD's kinds word them, an endorsement's Contract Period, a sponsorship's seasons, a franchise term from the date of the agreement, a joint venture unless sooner dissolved, a hosting agreement's initial term, a transportation agreement to a date then month to month, a reseller's third anniversary, a marketing term, a consultant's services until a date, twelve calendar months, and for precision a term from a first commercial sale and products kept in stock after expiry, written before its first run, aimed at none (30 November, fortieth session, second round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_76,
  ],
  [
    'seventy-seventh held-out term',
    "seventy-seventh held-out term clauses, lengths and dates after labels of the term in other words (Term of Contract, Contract Duration, Duration of this Agreement, Term of the Lease, Validity, Initial Term, Term of Engagement, Agreement Term, Period of Agreement, Minimum Term), and for precision a renewal term's label and a warranty's, written after the change to labels of the term and before its first run (30 November, fortieth session, third round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_77,
  ],
  [
    'seventy-eighth held-out term',
    'seventy-eighth held-out term clauses, through a date, a licence period for years thereafter, a term that is four years, months after a launch, a duration as from signature, the earlier of a date and an event, a period ending months thereafter, until an anniversary, a date unless extended, ninety-nine years, and for precision records kept and covenants that survive, written before its first run, aimed at none (30 November, forty-first session, first round):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_78,
  ],
  [
    'seventy-ninth held-out term',
    "seventy-ninth held-out term clauses, until an anniversary unless terminated under an article, an initial term defined after its length, a lease agreement's months, through and including a date, from the date of execution, in force until a date, the term hereof, months running from the effective date, an agreement and its licences expiring years after, and for precision a term as long as sales go on, a first shipment and contract years of minimums, written before its first run, aimed at none (30 November, forty-first session, second round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_79,
  ],
  [
    'eightieth held-out term',
    "eightieth held-out term clauses, in force from signature for years, until a date months thereafter, a date unless renewed under a section, a consulting period to an anniversary, valid for an initial period, an employment period's end, months in full force and effect, an end at a time of day, an automatic end on an anniversary, and for precision an annual fee, information retained and a termination right, written before its first run, aimed at none (30 November, forty-first session, third round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_80,
  ],
  [
    'eighty-first held-out term',
    "eighty-first held-out term clauses, an initial period defined after its years, a licence to its seventh anniversary, the close of business, a year from and after, a supply term, the thirtieth day of a month written out, months from the date hereof, a collaboration term ending years thereafter, the end of a calendar year, an initial term before when it begins, and for precision an invoice's days and a non-solicitation's year, written before its first run, aimed at none (30 November, forty-first session, fourth round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_81,
  ],
  [
    'eighty-second held-out term',
    "eighty-second held-out term clauses, effective on execution until an anniversary, an initial term defined before its end date, months following the effective date, years unless terminated under a section, an automatic expiry without further action, a fixed term, through the date that is months after, terminates on an anniversary, will end on a date, and for precision an exclusive right from a first sale, a warehouse's days and a restaurant's opening, written before its first run, aimed at none (30 November, forty-first session, fifth round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_82,
  ],
  [
    'eighty-third held-out term',
    "eighty-third held-out term clauses, an initial term beginning on the effective date, a term that shall extend until a date, months for a term of, until an anniversary, deemed to have commenced and ending on an anniversary thereof, a licence agreement's years, a duration of years, inclusive after a date, the date that is years after, and for precision deliveries, confidentiality and warranty claims, written before its first run, aimed at none (30 November, forty-first session, sixth round):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_83,
  ],
  [
    'eighty-fourth held-out term',
    "eighty-fourth held-out term clauses, term sentences opening with a proviso before their subject (except as provided in a section, subject to an article, notwithstanding anything to the contrary, unless sooner terminated, save as provided in a clause, without prejudice to a party's rights, except for provisions that survive, in the absence of earlier termination, subject to earlier termination and any extension), and for precision an invoice and a non-compete behind a proviso, written before its first run, aimed at none (1 December, fiftieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_84,
  ],
  [
    'eighty-fifth held-out term',
    "eighty-fifth held-out term clauses, term sentences opening with a clarification (for the avoidance of doubt, in consideration of) or when the agreement takes effect (with effect from, upon its execution, as from, once signed, effective as of, from), a proviso after except where and a condition, and for precision a warranty and an exclusivity behind such words, written after the session's proviso mend and before its first run, aimed at none (1 December, fiftieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_85,
  ],
  [
    'eighty-sixth held-out term',
    "eighty-sixth held-out term clauses, term sentences opening with for the sake of clarity, as of, upon signature, save as agreed, other than as set out, in accordance with, with effect from the signature, except to the extent terminated, apart from what survives and following its execution, and for precision confidentiality and an annual fee behind such words, written after the session's mends and before its first run, aimed at none (1 December, fiftieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_86,
  ],
  [
    'eighty-seventh held-out term',
    "eighty-seventh held-out term clauses, terms whose subject is what the contract does (a distributor's appointment, a licence, a distributorship, a consultant's engagement, services, a collaboration, an agreement period, the parties' relationship, a sponsorship term, a supply), and for precision a sub-distributor's appointment and a licence of marks after termination, written before its first run, aimed at none (1 December, fiftieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_87,
  ],
  [
    'eighty-eighth held-out term',
    "eighty-eighth held-out term clauses, terms stated as a defined period (an agreement period, a contract period, the term, a licence period, a services period) or by what the agreement covers or governs, a relationship, a cooperation, the period during which the agreement is in force, a manager's term of office, and for precision a warranty period and an exclusivity period, written before its first run, aimed at none (1 December, fifty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_88,
  ],
  [
    'eighty-ninth held-out term',
    "eighty-ninth held-out term clauses, the term defined under other names (an initial period, a contract term, an agreement term, a minimum term, the term of this agreement), its last day defined, what the agreement covers in other words, the period in which the contract remains in effect, and for precision a royalty period, an insurance coverage's period and a name defined elsewhere, written after the eighty-eighth's mends and before its first run, aimed at none (1 December, fifty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_89,
  ],
  [
    'ninetieth held-out term',
    "ninetieth held-out term clauses, terms stated in the passive or with what the agreement is made, entered into, granted, executed, signed, concluded or intended for, the parties' agreement before the subject, and for precision exclusive rights that become non-exclusive, written after the eighty-eighth's mends and before its first run, aimed at none (1 December, fifty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_90,
  ],
  [
    'ninety-first held-out term',
    'ninety-first held-out term clauses, an end written as the end of a month and a day written as an ordinal word after its month, written as a probe of date forms before its first run, aimed at none (1 December, fifty-first session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_91,
  ],
  [
    'ninety-second held-out term',
    "ninety-second held-out term clauses, a defined service period, for the period from until, a fixed period, expiring years after, lapsing at the end of a month, the parties' agreement or intention before the subject, intended to continue through an anniversary, commencing and remaining effective, in force until a day written as a word, and for precision a plan due by the end of a month and a defined launch period, written after the session's other mends and before its first run, aimed at none (1 December, fifty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_92,
  ],
  [
    'ninety-third held-out term',
    "ninety-third held-out term clauses, the term stated at a filing's length beside a reference to termination, a defined Initial Term with a proviso, extension by written agreement, automatic termination without notice, duties during the term, services ending years thereafter, successors bound for a period, survival of sections and confidentiality after expiry, and for precision purchase orders that run until delivered and no fixed term intended, written before its first run, aimed at none (1 December, fifty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_93,
  ],
  [
    'ninety-fourth held-out term',
    "ninety-fourth held-out term clauses, the term's sentence followed in its passage by another thing's date or length (a first shipment, a royalty's first due date, exclusivity in the first months, a meeting on extension, a warranty, a rent review, a salary review, statements of work beyond the end, prices fixed for a year, a first release, a sell-off period), and for precision a project phase, written before its first run, aimed at none (1 December, fifty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_94,
  ],
  [
    'ninety-fifth held-out term',
    'ninety-fifth held-out term clauses, a term counted from a later start day written in the clause (a later first of the month, a later January 1, a commencement date in brackets, an agreed rent commencement date, a first delivery, a year through the day before, calendar years covered, seasons, years after such date), and for precision a purchase commitment from a later day, written before its first run, aimed at none (1 December, fifty-second session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_95,
  ],
  [
    'ninety-sixth held-out term',
    'ninety-sixth held-out term clauses, the term with the qualifiers filings put on it (to wit from until, consecutive months, an initial term ending on a date, the earlier of a date and a closing, the later of a date and work in progress, years from signing, a labelled Effective Date through a date, months after and then until terminated, an initial period then year to year, a validity period from signature), and for precision a coterminous term, royalties paid through a date and an exclusivity of years, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_96,
  ],
  [
    'ninety-seventh held-out term',
    'ninety-seventh held-out term clauses, the term pointed to from a definition, from the Effective Date to an anniversary, binding for a period, the date that is months after, a date unless extended in writing, entering into force and remaining in force, a length in figures, running until a date then expiring automatically, an initial term beginning on a day, and for precision a licence to an anniversary of an undated first sale, a warranty and a purchase order, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_97,
  ],
  [
    'ninety-eighth held-out term',
    'ninety-eighth held-out term clauses, rarer verbs and frames (subsist, endure, last until, the life of this Agreement), a letter agreement through a date, a labelled Contract Period, an employment period, valid through and including an anniversary, the Initial Term being a period, the fifth Contract Year defined in the sentence, and for precision a construction deadline and rebates accruing for years, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_98,
  ],
  [
    'ninety-ninth held-out term',
    'ninety-ninth held-out term clauses, until the expiry of years, up to and including a date, a duration counted from, a year renewable as provided, until midnight on a date, the date falling years after, a fixed term of months, beginning as of, and for precision quarterly reports for years, a discount on the first months and an inventory of sixty days, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_99,
  ],
  [
    'hundredth held-out term',
    'hundredth held-out term clauses, the term as filings translated or drafted outside the United States write it (validity from signing and sealing, valid until a day-first date, a cooperation period, i.e. until an anniversary, years in figures and words, the 31st day of March, a tenure of months, valid till a dotted date), a term extendable upon mutual consent, and for precision tooling kept after the last delivery, payment within days and a review every six months, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_100,
  ],
  [
    'hundred-and-first held-out term',
    'hundred-and-first held-out term clauses, the two ends in other orders and frames (from and after through and until, for the period beginning and ending as the Term of a duty, the period of a year expiring a year from, entering into it for years in figures and words, The Term: commencing and ending, expiring unless sooner terminated on an anniversary, through the later of a date or a last statement of work, an anniversary unless extended by agreement), and for precision a surviving covenant, an annual report by a date and the first Contract Year, written before its first run, aimed at none (1 December, fifty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_101,
  ],
  [
    'hundred-and-second held-out term',
    'hundred-and-second held-out term clauses, terms as filings word them (months thereafter, an initial period then until notice, to and including a date, years after the date first written above, a bare heading and length, a licence upon the expiration of years, a period of months beginning, until a date extendable by agreement, a period ending years after, an automatic termination on a date, valid for months, a term ending on an anniversary, the day immediately preceding an anniversary, a perpetual term), and for precision insurance kept after the term, a purchase order, targets through a date and warrants exercisable to an anniversary, written before its first run, aimed at none (2 December, fifty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_102,
  ],
  [
    'hundred-and-third held-out term',
    'hundred-and-third held-out term clauses, aimed at precision: the dates and lengths of other things in sentences that name the agreement (a sell-off period, survival, an option exercisable to a date, the last instalment, firm prices, a first order, a pricing review, an audit right, a pilot phase, a right to terminate after an anniversary, a floor on termination), and three ends beside another thing in the same sentence, written before its first run (2 December, fifty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_103,
  ],
  [
    'hundred-and-fourth held-out term',
    "hundred-and-fourth held-out term clauses, aimed at precision again: other deadlines and periods in sentences that name the agreement (a renewal's negotiation, an ordering period, a registration statement, a source-code deposit, a promotional period, invoices, a bonus period, the first delivery, a right of first refusal, most-favoured-customer pricing), and three ends whose sentences name another thing beside the agreement, written before its first run (2 December, fifty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_104,
  ],
  [
    'hundred-and-fifth held-out term',
    'hundred-and-fifth held-out term clauses, aimed at precision a third time: a fee obligation, a sublicence, spare parts after the last delivery, a purchase commitment, a research term, a development period, parts after the end of the agreement, an option, an exclusive negotiation period, a lease the agreement refers to and a launch deadline, in sentences that name the agreement, and two ends beside a research term and an option, written before its first run (2 December, fifty-eighth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_105,
  ],
  [
    'hundred-and-sixth held-out term',
    "hundred-and-sixth held-out term clauses, aimed at precision a fourth time: a licence fee's instalments, options vesting, a salary review, the first months' rent, monthly shipments, a final report, a deposit's return, a territory's expansion, maintenance releases, a price list and a royalty-free period, and two ends beside rent increases and surviving warranties, written before its first run (2 December, fifty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_106,
  ],
  [
    'hundred-and-seventh held-out term',
    'hundred-and-seventh held-out term clauses, terms as filings word them (until the third anniversary thereof, an initial term ending on a date, months from the Effective Date, in force for years thereafter, through and including a date, an initial period ending on the tenth anniversary, at midnight on a date, the duration of the agreement, terminating automatically on an anniversary, valid until a day-month-year date, the day before an anniversary, a fixed term, the licences with the agreement), written before its first run, aimed at none (2 December, fifty-ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_107,
  ],
  [
    'hundred-and-eighth held-out term',
    "hundred-and-eighth held-out term clauses, aimed at precision a fifth time: royalties paid through a date, a sublicense ending no later than an anniversary, a right to terminate after an anniversary, a retainer for the first months, an equipment warranty, a purchase option, a covenant after termination, a first commercial sale, an introductory discount, an escrow, a marketing plan's period and a standstill period, and two ends beside another thing's date, written before its first run (2 December, fifty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_108,
  ],
  [
    'hundred-and-ninth held-out term',
    "hundred-and-ninth held-out term clauses, initial terms in the sentence that also renews or extends them (an initial term of years then renewal on notice, an initial term expiring on a date then renewal, years then from year to year, until an anniversary thereof then extension by agreement, a renewal on notice, an end subject to extension, months then automatic renewal, years thereafter unless extended, until a date named the Expiration Date, a renewable period, the earlier of a date or termination, months then a renewal negotiated, a tacit renewal, an Initial Term through a date beside each Renewal Term), written after the session's first mends and before its first run, aimed at none (2 December, fifty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_109,
  ],
  [
    'hundred-and-tenth held-out term',
    'hundred-and-tenth held-out term clauses as SEC filings number and head them (an Initial Term to an anniversary under a section heading, in force through a date subject to another section, an article heading run into the section, months under a heading, a duration in force for an initial period, until the date that is years after, a lettered item, in effect until a date unless terminated, a clause continuing for years, the licence and the agreement together, the earlier of an anniversary or a termination, years then automatic extensions, services for months as the Term, an initial term ending on a date, "Term" defined as a period), written before its first run, aimed at none (2 December, fifty-ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_110,
  ],
  [
    'hundred-and-eleventh held-out term',
    'hundred-and-eleventh held-out term clauses as commercial contracts outside SEC filings word them (a contract period from a day to a day, until a date when it ends automatically, a minimum period of months, a framework agreement, a subscription term lasting months, expiry at the end of the day, a "Duration:" line, an initial term in place, cooperation until a date, while a licence subsists, binding until its expiry, an engagement, a definite period), and for precision works to complete and an acceptance deadline extended, written before its first run, aimed at none (2 December, fifty-ninth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_111,
  ],
  [
    'hundred-and-twelfth held-out term',
    "hundred-and-twelfth held-out term clauses as the kinds of agreement CUAD holds word them (a franchise, an endorsement period, a sponsorship's seasons, carriage for a year and then until notice, a hosting service term, maintenance with the agreement ending with it, an outsourcing term, a joint venture, a consultant's engagement, an agent appointed, a reseller's agreement ending of itself, a supply period), and for precision a remodelling deadline, purchase orders valid for days, a last appearance, written before its first run, aimed at none (2 December, sixtieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_112,
  ],
  [
    'hundred-and-thirteenth held-out term',
    'hundred-and-thirteenth held-out term clauses as a cover sheet or key-terms table labels them (commencement and expiry dates, a period of performance, an end date, a contract term, a termination date, a term of agreement, an initial term, an agreement period, a duration of appointment, valid until a date with dots, a service period, an expiration line), and for precision payment terms, a delivery date and a warranty period, written before its first run, aimed at none (2 December, sixtieth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_113,
  ],
  [
    'hundred-and-fourteenth held-out term',
    "hundred-and-fourteenth held-out term clauses as amendments write them (a term section amended and restated, extended through a date, an expiration date changed from one date to another, an initial term extended by months to a date, a sentence deleted and replaced, an end notwithstanding anything to the contrary, a licence to an anniversary, extended for years, expiring on the last day of a calendar year, a schedule amended to months), and for precision the amendment's effective date and the agreement remaining in force, written before its first run, aimed at none (2 December, sixtieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_114,
  ],
  [
    'hundred-and-fifteenth held-out term',
    "hundred-and-fifteenth held-out term clauses in the words long supply, licence and services agreements use (an initial term ending at a time of day on the day before an anniversary, an initial period defined, a supply term, obligations ending on a date, a three-year period, a duration of months, years to commence and to terminate on an anniversary thereof, the parties' intent), and for precision an annual budget's day, purchase orders issued before a date, a sell-off right, written before its first run, aimed at none (2 December, sixtieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_115,
  ],
  [
    'hundred-and-sixteenth held-out term',
    'hundred-and-sixteenth held-out term clauses counted from the day the contract is dated or signed under another name (the date first above written, the date of full execution, an Execution Date, its execution by both parties, upon signature, the date on which it is signed, the date set forth above, upon execution), and for precision a report due within days and an offer lapsing, written before its first run, aimed at none (2 December, sixtieth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_116,
  ],
  [
    'hundred-and-seventeenth held-out term',
    "hundred-and-seventeenth held-out term clauses as public bodies and grant makers word them (a grant's period of performance, a memorandum of understanding from the last signature, a grant period ending months later, a cooperative agreement, a base year, an interlocal agreement, a memorandum of agreement, a lease subject to appropriation), and for precision a fiscal year's funding, a final report, unexpended funds, written before its first run, aimed at none (2 December, sixtieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_117,
  ],
  [
    'hundred-and-eighteenth held-out term',
    'hundred-and-eighteenth held-out term clauses in the typography text layers and drafters give (a number glued to its bracket, spaces inside a bracket, an ordinal anniversary in digits, an abbreviated month, an ordinal day, a hyphenated month count, digits before words, curly quotes, a non-breaking space, a two-year term), and for precision a cure period, a warranty, a 3rd-party audit, written before its first run, aimed at none (2 December, sixty-first session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_118,
  ],
  [
    'hundred-and-nineteenth held-out term',
    "hundred-and-nineteenth held-out term clauses as contracts translated from other languages word them (entering into force on signing and valid until a date, a validity term, valid from the moment of signing, in force during years, a term of validity till a dotted date, concluded for the period till a date, valid after being signed and sealed, a valid period, an ISO date, a duration of years), and for precision prices valid for a calendar year, a guarantee's validity and a term of payment, written before its first run, aimed at none (2 December, sixty-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_119,
  ],
  [
    'hundred-and-twentieth held-out term',
    'hundred-and-twentieth held-out term clauses whose end dates are written outside the usual styles (a day in words with its ordinal, "December thirty-first", "31st December", "Dec 31st", "31-Dec", no comma before the year, "the 30th of June", "up to and including" a date, midnight of a date, "in the year", a day in words), and for precision a monthly payment day, the first Contract Year\'s end, prices valid through a date, written before its first run, aimed at none (2 December, sixty-first session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_120,
  ],
  [
    'hundred-and-twenty-first held-out term',
    "hundred-and-twenty-first held-out term clauses as long filings' sentences run them, with provisos, cross-references and asides between the subject and its length or date (termination sections named with their headings, exhibits incorporated, a letter of intent's period included, a statement of work's expiry set aside, an automatic end without notice, a ceiling at a master lease's expiry, a deemed effect on execution, a Term ending the day before an anniversary, an exclusive appointment, a consultant engaged), and for precision royalty reports after expiry, provisions surviving and an exclusivity period's end, written before its first run, aimed at none (3 December, sixty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_121,
  ],
  [
    'hundred-and-twenty-second held-out term',
    "hundred-and-twenty-second held-out term clauses as a key-terms table's rows in the typography tables use (a dot leader, a unit in brackets after the label, day-first dates with slashes or hyphens, a pipe between cells, a dash after the label, a start and an end on one row, no full stop), and for precision payment terms, a warranty period, a delivery date and a price's validity, written before its first run, aimed at none (3 December, sixty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_122,
  ],
  [
    'hundred-and-twenty-third held-out term',
    'hundred-and-twenty-third held-out term clauses in forms, as a text layer gives their boxes and blanks (a length chosen by "[X]" among "[ ]", by ticked among empty boxes, in a sentence or a row, a date and a length in underscored blanks, a bracketed fill-in, a fixed term ticked beside an unticked month-to-month), and for precision a warranty and payment terms chosen by boxes and a blank left empty, written before its first run, aimed at none (3 December, sixty-second session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_123,
  ],
  [
    'hundred-and-twenty-fourth held-out term',
    "hundred-and-twenty-fourth held-out term clauses as a key-terms table's rows in Word and HTML tables, a label's cell and its value's with no colon between (a tab, a blank line, three spaces), and for precision a payment's due date, a warranty period and a delivery date so set out, written before its first run, aimed at none (3 December, sixty-second session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_124,
  ],
  [
    'hundred-and-twenty-fifth held-out term',
    "hundred-and-twenty-fifth held-out term clauses in words no batch used first (a time on the last day, a duration or a validity of years, the earlier of a date and a quantity, an initial period of rights, a fixed term ending on a date, a term concurrent with a lease's, an indefinite period), and for precision insurance after the term and a purchase order's life, written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_125,
  ],
  [
    'hundred-and-twenty-sixth held-out term',
    "hundred-and-twenty-sixth held-out term clauses as CUAD's kinds of agreement state them, their own subject first (a franchise granted, a joint venture's existence, an alliance's duration, a primary term, a licence grant's period, Contract Years, a Supply Term, a consultant's engagement, a term of distribution), and for precision a term from a launch date not given and a fee due on each anniversary, written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_126,
  ],
  [
    'hundred-and-twenty-seventh held-out term',
    "hundred-and-twenty-seventh held-out term clauses as a key-terms table's rows in a PDF's text layer (label and value joined by one space, no colon), each on a line of its own, and for precision a payment term and a warranty period so set out, written before its first run, aimed at none (3 December, sixty-third session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_127,
  ],
  [
    'hundred-and-twenty-eighth held-out term',
    'hundred-and-twenty-eighth held-out term clauses as English, Indian and European drafting states them (come into force, valid for 5 (five) years, until 31st March, subsist, tenure, in operation with effect from, on the expiry of, concluded for a definite period, enters into force, the validity shall expire on 31.12.), and for precision statements during the currency of the agreement and a guarantee valid for a year, written before its first run, aimed at none (3 December, sixty-third session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_128,
  ],
  [
    'hundred-and-twenty-ninth held-out term',
    'hundred-and-twenty-ninth held-out term clauses in words and orders no batch used first (rights for consecutive months after which the agreement expires, an appointment\'s initial period, an end "or such earlier date", the close of business on a date, the parties\' intention, a lapse of its own accord on an anniversary, a licence term measured from a date, a termination of its own accord unless extended, a validity "as from" a date, the day before an anniversary), and for precision quarterly payments for years and a launch within months, written before its first run, aimed at none (3 December, sixty-fourth session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_129,
  ],
  [
    'hundred-and-thirtieth held-out term',
    'hundred-and-thirtieth held-out term clauses in words and orders no batch used first (an expiry at a time of day on an anniversary, a duration counted from a date, a period terminating months thereafter, to and including a date, bound for years, the lapse of months, a supply period ending on a date inclusive, until an anniversary at which it expires, contract years of an appointment, an initial term expiring on an anniversary, years and months together, through and including a date, years from the date first written above), and for precision insurance kept for years after the end, records kept for years and an exclusivity that expires on a date, written before its first run, aimed at none (3 December, sixty-seventh session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_130,
  ],
  [
    'hundred-and-thirty-first held-out term',
    "hundred-and-thirty-first held-out term clauses as kinds of agreement the batches held least word them (an endorsement period through a calendar year's last day, midnight on a date, a lapse on an anniversary unless renewed, a joint venture's duration, a carrier's obligations, hosting services' initial period, a termination without notice years after, contract years of a co-branding term, an end the parties agree it will come to, a fixed period), and for precision a campaign's run, a non-compete's months and confidential information kept for years, written before its first run, aimed at none (3 December, sixty-seventh session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_131,
  ],
  [
    'hundred-and-thirty-second held-out term',
    "hundred-and-thirty-second held-out term clauses in sentence shapes no batch used first (there shall be a term, the period during which the agreement remains in force, rights that last and then cease, binding up to a date, consecutive months counted from a date, operative until a date and then expiring, a manufacturing term ending years thereafter, a term that runs for years starting with a date, a service period that is also the term, a reseller term, valid until an anniversary), and for precision a purchase order's validity, a sales period's end and audit rights surviving, written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_132,
  ],
  [
    'hundred-and-thirty-third held-out term',
    "hundred-and-thirty-third held-out term clauses whose ends are counted from events the contract does not date (a first shipment's or a first commercial sale's anniversary, a year after products are first available) beside ends it does (months after the Effective Date, the earlier of a date and an event, through the day before an anniversary, a term as from a date, a licence period expiring on a date, a Contract Year's end, a latest end after an event's), and for precision a price schedule's and a development deadline's dates, written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_133,
  ],
  [
    'hundred-and-thirty-fourth held-out term',
    "hundred-and-thirty-fourth held-out term clauses in words no batch used first (entered into for a period with effect from a date, a duration until an ordinal day of a month, a supply period ending months later, an original term expiring on an anniversary, a year to be calculated from a date, provisions governing through and including a date, effective for years after which it expires, binding until a date, months measured from a date, ending when months have elapsed), and for precision a time to bring claims, an escrow account kept until a date and a marketing plan's period, written before its first run, aimed at none (4 December, sixty-eighth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_134,
  ],
  [
    'hundred-and-thirty-fifth held-out term',
    "hundred-and-thirty-fifth held-out term clauses in words no batch used first (subsisting for years, commencing and concluding on a date, a duration reckoned from a date, to endure until an anniversary, running to and including a date, a fixed term ending the day before an anniversary, in force for years and then terminating, an initial term beginning with a date, in effect up to and including a date, an initial period running for months, covering the period to a date), and for precision a forecast's deadline, confidentiality surviving and a price list's validity, written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_135,
  ],
  [
    'hundred-and-thirty-sixth held-out term',
    "hundred-and-thirty-sixth held-out term clauses in words no batch used first (ending at a time of day on a date, until the close of business, valid for months as of a date, having commenced and remaining in effect, terminating on an anniversary unless renewed, through the last day of a month, binding from and after a date, expiring years after a date, to midnight on a date, made for a term starting on a date), and for precision a minimum royalty's years, an exclusivity period's end and a warranty claim's time, written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_136,
  ],
  [
    'hundred-and-thirty-seventh held-out term',
    "hundred-and-thirty-seventh held-out term clauses as definitions and filings state them (a defined Term, a defined Expiration Date, the earlier of an anniversary and an event, so long as patents are held but not beyond a date, an initial term beginning on a date, a term ending on a date, continuing through an anniversary, expiring at the end of a year thereafter, a bare term of years, effective for months, lapsing on an anniversary if not renewed), and for precision quarterly updates through a date, another lease's expiry and a commitments' period, written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_137,
  ],
  [
    'hundred-and-thirty-eighth held-out term',
    "hundred-and-thirty-eighth held-out term clauses as filings word them (in full force for months thereafter, a licence expiring on an anniversary, in force until a date and then terminating without notice, an initial term commencing upon a date, a term extending to a date, ending on the date months after, effective through and until a date, an initial period of years, consecutive months, obligations terminating on a date save those that survive, effective for months), and for precision purchase orders fulfilled by a date, a sell-off period and an escrow agent's deposit, written before its first run, aimed at none (4 December, sixty-ninth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_138,
  ],
  [
    'hundred-and-thirty-ninth held-out term',
    "hundred-and-thirty-ninth held-out term clauses as filings word them (in effect for years unless terminated earlier, until an anniversary unless earlier terminated, terminating without further action on a date, effective for months, binding for a term of years, until a date unless extended, valid for years, a licence term ending on an anniversary thereof, the earlier of a date and a patent's expiry, a term of distribution through an anniversary, an initial term of months, rights and obligations expiring on a date), and for precision a marketing plan's deadline, a milestone fee's lapse and a warranty period, written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_139,
  ],
  [
    'hundred-and-fortieth held-out term',
    "hundred-and-fortieth held-out term clauses as filings word them (an initial term of years, in full force until an anniversary unless sooner terminated, expiring at 11:59 p.m. Eastern Time on a date, a term ending months thereafter, a fixed term of years and then expiring, a licence expiring on a date, running through a date, terminating automatically on an anniversary, a defined Term of years, a period terminating on a date, a Service Period of months, enduring for years), and for precision spare parts kept until a date, a marketing fund's contributions and a purchase order's validity, written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_140,
  ],
  [
    'hundred-and-forty-first held-out term',
    "hundred-and-forty-first held-out term clauses as filings word them (an initial period ending on a date, a period of years beginning with a date, expiring on the date months after, continuing until midnight on a date, ending upon the expiration of years thereafter, valid for years counted from a date, an Initial Term expiring on an anniversary, expiring unless renewed on a date, a duration of years, governing the parties' relationship for months, a Distribution Term ending on a date, the parties' obligations continuing for years), and for precision a statement of work's services, a guarantor's obligations and a clinical trial's deadline, written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_141,
  ],
  [
    'hundred-and-forty-second held-out term',
    "hundred-and-forty-second held-out term clauses as filings word them (a period of years unless otherwise terminated, terminating on an anniversary unless extended, from a date to and including a date, consecutive months, an initial term expiring on a date, entered into for a term of years, in force until the close of business on a date, a duration of years, the licence's and the agreement's term ending on an anniversary, until the expiration of months, expiring without further notice, an initial term ending on an anniversary), and for precision a first shipment's deadline, a licensee's exclusive rights and invoices paid within days, written before its first run, aimed at none (4 December, seventieth session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_142,
  ],
  [
    'hundred-and-forty-third held-out term',
    "hundred-and-forty-third held-out term clauses as filings word them (an end at a time of day, binding for an initial period, a period of months, lapsing on an anniversary, through and until a date, ceasing to have effect months after, an initial term before a renewal, expiring on a date except as provided, valid and enforceable for years, a Marketing Period ending on an anniversary, obligations in effect until a date, a fixed term of months, contract years), and for precision a warranty period, a price increase's notice and an annual meeting, written before its first run, aimed at none (4 December, seventy-first session):",
    DRAFTED_TERM_CLAUSES_HELD_OUT_143,
  ],
  [
    'hundred-and-forty-fourth held-out term',
    'hundred-and-forty-fourth held-out term clauses as filings word them (in force for years and thereupon expiring, a Supply Period running until a date, an initial term of months, in force for an initial period subject to a clause, a duration ending at midnight, an Original Term, extending until an anniversary, expiring years after, valid through a date, rights and obligations until the expiration of months, the four year period, in effect unless terminated earlier), and for precision audited statements, an option under a plan and a non-competition covenant, written before its first run, aimed at none (4 December, seventy-first session):',
    DRAFTED_TERM_CLAUSES_HELD_OUT_144,
  ],
];
const heldOutTermLines = HELD_OUT_TERM_BATCHES.map(([name, heading, clauses]) => [heading, readTerms(name, clauses)]);

/**
 * Work contracts with every term passage the annotators highlighted taken out: the ends still read come from the
 * rest of the filing (a renewal clause, an exhibit's period), where a change in how sentences are ranked shows first
 * as new false dates. Listed, and counted against the contracts read.
 */
const withoutTermLine = (() => {
  let read = 0;
  let datedAnyway = 0;
  for (const contract of work) {
    const passages = termPassages.get(contract.id) ?? [];
    let text: string | null = passages.length ? texts.get(contract.id)! : null;
    for (const passage of passages) {
      const at = text && findPassage(text, passage);
      text = at ? `${text!.slice(0, at.start)} ${text!.slice(at.end)}` : null;
    }
    if (!text) continue;
    read++;
    const end = analyze(text).expirationDate;
    if (!isDate(end)) continue;
    datedAnyway++;
    console.log(`  term passages taken out of ${contract.id}: read ${end}`);
  }
  return `  an end date read anyway ${figure(datedAnyway, read)}`;
})();

// The term clauses drafted before the layouts were (the studied and the first four held-out batches) again, laid out
// as a PDF gives them (wrapped, broken by a page) in the same placings: the placings read right as written but wrong
// laid out are the layout's doing.
const everyTerm = [
  ...DRAFTED_TERM_CLAUSES,
  ...DRAFTED_TERM_CLAUSES_HELD_OUT,
  ...DRAFTED_TERM_CLAUSES_HELD_OUT_2,
  ...DRAFTED_TERM_CLAUSES_HELD_OUT_3,
  ...DRAFTED_TERM_CLAUSES_HELD_OUT_4,
];
/** A set of term clauses' placings as written, once for every comparison. */
const termsAsWritten = new WeakMap<DraftedTermClause[], TermPlacing[]>();
const placedAsWritten = (clauses: DraftedTermClause[]) => {
  if (!termsAsWritten.has(clauses)) termsAsWritten.set(clauses, termPlacings(clauses));
  return termsAsWritten.get(clauses)!;
};

/**
 * A set of term clauses laid out as a PDF gives them (wrapped, broken by a page), or otherwise by `lay` (named by
 * `how`), in the placings they are read in as written: the placings read right as written but wrong laid out are
 * printed as the layout's doing.
 */
function termsLaidOut(
  name: string,
  clauses: DraftedTermClause[],
  lay = (before: string, written: string, after: string, i: number) =>
    furnishedAsPdf(`${before}\n`, laidOutAsPdf(written, i, 'Term.'), `\n ${after}`, i),
  how = 'laid out',
) {
  const flat = placedAsWritten(clauses);
  const laid = termPlacings(clauses, lay);
  const key = ({ i, place }: TermPlacing) => `${i} ${place.contract.id}`;
  const flatRight = new Set(flat.filter(({ read, want }) => read.expirationDate === want).map(key));
  const laidRight = laid.filter(({ read, want }) => read.expirationDate === want);
  for (const placing of laid)
    if (flatRight.has(key(placing)) && placing.read.expirationDate !== placing.want)
      console.log(describeTerm(name, placing));
  // A placing that keeps its effective date as written but not laid out lost it to the layout: printed so.
  const laidKeys = new Set(laid.map(key));
  for (const placing of flat)
    if (!laidKeys.has(key(placing))) console.log(`${describeTerm(name, placing)} (effective date lost ${how})`);
  return `  end read right        ${figure(laidRight.length, laid.length)} ${how}, ${figure(flatRight.size, flat.length)} as written`;
}
const termLaidOutLine = termsLaidOut('laid-out term', everyTerm);
// The held-out term batches from the fifth on, written after the layouts, laid out the same way: first on 30
// November (forty-second session), before any of them had been read laid out.
const everyLaterTerm = HELD_OUT_TERM_BATCHES.slice(4).flatMap(([, , clauses]) => clauses);
const termsLaidOutLater = termsLaidOut('laid-out later term', everyLaterTerm);
// Every term clause, earlier and later, printed in capitals where it stands (first on 1 December, fifty-fifth session).
const termsInCapitals = [everyTerm, everyLaterTerm].map((clauses) =>
  termsLaidOut(
    'term in capitals',
    clauses,
    (before, written, after) => `${before}${written.toUpperCase()} ${after}`,
    'in capitals',
  ),
);

// The key-terms rows and form lines of the hundred-and-twenty-second to -fourth batches on lines of their own, as a
// table's rows stand in a document, not run into the line the replaced passage began on (3 December, sixty-third).
const rowsOnTheirLines = termsLaidOut(
  'row on its line',
  [DRAFTED_TERM_CLAUSES_HELD_OUT_122, DRAFTED_TERM_CLAUSES_HELD_OUT_123, DRAFTED_TERM_CLAUSES_HELD_OUT_124].flat(),
  (before, written, after) => `${before.trimEnd()}\n${written}\n${after.trimStart()}`,
  'on lines of their own',
);

/** The end a drafted term means for a contract that took effect on `effective`. */
function endOf(end: DraftedEnd, effective: dayjs.Dayjs): string | null {
  if (end === null || end === 'perpetual') return end;
  const day = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
  if ('months' in end) return day(effective.add(end.months, 'month'));
  if ('yearsLater' in end) return `${effective.year() + end.yearsLater}-${end.on}`;
  const anniversary = effective.add(end.years, 'year');
  return day(end.dayBefore ? anniversary.subtract(1, 'day') : anniversary);
}

/**
 * Parties read from a set of drafted preambles, each in a filing of its own, scored by the folder's own scorer (its
 * matching of names, its precision and recall), with each filing whose names are not read exactly listed.
 */
function readParties(
  name: string,
  preambles: DraftedPreamble[],
  { sideBySide = false, contentsFirst = false, inCapitals = false, listMisses = true } = {},
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renewal-tracker-drafted-parties-'));
  const ids = preambles.map((_, i) => `${name.replace(/\W+/g, '-')}-${i}`);
  const read = preambles.map(
    ([preamble, parties], i) =>
      analyze(filingAround([inCapitals ? preamble.toUpperCase() : preamble, parties], i, { sideBySide, contentsFirst }))
        .parties,
  );
  const lines = (rows: object[]) => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
  fs.writeFileSync(path.join(dir, 'gold.jsonl'), lines(preambles.map(([, parties], i) => ({ id: ids[i], parties }))));
  fs.writeFileSync(path.join(dir, 'read.jsonl'), lines(read.map((parties, i) => ({ id: ids[i], parties }))));
  const run = spawnSync(
    process.execPath,
    [path.join(folder, 'score.mjs'), path.join(dir, 'gold.jsonl'), path.join(dir, 'read.jsonl'), '--json'],
    { encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true });
  const scored = JSON.parse(run.stdout) as Record<string, number>;
  // As written: the same names in the same order, whatever a name's case, final full stop or article.
  // As the engine reads every text, a curly apostrophe is a straight one ("Teachers’" is "Teachers'").
  const plain = (names: string[]) =>
    JSON.stringify(
      names.map((n) =>
        n
          .toLowerCase()
          .replace(/^the\s+|\.$/g, '')
          .replace(/[‘’]/g, "'"),
      ),
    );
  const asWritten = preambles.map(([, parties], i) => plain(read[i]) === plain(parties));
  preambles.forEach(([preamble, parties], i) => {
    if (listMisses && !asWritten[i])
      console.log(`  ${name} ${i}: ${JSON.stringify(parties)} read ${JSON.stringify(read[i])}: ${short(preamble)}`);
  });
  const exact = asWritten.filter(Boolean).length;
  return [
    `  parties F1            ${scored.partiesF1} (precision ${scored.partiesPrecision} %, recall ${scored.partiesRecall} %)`,
    `  every name as written ${figure(exact, preambles.length)}`,
  ];
}
const partiesLines = readParties('preamble', DRAFTED_PREAMBLES);
const partiesHeldOutLines = readParties('held-out preamble', DRAFTED_PREAMBLES_HELD_OUT);
const partiesLaidOutLines = readParties('laid-out preamble', DRAFTED_PREAMBLES_LAID_OUT);
const partiesRedactedLines = readParties('redacted preamble', DRAFTED_PREAMBLES_REDACTED, { sideBySide: true });
const partiesAliasedLines = readParties('aliased preamble', DRAFTED_PREAMBLES_ALIASED);
const partiesLaidOut2Lines = readParties('second laid-out preamble', DRAFTED_PREAMBLES_LAID_OUT_2);
const partiesManyLines = readParties('many-party preamble', DRAFTED_PREAMBLES_MANY);
const partiesJurisdictionsLines = readParties('jurisdictions preamble', DRAFTED_PREAMBLES_JURISDICTIONS);
const partiesFifteenthLines = readParties('fifteenth-session preamble', DRAFTED_PREAMBLES_FIFTEENTH);
/** The held-out preamble batches written since the thirtieth session, as LATER_RENEWAL_BATCHES are given. */
const LATER_PREAMBLE_BATCHES: [name: string, heading: string, preambles: DraftedPreamble[]][] = [
  [
    'thirtieth-session preamble',
    'held-out preambles with former and trade names, branches, trustees, agents and parties "on the other hand", written before their first run (29 November, thirtieth session):',
    DRAFTED_PREAMBLES_THIRTIETH,
  ],
  [
    'second thirtieth-session preamble',
    'held-out preambles with deeds, successors, accented and Nordic names, names opening with a digit, a campus and a Chinese name beside its own, written before their first run (29 November, thirtieth session):',
    DRAFTED_PREAMBLES_THIRTIETH_2,
  ],
  [
    'third thirtieth-session preamble',
    'held-out preambles with public bodies, boards and ministers, Dutch, Japanese, Indonesian and Taiwanese names, and a pair named each a party, written before their first run (29 November, thirtieth session):',
    DRAFTED_PREAMBLES_THIRTIETH_3,
  ],
  [
    'fourth thirtieth-session preamble',
    'held-out preambles with business units, general partners, affiliates, Spanish, French and Korean names, "Mc" and "&" inside names, written before their first run (29 November, thirtieth session):',
    DRAFTED_PREAMBLES_THIRTIETH_4,
  ],
  [
    'thirty-first-session preamble',
    'held-out preambles with a letter to a person, parties "among", a merger sub, an Indian joint venture, a doctor, regents, a CIN, a place of business after the defined name, "(1)" and "(2)" with an address, a lower-case name represented by its director, written before their first run (29 November, thirty-first session):',
    DRAFTED_PREAMBLES_THIRTY_FIRST,
  ],
  [
    'second thirty-first-session preamble',
    'held-out preambles with many parties and a schedule of individuals, a guaranty for the benefit of a bank, agents and a borrower by capacity, a joinder in favor of an agent, a cooperative for its members, a subsidiary defined with its parent, countries in brackets, undersigned shareholders, grantors and a trustee, a board of trustees, written before their first run (29 November, thirty-first session):',
    DRAFTED_PREAMBLES_THIRTY_FIRST_2,
  ],
  [
    'third thirty-first-session preamble',
    "held-out preambles with capitals broken over lines, formerly known as, a parent jointly and severally, a general partnership, a state's department, a branch, a capacity as servicer, two funds, a founder and his company, a name that is a number, written after the session's parties mends and before their first run (29 November, thirty-first session):",
    DRAFTED_PREAMBLES_THIRTY_FIRST_3,
  ],
  [
    'thirty-second-session preamble',
    'held-out preambles with a d/b/a, BETWEEN: and AND: in capitals, a Chinese company, a state commission among two businesses, lower-case names, an S.p.A. and an Oy with their cities, a company with its subsidiaries and a doctor, a franchisee of two people, a city, a B.V. and a plc with its number, written before their first run (29 November, thirty-second session):',
    DRAFTED_PREAMBLES_THIRTY_SECOND,
  ],
  [
    'second thirty-second-session preamble',
    "held-out preambles with a charter party's numbered parties in capitals, guarantors on a schedule, a K.K. and a Sdn. Bhd., a professional association and a dentist, a bank holding company, a name opening with The, a name opening with a number, a person also a trustee, a bank through a branch and an S.A. de C.V., and the Crown by a minister, written after the session's parties mend and before their first run (29 November, thirty-second session):",
    DRAFTED_PREAMBLES_THIRTY_SECOND_2,
  ],
  [
    'third thirty-second-session preamble',
    "held-out preambles with a parent and two subsidiaries, a married couple, a fund acting by its general partner, an AG and a Korean Co., Ltd., a research foundation, an L.L.P., a Ltda., a person doing business as, a state department, and a limited partnership acting by its manager, written after the session's parties mends and before their first run (29 November, thirty-second session):",
    DRAFTED_PREAMBLES_THIRTY_SECOND_3,
  ],
  [
    'thirty-third-session preamble',
    'held-out preambles with names in capitals hereinafter referred to, the undersigned, a former name f/k/a, a county, a GmbH & Co. KG, an S.A.S., an N.V. and a B.V., a Pvt. Ltd. of the ONE PART, names with and inside them, and a hospital district, written before their first run (29 November, thirty-third session):',
    DRAFTED_PREAMBLES_THIRTY_THIRD,
  ],
  [
    'second thirty-third-session preamble',
    "held-out preambles as SEC filings set them out, a corporation organized and existing under a state's laws, on behalf of itself and its Affiliates, formerly known as, through its division, capitals with a comma before the term, an owner trustee not in its individual capacity, a Cayman exempted company, each a Party, a Kabushiki Kaisha, and an a/k/a, written after the session's parties mends and before their first run (29 November, thirty-third session):",
    DRAFTED_PREAMBLES_THIRTY_THIRD_2,
  ],
  [
    'third thirty-third-session preamble',
    "held-out preambles with two sellers collectively defined, a company and purchasers on signature pages, capitals each described, a parent and its subsidiaries, a university's regents on behalf of a campus, a bank through its branch beside a registration number, an LLC named Partners, a d/b/a, three parties collectively the Parties, and capitals with a principal office, written after the session's mends and before their first run (29 November, thirty-third session):",
    DRAFTED_PREAMBLES_THIRTY_THIRD_3,
  ],
  [
    'thirty-fourth-session preamble',
    'held-out preambles with a bank as administrative agent, a partnership acting by its general partner, together with its Affiliates, hereinafter referred to as Party A, a municipal corporation, a GmbH with a registered office, an individual residing at an address, S.A. de C.V. companies, formerly and a trust by its trustee, written before their first run (29 November, thirty-fourth session):',
    DRAFTED_PREAMBLES_THIRTY_FOURTH,
  ],
  [
    'second thirty-fourth-session preamble',
    "held-out preambles in a Canadian BETWEEN/AND block, Party A and Party B lines, a guaranty in favor of a bank, an indenture with guarantors and a trustee, a parent and its subsidiary, a spaced B E T W E E N with the first and second parts, a numbered list after by and between, a physician's title and degree, a labor organization and a state acting through its department, written after the session's first parties mends and before their first run (29 November, thirty-fourth session):",
    DRAFTED_PREAMBLES_THIRTY_FOURTH_2,
  ],
  [
    'third thirty-fourth-session preamble',
    "held-out preambles with parties only in the title, the undersigned agreeing, labelled lines with European addresses, capitals with offices, three parties two defined together, an English numbered list with a societe anonyme, an employment agreement dated after its parties, a board of trustees and a reseller left to the signature page, written after the session's parties mends and before their first run (29 November, thirty-fourth session):",
    DRAFTED_PREAMBLES_THIRTY_FOURTH_3,
  ],
  [
    'thirty-fifth-session preamble',
    'held-out preambles with a Pty Ltd and its ACN, an individual in capitals, a Chilean university and an S.A., an Indian company of the one part with its successors, two investors defined together, a parent and its wholly-owned subsidiary, a sole proprietorship owned by a person, a Secretary of State and a company with its registered number, a lower-case name, and an amendment naming the agreement it amends, written before their first run (29 November, thirty-fifth session):',
    DRAFTED_PREAMBLES_THIRTY_FIFTH,
  ],
  [
    'second thirty-fifth-session preamble',
    'held-out preambles with a Sp. z o.o. and an a.s., a Kft. and a B.V., places in brackets inside names, (Holdings) inside a name, a law firm with a comma and an ampersand, a person with Jr., a limited partnership acting through its general partner, a Co., Ltd. and a Pte. Ltd., a d/b/a in capitals and an S.L., written before their first run (29 November, thirty-fifth session):',
    DRAFTED_PREAMBLES_THIRTY_FIFTH_2,
  ],
  [
    'third thirty-fifth-session preamble',
    'held-out preambles as SEC exhibits set them out: roles before the names, items numbered (i) and (ii), a parent and its merger subsidiary, guarantors on the signature pages beside a trustee, curly quotes and a bank as agent, an LLC a series of another, a surname first, formerly known as, a partnership by its general partner, and an English numbered list in capitals with company numbers, written before their first run (29 November, thirty-fifth session):',
    DRAFTED_PREAMBLES_THIRTY_FIFTH_3,
  ],
  [
    'thirty-sixth-session preamble',
    'held-out preambles with a GmbH & Co. KG, a SAS with its capital, a board of regents, an LLC by its managing member, a trust by its trustee, a K.K., an extra-provincial registration, a physician with M.D., a city as a municipal corporation and a fund by its manager, written before their first run (29 November, thirty-sixth session):',
    DRAFTED_PREAMBLES_THIRTY_SIXTH,
  ],
  [
    'second thirty-sixth-session preamble',
    'held-out preambles with names in capitals and their states, a partnership and its general partner, a name opening in lower case, the Regents acting through a campus, a Co., Ltd. described after its term, names opening with ordinals, an English numbered list with terms "the Club", an asterisk inside a name, a doctor residing at an address, and a division of another company, written before their first run (29 November, thirty-sixth session):',
    DRAFTED_PREAMBLES_THIRTY_SIXTH_2,
  ],
  [
    'third thirty-sixth-session preamble',
    'held-out preambles as SEC exhibits set them out: three parties with an Irish company and its parent, a person in capitals, a parent and its spin-off, a Co., Ltd. with hereinafter, an L.L.C. and a Ltd. partnership with curly quotes, an LLC and a Corp., an F.S.B., a company whose name opens "Dr.", one whose name opens "The" with an ampersand, and three companies in capitals with terms only, written before their first run (29 November, thirty-sixth session):',
    DRAFTED_PREAMBLES_THIRTY_SIXTH_3,
  ],
  [
    'thirty-seventh-session preamble',
    'held-out preambles with a company acting through a division, a trust by its trustee, a name holding "and", a university\'s board of trustees, a société anonyme, an individual residing in a city, an Indian private limited company with its CIN, a limited partnership by its general partner, a d/b/a in capitals, and four parties "each a Party", written before their first run (30 November, thirty-seventh session):',
    DRAFTED_PREAMBLES_THIRTY_SEVENTH,
  ],
  [
    'thirty-eighth-session preamble',
    'held-out preambles with a general partnership, a city as a municipal corporation, Korean and Norwegian companies, a national banking association, a sublease in capitals, a professional corporation and a physician, a joint venture with a fund, an agreement by one company in favour of another, a Canadian BETWEEN/AND layout, and a non-profit corporation, written before their first run (30 November, thirty-eighth session):',
    DRAFTED_PREAMBLES_THIRTY_EIGHTH,
  ],
  [
    'thirty-ninth-session preamble',
    'held-out preambles with a corporation doing business as another name, a Swiss AG and a GmbH & Co. KG, a Cayman Islands exempted company, a limited partnership acting by its general partner, an individual residing in a city, a county as a political subdivision, a Dutch B.V. and a Japanese K.K., three parties among, a Delaware statutory trust, and an English BETWEEN ... of the one part AND ... of the other part, written before their first run (30 November, thirty-ninth session):',
    DRAFTED_PREAMBLES_THIRTY_NINTH,
  ],
  [
    'fortieth preamble',
    'held-out preambles under an exhibit heading, a company formerly known as another, an Israeli Ltd. with its registration number, a board of trustees of a university, a parent on behalf of its Affiliates, a French S.A.S., an Indian Private Limited, hereinafter-referred-to asides, a federal savings bank and a sole proprietor d/b/a, written before their first run (30 November, thirty-ninth session, later):',
    DRAFTED_PREAMBLES_FORTIETH,
  ],
  [
    'forty-first preamble',
    "held-out preambles with offices at addresses, a wholly-owned subsidiary among three parties, a .com company, a country in brackets in a name, initials and & Associates, an N.V. beside an ampersand, a Pte. Ltd. and an A/S, a bank on behalf of its subsidiary banks, a college's trustees, and two parties defined together, written before their first run (30 November, thirty-ninth session, third round):",
    DRAFTED_PREAMBLES_FORTY_FIRST,
  ],
  [
    'forty-second preamble',
    'held-out preambles with a hyphenated name in capitals beside a fund, a water district, a licensee that is an affiliate of the licensor, an English plc with its number, a name opening in lower case, an (H.K.) Limited, a Luxembourg S.à r.l., a Pty Ltd as trustee for a trust, three parties collectively the Parties, and an amendment, written before their first run (30 November, thirty-ninth session, fourth round):',
    DRAFTED_PREAMBLES_FORTY_SECOND,
  ],
  [
    'forty-third preamble',
    'held-out preambles with THE in a name in capitals, a state acting by and through a department, a Spanish S.L. and a Portuguese Lda., a Mexican S.A. de C.V., an LLP, an individual beside a company, a Canadian ULC, a Brazilian Ltda., principal places of business, and a guarantor among three, written before their first run (30 November, thirty-ninth session, fifth round):',
    DRAFTED_PREAMBLES_FORTY_THIRD,
  ],
  [
    'forty-fourth preamble',
    'held-out preambles with a limited partnership described at length, "hereinafter called" in capitals, a plc with its number and a Pty Ltd with its ACN, a national banking association, a Limited and a CO., LTD. in capitals, a university, an Italian S.p.A., three parties made among, a county, and an employee residing at an address, written before their first run (30 November, fortieth session):',
    DRAFTED_PREAMBLES_FORTY_FOURTH,
  ],
  [
    'forty-fifth preamble',
    "held-out preambles of CUAD's kinds of agreement, an endorsement with an athlete, a club and a bank, an ampersand in a franchisee's name, a Dutch B.V., a CO-OP in capitals, a credit union, a Japanese Co., Ltd. with a macron, a foundation, an Indian Private Limited, and a promotion, written before their first run (30 November, fortieth session, second round):",
    DRAFTED_PREAMBLES_FORTY_FIFTH,
  ],
  [
    'forty-sixth preamble',
    'held-out preambles with a board of trustees, a professional association, a trustee of a fund, an individual residing abroad, a Danish A/S and an LP, a sole proprietorship owned by a person, a parent, a subsidiary and a lender, a state university, a numbered list with registered numbers, and a Chinese Co., Ltd. beside a Pty Ltd, written before their first run (30 November, fortieth session, third round):',
    DRAFTED_PREAMBLES_FORTY_SIXTH,
  ],
  [
    'forty-seventh preamble',
    'held-out preambles with a city acting by its council, a Swiss AG beside a Japanese K.K., an LLP, a general partnership doing business as a trade name, a Canadian ULC, a foundation, two individuals and a company, a Pte. Ltd. with a registration number, a d/b/a company, and an S.A. de C.V., written before their first run (30 November, forty-first session, first round):',
    DRAFTED_PREAMBLES_FORTY_SEVENTH,
  ],
  [
    'forty-eighth preamble',
    'held-out preambles with parties each "as" their role, an English lease BETWEEN: (1) and (2) with company numbers, a professional corporation and a doctor, a trustee not in its individual capacity, three parties of three countries, a company and its subsidiaries on the one hand, a stockholders\' representative, companies with their offices, an Indian private limited company of the First Part, a partnership and its general partner in favour of an agent, an executive after the company, and a university\'s regents on behalf of a campus, written before their first run as written and in capitals (2 December, fifty-seventh session):',
    DRAFTED_PREAMBLES_FORTY_EIGHTH,
  ],
  [
    'forty-ninth preamble',
    "held-out preambles with names in capitals in a mixed-case preamble, a company doing business under another name, an individual with a middle initial, a Chinese company organised under the laws of the People's Republic, the undersigned owner, an English company registered under a number, a holding company and its bank together the employers and an executive, a nominee trust by its trustees, a British Virgin Islands company and an Australian one with its ACN, a parent, its merger subsidiary and a target, and a city that is a municipal corporation, written before their first run as written and in capitals (2 December, fifty-eighth session):",
    DRAFTED_PREAMBLES_FORTY_NINTH,
  ],
  [
    'fiftieth preamble',
    'held-out preambles with a company formerly known as another, an individual Jr., a state acting through its department, a limited partnership by its general partner, the lenders from time to time beside an agent and a borrower, a Kabushiki Kaisha, a Dutch B.V. with its statutory seat, a Swedish AB with its registration number, a national association as trustee, a statutory trust with its series, a husband and wife together the seller, and a nonprofit public benefit corporation, written before their first run as written and in capitals (2 December, fifty-eighth session):',
    DRAFTED_PREAMBLES_FIFTIETH,
  ],
  [
    'fifty-first preamble',
    'held-out preambles with a company with its offices, an English PLC and a limited company with registered numbers in a numbered list in capitals, an employee, a university and two companies, a name in capitals in a mixed-case sentence, a company doing business as a brand, a realty trust by its trustees, a Norwegian AS and an Australian Pty Ltd with their numbers, a limited partnership through its general partner beside a company, two companies with their places of business, a guarantor in favor of a lender, and a buyer, a seller and its sole member, written before their first run as written and in capitals (2 December, fifty-ninth session):',
    DRAFTED_PREAMBLES_FIFTY_FIRST,
  ],
  [
    'fifty-second preamble',
    "held-out preambles in shapes besides one sentence: an English deed's parties of the one part and of the other part, labelled fields, parties in recitals, the undersigned, a memorandum's numbered list, a client acting for its hospitals, three parties in capitals, a jurisdiction after a role, a limited partnership through its general partner, a name with an apostrophe, a cover page's names before the preamble, a county council and a company with its number, written before their first run as written and in capitals (2 December, fifty-ninth session):",
    DRAFTED_PREAMBLES_FIFTY_SECOND,
  ],
  [
    'fifty-third preamble',
    'held-out preambles with an Australian company with its ACN and address beside a Singapore company, a franchisor and two individuals jointly and severally, parties set off by dashes, a sponsor and a nonprofit association, a company together with its subsidiary, a trust company solely as trustee, a deed in favour of a PLC, successors and permitted assigns, an agricultural cooperative under a statute, an effective date of the last signature, a numbered list in capitals with registered numbers, and a party solely for purposes of one article, written before their first run as written and in capitals (2 December, sixtieth session):',
    DRAFTED_PREAMBLES_FIFTY_THIRD,
  ],
  [
    'fifty-fourth preamble',
    'held-out preambles with a landlord care of its manager, a Mexican S.A. de C.V., a co-operative and a borough council, an individual residing at an address, a firm with commas in its name, a builder "& Sons" and a parish council, roles before the names, a private instrument\'s sides, a party for limited purposes, and a licence granted by a university, written before their first run as written and in capitals (2 December, sixtieth session):',
    DRAFTED_PREAMBLES_FIFTY_FOURTH,
  ],
  [
    'fifty-fifth preamble',
    'held-out preambles with names in the typography companies give them (a country in brackets, a digit first, initials, a hyphenated name, camel case, a plus sign, a curly apostrophe, a Chinese "Co., Ltd.", a name in capitals in a mixed-case preamble, a fund "No. 2" and limited partnerships), written before their first run as written and in capitals (2 December, sixty-first session):',
    DRAFTED_PREAMBLES_FIFTY_FIFTH,
  ],
  [
    'fifty-sixth preamble',
    'held-out preambles with a form\'s blank date, parties represented by named officers, a stock ticker after a name, a company acting for itself and as agent for its group, an Indonesian "PT ... Tbk" beside a Malaysian "Sdn. Bhd.", a Finnish Oy and a European SE, "Inc" and "Corp" without their full stops, an individual beside a company acting through its representative, British single quotes after Belgian and Swiss companies, and a board of education, written before their first run as written and in capitals (3 December, sixty-second session):',
    DRAFTED_PREAMBLES_FIFTY_SIXTH,
  ],
  [
    'fifty-seventh preamble',
    "held-out preambles in forms and drafts (names left in their brackets, names in underscored blanks, a party's blank left empty, a placeholder or a bullet for a name, a state in brackets, a day and a month in blanks, a box ticked for the kind of company, an English numbered list with names and company numbers in brackets), written before their first run as written and in capitals (3 December, sixty-second session):",
    DRAFTED_PREAMBLES_FIFTY_SEVENTH,
  ],
];
const laterPreambleLines = LATER_PREAMBLE_BATCHES.map(([name, heading, preambles]) => [
  heading,
  ...readParties(name, preambles),
]);
/** How many of a set of dated preambles, each in a filing of its own, give their effective date, the misses printed. */
function effectiveDatesRight(name: string, preambles: DraftedDatedPreamble[], { contentsFirst = false } = {}): number {
  return preambles.filter(([preamble, parties, effective], i) => {
    const read = analyze(filingAround([preamble, parties], i, { contentsFirst })).effectiveDate;
    if (read !== effective) console.log(`  ${name} ${i}: ${effective} read ${read}: ${short(preamble)}`);
    return read === effective;
  }).length;
}
// Effective dates where another date competes (the date of signing, of an amended agreement, a cover line).
const effectiveRight = effectiveDatesRight('dated preamble', DRAFTED_DATED_PREAMBLES);
// A second batch, dates written as other jurisdictions and older filings write them: effective dates and parties.
const effective2Right = effectiveDatesRight('second dated preamble', DRAFTED_DATED_PREAMBLES_2);
const parties2Lines = readParties(
  'second dated preamble',
  DRAFTED_DATED_PREAMBLES_2.map(([preamble, parties]) => [preamble, parties]),
);
// A third, dates in words, ordinals and restatements (27 November, tenth session).
const effective3Right = effectiveDatesRight('third dated preamble', DRAFTED_DATED_PREAMBLES_3);
const parties3Lines = readParties(
  'third dated preamble',
  DRAFTED_DATED_PREAMBLES_3.map(([preamble, parties]) => [preamble, parties]),
);
// A fourth, titles in capitals before their dates and defined Effective Dates after a date of signing (28 November).
const effective4Right = effectiveDatesRight('fourth dated preamble', DRAFTED_DATED_PREAMBLES_4);
// A fifth, a title with its quoted defined term before the date ('LICENSE AGREEMENT (this "Agreement"), dated').
const effective5Right = effectiveDatesRight('fifth dated preamble', DRAFTED_DATED_PREAMBLES_5);
// A sixth, dated as filings and contracts of other places write it, with their parties (28 November, nineteenth session).
const effective6Right = effectiveDatesRight('sixth dated preamble', DRAFTED_DATED_PREAMBLES_6);
const parties6Lines = readParties(
  'sixth dated preamble',
  DRAFTED_DATED_PREAMBLES_6.map(([preamble, parties]) => [preamble, parties]),
);
// A seventh, in layouts and wordings no batch used, with their parties (28 November, twenty-third session).
const effective7Right = effectiveDatesRight('seventh dated preamble', DRAFTED_DATED_PREAMBLES_7);
const parties7Lines = readParties(
  'seventh dated preamble',
  DRAFTED_DATED_PREAMBLES_7.map(([preamble, parties]) => [preamble, parties]),
);
/** The dated preamble batches written since the thirtieth session: effective dates right, then the parties' lines. */
const LATER_DATED_BATCHES: [name: string, heading: string, preambles: DraftedDatedPreamble[]][] = [
  [
    'eighth dated preamble',
    'held-out preambles dated with a blank beside an effective date, an amendment, words, slashes, "A.D." and a signing date defined apart, written before their first run (29 November, thirtieth session):',
    DRAFTED_DATED_PREAMBLES_8,
  ],
  [
    'ninth dated preamble',
    'held-out preambles dated with abbreviated months, a date line, an execution date beside the effective one, an Agreement Date and "As of", written before their first run (29 November, thirtieth session):',
    DRAFTED_DATED_PREAMBLES_9,
  ],
  [
    'tenth dated preamble',
    'held-out preambles dated with a year in words, a "Dated:" line, a restatement date, "the 1st of", a blank day, slashes, "in the year", an ISO date, "the first day of" and "with effect from" an earlier date, written before their first run (29 November, thirty-first session):',
    DRAFTED_DATED_PREAMBLES_10,
  ],
  [
    'eleventh dated preamble',
    'held-out preambles dated "the 30th of June", an "EFFECTIVE AS OF:" line, "A.D.", an execution date beside an effective one, "Dec. 1", a year in words with "and", a Commencement Date in brackets, "but effective as of" an earlier day, an amendment beside the date it amends, and the later of a date and the last signature, written before their first run (29 November, thirty-second session):',
    DRAFTED_DATED_PREAMBLES_11,
  ],
  [
    'twelfth dated preamble',
    'held-out preambles dated with a blank day beside an effective date, "dated for reference", "with retrospective effect from", a day in words and figures, "midnight on", "on 2nd day of Feb.,", a split ordinal suffix, a date "but is executed" later, "As of" first, and a date made beside a later one it takes effect on, written before their first run (29 November, thirty-third session):',
    DRAFTED_DATED_PREAMBLES_12,
  ],
  [
    'thirteenth dated preamble',
    'held-out preambles dated as SEC filings date them ("dated as of the 1st day of" before "(this "Agreement")", an amendment beside the agreement it amends, blanks beside "effective" a date, "made as of this 28th day of", a "Dated: As of" line, a restatement effective later, "deemed effective from", "Sept.", "in the year of our Lord", a date after the parties), written before their first run (29 November, thirty-third session):',
    DRAFTED_DATED_PREAMBLES_13,
  ],
  [
    'fourteenth dated preamble',
    'held-out preambles dated "the first (1st) day of", "Made and entered into this", an execution date beside an earlier "effective from", the last signature beside a day it takes effect, "for reference purposes only", "this 15 day of", a restatement, a blank day beside "shall be effective as of", "commences on", "dated 17th day of", written after the session\'s mends and before their first run (29 November, thirty-third session):',
    DRAFTED_DATED_PREAMBLES_14,
  ],
  [
    'fifteenth dated preamble',
    'held-out preambles dated "as of" beside a later signature, "14 February, 2013", a date after the parties, a day as an ordinal word, "effective upon", a heading line "dated as of", "Oct. 2", signed beside an earlier effective date, an ISO date and "as at", written before their first run (29 November, thirty-fourth session):',
    DRAFTED_DATED_PREAMBLES_15,
  ],
  [
    'sixteenth dated preamble',
    'held-out preambles dated as a text layer gives them (TeX quotes, a month and names hyphenated across lines, a date split across lines, a letter-spaced title, a page number before the date, a footnote asterisk after the year, no-break spaces, capitals, an ordinal split from its day, tabs), written before their first run (29 November, thirty-fourth session):',
    DRAFTED_DATED_PREAMBLES_16,
  ],
  [
    'seventeenth dated preamble',
    'held-out preambles dated "the 3rd of March 2015", a day and year in words, a place before "on this 5th day of", a "Date of Agreement:" line, effective when both signed "which is" a date, "the month of October in the year 2006", a slashed date after the parties, an execution date beside a later effective one, "with effect on and from", and "as of" a date beside signatures below, written before their first run (29 November, thirty-fifth session):',
    DRAFTED_DATED_PREAMBLES_17,
  ],
  [
    'eighteenth dated preamble',
    'held-out preambles dated "this 14th day of", as of a day (the Effective Date), "March 22nd, 2010", an amendment effective on its own date, an ISO "Agreement date:" line, a date after the parties, "entered into on the 1st day of", dated for reference beside an effective date, "Entered into as of", and "made effective the 5th of January", written before their first run (29 November, thirty-sixth session):',
    DRAFTED_DATED_PREAMBLES_18,
  ],
  [
    'nineteenth dated preamble',
    'held-out preambles effective as of a date after the parties, "made and entered into this 21st day of", "dated the 2nd day of November 2015", "effective upon" a date, a restatement beside the date of the agreement it restates, "15.06.2020", a date after the parties beside "(the Effective Date)", an "Effective Date:" opening, "the first day of January", and dated as of one day and effective as of another, written before their first run (30 November, thirty-seventh session):',
    DRAFTED_DATED_PREAMBLES_19,
  ],
  [
    'twentieth dated preamble',
    'held-out preambles "made effective the 15th day of", a blank signing date beside an effective date, entered into on one date effective on an earlier one, "Made the 28th of February", an ISO date, a closing date "which is", "dated June 30th", an addendum dated as of its own date, "EFFECTIVE AS OF" in capitals, and the later of two signature dates being a date, written before their first run (30 November, thirty-eighth session):',
    DRAFTED_DATED_PREAMBLES_20,
  ],
  [
    'twenty-first dated preamble',
    'held-out preambles effective as of the last signature "which is" a date, "dated as of the 1st day of July", an amendment effective retroactive to a date, "this 3rd day of", a date with its weekday, executed on one date and effective on another, a British "dated 5th April 2016", as of the Closing Date in brackets, the first day of the month following an Agreement Date, and "effective as of the 30th day of" in capitals, written before their first run (30 November, thirty-ninth session):',
    DRAFTED_DATED_PREAMBLES_21,
  ],
  [
    'twenty-second dated preamble',
    'held-out preambles "made and entered into as of this 12th day of", dated as of the last signature in brackets, effective as of a time of day on a date, a blank made-as-of date beside an effective date, a cover line "Dated:", "on the 5th of May", "made effective the first day of January", amended and restated as of, an Effective Date defined in the next sentence, and "As of April 1, 2012," before the parties, written before their first run (30 November, thirty-ninth session, later):',
    DRAFTED_DATED_PREAMBLES_22,
  ],
  [
    'twenty-third dated preamble',
    'held-out preambles "this 31st day of December, 1999", a leap day, an amended and restated agreement beside the date of the one it restates, an "Effective Date:" line first, made on one day to take effect from another, "Sept. 30, 2002", "this day of March 18, 2009", a date defined as the Commencement Date, the signature page\'s date in brackets, and "dated the 17th day of November 2003", written before their first run (30 November, thirty-ninth session, third round):',
    DRAFTED_DATED_PREAMBLES_23,
  ],
  [
    'twenty-fourth dated preamble',
    'held-out preambles "the first (1st) day of March", "this 9th day of Sept.", a numeric "Dated as of:" line, the last signature "namely" a date, "the 15th day of the month of January", effective on a closing that occurred on a date, an ISO date, the date of execution by the company "which is" a date, a year in words, and "1st October 2012", written before their first run (30 November, thirty-ninth session, fourth round):',
    DRAFTED_DATED_PREAMBLES_24,
  ],
  [
    'twenty-fifth dated preamble',
    'held-out preambles effective as of a day after the parties, "dated and effective as of", "A.D. 2001", an Effective Date of the first day of March in words, "June 30th 2010", "executed as of", "12th August, 2019", "entered into and effective as of", "in the year 2004", and a "Date:" line first, written before their first run (30 November, thirty-ninth session, fifth round):',
    DRAFTED_DATED_PREAMBLES_25,
  ],
  [
    'twenty-sixth dated preamble',
    'held-out preambles "made and entered into as of the 15th day of March, 2016", "on this 2nd day of November 2009", an effective date between commas, the last signature written out, "dated for reference", a Commencement Date it is made on, "effective this 1st day of", an "Effective Date:" line first, "the 31st of August, 2007", and "effective the 1st day of June, 2003", written before their first run (30 November, fortieth session):',
    DRAFTED_DATED_PREAMBLES_26,
  ],
  [
    'twenty-seventh dated preamble',
    'held-out preambles of CUAD\'s kinds of agreement, "as of this 10th day of February, 2015", an Execution Date defined, "dated as of 1 October 2020", "made and entered into on", "BETWEEN:" and "AND:" in capitals, the date last signed written out, "this fifth day of May, 2011", a co-branding dated as of its Effective Date, a numeric date, and an Agreement Date defined, written before their first run (30 November, fortieth session, second round):',
    DRAFTED_DATED_PREAMBLES_27,
  ],
  [
    'twenty-eighth dated preamble',
    'held-out preambles "as of the 1st day of October, 2012", "dated the 14th day of April 2016", "this 22nd day of September, 1999", the later of two signature dates written out, an amended and restated agreement, "As of this 16th day of August, 2002," first, "dated 7/1/2015", effective as of a day among three, "this 20 day of May, 2014", and a "Dated:" line first, written before their first run (30 November, fortieth session, third round):',
    DRAFTED_DATED_PREAMBLES_28,
  ],
  [
    'twenty-ninth dated preamble',
    'held-out preambles "effective the 1st day of July, 2010", "made on 5 February 2018", "dated as of June 15, 2004" after the parties, "executed on this 9th day of November, 2011", "on December 1st, 2016", the date last signed written out, a blank day beside an effective date, "the twenty-first day of March, 2003", "Agreement of 12 October 2009" and an effective date after the parties, written before their first run (30 November, forty-first session, first round):',
    DRAFTED_DATED_PREAMBLES_29,
  ],
  [
    'thirtieth dated preamble',
    'held-out preambles dated as forms and key-terms tables date them (an "Order Date:" line taken up as of the Order Date, a table\'s "Effective Date" cell, a blank date of making beside a bracketed effective date, a date in underscored blanks, a key-terms table between bars naming the parties, a box ticked beside a date, an "AGREEMENT DATE:" line with numbered parties, a "Start Date" cell, a statement of work effective on a bracketed date), written before their first run (3 December, sixty-third session):',
    DRAFTED_DATED_PREAMBLES_30,
  ],
  [
    'thirty-first dated preamble',
    "held-out preambles under a cover's date rows as a PDF's text layer gives a table's cells (label and value joined by one space, no colon: an Effective Date, an Order Date, an Agreement Date, a Commencement Date, a Date of Agreement, a Start Date with dots, one in capitals, a SOW Effective Date, a signing date beside an effective one, a customer's row), written after the session's mend of such rows and before their first run (3 December, sixty-third session):",
    DRAFTED_DATED_PREAMBLES_31,
  ],
];
const laterDatedLines = LATER_DATED_BATCHES.map(([name, heading, preambles]) => [
  heading,
  `  effective date right   ${figure(effectiveDatesRight(name, preambles), preambles.length)}`,
  ...readParties(
    name,
    preambles.map(([preamble, parties]) => [preamble, parties]),
  ),
]);
// The held-out preambles and dated preambles since the thirtieth session after a long agreement's table of contents
// (29 November, thirty-third session).
const afterContentsLines = readParties(
  'preamble after contents',
  [
    ...LATER_PREAMBLE_BATCHES.flatMap(([, , preambles]) => preambles),
    ...LATER_DATED_BATCHES.flatMap(([, , preambles]) =>
      preambles.map(([preamble, parties]): DraftedPreamble => [preamble, parties]),
    ),
  ],
  { contentsFirst: true },
);
// Every preamble of the sets above printed in capitals in its filing, as many filings print one (first on 1 December,
// fifty-fifth session): against the same set as written, whose misses are listed with their batches.
const everyPreamble = [
  DRAFTED_PREAMBLES,
  DRAFTED_PREAMBLES_HELD_OUT,
  DRAFTED_PREAMBLES_LAID_OUT,
  DRAFTED_PREAMBLES_ALIASED,
  DRAFTED_PREAMBLES_LAID_OUT_2,
  DRAFTED_PREAMBLES_MANY,
  DRAFTED_PREAMBLES_JURISDICTIONS,
  DRAFTED_PREAMBLES_FIFTEENTH,
  ...LATER_PREAMBLE_BATCHES.map(([, , preambles]) => preambles),
].flat();
const preamblesInCapitals = [
  ...readParties('preamble in capitals', everyPreamble, { inCapitals: true }),
  ...readParties('preamble as written', everyPreamble, { listMisses: false }).map((line) => `${line} (as written)`),
];
const laterDatedPreambles = LATER_DATED_BATCHES.flatMap(([, , preambles]) => preambles);
const effectiveAfterContentsRight = effectiveDatesRight('dated preamble after contents', laterDatedPreambles, {
  contentsFirst: true,
});
// Contracts effective when the last party signs: the day is in the dated signature blocks.
/** How many of a set of contracts effective on signing give their effective date, the misses printed. */
function signedDatesRight(name: string, preambles: DraftedSignedPreamble[]): number {
  return preambles.filter(([preamble, parties, clause, signedOn, effective, dateAbove], i) => {
    const read = analyze(filingAround([preamble, parties], i, { clause, signedOn, dateAbove })).effectiveDate;
    if (read !== effective) console.log(`  ${name} ${i}: ${effective} read ${read}: ${short(clause)}`);
    return read === effective;
  }).length;
}
const signedRight = signedDatesRight('signed preamble', DRAFTED_SIGNED_PREAMBLES);
const signed2Right = signedDatesRight('second signed preamble', DRAFTED_SIGNED_PREAMBLES_2);

console.log(`renewal clauses in ${quiet.length} work contracts that do not renew, studied and mended:`);
console.log(renewalLines.join('\n'));
console.log(`  other notices read    ${otherNotices} of ${DRAFTED_OTHER_NOTICES.length} (none should be)`);
console.log(laterOtherNoticeLines.join('\n'));
console.log('held-out renewal clauses (written after the mends):');
console.log(renewalHeldOutLines.join('\n'));
console.log('second held-out renewal clauses (26 November):');
console.log(renewalHeldOut2Lines.join('\n'));
console.log(`  other renewals read    ${otherRenewals} of ${DRAFTED_OTHER_RENEWALS.length} (none should be)`);
console.log('third held-out renewal clauses, a notice beside another period (26 November):');
console.log(renewalHeldOut3Lines.join('\n'));
console.log('fourth held-out renewal clauses, tacit, conditional, period to period (26 November, later):');
console.log(renewalHeldOut4Lines.join('\n'));
console.log(
  `  renewals in passing or denied, read as renewing ${inPassing} of ${DRAFTED_RENEWALS_IN_PASSING.length} (none should be)`,
);
console.log(
  `  automatic words that renew nothing, read as renewing ${automaticNotRenewing} of ${DRAFTED_AUTOMATIC_NOT_RENEWING.length} (none should be; 26 November, fourth session)`,
);
console.log(
  `  renewals undone, left to the parties or recited, read as renewing ${undoneOrRecited} of ${DRAFTED_RENEWALS_UNDONE_OR_RECITED.length} (none should be; 26 November, eighth session)`,
);
console.log('fifth held-out renewal clauses, notices written in new ways (26 November, later):');
console.log(renewalHeldOut5Lines.join('\n'));
console.log(
  'seventh held-out renewal clauses, other subjects, a definition, a notice in the next sentence (26 November, eighth session):',
);
console.log(renewalHeldOut7Lines.join('\n'));
console.log(
  'eighth held-out renewal clauses, rolled over, deemed renewed, options of a buyer (27 November, ninth session):',
);
console.log(renewalHeldOut8Lines.join('\n'));
console.log('ninth held-out renewal clauses, as SEC filings write them, aimed at recall (27 November, ninth session):');
console.log(renewalHeldOut9Lines.join('\n'));
console.log(
  `  renewals of another instrument, read as renewing ${otherInstruments} of ${DRAFTED_RENEWALS_OF_OTHER_INSTRUMENTS.length} (none should be; 27 November, ninth session)`,
);
console.log(
  `  renewals of a right, a period or a document in the agreement, read as renewing ${rightsAndPeriods} of ${DRAFTED_RENEWALS_OF_RIGHTS_AND_PERIODS.length} (none should be; 27 November, tenth session)`,
);
console.log(
  `  extensions of the term that are no renewal, read as renewing ${extensionsNotRenewals} of ${DRAFTED_EXTENSIONS_NOT_RENEWALS.length} (none should be; 27 November, eleventh session)`,
);
console.log(
  `  obligations, prices, plans and deadlines renewed or extended, read as renewing ${obligationsExtended} of ${DRAFTED_OBLIGATIONS_EXTENDED.length} (none should be; 27 November, eleventh session)`,
);
console.log(
  `  renewals named and not granted, read as renewing ${notGranted} of ${DRAFTED_RENEWALS_NOT_GRANTED.length} (none should be; 27 November, twelfth session)`,
);
console.log(
  `  other things continued, or the agreement continued to wind down, read as renewing ${continuationsNotRenewals} of ${DRAFTED_CONTINUATIONS_NOT_RENEWALS.length} (none should be; 27 November, fifteenth session)`,
);
console.log(otherThingsRenewedLines.join('\n'));
for (const lines of laterRenewalLines) console.log(lines.join('\n'));
console.log(
  "hundredth held-out renewal clauses, with the length of one renewal written as no batch measured (months by the dozen, days, quarters, biennial, year to year, month to month, in its own sentence, after the number of renewals, an option's several terms), written before its first run and aimed at none (30 November, forty-fifth session):",
);
console.log(renewalLengthLines.join('\n'));
console.log('renewal clauses with a notice of something else in the same contract (26 November, later):');
console.log(besideNoticeLines.join('\n'));
console.log('sixth held-out renewal clauses, laid out as a PDF gives them (26 November, third session):');
console.log(laidOutLines.join('\n'));
console.log('the renewal clauses drafted before the layouts, laid out as a PDF gives them, in the same contract:');
console.log(renewalLaidOutLine);
console.log('the renewal clauses drafted after the layouts, laid out likewise (30 November, forty-second session):');
console.log(renewalsLaidOutLater);
console.log(
  'the renewal clauses drafted before and after the layouts, each printed in capitals (1 December, fifty-fifth):',
);
console.log(renewalsInCapitals.join('\n'));
console.log(`term clauses in ${dated.length} work contracts whose dates are read right, studied:`);
console.log(termLine);
for (const lines of heldOutTermLines) console.log(lines.join('\n'));
console.log('the term clauses drafted before the layouts, laid out as a PDF gives them, in the same placings:');
console.log(termLaidOutLine);
console.log('the term clauses drafted after the layouts, laid out likewise (30 November, forty-second session):');
console.log(termsLaidOutLater);
console.log(
  'the term clauses drafted before and after the layouts, each printed in capitals (1 December, fifty-fifth):',
);
console.log(termsInCapitals.join('\n'));
console.log("the hundred-and-twenty-second to -fourth batches' rows on lines of their own (3 December, sixty-third):");
console.log(rowsOnTheirLines);
console.log('work contracts with their term passages taken out (27 November, thirteenth session):');
console.log(withoutTermLine);
console.log(`preambles in filings of their own, studied and mended:`);
console.log(partiesLines.join('\n'));
console.log('held-out preambles:');
console.log(partiesHeldOutLines.join('\n'));
console.log('held-out preambles as extracted from a PDF (26 November):');
console.log(partiesLaidOutLines.join('\n'));
console.log('held-out preambles with redactions, signed side by side (26 November, later):');
console.log(partiesRedactedLines.join('\n'));
console.log('held-out preambles naming another name or a capacity beside a party (26 November, later):');
console.log(partiesAliasedLines.join('\n'));
console.log("held-out preambles as a PDF's text layer sets them, second batch (26 November, later):");
console.log(partiesLaidOut2Lines.join('\n'));
console.log('held-out preambles with many parties or parties acting by another (27 November, ninth session):');
console.log(partiesManyLines.join('\n'));
console.log(
  'held-out preambles in the layouts of other jurisdictions and older drafting (27 November, tenth session):',
);
console.log(partiesJurisdictionsLines.join('\n'));
console.log('held-out preambles of every kind, written before their first run (27 November, fifteenth session):');
console.log(partiesFifteenthLines.join('\n'));
console.log(laterPreambleLines.flat().join('\n'));
console.log(
  'the held-out preambles and dated preambles written since the thirtieth session, each after a table of contents of about 4,900 characters (29 November, thirty-third session):',
);
console.log(afterContentsLines.join('\n'));
console.log('every preamble of the sets above printed in capitals, then as written (1 December, fifty-fifth session):');
console.log(preamblesInCapitals.join('\n'));
console.log(
  `  effective date right   ${figure(effectiveAfterContentsRight, laterDatedPreambles.length)} (the dated ones)`,
);
console.log('held-out preambles with a competing date (26 November):');
console.log(`  effective date right   ${figure(effectiveRight, DRAFTED_DATED_PREAMBLES.length)}`);
console.log('held-out preambles dated as other jurisdictions and older filings write it (27 November, ninth session):');
console.log(`  effective date right   ${figure(effective2Right, DRAFTED_DATED_PREAMBLES_2.length)}`);
console.log(parties2Lines.join('\n'));
console.log('held-out preambles dated in words, ordinals and restatements (27 November, tenth session):');
console.log(`  effective date right   ${figure(effective3Right, DRAFTED_DATED_PREAMBLES_3.length)}`);
console.log(parties3Lines.join('\n'));
console.log(
  'held-out preambles with a title in capitals before the date, or a date of signing before the Effective Date (28 November, eighteenth session):',
);
console.log(`  effective date right   ${figure(effective4Right, DRAFTED_DATED_PREAMBLES_4.length)}`);
console.log(
  'held-out preambles that quote their own name before the date, beside a recital dating another agreement (28 November, eighteenth session):',
);
console.log(`  effective date right   ${figure(effective5Right, DRAFTED_DATED_PREAMBLES_5.length)}`);
console.log(
  'held-out preambles dated as filings and contracts of other places write it, written before their first run (28 November, nineteenth session):',
);
console.log(`  effective date right   ${figure(effective6Right, DRAFTED_DATED_PREAMBLES_6.length)}`);
console.log(parties6Lines.join('\n'));
console.log(
  'held-out preambles dated in layouts and wordings no batch used, written before their first run (28 November, twenty-third session):',
);
console.log(`  effective date right   ${figure(effective7Right, DRAFTED_DATED_PREAMBLES_7.length)}`);
console.log(parties7Lines.join('\n'));
console.log(laterDatedLines.flat().join('\n'));
console.log('held-out contracts effective when the last party signs (26 November, later):');
console.log(`  effective date right   ${figure(signedRight, DRAFTED_SIGNED_PREAMBLES.length)}`);
console.log(
  'held-out contracts effective on signing, in other words and with dates above their labels (28 November, eighteenth session):',
);
console.log(`  effective date right   ${figure(signed2Right, DRAFTED_SIGNED_PREAMBLES_2.length)}`);
