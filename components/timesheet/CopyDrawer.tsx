'use client';

/**
 * "Kopiraj zapise" (spec part 2 sections 5 and 9: drawer width 500): one day's records of a
 * project copied to another day (POST /api/WorkHourRecords/CopyBatch). Both dates required and
 * different; the destination refused while its month is locked for the user. The server checks
 * all of it again and skips employees who already have a record on the destination day.
 */
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { DateField } from '@/components/form/DateField';
import { apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { parseDateInput } from '@/lib/format';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';
import { messages } from '@/lib/i18n/messages';
import { dayLocked, type GridProject } from '@/lib/work-hours/grid-model';

type Props = {
  opened: boolean;
  closeHref: string;
  /** Projects the user may write (lock is not 'unauthorized'). */
  projects: GridProject[];
  projectId: number | null;
  shown: { year: number; month: number };
  defaultDate: string;
  neverLocked: boolean;
  onCopied: (count: number) => void;
};

export function CopyDrawer({ opened, closeHref, ...rest }: Props) {
  return (
    <EntityDrawer opened={opened} closeHref={closeHref} size={500} title={T.copyDrawer.title}>
      {opened && <CopyForm closeHref={closeHref} {...rest} />}
    </EntityDrawer>
  );
}

function CopyForm({ projects, projectId, shown, defaultDate, neverLocked, onCopied }: Omit<Props, 'opened'> & { closeHref: string }) {
  const [project, setProject] = useState<string | null>(projectId ? String(projectId) : projects.length === 1 ? String(projects[0].id) : null);
  const [origin, setOrigin] = useState(defaultDate);
  const [destination, setDestination] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // "Now" of the lock, fixed when the drawer opens (the server decides at the write anyway).
  const [nowMs] = useState(() => Date.now());
  const selected = projects.find((p) => String(p.id) === project) ?? null;
  const destIso = parseDateInput(destination);
  const destLock = selected && destIso ? dayLocked(selected, shown, destIso, nowMs, neverLocked) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const o = parseDateInput(origin);
    if (!project) found.projectId = T.copyDrawer.projectRequired;
    if (!origin) found.originDate = messages.required;
    else if (!o) found.originDate = messages.invalidDate;
    if (!destination) found.destinationDate = messages.required;
    else if (!destIso) found.destinationDate = messages.invalidDate;
    if (o && destIso && o === destIso) found.destinationDate = T.copyDrawer.sameDates;
    setErrors(found);
    if (Object.keys(found).length || destLock || saving) return;
    setSaving(true);
    try {
      const created = await apiFetch<unknown>('/api/WorkHourRecords/CopyBatch', { method: 'POST', json: { projectId: Number(project), originDate: o, destinationDate: destIso } });
      const count = Array.isArray(created) ? created.length : typeof created === 'object' && created && 'count' in created ? Number((created as { count: unknown }).count) : 0;
      notifySuccess(T.copied(count));
      onCopied(count);
    } catch (error) {
      const field = (error as { errors?: Record<string, string[]> }).errors;
      if (field) setErrors(Object.fromEntries(Object.entries(field).map(([k, v]) => [k, v[0]])));
      notifyError(error, messages.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="copy-form">
      <Stack gap="sm">
        <Select
          label={T.project}
          withAsterisk
          searchable
          data={projects.map((p) => ({ value: String(p.id), label: p.code ? `${p.code} ${p.name}` : p.name }))}
          value={project}
          onChange={setProject}
          error={errors.projectId}
          data-testid="copy-project"
        />
        <DateField label={T.copyDrawer.origin} withAsterisk value={origin} onChange={setOrigin} error={errors.originDate} data-testid="copy-origin" />
        <DateField
          label={T.copyDrawer.destination}
          withAsterisk
          value={destination}
          onChange={setDestination}
          error={errors.destinationDate ?? (destLock ? T.lock[destLock] : undefined)}
          data-testid="copy-destination"
        />
        {destLock && (
          <Alert color="gray" data-testid="copy-locked">
            {T.lock[destLock]}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={destLock !== null} data-testid="copy-submit">
            {T.copyDrawer.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
