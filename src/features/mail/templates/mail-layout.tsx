import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

/** The product's look in mail: the brand green of globals.css, dark text on white (WCAG AA). */
export const mailColors = {
  brand: "#047857",
  text: "#0f172a",
  muted: "#475569",
  rule: "#e2e8f0",
} as const;

/** Every template's props carry the site's origin, for the footer and links back to the site. */
export type WithOrigin<T> = T & { origin: string };

type MailLayoutProps = { preview: string; origin: string; children: ReactNode };

/**
 * The frame of every mail: the product's name, the message, and a short footer saying why it came.
 * Inline styles only, as mail clients strip stylesheets.
 * @see https://react.email/docs/introduction
 */
export function MailLayout({ preview, origin, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: "#f8fafc",
          color: mailColors.text,
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
        }}
      >
        <Container
          style={{
            backgroundColor: "#ffffff",
            border: `1px solid ${mailColors.rule}`,
            borderRadius: 12,
            margin: "24px auto",
            maxWidth: 560,
            padding: "24px 32px",
          }}
        >
          <Text
            style={{ color: mailColors.brand, fontSize: 20, fontWeight: 700, margin: "0 0 16px" }}
          >
            Marketdesk
          </Text>
          {children}
          <Hr style={{ borderColor: mailColors.rule, margin: "24px 0 12px" }} />
          <Text style={{ color: mailColors.muted, fontSize: 12, lineHeight: "18px", margin: 0 }}>
            Marketdesk: a stock screener, watchlists and chat for investors. You get this mail
            because of your account at{" "}
            <Link href={origin} style={{ color: mailColors.muted }}>
              {new URL(origin).host}
            </Link>
            . Not investment advice.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
