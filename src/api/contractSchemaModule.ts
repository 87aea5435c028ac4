// The schemas that the app's first-screen code checks with, in a chunk of their own (contractSchemas.ts loads
// it): importing them from anywhere else in that code would put zod back into the first download.
export {
  accountExportLinkResponseSchema,
  accountExportResponseSchema,
  emailSchema,
  loginResponseSchema,
  parsePushPayload,
  publicSettingsSchema,
  sessionOwnerResponseSchema,
  signUpConfirmationResponseSchema,
  signUpResponseSchema,
} from '../../contract';
