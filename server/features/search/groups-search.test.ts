import { expect, it } from 'vitest';
import {
  searchResponseSchema,
  type GroupSearchPage,
} from '../../../common/features/search/search.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { callAs, createGroupAs, joinAs } from '../../test/groups-test-support';

describeEachDatabase("search's groups tab", (context) => {
  it('finds groups by name with typos forgiven and by description, private headers included', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const viewer = await createMember(ctx.db);
    const crew = await createGroupAs(ctx, owner, {
      name: 'Rope Drop Crew',
      description: 'First through the turnstiles at every park',
    });
    const lounge = await createGroupAs(ctx, owner, {
      name: 'DVC Owners Lounge',
      description: 'Points charts and villa tips',
      about: 'The secret handshake is a wave',
      visibility: 'private',
    });
    await joinAs(ctx, crew, viewer, owner);
    const search = async (q: string, who: typeof viewer | null = viewer) => {
      const res = await callAs(
        ctx,
        'GET',
        `/api/search?type=groups&q=${encodeURIComponent(q)}`,
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      return searchResponseSchema.parse(res.json()) as GroupSearchPage;
    };
    const typo = await search('rope dorp crew');
    expect(typo.items[0]).toMatchObject({
      id: crew.id,
      viewer: { membership: 'member', role: 'member' },
      memberCount: 2,
    });
    expect(typo.items[0]!.nameParts.filter((p) => p.isMatch).map((p) => p.text)).toContain('Rope');
    const byDescription = await search('turnstiles');
    expect(byDescription.items.map((g) => g.id)).toEqual([crew.id]);
    expect(byDescription.items[0]!.descriptionParts.some((p) => p.isMatch)).toBe(true);
    const privateOne = await search('villa tips', null);
    expect(privateOne.items.map((g) => g.id)).toEqual([lounge.id]);
    expect(JSON.stringify(privateOne)).not.toContain('secret handshake');
  });

  it('pages through many matches with its cursor and refuses a cursor of another type', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const made = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await createGroupAs(ctx, owner, { name: `Snack Stalkers ${i}`, description: 'Dole Whip' }),
      );
    }
    const url = '/api/search?type=groups&q=snack%20stalkers&limit=3';
    const first = searchResponseSchema.parse(
      (await callAs(ctx, 'GET', url)).json(),
    ) as GroupSearchPage;
    expect(first.items).toHaveLength(3);
    const second = searchResponseSchema.parse(
      (await callAs(ctx, 'GET', `${url}&cursor=${first.nextCursor}`)).json(),
    ) as GroupSearchPage;
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((g) => g.id).sort()).toEqual(
      made.map((g) => g.id).sort(),
    );
    const people = await callAs(
      ctx,
      'GET',
      `/api/search?type=people&q=snack&cursor=${first.nextCursor}`,
    );
    expect(people.statusCode).toBe(400);
    const wrong = await callAs(ctx, 'GET', `${url}&cursor=abc`);
    expect(wrong.statusCode).toBe(400);
  });
});
