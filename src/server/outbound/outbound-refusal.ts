/**
 * A request we would not make (a private address, our own servers, not https): said to the person
 * as is, and never retried, since asking again reaches the same place.
 */
export class OutboundRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutboundRefusal";
  }
}
