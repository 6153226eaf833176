// The moderation feature's GraphQL face: the types the other features' GraphQL types build on
// (docs/architecture.md, "Map of the code"). The rest of its public face is index.ts.

export { ReportReasonEnum, ReportSubjectEnum } from './report-enums-graphql.ts';
