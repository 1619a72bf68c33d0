'use client';

import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { DetailActions } from '@/components/detail/DetailActions';
import { DetailField } from '@/components/detail/DetailField';
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
const yesNo = (v: boolean) => (v ? messages.yes : messages.no);
const date = (v: string | null) => (v ? formatDate(v) : dash);

function Section({ title, cols = 3, children }: { title: string; cols?: 2 | 3; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** The Details tab: every field, read-only, grouped like the form; expired dates marked. */
export function EmployeeDetails({ employee: e, today, canUpdate, canDelete }: Props) {
  const router = useRouter();
  const alerts = expiryAlerts(e, today);
  const expiry = (v: string | null) => <ExpiryDate date={v} today={today} />;
  const place = (city: string | null, country: string | null) => (city ? `${city}, ${country}` : country ?? dash);

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

      <Section title={SECTION.identity}>
        <DetailField label={LABEL.name}>{e.name}</DetailField>
        <DetailField label={LABEL.surname}>{e.surname}</DetailField>
        <DetailField label={LABEL.oib}>{e.oib}</DetailField>
        <DetailField label={LABEL.identificationNumber}>{text(e.identificationNumber)}</DetailField>
        <DetailField label={LABEL.birthDate}>{formatDate(e.birthDate)}</DetailField>
        <DetailField label={LABEL.gender}>{e.gender}</DetailField>
        <DetailField label={LABEL.email}>{text(e.email)}</DetailField>
        <DetailField label={LABEL.phone}>{e.phone}</DetailField>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="sm" component="section" aria-label={SECTION.residence}>
          <Text fw={600} mb="sm">{SECTION.residence}</Text>
          <Stack gap="sm">
            <DetailField label={LABEL.address}>{e.address}</DetailField>
            <DetailField label={`${LABEL.city}, ${LABEL.country.toLowerCase()}`}>{place(e.city, e.country)}</DetailField>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="sm" component="section" aria-label={SECTION.temporary}>
          <Text fw={600} mb="sm">{SECTION.temporary}</Text>
          <Stack gap="sm">
            <DetailField label={LABEL.temporaryAddress}>{text(e.temporaryAddress)}</DetailField>
            <DetailField label={`${LABEL.city}, ${LABEL.country.toLowerCase()}`}>{place(e.temporaryCity, e.temporaryCountry)}</DetailField>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Section title={SECTION.employment}>
        <DetailField label={LABEL.activeFrom}>{formatDate(e.activeFrom)}</DetailField>
        <DetailField label={LABEL.activeTo}>{date(e.activeTo)}</DetailField>
        <DetailField label={LABEL.employeeRole}>{e.employeeRole}</DetailField>
        <DetailField label={LABEL.position}>{text(e.position)}</DetailField>
        <DetailField label={LABEL.company}>{text(e.company)}</DetailField>
        <DetailField label={LABEL.company2}>{text(e.company2)}</DetailField>
        <DetailField label={LABEL.agency}>{text(e.agency)}</DetailField>
        <DetailField label={LABEL.usedBonusAmountBeforeEmployment}>{formatMoney(e.usedBonusAmountBeforeEmployment)}</DetailField>
      </Section>
      <Section title={SECTION.safety}>
        <DetailField label={LABEL.isCompetentForSafeWork}>{yesNo(e.isCompetentForSafeWork)}</DetailField>
        <DetailField label={LABEL.isCompetentForFireProtection}>{yesNo(e.isCompetentForFireProtection)}</DetailField>
        <DetailField label={LABEL.isCompetentForFirstAid}>{yesNo(e.isCompetentForFirstAid)}</DetailField>
        <DetailField label={LABEL.isSupervised}>{yesNo(e.isSupervised)}</DetailField>
        <DetailField label={LABEL.supervisionDecisionExpirationDate}>{expiry(e.supervisionDecisionExpirationDate)}</DetailField>
        <DetailField label={LABEL.isAuthorizedForWorkSafety}>{yesNo(e.isAuthorizedForWorkSafety)}</DetailField>
        <DetailField label={LABEL.authorizationExpirationDate}>{expiry(e.authorizationExpirationDate)}</DetailField>
      </Section>
      <Section title={SECTION.medical}>
        <DetailField label={LABEL.isMedicalExaminationRequired}>{yesNo(e.isMedicalExaminationRequired)}</DetailField>
        <DetailField label={LABEL.medicalExaminationExpirationDate}>{expiry(e.medicalExaminationExpirationDate)}</DetailField>
        <DetailField label={LABEL.medicalExaminationBy}>{text(e.medicalExaminationBy)}</DetailField>
        <DetailField label={LABEL.pointList}>{text(e.pointList)}</DetailField>
        <DetailField label={LABEL.medicalExaminationNotes}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{text(e.medicalExaminationNotes)}</span>
        </DetailField>
      </Section>
      <Section title={SECTION.toxicology}>
        <DetailField label={LABEL.isCompetentForToxicology}>{yesNo(e.isCompetentForToxicology)}</DetailField>
        <DetailField label={LABEL.isResponsibleForToxicology}>{yesNo(e.isResponsibleForToxicology)}</DetailField>
        <DetailField label={LABEL.isExecutantForToxicology}>{yesNo(e.isExecutantForToxicology)}</DetailField>
        <DetailField label={LABEL.toxicologyExpirationDate}>{expiry(e.toxicologyExpirationDate)}</DetailField>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={SECTION.sizes}>
          <DetailField label={LABEL.workShoesSize}>{text(e.workShoesSize)}</DetailField>
          <DetailField label={LABEL.workPantsSize}>{text(e.workPantsSize)}</DetailField>
          <DetailField label={LABEL.workJacketSize}>{text(e.workJacketSize)}</DetailField>
        </Section>
        <Section title={SECTION.permit} cols={2}>
          <DetailField label={LABEL.hasWorkingPermission}>{yesNo(e.hasWorkingPermission)}</DetailField>
          <DetailField label={LABEL.workingPermissionExpirationDate}>{expiry(e.workingPermissionExpirationDate)}</DetailField>
          <DetailField label={LABEL.workingPermissionExtensionRequestDate}>{date(e.workingPermissionExtensionRequestDate)}</DetailField>
          <DetailField label={LABEL.workingPermissionExtensionStartDate}>{date(e.workingPermissionExtensionStartDate)}</DetailField>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
