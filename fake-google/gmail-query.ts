/**
 * The part of Gmail's search syntax the fake understands: quoted phrases, words, OR, parentheses, negation,
 * after:/before: (epoch seconds or YYYY/MM/DD, the latter in Google's Pacific zone as Gmail does), in:drafts,
 * has:attachment. Enough to tell a correct query from one a keyword has changed the meaning of.
 */
export interface SearchableMessage {
  text: string;
  internalDate: number;
  labels: string[];
  hasAttachment: boolean;
}

type Predicate = (message: SearchableMessage) => boolean;

function tokenize(query: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*(-?"[^"]*"|\(|\)|-?[^\s()"]+)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(query))) tokens.push(match[1]);
  return tokens;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function pacificMidnight(day: string): number {
  // Gmail reads YYYY/MM/DD in its own zone (Pacific): a day-only query is off by hours for everyone else.
  return Date.parse(`${day.replace(/\//g, '-')}T08:00:00Z`);
}

function term(token: string): Predicate {
  const operator = /^([a-z]+):(.+)$/i.exec(token);
  if (operator) {
    const [, key, value] = operator;
    const instant = () => (/^\d+$/.test(value) ? Number(value) * 1000 : pacificMidnight(value));
    switch (key.toLowerCase()) {
      case 'after':
        return (message) => message.internalDate > instant();
      case 'before':
        return (message) => message.internalDate < instant();
      case 'in':
      case 'label':
        return (message) => /^drafts?$/i.test(value) && message.labels.includes('DRAFT');
      case 'has':
        return (message) => value === 'attachment' && message.hasAttachment;
      default:
        break;
    }
  }
  const phrase = normalise(token.replace(/^"|"$/g, '').trim());
  return (message) => phrase === '' || normalise(message.text).includes(phrase);
}

export function parseGmailQuery(query: string): Predicate {
  const tokens = tokenize(query);
  let position = 0;
  const parseOr = (): Predicate => {
    const options = [parseAnd()];
    while (tokens[position] === 'OR') {
      position++;
      options.push(parseAnd());
    }
    return (message) => options.some((option) => option(message));
  };
  const parseAnd = (): Predicate => {
    const all: Predicate[] = [];
    while (position < tokens.length && tokens[position] !== ')' && tokens[position] !== 'OR') all.push(parseUnary());
    return (message) => all.every((predicate) => predicate(message));
  };
  const parseUnary = (): Predicate => {
    const token = tokens[position++];
    if (token === '(') {
      const inner = parseOr();
      if (tokens[position] === ')') position++;
      return inner;
    }
    if (token.startsWith('-') && token.length > 1) {
      const inner = term(token.slice(1));
      return (message) => !inner(message);
    }
    return term(token);
  };
  return parseOr();
}
