import lunr from 'lunr';

/**
 * lunr's English stemmer and stop-word list, the same for the index and the
 * query. Only these two functions of lunr are used; lunr's index and query
 * parser are not.
 */
const cache = new Map<string, string>();

export function stem(word: string): string {
  let stemmed = cache.get(word);
  if (stemmed === undefined) {
    stemmed = /^[a-z]+$/.test(word) ? lunr.stemmer(new lunr.Token(word, {})).toString() : word;
    cache.set(word, stemmed);
  }
  return stemmed;
}

export function isStopWord(word: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
}
