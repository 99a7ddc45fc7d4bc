import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages are loaded by Node at run time, never bundled (ARCHITECTURE.md).
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pino", "pg"],
};

export default nextConfig;
