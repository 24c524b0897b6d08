import { beforeAll, expect, it } from 'vitest';
import { groupSchema } from '../../../common/features/groups/groups.contract';
import { postPageSchema } from '../../../common/features/posts/posts.contract';
import { hiddenItems } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import type { TestMember } from '../../test/sign-in';
import { createEventAs } from '../../test/events-test-support';
import { callAs, groupCast, groupPostAs } from '../../test/groups-test-support';

const personas = [
  'visitor',
  'outsider',
  'member',
  'moderator',
  'owner',
  'removed',
  'staff',
] as const;
type Persona = (typeof personas)[number];
/** Expected statuses in the order of {@link personas}. */
type Row = readonly [number, number, number, number, number, number, number];

type Cast = Awaited<ReturnType<typeof groupCast>>;
interface Scene extends Cast {
  postId: string;
  commentId: string;
  inviteId: string;
}

/**
 * Every group route for each persona, on a private group and on a public one. To anyone
 * outside a private group (staff included) its content does not exist: 404, never 403.
 */
const routes: Record<
  string,
  {
    private: Row;
    public: Row;
    request: (s: Scene) => {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      url: string;
      payload?: object;
    };
  }
> = {
  'GET /api/groups/{id}': {
    private: [200, 200, 200, 200, 200, 200, 200],
    public: [200, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'GET', url: `/api/groups/${s.group.id}` }),
  },
  'GET /api/groups/{id}/posts': {
    private: [404, 404, 200, 200, 200, 404, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'GET', url: `/api/groups/${s.group.id}/posts` }),
  },
  'GET /api/groups/{id}/members': {
    private: [404, 404, 200, 200, 200, 404, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'GET', url: `/api/groups/${s.group.id}/members` }),
  },
  'GET /api/groups/{id}/requests': {
    private: [401, 404, 403, 200, 200, 404, 404],
    public: [401, 403, 403, 200, 200, 403, 403],
    request: (s) => ({ method: 'GET', url: `/api/groups/${s.group.id}/requests` }),
  },
  'GET /api/groups/{id}/invites': {
    private: [401, 404, 403, 403, 200, 404, 404],
    public: [401, 403, 403, 403, 200, 403, 403],
    request: (s) => ({ method: 'GET', url: `/api/groups/${s.group.id}/invites` }),
  },
  'POST /api/groups/{id}/invites': {
    private: [401, 404, 403, 403, 201, 404, 404],
    public: [401, 403, 403, 403, 201, 403, 403],
    request: (s) => ({ method: 'POST', url: `/api/groups/${s.group.id}/invites`, payload: {} }),
  },
  'DELETE /api/groups/{id}/invites/{inviteId}': {
    private: [401, 404, 403, 403, 204, 404, 404],
    public: [401, 403, 403, 403, 204, 403, 403],
    request: (s) => ({ method: 'DELETE', url: `/api/groups/${s.group.id}/invites/${s.inviteId}` }),
  },
  'PATCH /api/groups/{id}': {
    private: [401, 404, 403, 403, 200, 404, 404],
    public: [401, 403, 403, 403, 200, 403, 403],
    request: (s) => ({
      method: 'PATCH',
      url: `/api/groups/${s.group.id}`,
      payload: { about: 'Secret meeting spots' },
    }),
  },
  'DELETE /api/groups/{id}': {
    // The owner's cell is left to the delete tests (it would end the scene).
    private: [401, 404, 403, 403, -1, 404, 404],
    public: [401, 403, 403, 403, -1, 403, 403],
    request: (s) => ({ method: 'DELETE', url: `/api/groups/${s.group.id}` }),
  },
  'PATCH /api/groups/{id}/members/{userId}': {
    private: [401, 404, 403, 403, 200, 404, 404],
    public: [401, 403, 403, 403, 200, 403, 403],
    request: (s) => ({
      method: 'PATCH',
      url: `/api/groups/${s.group.id}/members/${s.member.id}`,
      payload: { role: 'member' },
    }),
  },
  'DELETE /api/groups/{id}/members/{userId}': {
    // The target is the owner, whom nobody removes.
    private: [401, 404, 403, 403, 403, 404, 404],
    public: [401, 403, 403, 403, 403, 403, 403],
    request: (s) => ({ method: 'DELETE', url: `/api/groups/${s.group.id}/members/${s.owner.id}` }),
  },
  'POST /api/groups/{id}/transfer': {
    // To a member who is not in the group: the owner gets 404 for the member.
    private: [401, 404, 403, 403, 404, 404, 404],
    public: [401, 403, 403, 403, 404, 403, 403],
    request: (s) => ({
      method: 'POST',
      url: `/api/groups/${s.group.id}/transfer`,
      payload: { userId: s.outsider.id },
    }),
  },
  'POST /api/groups/{id}/requests/{userId}/approve': {
    // No request of the outsider's waits: moderators get 404 for the request.
    private: [401, 404, 403, 404, 404, 404, 404],
    public: [401, 403, 403, 404, 404, 403, 403],
    request: (s) => ({
      method: 'POST',
      url: `/api/groups/${s.group.id}/requests/${s.outsider.id}/approve`,
    }),
  },
  'POST /api/groups/{id}/requests/{userId}/decline': {
    private: [401, 404, 403, 404, 404, 404, 404],
    public: [401, 403, 403, 404, 404, 403, 403],
    request: (s) => ({
      method: 'POST',
      url: `/api/groups/${s.group.id}/requests/${s.outsider.id}/decline`,
    }),
  },
  'GET /api/posts/{id} (a post in the group)': {
    private: [404, 404, 200, 200, 200, 404, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'GET', url: `/api/posts/${s.postId}` }),
  },
  'GET /api/posts/{id}/comments (a post in the group)': {
    private: [404, 404, 200, 200, 200, 404, 404],
    public: [200, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'GET', url: `/api/posts/${s.postId}/comments` }),
  },
  'POST /api/posts/{id}/comments (a post in the group)': {
    private: [401, 404, 201, 201, 201, 404, 404],
    public: [401, 201, 201, 201, 201, 201, 201],
    request: (s) => ({
      method: 'POST',
      url: `/api/posts/${s.postId}/comments`,
      payload: { body: 'Count me in' },
    }),
  },
  'PUT /api/posts/{id}/like (a post in the group)': {
    private: [401, 404, 200, 200, 200, 404, 404],
    public: [401, 200, 200, 200, 200, 200, 200],
    request: (s) => ({ method: 'PUT', url: `/api/posts/${s.postId}/like` }),
  },
  'POST /api/posts (in the group)': {
    private: [401, 404, 201, 201, 201, 404, 404],
    public: [401, 403, 201, 201, 201, 403, 403],
    request: (s) => ({
      method: 'POST',
      url: '/api/posts',
      payload: { body: 'Fireworks tonight', groupId: s.group.id },
    }),
  },
};

