import type {ClientModule} from '@docusaurus/types';

/**
 * Wide tables and formulas (MathML does not break lines) scroll sideways
 * inside the page. A keyboard user can only scroll what can take focus, so a
 * box that overflows becomes a tab stop (and stops being one when the window
 * is wide enough again).
 */
const scrollableBoxes =
  '.markdown table, .markdown .katex-display, .markdown :not(.katex-display) > .katex';

function updateScrollableBoxes(): void {
  document.querySelectorAll<HTMLElement>(scrollableBoxes).forEach((box) => {
    if (box.scrollWidth > box.clientWidth + 1) {
      box.tabIndex = 0;
    } else {
      box.removeAttribute('tabindex');
    }
  });
}

let resizeTimer: number | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(updateScrollableBoxes, 200);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // The new page's content is in the DOM by the next frame.
    window.requestAnimationFrame(updateScrollableBoxes);
  },
};

export default clientModule;
