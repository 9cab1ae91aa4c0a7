import { Toaster as SonnerToaster } from "sonner";

export { toast } from "sonner";

/**
 * Short confirmations after an action (created, saved, deleted): bottom-right on a desktop,
 * top-centre on a phone, in the app's type and colours. Mounted once beside the router.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      closeButton
      toastOptions={{
        className: "!rounded-xl !border !border-slate-200 !font-sans !text-sm !shadow-lg",
      }}
    />
  );
}
