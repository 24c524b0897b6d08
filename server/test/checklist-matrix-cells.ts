import { type MatrixRow, type MatrixRequest, anyMember, everyone, jsonRequest } from './matrix-row';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './build-test-app';
import { createMember, type TestMember } from './sign-in';

/**
 * The checklists' rows of the authorization matrix (`server/authorization-matrix.test.ts`),
 * which spreads them into its table: expected statuses per persona (anon, member, other, aal1,
 * banned, admin, service) and the request of each route. The member of the matrix owns the
 * checklists of the cells about one's own checklist (public ones, so others are refused with
 * 403; a private one is 404 to all but its owner, staff included).
 */

type Row = MatrixRow;
interface Scene {
  ctx: TestContext;
  member: TestMember;
  other: TestMember;
  target: TestMember;
}

/** The owner's public checklist: others who see it are refused (403), staff included. */
const ownerOnly = (status: number): Row => [401, status, 403, 403, 401, 403, 401];
/** The owner's private checklist: nobody else learns it exists. */
const privateRead: Row = [404, 200, 404, 404, 404, 404, 404];

interface Made {
  id: string;
  categoryId: string;
  itemId: string;
}

/** A checklist of `owner` (a fresh member unless given) with one category and one item. */
async function checklistOf(
  scene: Scene,
  visibility: 'private' | 'unlisted' | 'public',
  owner?: TestMember,
): Promise<Made> {
  const writer = owner ?? (await createMember(scene.ctx.db));
  await scene.ctx.app.rateLimiter.reset(`checklists:create:${writer.id}`);
  const call = async (method: InjectOptions['method'], url: string, payload: object) => {
    const res = await scene.ctx.app.inject({ method, url, headers: writer.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: string; categories: { id: string; items: { id: string }[] }[] };
  };
  const { id } = await call('POST', '/api/checklists', { title: 'Park bag', visibility });
  const withCategory = await call('POST', `/api/checklists/${id}/categories`, { name: 'Bag' });
  const categoryId = withCategory.categories[0]!.id;
  const withItem = await call('POST', `/api/checklists/${id}/items`, {
    categoryId,
    text: 'Poncho',
  });
  return { id, categoryId, itemId: withItem.categories[0]!.items[0]!.id };
}

// prettier-ignore
export const checklistMatrixRows: Record<string, Row> = {
  'GET /api/checklists':                                         everyone(200),
  'GET /api/checklists/mine':                                    anyMember(200),
  'POST /api/checklists':                                        anyMember(201),
  'GET /api/checklists/{id}':                                    privateRead,
  'PATCH /api/checklists/{id}':                                  ownerOnly(200),
  'DELETE /api/checklists/{id}':                                 ownerOnly(204),
  'POST /api/checklists/{id}/copy':                              anyMember(201),
  'POST /api/checklists/{id}/categories':                        ownerOnly(201),
  'PATCH /api/checklists/{id}/categories/{categoryId}':          ownerOnly(200),
  'DELETE /api/checklists/{id}/categories/{categoryId}':         ownerOnly(200),
  'POST /api/checklists/{id}/categories/{categoryId}/move':      ownerOnly(200),
  'POST /api/checklists/{id}/items':                             ownerOnly(201),
  'PATCH /api/checklists/{id}/items/{itemId}':                   ownerOnly(200),
  'DELETE /api/checklists/{id}/items/{itemId}':                  ownerOnly(200),
  'POST /api/checklists/{id}/items/{itemId}/move':               ownerOnly(200),
  // The server-rendered pages: a visitor's reading for everyone (a public checklist here).
  'GET /checklists':                                             everyone(200),
  'GET /checklists/public':                                      everyone(200),
  'GET /checklist/{id}':                                         everyone(200),
};

const own = (s: Scene) => checklistOf(s, 'public', s.member);

export const checklistMatrixRequests: Record<string, (scene: Scene) => Promise<MatrixRequest>> = {
  'GET /api/checklists': async () =>
    jsonRequest('GET', '/api/checklists?topic=packing&sort=newest'),
  'GET /api/checklists/mine': async () => jsonRequest('GET', '/api/checklists/mine'),
  'POST /api/checklists': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`checklists:create:${member.id}`);
    }
    return jsonRequest('POST', '/api/checklists', { title: 'Rope drop', topic: 'planning' });
  },
  'GET /api/checklists/{id}': async (s) =>
    jsonRequest('GET', `/api/checklists/${(await checklistOf(s, 'private', s.member)).id}`),
  'PATCH /api/checklists/{id}': async (s) =>
    jsonRequest('PATCH', `/api/checklists/${(await own(s)).id}`, { title: 'Renamed' }),
  'DELETE /api/checklists/{id}': async (s) =>
    jsonRequest('DELETE', `/api/checklists/${(await own(s)).id}`),
  'POST /api/checklists/{id}/copy': async (s) => {
    for (const member of [s.member, s.other]) {
      await s.ctx.app.rateLimiter.reset(`checklists:create:${member.id}`);
    }
    return jsonRequest('POST', `/api/checklists/${(await checklistOf(s, 'unlisted')).id}/copy`);
  },
  'POST /api/checklists/{id}/categories': async (s) =>
    jsonRequest('POST', `/api/checklists/${(await own(s)).id}/categories`, { name: 'Room' }),
  'PATCH /api/checklists/{id}/categories/{categoryId}': async (s) => {
    const made = await own(s);
    return jsonRequest('PATCH', `/api/checklists/${made.id}/categories/${made.categoryId}`, {
      name: 'Day bag',
    });
  },
  'DELETE /api/checklists/{id}/categories/{categoryId}': async (s) => {
    const made = await own(s);
    return jsonRequest('DELETE', `/api/checklists/${made.id}/categories/${made.categoryId}`);
  },
  'POST /api/checklists/{id}/categories/{categoryId}/move': async (s) => {
    const made = await own(s);
    return jsonRequest('POST', `/api/checklists/${made.id}/categories/${made.categoryId}/move`, {
      position: 0,
    });
  },
  'POST /api/checklists/{id}/items': async (s) => {
    const made = await own(s);
    return jsonRequest('POST', `/api/checklists/${made.id}/items`, {
      categoryId: made.categoryId,
      text: 'Sunscreen',
    });
  },
  'PATCH /api/checklists/{id}/items/{itemId}': async (s) => {
    const made = await own(s);
    return jsonRequest('PATCH', `/api/checklists/${made.id}/items/${made.itemId}`, {
      checked: true,
    });
  },
  'DELETE /api/checklists/{id}/items/{itemId}': async (s) => {
    const made = await own(s);
    return jsonRequest('DELETE', `/api/checklists/${made.id}/items/${made.itemId}`);
  },
  'POST /api/checklists/{id}/items/{itemId}/move': async (s) => {
    const made = await own(s);
    return jsonRequest('POST', `/api/checklists/${made.id}/items/${made.itemId}/move`, {
      position: 0,
    });
  },
  'GET /checklists': async () => jsonRequest('GET', '/checklists?topic=packing'),
  'GET /checklists/public': async () => jsonRequest('GET', '/checklists/public?sort=newest'),
  'GET /checklist/{id}': async (s) =>
    jsonRequest('GET', `/checklist/${(await checklistOf(s, 'public')).id}`),
};
