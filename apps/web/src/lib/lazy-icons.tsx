import { createLucideIcon, type LucideIcon, type LucideProps } from "lucide-react";
import { forwardRef, useEffect, useSyncExternalStore } from "react";

/** lucide icons by name, as a chunk of them exports them. */
export type IconSet = Readonly<Record<string, LucideIcon>>;

const preloads = new Set<() => Promise<void>>();

/** Fetches every lazy icon set now (the editor does once it is idle). */
export function preloadLazyIcons(): void {
  for (const preload of preloads) preload().catch(() => {});
}

/**
 * Icons drawn from a chunk fetched on first use: `icon(name)` is a component like lucide's
 * own, which draws an empty icon of the same size until the chunk is in, then the icon.
 * apps/web/vite.config.ts (`lazySiteIcons`) gives the site renderers' content icons so.
 */
export function lazyIcons(load: () => Promise<IconSet>): (name: string) => LucideIcon {
  let icons: IconSet | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        icons = loaded;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  preloads.add(preload);

  return (name) => {
    const Empty = createLucideIcon(name, []);
    const Icon = forwardRef<SVGSVGElement, LucideProps>(function LazyIcon(props, ref) {
      const loaded = useSyncExternalStore(subscribe, () => icons);
      useEffect(() => {
        if (!loaded) preload().catch(() => {});
      }, [loaded]);
      const Drawn = loaded?.[name] ?? Empty;
      return <Drawn ref={ref} {...props} />;
    });
    Icon.displayName = name;
    return Icon;
  };
}
