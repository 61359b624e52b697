/**
 * One tokenizer for the index (at build time, in Node) and for queries (in the
 * browser), so both sides always cut text the same way:
 * - runs of Japanese (kana, kanji, the long-vowel mark) become overlapping
 *   character bigrams, so 充放電 is found inside 充放電効率 and 効率 inside
 *   往復効率, without a dictionary;
 * - runs of Latin letters and digits become lower-case words (the lunr
 *   pipeline stems them, so "forecasts" finds "forecast");
 * - full-width letters and digits are folded to half-width, one character for
 *   one character, so positions in the folded text are positions in the
 *   original and a snippet can highlight the original text.
 */
export type Token = {
  /** The token as indexed: lower case, folded. */
  text: string;
  /** Offsets in the original string, end exclusive. */
  start: number;
  end: number;
  script: 'cjk' | 'latin';
};

const cjkChar = /[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/;
const wordChar = /[\p{L}\p{N}]/u;

/** Folds one character (full-width → half-width, upper → lower) without changing length. */
export function foldChar(char: string): string {
  const folded = char.normalize('NFKC').toLowerCase();
  return folded.length === 1 ? folded : char.toLowerCase();
}

/** The whole string folded character by character: same length as the input. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    // Astral characters (emoji) count as two UTF-16 units; keep them as they are.
    out += char.length === 1 ? foldChar(char) : char;
  }
  return out;
}

function isCjk(char: string): boolean {
  return cjkChar.test(char);
}

export function tokenize(text: string): Token[] {
  const folded = fold(text);
  const tokens: Token[] = [];
  let index = 0;
  while (index < folded.length) {
    const char = folded[index];
    if (isCjk(char)) {
      let end = index;
      while (end < folded.length && isCjk(folded[end])) end += 1;
      if (end - index === 1) {
        tokens.push({text: folded.slice(index, end), start: index, end, script: 'cjk'});
      } else {
        for (let i = index; i < end - 1; i += 1) {
          tokens.push({text: folded.slice(i, i + 2), start: i, end: i + 2, script: 'cjk'});
        }
      }
      index = end;
    } else if (wordChar.test(char)) {
      let end = index;
      while (end < folded.length && !isCjk(folded[end]) && wordChar.test(folded[end])) end += 1;
      tokens.push({text: folded.slice(index, end), start: index, end, script: 'latin'});
      index = end;
    } else {
      index += 1;
    }
  }
  return tokens;
}

/**
 * The parts of a query a reader means as units, for highlighting: each run of
 * Japanese characters and each Latin word, folded. "APIキー の発行" gives
 * ["api", "キー", "の発行"].
 */
export function queryPhrases(query: string): string[] {
  const phrases: string[] = [];
  let current = '';
  let currentIsCjk = false;
  const flush = () => {
    if (current) phrases.push(current);
    current = '';
  };
  for (const char of fold(query)) {
    const cjk = isCjk(char);
    if (cjk || wordChar.test(char)) {
      if (current && cjk !== currentIsCjk) flush();
      current += char;
      currentIsCjk = cjk;
    } else {
      flush();
    }
  }
  flush();
  return phrases;
}
