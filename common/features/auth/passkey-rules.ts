/** Longest passkey name (GoTrue's limit), checked by the server and the rename form. */
export const PASSKEY_NAME_MAX = 120;
