import {
  decodeBinary,
  decodeText,
  EncodedFrame,
  encode,
  encodeText,
  FrameError,
  replyMessage,
} from '../../../server/realtime/serializer';

describe('V2 JSON frames', () => {
  test('decodes [join_ref, ref, topic, event, payload]', () => {
    expect(decodeText('["1","2","room:1","phx_join",{"a":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'room:1',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeText('[null,"3","phoenix","heartbeat",{}]')).toMatchObject({ joinRef: null, ref: '3' });
  });

  test.each([
    ['not JSON', 'nope'],
    ['not an array', '{"a":1}'],
    ['too short', '["1","2","t","e"]'],
    ['a numeric ref', '[1,"2","t","e",{}]'],
    ['a missing topic', '["1","2",null,"e",{}]'],
  ])('refuses %s', (_case, text) => {
    expect(() => decodeText(text)).toThrow(FrameError);
  });

  test('encodes replies, pushes and broadcasts', () => {
    expect(encode(replyMessage('1', '2', 'room:1', 'ok', { a: 1 }))).toBe('["1","2","room:1","phx_reply",{"status":"ok","response":{"a":1}}]');
    expect(encode({ joinRef: '1', ref: null, topic: 'room:1', event: 'news', payload: {} })).toBe('["1",null,"room:1","news",{}]');
    expect(encode({ joinRef: null, ref: null, topic: 'room:1', event: 'news', payload: { b: 2 } })).toBe('[null,null,"room:1","news",{"b":2}]');
  });
});

describe('binary frames', () => {
  const bytes = (...values: (number | string | Buffer)[]): Buffer =>
    Buffer.concat(values.map((value) => (typeof value === 'number' ? Buffer.from([value]) : Buffer.from(value))));

  test('decodes a client push: 0, sizes of join_ref, ref, topic, event, then data', () => {
    const frame = bytes(0, 1, 2, 6, 4, '1', '12', 'room:1', 'blob', Buffer.from([1, 2, 3]));
    const message = decodeBinary(frame);
    expect(message).toMatchObject({ joinRef: '1', ref: '12', topic: 'room:1', event: 'blob' });
    expect(message.payload).toEqual(Buffer.from([1, 2, 3]));
  });

  test('refuses other kinds and truncated frames', () => {
    expect(() => decodeBinary(bytes(1, 1, 1, 1, 1, 'a', 'b', 'c', 'd'))).toThrow(FrameError);
    expect(() => decodeBinary(bytes(0, 5, 1, 1, 1, 'a'))).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([0, 1]))).toThrow(FrameError);
  });

  test('encodes a push as 0, len(jr), len(topic), len(event), jr, topic, event, data', () => {
    const encoded = encode({ joinRef: '1', ref: null, topic: 'room:1', event: 'blob', payload: Buffer.from('xy') });
    expect(encoded).toEqual(bytes(0, 1, 6, 4, '1', 'room:1', 'blob', 'xy'));
  });

  test('encodes a reply as 1, len(jr), len(ref), len(topic), len(status), jr, ref, topic, status, data', () => {
    const encoded = encode(replyMessage('1', '22', 'room:1', 'ok', Buffer.from('xy')));
    expect(encoded).toEqual(bytes(1, 1, 2, 6, 2, '1', '22', 'room:1', 'ok', 'xy'));
  });

  test('encodes a broadcast as 2, len(topic), len(event), topic, event, data', () => {
    const encoded = encode({ joinRef: null, ref: null, topic: 'room:1', event: 'blob', payload: Buffer.from('xy') });
    expect(encoded).toEqual(bytes(2, 6, 4, 'room:1', 'blob', 'xy'));
  });

  test('fields longer than 255 bytes cannot be encoded, and LongPoll text cannot carry bytes', () => {
    const long = { joinRef: null, ref: null, topic: 't'.repeat(256), event: 'e', payload: Buffer.alloc(1) };
    expect(() => encode(long)).toThrow(FrameError);
    expect(() => encodeText({ ...long, topic: 't' })).toThrow(FrameError);
  });

  test('an encoded frame is encoded once per form', () => {
    const frame = new EncodedFrame({ joinRef: null, ref: null, topic: 'room:1', event: 'news', payload: { n: 1 } });
    expect(frame.binary).toBe(false);
    expect(frame.wire()).toBe(frame.text());
    expect(frame.wire()).toBe(frame.wire());
  });
});
