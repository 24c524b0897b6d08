import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { ImageJobQueue } from './uploads.queue';
import {
  canvas,
  filePart,
  multipartBody,
  pngClaimingSize,
  rowsOf,
  useTempDataDir,
  type ErrorJson,
} from '../../test/uploads-test-support';

const { dataDir } = useTempDataDir();

const BUSY_MESSAGE = "We're processing a lot of photos right now. Please try again in a moment.";

/**
 * Photos are decoded in a bounded queue (uploads.queue.ts): uploads beyond its places get 503
 * with Retry-After and a clear message, those within it 201, none a 500; the cheap checks
 * (format, declared size) still answer at once when the queue is full. The app here has a
 * queue of one running and two waiting places.
 */
describeEachDatabase('POST /api/uploads when photos queue up', (ctx) => {
  const imageQueue = new ImageJobQueue({ running: 1, waiting: 2 });
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp(testConfig({ dataDir }), { database: ctx().handle, imageQueue });
    await app.ready();
  }, 60_000);
  afterAll(() => app?.close());

  function upload(member: TestMember, data: Buffer) {
    const { payload, contentType } = multipartBody([filePart(data)]);
    return app!.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...member.headers, 'content-type': contentType },
      payload,
    });
  }

  it('refuses uploads beyond the queue with 503 and stores those it had room for', async () => {
    // A job holding the one running place until the test lets it go.
    let release!: () => void;
    const holding = imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(ctx().db)));
    const photo = await canvas(640, 480).jpeg().toBuffer();

    // Six uploads at once: two wait for a place, four are refused at once.
    let answered = 0;
    let onFourAnswers!: () => void;
    const fourAnswers = new Promise<void>((resolve) => (onFourAnswers = resolve));
    const answers = members.map((member) =>
      upload(member, photo).then((res) => {
        if (++answered === 4) onFourAnswers();
        return res;
      }),
    );
    await fourAnswers;
    expect(imageQueue.size).toEqual({ running: 1, waiting: 2 });

    // Checks that read only the header still answer while the queue is full.
    const bomb = await upload(members[0]!, pngClaimingSize(20_000, 20_000));
    expect(bomb.statusCode).toBe(422);
    expect((bomb.json() as ErrorJson).error.message).toMatch(/too many pixels/);

    release();
    await holding;
    const results = await Promise.all(answers);
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 503, 503, 503, 503]);
    for (const refused of results.filter((res) => res.statusCode === 503)) {
      expect(refused.json()).toEqual({
        error: { code: 'service_unavailable', message: BUSY_MESSAGE },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const stored = await Promise.all(members.map((member) => rowsOf(ctx(), member.id)));
    expect(stored.flat()).toHaveLength(2);
    expect(imageQueue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('answers every one of many parallel uploads with 201 or 503, never a 500', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(ctx().db)));
    const photo = await canvas(1600, 1200).jpeg().toBuffer();
    const results = await Promise.all(members.map((member) => upload(member, photo)));
    const created = results.filter((res) => res.statusCode === 201);
    for (const res of results) expect([201, 503], res.body).toContain(res.statusCode);
    // At least the places of the queue (one running, two waiting) were stored.
    expect(created.length).toBeGreaterThanOrEqual(3);
    const stored = await Promise.all(members.map((member) => rowsOf(ctx(), member.id)));
    expect(stored.flat()).toHaveLength(created.length);
  });
});
