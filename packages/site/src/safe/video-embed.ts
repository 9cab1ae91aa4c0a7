import { MAX_URL_LENGTH } from "./safe-url.js";

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/** "90", "90s", "1m30s" or "1h2m3s" → seconds; anything else → 0. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return 0;
  const [, h = "0", m = "0", s = "0"] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function youtubeId(url: URL): string | undefined {
  if (url.hostname === "youtu.be") return url.pathname.split("/")[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === "/watch") return url.searchParams.get("v") ?? undefined;
  const [, kind, id] = url.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" || kind === "v" ? id : undefined;
}

function vimeoEmbed(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  // player.vimeo.com/video/ID, vimeo.com/ID, vimeo.com/ID/HASH, vimeo.com/channels/x/ID …
  const index = parts.findIndex((part) => VIMEO_ID.test(part));
  const id = parts[index];
  if (id === undefined) return null;
  const hash = url.searchParams.get("h") ?? parts[index + 1];
  const query = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : "";
  return `https://player.vimeo.com/video/${id}${query}`;
}

/**
 * The embed URL for a YouTube or Vimeo link (watch, short, youtu.be, player and embed
 * forms), or null for anything else: only these two hosts may be framed on a site.
 */
export function toVideoEmbedUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) {
    return null;
  }
  const id = youtubeId(url);
  if (id !== undefined) {
    if (!YOUTUBE_ID.test(id)) return null;
    const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    // The no-cookie host sets no tracking cookies until the visitor presses play.
    return `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ""}`;
  }
  return vimeoEmbed(url);
}
