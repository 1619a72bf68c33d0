'use client';

import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { EmployeeDto } from '@/lib/employees/schemas';
import { formatDate } from '@/lib/format';

/** The detail page's title: photo, full name, role, OIB and whether still employed. */
export function EmployeeHeader({ employee, today }: { employee: EmployeeDto; today: string }) {
  const inactive = employee.activeTo !== null && employee.activeTo < today;
  const initials = `${employee.name[0] ?? ''}${employee.surname[0] ?? ''}`;
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={employee.photo || null} alt={employee.fullName} size={56} radius="xl" color="blue">
        {initials}
      </Avatar>
      <Stack gap={2}>
        <Group gap="sm">
          <Title order={2}>{employee.fullName}</Title>
          {inactive ? (
            <Badge color="gray" variant="light">Neaktivan od {formatDate(employee.activeTo)}</Badge>
          ) : (
            <Badge color="green" variant="light">Aktivan</Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {/* The position only when it says more than the role (often the same words). */}
          {employee.employeeRole}
          {employee.position && employee.position !== employee.employeeRole ? ` · ${employee.position}` : ''} · OIB {employee.oib}
        </Text>
      </Stack>
    </Group>
  );
}
