// Server pushes: channel events sent to every socket of the account, the causing one included, each with its
// payload schema (the names alone are in pushEvents.ts). The browser app shows a notification for each.
import { z } from 'zod';
import type { PushEvent } from './pushEvents';
import { actionSchema, aiResponseSchema, companySchema, contactSchema, fileSchema, jobApplicationSchema, thumbnailsSchema } from './entities';
import { countSchema, idSchema } from './fields';
import { accountExportSchema } from './http';
import { accountSettingsSchema } from './accountSettings';

const byId = z.object({ id: idSchema });

export const pushPayloadSchemas = {
  created_job_application: z.object({ data: jobApplicationSchema }),
  updated_job_application: z.object({ data: jobApplicationSchema }),
  deleted_job_application: byId,
  created_action: z.object({ data: actionSchema }),
  updated_action: z.object({ data: actionSchema }),
  deleted_action: z.object({ id: idSchema, job_application_id: idSchema }),
  created_company: z.object({ data: companySchema }),
  updated_company: z.object({ data: companySchema }),
  deleted_company: byId,
  created_file: z.object({ data: fileSchema }),
  updated_file: z.object({ data: fileSchema }),
  deleted_file: byId,
  thumbnail_first_page_ready: z.object({ id: idSchema, thumbnails: thumbnailsSchema }),
  new_linked_files: z.object({ job_application_id: idSchema, file_ids: z.array(idSchema) }),
  created_ai_response: z.object({ data: aiResponseSchema }),
  // The text of an AI product so far, while it is written (at most every 250 ms), for the request of `uuid`.
  ai_response_progress: z.object({ uuid: idSchema, text: z.string() }),
  // `fields` names what changed; the app notifies only when it includes "credits".
  updated_credits: z.object({ credits: countSchema, fields: z.array(z.string()) }),
  // Not in the spec: an export of the account's data was made, and can be downloaded (POST /api/account/export/link).
  updated_account_export: z.object({ data: accountExportSchema }),
  // Not in the spec: contacts (docs/decisions.md, "Contacts"). `updated_contact` also tells that a contact was
  // linked to or unlinked from an application: its `job_application_ids` changed.
  created_contact: z.object({ data: contactSchema }),
  updated_contact: z.object({ data: contactSchema }),
  deleted_contact: byId,
  // Not in the spec: the account's settings changed (docs/decisions.md, "Reminders and follow-ups").
  updated_settings: z.object({ data: accountSettingsSchema }),
} as const satisfies Record<PushEvent, z.ZodType>;

type PushPayloadSchemas = typeof pushPayloadSchemas;
export type PushPayloads = { [E in PushEvent]: z.infer<PushPayloadSchemas[E]> };
export type PushPayload<E extends PushEvent> = PushPayloads[E];
/** One push as a tagged union, for code that switches on the event name. */
export type Push = { [E in PushEvent]: { event: E; payload: PushPayload<E> } }[PushEvent];

const typedPayloadSchemas: { readonly [E in PushEvent]: z.ZodType<PushPayload<E>> } = pushPayloadSchemas;

export function parsePushPayload<E extends PushEvent>(event: E, payload: unknown): z.ZodSafeParseResult<PushPayload<E>> {
  return typedPayloadSchemas[event].safeParse(payload);
}
