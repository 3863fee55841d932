// Markets that left a venue's open listing. The live connectors list open markets only, so a market
// that closes or resolves simply stops being listed — and without a last message the catalog would
// keep it active forever. Each poll hands its listing here; what was listed before and is not now
// is due for one request of its final record (the connector asks the venue for the market or its
// event, and publishes what it answers: closed, resolved, winner). A bounded number per poll keeps
// the venue's rate limit; the rest waits for the next poll, and one that lists again is forgotten.
// Kept in memory by the connector that lists the catalog: markets that closed while no process
// listed (a restart, a catalog lease moving) are not followed up.

export class VanishedMarkets {
  /** Market key → its parent (Gamma event id, Kalshi event ticker): the last listing. */
  private listed = new Map<string, string>();
  /** Vanished and not answered yet, oldest first. */
  private readonly due = new Map<string, string>();

  constructor(private readonly perPoll: number) {}

  /** The listing of this poll (key → parent); the markets due for a request of their final record. */
  update(listing: ReadonlyMap<string, string>): Map<string, string> {
    for (const [key, parent] of this.listed) if (!listing.has(key)) this.due.set(key, parent);
    for (const key of listing.keys()) this.due.delete(key);
    this.listed = new Map(listing);
    return new Map([...this.due].slice(0, this.perPoll));
  }

  /** The venue answered for these markets (their final record published, or gone for good). */
  settled(keys: Iterable<string>): void {
    for (const key of keys) this.due.delete(key);
  }

  get pending(): number {
    return this.due.size;
  }
}