async function sceneOf(ctx: TestContext, visibility: 'public' | 'private'): Promise<Scene> {
  const cast = await groupCast(ctx, visibility);
  const postId = await groupPostAs(ctx, cast.member, cast.group.id);
  const comment = await callAs(ctx, 'POST', `/api/posts/${postId}/comments`, cast.member, {
    body: 'Mine',
  });
  expect(comment.statusCode, comment.body).toBe(201);
  const invite = await callAs(ctx, 'POST', `/api/groups/${cast.group.id}/invites`, cast.owner, {});
  expect(invite.statusCode, invite.body).toBe(201);
  return {
    ...cast,
    postId,
    commentId: (comment.json() as { id: string }).id,
    inviteId: (invite.json() as { id: string }).id,
  };
}

function personaOf(scene: Scene, persona: Persona): TestMember | null {
  return persona === 'visitor' ? null : scene[persona === 'staff' ? 'staff' : persona];
}

describeEachDatabase('group privacy', (context) => {
  const scenes = new Map<'public' | 'private', Scene>();
  beforeAll(async () => {
    scenes.set('private', await sceneOf(context(), 'private'));
    scenes.set('public', await sceneOf(context(), 'public'));
  }, 60_000);

  for (const visibility of ['private', 'public'] as const) {
    it.each(Object.keys(routes))(`${visibility} group: %s answers each persona`, async (name) => {
      const ctx = context();
      const scene = scenes.get(visibility)!;
      const route = routes[name]!;
      const answered: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, persona] of personas.entries()) {
        const want = route[visibility][index]!;
        if (want === -1) continue;
        const who = personaOf(scene, persona);
        if (who) {
          await ctx.app.rateLimiter.reset(`posts:${who.id}`);
          await ctx.app.rateLimiter.reset(`comments:${who.id}`);
        }
        const { method, url, payload } = route.request(scene);
        const res = await callAs(ctx, method, url, who, payload);
        answered[persona] = res.statusCode;
        expected[persona] = want;
      }
      expect(answered).toEqual(expected);
    });
  }

  it("shows a private group's header to everyone, its about text to members only", async () => {
    const ctx = context();
    const scene = scenes.get('private')!;
    for (const persona of personas) {
      const res = await callAs(
        ctx,
        'GET',
        `/api/groups/${scene.group.id}`,
        personaOf(scene, persona),
      );
      const group = groupSchema.parse(res.json());
      const isMember = ['member', 'moderator', 'owner'].includes(persona);
      expect(group.about, persona).toBe(isMember ? 'Secret meeting spots' : null);
      expect(group.memberCount).toBe(3);
      expect(group.viewer.membership, persona).toBe(isMember ? 'member' : 'none');
    }
    const listed = await callAs(
      ctx,
      'GET',
      `/api/groups?q=${encodeURIComponent(scene.group.name)}`,
    );
    expect(JSON.stringify(listed.json())).not.toContain('Secret meeting spots');
  });

  it("keeps a private group's posts out of the feed and profile posts of non-members", async () => {
    const ctx = context();
    const scene = scenes.get('private')!;
    for (const persona of ['outsider', 'removed', 'staff'] as const) {
      const follow = await callAs(
        ctx,
        'PUT',
        `/api/profiles/${scene.member.id}/follow`,
        scene[persona],
      );
      expect(follow.statusCode, follow.body).toBe(200);
    }
    const idsOf = async (url: string, who: TestMember | null) => {
      const res = await callAs(ctx, 'GET', url, who);
      expect(res.statusCode, res.body).toBe(200);
      return postPageSchema.parse(res.json()).items.map((post) => post.id);
    };
    for (const persona of personas) {
      const who = personaOf(scene, persona);
      const isMember = ['member', 'moderator', 'owner'].includes(persona);
      const profile = await idsOf(`/api/profiles/${scene.member.id}/posts`, who);
      expect(profile.includes(scene.postId), `profile posts, ${persona}`).toBe(isMember);
      if (who) {
        const feed = await idsOf('/api/feed', who);
        expect(feed.includes(scene.postId), `feed, ${persona}`).toBe(isMember);
      }
    }
    const search = await callAs(ctx, 'GET', `/api/search?q=hub`, scene.outsider);
    expect(JSON.stringify(search.json())).not.toContain(scene.postId);
  });

  it('a group hidden by moderation takes its posts and events with it: members and staff only', async () => {
    const ctx = context();
    const cast = await groupCast(ctx, 'public');
    const postId = await groupPostAs(ctx, cast.member, cast.group.id, 'Held group meet-up');
    const event = await createEventAs(ctx, cast.owner, { groupId: cast.group.id });
    const follow = await callAs(
      ctx,
      'PUT',
      `/api/profiles/${cast.member.id}/follow`,
      cast.outsider,
    );
    expect(follow.statusCode, follow.body).toBe(200);
    await ctx.db.insert(hiddenItems).values({
      itemKind: 'group',
      itemId: cast.group.id,
      itemAuthorId: cast.owner.id,
      cause: 'reports',
    });
    const scene = { ...cast, postId, commentId: '', inviteId: '' };
    const seesHidden = ['member', 'moderator', 'owner', 'staff'];
    for (const persona of personas) {
      const who = personaOf(scene, persona);
      const want = seesHidden.includes(persona) ? 200 : 404;
      for (const url of [`/api/posts/${postId}`, `/api/events/${event.id}`]) {
        expect((await callAs(ctx, 'GET', url, who)).statusCode, `${url} ${persona}`).toBe(want);
      }
      const profile = await callAs(ctx, 'GET', `/api/profiles/${cast.member.id}/posts`, who);
      expect(profile.body.includes(postId), `profile posts, ${persona}`).toBe(want === 200);
    }
    // The page a visitor (and a crawler) gets: not found, and no word of the group.
    const page = await callAs(ctx, 'GET', `/post/${postId}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(cast.group.name);
    expect((await callAs(ctx, 'GET', '/sitemaps/posts-1.xml')).body).not.toContain(postId);
    for (const url of ['/api/feed', '/api/search?q=meet-up']) {
      const res = await callAs(ctx, 'GET', url, cast.outsider);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body, url).not.toContain(postId);
    }
    const like = await callAs(ctx, 'PUT', `/api/posts/${postId}/like`, cast.outsider);
    expect(like.statusCode).toBe(404);
  });

  it('lets group moderators delete posts and comments of their group, members not', async () => {
    const ctx = context();
    const scene = scenes.get('public')!;
    const memberPost = await groupPostAs(ctx, scene.member, scene.group.id);
    const ownerPost = await groupPostAs(ctx, scene.owner, scene.group.id);
    const comment = await callAs(ctx, 'POST', `/api/posts/${ownerPost}/comments`, scene.owner, {
      body: 'By the owner',
    });
    const commentId = (comment.json() as { id: string }).id;
    // A plain member may not remove others' posts or comments.
    expect((await callAs(ctx, 'DELETE', `/api/posts/${ownerPost}`, scene.member)).statusCode).toBe(
      403,
    );
    expect(
      (await callAs(ctx, 'DELETE', `/api/comments/${commentId}`, scene.member)).statusCode,
    ).toBe(403);
    // Outside the group, a moderator elsewhere has no say either.
    expect(
      (await callAs(ctx, 'DELETE', `/api/posts/${memberPost}`, scene.outsider)).statusCode,
    ).toBe(403);
    const before = groupSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${scene.group.id}`)).json(),
    );
    expect(
      (await callAs(ctx, 'DELETE', `/api/comments/${commentId}`, scene.moderator)).statusCode,
    ).toBe(204);
    expect(
      (await callAs(ctx, 'DELETE', `/api/posts/${memberPost}`, scene.moderator)).statusCode,
    ).toBe(204);
    expect(
      (await callAs(ctx, 'DELETE', `/api/posts/${ownerPost}`, scene.moderator)).statusCode,
    ).toBe(204);
    const after = groupSchema.parse(
      (await callAs(ctx, 'GET', `/api/groups/${scene.group.id}`)).json(),
    );
    expect(after.postCount).toBe(before.postCount - 2);
    expect((await callAs(ctx, 'GET', `/api/posts/${memberPost}`)).statusCode).toBe(404);
  });
});
