/**
 * Open sockets per client address on this process, so that one address cannot hold more than
 * its share of the server's sockets.
 */
export class AddressConnections {
  private readonly counts = new Map<string, number>();

  constructor(private readonly maxPerAddress: number) {}

  /** Whether `address` may open one more socket. */
  hasRoom(address: string): boolean {
    return (this.counts.get(address) ?? 0) < this.maxPerAddress;
  }

  /** Counts a socket that opened. */
  open(address: string): void {
    this.counts.set(address, (this.counts.get(address) ?? 0) + 1);
  }

  /** Counts a socket that closed. */
  close(address: string): void {
    const left = (this.counts.get(address) ?? 1) - 1;
    if (left > 0) this.counts.set(address, left);
    else this.counts.delete(address);
  }
}
