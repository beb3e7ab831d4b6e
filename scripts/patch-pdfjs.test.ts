import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFJS_PATCHES, patchPdfjs, pdfjsBundlePath } from './patch-pdfjs';

// The two expressions as unpdf bundles pdf.js (minified), each with what surrounds it.
const textState =
  'class Yx{static{p(this,"TextState")}ctm=new Float32Array(_s);fontSize=0;textMatrix=_s.slice();' +
  'setFontSize(e){this.fontSize=e}' +
  'clone(){const e=Object.assign(Object.create(this),this);return e.textMatrix=this.textMatrix.slice(),e}}';
const textTransform =
  'function W(){const ue=Y.font,Ae=[Y.fontSize*Y.textHScale,0,0,Y.fontSize,0,Y.textRise];' +
  'return pt.transform(Y.ctm,pt.transform(Y.textMatrix,Ae))}p(W,"getCurrentTextTransform");';
const bundle = `a(){}${textState}b(){return Object.create(this)}${textTransform}`;

/** pdf.js's Util.transform, as the bundle has it. */
const transform = (m: ArrayLike<number>, n: ArrayLike<number>) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

describe('the pdf.js patches (npm postinstall)', () => {
  it('are applied to the installed bundle', () => {
    // Fails after an unpdf upgrade that moved an expression: the patch (and its speed) must be looked at again.
    const { states } = patchPdfjs(fs.readFileSync(pdfjsBundlePath(), 'utf8'));
    expect(states).toEqual({ 'text-state copy': 'already', 'text transform': 'already' });
  });

  it('rewrite each expression once and leave a patched bundle as it is', () => {
    const first = patchPdfjs(bundle);
    expect(first.states).toEqual({ 'text-state copy': 'patched', 'text transform': 'patched' });
    expect(first.source).toContain(
      'setFontSize(e){this.fontSize=e}clone(){const e=Object.create(Object.getPrototypeOf(this));' +
        'e.ctm=this.ctm;e.fontSize=this.fontSize;e.textMatrix=this.textMatrix;' +
        'Object.keys(this).length!==3&&Object.assign(e,this);return e.textMatrix=this.textMatrix.slice(),e}}',
    );
    expect(first.source).toContain('b(){return Object.create(this)}');
    expect(first.source).not.toContain('pt.transform');
    expect(first.source).toContain('}p(W,"getCurrentTextTransform");');
    expect(patchPdfjs(first.source)).toEqual({
      source: first.source,
      states: { 'text-state copy': 'already', 'text transform': 'already' },
    });
  });

  it("moves this patch's first form of the copy (a new instance) to the copy without initializers", () => {
    const earlier = bundle.replace('Object.create(this),this', 'new this.constructor,this');
    expect(patchPdfjs(earlier).source).toBe(patchPdfjs(bundle).source);
  });

  it('copies the text state with its class and the own fields the first form of the copy had', () => {
    const { source } = patchPdfjs(textState);
    type State = { fontSize: number; textMatrix: number[]; setFontSize(size: number): void; clone(): State };
    const TextState = new Function('p', '_s', `return ${source}`)(() => {}, [1, 0, 0, 1, 0, 0]) as new () => State;
    const state = new TextState();
    state.setFontSize(12);
    state.textMatrix = [2, 0, 0, 2, 5, 7];
    // As pdf.js copied it first: an object on top of the original, with the original's own fields.
    const asBefore = (original: State) => ({ ...Object.assign(Object.create(original), original) });
    for (const original of [state, Object.assign(state.clone(), { added: 'x' })]) {
      const copy = original.clone();
      expect(Object.getPrototypeOf(copy)).toBe(TextState.prototype);
      expect(Object.keys(copy)).toEqual(Object.keys(original));
      expect({ ...copy }).toEqual({ ...asBefore(original), textMatrix: original.textMatrix });
      expect(copy.textMatrix).not.toBe(original.textMatrix);
    }
  });

  it('places a glyph exactly where the two general transforms placed it', () => {
    const { source } = patchPdfjs(textTransform);
    const body = source.slice(source.indexOf('const tm='), source.indexOf('}p(W,'));
    const written = new Function('Y', 'Ae', body) as (state: object, size: number[]) => number[];
    const cases = [
      { ctm: new Float32Array([0.1, 0.2, -0.3, 0.4, 17.25, -3.5]), textMatrix: [1.1, 0, 0, 1.1, 72.123, 700.9] },
      { ctm: [1, 0, 0, 1, 0, 0], textMatrix: [0, -1, 1, 0, 1e-9, 3.3333333] },
      { ctm: [-1, 0, 0, -0, 0, 0], textMatrix: [0.7071, 0.7071, -0.7071, 0.7071, 5, 5] },
    ];
    for (const { ctm, textMatrix } of cases) {
      const size = [11.5 * 0.97, 0, 0, 11.5, 0, -2.25];
      const expected = transform(ctm, transform(textMatrix, size));
      expect(written({ ctm, textMatrix }, size)).toEqual(expected);
    }
  });

  it('change nothing where an expression is not found exactly once, or reads a name the rewrite declares', () => {
    for (const source of ['clone(){return this}', textState + textState]) {
      expect(patchPdfjs(source).source).toBe(source);
      expect(patchPdfjs(source).states['text-state copy']).toBe('missing');
    }
    const clashing = textTransform.replaceAll('Ae', 'tm');
    expect(patchPdfjs(clashing)).toEqual({
      source: clashing,
      states: { 'text-state copy': 'missing', 'text transform': 'missing' },
    });
    expect(PDFJS_PATCHES.map((patch) => patch.name)).toEqual(['text-state copy', 'text transform']);
  });
});
