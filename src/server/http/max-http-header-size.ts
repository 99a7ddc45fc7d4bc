/**
 * The most bytes of request headers the server reads (docs/security.md, "Input limits"): 1 MB, so
 * a long batched GET (docs/behaviour.md#server-calls) is served where Node's 16 KB default would
 * answer it 431. One value for the production server (scripts/serve.ts) and the integration
 * tests' server, which must refuse and accept the same requests.
 * @see https://nodejs.org/api/http.html#httpcreateserveroptions-requestlistener
 */
export const MAX_HTTP_HEADER_SIZE = 1_048_576;
