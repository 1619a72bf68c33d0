'use client';

/**
 * The cell editor: a small drawer on the right with the record's fields (spec part 2 section 3)
 * and the defaults of section 4 for a new one. Enter saves (the form submits), Escape closes; the
 * grid takes the focus back. Opened by a digit, the hours field already holds it.
 */
import { Alert, Button, Checkbox, Drawer, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { GEAR_ITEMS } from '@/lib/employees/gear-items';
import { parseDecimalInput } from '@/lib/format';
import { TIMESHEET_TEXTS as T } from '@/lib/i18n/timesheet';
import { messages } from '@/lib/i18n/messages';
import { withFieldWork, type GridLock, type GridView, type RecordForm } from '@/lib/work-hours/grid-model';

export type Option = { value: string; label: string };
export type EditorOptions = {
  types: Option[];
  coefficients: Option[];
  accommodation: Option[];
  food: Option[];
};

export type EditorState = {
  employeeId: number;
  employee: string;
  date: string;
  recordId: number | null;
  form: RecordForm;
  /** Opened by typing a digit: keep the caret after it instead of selecting the text. */
  typed: boolean;
};

type Props = {
  state: EditorState | null;
  view: GridView;
  options: EditorOptions;
  /** The project select of "all projects" mode (writable projects), null on one project. */
  projects: (Option & { defaultCoefficientId: number | null })[] | null;
  lockOf: (projectId: number | null) => GridLock | null;
  onSave: (form: RecordForm, file: File | null) => void;
  onDelete: () => void;
  onClose: () => void;
};

const MAX_HOURS = 24;

function validate(form: RecordForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const hours = parseDecimalInput(form.hours);
  if (form.hours.trim() === '') errors.hours = messages.required;
  else if (hours === null || !/^\d+(\.\d{1,2})?$/.test(hours)) errors.hours = 'Neispravan broj sati';
  else if (Number(hours) > MAX_HOURS) errors.hours = `Najviše ${MAX_HOURS} sata`;
  if (!form.workHourTypeId) errors.workHourTypeId = messages.required;
  if (form.projectId === null) errors.projectId = messages.required;
  if (form.numberOfMeals < 0 || form.numberOfMeals > 3) errors.numberOfMeals = 'Broj obroka je od 0 do 3';
  return errors;
}

export function RecordEditor({ state, view, options, projects, lockOf, onSave, onDelete, onClose }: Props) {
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      position="right"
      size={420}
      title={state ? T.editor.title(state.employee, state.date) : ''}
      returnFocus={false}
      data-testid="record-editor"
    >
      {state && (
        <EditorForm key={`${state.employeeId}|${state.date}`} state={state} view={view} options={options} projects={projects} lockOf={lockOf} onSave={onSave} onDelete={onDelete} onClose={onClose} />
      )}
    </Drawer>
  );
}

