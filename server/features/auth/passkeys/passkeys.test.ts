import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../../test/build-test-app';
import { createAdminClient, serviceRoleToken } from '../../../test/auth-admin-support';
import {
  createAuthClient,
  rawFetch,
  relaxedIpLimits,
  useAuthServer,
  type TestAuthClient,
} from '../../../test/auth-test-client';
import { newMember, totpCode } from '../../../test/mfa-test-support';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:5173';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const passkeyConfig = (isEnabled = true) => {
  const relaxed = relaxedIpLimits();
  const auth = relaxed.auth!;
  return {
    ...relaxed,
    auth: {
      ...auth,
      passkeys: { ...auth.passkeys, isEnabled, rpId: RP_ID, rpOrigins: [ORIGIN] },
    },
  };
};

describeEachDatabase('passkeys (GoTrue /passkeys through auth-js)', (ctx) => {
  const server = useAuthServer(ctx, passkeyConfig());

  /** A signed-up member's client and a passkey registered for them. */
  async function memberWithPasskey() {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signUp(newMember());
    expect(error).toBeNull();
    const authenticator = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const passkey = await register(client, authenticator);
    return { client, userId: data.user!.id, authenticator, passkeyId: passkey.id };
  }

  async function register(client: TestAuthClient, authenticator: SoftwareAuthenticator) {
    const { data: options, error } = await client.auth.passkey.startRegistration();
    expect(error).toBeNull();
    const created = await client.auth.passkey.verifyRegistration({
      challengeId: options!.challenge_id,
      credential: authenticator.create(options!.options),
    });
    expect(created.error).toBeNull();
    return created.data!;
  }

  async function signInWith(authenticator: SoftwareAuthenticator) {
    const client = await createAuthClient(server());
    const { data: options } = await client.auth.passkey.startAuthentication();
    const credential = authenticator.get(options!.options);
    const answer = await client.auth.passkey.verifyAuthentication({
      challengeId: options!.challenge_id,
      credential,
    });
    return { client, answer, options: options!, credential };
  }

  it('hands out creation options for a discoverable ES256 passkey bound to the site', async () => {
    const client = await createAuthClient(server());
    await client.auth.signUp(newMember());
    const { data, error } = await client.auth.passkey.startRegistration();
    expect(error).toBeNull();
    expect(data!.challenge_id).toMatch(UUID);
    expect(data!.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(data!.options).toMatchObject({
      rp: { id: RP_ID, name: 'Magic Community' },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    expect(data!.options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    const anonymous = await createAuthClient(server());
    const refused = await anonymous.auth.passkey.startRegistration();
    expect(refused.error?.name).toBe('AuthSessionMissingError');
  });

  it('registers, lists, renames and signs in with a passkey; the session works', async () => {
    const { client, userId, authenticator, passkeyId } = await memberWithPasskey();
    expect(passkeyId).toMatch(UUID);
    const renamed = await client.auth.passkey.update({ passkeyId, friendlyName: 'My phone' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'My phone' });

    const { client: signedIn, answer } = await signInWith(authenticator);
    expect(answer.error).toBeNull();
    expect(answer.data!.user!.id).toBe(userId);
    expect(signedIn.events).toContain('SIGNED_IN');
    const { data: user, error } = await signedIn.auth.getUser();
    expect(error).toBeNull();
    expect(user.user!.id).toBe(userId);
    const { data: claims } = await signedIn.auth.getClaims();
    expect(claims!.claims).toMatchObject({ aal: 'aal1', amr: [{ method: 'passkey' }] });

    const listed = await client.auth.passkey.list();
    expect(listed.data).toEqual([
      {
        id: passkeyId,
        friendly_name: 'My phone',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
  });

  it('refuses a replayed answer, an unknown challenge, a cloned key and a foreign origin', async () => {
    const { authenticator, client } = await memberWithPasskey();
    const { options, credential } = await signInWith(authenticator);
    const replayed = await client.auth.passkey.verifyAuthentication({
      challengeId: options.challenge_id,
      credential,
    });
    expect(replayed.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    const unknown = await client.auth.passkey.verifyAuthentication({
      challengeId: '00000000-0000-0000-0000-000000000000',
      credential,
    });
    expect(unknown.error).toMatchObject({ code: 'webauthn_challenge_not_found' });

    // A copy of the key whose counter lags behind the one the server last saw.
    authenticator.counter = 0;
    const cloned = await signInWith(authenticator);
    expect(cloned.answer.error).toMatchObject({ code: 'webauthn_verification_failed' });

    const phishing = new SoftwareAuthenticator({ rpId: RP_ID, origin: 'https://evil.example' });
    await register(client, new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }));
    const { data: regOptions } = await client.auth.passkey.startRegistration();
    const foreign = await client.auth.passkey.verifyRegistration({
      challengeId: regOptions!.challenge_id,
      credential: phishing.create(regOptions!.options),
    });
    expect(foreign.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });

  it('refuses a passkey it never registered and one answered after 5 minutes', async () => {
    const { client } = await memberWithPasskey();
    const stranger = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const { data: regOptions } = await client.auth.passkey.startRegistration();
    stranger.create(regOptions!.options);
    const { answer } = await signInWith(stranger);
    expect(answer.data).toBeNull();
    expect(answer.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });

    const late = await createAuthClient(server());
    const { data: options } = await late.auth.passkey.startAuthentication();
    server().clock.advance(301_000);
    const expired = await late.auth.passkey.verifyAuthentication({
      challengeId: options!.challenge_id,
      credential: stranger.get(options!.options),
    });
    expect(expired.error).toMatchObject({ code: 'webauthn_challenge_expired' });
  });

  it("answers 404 for another member's passkey, and validates names and bodies", async () => {
    const owner = await memberWithPasskey();
    const other = await memberWithPasskey();
    const foreign = await other.client.auth.passkey.update({
      passkeyId: owner.passkeyId,
      friendlyName: 'Mine now',
    });
    expect(foreign.error).toMatchObject({ status: 404 });
    expect(
      (await other.client.auth.passkey.delete({ passkeyId: owner.passkeyId })).error,
    ).toMatchObject({ status: 404 });
    const tooLong = await owner.client.auth.passkey.update({
      passkeyId: owner.passkeyId,
      friendlyName: 'x'.repeat(121),
    });
    expect(tooLong.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const noCredential = await rawFetch(server(), '/passkeys/authentication/verify', {
      body: { challenge_id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(noCredential).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', msg: 'credential is required' },
    });
    const { data: options } = await owner.client.auth.passkey.startAuthentication();
    const garbage = await rawFetch(server(), '/passkeys/authentication/verify', {
      body: { challenge_id: options!.challenge_id, credential: { id: 'x' } },
    });
    expect(garbage).toMatchObject({
      status: 400,
      body: { code: 'webauthn_verification_failed', msg: 'Invalid credential response' },
    });
  });

  it('lets the admin API list and delete passkeys; a deleted one no longer signs in', async () => {
    const { client, userId, authenticator, passkeyId } = await memberWithPasskey();
    const second = await register(
      client,
      new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }),
    );
    const admin = createAdminClient(server(), await serviceRoleToken());
    const listed = await admin.passkey.listPasskeys({ userId });
    expect(listed.data!.map((item) => item.id)).toEqual([passkeyId, second.id]);
    expect((await admin.passkey.deletePasskey({ userId, passkeyId: second.id })).error).toBeNull();

    expect((await client.auth.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
    const { answer } = await signInWith(authenticator);
    expect(answer.error).toMatchObject({ code: 'webauthn_verification_failed' });
  });

  it('needs aal2 to add or remove a passkey once the member has a second factor', async () => {
    const { client, passkeyId, authenticator } = await memberWithPasskey();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const code = totpCode(factor!.totp.secret, server().clock.now().getTime());
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error,
    ).toBeNull();

    // Signing in with the passkey alone gives aal1: adding or removing passkeys is refused.
    const { client: aal1 } = await signInWith(authenticator);
    const refused = await aal1.auth.passkey.startRegistration();
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const removal = await aal1.auth.passkey.delete({ passkeyId });
    expect(removal.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const { data: level } = await aal1.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // The member's aal2 session still may.
    expect((await client.auth.passkey.startRegistration()).error).toBeNull();
  });

  it('stops at 10 passkeys per member', async () => {
    const { client } = await memberWithPasskey();
    for (let n = 1; n < 10; n += 1) {
      await register(client, new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }));
    }
    const { error } = await client.auth.passkey.startRegistration();
    expect(error).toMatchObject({ status: 422, code: 'too_many_passkeys' });
  });
});

describeEachDatabase('passkeys switched off', (ctx) => {
  const server = useAuthServer(ctx, passkeyConfig(false));

  it('answers 404 passkey_disabled and says so in /settings', async () => {
    const answer = await rawFetch(server(), '/passkeys/authentication/options', { body: {} });
    expect(answer).toMatchObject({ status: 404, body: { code: 'passkey_disabled' } });
    const settings = await rawFetch(server(), '/settings');
    expect(settings.body).toMatchObject({ passkeys_enabled: false });
    expect(testConfig().auth.passkeys.isEnabled).toBe(true);
  });
});
