/** The message of every profile lookup that finds nothing (unknown or malformed id). */
export const PROFILE_NOT_FOUND_MESSAGE = 'Profile not found';
