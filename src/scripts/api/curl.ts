/**
 * The curl commands of a bash code block, read the way a shell reads them:
 * words are split by `shell-quote` (quotes, escapes, line continuations,
 * and the operators that end a command).
 */
import {parse} from 'shell-quote';

export interface CurlRequest {
  method: string;
  /** Lower-case header name → value. */
  headers: Record<string, string>;
  url: string | undefined;
  body: string | undefined;
}

/**
 * The words of the shell command that starts `text`, up to the operator
 * (`;`, `)`, `|`, `&&` …) or the line end that ends it. Variables stay as
 * written (`$HINATA_API_KEY`).
 *
 * shell-quote reads one line of shell and takes a newline for a blank, so
 * each line break outside a continuation is given to it as the `;` it means
 * to a shell; inside quotes the added `;` is text, and is taken out again.
 */
export function commandWords(text: string): string[] {
  const marked = text.replace(/\\\n/g, ' ').replace(/\n/g, '\n;');
  const words: string[] = [];
  for (const entry of parse(marked, (name) => `$${name}`)) {
    if (typeof entry !== 'string') break;
    words.push(entry.replaceAll('\n;', '\n'));
  }
  return words;
}

/** The curl commands of a bash block, as method, URL, headers and body. */
export function curlCommands(code: string): CurlRequest[] {
  return [...code.matchAll(/\bcurl\b/g)].map((match) => {
    const words = commandWords(code.slice(match.index));
    const request: CurlRequest = {method: 'GET', headers: {}, url: undefined, body: undefined};
    const next = (i: number): string => words[i] ?? '';
    for (let i = 1; i < words.length; i += 1) {
      const word = next(i);
      if (word === '-X' || word === '--request') {
        i += 1;
        request.method = next(i);
      } else if (word === '-H' || word === '--header') {
        i += 1;
        const [name = '', ...rest] = next(i).split(':');
        request.headers[name.trim().toLowerCase()] = rest.join(':').trim();
      } else if (word === '-d' || word === '--data' || word === '--data-raw') {
        i += 1;
        request.body = next(i);
      } else if (/^https?:\/\//.test(word)) request.url = word;
    }
    if (request.body !== undefined && !words.some((w) => w === '-X' || w === '--request'))
      request.method = 'POST';
    return request;
  });
}
