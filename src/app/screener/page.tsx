import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Stock screener" };

export default function ScreenerPage() {
  return (
    <UpcomingScreen
      title="Stock screener"
      summary="Filter about 7,000 US-listed stocks by what matters to you, and share the exact screen by its link."
      features={["Exchange, sector, industry and country", "Market-cap bands and price, volume and change ranges", "Performance windows, 52-week distance, SMA and RSI", "Presets: gainers, losers, most active, unusual volume…"]}
    />
  );
}
