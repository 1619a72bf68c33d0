'use client';

import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formResolver } from '@/lib/validation/form-resolver';
import { Role } from '@/lib/auth/roles';
import { FormActions } from '@/components/form/FormActions';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { saveRow } from '@/components/form/save-row';
import { messages } from '@/lib/i18n/messages';
import { USER_LABELS as L } from '@/lib/i18n/users';
import { userCreateSchema, userUpdateSchema, type UserDto } from '@/lib/users/schemas';
import { LimitedTextInput } from '@/components/form/LimitedText';

export type SelectOption = { value: string; label: string };

type Values = { name: string; surname: string; email: string; roleId: number | null; employeeId: number | null };

type Props = {
  mode: 'create' | 'edit';
  user?: UserDto | null;
  roles: SelectOption[];
  employees: SelectOption[];
  onSaved: () => void;
  onCancel: () => void;
};

/** The user drawer form: the same zod rules as the API, the e-mail locked when editing. */
export function UserForm({ mode, user, roles, employees, onSaved, onCancel }: Props) {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      name: user?.name ?? '',
      surname: user?.surname ?? '',
      email: user?.email ?? '',
      roleId: user?.roleId ?? null,
      employeeId: user?.employeeId ?? null,
    },
    validate: formResolver(mode === 'create' ? userCreateSchema : userUpdateSchema),
  });
  const isSiteManager = form.values.roleId === Role.SiteManager;

  const { saving, submit } = useFormSubmit(form, {
    save: async (values) => {
      const body = { ...values, employeeId: values.employeeId ?? null };
      await saveRow('/api/Users', mode === 'create' ? null : user!.id, body);
    },
    savedMessage: messages.userSaved,
    onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LimitedTextInput label={L.name} withAsterisk data-autofocus limit={200} {...form.getInputProps('name')} />
        <LimitedTextInput label={L.surname} withAsterisk limit={200} {...form.getInputProps('surname')} />
        <LimitedTextInput
          label={L.email}
          type="email"
          withAsterisk
          limit={100}
          disabled={mode === 'edit'}
          description={mode === 'edit' ? messages.emailNotEditable : undefined}
          {...form.getInputProps('email')}
        />
        <Select
          label={L.role}
          withAsterisk
          data={roles}
          value={form.values.roleId == null ? null : String(form.values.roleId)}
          onChange={(v) => form.setFieldValue('roleId', v ? Number(v) : null)}
          error={form.errors.roleId}
          allowDeselect={false}
          nothingFoundMessage={messages.noOptions}
        />
        <Select
          label={L.employee}
          withAsterisk={isSiteManager}
          description={isSiteManager ? messages.employeeRequiredForSiteManager : undefined}
          data={employees}
          searchable
          clearable={!isSiteManager}
          value={form.values.employeeId == null ? null : String(form.values.employeeId)}
          onChange={(v) => form.setFieldValue('employeeId', v ? Number(v) : null)}
          error={form.errors.employeeId}
          nothingFoundMessage={messages.noOptions}
          placeholder={employees.length ? undefined : messages.noOptions}
          disabled={!employees.length}
        />
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
