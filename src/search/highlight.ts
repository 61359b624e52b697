import {stem} from './stem';
import {findPhrase, normalize, tokenize} from './tokenize';

export type MatchRange = [start: number, end: number];

/**
 * What a result matched, to mark in its title, its snippet and the page it
 * leads to: Japanese phrases as typed (or their synonyms), Latin words by
 * stem, and the word being typed as a prefix. Only whole matched terms are
 * marked: a Japanese phrase never by its bigrams, a Latin word from its
 * first to its last letter.
 */
export type HighlightTerms = {phrases: string[]; stems: string[]; prefixes: string[]};

export function highlightRanges(text: string, terms: HighlightTerms): MatchRange[] {
  const ranges: MatchRange[] = [];
  const normalized = normalize(text);
  for (const phrase of terms.phrases) ranges.push(...findPhrase(text, phrase, normalized));
  if (terms.stems.length > 0 || terms.prefixes.length > 0) {
    for (const token of tokenize(text)) {
      if (token.script !== 'latin') continue;
      if (
        terms.stems.includes(stem(token.text)) ||
        terms.prefixes.some((prefix) => token.text.startsWith(prefix))
      ) {
        ranges.push([token.start, token.end]);
      }
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: MatchRange[]): MatchRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: MatchRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
