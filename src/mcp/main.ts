/**
 * `npm run --silent tools -- mcp [--build-dir <dir>]`: the docs MCP server over
 * stdio, serving `build/` of this repository unless told otherwise. Nothing
 * but the protocol goes to stdout; the one diagnostic line goes to stderr.
 */
import {resolve} from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './server';

const at = process.argv.indexOf('--build-dir');
const buildDir =
  at >= 0 && process.argv[at + 1]
    ? resolve(process.argv[at + 1])
    : resolve(__dirname, '..', '..', 'build');

createDocsServer(buildDir)
  .connect(new StdioServerTransport())
  .then(() => console.error(`hinata-cloud-docs MCP server: serving ${buildDir} over stdio`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
