'use client';

/**
 * /projects/{id}/contractors/{contractorId}/import: the contractor's cost-list import (spec part 1
 * sections 2 and 5) in a route drawer 1350 wide, through the items import's form (file, sheet,
 * range, columns, preview, progress; ImportItemsForm with the contractor's kind). Replacing a
 * non-empty list asks first. After the upload the drawer shows the report and the table behind
 * reads the lines again; errors (400 per field, 409 executed quantities, 413) stay in the form.
 */
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Alert, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { EntityDrawer } from '@/components/drawer/EntityDrawer';
import { IMPORT_DRAWER_WIDTH } from '@/components/project-items/ImportItemsDrawer';
import { ImportItemsForm, type ImportVariant } from '@/components/project-items/ImportItemsForm';
import { formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import { CONTRACTOR_IMPORT_TEXTS as T } from '@/lib/i18n/situations';
import type { ContractorImportReport as Report } from '@/lib/situations/import-options';
import { ContractorImportReport } from './ContractorImportReport';
import { contractorImportKind, contractorImportUrl } from './contractor-import';

type Props = {
  opened: boolean;
  projectId: number;
  contractor: { id: number; name: string };
  /** The contractor's own lines now; null while they are read. */
  existingCount: number | null;
  closeHref: string;
  /** Reads the lines again (the table shows the imported list). */
  onImported: () => Promise<void>;
};

export function ContractorImportDrawer({ opened, projectId, contractor, existingCount, closeHref, onImported }: Props) {
  return (
    <EntityDrawer opened={opened} title={T.title(contractor.name)} closeHref={closeHref} size={IMPORT_DRAWER_WIDTH}>
      {opened && <ImportBody projectId={projectId} contractor={contractor} existingCount={existingCount} closeHref={closeHref} onImported={onImported} />}
    </EntityDrawer>
  );
}

function ImportBody({ projectId, contractor, existingCount, closeHref, onImported }: Omit<Props, 'opened'>) {
  const router = useRouter();
  const [report, setReport] = useState<Report | null>(null);
  const [attempt, setAttempt] = useState(0);
  const variant = useMemo<ImportVariant<Report>>(
    () => ({
      kind: contractorImportKind(contractor.id),
      url: (query) => contractorImportUrl(projectId, contractor.id, query),
      confirm: { title: T.confirmTitle, text: T.confirmText, button: T.confirmButton },
      onImported: (r) => {
        notifications.show({ color: 'green', title: messages.contractorItemsImported, message: T.reportLines(r.lines, formatMoney(r.totalPrice)), autoClose: 10_000 });
        setReport(r);
        void onImported();
      },
      hint: (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} data-testid="contractor-import-hint">
          <Text size="sm">{T.hint}</Text>
        </Alert>
      ),
      rangeHint: T.excelRangeHint,
      testId: 'contractor-import-form',
    }),
    [projectId, contractor.id, onImported],
  );

  if (report) {
    return (
      <ContractorImportReport
        report={report}
        onClose={() => router.replace(closeHref, { scroll: false })}
        onAgain={() => {
          setReport(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  // The confirm needs the list's size: the form waits for the lines.
  if (existingCount === null) return <Loader size="sm" aria-label={T.loadingLines} />;
  return <ImportItemsForm key={attempt} projectId={projectId} existingCount={existingCount} closeHref={closeHref} variant={variant} />;
}
