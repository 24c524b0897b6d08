import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import type {
  ConversationChange,
  NotificationChange,
  RealtimeServerMessage,
} from '../../../common/features/realtime/realtime.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { sendDirectMessage } from '../../test/conversations';
import { joinRealtime, tokenOf } from '../../test/realtime-socket';
import { createMember } from '../../test/sign-in';

const isConversationChange = (message: RealtimeServerMessage): message is ConversationChange =>
  message.type === 'conversation';
const isNotificationChange = (message: RealtimeServerMessage): message is NotificationChange =>
  message.type === 'change';

describeEachDatabase('direct messages over /realtime', (ctx) => {
  let origin = '';
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
  });

  it("tells both members' sockets of a message, a read and a deletion, and nobody else", async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const outsider = await createMember(ctx().db);
    const onAna = await joinRealtime(origin, tokenOf(ana));
    const onBen = await joinRealtime(origin, tokenOf(ben));
    const onOutsider = await joinRealtime(origin, tokenOf(outsider));

    const { conversation, message } = await sendDirectMessage(ctx().app, ana, ben, 'Hi!');
    const arrived = {
      type: 'conversation',
      conversation_id: conversation.id,
      event: 'message',
      message_id: message.id,
    };
    // The bell hears of Ben's 'message' notification (published first, in the same commit).
    expect(await onBen.next(isNotificationChange)).toMatchObject({
      event: 'INSERT',
      notification_type: 'message',
    });
    expect(await onBen.next(isConversationChange)).toEqual(arrived);
    expect(await onAna.next(isConversationChange)).toEqual(arrived);

    const read = await ctx().app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/read`,
      headers: ben.headers,
    });
    expect(read.statusCode, read.body).toBe(200);
    const seen = { type: 'conversation', conversation_id: conversation.id, event: 'read' };
    expect(await onAna.next(isConversationChange)).toEqual({ ...seen, message_id: null });
    expect(await onBen.next(isConversationChange)).toEqual({ ...seen, message_id: null });

    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/messages/${message.id}`,
      headers: ana.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = { ...arrived, event: 'deleted' };
    expect(await onBen.next(isConversationChange)).toEqual(gone);
    expect(await onAna.next(isConversationChange)).toEqual(gone);

    await expect(onOutsider.next(isConversationChange, 300)).rejects.toThrow();
    await Promise.all([onAna, onBen, onOutsider].map((socket) => socket.close()));
  });

  it('a block turns their conversation read-only on both sides at once, and an unblock back', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const { conversation } = await sendDirectMessage(ctx().app, ana, ben, 'Hello');
    const onAna = await joinRealtime(origin, tokenOf(ana));
    const onBen = await joinRealtime(origin, tokenOf(ben));
    const standing = {
      type: 'conversation',
      conversation_id: conversation.id,
      event: 'standing',
      message_id: null,
    };
    const canSend = async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/conversations/${conversation.id}`,
        headers: ben.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ canSend: boolean }>().canSend;
    };
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx().app.inject({
        method,
        url: `/api/profiles/${ben.id}/block`,
        headers: ana.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await onBen.next(isConversationChange)).toEqual(standing);
      expect(await onAna.next(isConversationChange)).toEqual(standing);
      expect(await canSend()).toBe(method === 'DELETE');
    }
    await Promise.all([onAna, onBen].map((socket) => socket.close()));
  });
});
