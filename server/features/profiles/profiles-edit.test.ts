import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { usernameMessages } from '../../../common/features/auth/username-rules';
import {
  FAVORITE_ATTRACTION_MAX,
  ownProfileSchema,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
} from '../../../common/features/profiles/profiles.contract';
import { profiles, uploads } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { createMember } from '../../test/sign-in';

function patchMe(ctx: TestContext, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/profiles/me',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function errorOf(res: { json: () => unknown }) {
  return (res.json() as { error: { code: string; message: string } }).error;
}

async function readProfile(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

describeEachDatabase('PATCH /api/profiles/me', (ctx) => {
  it('answers 401 to a visitor', async () => {
    const res = await patchMe(ctx(), { bio: 'hi' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('updates every field, trims text, dedupes attractions and stamps updated_at', async () => {
    const member = await createMember(ctx().db);
    const before = await readProfile(ctx(), member.id);
    const res = await patchMe(
      ctx(),
      {
        username: 'Haunted-Mansion_99',
        first_name: '  Grace ',
        last_name: 'Hopper',
        bio: '  Rope drop, <script>alert(1)</script> & churros.  ',
        home_park: 'Animal Kingdom',
        favorite_attractions: [' Flight of Passage ', 'Expedition Everest', 'flight of passage'],
      },
      member.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const profile = ownProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      id: member.id,
      username: 'Haunted-Mansion_99',
      first_name: 'Grace',
      last_name: 'Hopper',
      bio: 'Rope drop, <script>alert(1)</script> & churros.',
      home_park: 'Animal Kingdom',
      favorite_attractions: ['Flight of Passage', 'Expedition Everest'],
      is_admin: false,
      avatar_url: null,
    });
    expect(Date.parse(profile.updated_at)).toBeGreaterThan(before.updatedAt.getTime());
    const row = await readProfile(ctx(), member.id);
    expect(row.username).toBe('Haunted-Mansion_99');
    expect(row.favoriteAttractions).toEqual(['Flight of Passage', 'Expedition Everest']);

    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: member.headers,
    });
    expect(me.json()).toEqual(profile);
  });

  it('clears optional fields with empty strings or null and leaves others alone', async () => {
    const member = await createMember(ctx().db);
    await patchMe(
      ctx(),
      {
        first_name: 'A',
        last_name: 'B',
        bio: 'C',
        home_park: 'EPCOT',
        favorite_attractions: ['X'],
      },
      member.headers,
    );
    const res = await patchMe(
      ctx(),
      { first_name: '', last_name: null, bio: '   ', home_park: '', favorite_attractions: [] },
      member.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: member.username,
      first_name: null,
      last_name: null,
      bio: null,
      home_park: null,
      favorite_attractions: [],
    });
    await patchMe(ctx(), { bio: 'Back again' }, member.headers);
    const untouched = await patchMe(ctx(), { home_park: null }, member.headers);
    expect(untouched.json()).toMatchObject({ bio: 'Back again', home_park: null });
  });

  it('accepts an empty body as no change', async () => {
    const member = await createMember(ctx().db);
    const res = await patchMe(ctx(), {}, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: member.username });
  });

  it('answers 409 when the username is taken in another case, and changes nothing', async () => {
    await createMember(ctx().db, { username: 'CinderellaCastle' });
    const member = await createMember(ctx().db);
    for (const username of ['cinderellacastle', 'CINDERELLACASTLE', 'CinderellaCastle']) {
      const res = await patchMe(ctx(), { username, bio: 'should not stick' }, member.headers);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toEqual({ code: 'conflict', message: usernameMessages.taken });
    }
    const row = await readProfile(ctx(), member.id);
    expect(row.username).toBe(member.username);
    expect(row.bio).toBeNull();
  });

  it('lets a member change the case of their own username or resend it', async () => {
    const member = await createMember(ctx().db, { username: 'space_ranger' });
    const recased = await patchMe(ctx(), { username: 'Space_Ranger' }, member.headers);
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ username: 'Space_Ranger' });
    const same = await patchMe(ctx(), { username: 'Space_Ranger' }, member.headers);
    expect(same.statusCode).toBe(200);
  });

  const badUsernames: [string, string, string][] = [
    ['a reserved name', 'admin', usernameMessages.reserved],
    ['a reserved name in capitals', 'Moderator', usernameMessages.reserved],
    ['a reserved name in mixed case', 'uNdEfInEd', usernameMessages.reserved],
    ['too short', 'ab', usernameMessages.length],
    ['too long', 'a'.repeat(31), usernameMessages.length],
    ['empty', '', usernameMessages.required],
    ['bad characters', 'mickey mouse!', usernameMessages.characters],
    ['spaces around', '  Mickey_x  ', usernameMessages.characters],
  ];

  it.each(badUsernames)('answers 422 to %s with the sign-up message', async (_, username, msg) => {
    const member = await createMember(ctx().db);
    const res = await patchMe(ctx(), { username }, member.headers);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toEqual({ code: 'unprocessable', message: msg });
    expect((await readProfile(ctx(), member.id)).username).toBe(member.username);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a long first name', { first_name: 'x'.repeat(PROFILE_NAME_MAX + 1) }, 'body.first_name'],
    ['a long last name', { last_name: 'x'.repeat(PROFILE_NAME_MAX + 1) }, 'body.last_name'],
    ['a long bio', { bio: 'x'.repeat(PROFILE_BIO_MAX + 1) }, 'body.bio'],
    ['an unknown park', { home_park: 'Disneyland' }, 'body.home_park'],
    [
      'eleven attractions',
      { favorite_attractions: Array.from({ length: 11 }, (_, i) => `Ride ${i}`) },
      'body.favorite_attractions',
    ],
    [
      'a long attraction',
      { favorite_attractions: ['x'.repeat(FAVORITE_ATTRACTION_MAX + 1)] },
      'body.favorite_attractions.0',
    ],
    ['a blank attraction', { favorite_attractions: ['  '] }, 'body.favorite_attractions.0'],
    ['attractions not a list', { favorite_attractions: 'Dumbo' }, 'body.favorite_attractions'],
    ['a number as bio', { bio: 42 }, 'body.bio'],
    ['a null username', { username: null }, 'body.username'],
    ['a bad upload id', { avatarUploadId: 'nope' }, 'body.avatarUploadId'],
    ['an unknown field', { is_admin: true }, 'body'],
  ];

  it.each(invalid)('answers 400 to %s and changes nothing', async (_, body, path) => {
    const member = await createMember(ctx().db);
    const res = await patchMe(ctx(), body, member.headers);
    expect(res.statusCode).toBe(400);
    const error = res.json() as { error: { code: string; details: { path: string }[] } };
    expect(error.error.code).toBe('validation_failed');
    expect(error.error.details.map((detail) => detail.path)).toContain(path);
    const row = await readProfile(ctx(), member.id);
    expect(row.isAdmin).toBe(false);
    expect(row.bio).toBeNull();
  });

  it('answers 400 to malformed JSON and 415 to another media type', async () => {
    const member = await createMember(ctx().db);
    expect((await patchMe(ctx(), '{"bio":', member.headers)).statusCode).toBe(400);
    const res = await ctx().app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { ...member.headers, 'content-type': 'text/plain' },
      payload: 'bio=hi',
    });
    expect(res.statusCode).toBe(415);
  });

  it('sets the avatar from your own upload and removes it with null', async () => {
    const member = await createMember(ctx().db);
    const uploadId = await insertUpload(ctx().db, member.id);
    const res = await patchMe(ctx(), { avatarUploadId: uploadId }, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avatar_url: `/uploads/${uploadId}.webp` });
    const [upload] = await ctx().db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(upload?.usedAt).not.toBeNull();

    const removed = await patchMe(ctx(), { avatarUploadId: null }, member.headers);
    expect(removed.json()).toMatchObject({ avatar_url: null });
  });

  it("refuses another member's or an unknown upload with 422, changing nothing", async () => {
    const member = await createMember(ctx().db);
    const other = await createMember(ctx().db);
    const othersUpload = await insertUpload(ctx().db, other.id);
    for (const avatarUploadId of [othersUpload, crypto.randomUUID()]) {
      const res = await patchMe(
        ctx(),
        { username: `renamed_${member.id.slice(0, 6)}`, bio: 'new', avatarUploadId },
        member.headers,
      );
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).code).toBe('invalid_upload');
    }
    const row = await readProfile(ctx(), member.id);
    expect(row).toMatchObject({ username: member.username, bio: null, avatarUrl: null });
  });
});
