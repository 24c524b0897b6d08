import { asc, desc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import {
  authIdentities,
  authMfaFactors,
  authSessions,
  authUsers,
  authWebauthnCredentials,
} from '../../db/schema';

/**
 * The member's account for "Download my data" (issue 27): their address and how they sign in,
 * never the password hash, tokens or what a provider sent about them.
 */
export const accountMemberData: MemberDataSection = {
  name: 'account',
  description:
    'Your account: email address, when it was confirmed, when you signed up and last signed in, and how you sign in (email or a provider). Passwords and tokens are never included.',
  async exportFor(db, memberId) {
    const [user] = await db
      .select({
        email: authUsers.email,
        emailConfirmedAt: authUsers.emailConfirmedAt,
        lastSignInAt: authUsers.lastSignInAt,
        createdAt: authUsers.createdAt,
      })
      .from(authUsers)
      .where(eq(authUsers.id, memberId));
    if (!user) return { items: [] };
    const identities = await db
      .select({
        provider: authIdentities.provider,
        email: authIdentities.email,
        createdAt: authIdentities.createdAt,
        lastSignInAt: authIdentities.lastSignInAt,
      })
      .from(authIdentities)
      .where(eq(authIdentities.userId, memberId))
      .orderBy(asc(authIdentities.createdAt));
    return { items: [{ ...user, identities }] };
  },
};

/** The member's signed-in devices (sessions), without any token. */
export const signInHistoryMemberData: MemberDataSection = {
  name: 'sign-in-history',
  description:
    'Your signed-in devices: when each session started and was last used, its browser (user agent) and address, and how you signed in. No tokens.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        createdAt: authSessions.createdAt,
        refreshedAt: authSessions.refreshedAt,
        updatedAt: authSessions.updatedAt,
        userAgent: authSessions.userAgent,
        ip: authSessions.ip,
        aal: authSessions.aal,
        amr: authSessions.amr,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, memberId))
      .orderBy(asc(authSessions.createdAt), desc(authSessions.id));
    return {
      items: rows.map((row) => ({
        createdAt: row.createdAt,
        lastUsedAt: row.refreshedAt ?? row.updatedAt,
        userAgent: row.userAgent,
        ip: row.ip,
        assuranceLevel: row.aal,
        methods: row.amr.map((entry) => ({
          method: entry.method,
          at: new Date(entry.timestamp * 1000).toISOString(),
        })),
      })),
    };
  },
};

/** The member's second factors, never their secrets. */
export const secondFactorsMemberData: MemberDataSection = {
  name: 'second-factors',
  description:
    'Your second factors (authenticator apps and security keys): type, name, status, when added and last used. Their secrets and keys are never included.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        type: authMfaFactors.factorType,
        friendlyName: authMfaFactors.friendlyName,
        status: authMfaFactors.status,
        createdAt: authMfaFactors.createdAt,
        lastChallengedAt: authMfaFactors.lastChallengedAt,
      })
      .from(authMfaFactors)
      .where(eq(authMfaFactors.userId, memberId))
      .orderBy(asc(authMfaFactors.createdAt), asc(authMfaFactors.id));
    return { items: rows };
  },
};

/** The member's passkeys, never their keys. */
export const passkeysMemberData: MemberDataSection = {
  name: 'passkeys',
  description:
    'Your passkeys: name, when each was added and last used, and whether it is synced between your devices. Their keys are never included.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        friendlyName: authWebauthnCredentials.friendlyName,
        createdAt: authWebauthnCredentials.createdAt,
        lastUsedAt: authWebauthnCredentials.lastUsedAt,
        isSynced: authWebauthnCredentials.isBackedUp,
      })
      .from(authWebauthnCredentials)
      .where(eq(authWebauthnCredentials.userId, memberId))
      .orderBy(asc(authWebauthnCredentials.createdAt), asc(authWebauthnCredentials.id));
    return { items: rows };
  },
};
