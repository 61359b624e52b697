import type {Zoom, ZoomOptions} from 'medium-zoom';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

type ZoomConfig = {selector: string; background: {light: string; dark: string}; config: ZoomOptions};

const zoomConfig = siteConfig.themeConfig.zoom as ZoomConfig;

/** The few words this module shows, in the page's language (no React here). */
const strings = {
  ja: {open: '画像を拡大: {alt}', close: '拡大表示を閉じる', dialog: '拡大画像: {alt}'},
  en: {open: 'Enlarge image: {alt}', close: 'Close enlarged image', dialog: 'Enlarged image: {alt}'},
};

function text(key: keyof (typeof strings)['en'], alt = ''): string {
  const language = document.documentElement.lang.startsWith('ja') ? 'ja' : 'en';
  return strings[language][key].replace('{alt}', alt);
}

function background(): string {
  const dark = document.documentElement.dataset.theme === 'dark';
  return dark ? zoomConfig.background.dark : zoomConfig.background.light;
}

let zoom: Zoom | undefined;
let attachTimer: number | undefined;
let opener: HTMLElement | undefined;

function makeKeyboardReachable(image: HTMLElement): void {
  const alt = image.getAttribute('alt') ?? '';
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  image.setAttribute('aria-haspopup', 'dialog');
  image.setAttribute('aria-label', text('open', alt));
  image.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void zoom?.open({target: image});
    }
  });
}

/** The overlay becomes a modal dialog holding a close button, which takes the focus. */
function onOpened(event: Event): void {
  const image = event.target as HTMLElement;
  const overlay = document.querySelector<HTMLElement>('.medium-zoom-overlay');
  if (!overlay) return;
  opener = image;
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', text('dialog', image.getAttribute('alt') ?? ''));
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'zoom-close-button';
  close.textContent = '×';
  close.setAttribute('aria-label', text('close'));
  close.addEventListener('click', () => void zoom?.close());
  // The dialog has one control: keep Tab on it.
  close.addEventListener('keydown', (keyEvent) => {
    if (keyEvent.key === 'Tab') keyEvent.preventDefault();
  });
  overlay.append(close);
  close.focus();
}

function onClosed(): void {
  opener?.focus();
  opener = undefined;
}

async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  // Most pages have no images: medium-zoom loads only where it has work.
  if (!document.querySelector(zoomConfig.selector)) return;
  const {default: mediumZoom} = await import('medium-zoom');
  zoom = mediumZoom(zoomConfig.selector, {...zoomConfig.config, background: background()});
  zoom.getImages().forEach(makeKeyboardReachable);
  zoom.on('opened', onOpened);
  zoom.on('closed', onClosed);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Content of the new page renders after this call; attach once it has.
    window.clearTimeout(attachTimer);
    attachTimer = window.setTimeout(() => void attach(), 1000);
  },
};

if (typeof window !== 'undefined') {
  new MutationObserver(() => zoom?.update({background: background()})).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });
}

export default clientModule;
