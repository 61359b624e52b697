/**
 * House-style checks for the Japanese pages that @textlint-rule/pattern cannot make: it sees one
 * Str node at a time, so `**年次** / **月次**` reaches it as a bare " / ", and a parenthesis
 * beside bold text or inline code as half of a sentence. This rule reads each paragraph, heading
 * and table cell as one line of prose: inline code and math become "0", links keep their text
 * (never their URL), JSX and comments drop out, bold keeps its `**` markers. Code blocks are never
 * read. It is loaded for the Japanese configuration only (src/scripts/lint-text.mjs), so English
 * text never reaches it, and every pattern needs a Japanese character or a Japanese bracket beside
 * the match.
 */

const J = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}ー';

/** How a UI label is marked (CONTRIBUTING.md): one message for the two checks of it. */
const uiLabelMessage =
  'UIラベルは太字か「」のどちらか一方で示します：操作する項目（ボタン、タブ、項目名）は太字、画面名と表示される文言は「」です。';

/**
 * Checks on every paragraph, heading and table cell: a `pattern`, or a `find` function that returns
 * matches (`index` and `0`) where a pattern cannot pair its delimiters. `fix` returns the replacement
 * of the match.
 */
const proseChecks = [
  {
    id: 'unit-price-space',
    // METI and JEPX write unit prices with no space: 9.50円/kWh, 113,000円/kW.
    pattern: /(?<=\d) (?=(?:千|百万)?円\/)/gu,
    message: '単価の「円/」の前にスペースを入れません（9.50円/kWh、113,000円/kW）。',
    fix: () => '',
  },
  {
    id: 'percent-space',
    // A percentage takes no space before % in Japanese text (3%、0〜3%/年), like 円.
    pattern: /(?<=\d) (?=%)/gu,
    message: '「%」の前にスペースを入れません（3%、0〜3%/年）。',
    fix: () => '',
  },
  {
    id: 'slash-separator',
    pattern: new RegExp(`(?<=[${J}」）]|\\*\\*) / (?=[${J}「（]|\\*\\*)`, 'gu'),
    message: '日本語の語句を区切る「 / 」は全角の「／」にします（例：**年次**／**月次**）。',
    fix: () => '／',
  },
  {
    id: 'slash-between-words',
    // オンライン/オフライン: a half-width slash between Japanese words. A slash before a unit
    // (リクエスト/分, 百万円/年, 円/計上単位) is a rate, not a separator, and stays.
    pattern: new RegExp(`(?<=[${J}]{2})(?<!円)/(?![年月日分件回]|時間|コマ)(?=[${J}]{2})`, 'gu'),
    message: '日本語の語句を区切るスラッシュは全角の「／」にします（例：オンライン／オフライン）。',
    fix: () => '／',
  },
  {
    id: 'half-width-parentheses',
    // Also with a space between, and after a Japanese comma or period: 「では (1,440 − 192) ÷」. A unit
    // such as W/(m²·K) before 、 is not prose beside Japanese.
    pattern: new RegExp(`[${J}、。] ?\\(|\\) ?[${J}]|\\([^()]*[${J}][^()]*\\)`, 'gu'),
    message:
      '日本語に接するかっこは全角の（）にします（例：パワコン容量（AC））。式ならコードか数式にします。',
  },
  {
    id: 'bold-and-brackets',
    // Bold text that contains 「」 (**「保存」**, **目的「FIPシフト」**) is reported per bold span
    // by bold-with-brackets below; this pattern finds 「」 around bold (「**保存**」).
    pattern: /「\*\*[^*」\n]*\*\*」/gu,
    message: uiLabelMessage,
  },
  {
    id: 'bold-with-brackets',
    // The ** markers of the prose come in pairs (bold does not nest), so each pair is one bold span.
    find: (text) => {
      const spans = [];
      let open = -1;
      for (const marker of text.matchAll(/\*\*/gu)) {
        if (open < 0) {
          open = marker.index;
          continue;
        }
        if (/[「」]/u.test(text.slice(open + 2, marker.index))) {
          spans.push({index: open, 0: text.slice(open, marker.index + 2)});
        }
        open = -1;
      }
      return spans;
    },
    message: uiLabelMessage,
  },
  {
    id: 'status-in-bold',
    // A status the app displays (a simulation's, a PPA's, a plan version's, an upload's) is a value
    // the reader reads, not a control: 「要再実行」, never **要再実行**. English pages bold it.
    pattern:
      /\*\*(下書き|待機中|実行中|完了|失敗|要再実行|交渉中|締結済み|供給中|終了|承認待ち|承認済み|提出済み|受理|却下|置き換え済み|取り消し済み)\*\*/gu,
    message:
      'アプリが表示するステータスは太字ではなく「」で示します（例：「要再実行」「締結済み」）。',
    fix: (match) => `「${match.slice(2, -2)}」`,
  },
  {
    id: 'delivery-day-as-today',
    // D is the delivery day (受渡日) and only that: D−1 is the day before it, D+1 the day after. Not
    // D for today or for an issue day: D（今日）, 今日をD, 昨日（D−1）, 明日（D+1）; not D+1向け (a run
    // for tomorrow: it runs on D−1 for D); not D+2 or later (days counted from an issue day: write
    // 発行日の6日後); not D日 (write 受渡日). 前日（D−1） and 翌日（D+1） count from the delivery day, and are right.
    pattern:
      /D（(?:今日|当日|本日)）|今日をD(?![A-Za-z0-9])|(?:昨日|今日|本日|明日)（D(?:[−+＋-]\d+)?）|(?<![A-Za-z0-9])D[+＋]\d+向け|(?<![A-Za-z0-9])D[+＋](?:[2-9]|\d{2,})(?!\d)|(?<![A-Za-z0-9])D日/gu,
    message:
      'Dは受渡日だけを指します（D−1はその前日、D+1は翌日）。今日は「今日」、発行日からの日数は「発行日の6日後」、D日は「受渡日」と書きます。',
  },
];

