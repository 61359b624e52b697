import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

type Loader<P> = () => Promise<{default: ComponentType<P>}>;

type Options<P> = {
  /** Shown while the code loads on a page React renders in the browser. */
  placeholder?: (props: P) => ReactNode;
};

/**
 * A component whose code is not in the page's bundle: React's own lazy
 * loading. With the server-html customisation on (src/upstream/server-html/),
 * the config resolves this module to a version that keeps the server's HTML
 * and loads the code only when the element comes near the viewport.
 */
export function deferredComponent<P extends object>(
  load: Loader<P>,
  options: Options<P> = {},
): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  return function Deferred(props: P): ReactNode {
    return (
      <div>
        <Suspense fallback={options.placeholder?.(props) ?? null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  };
}
