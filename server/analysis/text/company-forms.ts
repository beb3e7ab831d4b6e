/**
 * The forms a company's name ends in, as an alternation for a case-insensitive pattern, each without its last full
 * stop: "Inc", "Ltd", "GmbH", "S.A. de C.V", "Sdn. Bhd" (its "Bhd"). One list for every reader of names: the parties'
 * reader, and the normaliser's readers of a form's and a table's names.
 */
export const COMPANY_FORM = String.raw`inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l\.l\.c|plc|lp|l\.p|llp|n\.a|s\.a|sa|s\/a|s\.a\.s|s\.r\.l|srl|ag|gmbh|b\.v|bv|n\.v|nv|pte|pty|sarl|s\.p\.a|spa|g\.i\.e|ltda|bhd|oy|ab|as|a\/s|aps|uab|kg|se|pllc|pc|p\.c|p\.a|fsb|f\.s\.b|s\.\s?de\s+r\.\s?l\.(?:\s+de\s+c\.\s?v)?|s\.a\.(?:b\.)?\s+de\s+c\.\s?v`;
