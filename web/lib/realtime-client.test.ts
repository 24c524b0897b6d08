import { describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '../../common/features/realtime/realtime-constants';
import { connectRealtime, realtimeUrlForPage } from './realtime-client';

describe('realtimeUrlForPage', () => {
  it('uses wss: on https pages and ws: otherwise, on the same host', () => {
    expect(realtimeUrlForPage({ protocol: 'https:', host: 'magic.example' })).toBe(
      'wss://magic.example/realtime',
    );
    expect(realtimeUrlForPage({ protocol: 'http:', host: '127.0.0.1:4700' })).toBe(
      'ws://127.0.0.1:4700/realtime',
    );
  });
});

/** A stand-in for the browser's WebSocket that the test drives by hand. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  /** The server accepts the connection. */
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server closes the socket with `code`. */
  closeFromServer(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

describe('connectRealtime after a refusal', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  async function start(firstToken: string) {
    FakeSocket.all = [];
    let token = firstToken;
    const refusals: [number, string][] = [];
    const syncs: number[] = [];
    const client = connectRealtime({
      url: 'ws://test/realtime',
      getToken: async () => token,
      onChange: () => undefined,
      onSync: () => syncs.push(FakeSocket.all.length),
      onRefused: (code, refused) => refusals.push([code, refused]),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    await flush();
    return { client, refusals, syncs, setToken: (next: string) => (token = next) };
  }

  it('reports the refused token and reconnects once a different token arrives', async () => {
    const run = await start('aal1-token');
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent).toEqual([{ type: 'auth', token: 'aal1-token' }]);
    first.closeFromServer(realtimeCloseCodes.insufficientAal);
    expect(run.refusals).toEqual([[realtimeCloseCodes.insufficientAal, 'aal1-token']]);

    // The same token again changes nothing; no retry either.
    run.client.updateToken('aal1-token');
    await flush();
    expect(FakeSocket.all).toHaveLength(1);

    run.setToken('aal2-token');
    run.client.updateToken('aal2-token');
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    const second = FakeSocket.all[1]!;
    second.open();
    expect(second.sent).toEqual([{ type: 'auth', token: 'aal2-token' }]);
    second.receive({ type: 'ready' });
    expect(run.syncs).toEqual([2]);
    run.client.stop();
  });

  it('sends a new token over an open socket instead of reconnecting', async () => {
    const run = await start('one');
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready' });
    run.client.updateToken('two');
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'one' },
      { type: 'auth', token: 'two' },
    ]);
    expect(FakeSocket.all).toHaveLength(1);
    run.client.stop();
  });

  it('stays closed after stop, whatever token comes', async () => {
    const run = await start('one');
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.closeFromServer(realtimeCloseCodes.sessionEnded);
    expect(run.refusals).toEqual([[realtimeCloseCodes.sessionEnded, 'one']]);
    run.client.stop();
    run.client.updateToken('two');
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
  });
});

describe('connectRealtime messages', () => {
  it('hands notification changes and conversation changes to their own callbacks', async () => {
    FakeSocket.all = [];
    const notifications: unknown[] = [];
    const conversations: unknown[] = [];
    const client = connectRealtime({
      url: 'ws://test/realtime',
      getToken: async () => 'token',
      onChange: (change) => notifications.push(change),
      onConversation: (change) => conversations.push(change),
      onSync: () => undefined,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'ready' });
    const conversation = {
      type: 'conversation',
      conversation_id: '7f4b7a8e-4c1d-4a55-9b8a-2f0d6b3c9e11',
      event: 'message',
      message_id: '0c9d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    };
    const change = { type: 'change', event: 'INSERT', id: 'n1' };
    socket.receive(conversation);
    socket.receive(change);
    expect(conversations).toEqual([conversation]);
    expect(notifications).toEqual([change]);
    client.stop();
  });
});
