'use client';

import { useRouter } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
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
  const router = useRouter();
  const back = employeeHref.tab(employeeId, 'gear');
  const open = mode === 'create' || (mode === 'edit' && !!record);
  return (
    <EntityDrawer opened={open} title={mode === 'edit' ? 'Uređivanje zaduženja opreme' : 'Novo zaduženje opreme'} closeHref={back}>
      {open && (
        <GearForm
          key={record?.id ?? 'new'}
          employeeId={employeeId}
          record={mode === 'edit' ? record : null}
          projects={projects}
          today={today}
          onSaved={() => {
            router.replace(back, { scroll: false });
            router.refresh();
          }}
          onCancel={() => router.replace(back, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
