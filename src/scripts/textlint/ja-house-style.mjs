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

/** Checks on every paragraph, heading and table cell. `fix` returns the replacement of the match. */
const proseChecks = [
  {
    id: 'unit-price-space',
    // METI and JEPX write unit prices with no space: 9.50円/kWh, 113,000円/kW.
    pattern: /(?<=\d) (?=(?:千|百万)?円\/)/gu,
    message: '単価の「円/」の前にスペースを入れません（9.50円/kWh、113,000円/kW）。',
    fix: () => '',
  },
  {
    id: 'slash-separator',
    pattern: new RegExp(`(?<=[${J}」）]|\\*\\*) / (?=[${J}「（]|\\*\\*)`, 'gu'),
    message: '日本語の語句を区切る「 / 」は全角の「／」にします（例：**年次**／**月次**）。',
    fix: () => '／',
  },
  {
    id: 'half-width-parentheses',
    pattern: new RegExp(`[${J}]\\(|\\)[${J}]|\\([^()]*[${J}][^()]*\\)`, 'gu'),
    message:
      '日本語に接するかっこは全角の（）にします（例：パワコン容量（AC））。式ならコードか数式にします。',
  },
  {
    id: 'bold-and-brackets',
    pattern: /\*\*「[^」*\n]*」\*\*|「\*\*[^*」\n]*\*\*」/gu,
    message:
      'UIラベルは太字か「」のどちらか一方で示します：操作する項目（ボタン、タブ、項目名）は太字、画面名と表示される文言は「」です。',
  },
  {
    id: 'delivery-day-as-today',
    // D is the delivery day (受渡日); today is 今日 (or 当日 for the delivery day being operated).
    pattern: /D（(?:今日|当日|本日)）|今日をD(?![A-Za-z0-9])/gu,
    message: 'Dは受渡日です。今日のことは「今日」と書き、Dを今日の意味で使いません。',
  },
];

/**
 * The opener formulas that replaced 「このページでは…を説明します」: a page opens with its use. The
 * variants with words between を and the verb (…を、タブごとに確かめられます, …を確かめながら…できます,
 * …を上から順にたどれます) are the same formula.
 */
const openerPattern = /確かめられます|確かめながら|追えます|たどれます|(このページ|本ページ)では/u;
const openerMessage =
  'ページの冒頭の文は「〜を確かめられます」「〜を追えます」のような決まり文句ではなく、このページで読者が何をするか（何が分かるか）を具体的に書きます。';

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
    for (const {pattern, message, fix} of proseChecks) {
      for (const match of text.matchAll(pattern)) {
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
          child.type === Syntax.Paragraph && !/^(:::|import |export )/.test(child.raw ?? ''),
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
