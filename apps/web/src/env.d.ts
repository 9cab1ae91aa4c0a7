/** The private-beta invite code, fixed at build time from INVITE_CODE. */
declare const __INVITE_CODE__: string;
