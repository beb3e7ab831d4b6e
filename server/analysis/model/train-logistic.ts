import { linearScore, sigmoid, type SentenceModel } from './sentence-model';

export interface Example {
  features: readonly string[];
  label: 0 | 1;
}

export interface TrainingOptions {
  epochs?: number;
  /** L2 penalty per feature: keeps rare words from carrying a decision alone. */
  l2?: number;
  learningRate?: number;
  /** Weight of a positive example: positives are a sentence or two among hundreds in a contract. */
  positiveWeight?: number;
  /** Features seen in fewer training examples are left out (they cannot be weighed from data). */
  minCount?: number;
}

/**
 * Fits a logistic regression by full-batch gradient descent with AdaGrad steps over sparse features. Deterministic:
 * the same examples and options give the same weights.
 */
export function trainLogistic(
  examples: Example[],
  { epochs = 60, l2 = 1e-3, learningRate = 0.5, positiveWeight = 10, minCount = 2 }: TrainingOptions = {},
): Pick<SentenceModel, 'bias' | 'weights'> {
  const counts = new Map<string, number>();
  for (const example of examples) for (const f of example.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= minCount) index.set(feature, index.size);
  const rows = examples.map((example) => ({
    ids: example.features.map((f) => index.get(f)).filter((id): id is number => id !== undefined),
    label: example.label,
    weight: example.label ? positiveWeight : 1,
  }));
  const weights = new Float64Array(index.size);
  const squared = new Float64Array(index.size + 1);
  let bias = 0;
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = new Float64Array(index.size);
    let biasGradient = 0;
    for (const row of rows) {
      let logit = bias;
      for (const id of row.ids) logit += weights[id];
      const error = (row.weight * (sigmoid(logit) - row.label)) / totalWeight;
      biasGradient += error;
      for (const id of row.ids) gradient[id] += error;
    }
    for (let id = 0; id < index.size; id++) {
      const g = gradient[id] + l2 * weights[id];
      squared[id] += g * g;
      if (squared[id] > 0) weights[id] -= (learningRate * g) / Math.sqrt(squared[id]);
    }
    squared[index.size] += biasGradient * biasGradient;
    if (squared[index.size] > 0) bias -= (learningRate * biasGradient) / Math.sqrt(squared[index.size]);
  }
  const kept: Record<string, number> = {};
  for (const [feature, id] of index) {
    // Rounded and thinned: weights that move no score are noise in the stored model.
    const weight = Math.round(weights[id] * 1000) / 1000;
    if (Math.abs(weight) >= 0.01) kept[feature] = weight;
  }
  return { bias: Math.round(bias * 1000) / 1000, weights: kept };
}

/** The model's logit for each example, for ranking and calibration. */
export const scoreExamples = (model: Pick<SentenceModel, 'bias' | 'weights'>, examples: Example[]) =>
  examples.map((example) => linearScore(model, example.features));
