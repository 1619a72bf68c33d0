'use client';

/**
 * The timesheet (issue 13 "The grid"): /timesheet and the project tab /projects/{id}/timesheet.
 * Reads the month with GET /api/WorkHourRecords/Grid (TimesheetGridDto; its compact cells decoded
 * by decodeGridCells) in the browser, keeps year, month, project and view in the query string,
 * and writes cells with POST / PUT / DELETE
 * /api/WorkHourRecords, optimistically: the grid shows the new value at once and puts the old one
 * back with the server's Croatian message when the write is refused. Keyboard: arrows move,
 * Enter edits, a digit starts typing hours with the defaults, Delete removes (after the
 * confirmation), Escape closes the editor.
 */
import { Alert, Badge, Button, Checkbox, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconAlertTriangle, IconCalendarEvent, IconCopy, IconLock } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { confirmDelete } from '@/components/confirm';
import { ApiError, apiFetch, notifyError, notifySuccess } from '@/lib/api-client';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';
import { messages } from '@/lib/i18n/messages';
import {
  cellLock,
  decodeGridCells,
  expiredOn,
  gridQueryString,
  isHoursKey,
  monthDays,
  moveFocus,
  optimisticRecord,
  recordBody,
  recordDefaults,
  recordKey,
  recordToForm,
  summarize,
  visibleEmployees,
  yearOptions,
  type CellPos,
  type GridEmployee,
  type GridLock,
  type GridQuery,
  type GridRecord,
  type GridView,
  type RecordForm,
} from '@/lib/work-hours/grid-model';
import { WORK_HOUR_TYPE, type TimesheetGridDto, type WorkHourRecordDto } from '@/lib/work-hours/types';
import { CoefficientsDrawer } from './CoefficientsDrawer';
import { CopyDrawer } from './CopyDrawer';
import { ExportMenu } from './ExportMenu';
import { RecordEditor, type EditorOptions, type EditorState } from './RecordEditor';
import { HEAD_H as GRID_HEAD_H, ROW_H as GRID_ROW_H, TimesheetGrid } from './TimesheetGrid';
import classes from './TimesheetGrid.module.css';

type Props = {
  /** The project tab: the grid of this project only (no project select). */
  fixedProjectId: number | null;
  query: GridQuery;
  /** 'YYYY-MM-DD' in Croatia (the server's today). */
  today: string;
  /** SuperAdmin, Admin, Accounting, Management: never locked by the month's deadline. */
  neverLocked: boolean;
  canWrite: boolean;
  options: EditorOptions;
  /** The copy drawer's route is open. */
  copyOpen: boolean;
  /** The coefficients drawer's route is open (only /timesheet has it). */
  coefficientsOpen?: boolean;
  /**
   * The grid's path and the drawers' paths (the query string is added here); `coefficients` only
   * for those who may change the work record coefficients (the lookups right).
   */
  paths: { grid: string; copy: string; coefficients?: string };
};

let tempIds = 0;