/**
 * The opener formulas that replaced 「このページでは…を説明します」: a page opens with its use. The
 * variants with words between を and the verb (…を、タブごとに確かめられます, …を確かめながら…できます,
 * …を上から順にたどれます), with 確認 for 確かめ (…を1画面で確認できます, …を確認できるようになりました)
 * and the instructions that stand in for a statement (…を確かめたら…, …を押さえてから…進んでください)
 * are the same formula. A page opens with what the page or the feature is or does.
 */
const openerPattern =
  /(?:確かめ|確認)(?:られ|でき)(?:ます|、|るように)|確かめながら|確かめたら|追えます|たどれます|押さえて(?:から|ください)|(このページ|本ページ)では/u;
const openerMessage =
  'ページの冒頭の文は「〜を確かめられます」「〜を追えます」のような決まり文句ではなく、このページで読者が何をするか（何がわかるか）を具体的に書きます。';

/**
 * The paragraph as prose with a map back to source offsets: `text[i]` came from `offsets[i]`.
 * @param {any} node
 */
function proseOf(node) {
  let text = '';
  /** @type {number[]} */
  const offsets = [];
  const push = (s, at) => {
    for (let i = 0; i < s.length; i += 1) offsets.push(at + i);
    text += s;
  };
  const walk = (n) => {
    switch (n.type) {
      case 'Str':
        push(n.value, n.range[0]);
        return;
      case 'Code':
      case 'inlineMath':
      case 'InlineMath':
        push('0', n.range[0]);
        return;
      case 'TextDirective':
        // The MDX parser reads the ":00" of a time as a directive; it is plain text on the page.
        push(n.raw ?? '', n.range[0]);
        return;
      case 'Strong':
        push('**', n.range[0]);
        (n.children ?? []).forEach(walk);
        push('**', n.range[1] - 2);
        return;
      case 'Comment':
      case 'Html':
      case 'mdxJsxTextElement':
      case 'mdxTextExpression':
      case 'Image':
        return;
      default:
        (n.children ?? []).forEach(walk);
    }
  };
  (node.children ?? []).forEach(walk);
  return {text, offsets};
}

/** @param {any} context */
export default function rule(context) {
  const {Syntax, report, RuleError, fixer, locator} = context;
  const check = (node) => {
    const {text, offsets} = proseOf(node);
    for (const {pattern, find, message, fix} of proseChecks) {
      for (const match of find ? find(text) : text.matchAll(pattern)) {
        const start = offsets[match.index] ?? node.range[0];
        const end = match[0].length > 0 ? offsets[match.index + match[0].length - 1] + 1 : start;
        const range = [start - node.range[0], Math.max(end, start + 1) - node.range[0]];
        report(
          node,
          new RuleError(message, {
            padding: locator.range(range),
            ...(fix
              ? {fix: fixer.replaceTextRange([range[0], end - node.range[0]], fix(match[0]))}
              : {}),
          }),
        );
      }
    }
  };
  return {
    [Syntax.Document](node) {
      // The opener: the first paragraph of the page that is prose (not an admonition or an import).
      const first = node.children.find(
        (child) =>
          child.type === Syntax.Paragraph &&
          // The date line under a Legal page title (最終改定日：…) is metadata, not the opener.
          !/^(:::|import |export |最終改定日：)/.test(child.raw ?? ''),
      );
      if (!first) return;
      const {text, offsets} = proseOf(first);
      const match = openerPattern.exec(text);
      if (match) {
        const start = offsets[match.index] - first.range[0];
        report(
          first,
          new RuleError(openerMessage, {padding: locator.range([start, start + match[0].length])}),
        );
      }
    },
    [Syntax.Paragraph]: check,
    [Syntax.Header]: check,
    [Syntax.TableCell]: check,
  };
}
