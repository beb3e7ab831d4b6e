import { probabilityOf, type SentenceModel } from './sentence-model';

/** Below this confidence the contract page marks a field for checking (the client's CHECK_BELOW_CONFIDENCE). */
export const CONFIDENT = 0.8;

/**
 * A model of how likely a reading is right, with the probability from which its readings were right at least 9
 * times in 10 when cross-validated on the work part (`confidentFrom`, fitted by `npm run train:analysis`).
 */
export interface ConfidenceModel extends SentenceModel {
  confidentFrom?: number;
}

/**
 * A model's probability on the product's confidence scale: `confidentFrom` becomes 0.8, the line below which the
 * contract page asks for a check, and what lies above and below it is stretched to fit, keeping the readings' order.
 * A model of readings right 9 times in 10 from 0.8 on keeps its probabilities: the scale only ever lowers them.
 */
export function onConfidenceScale(probability: number, confidentFrom = CONFIDENT): number {
  if (confidentFrom <= CONFIDENT) return probability;
  if (probability < confidentFrom) return (CONFIDENT * probability) / confidentFrom;
  return confidentFrom >= 1 ? 1 : CONFIDENT + ((1 - CONFIDENT) * (probability - confidentFrom)) / (1 - confidentFrom);
}

/** How sure a reading is, on the product's scale, by a fitted confidence model. */
export const confidenceOf = (model: ConfidenceModel, features: string[]) =>
  onConfidenceScale(probabilityOf(model, features), model.confidentFrom);

/**
 * The lowest probability from which the readings at or above it were right at least `share` of the time, counting
 * only lines with at least `atLeast` readings above them (fewer say little); 1 when no line holds.
 */
export function confidentFromReadings(
  readings: { probability: number; right: boolean }[],
  { share = 0.9, atLeast = 10 } = {},
): number {
  const sorted = [...readings].sort((a, b) => b.probability - a.probability);
  let right = 0;
  let line = 1;
  sorted.forEach((reading, i) => {
    right += reading.right ? 1 : 0;
    // A line falls between different probabilities: equal ones are all above it or all below.
    const endsTies = i + 1 === sorted.length || sorted[i + 1].probability < reading.probability;
    if (endsTies && i + 1 >= atLeast && right >= share * (i + 1)) line = reading.probability;
  });
  return line;
}
