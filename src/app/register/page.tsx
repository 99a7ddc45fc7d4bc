import type { Metadata } from "next";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RegisterForm } from "@/features/auth/components/register-form";

export const metadata: Metadata = { title: "Sign up" };

export default function RegisterPage() {
  return (
    <AuthCard title="Create your account" subtitle="Free forever. Upgrade when you want more.">
      <RegisterForm />
    </AuthCard>
  );
}
