import { eq, ilike } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { ownProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { profiles } from '../../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../auth/access-token-check';
import { describeEachDatabase, TEST_JWT_SECRET } from '../../test/build-test-app';
import { createMember, mintAccessToken } from '../../test/sign-in';

function signToken(
  userId: string,
  options: { secret?: string; audience?: string; alg?: 'HS256' | 'HS512' } = {},
) {
  return new SignJWT({ role: 'authenticated' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(options.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** The Postgres error code behind a failed query, whichever engine and wrapper threw it. */
function postgresErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  while (current && typeof current === 'object') {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

describeEachDatabase('GET /api/profiles/me', (ctx) => {
  function getMe(authorization?: string) {
    return ctx().app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: authorization ? { authorization } : {},
    });
  }

  function expectUnauthorized(res: Awaited<ReturnType<typeof getMe>>) {
    expect(res.statusCode).toBe(401);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('unauthorized');
    expect(error.message.length).toBeGreaterThan(0);
  }

  it('answers 401 to an anonymous visitor', async () => {
    expectUnauthorized(await getMe());
  });

  it('answers 401 to a malformed or non-bearer authorization header', async () => {
    const member = await createMember(ctx().db);
    const token = member.headers.authorization.slice('Bearer '.length);
    expectUnauthorized(await getMe('Bearer not-a-jwt'));
    expectUnauthorized(await getMe('Bearer '));
    expectUnauthorized(await getMe(`Basic ${token}`));
    expectUnauthorized(await getMe(token));
  });

  it('answers 401 to an expired token', async () => {
    const member = await createMember(ctx().db);
    expectUnauthorized(await getMe(`Bearer ${await mintAccessToken(member.id, -60)}`));
  });

  it('answers 401 to a token signed with another secret', async () => {
    const member = await createMember(ctx().db);
    const forged = await signToken(member.id, {
      secret: 'another-secret-another-secret-0123456789',
    });
    expectUnauthorized(await getMe(`Bearer ${forged}`));
  });

  it('answers 401 to a token for another audience or algorithm', async () => {
    const member = await createMember(ctx().db);
    expectUnauthorized(await getMe(`Bearer ${await signToken(member.id, { audience: 'anon' })}`));
    expectUnauthorized(await getMe(`Bearer ${await signToken(member.id, { alg: 'HS512' })}`));
  });

  it('answers 401 to an unsigned (alg none) token', async () => {
    const member = await createMember(ctx().db);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: member.id,
      aud: ACCESS_TOKEN_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    expectUnauthorized(await getMe(`Bearer ${unsigned}`));
  });

  it("answers 404 'No user found' when the token's user has no profile", async () => {
    const member = await createMember(ctx().db);
    await ctx().db.delete(profiles).where(eq(profiles.id, member.id));
    const res = await getMe(member.headers.authorization);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No user found' } });
  });

  it("answers 200 with the member's own profile and is_admin false", async () => {
    const member = await createMember(ctx().db, { username: 'TinkerBell' });
    const res = await getMe(member.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const profile = ownProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: member.id,
      username: 'TinkerBell',
      is_admin: false,
      role: 'member',
      avatar_url: null,
      home_park: null,
      favorite_attractions: [],
      message_privacy: 'everyone',
    });
    expect(Object.keys(res.json() as object).sort()).toEqual(
      [
        'avatar_url',
        'bio',
        'created_at',
        'favorite_attractions',
        'first_name',
        'home_park',
        'id',
        'is_admin',
        'last_name',
        'message_privacy',
        'role',
        'updated_at',
        'username',
      ].sort(),
    );
  });

  it('answers is_admin true for an admin', async () => {
    const admin = await createMember(ctx().db, { isAdmin: true });
    const res = await getMe(admin.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(ownProfileSchema.parse(res.json())).toMatchObject({ is_admin: true, role: 'admin' });
  });

  it('answers role moderator for a moderator, who is not an admin', async () => {
    const moderator = await createMember(ctx().db, { isModerator: true });
    const res = await getMe(moderator.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(ownProfileSchema.parse(res.json())).toMatchObject({
      is_admin: false,
      role: 'moderator',
    });
  });

  it('answers 401 once the session of the token has ended (signed out)', async () => {
    const member = await createMember(ctx().db);
    expect((await getMe(member.headers.authorization)).statusCode).toBe(200);
    const signOut = await ctx().app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: member.headers,
    });
    expect(signOut.statusCode).toBe(204);
    expectUnauthorized(await getMe(member.headers.authorization));
  });

  it('returns every stored field of the profile', async () => {
    const member = await createMember(ctx().db, { username: 'ride_the_monorail' });
    await ctx()
      .db.update(profiles)
      .set({
        firstName: 'Walt',
        lastName: 'Fan',
        bio: 'Rope-drop regular.',
        avatarUrl: '/uploads/avatars/walt.webp',
      })
      .where(eq(profiles.id, member.id));
    const res = await getMe(member.headers.authorization);
    expect(ownProfileSchema.parse(res.json())).toMatchObject({
      first_name: 'Walt',
      last_name: 'Fan',
      bio: 'Rope-drop regular.',
      avatar_url: '/uploads/avatars/walt.webp',
    });
  });
});

describeEachDatabase('profiles table', (ctx) => {
  it('refuses a username that differs from another only by case', async () => {
    const { db } = ctx();
    await db.insert(profiles).values({ id: crypto.randomUUID(), username: 'Mickey' });
    const duplicate = db.insert(profiles).values({ id: crypto.randomUUID(), username: 'mickey' });
    const err = await duplicate.then(
      () => null,
      (error: unknown) => error,
    );
    expect(err).not.toBeNull();
    expect(postgresErrorCode(err)).toBe('23505');
    expect(String((err as { cause?: Error }).cause?.message ?? err)).toMatch(
      /profiles_username_lower_key/,
    );
  });

  it('accepts distinct usernames', async () => {
    const { db } = ctx();
    await db.insert(profiles).values({ id: crypto.randomUUID(), username: 'Minnie' });
    await db.insert(profiles).values({ id: crypto.randomUUID(), username: 'Minnie2' });
    const rows = await db
      .select({ username: profiles.username })
      .from(profiles)
      .where(ilike(profiles.username, 'minnie%'));
    expect(rows.map((row) => row.username).sort()).toEqual(['Minnie', 'Minnie2']);
  });
});
