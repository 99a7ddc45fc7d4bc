import { buildApp } from "./build-app";

/** `npm run build`. */
buildApp();
