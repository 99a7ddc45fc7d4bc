import { env } from "@/env";
import { type OutboundPolicy, outboundPolicyOf } from "./outbound-policy";

/** This server's policy for requests to addresses people give us, from its settings. */
export function getOutboundPolicy(): OutboundPolicy {
  return outboundPolicyOf(env);
}
