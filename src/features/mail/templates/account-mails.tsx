import { MailLayout, type WithOrigin } from "./mail-layout";
import { MailAction, MailHeading, MailText } from "./mail-parts";

export function VerifyEmailMail({ origin, link }: WithOrigin<{ link: string }>) {
  return (
    <MailLayout
      preview="Confirm your email address to finish setting up Marketdesk."
      origin={origin}
    >
      <MailHeading>Confirm your email address</MailHeading>
      <MailText>
        Welcome to Marketdesk. Confirm that this address is yours, so you can post in chat and we
        can reach you about your account.
      </MailText>
      <MailAction href={link}>Confirm my email</MailAction>
      <MailText>
        The link works once, for 24 hours. If you did not create an account, ignore this mail.
      </MailText>
    </MailLayout>
  );
}

export function ResetPasswordMail({ origin, link }: WithOrigin<{ link: string }>) {
  return (
    <MailLayout preview="Choose a new password for Marketdesk." origin={origin}>
      <MailHeading>Reset your password</MailHeading>
      <MailText>
        Someone, hopefully you, asked to reset the password of your Marketdesk account.
      </MailText>
      <MailAction href={link}>Choose a new password</MailAction>
      <MailText>
        The link works once, for one hour. If you did not ask, ignore this mail: your password stays
        as it is.
      </MailText>
    </MailLayout>
  );
}

export function PasswordChangedMail({ origin, resetLink }: WithOrigin<{ resetLink: string }>) {
  return (
    <MailLayout preview="The password of your Marketdesk account was changed." origin={origin}>
      <MailHeading>Your password was changed</MailHeading>
      <MailText>
        The password of your Marketdesk account was just changed, and every device that was signed
        in has been signed out.
      </MailText>
      <MailText>
        If this was not you, reset your password now and check the email address on your account.
      </MailText>
      <MailAction href={resetLink}>Reset my password</MailAction>
    </MailLayout>
  );
}

export function ConfirmEmailChangeMail({
  origin,
  link,
  newEmail,
}: WithOrigin<{ link: string; newEmail: string }>) {
  return (
    <MailLayout preview="Confirm the new email address of your Marketdesk account." origin={origin}>
      <MailHeading>Confirm your new email address</MailHeading>
      <MailText>
        You asked to use {newEmail} for your Marketdesk account. Until you confirm, your old address
        stays in use.
      </MailText>
      <MailAction href={link}>Use this address</MailAction>
      <MailText>The link works once, for 24 hours. If you did not ask, ignore this mail.</MailText>
    </MailLayout>
  );
}

export function EmailChangedMail({
  origin,
  newEmail,
  undoLink,
}: WithOrigin<{ newEmail: string; undoLink: string }>) {
  return (
    <MailLayout preview="The email address of your Marketdesk account was changed." origin={origin}>
      <MailHeading>Your email address was changed</MailHeading>
      <MailText>
        Your Marketdesk account now uses {newEmail}. Mail about your account goes there from now on.
      </MailText>
      <MailText>
        If this was not you, undo the change: your account goes back to this address, every device
        is signed out, and you can then reset your password.
      </MailText>
      <MailAction href={undoLink}>Undo the change</MailAction>
      <MailText>The undo link works once, for 7 days.</MailText>
    </MailLayout>
  );
}

export function AccountDeletedMail({ origin }: WithOrigin<object>) {
  return (
    <MailLayout preview="Your Marketdesk account has been deleted." origin={origin}>
      <MailHeading>Your account has been deleted</MailHeading>
      <MailText>
        Your Marketdesk account, its saved screens, watchlists and settings are gone, and any paid
        plan was cancelled. We will not mail you again.
      </MailText>
      <MailText>
        Thank you for trying Marketdesk. You are welcome back any time with a new account.
      </MailText>
    </MailLayout>
  );
}
