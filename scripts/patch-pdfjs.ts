// Run after every `npm install` (package.json "postinstall"): rewrites two expressions in the pdf.js that unpdf bundles
// so that text extraction runs faster, each computing exactly what the expression it replaces computed.
//
// - The text-state copy. pdf.js copies its text state on every "save graphics state" operator (TextState.clone) as
//   `Object.assign(Object.create(this), this)`: every copy is built on top of the previous one as its prototype, and
//   turning an object into a prototype is slow in V8 (a sixth of all extraction time). The copy is now an object of
//   the same class's prototype given each field the class declares, in the order it declares them (the order
//   Object.assign copied them in), without running the class's field initializers (each of which built a
//   Float32Array and two arrays that the copy then overwrote: `new this.constructor`, this patch's first form, did)
//   and without Object.assign's generic copy; a state given a field of its own beyond those (none is, in this pdf.js,
//   and none loses one) is copied whole, as before.
// - The text transform. For every glyph pdf.js composes the page's matrix, the text matrix and the font's size into
//   where the glyph stands (getCurrentTextTransform), twice, through its general Util.transform, which every part of
//   pdf.js calls with every kind of array (V8 then cannot specialise it) and which allocated an intermediate array.
//   The composition is now written out there: the same products and sums, in the same order, one array.
//
// On the 214 CUAD contracts, one thread, back to back: 25.6-25.9 s with the first form of the copy, 19.7 s with the
// transform written out, 18.4 s with the copy made without initializers, 16.9-17.4 s with its fields copied one by
// one; the text is the same, character for character (the extraction's output hashed).
//
// A diff (patch-package) of a minified bundle would carry a 35 KB line; this replaces expressions it checks it found
// exactly once. If an upgraded unpdf no longer has one, the install goes on (extraction still works, only slower) and
// the extraction tests report that a patch is missing, so it is looked at again.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type PatchState = 'patched' | 'already' | 'missing';

interface BundlePatch {
  name: string;
  /** The expression as unpdf ships it (or as an earlier form of this patch left it); global. */
  original: RegExp;
  /** What it becomes, from the match's groups; null where it cannot be rewritten safely. */
  replacement: (groups: string[]) => string | null;
  /** The expression as this patch leaves it. */
  patched: RegExp;
}

// Names the written-out transform declares: a minified name it reads (the state's, the size's) must be none of them.
const TRANSFORM_LOCALS = ['tm', 'cm', 'n', 't0', 't1', 't2', 't3', 't4', 't5'];

export const PDFJS_PATCHES: BundlePatch[] = [
  {
    name: 'text-state copy',
    // class TextState { static {...} field=...; ... clone() { const copy = Object.assign(Object.create(this), this);
    // return copy.textMatrix = this.textMatrix.slice(), ...
    original:
      /(class \w+\{static\{\w+\(this,"TextState"\)\}((?:\w+=[^;{}]*;)+)(?:(?!class )[^])*?clone\(\)\{const (\w+)=)Object\.assign\((?:Object\.create\(this\)|new this\.constructor),this\);(?=return \3\.textMatrix=this\.textMatrix)/g,
    // Each field the class declares, copied in the order it declares them (the order Object.assign copied them in);
    // a state given another field since (none in this pdf.js) is copied whole, as before.
    replacement: ([head, fields, copy]) => {
      const names = fields
        .split(';')
        .filter(Boolean)
        .map((field) => field.slice(0, field.indexOf('=')));
      return (
        `${head}Object.create(Object.getPrototypeOf(this));${names.map((name) => `${copy}.${name}=this.${name};`).join('')}` +
        `Object.keys(this).length!==${names.length}&&Object.assign(${copy},this);`
      );
    },
    patched:
      /clone\(\)\{const (\w+)=Object\.create\(Object\.getPrototypeOf\(this\)\);(?:\1\.\w+=this\.\w+;)+Object\.keys\(this\)\.length!==\d+&&Object\.assign\(\1,this\);return \1\.textMatrix=/,
  },
  {
    name: 'text transform',
    // return Util.transform(state.ctm, Util.transform(state.textMatrix, size)) } (getCurrentTextTransform)
    original:
      /return (\w+)\.transform\((\w+)\.ctm,\1\.transform\(\2\.textMatrix,(\w+)\)\)\}(?=\w+\(\w+,"getCurrentTextTransform"\))/g,
    // Util.transform(m, n) is [m0*n0+m2*n1, m1*n0+m3*n1, m0*n2+m2*n3, m1*n2+m3*n3, m0*n4+m2*n5+m4, m1*n4+m3*n5+m5].
    replacement: ([, state, size]) =>
      TRANSFORM_LOCALS.includes(state) || TRANSFORM_LOCALS.includes(size)
        ? null
        : `const tm=${state}.textMatrix,cm=${state}.ctm,n=${size},` +
          't0=tm[0]*n[0]+tm[2]*n[1],t1=tm[1]*n[0]+tm[3]*n[1],t2=tm[0]*n[2]+tm[2]*n[3],t3=tm[1]*n[2]+tm[3]*n[3],' +
          't4=tm[0]*n[4]+tm[2]*n[5]+tm[4],t5=tm[1]*n[4]+tm[3]*n[5]+tm[5];' +
          'return[cm[0]*t0+cm[2]*t1,cm[1]*t0+cm[3]*t1,cm[0]*t2+cm[2]*t3,cm[1]*t2+cm[3]*t3,' +
          'cm[0]*t4+cm[2]*t5+cm[4],cm[1]*t4+cm[3]*t5+cm[5]]}',
    patched: /const tm=\w+\.textMatrix,cm=\w+\.ctm,n=\w+,t0=[^}]*\}(?=\w+\(\w+,"getCurrentTextTransform"\))/,
  },
];

/** One patch applied to the bundle's source, and what was found. */
export function applyPatch(source: string, patch: BundlePatch): { source: string; state: PatchState } {
  if (patch.patched.test(source)) return { source, state: 'already' };
  const matches = [...source.matchAll(patch.original)];
  const replacement = matches.length === 1 ? patch.replacement(matches[0].slice(1)) : null;
  if (replacement === null) return { source, state: 'missing' };
  return { source: source.replace(patch.original, () => replacement), state: 'patched' };
}

/** Every patch applied in turn: the bundle's new source and each patch's state, by name. */
export function patchPdfjs(source: string): { source: string; states: Record<string, PatchState> } {
  const states: Record<string, PatchState> = {};
  for (const patch of PDFJS_PATCHES) {
    const applied = applyPatch(source, patch);
    source = applied.source;
    states[patch.name] = applied.state;
  }
  return { source, states };
}

/** The bundle unpdf loads pdf.js from (next to its entry points). */
export function pdfjsBundlePath(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('unpdf')), 'pdfjs.mjs');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = pdfjsBundlePath();
  const before = fs.readFileSync(file, 'utf8');
  const { source, states } = patchPdfjs(before);
  if (source !== before) fs.writeFileSync(file, source);
  for (const [name, state] of Object.entries(states)) {
    if (state === 'missing') console.warn(`patch-pdfjs: the ${name} was not found in ${file}; left as it is`);
    else console.log(`patch-pdfjs: pdf.js ${name} ${state === 'patched' ? 'patched' : 'already patched'}`);
  }
}
