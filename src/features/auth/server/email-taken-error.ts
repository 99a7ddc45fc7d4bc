/** Registration with an email that already has an account; its message is shown beside the email field. */
export class EmailTakenError extends Error {
  constructor() {
    super("An account with this address exists — log in or reset your password.");
    this.name = "EmailTakenError";
  }
}
