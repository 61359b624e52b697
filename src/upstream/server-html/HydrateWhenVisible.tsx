import React, {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {useIsHydrating} from './useIsHydrating';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

type Options<P> = {
  /** Shown while the code loads on a page React renders in the browser. */
  placeholder?: (props: P) => ReactNode;
};

function useNearViewport(active: boolean, onNear: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      {rootMargin: '300px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

/**
 * A component whose code is not in the page's bundle.
 *
 * - The server loads the code up front and renders the component in place,
 *   so the static HTML is complete. (React.lazy with Suspense would not do:
 *   React streams large boundaries after the page and moves them with
 *   inline scripts, which hides them without JavaScript.)
 * - On the page the reader opened, the server's HTML is kept as it is: React
 *   does not hydrate `dangerouslySetInnerHTML` content and later renders leave
 *   it alone. The code loads when the element comes near the viewport; then
 *   React renders the component in its place, with the same markup.
 * - Elsewhere (client-side navigation, or a parent that remounts after
 *   hydration, as Docusaurus tabs do) the placeholder shows until then.
 */
export function deferredComponent<P extends object>(
  load: Loader<P>,
  options: Options<P> = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      Loaded = module.default;
      return module.default;
    });
  if (typeof window === 'undefined') {
    void loadOnce();
  }

  return function Deferred(props: P): ReactNode {
    const [Component, setComponent] = useState(() => Loaded);
    const hydrating = useIsHydrating();
    // Decided once, at mount: later renders must not drop the server's HTML.
    const [keepServerHtml] = useState(() => !Loaded && hydrating);
    const [wanted, setWanted] = useState(false);
    const ref = useNearViewport(!Component && !wanted, () => setWanted(true));
    useEffect(() => {
      if (Component || !wanted) return undefined;
      let mounted = true;
      void loadOnce().then((loaded) => {
        // A transition: React renders the component (hundreds of elements for an
        // explainer) in slices that yield to the reader's scrolling and typing.
        if (mounted) startTransition(() => setComponent(() => loaded));
      });
      return () => {
        mounted = false;
      };
    }, [Component, wanted]);

    if (Component) {
      return (
        <div ref={ref}>
          <Component {...props} />
        </div>
      );
    }
    if (keepServerHtml) {
      return <div ref={ref} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
    }
    return <div ref={ref}>{options.placeholder?.(props) ?? null}</div>;
  };
}
