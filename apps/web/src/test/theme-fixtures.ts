import type { StoredThemeDto } from "@shopwright/sdk";
import { DEFAULT_THEME } from "@shopwright/site";

/** A theme as the API answers it (normalized: every token set), with the given tokens. */
export const aTheme = (tokens: Partial<StoredThemeDto> = {}): StoredThemeDto => ({
  ...DEFAULT_THEME,
  ...tokens,
});
