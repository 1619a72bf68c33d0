'use client';

import { FormDrawer } from '@/components/drawer/FormDrawer';
import type { GearRecordDto } from '@/lib/employees/schemas';
import { GearForm } from './GearForm';
import { employeeHref } from '@/lib/employees/screen';

type Props = {
  employeeId: number;
  mode: 'create' | 'edit' | 'closed';
  record: GearRecordDto | null;
  projects: { value: string; label: string }[];
  today: string;
};

/** /employees/{id}/gear/new and /gear/{gearId}/edit; closing returns to the Gear tab. */
export function GearDrawer({ employeeId, mode, record, projects, today }: Props) {
  return (
    <FormDrawer
      mode={mode}
      record={record}
      titles={{ create: 'Novo zaduženje opreme', edit: 'Uređivanje zaduženja opreme' }}
      closeHref={employeeHref.tab(employeeId, 'gear')}
      form={(s) => (
        <GearForm employeeId={employeeId} record={s.record} projects={projects} today={today} onSaved={() => s.saved()} onCancel={s.cancel} />
      )}
    />
  );
}
