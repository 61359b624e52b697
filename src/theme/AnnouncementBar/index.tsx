import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

/**
 * The inline script hides the bar before the first paint when the previous
 * announcement was dismissed, without looking at the announcement's id; once
 * React finds the id changed it shows the bar again in its state, but the
 * hiding attribute stays. Clear it, so a new announcement is seen at once.
 */
export default function AnnouncementBarWithNewIdShown(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
