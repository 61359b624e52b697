import React, {
  startTransition,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

type Options<P> = {
  /** Shown while the code loads. */
  placeholder?: (props: P) => ReactNode;
};

/**
 * A component whose code is not in the page's bundle, rendered in the browser
 * once its code has loaded (the placeholder until then, and in the server's
 * HTML). With the server-html customisation on (src/upstream/server-html/),
 * the config resolves this module to a version that renders the component
 * on the server too and keeps that HTML until the element nears the viewport.
 */
export function deferredComponent<P extends object>(
  load: Loader<P>,
  options: Options<P> = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  return function Deferred(props: P): ReactNode {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      let mounted = true;
      void load().then((module) => {
        Loaded = module.default;
        // A transition: React renders the component (hundreds of elements for an
        // explainer) in slices that yield to the reader's scrolling and typing.
        if (mounted) startTransition(() => setComponent(() => Loaded));
      });
      return () => {
        mounted = false;
      };
    }, []);
    return (
      <div>{Component ? <Component {...props} /> : (options.placeholder?.(props) ?? null)}</div>
    );
  };
}
