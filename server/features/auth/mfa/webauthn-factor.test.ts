import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  relaxedIpLimits,
  useAuthServer,
  type AuthServer,
  type TestAuthClient,
} from '../../../test/auth-test-client';
import { newMember } from '../../../test/mfa-test-support';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:5173';

const webauthnConfig = (isWebauthnFactorEnabled = true) => {
  const relaxed = relaxedIpLimits();
  const auth = relaxed.auth!;
  return {
    ...relaxed,
    auth: {
      ...auth,
      passkeys: { ...auth.passkeys, rpId: RP_ID, rpOrigins: [ORIGIN] },
      isWebauthnFactorEnabled,
    },
  };
};

interface ErrorAnswer {
  code?: string;
  msg?: string;
}

interface ChallengeAnswer {
  id: string;
  type: string;
  expires_at: number;
  webauthn: {
    type: 'create' | 'request';
    credential_options: {
      publicKey: {
        challenge: string;
        rp: { id?: string };
        user: { id: string };
        excludeCredentials?: { id: string }[];
        allowCredentials?: { id: string }[];
        authenticatorSelection?: { residentKey?: string };
      };
    };
  };
}

/** A credential auth-js can serialize (it calls `toJSON()` like on a browser's credential). */
const asBrowserCredential = (json: object) => ({ toJSON: () => json }) as never;

