import type { Metadata } from "next";
import { RoomDirectory } from "@/features/chat/components/room-directory";

export const metadata: Metadata = { title: "Chat rooms" };

export default function ChatPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Chat rooms</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          A room for the market and one for every listed stock. Anyone can read; post with a free
          account.
        </p>
      </div>
      <RoomDirectory />
    </div>
  );
}
