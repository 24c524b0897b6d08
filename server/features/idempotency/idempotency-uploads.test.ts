import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  filePart,
  jpegWithGps,
  multipartBody,
  rowsOf,
  useTempDataDir,
} from '../../test/uploads-test-support';

const { dataDir } = useTempDataDir();

describeEachDatabase(
  'Idempotency-Key on photo uploads',
  (ctx) => {
    it('stores a photo sent twice with one key once, each time in a new multipart body', async () => {
      const member = await createMember(ctx().db);
      const key = crypto.randomUUID();
      const photo = await jpegWithGps(320, 240);
      const send = () => {
        const { payload, contentType } = multipartBody([filePart(photo)]);
        return ctx().app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...member.headers, 'content-type': contentType, 'idempotency-key': key },
          payload,
        });
      };
      const first = await send();
      expect(first.statusCode, first.body).toBe(201);
      const retry = await send();
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect((await rowsOf(ctx(), member.id)).map((row) => row.id)).toEqual([first.json().id]);
    });
  },
  { dataDir },
);
