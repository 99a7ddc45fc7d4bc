import type { Metadata } from "next";
import { UnknownSymbol } from "@/features/market/components/unknown-symbol";
import { symbolFromPathSegment } from "@/features/market/symbol-from-path-segment";

type Props = { params: Promise<{ symbol: string }> };

/** Its own title, "ZZZZ not found · Marketdesk": a not-found file's metadata receives the segment's parameters. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `${symbolFromPathSegment((await params).symbol) || "Symbol"} not found` };
}

/** What /stocks/ZZZZ answers, with a 404 status, when no listed stock has that symbol. */
export default function StockNotFound() {
  return <UnknownSymbol />;
}
