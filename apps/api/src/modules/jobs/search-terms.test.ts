import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERMS, isLongTerm, searchTerms, tsqueryTerm } from './search-terms.ts';

describe('search terms', () => {
  it('lower-cases and splits on spaces, commas, slashes and hyphens', () => {
    expect(searchTerms('  React,  Node.js / Spring-Boot  ')).toEqual(['react', 'node.js', 'spring', 'boot']);
  });

  it('keeps how skills are spelt', () => {
    expect(searchTerms('C++ C# .NET')).toEqual(['c++', 'c#', 'net']);
  });

  it('removes tsquery operators and quotes, and words with no letters or digits', () => {
    expect(searchTerms(`it's a & b | !c (x) :* ''`)).toEqual(['it', 's', 'a', 'b', 'c', 'x']);
    expect(searchTerms('+++ ### ...')).toEqual([]);
  });

  it('drops repeats and keeps at most eight terms', () => {
    expect(searchTerms('java JAVA Java')).toEqual(['java']);
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('reads nothing from an empty keyword', () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps Indian scripts', () => {
    expect(searchTerms('हिंदी Content')).toEqual(['हिंदी', 'content']);
  });

  it('matches long terms by prefix and short ones (counting letters only) as whole words', () => {
    expect(tsqueryTerm('kotl')).toBe("'kotl':*");
    expect(tsqueryTerm('ml')).toBe("'ml'");
    expect(isLongTerm('c++')).toBe(false);
    expect(tsqueryTerm('c++')).toBe("'c++'");
  });
});
