/**
 * A reading of a sentence's text, remembered for the last `kept` texts read: a document's sentences are read by
 * several readers in turn (the renewal and notice readers, the clause models), then not again. The reading must
 * depend on the text alone.
 */
export function rememberedByText<T>(read: (text: string) => T, kept = 4096): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    // One lookup where a reading is known (has() only to tell a reading of undefined from none).
    const remembered = known.get(text);
    if (remembered !== undefined || known.has(text)) return remembered as T;
    const value = read(text);
    // The oldest goes first.
    if (known.size >= kept) known.delete(known.keys().next().value!);
    known.set(text, value);
    return value;
  };
}
