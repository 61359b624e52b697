/**
 * Each collapsed top-level sidebar category in a chunk of its own. The docs
 * plugin gives every page of an area one props module holding the area's
 * whole sidebar and the title and description of every page in it
 * (`version.docsSidebars`, `version.docs`), so at 30× a page downloaded a
 * thousand sidebar items it never shows. For the client build, the props
 * module keeps the sidebar's top level; each collapsed category keeps its
 * label and one placeholder link (its first page, which is what the
 * server-rendered HTML links a category without a page of its own to), and
 * its items and its pages' entries move to a part module. A page loads the
 * parts of its own place in the sidebar before it renders
 * (./client/preload.js); a reader who opens another category loads that
 * category's part (src/theme/DocSidebarItems).
 */

export type SidebarItem = {
  type: string;
  href?: string;
  label?: string;
  docId?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  collapsible?: boolean;
  collapsed?: boolean;
  items?: SidebarItem[];
  customProps?: Record<string, unknown>;
  [key: string]: unknown;
};

export type VersionProps = {
  version: {
    docsSidebars: Record<string, SidebarItem[]>;
    docs: Record<string, unknown>;
    [key: string]: unknown;
  };
};

/** The custom prop that marks a category's placeholder link with its part's key. */
export const SIDEBAR_PART_PROP = 'hinataSidebarPart';

export type SidebarPart = {
  key: string;
  sidebar: string;
  items: SidebarItem[];
  docs: Record<string, unknown>;
  /** Every page path in the category: the routes that need this part before they render. */
  paths: string[];
};

/** The link Docusaurus's findFirstSidebarItemLink() gives a category without a page of its own. */
function firstLink(items: SidebarItem[]): SidebarItem | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted && item.href) return item;
    if (item.type === 'category') {
      if (item.href && !item.linkUnlisted) return item;
      const inner = firstLink(item.items ?? []);
      if (inner) return inner;
    }
  }
  return undefined;
}

function walk(items: SidebarItem[], visit: (item: SidebarItem) => void) {
  for (const item of items) {
    visit(item);
    if (item.items) walk(item.items, visit);
  }
}

export function isVersionProps(value: unknown): value is VersionProps {
  const version = (value as VersionProps | undefined)?.version;
  return Boolean(
    version && typeof version.docsSidebars === 'object' && typeof version.docs === 'object',
  );
}

/**
 * Splits a version's props: `keyPrefix` names the parts (the props file's
 * name, so parts of two areas or locales never share a key).
 */
export function splitSidebars(
  props: VersionProps,
  keyPrefix: string,
): {trimmed: VersionProps; parts: SidebarPart[]} {
  const parts: SidebarPart[] = [];
  const docsSidebars: Record<string, SidebarItem[]> = {};
  // Where each page appears: a page listed outside a part, or in two parts, keeps its entry here.
  const places = new Map<string, Set<string>>();
  const placeOf = (docId: string | undefined, place: string) => {
    if (!docId) return;
    if (!places.has(docId)) places.set(docId, new Set());
    places.get(docId)!.add(place);
  };
  for (const [sidebar, items] of Object.entries(props.version.docsSidebars)) {
    docsSidebars[sidebar] = items.map((item, index) => {
      const first = item.type === 'category' ? firstLink(item.items ?? []) : undefined;
      const lazy = item.collapsible !== false && item.collapsed === true && first !== undefined;
      if (!lazy) {
        walk([item], (inner) => placeOf(inner.docId, ''));
        return item;
      }
      const key = `${keyPrefix}-${sidebar}-${index}`;
      const paths: string[] = [];
      walk(item.items!, (inner) => {
        placeOf(inner.docId, key);
        if (inner.href) paths.push(inner.href);
      });
      parts.push({key, sidebar, items: item.items!, docs: {}, paths});
      const placeholder: SidebarItem = {
        type: 'link',
        href: first.href,
        label: first.label,
        customProps: {[SIDEBAR_PART_PROP]: key},
      };
      return {...item, items: [placeholder]};
    });
  }
  const docs: Record<string, unknown> = {};
  for (const [docId, entry] of Object.entries(props.version.docs)) {
    const where = places.get(docId);
    const part = where?.size === 1 ? parts.find((p) => where.has(p.key)) : undefined;
    if (part) part.docs[docId] = entry;
    else docs[docId] = entry;
  }
  return {trimmed: {...props, version: {...props.version, docsSidebars, docs}}, parts};
}

/** A part as a module: `propsRequest` is the request the registry imports the props module by. */
export function sidebarPartModule(part: SidebarPart, propsRequest: string): string {
  return `// The items of one collapsed sidebar category (src/upstream/route-table/sidebars.ts).
export const key = ${JSON.stringify(part.key)};
export const sidebar = ${JSON.stringify(part.sidebar)};
export const propsModule = require.resolveWeak(${JSON.stringify(propsRequest)});
export const items = ${JSON.stringify(part.items)};
export const docs = ${JSON.stringify(part.docs)};
`;
}

export const sidebarPartChunkName = (key: string) =>
  `sidebar-${key.replace(/[^a-zA-Z0-9]+/g, '-')}`;
