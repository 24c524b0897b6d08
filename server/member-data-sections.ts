import { registerMemberDataSection, type MemberDataSection } from './content/member-data';

/**
 * Registers every feature's member data sections (issue 27: "Download my data", erasure). Each
 * feature declares its own in its folder (`<feature>.member-data.ts`); this is the one place that
 * lists them. Idempotent: `buildApp` calls it, and tests that use the registry without the app.
 */
export function registerMemberDataSections(): void {
  const sections: MemberDataSection[] = [];
  for (const section of sections) registerMemberDataSection(section);
}
