import type { Metadata } from "next";
import { UpcomingScreen } from "@/features/shell/components/upcoming-screen";

export const metadata: Metadata = { title: "Log in" };

export default function LoginPage() {
  return (
    <UpcomingScreen
      title="Log in"
      summary="Accounts are on their way. Until then every page you can see is open to visitors."
      features={["Email and password", "Continue as a guest and keep what you saved", "Your data cached on this device, for you only", "Sign out from any page"]}
    />
  );
}
