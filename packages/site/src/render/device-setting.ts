import type { CSSProperties } from "react";
import { deviceKey, OVERRIDE_DEVICES } from "../field-schemas.js";

const SUFFIX = { tablet: "t", mobile: "m" } as const;

/** What an element carries for a layout setting's own tablet and phone values. */
export interface DeviceSetting {
  /** `sw-t-align`, `sw-m-cols`: the device has a value of its own. */
  classes: string[];
  /** `--sw-align-t: center`, `--sw-cols-m: 1`: that value, for site.css at that width. */
  style: CSSProperties;
}

/**
 * A layout setting's own tablet and phone values (`perDevice`) as site.css applies them at
 * those widths of the site (docs/PRODUCT.md §3 "Per-device settings"): a class that the
 * device has one, and the value in a custom property. Nothing for a device without its own.
 */
export function deviceSetting(name: string, props: object, key: string): DeviceSetting {
  const values = props as Record<string, unknown>;
  const classes: string[] = [];
  const style: Record<string, string> = {};
  for (const device of OVERRIDE_DEVICES) {
    const value = values[deviceKey(key, device)];
    if (value === undefined || value === null) continue;
    classes.push(`sw-${SUFFIX[device]}-${name}`);
    style[`--sw-${name}-${SUFFIX[device]}`] = String(value);
  }
  return { classes, style: style as CSSProperties };
}
