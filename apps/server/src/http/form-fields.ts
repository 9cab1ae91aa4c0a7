import { z } from "zod";

const FormBody = z.record(z.string(), z.unknown()).catch({});

/**
 * A posted form's fields as text: the first value of each, whatever the content type (a
 * browser's url-encoded form, or our script's or a client's JSON).
 */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(FormBody.parse(body ?? {}))) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" || typeof first === "number") fields[key] = String(first);
  }
  return fields;
}
