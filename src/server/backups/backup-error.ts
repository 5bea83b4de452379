/**
 * A backup, check or restore that cannot be done, with what to do about it (the operator reads the message),
 * and for a backup that does not verify, each thing found wrong.
 */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(message);
  }
}
