// The typed failure of every API call (api/client.ts throws it): the HTTP status (0 when the server could
// not be reached), the server's error text and its field errors. Here, below the client, so the form kit
// and the message translation can recognise it without importing the client.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's error text (the envelope's `error`). */
    message: string,
    /** Field -> message, for validation failures. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
