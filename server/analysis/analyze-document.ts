import { analyzeContractText, type ContractAnalysis } from './analyze';
import { extractText, type DocumentInput } from './extract/extract-text';
import { DEFAULT_LIMITS, type ExtractionLimits } from './extract/limits';

export interface DocumentAnalysis extends ContractAnalysis {
  /** The extracted text (for storage and rendering), cut to the extraction limit. */
  text: string;
}

/** Reads a document and analyses it as of a day. Throws ExtractionError (with a readable reason) for bad files. */
export async function analyzeDocument(
  input: DocumentInput,
  asOf: string,
  limits: ExtractionLimits = DEFAULT_LIMITS,
): Promise<DocumentAnalysis> {
  const text = await extractText(input, limits);
  return { ...analyzeContractText(text, asOf), text };
}
