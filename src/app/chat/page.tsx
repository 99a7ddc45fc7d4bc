import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Chat" };

export default function ChatPage() {
  return (
    <UpcomingScreen
      title="Chat rooms"
      summary="A general room and one room per ticker: $AAPL opens the AAPL room. Read as a guest, post with an account."
      features={["New messages within a second", "Bullish or bearish tags and a sentiment bar", "$TICKER links and replies by quoting", "Moderation: report, review, hide"]}
    />
  );
}
