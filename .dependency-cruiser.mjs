/**
 * The cycle check (`npm run cycles`, run by npm test): any import circle fails, type-only imports
 * included, since a reader untangles a circle of types as much as one of values
 * (docs/architecture.md#layers). Import direction itself is ESLint's (eslint.config.mjs).
 * @see https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const config = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: break it by moving the shared piece down a layer.",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "\\.next", "^drizzle/"] },
    // Type-only imports count: they are erased at run time but still make a circle to read.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs"],
    },
    skipAnalysisNotInRules: true,
  },
};

export default config;
