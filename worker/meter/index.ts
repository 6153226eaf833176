// The meter feature's public face: what the other features may use of it (docs/architecture.md,
// "Map of the code").

export { consumeMeterHandoff, issueMeterHandoff, spendFreeStory } from './meter-writes.ts';
export { newVisitorMeterId, VISITOR_METER_COOKIE, visitorMeterCookie, visitorMeterId } from './visitor-meter.ts';
