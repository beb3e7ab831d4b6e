import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patchTextStateClone, pdfjsBundlePath } from './patch-pdfjs';

// The shape of the expression in pdf.js's TextState (minified as unpdf bundles it).
const textStateClone =
  'clone(){const e=Object.assign(Object.create(this),this);return e.textMatrix=this.textMatrix.slice(),e}';

describe('the pdf.js text-state patch (npm postinstall)', () => {
  it('is applied to the installed bundle', () => {
    // Fails after an unpdf upgrade that moved the expression: the patch (and its speed) must be looked at again.
    expect(patchTextStateClone(fs.readFileSync(pdfjsBundlePath(), 'utf8')).state).toBe('already');
  });

  it('copies the text state as a new instance, once, and leaves a patched bundle as it is', () => {
    const source = `a(){}${textStateClone}b(){return Object.create(this)}`;
    const first = patchTextStateClone(source);
    expect(first.state).toBe('patched');
    expect(first.source).toBe(
      'a(){}clone(){const e=Object.assign(new this.constructor,this);return e.textMatrix=this.textMatrix.slice(),e}' +
        'b(){return Object.create(this)}',
    );
    expect(patchTextStateClone(first.source)).toEqual({ source: first.source, state: 'already' });
  });

  it('changes nothing in a bundle where the expression is not found exactly once', () => {
    for (const source of ['clone(){return this}', textStateClone + textStateClone]) {
      expect(patchTextStateClone(source)).toEqual({ source, state: 'missing' });
    }
  });
});
