// The real venue_a adapter with gates a test closes to stop a request at an exact point, as a
// crash or a stall would: `beforeSend` holds a submit (or a replacement) right before its venue
// id is recorded and the order sent; `beforeCancel` holds a cancel before it is sent (the request
// stopped before the venue call); `afterCancel` holds it after the venue has answered, before the
// caller hears the answer (the request stopped between the venue call and its settle).
import type { LiveVenue, VenueOrder, VenueReport, WithSecretKey } from '../../core/live-venue.ts';
import type { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';

export class GatedVenue implements LiveVenue {
  readonly venue = 'venue_a' as const;
  beforeSend: Promise<void> = Promise.resolve();
  beforeCancel: Promise<void> = Promise.resolve();
  afterCancel: Promise<void> = Promise.resolve();

  constructor(private readonly inner: PolymarketVenue) {}

  /** Closes a gate: the requests reaching it wait until the returned function is called. */
  close(gate: 'beforeSend' | 'beforeCancel' | 'afterCancel'): () => void {
    let open!: () => void;
    this[gate] = new Promise((resolve) => (open = resolve));
    return open;
  }

  submit(order: VenueOrder, withKey: WithSecretKey, beforeSend?: (venueOrderId: string) => Promise<void>) {
    return this.inner.submit(order, withKey, async (id) => {
      await this.beforeSend;
      await beforeSend?.(id);
    });
  }

  replace(
    order: VenueOrder,
    cancelledVenueOrderId: string,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ) {
    return this.inner.replace(order, cancelledVenueOrderId, withKey, async (id) => {
      await this.beforeSend;
      await beforeSend?.(id);
    });
  }

  poll(order: VenueOrder, venueOrderId: string | null, withKey: WithSecretKey) {
    return this.inner.poll(order, venueOrderId, withKey);
  }

  async cancel(order: VenueOrder, venueOrderId: string, withKey: WithSecretKey): Promise<VenueReport> {
    await this.beforeCancel;
    const report = await this.inner.cancel(order, venueOrderId, withKey);
    await this.afterCancel;
    return report;
  }
}
