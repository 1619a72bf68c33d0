'use client';

import { useSearchParams } from 'next/navigation';
import { FormDrawer } from '@/components/drawer/FormDrawer';
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
  const searchParams = useSearchParams();
  const closeHref = mode === 'edit' && employee ? employeeHref.detail(employee.id) : drawerHrefs('/employees', searchParams).list;
  return (
    <FormDrawer
      mode={mode}
      record={employee}
      titles={{ create: 'Novi zaposlenik', edit: 'Uređivanje zaposlenika' }}
      closeHref={closeHref}
      form={(s) =>
        options && (
          <EmployeeForm
            employee={s.record}
            options={options}
            defaults={defaults}
            canAddCity={canAddCity}
            onSaved={(saved) => s.saved(employeeHref.detail(saved.id))}
            onCancel={s.cancel}
          />
        )
      }
    />
  );
}
