// The live channel's framing: the envelopes that carry requests and answers (where the socket lives, the topic
// and the event names are in channelNames.ts). The per-request params and data are in requests.ts.
import { z } from 'zod';
import { CHANNEL_ERROR_CODES, JOIN_REFUSED_REASON } from './errors';
import { idSchema } from './fields';

export const joinRefusalSchema = z.object({ reason: z.literal(JOIN_REFUSED_REASON) });
export type JoinRefusal = z.infer<typeof joinRefusalSchema>;

/**
 * A request as pushed by the client. The name and params are checked against requests.ts separately, so an
 * unknown name can still be answered by its uuid.
 */
export const requestEnvelopeSchema = z.object({
  // Longer than any request name: bounded so a bad name costs the server nothing to answer.
  request: z.string().min(1).max(64),
  uuid: idSchema,
  params: z.record(z.string(), z.unknown()),
});
export type RequestEnvelope = z.infer<typeof requestEnvelopeSchema>;

/** The ok reply to the request push, sent as soon as the server has accepted it. */
export const requestAckSchema = z.object({ uuid: idSchema });
export type RequestAck = z.infer<typeof requestAckSchema>;

export const channelErrorSchema = z.object({
  code: z.enum(CHANNEL_ERROR_CODES),
  message: z.string(),
});
export type ChannelError = z.infer<typeof channelErrorSchema>;

/** A successful answer; `data` is checked against the request's data schema once the uuid names the request. */
export const successAnswerSchema = z.object({ uuid: idSchema, data: z.unknown() });
export type SuccessAnswer = z.infer<typeof successAnswerSchema>;

export const errorAnswerSchema = z.object({ uuid: idSchema, error: channelErrorSchema });
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const answerEnvelopeSchema = z.union([errorAnswerSchema, successAnswerSchema]);
export type AnswerEnvelope = z.infer<typeof answerEnvelopeSchema>;

export function isErrorAnswer(answer: AnswerEnvelope): answer is ErrorAnswer {
  return 'error' in answer;
}
