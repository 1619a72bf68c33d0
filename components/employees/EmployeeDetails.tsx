'use client';

import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
import { DetailSection } from '@/components/detail/DetailGrid';
import { expiryAlerts } from '@/lib/employees/expiry';
import type { EmployeeDto } from '@/lib/employees/schemas';
import { formatDate, formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { ExpiryDate } from './ExpiryDate';
import { confirmDeleteEmployee } from './delete-employee';
import { employeeHref } from '@/lib/employees/screen';
import { LABEL, SECTION } from '@/lib/i18n/employees';

type Props = { employee: EmployeeDto; today: string; canUpdate: boolean; canDelete: boolean };

const dash = <Text span c="dimmed">—</Text>;
const text = (v: string | null | undefined) => (v ? v : dash);
const date = (v: string | null) => (v ? formatDate(v) : dash);

type FieldKey = keyof EmployeeDto & keyof typeof LABEL;
/** Dates shown with ExpiryDate (expired or soon marked); other dates plain. */
const EXPIRY = new Set<FieldKey>([
  'supervisionDecisionExpirationDate',
  'authorizationExpirationDate',
  'medicalExaminationExpirationDate',
  'toxicologyExpirationDate',
  'workingPermissionExpirationDate',
]);
const DATES = new Set<FieldKey>(['birthDate', 'activeFrom', 'activeTo', 'workingPermissionExtensionRequestDate', 'workingPermissionExtensionStartDate']);

/** The Details tab: every field, read-only, grouped like the form; expired dates marked. */
export function EmployeeDetails({ employee: e, today, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const alerts = expiryAlerts(e, today);
  const place = (city: string | null, country: string | null) => (city ? `${city}, ${country}` : country ?? dash);
  const show = (key: FieldKey): ReactNode => {
    const v = e[key];
    if (typeof v === 'boolean') return v ? messages.yes : messages.no;
    if (EXPIRY.has(key)) return <ExpiryDate date={v as string | null} today={today} />;
    if (DATES.has(key)) return date(v as string | null);
    if (key === 'usedBonusAmountBeforeEmployment') return formatMoney(e.usedBonusAmountBeforeEmployment);
    if (key === 'medicalExaminationNotes') return <span style={{ whiteSpace: 'pre-wrap' }}>{text(e.medicalExaminationNotes)}</span>;
    return text(v as string | null);
  };
  const fields = (...keys: FieldKey[]) =>
    keys.map((key) => (
      <DetailField key={key} label={LABEL[key]}>
        {show(key)}
      </DetailField>
    ));
  const placeLabel = `${LABEL.city}, ${LABEL.country.toLowerCase()}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        {alerts.length ? (
          <Alert color={alerts[0].status === 'expired' ? 'red' : 'orange'} icon={<IconAlertTriangle size={18} />} py="xs" style={{ flex: 1 }} data-testid="expiry-alert">
            {alerts.map((a) => `${a.label}: ${formatDate(a.date)} (${a.status === 'expired' ? messages.expired : messages.expiringSoon})`).join(' · ')}
          </Alert>
        ) : (
          <span />
        )}
        <DetailActions
          onDelete={canDelete ? () => confirmDeleteEmployee(e, () => router.replace(employeeHref.list)) : null}
          editHref={canUpdate ? employeeHref.edit(e.id) : null}
        />
      </Group>

      <DetailSection title={SECTION.identity}>
        {fields('name', 'surname', 'oib', 'identificationNumber', 'birthDate', 'gender', 'email', 'phone')}
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={SECTION.residence} cols={1}>
          {fields('address')}
          <DetailField label={placeLabel}>{place(e.city, e.country)}</DetailField>
        </DetailSection>
        <DetailSection title={SECTION.temporary} cols={1}>
          {fields('temporaryAddress')}
          <DetailField label={placeLabel}>{place(e.temporaryCity, e.temporaryCountry)}</DetailField>
        </DetailSection>
      </SimpleGrid>
      <DetailSection title={SECTION.employment}>
        {fields('activeFrom', 'activeTo', 'employeeRole', 'position', 'company', 'company2', 'agency', 'usedBonusAmountBeforeEmployment')}
      </DetailSection>
      <DetailSection title={SECTION.safety}>
        {fields(
          'isCompetentForSafeWork',
          'isCompetentForFireProtection',
          'isCompetentForFirstAid',
          'isSupervised',
          'supervisionDecisionExpirationDate',
          'isAuthorizedForWorkSafety',
          'authorizationExpirationDate',
        )}
      </DetailSection>
      <DetailSection title={SECTION.medical}>
        {fields('isMedicalExaminationRequired', 'medicalExaminationExpirationDate', 'medicalExaminationBy', 'pointList', 'medicalExaminationNotes')}
      </DetailSection>
      <DetailSection title={SECTION.toxicology}>
        {fields('isCompetentForToxicology', 'isResponsibleForToxicology', 'isExecutantForToxicology', 'toxicologyExpirationDate')}
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={SECTION.sizes}>{fields('workShoesSize', 'workPantsSize', 'workJacketSize')}</DetailSection>
        <DetailSection title={SECTION.permit} cols={2}>
          {fields(
            'hasWorkingPermission',
            'workingPermissionExpirationDate',
            'workingPermissionExtensionRequestDate',
            'workingPermissionExtensionStartDate',
          )}
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}
