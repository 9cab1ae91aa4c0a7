import type { ReactNode } from "react";
import { useEffect, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";
import { whenIdle } from "../lib/when-idle";

type Sonner = typeof import("sonner");

// sonner (about 9 kB gzip) is not in any route's first chunks: it loads once the page is idle,
// or with the first toast, whichever comes first. A toast asked for before it is in shows as
// soon as it is (its Toaster shows the toasts made before it mounted).
let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(make: (toast: Sonner["toast"]) => void) {
  if (sonner) make(sonner.toast);
  // Without sonner there is nothing to show a toast with; the next toast tries again.
  else
    loadSonner().then(
      (module) => make(module.toast),
      () => {},
    );
}

type Show = (message: ReactNode, data?: ExternalToast) => void;

/** Shows a toast: `toast(text)`, `toast.success`, `toast.error`, `toast.info` (sonner's). */
export const toast: Show & { success: Show; error: Show; info: Show } = Object.assign(
  ((message, data) => show((toast) => toast(message, data))) satisfies Show,
  {
    success: ((message, data) => show((toast) => toast.success(message, data))) satisfies Show,
    error: ((message, data) => show((toast) => toast.error(message, data))) satisfies Show,
    info: ((message, data) => show((toast) => toast.info(message, data))) satisfies Show,
  },
);

/**
 * Short confirmations after an action (created, saved, deleted): bottom-right on a desktop,
 * top-centre on a phone, in the app's type and colours. Mounted once beside the router.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(subscribe, () => sonner);
  useEffect(() => whenIdle(() => void loadSonner().catch(() => {})), []);
  if (!loaded) return null;
  return (
    <loaded.Toaster
      position="bottom-right"
      closeButton
      toastOptions={{
        className: "!rounded-xl !border !border-slate-200 !font-sans !text-sm !shadow-lg",
      }}
    />
  );
}
