/**
 * Glossary tooltips (src/plugins/remark-glossary.ts) show through CSS while
 * their term is pointed at or has focus. Escape hides the one showing, without
 * moving the pointer or focus (WCAG 1.4.13), until both have left that term.
 */
const dismissed = 'data-dismissed';

function termOf(node: EventTarget | null): Element | null | undefined {
  return (node as Element | null)?.closest?.('.glossary-term');
}

if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    document
      .querySelectorAll('.glossary-term:hover,.glossary-term:focus-within')
      .forEach((term) => term.setAttribute(dismissed, ''));
  });
  const leave = (event: Event) => {
    const term = termOf(event.target);
    const to = (event as FocusEvent | PointerEvent).relatedTarget as Node | null;
    if (!term || term.contains(to)) return;
    const stillThere =
      event.type === 'focusout' ? term.matches(':hover') : term.contains(document.activeElement);
    if (!stillThere) term.removeAttribute(dismissed);
  };
  document.addEventListener('focusout', leave);
  document.addEventListener('pointerout', leave);
}

export {};
