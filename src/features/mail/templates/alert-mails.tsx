import { Link } from "@react-email/link";
import { MailLayout, mailColors, type WithOrigin } from "./mail-layout";
import { MailAction, MailHeading, MailText } from "./mail-parts";

/** One trigger as a mail lists it: what was seen, and the quote's time, source and delay. */
export type AlertMailItem = { symbol: string; message: string; quote: string; link: string };

export type AlertMailProps = {
  heading: string;
  items: AlertMailItem[];
  /** Triggers beyond the listed ones, said as "and N more". */
  more: number;
  openLink: string;
  settingsLink: string;
  /** The alert's own unsubscribe link, when the mail is about one alert. */
  unsubscribeAlertLink: string | null;
  unsubscribeAllLink: string;
};

/**
 * An alert's mail, instant, grouped or the daily digest (docs/alerts.md#mail): each trigger with
 * its quote's time, source and delay, a way to the page, and both unsubscribe links in the text as
 * well as in the List-Unsubscribe header.
 */
export function AlertMail({
  origin,
  heading,
  items,
  more,
  openLink,
  settingsLink,
  unsubscribeAlertLink,
  unsubscribeAllLink,
}: WithOrigin<AlertMailProps>) {
  const linkStyle = { color: mailColors.muted };
  return (
    <MailLayout preview={items[0]?.message ?? heading} origin={origin}>
      <MailHeading>{heading}</MailHeading>
      {items.map((item) => (
        <MailText key={item.link + item.message}>
          <Link href={item.link} style={{ color: mailColors.brand, fontWeight: 600 }}>
            {item.symbol}
          </Link>
          : {item.message}
          <br />
          <span style={{ color: mailColors.muted, fontSize: 13 }}>{item.quote}</span>
        </MailText>
      ))}
      {more > 0 ? <MailText>And {more} more, listed in your notifications.</MailText> : null}
      <MailAction href={openLink}>Open in Marketdesk</MailAction>
      <MailText>
        <span style={{ color: mailColors.muted, fontSize: 13 }}>
          Not investment advice. Change quiet hours or the daily digest in{" "}
          <Link href={settingsLink} style={linkStyle}>
            alert settings
          </Link>
          .{" "}
          {unsubscribeAlertLink ? (
            <>
              <Link href={unsubscribeAlertLink} style={linkStyle}>
                Stop mail for this alert
              </Link>{" "}
              or{" "}
            </>
          ) : null}
          <Link href={unsubscribeAllLink} style={linkStyle}>
            unsubscribe from all alert mail
          </Link>
          .
        </span>
      </MailText>
    </MailLayout>
  );
}
