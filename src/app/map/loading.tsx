import { LoadingBlock } from "@/components/ui/loading-block";

/** While the map's companies are read: a block of the map's proportions, so nothing jumps when it lands. */
export default function MapLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Market map</h1>
      <div className="mt-16">
        <LoadingBlock label="Loading the market map" height="aspect-[1000/620] w-full" />
      </div>
    </div>
  );
}
