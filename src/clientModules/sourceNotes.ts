/**
 * Source markers (src/plugins/remark-sources.ts) show their panel through CSS while pointed at
 * or focused. A click or tap (a tap on a phone may neither hover nor focus) toggles the panel and
 * says so in `aria-expanded`; Escape or a click elsewhere closes open panels.
 */
const selector = '.source-note__button';

function setOpen(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element): void {
  document
    .querySelectorAll(`${selector}[aria-expanded="true"]`)
    .forEach((button) => button !== except && setOpen(button, false));
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.(selector);
    if (button) {
      closeAll(button);
      const open = button.getAttribute('aria-expanded') !== 'true';
      setOpen(button, open);
      // Closed by a click or tap, it stays closed while still pointed at or focused.
      button.parentElement?.toggleAttribute('data-dismissed', !open);
    } else if (!target?.closest?.('.source-note__panel')) {
      closeAll();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    closeAll();
    document
      .querySelectorAll('.source-note:hover,.source-note:focus-within')
      .forEach((note) => note.setAttribute('data-dismissed', ''));
  });
  const leave = (event: Event) => {
    const note = (event.target as Element | null)?.closest?.('.source-note');
    const to = (event as FocusEvent | PointerEvent).relatedTarget as Node | null;
    if (!note || note.contains(to)) return;
    const stillThere =
      event.type === 'focusout' ? note.matches(':hover') : note.contains(document.activeElement);
    if (!stillThere) note.removeAttribute('data-dismissed');
  };
  document.addEventListener('focusout', leave);
  document.addEventListener('pointerout', leave);
}

export {};
