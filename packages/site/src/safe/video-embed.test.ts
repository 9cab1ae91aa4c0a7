import { describe, expect, it } from "vitest";
import { toVideoEmbedUrl } from "./video-embed.js";

const YT = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

describe("toVideoEmbedUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", YT],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&list=x", YT],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", YT],
    ["https://youtu.be/dQw4w9WgXcQ", YT],
    ["https://youtu.be/dQw4w9WgXcQ?t=1m30s", `${YT}?start=90`],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", YT],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=42", `${YT}?start=42`],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", YT],
    ["  https://www.youtube.com/live/dQw4w9WgXcQ  ", YT],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "https://vimeo.com/76979871/abc123def4",
      "https://player.vimeo.com/video/76979871?h=abc123def4",
    ],
    [
      "https://player.vimeo.com/video/76979871?h=abc123def4",
      "https://player.vimeo.com/video/76979871?h=abc123def4",
    ],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
  ])("turns %s into %s", (url, embed) => {
    expect(toVideoEmbedUrl(url)).toBe(embed);
  });

  it.each([
    "https://evil.example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://notyoutube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    "https://user:pass@youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/about",
    "/videos/a.mp4",
    "",
    undefined,
  ])("refuses %j", (url) => {
    expect(toVideoEmbedUrl(url)).toBeNull();
  });
});
