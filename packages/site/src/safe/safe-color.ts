import { NAMED_COLORS } from "./named-colors.js";

/** A colour as red, green and blue channels (0–255) and alpha (0–1). */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
// Both the legacy comma syntax and the CSS Color 4 space syntax with an optional "/ alpha".
const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const FUNCTION = new RegExp(
  String.raw`^(rgba?|hsla?)\(\s*(${NUMBER}(?:deg|%)?)\s*[,\s]\s*(${NUMBER}%?)\s*[,\s]\s*(${NUMBER}%?)\s*(?:[,/]\s*(${NUMBER}%?)\s*)?\)$`,
);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function channel(text: string): number {
  const value = Number.parseFloat(text);
  return clamp(Math.round(text.endsWith("%") ? (value * 255) / 100 : value), 0, 255);
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = Number.parseFloat(text);
  return clamp(text.endsWith("%") ? value / 100 : value, 0, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function parseHex(hex: string): Rgba {
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join("") : hex;
  const byte = (i: number) => Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: digits.length === 8 ? byte(3) / 255 : 1 };
}

/**
 * Parses a CSS colour (#hex, rgb()/rgba(), hsl()/hsla(), a named colour or transparent)
 * into channels, or null for anything else.
 */
export function parseColor(value: unknown): Rgba | null {
  if (typeof value !== "string" || value.length > 64) return null;
  const text = value.trim().toLowerCase();
  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  const hex = HEX.exec(text);
  if (hex?.[1]) return parseHex(hex[1]);
  // "Forest Green" is how people type colour names; CSS spells it forestgreen.
  const named = NAMED_COLORS[text.replace(/[\s_-]+/g, "")];
  if (named) return parseHex(named.slice(1));
  const fn = FUNCTION.exec(text);
  if (!fn) return null;
  const [, name = "", x = "", y = "", z = "", a] = fn;
  if (name.startsWith("rgb")) return { r: channel(x), g: channel(y), b: channel(z), a: alpha(a) };
  if (!y.endsWith("%") || !z.endsWith("%")) return null;
  const hue = ((Number.parseFloat(x) % 360) + 360) % 360;
  const sat = clamp(Number.parseFloat(y) / 100, 0, 1);
  const light = clamp(Number.parseFloat(z) / 100, 0, 1);
  const [r, g, b] = hslToRgb(hue, sat, light);
  return { r, g, b, a: alpha(a) };
}

const byteHex = (n: number) => Math.round(n).toString(16).padStart(2, "0");

/** Writes channels as #rrggbb, or #rrggbbaa when not opaque. */
export function rgbaToHex({ r, g, b, a }: Rgba): string {
  return `#${byteHex(r)}${byteHex(g)}${byteHex(b)}${a < 1 ? byteHex(a * 255) : ""}`;
}

/** The colour as lower-case #rrggbb(aa), or null when it is not a colour. */
export function toHexColor(value: unknown): string | null {
  const rgba = parseColor(value);
  return rgba ? rgbaToHex(rgba) : null;
}

/** True when the value is a colour that `safeColor` accepts. */
export function isColor(value: unknown): boolean {
  return parseColor(value) !== null;
}

/**
 * The colour rewritten as #hex, or the fallback: the output only ever holds "#" and hex
 * digits, so a colour field cannot close a style attribute or a stylesheet.
 */
export function safeColor(value: unknown, fallback: string): string {
  return toHexColor(value) ?? fallback;
}
