// Phoenix V2 serializer: JSON text frames `[join_ref, ref, topic, event, payload]`, and the binary frames
// of phoenix.js for payloads that are raw bytes (WebSocket only).

import type { Frame, Payload } from './types';

/** A decoded client frame. Binary frames carry their data as a Buffer payload. */
export type InboundMessage = Frame;

/** A frame the server sends. A reply is the event `phx_reply` with payload `{status, response}`. */
export interface OutboundMessage {
  readonly joinRef: string | null;
  readonly ref: string | null;
  readonly topic: string;
  readonly event: string;
  readonly payload: Payload;
}

export type ReplyStatus = 'ok' | 'error';

export const REPLY_EVENT = 'phx_reply';

const BinaryKind = { push: 0, reply: 1, broadcast: 2 } as const;
type BinaryKind = (typeof BinaryKind)[keyof typeof BinaryKind];

/** A frame that cannot be decoded, or a message that cannot be encoded. */
export class FrameError extends Error {
  override readonly name = 'FrameError';
}

export function replyMessage(
  joinRef: string | null,
  ref: string | null,
  topic: string,
  status: ReplyStatus,
  response: Payload,
): OutboundMessage {
  return { joinRef, ref, topic, event: REPLY_EVENT, payload: { status, response } };
}

export function decodeText(text: string): InboundMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('frame is not a 5-element array');
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (!isRef(joinRef) || !isRef(ref)) throw new FrameError('refs must be strings or null');
  if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
  return { joinRef, ref, topic, event, payload };
}

/** Decodes a client push: `0, len(jr), len(ref), len(topic), len(event), jr, ref, topic, event, data`. */
export function decodeBinary(frame: Buffer): InboundMessage {
  if (frame.length < 5) throw new FrameError('binary frame too short');
  if (frame[0] !== BinaryKind.push) throw new FrameError(`unexpected binary frame kind ${String(frame[0])}`);
  const sizes = [frame[1] ?? 0, frame[2] ?? 0, frame[3] ?? 0, frame[4] ?? 0];
  let offset = 5;
  const fields = sizes.map((size) => {
    if (offset + size > frame.length) throw new FrameError('binary frame shorter than its header says');
    const field = frame.toString('utf8', offset, offset + size);
    offset += size;
    return field;
  });
  const [joinRef = '', ref = '', topic = '', event = ''] = fields;
  // Channel pushes always carry both refs, so empty fields stay empty strings.
  return { joinRef, ref, topic, event, payload: frame.subarray(offset) };
}

/** Encodes for WebSocket: text, or a binary frame when the payload (or a reply's response) is a Buffer. */
export function encode(message: OutboundMessage): string | Buffer {
  const binary = binaryData(message);
  return binary === undefined ? encodeText(message) : encodeBinary(message, binary);
}

/** Encodes as a JSON text frame, the only kind LongPoll can carry. Throws for binary payloads. */
export function encodeText(message: OutboundMessage): string {
  if (binaryData(message) !== undefined) throw new FrameError('binary payloads need a WebSocket');
  return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
}

export function isBinaryMessage(message: OutboundMessage): boolean {
  return binaryData(message) !== undefined;
}

function binaryData(message: OutboundMessage): Buffer | undefined {
  if (Buffer.isBuffer(message.payload)) return message.payload;
  if (message.event === REPLY_EVENT) {
    const response = (message.payload as { response?: unknown }).response;
    if (Buffer.isBuffer(response)) return response;
  }
  return undefined;
}

function encodeBinary(message: OutboundMessage, data: Buffer): Buffer {
  if (message.event === REPLY_EVENT && !Buffer.isBuffer(message.payload)) {
    const status = String((message.payload as { status?: unknown }).status);
    return binaryFrame(BinaryKind.reply, [message.joinRef ?? '', message.ref ?? '', message.topic, status], data);
  }
  if (message.joinRef === null) return binaryFrame(BinaryKind.broadcast, [message.topic, message.event], data);
  return binaryFrame(BinaryKind.push, [message.joinRef, message.topic, message.event], data);
}

function binaryFrame(kind: BinaryKind, fields: readonly string[], data: Buffer): Buffer {
  const encoded = fields.map((field) => Buffer.from(field, 'utf8'));
  const header = Buffer.alloc(1 + encoded.length);
  header[0] = kind;
  encoded.forEach((field, index) => {
    // Field lengths are single bytes in the binary format.
    if (field.length > 255) throw new FrameError('binary frame fields are limited to 255 bytes');
    header[index + 1] = field.length;
  });
  return Buffer.concat([header, ...encoded, data]);
}

function isRef(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** An outbound message encoded lazily, once per form, so a broadcast is encoded once for all subscribers. */
export class EncodedFrame {
  private wireForm: string | Buffer | undefined;
  private textForm: string | undefined;

  constructor(readonly message: OutboundMessage) {}

  get binary(): boolean {
    return isBinaryMessage(this.message);
  }

  /** The WebSocket form: text, or binary for Buffer payloads. */
  wire(): string | Buffer {
    this.wireForm ??= encode(this.message);
    return this.wireForm;
  }

  /** The LongPoll form. Throws FrameError for binary payloads. */
  text(): string {
    this.textForm ??= encodeText(this.message);
    return this.textForm;
  }
}
