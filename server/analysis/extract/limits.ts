/** Bounds on one document, so a hostile or huge file fails alone instead of hanging or exhausting memory. */
export interface ExtractionLimits {
  maxBytes: number;
  maxPages: number;
  timeoutMs: number;
  /** Text beyond this many characters is cut (after extraction). */
  maxChars: number;
  /**
   * Of a long PDF, only the first `leadingPages` and the last `trailingPages` are read: the preamble, the terms and
   * the signatures live there, while the middle of a long document is exhibits and schedules.
   */
  leadingPages: number;
  trailingPages: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPages: 500,
  timeoutMs: 20_000,
  maxChars: 2_000_000,
  leadingPages: 60,
  trailingPages: 5,
};

/** A document that cannot be read; its message is shown to the user as the reason. */
export class ExtractionError extends Error {
  override name = 'ExtractionError';
}

/** Rejects with an ExtractionError when `work` takes longer than `ms`; `onTimeout` releases its resources. */
export async function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ExtractionError(`Reading the document took longer than ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
