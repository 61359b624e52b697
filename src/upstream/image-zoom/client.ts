import type {Zoom, ZoomOptions} from 'medium-zoom';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

type ZoomConfig = {
  selector: string;
  background: {light: string; dark: string};
  config: ZoomOptions;
};

const zoomConfig = siteConfig.themeConfig.zoom as ZoomConfig;

/** The few words this module shows, in the page's language (no React here). */
const strings = {
  ja: {open: '画像を拡大: {alt}', close: '拡大表示を閉じる', dialog: '拡大画像: {alt}'},
  en: {
    open: 'Enlarge image: {alt}',
    close: 'Close enlarged image',
    dialog: 'Enlarged image: {alt}',
  },
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
let mediumZoomModule: Promise<typeof import('medium-zoom')> | undefined;
const prepared = new WeakSet<HTMLElement>();

/** medium-zoom (3 KiB) downloads when a reader reaches for an image, not with the page. */
function loadMediumZoom() {
  mediumZoomModule ??= import('medium-zoom');
  return mediumZoomModule;
}

async function open(image: HTMLElement): Promise<void> {
  if (!zoom) {
    const {default: mediumZoom} = await loadMediumZoom();
    if (!image.isConnected) return;
    if (!zoom) {
      zoom = mediumZoom(zoomConfig.selector, {...zoomConfig.config, background: background()});
      zoom.on('opened', onOpened);
      zoom.on('closed', onClosed);
    }
  }
  await zoom.open({target: image});
}

/** A button that opens a dialog, for the mouse, the keyboard and assistive technology alike. */
function prepare(image: HTMLElement): void {
  if (prepared.has(image)) return;
  prepared.add(image);
  const alt = image.getAttribute('alt') ?? '';
  image.tabIndex = 0;
  image.classList.add('zoomable-image');
  image.setAttribute('role', 'button');
  image.setAttribute('aria-haspopup', 'dialog');
  image.setAttribute('aria-label', text('open', alt));
  image.addEventListener('pointerenter', () => void loadMediumZoom(), {once: true});
  image.addEventListener('focus', () => void loadMediumZoom(), {once: true});
  // Once medium-zoom is attached, its own click handler opens the image.
  image.addEventListener('click', () => zoom === undefined && void open(image));
  image.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void open(image);
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

function attach(): void {
  zoom?.detach();
  zoom = undefined;
  document.querySelectorAll<HTMLElement>(zoomConfig.selector).forEach(prepare);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // Content of the new page renders after this call; attach once it has.
    window.clearTimeout(attachTimer);
    attachTimer = window.setTimeout(attach, 1000);
  },
};

if (typeof window !== 'undefined') {
  new MutationObserver(() => zoom?.update({background: background()})).observe(
    document.documentElement,
    {
      attributes: true,
      attributeFilter: ['data-theme'],
    },
  );
}

export default clientModule;
