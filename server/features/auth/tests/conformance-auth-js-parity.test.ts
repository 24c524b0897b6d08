import { expect, it, vi } from 'vitest';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../../common/features/auth/auth-messages';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  signUpRaw,
  useAuthServer,
} from '../../../test/auth-test-client';

/**
 * Answers auth-js's own test suite expects from GoTrue, through the real client: for what this
 * server does not offer (anonymous sign-ins, Web3 sign-in), and its asymmetric signing keys
 * (issue 30), which `getClaims()` verifies in the client from the JWKS.
 */
describeEachDatabase('auth-js parity: anonymous sign-in, Web3, JWKS and getClaims', (ctx) => {
  const server = useAuthServer(ctx);

  it('answers signInAnonymously with 422 anonymous_provider_disabled', async () => {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { username: 'ghost_fan' } },
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    expect(client.events).not.toContain('SIGNED_IN');
  });

  it('keeps the spec message for a sign-up with a password and no address', async () => {
    const raw = await rawFetch(server(), '/signup', { body: { password: 'Castle-Dreams-42' } });
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ code: 'validation_failed', msg: MISSING_CREDENTIALS_MESSAGE });
  });

  it('answers signInWithWeb3 with 422 web3_provider_disabled, as GoTrue with Web3 off', async () => {
    const client = await createAuthClient(server());
    const { data, error } = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message: 'example.com wants you to sign in with your Ethereum account',
      signature: `0x${'ab'.repeat(65)}`,
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'web3_provider_disabled',
      message: 'Web3 provider is disabled',
    });
  });

  it('publishes the public half of the ES256 signing key, with its kid, in the JWKS', async () => {
    const res = await rawFetch(server(), '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = res.body as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      {
        kty: 'EC',
        crv: 'P-256',
        x: expect.any(String),
        y: expect.any(String),
        kid: expect.any(String),
        alg: 'ES256',
        key_ops: ['verify'],
      },
    ]);
    const { session } = await signUpRaw(server());
    const header = JSON.parse(
      Buffer.from(session.access_token.split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: keys[0]!.kid });
  });

  it('lets getClaims verify the member’s token from the JWKS, without asking GET /user', async () => {
    const client = await createAuthClient(server());
    const { data: signedUp, error: signUpError } = await client.auth.signUp({
      email: `claims_${Date.now()}@example.test`,
      password: 'Correct-Horse-Battery-9',
    });
    expect(signUpError).toBeNull();
    const getUser = vi.spyOn(client.auth, 'getUser');
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: signedUp.user?.id, email: signedUp.user?.email });
    expect(getUser).not.toHaveBeenCalled();

    // A signature that does not match is refused in the client, still without a round trip.
    const [head, payload, signature] = signedUp.session!.access_token.split('.');
    const tampered = Buffer.from(signature!, 'base64url');
    tampered[0] = (tampered[0]! + 1) % 256;
    const forged = await client.auth.getClaims(
      `${head}.${payload}.${tampered.toString('base64url')}`,
    );
    expect(forged.data).toBeNull();
    expect(forged.error).toMatchObject({ message: 'Invalid JWT signature' });
    expect(getUser).not.toHaveBeenCalled();
  });

  it('lets getClaims fall back to GET /user for a key id the JWKS lacks, which refuses it', async () => {
    const client = await createAuthClient(server());
    // An RS256-labelled token with a key id the JWKS lacks: auth-js falls back to GET /user,
    // which refuses the token (no such key); before the JWKS existed, the lookup itself failed
    // with a 404.
    const { session } = await signUpRaw(server());
    const [, payload, signature] = session.access_token.split('.');
    const header = Buffer.from(
      JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'unknown-key' }),
    ).toString('base64url');
    const { data, error } = await client.auth.getClaims(`${header}.${payload}.${signature}`);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });

    // The member's real token is verified and its claims returned.
    const own = await client.auth.getClaims(session.access_token);
    expect(own.error).toBeNull();
    expect(own.data?.claims.sub).toBe(session.user.id);
  });
});
