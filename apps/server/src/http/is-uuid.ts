const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID; ids that are not answer 404 before any SQL sees them. */
export const isUuid = (value: string): boolean => UUID.test(value);
