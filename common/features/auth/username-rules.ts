import { RESERVED_USERNAMES, USERNAME_MAX, USERNAME_MIN } from '../../limits';

/** Messages for the username rule of spec §5. */
export const usernameMessages = {
  required: 'Username is required',
  length: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters`,
  characters: 'Username can only contain letters, digits, underscores and hyphens',
  reserved: 'This username is reserved',
  taken: 'This username is already taken',
} as const;

const USERNAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;
const reserved = new Set<string>(RESERVED_USERNAMES);

/** Checks a username against spec §5 (uniqueness is the server's job); first problem or null. */
export function findUsernameProblem(username: string): string | null {
  if (!username) return usernameMessages.required;
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX)
    return usernameMessages.length;
  if (!USERNAME_CHARACTERS.test(username)) return usernameMessages.characters;
  if (reserved.has(username.toLowerCase())) return usernameMessages.reserved;
  return null;
}
