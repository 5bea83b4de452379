/** A code chunk (one role area of the app) that failed to load: says which one and why. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly reason: string,
  ) {
    super(`Chunk "${chunk}" failed to load: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/** The failure type of a dynamic import: the error's name and message. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
