import { readColors, readProps } from "../../sections/props-reader.js";

/** One person (PRODUCT.md §3: team (name, role, bio, photo)). */
export interface TeamMember {
  name: string;
  role?: string;
  bio?: string;
  photo?: string;
}

/** A team section as the team renderer reads it. */
export interface TeamProps {
  title?: string;
  subtitle?: string;
  items: TeamMember[];
  bgColor?: string;
  textColor?: string;
}

function readMember(value: unknown): TeamMember | undefined {
  const r = readProps(value);
  const name = r.text(["name", "title", "fullName"]);
  if (name === undefined) return undefined;
  return {
    name,
    role: r.text(["role", "position", "jobTitle", "subtitle"]),
    bio: r.text(["bio", "description", "text", "about"], 1000),
    photo: r.image(["photo", "image", "avatar", "imageUrl", "picture"]),
  };
}

/** Reads a team section from any of its spellings. */
export function normalizeTeam(raw: unknown): TeamProps {
  const r = readProps(raw);
  return {
    title: r.text(["title", "heading"]),
    subtitle: r.text(["subtitle", "description"], 1000),
    items: r.list(["team", "members", "items", "people", "staff"], readMember, 24) ?? [],
    ...readColors(r),
  };
}
