/**
 * The collapsed sidebar categories of the areas whose route tables have
 * loaded, each a chunk of its own (../sidebars.ts says what moved out of the
 * props module and why). ./preload.js loads the parts a page needs before it
 * renders; useSidebarPartItems() loads a part when a reader opens its
 * category (src/theme/DocSidebarItems). Outside the production client bundle
 * no sidebar has placeholders, and this module does nothing.
 */
import {useEffect, useState} from 'react';

// The custom prop ../sidebars.ts marks a category's placeholder link with.
const PART_PROP = 'hinataSidebarPart';

const loaders = new Map();
const loads = new Map();
const installed = new Map();

/** An area's table lists its parts' loaders; called when the table loads. */
export function registerSidebarParts(parts) {
  for (const [key, load] of Object.entries(parts)) loaders.set(key, load);
}

/** Loads a part's module once (a failed load may be tried again). */
export function loadSidebarPart(key) {
  if (!loads.has(key)) {
    const loader = loaders.get(key);
    if (!loader) return Promise.reject(new Error(`route-table: no sidebar part ${key}`));
    const load = loader();
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return loads.get(key);
}

/**
 * Puts a part's items in its category and its pages' entries in the version's
 * docs, in the props object the docs theme reads (the same module instance),
 * so breadcrumbs, the sidebar and DocCard see the whole category. The props
 * module must be loaded: preload() installs after the page's chunks load.
 */
export function installSidebarPart(part) {
  if (installed.has(part.key)) return part.items;
  const props = __webpack_require__(part.propsModule);
  const version = (props.default ?? props).version;
  Object.assign(version.docs, part.docs);
  for (const category of version.docsSidebars[part.sidebar] ?? []) {
    if (category.items?.[0]?.customProps?.[PART_PROP] === part.key) category.items = part.items;
  }
  installed.set(part.key, part.items);
  return part.items;
}

/** The key of the part a list of items stands for, when it is a category's placeholder. */
export function sidebarPartOf(items) {
  return items.length === 1 ? items[0]?.customProps?.[PART_PROP] : undefined;
}

/** A category's items: its part's, once loaded, in place of its placeholder link. */
export function useSidebarPartItems(items) {
  const key = sidebarPartOf(items);
  const [loaded, setLoaded] = useState(() => (key ? installed.get(key) : undefined));
  useEffect(() => {
    if (!key || loaded) return undefined;
    let live = true;
    loadSidebarPart(key)
      .then((part) => {
        const partItems = installSidebarPart(part);
        if (live) setLoaded(partItems);
      })
      // Offline: the placeholder stays, a link to the category's first page.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, loaded]);
  return loaded ?? items;
}
