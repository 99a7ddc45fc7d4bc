import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthCard } from "@/features/auth/components/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";

export const metadata: Metadata = { title: "Log in" };

export default function LoginPage() {
  return (
    <AuthCard title="Log in to Marketdesk" subtitle="Your watchlists, screens and plan, on every device.">
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
