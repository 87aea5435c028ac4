// The `/login/{login_info}` route carries a whole session as base64 JSON (spec, section 5). It is checked
// strictly: string user_id, email, token and current_terms, number credits, accepted_terms string or null.
import { type LoginInfo, loginInfoSchema } from '../../../contract';

function decodeBase64Utf8(encoded: string): string {
  // Links may carry the URL-safe alphabet and may have lost their padding.
  const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.padEnd(standard.length + ((4 - (standard.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function parseLoginInfo(encoded: string): LoginInfo | null {
  try {
    const parsed = loginInfoSchema.strict().safeParse(JSON.parse(decodeBase64Utf8(decodeURIComponent(encoded))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
