'use client';

import { Select, TextInput } from '@mantine/core';
import { DateField } from '@/components/form/DateField';
import { formatMoney, parseDecimalInput } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { LABEL, SECTION } from '@/lib/i18n/employees';
import { FormSection } from './FormSection';
import type { SectionProps, SelectOption } from './types';
import { LimitedTextInput } from '@/components/form/LimitedText';

type Props = SectionProps & { roles: SelectOption[]; companies: SelectOption[]; agencies: SelectOption[] };

/** Employment: dates, role, position, companies, agency, bonus amount (euros, decimal comma). */
export function EmploymentSection({ form, roles, companies, agencies }: Props) {
  const bonus = form.getInputProps('usedBonusAmountBeforeEmployment');
  // Shows a valid amount in the Croatian form once the user leaves the field (1234,5 -> 1.234,50);
  // a wrong value stays as typed so the message makes sense.
  const tidyBonus = () => {
    const parsed = parseDecimalInput(form.values.usedBonusAmountBeforeEmployment);
    if (parsed !== null && /^-?\d+(\.\d{1,2})?$/.test(parsed)) form.setFieldValue('usedBonusAmountBeforeEmployment', formatMoney(parsed));
  };
  return (
    <FormSection legend={SECTION.employment}>
      <DateField label={LABEL.activeFrom} withAsterisk {...form.getInputProps('activeFrom')} />
      <DateField label={LABEL.activeTo} {...form.getInputProps('activeTo')} />
      <Select label={LABEL.employeeRole} withAsterisk searchable data={roles} allowDeselect={false} {...form.getInputProps('employeeRoleId')} />
      <LimitedTextInput label={LABEL.position} limit={200} {...form.getInputProps('position')} />
      <Select label={LABEL.company} clearable data={companies} {...form.getInputProps('companyId')} />
      <Select label={LABEL.company2} clearable data={companies} {...form.getInputProps('company2Id')} />
      <Select
        label={LABEL.agency}
        clearable
        searchable
        data={agencies}
        placeholder={agencies.length ? undefined : messages.noOptions}
        {...form.getInputProps('agencyId')}
      />
      <TextInput
        label={LABEL.usedBonusAmountBeforeEmployment}
        inputMode="decimal"
        placeholder="0,00"
        rightSection="€"
        {...bonus}
        onBlur={(e) => {
          bonus.onBlur?.(e);
          tidyBonus();
        }}
      />
    </FormSection>
  );
}
