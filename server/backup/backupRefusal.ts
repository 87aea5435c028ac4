// A backup or restore that cannot go ahead, with a message for the operator that says why and what to do.
// Thrown before anything is written, or after what was written is removed again.
export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusal';
  }
}
