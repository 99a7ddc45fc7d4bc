import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Watchlists" };

export default function WatchlistsPage() {
  return (
    <UpcomingScreen
      title="Watchlists"
      summary="Keep the stocks you follow in named lists, with live quote columns and a note per symbol."
      features={["Several lists, reordered by drag or keyboard", "Add from search, the screener or a stock page", "Import and export as text; share read-only", "Opens instantly from this device, even offline"]}
    />
  );
}
