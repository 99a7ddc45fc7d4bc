/** A rendered mail, ready to hand over; `id` is its queue job's, and makes its Message-ID. */
export type OutgoingMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines (List-Unsubscribe); none for most mail. */
  headers?: Record<string, string>;
};
