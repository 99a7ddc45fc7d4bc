import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Sign up" };

export default function RegisterPage() {
  return (
    <UpcomingScreen
      title="Create your account"
      summary="Registration is on its way. A free account will keep your watchlists and screens on every device."
      features={["Free forever plan", "A guest's watchlist moves into the new account", "Strong passwords checked as you type", "Upgrade or cancel at any time"]}
    />
  );
}
