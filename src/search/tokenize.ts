/**
 * One tokenizer for the index (at build time, in Node) and for queries (in the
 * browser), so both sides always cut text the same way:
 * - text is normalised first: NFKC (full-width letters and digits become
 *   half-width, half-width katakana full-width, ｶﾞ one character ガ), lower
 *   case, and a long-vowel mark at the end of a katakana word of three or
 *   more characters is dropped (パラメーター and パラメータ, サーバー and
 *   サーバ index alike; キー keeps its mark);
 * - runs of Japanese (kana, kanji, the long-vowel mark) become overlapping
 *   character bigrams, so 充放電 is found inside 充放電効率 and 効率 inside
 *   往復効率, without a dictionary;
 * - runs of Latin letters and digits become lower-case words (stemmed by the
 *   engine, so "forecasts" finds "forecast"); a number ends a word before
 *   letters, so 10kWh and 10 kWh give the same words (p50 stays one).
 * Every token keeps its offsets in the original text, so a snippet or a page
 * can highlight exactly what matched.
 */
export type Token = {
  /** The token as indexed: normalised, lower case. */
  text: string;
  /** Offsets in the original string, end exclusive. */
  start: number;
  end: number;
  script: 'cjk' | 'latin';
};

/** Normalised text with, for each of its characters, the original span it came from. */
export type Normalized = {text: string; starts: number[]; ends: number[]};

const cjkChar = /[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const katakana = /[\u30a1-\u30fa\u30fd-\u30ff]/;
const wordChar = /[\p{L}\p{N}]/u;
const longVowel = 'ー';
/** Half-width voiced and semi-voiced marks, which NFKC joins to the kana before them. */
const halfWidthMarks = /[\uff9e\uff9f]/;

function isCjk(char: string): boolean {
  return cjkChar.test(char);
}

/** NFKC, lower case, katakana word-final long vowels dropped; offsets kept. */
export function normalize(text: string): Normalized {
  const units: {text: string; start: number; end: number}[] = [];
  let at = 0;
  while (at < text.length) {
    const codePoint = text.codePointAt(at)!;
    let end = at + (codePoint > 0xffff ? 2 : 1);
    if (end < text.length && halfWidthMarks.test(text[end])) end += 1;
    const folded = text.slice(at, end).normalize('NFKC').toLowerCase();
    units.push({text: folded, start: at, end});
    at = end;
  }
  let out = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < units.length; i += 1) {
    const unit = units[i];
    if (unit.text === longVowel && isWordFinalLongVowel(units, i)) continue;
    for (const char of unit.text) {
      for (let k = 0; k < char.length; k += 1) {
        out += char[k];
        starts.push(unit.start);
        ends.push(unit.end);
      }
    }
  }
  return {text: out, starts, ends};
}

function isWordFinalLongVowel(units: {text: string}[], index: number): boolean {
  const next = units[index + 1]?.text ?? '';
  if (katakana.test(next) || next === longVowel) return false;
  let length = 0;
  for (
    let i = index - 1;
    i >= 0 && (katakana.test(units[i].text) || units[i].text === longVowel);
    i -= 1
  ) {
    length += 1;
  }
  return length >= 3;
}

/** The normalised form of a text, as the index stores it. */
export function fold(text: string): string {
  return normalize(text).text;
}

