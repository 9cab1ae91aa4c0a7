/**
 * The longest catalogue search, in characters: the storefront's search field takes no more,
 * and the API refuses longer ones (the SDK's search schema).
 */
export const SEARCH_MAX_LENGTH = 200;
