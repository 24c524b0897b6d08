import {
  GoTrueClient,
  isAuthApiError,
  isAuthSessionMissingError,
  type AuthChangeEvent,
  type SupportedStorage,
} from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeMfa, newMember, totpCode, wrongTotpCode } from '../../../test/mfa-test-support';

/** The official GoTrueClient in Node, with an in-memory storage and no timers. */
async function createClient(authUrl: string) {
  const items = new Map<string, string>();
  const storage: SupportedStorage = {
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
  const auth = new GoTrueClient({
    url: authUrl,
    storageKey: 'sb-mfa-test-auth-token',
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storage,
  });
  const events: AuthChangeEvent[] = [];
  auth.onAuthStateChange((event) => {
    events.push(event);
  });
  await auth.initialize();
  return { auth, events };
}

describeMfa('MFA through auth-js', (ctx) => {
  const now = () => ctx().clock.now().getTime();

  async function signedUp() {
    const member = newMember();
    const client = await createClient(ctx().authUrl);
    const { error } = await client.auth.signUp({
      email: member.email,
      password: member.password,
      options: { data: { username: member.username } },
    });
    expect(error).toBeNull();
    return { member, client };
  }

  async function accessTokenOf(auth: GoTrueClient) {
    const { data } = await auth.getSession();
    return data.session!.access_token;
  }

  it('enrolls, challenges, verifies, steps up after a new sign-in and unenrolls', async () => {
    const { member, client } = await signedUp();
    const first = client.auth;

    const enrolled = await first.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.uri).toMatch(
      /^otpauth:\/\/totp\/localhost:3000:.+\?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=[A-Z2-7]{32}$/,
    );

    const challenge = await first.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 290);
    const verified = await first.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(verified.error).toBeNull();
    expect(client.events).toContain('MFA_CHALLENGE_VERIFIED');
    expect(decodeJwt(verified.data!.access_token).aal).toBe('aal2');
    const aal = await first.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      aal.data!.currentAuthenticationMethods.map((entry) =>
        typeof entry === 'string' ? entry : entry.method,
      ),
    ).toEqual(['totp', 'password']);

    // A refresh keeps the level.
    const refreshed = await first.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // A new password sign-in (a new device; POST /logout is not part of this test): aal1,
    // with aal2 to reach.
    const { auth } = await createClient(ctx().authUrl);
    const signIn = await auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    expect(signIn.error).toBeNull();
    const stepUp = await auth.mfa.getAuthenticatorAssuranceLevel();
    expect(stepUp.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // From aal1: password changes and new factors are refused.
    const update = await auth.updateUser({ password: 'Another-Castle-77' });
    expect(isAuthApiError(update.error)).toBe(true);
    expect([update.error?.status, update.error?.code]).toEqual([401, 'insufficient_aal']);
    const second = await auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    expect([second.error?.status, second.error?.code]).toEqual([403, 'insufficient_aal']);
    const early = await auth.mfa.unenroll({ factorId: factor.id });
    expect([early.error?.status, early.error?.code]).toEqual([422, 'insufficient_aal']);

    // A wrong code is refused; the right one raises the session.
    const wrong = await auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: wrongTotpCode(factor.totp.secret, now()),
    });
    expect(isAuthApiError(wrong.error)).toBe(true);
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      'mfa_verification_failed',
      'Invalid TOTP code entered',
    ]);
    const stepped = await auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, now()),
    });
    expect(stepped.error).toBeNull();
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    const factors = await auth.mfa.listFactors();
    expect(factors.error).toBeNull();
    expect(factors.data!.all).toHaveLength(1);
    expect(factors.data!.totp).toEqual([
      expect.objectContaining({ id: factor.id, status: 'verified', friendly_name: 'Phone' }),
    ]);

    // From aal2 the password can change and the factor can go.
    expect((await auth.updateUser({ password: 'Another-Castle-77' })).error).toBeNull();
    const removed = await auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await auth.mfa.listFactors()).data!.all).toEqual([]);
    const after = await auth.refreshSession();
    expect(after.error).toBeNull();
    expect(decodeJwt(after.data.session!.access_token).aal).toBe('aal1');
    expect((await auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('ends the other aal1 sessions of the user when a factor is verified', async () => {
    const { member, client } = await signedUp();
    const otherDevice = await createClient(ctx().authUrl);
    await otherDevice.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    });
    const otherToken = await accessTokenOf(otherDevice.auth);

    const enrolled = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: totpCode(enrolled.totp.secret, now()),
    });
    expect(verified.error).toBeNull();

    const other = await otherDevice.auth.getUser(otherToken);
    expect(isAuthSessionMissingError(other.error)).toBe(true);
    const mine = await client.auth.getUser();
    expect(mine.error).toBeNull();
    expect(mine.data.user?.factors?.[0]?.status).toBe('verified');
  });
});
