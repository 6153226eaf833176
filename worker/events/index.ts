// The events feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { recordEvent } from './event-writes.ts';
