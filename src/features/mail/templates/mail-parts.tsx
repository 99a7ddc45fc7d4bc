import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { mailColors } from "./mail-layout";

/** A mail's title. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading style={{ fontSize: 22, lineHeight: "28px", margin: "0 0 12px" }}>{children}</Heading>
  );
}

/** A paragraph. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>;
}

/**
 * The one action of a mail, as a button and then as the address itself, for clients that show no
 * buttons and for people who copy links rather than click them.
 */
export function MailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button
        href={href}
        style={{
          backgroundColor: mailColors.brand,
          borderRadius: 8,
          color: "#ffffff",
          display: "inline-block",
          fontSize: 15,
          fontWeight: 600,
          margin: "8px 0 16px",
          padding: "12px 20px",
        }}
      >
        {children}
      </Button>
      {/* The plain-text part already shows the button's address: this line is for HTML readers only. */}
      <Text
        data-skip-in-text="true"
        style={{
          color: mailColors.muted,
          fontSize: 13,
          lineHeight: "20px",
          margin: "0 0 12px",
          wordBreak: "break-all",
        }}
      >
        Or open this address:{" "}
        <Link href={href} style={{ color: mailColors.brand }}>
          {href}
        </Link>
      </Text>
    </>
  );
}
