/** How a typed keyword becomes search terms. Pure, so the rules are tested without a database. */

export const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;
/** Shorter terms are matched as whole words: 'c' as a prefix would match every word starting with c. */
export const PREFIX_MIN_LENGTH = 3;

/**
 * Lower-cased words of the keyword: split on spaces and punctuation (hyphens too, so 'spring-boot' finds
 * 'Spring Boot'), keeping what skills are spelt with ('node.js', 'c++', 'c#'). Nothing that reaches
 * to_tsquery can carry its operators or quotes.
 */
export const searchTerms = (q: string | null | undefined): string[] => {
  if (!q) return [];
  const words = q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}+#.]+/u)
    .map((w) => w.replace(/^[.]+|[.]+$/g, '').slice(0, MAX_TERM_LENGTH))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
};

/** Whether a term is long enough for prefix and trigram matching: 'c++' counts as one letter, not three. */
export const isLongTerm = (term: string): boolean => term.replace(/[^\p{L}\p{N}]/gu, '').length >= PREFIX_MIN_LENGTH;

/** One term as to_tsquery text: quoted (so the parser normalises it) and a prefix match when long enough. */
export const tsqueryTerm = (term: string): string => (isLongTerm(term) ? `'${term}':*` : `'${term}'`);
