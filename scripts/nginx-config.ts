/**
 * The nginx configuration `npm run cluster` runs in front of its nodes (docs/scaling.md#the-proxy),
 * everything under `dir` so it needs neither root nor the system's nginx folders.
 * - Requests go to the node with the fewest in flight, counted across nginx's workers (`zone`).
 * - Keep-alive to the nodes (HTTP/1.1, no `Connection: close`), idle for less than the nodes' 65 s,
 *   so it is always the proxy that closes an idle connection, never a node as a request is sent.
 *   Up to 1,024 idle connections kept per worker: with 64, the calls in flight past 64 each opened
 *   a connection to a node and closed it after, and under the realistic mix (about 130 API calls
 *   in flight at 200 clients) that churn cost the node more than the calls' own work.
 * - `X-Forwarded-For` is the client's address alone, replacing what the client sent: the nodes run
 *   with TRUST_PROXY and take its first entry as the client for rate limits (client-ip.ts).
 * - Server-sent events pass unbuffered: the app's event streams say `X-Accel-Buffering: no`.
 * - Health: a request a node refuses (stopped, draining, starting) or does not accept within 2 s
 *   goes to the next node. Nodes are never marked down (`max_fails=0`): marking a refusing node
 *   down for a while made nginx 1.22 answer "no live upstreams" (502) to 285 of 3,595 requests in
 *   a rolling restart, with the other node up; a refused connection on loopback costs nothing.
 * - Headers up to 1 MB, as the nodes accept (a long batched GET); bodies are the app's to limit.
 * - A cache in front of the nodes' page caches (docs/scaling.md#cached-pages): nginx keeps only
 *   what an answer's own `Cache-Control` allows (the visitor pages' `s-maxage`, the build's
 *   immutable files), never an answer with a cookie or marked private, and passes every request
 *   that carries a session cookie to a node. A stale entry is sent while one request renews it. No
 *   `proxy_cache_lock`: nginx cannot know an answer is uncacheable before it comes, so the lock
 *   queued every concurrent request for the same API address behind the one before (p99 5 s, its
 *   timeout, in bench/load); a node's page cache renders a page once for any number of requests.
 * - A listen backlog of 4,096, as the nodes' (scripts/serve.ts).
 * - Cached answers leave their files by `sendfile`, without a copy through nginx's buffers.
 * @see https://nginx.org/en/docs/http/ngx_http_upstream_module.html#keepalive
 * @see https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_next_upstream
 * @see https://nginx.org/en/docs/http/ngx_http_proxy_module.html#proxy_cache_valid
 * @see https://nginx.org/en/docs/http/ngx_http_core_module.html#sendfile
 */
export function createNginxConfig({
  dir,
  port,
  nodePorts,
}: {
  dir: string;
  port: number;
  nodePorts: readonly number[];
}): string {
  const servers = nodePorts
    .map((nodePort) => `    server 127.0.0.1:${nodePort} max_fails=0;`)
    .join("\n");
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  worker_connections 4096;
}
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  large_client_header_buffers 4 1m;
  client_max_body_size 0;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $http_cookie $marketdesk_session {
    "~next-auth\.session-token" 1;
    default "";
  }
  upstream marketdesk {
    zone marketdesk 64k;
    least_conn;
${servers}
    keepalive 1024;
    keepalive_timeout 60s;
  }
  server {
    listen ${port} backlog=4096;
    location / {
      proxy_pass http://marketdesk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffer_size 64k;
      proxy_buffers 16 64k;
      proxy_busy_buffers_size 128k;
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_cache pages;
      proxy_cache_bypass $marketdesk_session;
      proxy_no_cache $marketdesk_session;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      add_header X-Proxy-Cache $upstream_cache_status always;
    }
  }
}
`;
}
