import { expect, it } from 'vitest';
import { MISSING_CREDENTIALS_MESSAGE } from '../../../../common/features/auth/auth-messages';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  createAuthClient,
  rawFetch,
  signUpRaw,
  useAuthServer,
} from '../../../test/auth-test-client';

/**
 * Answers auth-js's own test suite expects from GoTrue for what this server does not offer
 * (anonymous sign-ins, Web3 sign-in, asymmetric signing keys), through the real client.
 */
describeEachDatabase('auth-js parity: anonymous sign-in, Web3 and JWKS', (ctx) => {
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

  it('serves an empty JWKS while tokens are HS256', async () => {
    const res = await rawFetch(server(), '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ keys: [] });
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('lets getClaims read the JWKS for a token with a kid, then ask GET /user', async () => {
    const client = await createAuthClient(server());
    // An RS256-labelled token with a key id: auth-js looks the key up in the JWKS first. With
    // none there, it falls back to GET /user, which refuses the token (only HS256 is trusted);
    // before the JWKS existed, the lookup itself failed with a 404.
    const { session } = await signUpRaw(server());
    const [, payload, signature] = session.access_token.split('.');
    const header = Buffer.from(
      JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'unknown-key' }),
    ).toString('base64url');
    const { data, error } = await client.auth.getClaims(`${header}.${payload}.${signature}`);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });

    // The member's real token (HS256, no kid) is checked by GET /user and its claims returned.
    const own = await client.auth.getClaims(session.access_token);
    expect(own.error).toBeNull();
    expect(own.data?.claims.sub).toBe(session.user.id);
  });
});
