import { asRecord, readColors, readProps, toText } from "../../sections/props-reader.js";

/** One line of opening hours: "Mon–Fri" · "8am–6pm", or a single free-text line. */
export interface HoursLine {
  label?: string;
  value: string;
}

/** A location as the location/hours renderer reads it (PRODUCT.md §3: address, phone, email, hours). */
export interface LocationProps {
  title?: string;
  description?: string;
  address?: string;
  phone?: string;
  email?: string;
  hours: HoursLine[];
  bgColor?: string;
  textColor?: string;
}

function readHoursLine(value: unknown): HoursLine | undefined {
  const line = toText(value, 200);
  if (line !== undefined) return line.trim() === "" ? undefined : { value: line };
  const r = readProps(value);
  const label = r.text(["day", "days", "label", "name"]);
  const hours = r.text(["hours", "time", "value", "open"]);
  return hours === undefined ? undefined : { label, value: hours };
}

/** Hours as text lines, a list of lines or `{day, hours}`, or an object of day → hours. */
function readHours(value: unknown): HoursLine[] {
  if (typeof value === "string")
    return value.split("\n").flatMap((line) => readHoursLine(line) ?? []);
  if (Array.isArray(value)) return value.slice(0, 14).flatMap((line) => readHoursLine(line) ?? []);
  return Object.entries(asRecord(value))
    .slice(0, 14)
    .flatMap(([day, hours]) => {
      const text = toText(hours, 200);
      return text ? [{ label: day.slice(0, 40), value: text }] : [];
    });
}

/** Reads a location section from any of its spellings. */
export function normalizeLocation(raw: unknown): LocationProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading"]),
    description: r.text(["description", "subtitle", "text"], 1000),
    address: r.text(["address", "location", "street"], 1000),
    phone: r.text(["phone", "phoneNumber", "tel"]),
    email: r.text(["email", "emailAddress"]),
    hours: readHours(r.value("hours", "openingHours", "schedule", "times")),
    ...readColors(r),
  };
}
