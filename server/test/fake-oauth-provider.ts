import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/** An account at the fake provider, handed out for one authorization code. */
export interface FakeAccount {
  id: string;
  login: string;
  name: string;
  email: string;
  isEmailVerified: boolean;
}

export const FAKE_CLIENT_ID = 'magic-community-test-client';
export const FAKE_CLIENT_SECRET = 'magic-community-test-secret';

/**
 * A real HTTP server speaking the parts of GitHub's OAuth API and Google's OpenID keys that the
 * auth service calls: the code-for-token exchange, `/user`, `/user/emails`, the JWKS. Tests
 * play the person at the provider by choosing which account a code stands for.
 */
export interface FakeOAuthProvider {
  url: string;
  /** A code the provider would put on the callback URL for this account. */
  issueCode(account: FakeAccount): string;
  /** An RS256 ID token signed with the provider's published key (issuer = `url`). */
  signIdToken(claims: JWTPayload & { aud?: string }): Promise<string>;
  /**
   * The account that "signs in and consents" when a browser opens the provider's authorize
   * page: the page answers at once with a redirect to `redirect_uri` carrying a code and the
   * state (the person's part of the flow, for browser tests).
   */
  consentAs(account: FakeAccount | null): void;
  /** Token requests seen (form fields), for asserting what the service sent. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, FakeAccount>();
  const tokens = new Map<string, FakeAccount>();
  const tokenRequests: URLSearchParams[] = [];
  let sequence = 0;
  let consentingAccount: FakeAccount | null = null;
  const issueCode = (account: FakeAccount) => {
    const code = `code-${(sequence += 1)}-${account.id}`;
    codes.set(code, account);
    return code;
  };

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://fake');
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = bearer ? tokens.get(bearer) : undefined;
    void (async () => {
      if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const form = new URLSearchParams(await readBody(request));
        tokenRequests.push(form);
        const owner = codes.get(form.get('code') ?? '');
        const isClient =
          form.get('client_id') === FAKE_CLIENT_ID &&
          form.get('client_secret') === FAKE_CLIENT_SECRET;
        if (!owner || !isClient) return send(400, { error: 'bad_verification_code' });
        codes.delete(form.get('code') ?? '');
        const token = `gho_${(sequence += 1)}`;
        tokens.set(token, owner);
        return send(200, { access_token: token, token_type: 'bearer', scope: 'user:email' });
      }
      if (url.pathname === '/oauth2/v3/certs') return send(200, { keys: [jwk] });
      if (url.pathname === '/login/oauth/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (consentingAccount) back.searchParams.set('code', issueCode(consentingAccount));
        else back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (!account) return send(401, { message: 'Bad credentials' });
      if (url.pathname === '/user') {
        return send(200, {
          id: Number(account.id),
          login: account.login,
          name: account.name,
          avatar_url: `https://avatars.example.com/u/${account.id}`,
          email: null,
        });
      }
      if (url.pathname === '/user/emails') {
        return send(200, [
          { email: account.email, primary: true, verified: account.isEmailVerified },
        ]);
      }
      return send(404, { message: 'Not Found' });
    })().catch(() => send(500, { message: 'fake provider failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    issueCode,
    consentAs(account) {
      consentingAccount = account;
    },
    async signIdToken(claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key' })
        .setIssuer(url)
        .setAudience(claims.aud ?? FAKE_CLIENT_ID)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
