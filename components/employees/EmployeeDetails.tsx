'use client';

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { expiryAlerts } from '@/lib/employees/expiry';
import type { EmployeeDto } from '@/lib/employees/schemas';
import { formatDate, formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { ExpiryDate } from './ExpiryDate';
import { confirmDeleteEmployee } from './delete-employee';
import { employeeHref } from './employee-route';
import { LABEL, SECTION } from './labels';

type Props = { employee: EmployeeDto; today: string; canUpdate: boolean; canDelete: boolean };

const dash = <Text span c="dimmed">—</Text>;
const text = (v: string | null | undefined) => (v ? v : dash);
const yesNo = (v: boolean) => (v ? messages.yes : messages.no);
const date = (v: string | null) => (v ? formatDate(v) : dash);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}

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
        <Group gap="xs">
          {canDelete && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => confirmDeleteEmployee(e, () => router.replace(employeeHref.list))}
            >
              {messages.delete}
            </Button>
          )}
          {canUpdate && (
            <Button component={Link} href={employeeHref.edit(e.id)} scroll={false} leftSection={<IconPencil size={16} />}>
              {messages.edit}
            </Button>
          )}
        </Group>
      </Group>

      <Section title={SECTION.identity}>
        <Field label={LABEL.name}>{e.name}</Field>
        <Field label={LABEL.surname}>{e.surname}</Field>
        <Field label={LABEL.oib}>{e.oib}</Field>
        <Field label={LABEL.identificationNumber}>{text(e.identificationNumber)}</Field>
        <Field label={LABEL.birthDate}>{formatDate(e.birthDate)}</Field>
        <Field label={LABEL.gender}>{e.gender}</Field>
        <Field label={LABEL.email}>{text(e.email)}</Field>
        <Field label={LABEL.phone}>{e.phone}</Field>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="sm" component="section" aria-label={SECTION.residence}>
          <Text fw={600} mb="sm">{SECTION.residence}</Text>
          <Stack gap="sm">
            <Field label={LABEL.address}>{e.address}</Field>
            <Field label={`${LABEL.city}, ${LABEL.country.toLowerCase()}`}>{place(e.city, e.country)}</Field>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="sm" component="section" aria-label={SECTION.temporary}>
          <Text fw={600} mb="sm">{SECTION.temporary}</Text>
          <Stack gap="sm">
            <Field label={LABEL.temporaryAddress}>{text(e.temporaryAddress)}</Field>
            <Field label={`${LABEL.city}, ${LABEL.country.toLowerCase()}`}>{place(e.temporaryCity, e.temporaryCountry)}</Field>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Section title={SECTION.employment}>
        <Field label={LABEL.activeFrom}>{formatDate(e.activeFrom)}</Field>
        <Field label={LABEL.activeTo}>{date(e.activeTo)}</Field>
        <Field label={LABEL.employeeRole}>{e.employeeRole}</Field>
        <Field label={LABEL.position}>{text(e.position)}</Field>
        <Field label={LABEL.company}>{text(e.company)}</Field>
        <Field label={LABEL.company2}>{text(e.company2)}</Field>
        <Field label={LABEL.agency}>{text(e.agency)}</Field>
        <Field label={LABEL.usedBonusAmountBeforeEmployment}>{formatMoney(e.usedBonusAmountBeforeEmployment)}</Field>
      </Section>
      <Section title={SECTION.safety}>
        <Field label={LABEL.isCompetentForSafeWork}>{yesNo(e.isCompetentForSafeWork)}</Field>
        <Field label={LABEL.isCompetentForFireProtection}>{yesNo(e.isCompetentForFireProtection)}</Field>
        <Field label={LABEL.isCompetentForFirstAid}>{yesNo(e.isCompetentForFirstAid)}</Field>
        <Field label={LABEL.isSupervised}>{yesNo(e.isSupervised)}</Field>
        <Field label={LABEL.supervisionDecisionExpirationDate}>{expiry(e.supervisionDecisionExpirationDate)}</Field>
        <Field label={LABEL.isAuthorizedForWorkSafety}>{yesNo(e.isAuthorizedForWorkSafety)}</Field>
        <Field label={LABEL.authorizationExpirationDate}>{expiry(e.authorizationExpirationDate)}</Field>
      </Section>
      <Section title={SECTION.medical}>
        <Field label={LABEL.isMedicalExaminationRequired}>{yesNo(e.isMedicalExaminationRequired)}</Field>
        <Field label={LABEL.medicalExaminationExpirationDate}>{expiry(e.medicalExaminationExpirationDate)}</Field>
        <Field label={LABEL.medicalExaminationBy}>{text(e.medicalExaminationBy)}</Field>
        <Field label={LABEL.pointList}>{text(e.pointList)}</Field>
        <Field label={LABEL.medicalExaminationNotes}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{text(e.medicalExaminationNotes)}</span>
        </Field>
      </Section>
      <Section title={SECTION.toxicology}>
        <Field label={LABEL.isCompetentForToxicology}>{yesNo(e.isCompetentForToxicology)}</Field>
        <Field label={LABEL.isResponsibleForToxicology}>{yesNo(e.isResponsibleForToxicology)}</Field>
        <Field label={LABEL.isExecutantForToxicology}>{yesNo(e.isExecutantForToxicology)}</Field>
        <Field label={LABEL.toxicologyExpirationDate}>{expiry(e.toxicologyExpirationDate)}</Field>
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={SECTION.sizes}>
          <Field label={LABEL.workShoesSize}>{text(e.workShoesSize)}</Field>
          <Field label={LABEL.workPantsSize}>{text(e.workPantsSize)}</Field>
          <Field label={LABEL.workJacketSize}>{text(e.workJacketSize)}</Field>
        </Section>
        <Section title={SECTION.permit} cols={2}>
          <Field label={LABEL.hasWorkingPermission}>{yesNo(e.hasWorkingPermission)}</Field>
          <Field label={LABEL.workingPermissionExpirationDate}>{expiry(e.workingPermissionExpirationDate)}</Field>
          <Field label={LABEL.workingPermissionExtensionRequestDate}>{date(e.workingPermissionExtensionRequestDate)}</Field>
          <Field label={LABEL.workingPermissionExtensionStartDate}>{date(e.workingPermissionExtensionStartDate)}</Field>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
