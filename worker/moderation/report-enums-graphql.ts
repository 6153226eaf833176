import { REPORT_REASON_KEYS, REPORT_SUBJECTS } from '../../shared/social/reports.ts';
import { builder } from '../graphql/builder.ts';

/** What a report is about and why: a reader files them (worker/reports/), staff work through them here. */
export const ReportSubjectEnum = builder.enumType('ReportSubject', { values: REPORT_SUBJECTS });
export const ReportReasonEnum = builder.enumType('ReportReason', { values: REPORT_REASON_KEYS });
