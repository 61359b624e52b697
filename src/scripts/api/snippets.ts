/**
 * Syntax checks for the Python and TypeScript tabs: a typo in a copied
 * snippet is as bad as a wrong field name.
 */
import {spawnSync} from 'node:child_process';
import ts from 'typescript';

export interface Snippet {
  lang: string;
  code: string;
  where: string;
}

const pythonCheck = `
import ast, json, sys
for item in json.load(sys.stdin):
    try:
        ast.parse(item["code"])
    except SyntaxError as error:
        print(f"{item['where']}: Python syntax error: {error.msg} (line {error.lineno})")
`;

export function checkSnippets(snippets: Snippet[]): string[] {
  const problems: string[] = [];
  for (const s of snippets.filter((s) => s.lang !== 'python')) {
    const result = ts.transpileModule(s.code, {
      reportDiagnostics: true,
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    for (const d of result.diagnostics ?? []) {
      problems.push(
        `${s.where}: TypeScript syntax error: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    }
  }
  const python = snippets.filter((s) => s.lang === 'python');
  if (python.length > 0) {
    const run = spawnSync('python3', ['-c', pythonCheck], {
      input: JSON.stringify(python),
      encoding: 'utf8',
    });
    if (run.error)
      console.warn(
        `api:check: python3 is not available, so Python snippets were not parsed (${run.error.message}).`,
      );
    else
      problems.push(...run.stdout.split('\n').filter(Boolean), ...(run.status ? [run.stderr] : []));
  }
  return problems;
}
