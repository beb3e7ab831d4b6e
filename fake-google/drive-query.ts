/**
 * Drive's files.list query language, strictly: string literals in single quotes with \' and \\ escapes, and / or /
 * not, parentheses, comparisons on fullText, name, mimeType, modifiedTime and trashed. A malformed query throws,
 * as Drive answers 400 "Invalid Value", so a keyword that breaks out of its quotes fails the test.
 */
export interface SearchableFile {
  name: string;
  text: string;
  mimeType: string;
  modifiedTime: string;
  trashed: boolean;
}

type Predicate = (file: SearchableFile) => boolean;
type Token = { kind: 'string'; value: string } | { kind: 'word'; value: string } | { kind: 'op'; value: string };

export class InvalidDriveQuery extends Error {}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const char = query[i];
    if (/\s/.test(char)) {
      i++;
    } else if (char === "'") {
      let value = '';
      i++;
      while (i < query.length && query[i] !== "'") {
        if (query[i] === '\\') {
          const next = query[i + 1];
          if (next !== "'" && next !== '\\') throw new InvalidDriveQuery(`bad escape at ${i}`);
          value += next;
          i += 2;
        } else value += query[i++];
      }
      if (query[i] !== "'") throw new InvalidDriveQuery('unterminated string');
      i++;
      tokens.push({ kind: 'string', value });
    } else if (/[()]/.test(char)) {
      tokens.push({ kind: 'op', value: char });
      i++;
    } else if (/[<>=!]/.test(char)) {
      const op = /^(<=|>=|!=|=|<|>)/.exec(query.slice(i))![1];
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    } else {
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(query.slice(i));
      if (!word) throw new InvalidDriveQuery(`unexpected "${char}"`);
      tokens.push({ kind: 'word', value: word[0] });
      i += word[0].length;
    }
  }
  return tokens;
}

export function parseDriveQuery(query: string): Predicate {
  const tokens = tokenize(query);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => {
    const token = tokens[position++];
    if (!token) throw new InvalidDriveQuery('unexpected end');
    return token;
  };
  const isWord = (value: string) => peek()?.kind === 'word' && peek()!.value.toLowerCase() === value;

  const parseOr = (): Predicate => {
    const options = [parseAnd()];
    while (isWord('or')) {
      position++;
      options.push(parseAnd());
    }
    return (file) => options.some((option) => option(file));
  };
  const parseAnd = (): Predicate => {
    const all = [parseNot()];
    while (isWord('and')) {
      position++;
      all.push(parseNot());
    }
    return (file) => all.every((predicate) => predicate(file));
  };
  const parseNot = (): Predicate => {
    if (isWord('not')) {
      position++;
      const inner = parseNot();
      return (file) => !inner(file);
    }
    const token = peek();
    if (token?.kind === 'op' && token.value === '(') {
      position++;
      const inner = parseOr();
      const close = next();
      if (close.kind !== 'op' || close.value !== ')') throw new InvalidDriveQuery('missing )');
      return inner;
    }
    return parseComparison();
  };
  const parseComparison = (): Predicate => {
    const field = next();
    if (field.kind !== 'word') throw new InvalidDriveQuery('expected a field');
    const operator = next();
    const operatorName = operator.kind === 'word' ? operator.value.toLowerCase() : operator.value;
    const value = next();
    if (field.value === 'trashed') {
      if (value.kind !== 'word' || !/^(true|false)$/.test(value.value))
        throw new InvalidDriveQuery('trashed needs a boolean');
      const wanted = value.value === 'true';
      return (file) => (operatorName === '!=' ? file.trashed !== wanted : file.trashed === wanted);
    }
    if (value.kind !== 'string') throw new InvalidDriveQuery(`${field.value} needs a string`);
    const needle = value.value.toLowerCase();
    switch (`${field.value} ${operatorName}`) {
      case 'fullText contains':
        return (file) => `${file.name} ${file.text}`.toLowerCase().includes(needle.replace(/^"|"$/g, ''));
      case 'name contains':
        return (file) => file.name.toLowerCase().includes(needle);
      case 'name =':
        return (file) => file.name === value.value;
      case 'mimeType =':
        return (file) => file.mimeType === value.value;
      case 'mimeType !=':
        return (file) => file.mimeType !== value.value;
      case 'modifiedTime >=':
      case 'modifiedTime >':
      case 'modifiedTime <':
      case 'modifiedTime <=': {
        const bound = Date.parse(value.value);
        if (Number.isNaN(bound)) throw new InvalidDriveQuery('bad date');
        const compare = {
          '>=': (a: number) => a >= bound,
          '>': (a: number) => a > bound,
          '<': (a: number) => a < bound,
          '<=': (a: number) => a <= bound,
        }[operatorName]!;
        return (file) => compare(Date.parse(file.modifiedTime));
      }
      default:
        throw new InvalidDriveQuery(`unsupported ${field.value} ${operatorName}`);
    }
  };

  const predicate = parseOr();
  if (position !== tokens.length) throw new InvalidDriveQuery('trailing input');
  return predicate;
}
