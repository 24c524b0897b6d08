import { describe, expect, it } from 'vitest';
import { parseRawResponse } from './raw-http';
import { percentEncode } from './hostile-values';

describe('percentEncode', () => {
  it('encodes like encodeURIComponent where that works', () => {
    expect(percentEncode('a b/é🏰')).toBe(encodeURIComponent('a b/é🏰'));
    expect(percentEncode('\u0000')).toBe('%00');
  });

  it('writes a lone surrogate as the three bytes a lax encoder sends', () => {
    expect(percentEncode('\ud800')).toBe('%ED%A0%80');
    expect(percentEncode('x\udfff')).toBe('x%ED%BF%BF');
  });
});

describe('parseRawResponse', () => {
  it('reads the status, headers and a chunked body', () => {
    const answer = parseRawResponse(
      Buffer.from(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      ),
    );
    expect(answer).toEqual({
      status: 400,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: '{}',
    });
    expect(parseRawResponse(Buffer.from('garbage'))).toBeNull();
  });
});
