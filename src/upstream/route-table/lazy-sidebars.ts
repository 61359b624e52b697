import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import {
  isVersionProps,
  sidebarPartChunkName,
  sidebarPartModule,
  splitSidebars,
  type SidebarPart,
} from './sidebars';
import {moduleOfRegistryLine, type RouteGroup, type RouteNode} from './split';

/** A docs plugin's props modules, as the registry imports them. */
const propsRequest = /^@generated\/docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/;

function annotate(routes: RouteNode[], partsOfPath: Map<string, string[]>) {
  for (const route of routes) {
    const keys = partsOfPath.get(route.path);
    if (keys && route.exact) route.sidebarParts = keys;
    if (route.routes) annotate(route.routes, partsOfPath);
  }
}

/**
 * For each version props module an area's table loads: writes the trimmed
 * props and one module per collapsed category into `outDir`, lists the parts
 * on the group (its table imports them) and on each route that needs them
 * before it renders. Returns the requests the client bundle must redirect.
 */
export function lazySidebars(
  group: RouteGroup,
  generatedFilesDir: string,
  outDir: string,
): {request: string; file: string; trimmed: string}[] {
  const redirected: {request: string; file: string; trimmed: string}[] = [];
  const partsOfPath = new Map<string, string[]>();
  for (const line of group.registry.values()) {
    const request = moduleOfRegistryLine(line);
    if (!request || !propsRequest.test(request)) continue;
    const file = join(generatedFilesDir, request.slice('@generated/'.length));
    const props: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isVersionProps(props)) continue;
    const {trimmed, parts} = splitSidebars(props, basename(file, '.json'));
    if (parts.length === 0) continue;
    const trimmedFile = join(outDir, 'props', request.slice('@generated/'.length));
    mkdirSync(dirname(trimmedFile), {recursive: true});
    writeFileSync(trimmedFile, JSON.stringify(trimmed));
    redirected.push({request, file, trimmed: trimmedFile});
    for (const part of parts) writePart(part, request, outDir, group, partsOfPath);
  }
  annotate(group.routes, partsOfPath);
  for (const folder of group.folders) annotate(folder.routes, partsOfPath);
  return redirected;
}

function writePart(
  part: SidebarPart,
  request: string,
  outDir: string,
  group: RouteGroup,
  partsOfPath: Map<string, string[]>,
) {
  const chunkName = sidebarPartChunkName(part.key);
  writeFileSync(join(outDir, `${chunkName}.js`), sidebarPartModule(part, request));
  group.sidebarParts.push({key: part.key, chunkName});
  for (const path of part.paths)
    partsOfPath.set(path, [...(partsOfPath.get(path) ?? []), part.key]);
}
