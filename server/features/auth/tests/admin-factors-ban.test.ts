import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import {
  createAuthClient,
  rawFetch,
  uniqueMember,
  useAuthServer,
} from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';
import { totpCode } from '../../../test/mfa-test-support';

const HOUR = 3_600_000;

/**
 * The admin side of MFA factors (`/admin/users/{id}/factors`) and of bans (`ban_duration`),
 * through the official `GoTrueAdminApi` and `GoTrueClient`.
 */
describeEachDatabase('auth admin API: factors and bans', (ctx) => {
  const server = useAuthServer(ctx);
  let token = '';
  const admin = () => createAdminClient(server(), token);
  beforeAll(async () => {
    token = await serviceRoleToken();
  });

  /** A signed-in member with one TOTP factor, verified unless told otherwise. */
  async function memberWithFactor(verify = true) {
    const member = uniqueMember('factor');
    const client = await createAuthClient(server());
    const { data } = await client.auth.signUp({ email: member.email, password: member.password });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    if (verify) {
      const code = totpCode(enrolled.data!.totp.secret, server().clock.now().getTime());
      const verified = await client.auth.mfa.challengeAndVerify({ factorId, code });
      expect(verified.error).toBeNull();
    }
    return { member, client, userId: data.user!.id, factorId };
  }

  it('lists, renames and deletes a member’s factors', async () => {
    const { userId, factorId, client } = await memberWithFactor();
    const listed = await admin().mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        factor_type: 'totp',
        status: 'verified',
        friendly_name: 'Phone',
      }),
    ]);

    const renamed = await rawFetch(server(), `/admin/users/${userId}/factors/${factorId}`, {
      method: 'PUT',
      body: { friendly_name: 'Old phone' },
      token,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: factorId, friendly_name: 'Old phone' });

    const { data, error } = await admin().mfa.deleteFactor({ userId, id: factorId });
    expect(error).toBeNull();
    expect((data as unknown as { data: { id: string } }).data.id).toBe(factorId);
    expect((await admin().mfa.listFactors({ userId })).data!.factors).toEqual([]);
    // The member's aal2 session went back to aal1 with the factor.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('deletes an unverified factor too, and answers 404s like GoTrue', async () => {
    const { userId, factorId } = await memberWithFactor(false);
    expect((await admin().mfa.deleteFactor({ userId, id: factorId })).error).toBeNull();

    const again = await admin().mfa.deleteFactor({ userId, id: factorId });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect(again.data).toBeNull();
    const unknownUser = await admin().mfa.listFactors({ userId: randomUUID() });
    expect(unknownUser.error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect(unknownUser.data).toBeNull();
    const someoneElses = await memberWithFactor(false);
    const foreign = await admin().mfa.deleteFactor({ userId, id: someoneElses.factorId });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const malformed = await rawFetch(server(), `/admin/users/${userId}/factors/abc`, {
      method: 'DELETE',
      token,
    });
    expect(malformed.status).toBe(404);
    expect(malformed.body).toMatchObject({
      code: 'validation_failed',
      msg: 'factor_id must be an UUID',
    });
  });

  it('keeps a banned member out of sign-in, refresh, /user and links until the ban ends', async () => {
    const member = uniqueMember('banned');
    const client = await createAuthClient(server());
    const { data: signedUp } = await client.auth.signUp({
      email: member.email,
      password: member.password,
    });
    const session = signedUp.session!;
    const userId = signedUp.user!.id;

    const banned = await admin().updateUserById(userId, { ban_duration: '24h' });
    expect(banned.error).toBeNull();
    expect(banned.data.user!.banned_until).toEqual(expect.any(String));

    const signIn = await (await createAuthClient(server())).auth.signInWithPassword(member);
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    // The ban ended every session of the member, refresh tokens included.
    const refresh = await rawFetch(server(), '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body).toMatchObject({ code: 'refresh_token_not_found' });
    const me = await rawFetch(server(), '/user', { token: session.access_token });
    expect([me.status, (me.body as { code: string }).code]).toEqual([403, 'user_banned']);
    const link = await admin().generateLink({ type: 'magiclink', email: member.email });
    const verified = await (
      await createAuthClient(server())
    ).auth.verifyOtp({
      email: member.email,
      token: link.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(verified.error).toMatchObject({ status: 403, code: 'user_banned' });

    // The ban ends by itself…
    server().clock.advance(24 * HOUR + 1000);
    expect(
      (await (await createAuthClient(server())).auth.signInWithPassword(member)).error,
    ).toBeNull();
    // …or when an admin lifts it.
    await admin().updateUserById(userId, { ban_duration: '876000h' });
    expect(
      (await (await createAuthClient(server())).auth.signInWithPassword(member)).error,
    ).toMatchObject({ code: 'user_banned' });
    const lifted = await admin().updateUserById(userId, { ban_duration: 'none' });
    expect(lifted.data.user!.banned_until).toBeUndefined();
    expect(
      (await (await createAuthClient(server())).auth.signInWithPassword(member)).error,
    ).toBeNull();
  });
});
