'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { drawerHrefs } from '@/components/drawer/drawer-slug';
import type { EmployeeDto } from '@/lib/employees/schemas';
import { EmployeeForm, type EmployeeFormOptions } from './form/EmployeeForm';
import type { EmployeeFormValues } from './form/form-values';
import { employeeHref } from '@/lib/employees/screen';

type Props = {
  /** create: over the list (/employees/new); edit: over the detail page (/employees/{id}/edit). */
  mode: 'create' | 'edit' | 'closed';
  employee: EmployeeDto | null;
  options: EmployeeFormOptions | null;
  defaults?: Partial<EmployeeFormValues>;
  canAddCity: boolean;
};

/** The route-driven employee drawer. A new employee opens on their detail page once saved. */
export function EmployeeDrawer({ mode, employee, options, defaults, canAddCity }: Props) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const closeHref = mode === 'edit' && employee ? employeeHref.detail(employee.id) : drawerHrefs('/employees', searchParams).list;
  const open = mode === 'create' || (mode === 'edit' && !!employee);

  return (
    <EntityDrawer
      opened={open}
      title={mode === 'edit' ? 'Uređivanje zaposlenika' : 'Novi zaposlenik'}
      closeHref={closeHref}
    >
      {open && options && (
        <EmployeeForm
          key={employee?.id ?? 'new'}
          employee={mode === 'edit' ? employee : null}
          options={options}
          defaults={defaults}
          canAddCity={canAddCity}
          onSaved={(saved) => {
            router.replace(employeeHref.detail(saved.id), { scroll: false });
            router.refresh();
          }}
          onCancel={() => router.replace(closeHref, { scroll: false })}
        />
      )}
    </EntityDrawer>
  );
}
