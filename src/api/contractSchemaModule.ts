// The schemas that the app's first-screen code and the workspace's sagas check with, in a chunk of their own
// (contractSchemas.ts loads it): importing them from anywhere else in that code would put zod back into the first
// download, or into the workspace's chunk that a signed-in visitor's first screen waits for.
export {
  accountExportLinkResponseSchema,
  accountExportResponseSchema,
  applicationImportResponseSchema,
  createCompanyResponseSchema,
  createJobApplicationResponseSchema,
  emailSchema,
  extractPostingResponseSchema,
  loginResponseSchema,
  parsePushPayload,
  publicSettingsSchema,
  sessionOwnerResponseSchema,
  signUpConfirmationResponseSchema,
  signUpResponseSchema,
  uploadFileResponseSchema,
} from '../../contract';
