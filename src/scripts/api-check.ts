/**
 * `npm run tools -- api:check` (part of `npm test`): the OpenAPI documents in
 * static/openapi/ are the single source of truth for the API pages. This check
 *   1. validates v1.yaml and v2.yaml against the OpenAPI 3.1 schema, plus the
 *      documentation extensions the pages use (x-errors, x-ja-description …),
 *      and that every $ref resolves;
 *   2. validates every example in the documents, and every JSON example,
 *      curl command and code tab in the API pages (both languages, v1 and
 *      v2), against the JSON Schemas of the documents (Ajv 2020-12);
 *   3. renders the tables and examples held between api:begin/api:end
 *      markers and fails, naming the page and region, when one is out of
 *      date (`npm run api:generate` rewrites them);
 *   4. derives v2's change history from git (src/scripts/api/history.ts) and
 *      fails when a change has no new info.version, when a version is lower
 *      than its changes need, and when a breaking version has no release
 *      note in both languages.
 * It writes nothing.
 */
import {check} from './api/run';

async function main(): Promise<void> {
  const {problems, counts} = await check();
  console.log(
    `api:check: ${counts.documents} OpenAPI documents, ${counts.versions} versions in the change history, ${counts.documentExamples} document examples (en and ja), ` +
      `${counts.pages} pages, ${counts.regions} generated regions, ${counts.jsonBlocks} hand-written JSON examples, ` +
      `${counts.curl} curl commands, ${counts.snippets} Python/TypeScript snippets.`,
  );
  if (problems.length > 0) {
    console.error(`API check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  console.log('API check passed.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
