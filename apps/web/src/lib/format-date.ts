const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A moment as people read it in lists, in the browser's language: "Nov 22, 2026, 5:14 PM". */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
