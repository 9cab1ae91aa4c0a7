import { Monitor, Smartphone, Tablet, type LucideIcon } from "lucide-react";
import type { Device } from "./editor-store";

export interface DeviceSpec {
  id: Device;
  name: string;
  /** The toggle's accessible name (PRODUCT.md §2 names 'Desktop' and 'Mobile (390 px)'). */
  label: string;
  /** The CSS width the canvas lays the page out at, so the site's container queries see it. */
  width: number;
  Icon: LucideIcon;
  /** The digit that, with Shift, switches to this device outside text fields. */
  digit: "1" | "2" | "3";
}

/** The canvas's devices, in toggle order (PRODUCT.md §2). */
export const DEVICES = [
  { id: "desktop", name: "Desktop", label: "Desktop", width: 1280, Icon: Monitor, digit: "1" },
  {
    id: "tablet",
    name: "Tablet",
    label: "Tablet (768 px)",
    width: 768,
    Icon: Tablet,
    digit: "2",
  },
  {
    id: "mobile",
    name: "Mobile",
    label: "Mobile (390 px)",
    width: 390,
    Icon: Smartphone,
    digit: "3",
  },
] as const satisfies readonly DeviceSpec[];

const BY_ID = new Map<Device, DeviceSpec>(DEVICES.map((spec) => [spec.id, spec]));

export const deviceSpec = (device: Device): DeviceSpec => BY_ID.get(device) ?? DEVICES[0];

/** The device whose shortcut a key press is (Shift and the digit's key), if any. */
export const deviceOfShortcut = (code: string): Device | undefined =>
  DEVICES.find((spec) => code === `Digit${spec.digit}`)?.id;

/**
 * How far a page laid out at `width` CSS px is scaled to fit `available` px: down to fit,
 * never up. Before the space is measured (0), the page shows at 1:1.
 */
export function fitScale(width: number, available: number): number {
  return available > 0 ? Math.min(1, available / width) : 1;
}

/** The toolbar's readout of the canvas, e.g. '1280 px · 72 %'. */
export const zoomReadout = (width: number, scale: number) =>
  `${width} px · ${Math.round(scale * 100)} %`;

/**
 * Classes of editor chrome inside the scaled canvas that keeps its screen size (chips, badges,
 * messages): it undoes the canvas scale, which DeviceFrame sets as `--canvas-scale`. Combine
 * with an origin class for the corner it sits in.
 */
export const UNSCALED = "[scale:calc(1/var(--canvas-scale,1))]";

/** A length in screen px inside the scaled canvas: `px` divided by the canvas scale. */
export const screenPx = (px: number) => `calc(${px}px / var(--canvas-scale, 1))`;
