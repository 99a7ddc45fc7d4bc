/** Registration with an email that already has an account; its message is shown beside the email field. */
export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Log in instead.");
    this.name = "EmailTakenError";
  }
}
