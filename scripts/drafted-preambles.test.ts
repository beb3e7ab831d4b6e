import { describe, expect, it } from 'vitest';
import { flatten, normalizeText } from '../server/analysis/text/normalize';
import {
  DRAFTED_DATED_PREAMBLES,
  DRAFTED_PREAMBLES,
  DRAFTED_PREAMBLES_ALIASED,
  DRAFTED_PREAMBLES_HELD_OUT,
  DRAFTED_PREAMBLES_LAID_OUT,
  DRAFTED_PREAMBLES_LAID_OUT_2,
  DRAFTED_PREAMBLES_REDACTED,
  DRAFTED_SIGNED_PREAMBLES,
  filingAround,
} from './drafted-preambles';

describe('the drafted preambles', () => {
  const dated = DRAFTED_DATED_PREAMBLES.map(([preamble, parties]) => [preamble, parties] as const);
  const heldOut = [
    ...DRAFTED_PREAMBLES_HELD_OUT,
    ...DRAFTED_PREAMBLES_LAID_OUT,
    ...DRAFTED_PREAMBLES_REDACTED,
    ...DRAFTED_PREAMBLES_ALIASED,
    ...DRAFTED_PREAMBLES_LAID_OUT_2,
  ];
  const all = [...DRAFTED_PREAMBLES, ...heldOut, ...dated];

  it('each name their parties as listed, the held-out ones apart from the studied', () => {
    for (const [preamble, parties] of all) {
      expect(parties.length).toBeGreaterThan(0);
      // As one line without the page's furniture: the laid-out ones wrap names and break them with a page's stamp.
      const text = flatten(normalizeText(preamble)).toLowerCase();
      for (const party of parties) expect(text).toContain(party.toLowerCase());
    }
    const studied = new Set(DRAFTED_PREAMBLES.map(([preamble]) => preamble));
    expect(heldOut.some(([preamble]) => studied.has(preamble))).toBe(false);
  });

  it('with a competing date or signed on dated blocks, each give the day they take effect as a real day', () => {
    const effectives = [
      ...DRAFTED_DATED_PREAMBLES.map(([, , effective]) => effective),
      ...DRAFTED_SIGNED_PREAMBLES.map(([, , , , effective]) => effective),
    ];
    for (const effective of effectives)
      expect(new Date(`${effective}T00:00:00Z`).toISOString().slice(0, 10)).toBe(effective);
  });

  it("signed on dated blocks, hold the clause of when they take effect and date each party's block", () => {
    const [preamble, parties, clause, signedOn] = DRAFTED_SIGNED_PREAMBLES[0];
    expect(signedOn).toHaveLength(parties.length);
    const filing = filingAround([preamble, parties], 0, { clause, signedOn });
    expect(filing).toContain(`7. Effective Date. ${clause}`);
    for (const [n, name] of parties.entries()) {
      expect(filing).toContain(`${name.toUpperCase()}\nBy: /s/`);
      expect(filing).toContain(`Date: ${signedOn[n]}`);
    }
  });

  it('open a filing that names the parties again in its notices, and signs for them in two layouts of three', () => {
    const [preamble, parties] = DRAFTED_PREAMBLES[0];
    const layouts = [0, 1, 2].map((i) => filingAround([preamble, parties], i));
    for (const filing of layouts) {
      expect(filing.startsWith(preamble)).toBe(true);
      expect(filing).toContain(`If to ${parties[1]}:`);
    }
    expect(layouts.map((filing) => filing.includes('IN WITNESS WHEREOF'))).toEqual([false, true, true]);
    expect(layouts[1]).toContain(`${parties[0].toUpperCase()}\nBy: /s/`);
    expect(layouts[2]).toContain(`${parties[0]}\n\nBy: ___`);
  });

  it('signed side by side, set both names of a row on one line, and a third party on a row of its own', () => {
    const [preamble, parties] = DRAFTED_PREAMBLES_REDACTED[4];
    expect(parties).toHaveLength(3);
    const filing = filingAround([preamble, parties], 0, { sideBySide: true });
    const lines = filing.split('\n');
    const first = lines.find((line) => line.startsWith(parties[0].toUpperCase()))!;
    expect(first).toMatch(new RegExp(`^${parties[0].toUpperCase()}\\s{2,}${parties[1].toUpperCase()}$`));
    expect(lines).toContain(parties[2].toUpperCase());
    expect(filing.match(/By: \/s\//g)).toHaveLength(3);
  });
});
