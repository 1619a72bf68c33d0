/** The query of GET /api/ProjectSituations/{id}/Export (issue 11 "Situation export"). Client-safe. */
import { messages } from '@/lib/i18n/messages';
import { hr, z } from '@/lib/i18n/zod';

export const SITUATION_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;

export const situationExportQuerySchema = z.object({
  /** The contractor's project cooperator id (an Izvođač with a bill of quantities of the situation's project). */
  contractorId: hr.requiredId(),
  format: z.enum(SITUATION_EXPORT_FORMATS, { error: messages.situationExportFormat }),
});

export type SituationExportQuery = z.output<typeof situationExportQuerySchema>;
