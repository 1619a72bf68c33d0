/**
 * Browser side of the timesheet's exports (for the grid's export menu, components/timesheet):
 * POST the JSON body, save the answer under the server's Croatian file name. Failures throw the
 * same ApiError as apiFetch, with the server's message (show it with notifyError).
 */
import { fileNameFromDisposition, saveBlob } from '@/components/files/download';
import { ApiError, apiErrorFrom } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';

async function postForFile(url: string, body: unknown, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, messages.networkError);
  }
  if (!response.ok) throw apiErrorFrom(response.status, await response.json().catch(() => undefined));
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}

/** POST /api/WorkHourRecords/ExportXlsx: the month's grid ("xlsx by day"); projectId null = all projects. Answers the saved file's name. */
export const downloadTimesheetXlsx = (q: { projectId: number | null; year: number; month: number }) =>
  postForFile('/api/WorkHourRecords/ExportXlsx', { projectId: q.projectId ?? 0, year: q.year, month: q.month }, 'Evidencija sati.xlsx');

/** POST /api/WorkHourRecords/ExportSummedXlsx: hours per employee per project ("xlsx by project"). */
export const downloadSummedXlsx = (q: { year: number; month: number }) =>
  postForFile('/api/WorkHourRecords/ExportSummedXlsx', { year: q.year, month: q.month }, 'Sati po projektima.xlsx');

/** POST /api/WorkHourRecords/ImportEmployeeGearXlsx: the gear summary of the current year. */
export const downloadGearSummary = () => postForFile('/api/WorkHourRecords/ImportEmployeeGearXlsx', undefined, 'Zaštitna oprema.xlsx');