async function accessToken(client: TestAuthClient) {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

/** The challenge as the server sends it (auth-js turns its options into buffers). */
async function challengeJson(server: AuthServer, client: TestAuthClient, factorId: string) {
  const res = await rawFetch(server, `/factors/${factorId}/challenge`, {
    body: { webauthn: { rpId: RP_ID, rpOrigins: [ORIGIN] } },
    token: await accessToken(client),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ChallengeAnswer;
}

async function answer(
  client: TestAuthClient,
  factorId: string,
  challenge: ChallengeAnswer,
  credential: object,
) {
  return client.auth.mfa.verify({
    factorId,
    challengeId: challenge.id,
    webauthn: {
      type: challenge.webauthn.type,
      rpId: RP_ID,
      rpOrigins: [ORIGIN],
      credential_response: asBrowserCredential(credential),
    },
  } as never);
}

describeEachDatabase('WebAuthn as a second factor (GoTrue /factors through auth-js)', (ctx) => {
  const server = useAuthServer(ctx, webauthnConfig());

  /** A member who signed up and has a security key verified as their second factor. */
  async function memberWithSecurityKey() {
    const client = await createAuthClient(server());
    const member = newMember();
    expect((await client.auth.signUp(member)).error).toBeNull();
    const { data: factor, error } = await client.auth.mfa.webauthn.enroll({
      friendlyName: 'Blue key',
    });
    expect(error).toBeNull();
    const key = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const created = await challengeJson(server(), client, factor!.id);
    const verified = await answer(
      client,
      factor!.id,
      created,
      key.create(created.webauthn.credential_options.publicKey),
    );
    expect(verified.error).toBeNull();
    return { client, member, factorId: factor!.id, key, created };
  }

  async function signInWithPassword(member: { email: string; password: string }) {
    const client = await createAuthClient(server());
    expect((await client.auth.signInWithPassword(member)).error).toBeNull();
    return client;
  }

  const profile = async (client: TestAuthClient) =>
    server().app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { authorization: `Bearer ${await accessToken(client)}` },
    });

  it('enrolls an unverified factor, with or without a name, and unenrolls it', async () => {
    const client = await createAuthClient(server());
    const refused = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    expect(refused.error?.message).toContain('Bearer token');

    await client.auth.signUp(newMember());
    const unnamed = await client.auth.mfa.webauthn.enroll({ friendlyName: '' });
    expect(unnamed.error).toBeNull();
    expect(unnamed.data).toMatchObject({ type: 'webauthn', friendly_name: '' });
    const named = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Test Security Key' });
    expect(named.data).toMatchObject({ type: 'webauthn', friendly_name: 'Test Security Key' });
    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed!.all.map((factor) => [factor.factor_type, factor.status])).toEqual([
      ['webauthn', 'unverified'],
      ['webauthn', 'unverified'],
    ]);

    for (const factorId of [unnamed.data!.id, named.data!.id]) {
      expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    }
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it('registers a key with create options, then asks for it after a password sign-in', async () => {
    const { client, member, factorId, key, created } = await memberWithSecurityKey();
    expect(created).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    expect(created.webauthn.credential_options.publicKey).toMatchObject({
      rp: { id: RP_ID },
      authenticatorSelection: { residentKey: 'discouraged' },
    });
    const { data: claims } = await client.auth.getClaims();
    expect(claims!.claims).toMatchObject({ aal: 'aal2' });
    expect(claims!.claims.amr?.[0]).toMatchObject({ method: 'mfa/webauthn' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.all).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'webauthn', status: 'verified' }),
    ]);

    // A password alone is aal1 now: /api refuses it until the key answers.
    const later = await signInWithPassword(member);
    const { data: level } = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const blocked = await profile(later);
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([403, 'insufficient_aal']);

    // auth-js reads the request options (it turns them into buffers for the browser).
    const viaClient = await later.auth.mfa.challenge({
      factorId,
      webauthn: { rpId: RP_ID, rpOrigins: [ORIGIN] },
    } as never);
    expect(viaClient.error).toBeNull();
    expect(viaClient.data).toMatchObject({ type: 'webauthn', webauthn: { type: 'request' } });

    const request = await challengeJson(server(), later, factorId);
    expect(request.webauthn.type).toBe('request');
    expect(request.webauthn.credential_options.publicKey.allowCredentials).toEqual([
      expect.objectContaining({ id: key.credentialId }),
    ]);
    const stepped = await answer(
      later,
      factorId,
      request,
      key.get(request.webauthn.credential_options.publicKey),
    );
    expect(stepped.error).toBeNull();
    expect((await later.auth.getClaims()).data!.claims).toMatchObject({ aal: 'aal2' });
    expect((await profile(later)).statusCode).toBe(200);
  });

  it('refuses replays, another key, a cloned key, a foreign origin and the wrong ceremony', async () => {
    const { member, factorId, key } = await memberWithSecurityKey();
    const client = await signInWithPassword(member);
    const first = await challengeJson(server(), client, factorId);
    const signed = key.get(first.webauthn.credential_options.publicKey);
    expect((await answer(client, factorId, first, signed)).error).toBeNull();
    const replayed = await answer(client, factorId, first, signed);
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    const refusedWith = async (credentialFor: (challenge: ChallengeAnswer) => object) => {
      const challenge = await challengeJson(server(), client, factorId);
      return (await answer(client, factorId, challenge, credentialFor(challenge))).error;
    };
    const stranger = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    stranger.create({ challenge: 'AA', rp: { id: RP_ID }, user: { id: 'AA' } });
    const refusals = [
      await refusedWith((c) => stranger.get(c.webauthn.credential_options.publicKey)),
      // The key itself, used on a look-alike site.
      await refusedWith((c) => {
        key.relyingParty = { rpId: RP_ID, origin: 'https://evil.example' };
        const signed = key.get(c.webauthn.credential_options.publicKey);
        key.relyingParty = { rpId: RP_ID, origin: ORIGIN };
        return signed;
      }),
      // A copy of the key whose counter lags behind the one the server last saw.
      await refusedWith((c) => {
        key.counter = 0;
        return key.get(c.webauthn.credential_options.publicKey);
      }),
    ];
    for (const error of refusals) {
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }

    // A create answer to a request challenge.
    const challenge = await challengeJson(server(), client, factorId);
    const wrongType = await rawFetch(server(), `/factors/${factorId}/verify`, {
      body: {
        challenge_id: challenge.id,
        webauthn: {
          type: 'create',
          credential_response: new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }).create({
            challenge: challenge.webauthn.credential_options.publicKey.challenge,
            rp: { id: RP_ID },
            user: { id: 'AA' },
          }),
        },
      },
      token: await accessToken(client),
    });
    expect([wrongType.status, (wrongType.body as ErrorAnswer).code]).toEqual([
      422,
      'mfa_verification_failed',
    ]);
  });

  it('answers bad verify bodies with GoTrue messages, never a 500', async () => {
    const client = await createAuthClient(server());
    await client.auth.signUp(newMember());
    const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    const challenge = await challengeJson(server(), client, factor!.id);
    const token = await accessToken(client);
    const cases: [unknown, string][] = [
      [{ challenge_id: challenge.id }, 'WebAuthn config required'],
      [{ challenge_id: challenge.id, webauthn: 'yes' }, 'WebAuthn config required'],
      [
        { challenge_id: challenge.id, webauthn: { type: 'sign' } },
        'WebAuthn type must be create or request',
      ],
      [
        { challenge_id: challenge.id, webauthn: { type: 'create' } },
        'credential_response required',
      ],
      [
        {
          challenge_id: challenge.id,
          webauthn: { type: 'create', credential_response: { id: 1 } },
        },
        'Invalid credential_response',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await rawFetch(server(), `/factors/${factor!.id}/verify`, { body, token });
      const error = res.body as ErrorAnswer;
      expect([res.status, error.code, error.msg]).toEqual([400, 'validation_failed', message]);
    }
    const unknown = await rawFetch(server(), `/factors/${factor!.id}/verify`, {
      body: {
        challenge_id: crypto.randomUUID(),
        webauthn: { type: 'create', credential_response: {} },
      },
      token,
    });
    expect([unknown.status, (unknown.body as ErrorAnswer).code]).toEqual([
      422,
      'mfa_factor_not_found',
    ]);
  });

  it('keeps one device from being both a passkey and the second factor', async () => {
    const client = await createAuthClient(server());
    await client.auth.signUp(newMember());
    const device = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const { data: options } = await client.auth.passkey.startRegistration();
    const passkey = await client.auth.passkey.verifyRegistration({
      challengeId: options!.challenge_id,
      credential: device.create(options!.options),
    });
    expect(passkey.error).toBeNull();
    const { data: factor } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    const created = await challengeJson(server(), client, factor!.id);
    expect(created.webauthn.credential_options.publicKey.excludeCredentials).toEqual([
      expect.objectContaining({ id: device.credentialId }),
    ]);
  });

  it('unenrolling the verified key brings its sessions back to aal1', async () => {
    const { client, factorId } = await memberWithSecurityKey();
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const { data: refreshed } = await client.auth.refreshSession();
    expect(refreshed.session).not.toBeNull();
    const { data: claims } = await client.auth.getClaims();
    expect(claims!.claims.aal).toBe('aal1');
    expect(
      claims!.claims.amr?.map((entry) => (typeof entry === 'string' ? entry : entry.method)),
    ).not.toContain('mfa/webauthn');
  });
});

describeEachDatabase('WebAuthn factors switched off', (ctx) => {
  const server = useAuthServer(ctx, webauthnConfig(false));

  it('refuses to enroll one with GoTrue code', async () => {
    const client = await createAuthClient(server());
    await client.auth.signUp(newMember());
    const { error } = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
  });
});
