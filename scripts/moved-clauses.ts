// The same clause set elsewhere in its contract: an annotator's passage taken out of its place and set in a schedule
// after the signature block, under a heading of its own, as contracts that keep their key terms in a schedule have it
// (`npm run eval:layout`). The clause says what it said; where it stands should not change how it is read.

/** The text with the passage at `at` taken out and set at the end, in "SCHEDULE 1 / TERM". */
export const movedToSchedule = (text: string, at: { start: number; end: number }): string =>
  `${text.slice(0, at.start)} ${text.slice(at.end)}\n\nSCHEDULE 1\nTERM\n${text.slice(at.start, at.end)}\n`;
