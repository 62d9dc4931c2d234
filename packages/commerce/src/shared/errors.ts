import type { ErrorId } from '@ridgeline/contracts';

/**
 * A failure the shopper or client can act on, identified by an errorId of the catalogue.
 * The HTTP layer turns it into the error envelope; details are added to errorDetails[0].
 */
export class CommerceError extends Error {
  constructor(
    readonly errorId: ErrorId,
    readonly details: Record<string, unknown> = {},
    message?: string,
  ) {
    super(message ?? errorId);
    this.name = 'CommerceError';
  }
}

export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError;
}
