/**
 * A case-sensitive pattern's twin for text printed in capitals. Many patterns here are case-sensitive on purpose, since
 * a capital is what makes "the Outside Date" a defined name and "Rebates" a sentence's subject; a clause printed in
 * capitals to make it conspicuous ("THE OUTSIDE DATE SHALL BE AUTOMATICALLY EXTENDED") loses that mark, and would
 * read as plain words. The twin matches the same words all in capitals.
 *
 * Only for patterns whose letters are words to match: each small letter not escaped is made a capital, so "\s", "\w",
 * "\b" and "\d" stay what they are, "[Tt]he" becomes "[TT]HE" and "[a-z]" "[A-Z]". Not for patterns with named groups
 * (a name in capitals is another name) or a property escape with small letters ("\p{Ll}" would become "\p{LL}").
 */
export const capitalsOf = (source: string): string => source.replace(/(?<!\\)[a-z]/g, (letter) => letter.toUpperCase());

/** The pattern as written or in capitals: `(?:source|SOURCE)`. Groups are numbered twice; use it where none is read. */
export const asWrittenOrInCapitals = (source: string): string => `(?:${source}|${capitalsOf(source)})`;

/**
 * A heading in capitals a sentence begins with, its title's line joined to the first sentence under it ("TERMITE
 * PROTECTION BOND This bond is effective ... and may be renewed annually", "COLLABORATION AND LICENSE AGREEMENT The
 * Research Term shall commence ..."): the document's name, not a word of the sentence's own.
 */
export const HEADING_RUN_IN = /^\s*(?:[A-Z][A-Z0-9&'’.-]*\s+)+(?=[A-Z][a-z])/;
