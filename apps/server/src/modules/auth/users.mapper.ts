import type { UserDto } from "@shopwright/sdk";
import type { UserRow } from "../../db/schema.js";

/** The only way a user leaves the server: never with the password hash. */
export const toUserDto = (row: UserRow): UserDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});
