/**
 * A view whose code is a chunk of its own (spec §2 names the screens loaded lazily). A view can
 * be preloaded: the page loader does that for the views a section shows, so server rendering and
 * hydration never suspend and never mismatch. A view opened on demand (a dialog) suspends behind
 * an empty fallback for the moment its chunk takes to arrive.
 */
import { lazy, Suspense, type ComponentType } from 'react';

export interface LazyView<P> {
  (props: P): React.ReactNode;
  /** Loads the chunk once; later calls share the same promise. */
  preload(): Promise<void>;
}

export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed download may be retried on the next navigation
        throw error;
      },
    ));
  const Deferred = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function View(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  }
  return Object.assign(View, { preload });
}
