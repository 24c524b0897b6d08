import { expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/errors';
import { checklistSchema } from '../../../common/features/checklists/checklists.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { createPostAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';
import { createTrustedMember } from '../../test/trust-signals';
import { createContestVia, uploadOf } from '../../test/contests-test-support';
import { createEventAs, parkTimeIn } from '../../test/events-test-support';
import { insertCatalogueItem } from '../reviews/reviews.repository';

/** Three links, two of them bare domains. */
const THREE_LINKS = 'Deals at a.com/x, tickets.example.org and www.cheap-parks.net today';
const TWO_LINKS = 'Deals at a.com/x and tickets.example.org today';
const newMemberLinks = (item: string) =>
  `New members can add up to 2 links to ${item}. Try again after your first day.`;

const errorOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error;

describeEachDatabase('trust: links per item, tips and public checklists a day', (ctx) => {
  type Method = 'POST' | 'PATCH' | 'PUT';
  const send = (member: TestMember, method: Method, url: string, payload: object) =>
    ctx().app.inject({ method, url, headers: member.headers, payload });

  /** An account a month old that never visited: a basic member. */
  const basicMember = () =>
    createMember(ctx().db, { createdAt: new Date(Date.now() - 30 * 86_400_000) });

  const tip = (member: TestMember, body = 'Walk to EPCOT from the BoardWalk resorts.') =>
    send(member, 'POST', '/api/tips', { category: 'time', park: 'EPCOT', body });

  async function freshCatalogueSlug(): Promise<string> {
    const slug = `trust-${crypto.randomUUID()}`;
    await insertCatalogueItem(ctx().db, {
      slug,
      kind: 'attraction',
      name: `Trust ride ${slug}`,
      park: 'EPCOT',
      description: '',
      facts: [],
    });
    return slug;
  }

  it("refuses a new member's item of every kind with more than 2 links (bare domains count) with 422; basic members may add 5, staff any", async () => {
    const host = await createMember(ctx().db, { isEstablished: true });
    const post = await createPostAs(ctx(), host, { body: 'Share your park tips' });
    const event = await createEventAs(ctx(), host);
    const fresh = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, fresh, host, 'Hello!');
    const checklist = await send(fresh, 'POST', '/api/checklists', { title: 'Bag' });
    const checklistId = checklistSchema.parse(checklist.json()).id;
    const withCategory = await send(fresh, 'POST', `/api/checklists/${checklistId}/categories`, {
      name: 'Snacks',
    });
    const categoryId = checklistSchema.parse(withCategory.json()).categories[0]!.id;
    const slug = await freshCatalogueSlug();
    const admin = await createMember(ctx().db, { isAdmin: true });
    const contest = await createContestVia(ctx().app, admin, new Date());
    const photo = await uploadOf(ctx().db, fresh);

    const attempts: [string, Method, string, object][] = [
      ['a post', 'POST', '/api/posts', { body: THREE_LINKS }],
      ['a comment', 'POST', `/api/posts/${post.id}/comments`, { body: THREE_LINKS }],
      ['a comment', 'POST', `/api/events/${event.id}/comments`, { body: THREE_LINKS }],
      ['a message', 'POST', '/api/conversations', { userId: post.author.id, body: THREE_LINKS }],
      [
        'a message',
        'POST',
        `/api/conversations/${conversation.id}/messages`,
        { body: THREE_LINKS },
      ],
      ['a tip', 'POST', '/api/tips', { category: 'time', park: 'EPCOT', body: THREE_LINKS }],
      [
        'a review',
        'POST',
        `/api/catalogue/${slug}/reviews`,
        {
          stars: 4,
          title: 'Fun ride',
          body: THREE_LINKS,
          visitMonth: '2025-01',
          partyType: 'couple',
        },
      ],
      [
        'an event',
        'POST',
        '/api/events',
        {
          title: 'Meet-up',
          park: 'EPCOT',
          location: 'By the fountain',
          description: THREE_LINKS,
          startsAt: parkTimeIn(10),
          endsAt: parkTimeIn(10.1),
        },
      ],
      ['a group', 'POST', '/api/groups', { name: 'Link fans', description: THREE_LINKS }],
      ['a checklist', 'POST', '/api/checklists', { title: 'Bag', description: THREE_LINKS }],
      [
        'a checklist item',
        'POST',
        `/api/checklists/${checklistId}/items`,
        { categoryId, text: 'Snacks', note: THREE_LINKS },
      ],
      ['your profile', 'PATCH', '/api/profiles/me', { bio: THREE_LINKS }],
      [
        'a creator listing',
        'PUT',
        '/api/creators/me',
        {
          kinds: ['photographer'],
          headline: 'Sunrise portraits by the castle',
          bio: THREE_LINKS,
          parks: ['Magic Kingdom'],
          languages: ['English'],
        },
      ],
      [
        'a contest entry',
        'PUT',
        `/api/contests/${contest.id}/entry`,
        { uploadId: photo, caption: THREE_LINKS },
      ],
    ];
    for (const [item, method, url, payload] of attempts) {
      const res = await send(fresh, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(422);
      expect(errorOf(res)).toEqual({ code: 'unprocessable', message: newMemberLinks(item) });
    }

    // Two links are fine; an edit that brings in a third is not, one that adds none is.
    const two = await tip(fresh, TWO_LINKS);
    expect(two.statusCode, two.body).toBe(201);
    const tipId = (two.json() as { id: string }).id;
    const edit = (body: string) => send(fresh, 'PATCH', `/api/tips/${tipId}`, { body });
    expect(errorOf(await edit(THREE_LINKS)).message).toBe(newMemberLinks('a tip'));
    expect((await edit(`${TWO_LINKS}, see you`)).statusCode).toBe(200);

    const basic = await basicMember();
    expect((await tip(basic, THREE_LINKS)).statusCode).toBe(201);
    const six = await tip(basic, `${THREE_LINKS} ${THREE_LINKS}`);
    expect(six.statusCode).toBe(422);
    expect(errorOf(six).message).toBe('You can add up to 5 links to a tip.');

    const moderator = await createMember(ctx().db, { isModerator: true });
    const many = Array.from({ length: 25 }, (_, i) => `site${i}.com`).join(' ');
    expect((await send(moderator, 'POST', '/api/posts', { body: many })).statusCode).toBe(201);
  });

  it('limits tips a day by trust level: 3 for new members, 10 for basic ones, the site-wide limit for members', async () => {
    const fresh = await createMember(ctx().db);
    for (let i = 0; i < 3; i++) expect((await tip(fresh)).statusCode).toBe(201);
    const refused = await tip(fresh);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(
      'New members can share up to 3 tips a day. You can share a tip again in 24 hours.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const basic = await basicMember();
    for (let i = 0; i < 10; i++) expect((await tip(basic)).statusCode).toBe(201);
    expect(errorOf(await tip(basic)).message).toBe(
      'You can share up to 10 tips a day for now. You can share a tip again in 24 hours.',
    );

    const trusted = await createTrustedMember(ctx().db);
    for (let i = 0; i < 11; i++) expect((await tip(trusted)).statusCode).toBe(201);
  });

  it('limits checklists made public a day: new members make 2 public, private ones do not count, nor do basic members stop at 3', async () => {
    const fresh = await createMember(ctx().db);
    const create = (member: TestMember, visibility: string) =>
      send(member, 'POST', '/api/checklists', { title: 'Park day', visibility });
    for (let i = 0; i < 2; i++) expect((await create(fresh, 'public')).statusCode).toBe(201);
    const refused = await create(fresh, 'public');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(
      'New members can make up to 2 checklists public a day. You can make another one public in 24 hours.',
    );
    const unlisted = await create(fresh, 'unlisted');
    expect(unlisted.statusCode).toBe(201);
    const id = checklistSchema.parse(unlisted.json()).id;
    const publish = await send(fresh, 'PATCH', `/api/checklists/${id}`, { visibility: 'public' });
    expect(publish.statusCode).toBe(429);
    expect(checklistSchema.parse((await create(fresh, 'private')).json()).visibility).toBe(
      'private',
    );

    const basic = await basicMember();
    for (let i = 0; i < 3; i++) expect((await create(basic, 'public')).statusCode).toBe(201);
  });
});
