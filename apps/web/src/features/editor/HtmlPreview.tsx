import { TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/Button";
import { UNSCALED } from "./devices";
import { EDITOR_TEXT } from "./editor.texts";

/**
 * PRODUCT.md §2, §4: the server-rendered page in a sandboxed frame. An iframe cannot tell a failed
 * load apart, so the address is checked first; on failure the user is offered the legacy view.
 * Inside DeviceFrame the frame is the device's width (its media queries see that width) and the
 * visible height, scaled with the canvas; the failure message keeps the screen's size.
 */
export function HtmlPreview({ src, onFallback }: { src: string; onFallback: () => void }) {
  const [checked, setChecked] = useState<{ src: string; isOk: boolean } | null>(null);
  const status = checked?.src !== src ? "checking" : checked.isOk ? "ready" : "failed";

  useEffect(() => {
    const controller = new AbortController();
    fetch(src, { signal: controller.signal })
      .then((response) => setChecked({ src, isOk: response.ok }))
      .catch(() => {
        if (!controller.signal.aborted) setChecked({ src, isOk: false });
      });
    return () => controller.abort();
  }, [src]);

  if (status === "failed") {
    return (
      <div role="alert" className="flex min-h-[28rem] flex-1 items-center justify-center p-8">
        <div className={`flex flex-col items-center gap-3 text-center ${UNSCALED}`}>
          <TriangleAlert className="size-6 text-amber-500" aria-hidden />
          <p className="text-sm font-medium text-slate-900">{EDITOR_TEXT.previewFailed}</p>
          <Button variant="secondary" size="sm" onClick={onFallback}>
            {EDITOR_TEXT.switchToLegacy}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <iframe
      title="HTML preview"
      sandbox=""
      src={status === "ready" ? src : undefined}
      onError={() => setChecked({ src, isOk: false })}
      className="block h-[var(--device-viewport-height,calc(100dvh-9rem))] w-full bg-white"
    />
  );
}
