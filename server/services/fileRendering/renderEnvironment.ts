// The render process's environment, made from a short list rather than inherited. The server's environment holds
// the secrets of its settings (SECRET_KEY, DATABASE_URL, the Stripe, S3 and AI keys); a file that found a flaw in
// pdf.js, sharp or LibreOffice would run code in a process where none of them is.

/**
 * All the renderer takes from the server's environment: PATH to find `soffice`, HOME where LibreOffice keeps
 * its profile, TMPDIR for temporary files. Node adds its IPC channel's variables itself.
 */
export const PASSED_TO_RENDERER = ['PATH', 'HOME', 'TMPDIR'] as const;

export function renderEnvironment(server: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const name of PASSED_TO_RENDERER) {
    const value = server[name];
    if (value !== undefined) environment[name] = value;
  }
  return environment;
}
