/**
 * `npm run api:generate`: writes the tables and examples held between
 * api:begin/api:end markers in the API pages (both languages, v1 and v2) from
 * the OpenAPI documents in static/openapi/. Run it after editing the YAML;
 * `npm run tools -- api:check` then verifies everything.
 */
import {generate} from './api/run';

async function main(): Promise<void> {
  const {problems, written, regions} = await generate();
  if (problems.length > 0) {
    console.error(`api:generate failed (${problems.length}):\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    written.length > 0
      ? `api:generate: ${regions} regions; rewrote ${written.length} page(s):\n- ${written.join('\n- ')}`
      : `api:generate: ${regions} regions, every page already up to date.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
