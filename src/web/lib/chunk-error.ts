/** A code chunk that failed to load (one role area of the app, or one screen of it): says which one and why. */
export class ChunkLoadError extends Error {
  constructor(
    readonly area: string,
    readonly reason: string,
    /** The screen's path when its own chunk failed, not its area's. */
    readonly page?: string,
  ) {
    super(`Chunk "${area}${page ?? ''}" failed to load: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/** The failure type of a dynamic import: the error's name and message. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
