// Loopback stand-ins for the AI providers, speaking their real HTTP APIs, for any test that needs a model:
//
//   const openAi = await startOpenAiStandIn({ reply: reply.text('Dear hiring manager…', { chunks: 4 }) });
//   const provider = createOpenAiProvider(openAi.settings());   // or resolveAiProvider(openAi.settings(), logger)
//   …                                                            // openAi.received[0].user holds the prompt sent
//   openAi.replyWith(reply.failure(500));                        // the next requests fail
//   await openAi.close();
//
// `reply` builds every scripted answer: text in chunks with delays, empty, refusal, HTTP failure, hang, dropped.
export type { AiStandIn, SettingsOverrides } from './aiStandIn';
export { startAnthropicStandIn, apiKeyOf, ANTHROPIC_STAND_IN_KEY, type AnthropicStandIn, type AnthropicStandInOptions } from './anthropicStandIn';
export { unusedLoopbackPort } from './loopbackServer';
export { startOllamaStandIn, type OllamaStandIn, type OllamaStandInOptions } from './ollamaStandIn';
export { startOpenAiStandIn, OPENAI_STAND_IN_KEY, type OpenAiStandIn, type OpenAiStandInOptions } from './openAiStandIn';
export type { ReceivedPrompt } from './receivedPrompt';
export { reply, type ChunkOptions, type DropOptions, type ReplyScript, type ScriptedReply } from './scriptedReply';
