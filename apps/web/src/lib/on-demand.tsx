import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { LoadFailed } from "../components/LoadFailed";

/** Said when a part loaded on use (a menu, a dialog, a panel) could not be fetched. */
export const ON_DEMAND_TEXT = {
  failed: "This part of the page did not load. Check your connection and try again.",
} as const;

/** A component whose code is fetched on first use. */
export interface OnDemand<P extends object> {
  (props: P): ReactNode;
  /** Fetches the code once (again after a failure); resolves when the component renders at once. */
  preload(): Promise<void>;
}

/**
 * A component whose code is fetched when it is first needed rather than with the route: call
 * `preload()` before showing it (a dialog opened on click awaits it, then opens) or early (on
 * hover, once idle); rendered before its code is in, it shows `fallback` and fetches it, and
 * if that fails, says so with a retry where it was given a fallback to show.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  function preload(): Promise<void> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function OnDemandComponent(props: P) {
    const Component = useSyncExternalStore(subscribe, () => loaded);
    const [attempt, setAttempt] = useState(0);
    const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
    useEffect(() => {
      if (!Component) preload().catch(() => setFailedAttempt(attempt));
    }, [Component, attempt]);
    if (Component) return <Component {...props} />;
    return failedAttempt === attempt && fallback !== null ? (
      <LoadFailed message={ON_DEMAND_TEXT.failed} onRetry={() => setAttempt(attempt + 1)} />
    ) : (
      fallback
    );
  }
  return Object.assign(OnDemandComponent, { preload });
}
