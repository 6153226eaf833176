import { isFreshProof } from '../auth/fresh-proof.ts';
import type { GraphQLContext } from './context.ts';
import { failure, type Failure } from './types/failure.ts';

export const PROOF_REQUIRED = failure('ReauthenticationRequired', 'Please confirm it’s you to continue.');

/**
 * The gate of a sensitive change: null when the viewer's session proved it is its
 * owner within the last 10 minutes, else the failure that makes the client ask for a proof.
 */
export const requireFreshProof = (context: GraphQLContext): Failure | null =>
  context.viewer && isFreshProof(context.viewer.provedAt, context.now().getTime()) ? null : PROOF_REQUIRED;