export function tokenize(text: string): Token[] {
  const {text: folded, starts, ends} = normalize(text);
  const tokens: Token[] = [];
  let index = 0;
  while (index < folded.length) {
    const char = folded[index];
    if (isCjk(char)) {
      let end = index;
      while (end < folded.length && isCjk(folded[end])) end += 1;
      if (end - index === 1) {
        tokens.push({text: char, start: starts[index], end: ends[index], script: 'cjk'});
      } else {
        for (let i = index; i < end - 1; i += 1) {
          tokens.push({
            text: folded.slice(i, i + 2),
            start: starts[i],
            end: ends[i + 1],
            script: 'cjk',
          });
        }
      }
      index = end;
    } else if (wordChar.test(char)) {
      let end = index;
      while (end < folded.length && !isCjk(folded[end]) && wordChar.test(folded[end])) {
        end += 1;
        // A number and its unit are two words, written together or not: 10kWh is 10 kWh.
        if (/\d/.test(folded[end - 1]) && /\p{L}/u.test(folded[end] ?? '')) break;
      }
      tokens.push({
        text: folded.slice(index, end),
        start: starts[index],
        end: ends[end - 1],
        script: 'latin',
      });
      index = end;
    } else {
      index += 1;
    }
  }
  return tokens;
}

/**
 * Japanese function words a reader types between content terms: particles
 * (計画を提出, 蓄電池の容量), question words and endings (いつまで,
 * どうやって, できますか), and light verbs (削除する, 提出したい). A run of
 * hiragana made only of these separates the terms around it and is not
 * searched: its bigrams (画を, を提) match unrelated text, and requiring
 * them hides the page that says 計画の提出. Longest first, so that a run is
 * cut into whole words.
 */
