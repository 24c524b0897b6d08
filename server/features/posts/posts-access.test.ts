import { expect, it } from 'vitest';
import { postPageSchema, postSchema } from '../../../common/features/posts/posts.contract';
import { publicProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs, insertUpload, requestAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';

/** Post routes with ids in any letter case, and what staff see in a member's post list. */
describeEachDatabase('post access', (ctx) => {
  const request = requestAs(ctx);

  it('reads, edits and deletes a post through its id in capitals', async () => {
    const author = await createMember(ctx().db);
    const photo = await insertUpload(ctx().db, author.id);
    const post = await createPostAs(ctx(), author, {
      body: 'Spaceship Earth at night',
      imageIds: [photo],
    });
    const url = `/api/posts/${post.id.toUpperCase()}`;

    const read = await request('GET', url);
    expect(read.statusCode).toBe(200);
    expect(postSchema.parse(read.json())).toMatchObject({ id: post.id, images: [{ id: photo }] });
    // The route stringifies the presenter's object as it is: no field beyond the contract.
    expect(read.json()).toEqual(postSchema.parse(read.json()));

    // The photo is found, so the text may go (a photo-only post).
    const edited = await request('PATCH', url, author, { body: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(postSchema.parse(edited.json())).toMatchObject({ id: post.id, body: '' });

    const other = await createMember(ctx().db);
    expect((await request('PATCH', url, other, { body: 'mine now' })).statusCode).toBe(403);
    expect((await request('DELETE', url, other)).statusCode).toBe(403);
    expect((await request('DELETE', url, author)).statusCode).toBe(204);
    expect((await request('GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it("lists a member's live posts only, to staff too; staff open a deleted one by its id", async () => {
    const author = await createMember(ctx().db);
    const staff = await createMember(ctx().db, { isAdmin: true });
    const kept = await createPostAs(ctx(), author, { body: 'Kept' });
    const removed = await createPostAs(ctx(), author, { body: 'Removed' });
    expect((await request('DELETE', `/api/posts/${removed.id}`, author)).statusCode).toBe(204);

    for (const id of [author.id, author.id.toUpperCase()]) {
      for (const viewer of [staff, author, undefined]) {
        const res = await request('GET', `/api/profiles/${id}/posts`, viewer);
        expect(res.statusCode).toBe(200);
        expect(postPageSchema.parse(res.json()).items.map((post) => post.id)).toEqual([kept.id]);
      }
    }
    const profile = await request('GET', `/api/profiles/${author.id}`, staff);
    expect(publicProfileSchema.parse(profile.json()).postCount).toBe(1);

    const asStaff = await request('GET', `/api/posts/${removed.id}`, staff);
    expect(asStaff.statusCode).toBe(200);
    expect(postSchema.parse(asStaff.json()).deletedAt).toEqual(expect.any(String));
    expect((await request('GET', `/api/posts/${removed.id}`, author)).statusCode).toBe(404);
  });
});
