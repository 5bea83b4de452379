// The messages of a call that failed as a whole: the server's answer to an error it did not expect, and
// the web client's own when no usable answer came. Apart from messages.ts (whose MESSAGES holds them too)
// so that the web's API client, which every first screen carries, does not carry every message with it.
export const CALL_FAILURE_MESSAGES = {
  serverError: 'Something went wrong. Please try again later.',
  tryAgainLater: 'Please try again later.',
} as const;