const functionWords = [
  'かもしれない',
  'なければ',
  'じゃなく',
  'のまま',
  'まま',
  'おける',
  'なった',
  'なって',
  'もらえ',
  'くる',
  'きた',
  'あり',
  'よく',
  'たく',
  'くない',
  'られ',
  'され',
  'させ',
  'じゃない',
  'について',
  'どのくらい',
  'どれくらい',
  'どういう',
  'もらえる',
  'ってこと',
  'ている',
  'なかった',
  'かった',
  'くらい',
  'ぐらい',
  'ほしい',
  'うちの',
  'どっち',
  'どちら',
  'なんで',
  'なぜ',
  'こと',
  'もの',
  'とき',
  'ため',
  'なの',
  'てる',
  'たら',
  'なら',
  'だけ',
  'える',
  'せる',
  'った',
  'いい',
  'よい',
  'て',
  'た',
  'だ',
  'ば',
  'る',
  'における',
  'どうやって',
  'どうすれば',
  'できますか',
  'ください',
  'ありますか',
  'ですか',
  'ますか',
  'したい',
  'できる',
  'られる',
  'すれば',
  'するには',
  'するか',
  'される',
  'には',
  'では',
  'とは',
  'での',
  'への',
  'との',
  'から',
  'まで',
  'より',
  'など',
  'って',
  'いつ',
  'どう',
  'どこ',
  'どの',
  'どれ',
  'どんな',
  'なに',
  'なん',
  'だれ',
  'いくら',
  'する',
  'した',
  'して',
  'します',
  'しない',
  'ない',
  'たい',
  'です',
  'ます',
  'ある',
  'いる',
  'なる',
  'れる',
  'は',
  'が',
  'を',
  'に',
  'で',
  'と',
  'の',
  'へ',
  'も',
  'や',
  'か',
  'ね',
  'よ',
  'な',
].sort((x, y) => y.length - x.length);
const hiraganaRun = /[\u3041-\u309f]+/g;
const kanjiChar = /[\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Whether a run of hiragana is made only of function words. */
export function isFunctionWords(run: string): boolean {
  const reachable = [true];
  for (let end = 1; end <= run.length; end += 1) {
    reachable[end] = functionWords.some(
      (word) => word.length <= end && reachable[end - word.length] && run.endsWith(word, end),
    );
  }
  return reachable[run.length];
}

/**
 * A run of Japanese cut at its function words, which are dropped; kana inside
 * a term stay. `afterWord`: the run follows a Latin word with nothing between
 * (PPAの契約期間), so a kana starting it is a particle after that word.
 */
function contentParts(run: string, afterWord: boolean, atStart: boolean): string[] {
  const parts: string[] = [];
  let from = 0;
  const cut = (start: number, end: number) => {
    parts.push(run.slice(from, start));
    from = end;
  };
  for (const match of run.matchAll(hiraganaRun)) {
    const words = match[0];
    const start = match.index;
    if (isFunctionWords(words)) {
      // A run that is all kana is a word (or its start, ひまわ…), whatever it looks like,
      // unless a Latin word stands right before it (v1のAPI, nullのまま) or, after a
      // space, it ends a question (capture rate とは); a single kana starting the query
      // (の発行) is more likely a word's end than a particle, unless a Latin word stands
      // right before it (APIの発行).
      if (words === run && !afterWord && (atStart || words.length < 2)) continue;
      if (words.length === 1 && start === 0 && !afterWord) continue;
      cut(start, start + words.length);
      continue;
    }
    if (words === run) continue;
    // A verb's kana ending after its kanji (取れなかった, 戻したい, 消せない): the kanji
    // stem is what the pages share with the question, so the ending goes.
    if (start > 0 && kanjiChar.test(run[start - 1])) {
      const ending = [1, 2].find((n) => n < words.length && isFunctionWords(words.slice(n)));
      if (ending !== undefined) {
        cut(start, start + words.length);
        continue;
      }
    }
    // A kana word followed by particles (ひなたの社員): the word stays, the particles go.
    for (let n = words.length - 1; n >= 2; n -= 1) {
      if (isFunctionWords(words.slice(n))) {
        parts.push(run.slice(from, start + n));
        from = start + words.length;
        break;
      }
    }
  }
  parts.push(run.slice(from));
  return parts.filter(Boolean);
}

/**
 * 何 asks (何回, 最長何年, 何パーセント): no page answers with it, so it
 * separates the words around it and is not searched.
 */
function withoutQuestionKanji(part: string): string[] {
  return part.split('何').filter(Boolean);
}

/**
 * The parts of a query a reader means as units: each run of Japanese
 * characters and each Latin word, normalised, Japanese runs cut at their
 * function words. "APIキーの発行" gives ["api", "キー", "発行"].
 */
export function queryPhrases(query: string): string[] {
  const phrases: string[] = [];
  let current = '';
  let currentIsCjk = false;
  let afterWord = false;
  const flush = () => {
    if (current) {
      phrases.push(
        ...(currentIsCjk
          ? contentParts(current, afterWord, phrases.length === 0).flatMap(withoutQuestionKanji)
          : [current]),
      );
    }
    current = '';
    afterWord = false;
  };
  for (const char of fold(query)) {
    const cjk = isCjk(char);
    if (cjk || wordChar.test(char)) {
      if (current && cjk !== currentIsCjk) {
        const follows = !currentIsCjk;
        flush();
        afterWord = follows;
      }
      current += char;
      currentIsCjk = cjk;
    } else {
      flush();
      // A particle may follow a sign as it follows a word (99.9%を下回る), not a space.
      afterWord = phrases.length > 0 && !/\s/.test(char);
    }
  }
  flush();
  return phrases;
}

export function isCjkText(text: string): boolean {
  return [...text].some(isCjk);
}

/**
 * Where `phrase` (normalised) occurs in `text`, as offsets in the original
 * text. Latin phrases match whole words only.
 */
export function findPhrase(
  text: string,
  phrase: string,
  normalized = normalize(text),
): [number, number][] {
  const found: [number, number][] = [];
  if (!phrase) return found;
  const {text: folded, starts, ends} = normalized;
  const latin = !isCjkText(phrase);
  for (let at = folded.indexOf(phrase); at >= 0; at = folded.indexOf(phrase, at + phrase.length)) {
    const endAt = at + phrase.length;
    const joined = (char: string | undefined) => !!char && wordChar.test(char) && !isCjk(char);
    if (latin && (joined(folded[at - 1]) || joined(folded[endAt]))) continue;
    found.push([starts[at], ends[endAt - 1]]);
  }
  return found;
}
