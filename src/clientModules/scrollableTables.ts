import type {ClientModule} from '@docusaurus/types';

/**
 * Wide tables scroll sideways inside the page. A keyboard user can only
 * scroll what can take focus, so a table that overflows becomes a tab stop
 * (and stops being one when the window is wide enough again).
 */
function updateScrollableTables(): void {
  document.querySelectorAll<HTMLTableElement>('.markdown table').forEach((table) => {
    if (table.scrollWidth > table.clientWidth + 1) {
      table.tabIndex = 0;
    } else {
      table.removeAttribute('tabindex');
    }
  });
}

let resizeTimer: number | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(updateScrollableTables, 200);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // The new page's content is in the DOM by the next frame.
    window.requestAnimationFrame(updateScrollableTables);
  },
};

export default clientModule;
