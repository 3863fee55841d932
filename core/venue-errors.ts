// How a venue call fails, as the venue clients (venues/) report it and the order service
// (engine/trading) handles it: refused (nothing happened there) or unavailable (outcome unknown).

/** The venue refused the order (bad order, no balance or allowance, market closed…): nothing happened there. */
export class VenueRejectedError extends Error {
  constructor(
    message: string,
    readonly venueOrderId: string | null = null,
  ) {
    super(message);
    this.name = 'VenueRejectedError';
  }
}

/**
 * The venue could not be reached, timed out, or answered 5xx: whether the order reached it is not
 * known. The order stays PENDING and is asked about again (poll) until the venue knows or denies it.
 */
export class VenueUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VenueUnavailableError';
  }
}
