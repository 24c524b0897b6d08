/** The name fields every profile shape shares. */
interface NamedProfile {
  username: string;
  first_name: string | null;
  last_name: string | null;
}

/** First and last name joined, or null when the member gave neither. */
export function fullNameOf(profile: NamedProfile): string | null {
  const name = [profile.first_name, profile.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** The name to show: the full name, else the username. */
export function displayNameOf(profile: NamedProfile): string {
  return fullNameOf(profile) ?? profile.username;
}

/** The letter an avatar without a photo shows. */
export function initialOf(profile: NamedProfile): string {
  const source = fullNameOf(profile) ?? profile.username;
  return (Array.from(source.trim())[0] ?? '?').toUpperCase();
}

/** '1 follower', '1,204 followers' (the shared count format). */
export { countLabel } from '../../count-format';