export function TimesheetScreen({ fixedProjectId, query, today, neverLocked, canWrite, options, copyOpen, coefficientsOpen = false, paths }: Props) {
  const router = useRouter();
  const [q, setQ] = useState<GridQuery>({ ...query, projectId: fixedProjectId ?? query.projectId });
  const [showInactive, setShowInactive] = useState(false);
  const [showSummary, setShowSummary] = useState(false);
  const [data, setData] = useState<TimesheetGridDto | null>(null);
  const [records, setRecords] = useState<Map<string, GridRecord>>(new Map());
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // The month on screen is loaded when its answer has come (loading = a newer request is out).
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [focus, setFocus] = useState<CellPos>({ row: 0, col: 0 });
  const [focusRequest, setFocusRequest] = useState(0);
  const [editor, setEditor] = useState<EditorState | null>(null);
  const qs = gridQueryString(q, fixedProjectId === null);

  // The URL follows the controls without a server round trip (the page reads it on a reload).
  useEffect(() => {
    const path = copyOpen ? paths.copy : coefficientsOpen && paths.coefficients ? paths.coefficients : paths.grid;
    const target = `${path}?${qs}`;
    if (window.location.pathname + window.location.search !== target) window.history.replaceState(window.history.state, '', target);
  }, [qs, copyOpen, coefficientsOpen, paths.copy, paths.grid, paths.coefficients]);

  // The month: one call; a newer request wins over a slower older one.
  const requestKey = `${q.projectId ?? 0}|${q.year}|${q.month}|${showInactive}|${reload}`;
  const loading = loadedKey !== requestKey;
  const requestId = useRef(0);
  const focusAfterLoad = useRef(false);
  useEffect(() => {
    const id = ++requestId.current;
    const key = `${q.projectId ?? 0}|${q.year}|${q.month}|${showInactive}|${reload}`;
    const params = new URLSearchParams({ projectId: String(q.projectId ?? 0), year: String(q.year), month: String(q.month), showInactive: String(showInactive) });
    apiFetch<TimesheetGridDto>(`/api/WorkHourRecords/Grid?${params}`)
      .then((dto) => {
        if (id !== requestId.current) return;
        setData(dto);
        // "Danas" asked for today's cell: focus it once the month is on screen.
        if (focusAfterLoad.current) {
          focusAfterLoad.current = false;
          setFocusRequest((n) => n + 1);
        }
        setRecords(decodeGridCells(dto));
        setPending(new Set());
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (id !== requestId.current) return;
        setData(null);
        setRecords(new Map());
        setLoadError(error instanceof ApiError ? error.message : T.loadError);
      })
      .finally(() => id === requestId.current && setLoadedKey(key));
  }, [q.projectId, q.year, q.month, showInactive, reload]);

  const days = useMemo(() => monthDays(q.year, q.month, data?.holidays ?? []), [q.year, q.month, data?.holidays]);
  const employees = useMemo(() => visibleEmployees(data?.employees ?? [], showInactive), [data?.employees, showInactive]);
  const projects = useMemo(() => new Map((data?.projects ?? []).map((p) => [p.id, p])), [data?.projects]);
  const recordList = useMemo(() => [...records.values()], [records]);
  const summary = useMemo(() => (showSummary ? summarize(recordList) : null), [showSummary, recordList]);
  // New records (and copies) go only to active projects the user may write.
  const writableProjects = useMemo(() => (data?.projects ?? []).filter((p) => p.lock !== 'unauthorized' && p.active), [data?.projects]);

  // The project a cell is written on: the chosen one, else the record's, else the employee's latest this month.
  const cellProject = useCallback(
    (employee: GridEmployee, date: string): number | null => {
      if (q.projectId) return q.projectId;
      const own = records.get(recordKey(employee.id, date));
      if (own) return own.projectId;
      return null;
    },
    [q.projectId, records],
  );
  const lockOf = useCallback(
    (employee: GridEmployee, date: string): GridLock | null => {
      if (!canWrite) return 'unauthorized';
      return cellLock(projects, cellProject(employee, date), records.has(recordKey(employee.id, date)));
    },
    [canWrite, projects, cellProject, records],
  );
  const expiredOf = useCallback((employee: GridEmployee, date: string) => expiredOn(employee, date), []);

  const change = (patch: Partial<GridQuery>) => {
    setQ((old) => ({ ...old, ...patch }));
    setEditor(null);
  };

  // ---- writes

  const typeLabel = (id: number) => options.types.find((o) => o.value === String(id))?.label ?? '';
  const coefficientLabel = (id: number | null) => (id === null ? null : (options.coefficients.find((o) => o.value === String(id))?.label ?? null));

  const latestProjectOf = (employeeId: number): number | null => {
    let best: GridRecord | null = null;
    for (const r of records.values()) if (r.employeeId === employeeId && r.id > 0 && (!best || r.date > best.date)) best = r;
    return best?.projectId ?? null;
  };

  const openEditor = (pos: CellPos, typed: string | null = null) => {
    const employee = employees[pos.row];
    const day = days[pos.col];
    if (!employee || !day) return;
    const lock = lockOf(employee, day.date);
    if (lock) {
      // The cell is greyed; trying it says why (the server would refuse the write the same way).
      notifications.show({ id: 'timesheet-locked', color: 'gray', message: T.lock[lock] });
      return;
    }
    const record = records.get(recordKey(employee.id, day.date));
    let form: RecordForm;
    if (record) form = recordToForm(record);
    else {
      const projectId = q.projectId ?? latestProjectOf(employee.id) ?? (writableProjects.length === 1 ? writableProjects[0].id : null);
      const project = projectId !== null ? (projects.get(projectId) ?? { id: projectId, defaultWorkRecordCoefficientId: null }) : null;
      form = recordDefaults(employee, project);
    }
    if (typed !== null) form = { ...form, hours: typed };
    setFocus(pos);
    setEditor({ employeeId: employee.id, employee: employee.fullName, date: day.date, recordId: record?.id ?? null, form, typed: typed !== null });
  };

  // A stable handler for the memoised rows (a click opens the editor with the current state).
  const openRef = useRef(openEditor);
  useEffect(() => {
    openRef.current = openEditor;
  });
  const onOpenCell = useCallback((pos: CellPos) => openRef.current(pos), []);

  const closeEditor = () => {
    setEditor(null);
    setFocusRequest((n) => n + 1);
  };

  const write = async (state: EditorState, form: RecordForm, file: File | null) => {
    const key = recordKey(state.employeeId, state.date);
    const previous = records.get(key);
    const project = form.projectId !== null ? projects.get(form.projectId) : undefined;
    const optimistic = optimisticRecord(
      form,
      { id: previous?.id ?? --tempIds, employeeId: state.employeeId, date: state.date },
      { project: project?.name ?? '', projectCode: project?.code ?? null, workHourType: typeLabel(form.workHourTypeId), coefficient: coefficientLabel(form.workRecordCoefficientId) },
    );
    setRecords((m) => new Map(m).set(key, optimistic));
    setPending((s) => new Set(s).add(key));
    const body = recordBody(form, state.employeeId, state.date);
    const url = previous && previous.id > 0 ? `/api/WorkHourRecords/${previous.id}` : '/api/WorkHourRecords';
    const method = previous && previous.id > 0 ? 'PUT' : 'POST';
    try {
      let saved: unknown;
      if (file) {
        const multipart = new FormData();
        for (const [k, v] of Object.entries(body)) if (v !== null && v !== undefined) multipart.append(k, String(v));
        multipart.append('file', file);
        saved = await apiFetch(url, { method, body: multipart });
      } else saved = await apiFetch(url, { method, json: body });
      const dto = saved as WorkHourRecordDto | undefined;
      setRecords((m) => {
        const next = new Map(m);
        if (dto && typeof dto === 'object' && typeof dto.id === 'number' && typeof dto.employeeId === 'number') next.set(key, dto);
        return next;
      });
      if (!dto || typeof dto !== 'object' || typeof dto.id !== 'number') setReload((n) => n + 1);
    } catch (error) {
      setRecords((m) => {
        const next = new Map(m);
        if (previous) next.set(key, previous);
        else next.delete(key);
        return next;
      });
      const fields = error instanceof ApiError && error.errors ? Object.values(error.errors).flat().join(' ') : '';
      notifyError(fields ? new ApiError(error instanceof ApiError ? error.status : 400, `${error instanceof Error ? error.message : ''} ${fields}`.trim()) : error, messages.saveError);
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  };

  const save = (form: RecordForm, file: File | null) => {
    const state = editor;
    if (!state) return;
    const employee = employees.find((e) => e.id === state.employeeId);
    const expired = employee ? expiredOn(employee, state.date) : [];
    const proceed = () => {
      setEditor(null);
      // The next day gets the focus: a week is typed as 8 Enter 8 Enter ...
      setFocus((f) => ({ row: f.row, col: Math.min(days.length - 1, f.col + 1) }));
      setFocusRequest((n) => n + 1);
      void write(state, form, file);
    };
    if (expired.length && form.workHourTypeId === WORK_HOUR_TYPE.Regular) {
      modals.openConfirmModal({
        title: T.expiredTitle,
        children: <Text size="sm">{T.expiredConfirm(state.employee, state.date, expired)}</Text>,
        labels: { confirm: T.expiredSave, cancel: messages.cancel },
        confirmProps: { color: 'orange', 'data-testid': 'expired-confirm' },
        onConfirm: proceed,
      });
    } else proceed();
  };

  const remove = (employeeId: number, employeeName: string, date: string) => {
    const key = recordKey(employeeId, date);
    const record = records.get(key);
    if (!record || record.id <= 0) return;
    setEditor(null);
    confirmDelete({
      subject: T.deleteSubject(employeeName, date),
      onCancel: () => setFocusRequest((n) => n + 1),
      onConfirm: async () => {
        setRecords((m) => {
          const next = new Map(m);
          next.delete(key);
          return next;
        });
        setFocusRequest((n) => n + 1);
        try {
          await apiFetch(`/api/WorkHourRecords/${record.id}`, { method: 'DELETE' });
          notifySuccess(T.deleted);
        } catch (error) {
          setRecords((m) => new Map(m).set(key, record));
          notifyError(error, messages.deleteError);
        }
      },
    });
  };

  // ---- keyboard

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editor || !(event.target as HTMLElement).matches('[role="gridcell"]')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moved = moveFocus(focus, event.key, employees.length, days.length);
    if (moved) {
      event.preventDefault();
      setFocus(moved);
      setFocusRequest((n) => n + 1);
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      openEditor(focus);
    } else if (isHoursKey(event.key)) {
      event.preventDefault();
      openEditor(focus, event.key);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      const employee = employees[focus.row];
      const day = days[focus.col];
      if (!employee || !day || lockOf(employee, day.date)) return;
      event.preventDefault();
      remove(employee.id, employee.fullName, day.date);
    }
  };

  const goToday = () => {
    const [y, m, d] = today.split('-').map(Number);
    setFocus((f) => ({ row: f.row, col: d - 1 }));
    if (y === q.year && m === q.month) setFocusRequest((n) => n + 1);
    else {
      focusAfterLoad.current = true;
      change({ year: y, month: m });
    }
  };

  // ---- render

  const projectOptions = useMemo(
    () => [{ value: '0', label: T.allProjects }, ...[...(data?.projects ?? [])].map((p) => ({ value: String(p.id), label: p.code ? `${p.code} ${p.name}` : p.name }))],
    [data?.projects],
  );
  const currentYear = Number(today.slice(0, 4));
  const shownProject = q.projectId ? projects.get(q.projectId) : null;
  const editorProjects =
    q.projectId === null ? writableProjects.filter((p) => p.lock === null).map((p) => ({ value: String(p.id), label: p.code ? `${p.code} ${p.name}` : p.name, defaultCoefficientId: p.defaultWorkRecordCoefficientId })) : null;
  const editorLock = (projectId: number | null) => (projectId === null ? null : cellLock(projects, projectId, editor?.recordId != null));

  return (
    <Stack gap="sm">
      <Group gap="sm" align="end" wrap="wrap">
        {fixedProjectId === null && (
          <Select
            label={T.project}
            w={300}
            searchable
            allowDeselect={false}
            data={projectOptions}
            value={String(q.projectId ?? 0)}
            onChange={(v) => change({ projectId: v && v !== '0' ? Number(v) : null })}
            data-testid="timesheet-project"
          />
        )}
        <Select label={T.year} w={100} allowDeselect={false} data={yearOptions(currentYear).map(String)} value={String(q.year)} onChange={(v) => v && change({ year: Number(v) })} data-testid="timesheet-year" />
        <Select
          label={T.month}
          w={140}
          allowDeselect={false}
          data={T.months.map((label, i) => ({ value: String(i + 1), label }))}
          value={String(q.month)}
          onChange={(v) => v && change({ month: Number(v) })}
          data-testid="timesheet-month"
        />
        <Button variant="default" leftSection={<IconCalendarEvent size={16} />} onClick={goToday} data-testid="timesheet-today">
          {T.today}
        </Button>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {T.view}
          </Text>
          <SegmentedControl
            value={q.view}
            onChange={(v) => change({ view: v as GridView })}
            data={(['hours', 'accommodation', 'food', 'gear'] as const).map((v) => ({ value: v, label: T.views[v] }))}
            data-testid="timesheet-view"
          />
        </Stack>
        <Group gap="sm" ml="auto">
          {canWrite && (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={() => router.push(`${paths.copy}?${qs}`)} data-testid="timesheet-copy">
              {T.copy}
            </Button>
          )}
          {paths.coefficients && (
            <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={() => router.push(`${paths.coefficients}?${qs}`)} data-testid="timesheet-coefficients">
              {T.coefficients.button}
            </Button>
          )}
          <ExportMenu projectId={q.projectId} year={q.year} month={q.month} />
        </Group>
      </Group>
      <Group gap="lg">
        <Checkbox label={T.showInactive} checked={showInactive} onChange={(e) => setShowInactive(e.currentTarget.checked)} data-testid="timesheet-inactive" />
        <Checkbox label={T.showSummary} checked={showSummary} onChange={(e) => setShowSummary(e.currentTarget.checked)} data-testid="timesheet-summary" />
        {data && (
          <Badge variant="light" size="lg" data-testid="timesheet-fund">
            {T.fund(data.fundHours)}
          </Badge>
        )}
        {shownProject && (shownProject.lock || !shownProject.active) && (
          <Group gap={4} data-testid="timesheet-locked">
            <IconLock size={16} color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="dimmed">
              {T.lock[shownProject.lock ?? 'inactive']}
            </Text>
          </Group>
        )}
        {loading && <Loader size="sm" />}
        <Legend showInactive={showInactive} />
      </Group>
      {loadError && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />}>
          {loadError}
        </Alert>
      )}
      {data && !loading && employees.length === 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} />} data-testid="timesheet-empty">
          {q.projectId ? T.noEmployees : T.noEmployeesAll}
        </Alert>
      )}
      {data && employees.length > 0 && (
        <TimesheetGrid
          days={days}
          employees={employees}
          records={records}
          pending={pending}
          view={q.view}
          summary={summary}
          today={today}
          focus={focus}
          focusRequest={focusRequest}
          lockOf={lockOf}
          expiredOf={expiredOf}
          onFocusCell={setFocus}
          onOpenCell={onOpenCell}
          onKeyDown={onKeyDown}
          // The viewport below the controls, or less when a few rows need less.
          height={`min(max(360px, calc(100vh - ${fixedProjectId ? 380 : 300}px)), ${GRID_HEAD_H + employees.length * GRID_ROW_H + 20}px)`}
        />
      )}
      <RecordEditor
        state={editor}
        view={q.view}
        options={options}
        projects={editorProjects}
        lockOf={editorLock}
        onSave={save}
        onDelete={() => editor && remove(editor.employeeId, editor.employee, editor.date)}
        onClose={closeEditor}
      />
      {paths.coefficients && (
        // The editor's coefficient choices come with the page: refresh them after a change.
        <CoefficientsDrawer opened={coefficientsOpen} closeHref={`${paths.grid}?${qs}`} onChanged={() => router.refresh()} />
      )}
      {canWrite && (
        <CopyDrawer
          opened={copyOpen}
          closeHref={`${paths.grid}?${qs}`}
          projects={writableProjects}
          projectId={q.projectId}
          shown={{ year: q.year, month: q.month }}
          defaultDate={today}
          neverLocked={neverLocked}
          onCopied={() => {
            router.push(`${paths.grid}?${qs}`);
            setReload((n) => n + 1);
          }}
        />
      )}
    </Stack>
  );
}

function Legend({ showInactive }: { showInactive: boolean }) {
  const item = (className: string | undefined, label: string, style?: React.CSSProperties) => (
    <Group gap={4} key={label}>
      <span className={`${classes.legendSwatch} ${className ?? ''}`} style={style} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
  return (
    <Group gap="sm" ml="auto" data-testid="timesheet-legend">
      {item(classes.weekend, T.legend.weekend)}
      {item(classes.holiday, T.legend.holiday)}
      {item(classes.locked, T.legend.locked)}
      {item(undefined, T.legend.fieldWork, { background: 'var(--mantine-color-teal-6)', borderRadius: '50%', width: 8, height: 8 })}
      {item(undefined, T.legend.expired, { borderColor: 'var(--mantine-color-red-6)', background: 'var(--mantine-color-red-1)' })}
      {showInactive && (
        <Group gap={4}>
          <Text size="xs" c="gray.6" fs="italic">
            Ime Prezime
          </Text>
          <Text size="xs" c="dimmed">
            {T.legend.inactive}
          </Text>
        </Group>
      )}
    </Group>
  );
}
