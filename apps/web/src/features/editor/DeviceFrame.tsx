import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import type { Device } from "./editor-store";
import { deviceSpec, fitScale, zoomReadout } from "./devices";

interface Size {
  width: number;
  height: number;
}

/** The content box of an element, kept current with a ResizeObserver (0 × 0 until laid out). */
function useContentSize(ref: { readonly current: HTMLElement | null }): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (next: Size) =>
      setSize((last) => (last.width === next.width && last.height === next.height ? last : next));
    // Measured before the first paint, so the page does not show at 1:1 for a frame.
    const style = getComputedStyle(element);
    update({
      width:
        element.clientWidth -
        parseFloat(style.paddingLeft || "0") -
        parseFloat(style.paddingRight || "0"),
      height:
        element.clientHeight -
        parseFloat(style.paddingTop || "0") -
        parseFloat(style.paddingBottom || "0"),
    });
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The canvas viewport (PRODUCT.md §2): its content is laid out at the device's true CSS width,
 * so the site's container queries on `.sw-site` break as on the live site, and scaled down to
 * the space there is (never up). The frame takes the scaled size, so the viewport scrolls over
 * the whole page. Inside, `--canvas-scale` lets editor chrome keep its screen size (devices.ts
 * UNSCALED) and `--device-viewport-height` is the visible height in the page's own pixels,
 * which the html preview's frame fills.
 */
export function DeviceFrame({ device, children }: { device: Device; children: ReactNode }) {
  const viewport = useRef<HTMLDivElement | null>(null);
  const layer = useRef<HTMLDivElement | null>(null);
  const available = useContentSize(viewport);
  const content = useContentSize(layer);
  const { width } = deviceSpec(device);
  const scale = fitScale(width, available.width);
  const viewportHeight = available.height / scale;
  // Floored: a fraction of a pixel over the viewport would give it a scrollbar for nothing.
  const frameHeight = Math.floor(Math.max(content.height, viewportHeight) * scale);
  const layerStyle = {
    width,
    minHeight: viewportHeight || undefined,
    transform: `scale(${scale})`,
    "--canvas-scale": scale,
    "--device-viewport-height": viewportHeight ? `${viewportHeight}px` : undefined,
  } as CSSProperties;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {/* The gutter stays, so a scrollbar coming and going cannot change the scale. */}
      <div ref={viewport} className="flex-1 overflow-auto p-3 [scrollbar-gutter:stable] sm:p-6">
        <div
          data-testid="device-frame"
          data-device={device}
          className="relative mx-auto overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-900/10"
          style={{ width: width * scale, height: frameHeight || undefined }}
        >
          <div
            ref={layer}
            data-testid="device-layer"
            className="absolute left-0 top-0 flex origin-top-left flex-col"
            style={layerStyle}
          >
            {children}
          </div>
        </div>
      </div>
      <p
        data-testid="device-readout"
        className="pointer-events-none absolute bottom-3 right-5 rounded-md bg-slate-900/75 px-2 py-1 text-[11px] font-medium tabular-nums text-white shadow-sm sm:bottom-4 sm:right-7"
      >
        {zoomReadout(width, scale)}
      </p>
    </div>
  );
}