function EditorForm({ state, view, options, projects, lockOf, onSave, onDelete, onClose }: Omit<Props, 'state'> & { state: EditorState }) {
  const [form, setForm] = useState<RecordForm>(state.form);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  // Focus the hours at once (in the same task as the key that opened the editor), so the next
  // keys a fast typist presses land in the field, not on the grid behind the opening drawer.
  const hoursRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    hoursRef.current?.focus();
  }, []);
  const set = (patch: Partial<RecordForm>) => setForm((f) => ({ ...f, ...patch }));
  const lock = lockOf(form.projectId);
  const projectDefault = projects?.find((p) => p.value === String(form.projectId))?.defaultCoefficientId ?? state.form.workRecordCoefficientId;
  const label = (list: Option[], id: number | null) => (id === null ? null : (list.find((o) => o.value === String(id))?.label ?? null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length || lock) return;
    onSave({ ...form, hours: parseDecimalInput(form.hours) ?? form.hours }, file);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="record-form">
      <Stack gap="sm">
        {lock && (
          <Alert color="gray" icon={<IconLock size={16} />} data-testid="editor-locked">
            {T.lock[lock]}
          </Alert>
        )}
        {projects && (
          <Select
            label={T.project}
            withAsterisk
            searchable
            data={projects}
            value={form.projectId === null ? null : String(form.projectId)}
            error={errors.projectId}
            onChange={(v) => {
              const p = projects.find((o) => o.value === v);
              set({ projectId: v ? Number(v) : null, workRecordCoefficientId: form.isFieldWork ? (p?.defaultCoefficientId ?? null) : null });
            }}
          />
        )}
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={T.editor.hours}
            withAsterisk
            inputMode="decimal"
            ref={hoursRef}
            data-autofocus
            value={form.hours}
            error={errors.hours}
            onChange={(e) => set({ hours: e.currentTarget.value })}
            onFocus={(e) => {
              if (state.typed) {
                const input = e.currentTarget;
                const end = input.value.length;
                input.setSelectionRange(end, end);
              } else e.currentTarget.select();
            }}
            data-testid="editor-hours"
          />
          <Select
            label={T.editor.type}
            withAsterisk
            data={options.types}
            allowDeselect={false}
            value={String(form.workHourTypeId)}
            error={errors.workHourTypeId}
            onChange={(v) => v && set({ workHourTypeId: Number(v) })}
            data-testid="editor-type"
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm" style={{ alignItems: 'end' }}>
          <Checkbox
            label={T.editor.fieldWork}
            checked={form.isFieldWork}
            onChange={(e) => setForm((f) => withFieldWork(f, e.currentTarget.checked, projectDefault))}
            mb={8}
            data-testid="editor-field-work"
          />
          <Select
            label={T.editor.coefficient}
            data={options.coefficients}
            clearable
            disabled={!form.isFieldWork}
            value={form.workRecordCoefficientId === null ? null : String(form.workRecordCoefficientId)}
            onChange={(v) => set({ workRecordCoefficientId: v ? Number(v) : null })}
            data-testid="editor-coefficient"
          />
        </SimpleGrid>
        <Select
          label={T.editor.accommodation}
          data={options.accommodation}
          searchable
          clearable
          value={form.accommodationSupplierId === null ? null : String(form.accommodationSupplierId)}
          onChange={(v) => set({ accommodationSupplierId: v ? Number(v) : null, accommodationSupplier: label(options.accommodation, v ? Number(v) : null) })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={T.editor.food}
            data={options.food}
            searchable
            clearable
            value={form.foodSupplierId === null ? null : String(form.foodSupplierId)}
            onChange={(v) => set({ foodSupplierId: v ? Number(v) : null, foodSupplier: label(options.food, v ? Number(v) : null) })}
          />
          <NumberInput
            label={T.editor.meals}
            min={0}
            max={3}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={form.numberOfMeals}
            error={errors.numberOfMeals}
            onChange={(v) => set({ numberOfMeals: typeof v === 'number' ? v : Number(v) || 0 })}
          />
        </SimpleGrid>
        <Textarea label={T.editor.description} autosize minRows={1} maxRows={4} maxLength={200} value={form.description} onChange={(e) => set({ description: e.currentTarget.value })} />
        {view === 'gear' && (
          <Stack gap={6}>
            <Checkbox label={T.editor.hasGear} checked={form.hasGear} onChange={(e) => set({ hasGear: e.currentTarget.checked })} data-testid="editor-has-gear" />
            {form.hasGear && (
              <>
                <SimpleGrid cols={2} spacing={6}>
                  {GEAR_ITEMS.map((g) => (
                    <Checkbox
                      key={g.key}
                      size="xs"
                      label={g.label}
                      checked={form.gear[g.key] > 0}
                      onChange={(e) => set({ gear: { ...form.gear, [g.key]: e.currentTarget.checked ? 1 : 0 } })}
                    />
                  ))}
                </SimpleGrid>
                <FileInput label={T.editor.file} clearable value={file} onChange={setFile} accept="application/pdf,image/*" />
              </>
            )}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          {T.editor.keys}
        </Text>
        <Group justify="space-between">
          {state.recordId !== null ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={lock !== null} data-testid="editor-delete">
              {T.editor.delete}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {T.editor.cancel}
            </Button>
            <Button type="submit" disabled={lock !== null} data-testid="editor-save">
              {T.editor.save}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
