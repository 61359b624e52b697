/**
 * Wraps theme-classic's DocSidebarItems (not listed in its swizzle config, so
 * "unsafe": its props may change in a minor release). A collapsed category of
 * the production client bundle holds one placeholder link until its part
 * loads (../../sidebars.ts); when a reader opens it, this loads the part and
 * renders the category's items. Everywhere else it passes the items through.
 * Part of the route-table plugin, which provides it from its theme folder.
 */
import React, {type ReactNode} from 'react';
import DocSidebarItems from '@theme-init/DocSidebarItems';
import type {Props} from '@theme/DocSidebarItems';
import {useSidebarPartItems} from '../../client/sidebar-parts';

export default function DocSidebarItemsWithParts(props: Props): ReactNode {
  const items = useSidebarPartItems(props.items) as Props['items'];
  return <DocSidebarItems {...props} items={items} />;
}
