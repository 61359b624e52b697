import React, {useState, type ReactNode} from 'react';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * The classic theme renders the closed mobile menu, with the whole docs
 * sidebar in it, as soon as a page hydrates on a small screen. That is a
 * second render of the page's largest navigation right after hydration, and
 * the closed panel's links count as on screen for the prefetching of linked
 * pages: opening one docs page on a phone fetched every page of its sidebar.
 * The menu now renders the first time it opens, and stays rendered after.
 */
export default function NavbarMobileSidebarOnceOpened(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  if (shown && !opened) {
    setOpened(true);
  }
  // Set during render, so the first open already renders with `opened` true.
  return opened ? <NavbarMobileSidebar /> : null;
}
