'use client';

import { Badge, Group, Stack } from '@mantine/core';
import { IconCertificate, IconFileDescription, IconFiles, IconFileX, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DetailHeader } from '@/components/detail/DetailHeader';
import { ScreenTabs, type ScreenTab } from '@/components/detail/ScreenTabs';
import type { DocumentDto } from '@/lib/documents/schemas';
import { documentHref, type DocumentTab } from '@/lib/documents/screen';
import { documentType } from '@/lib/documents/types';
import { DOCUMENT_UI_TEXTS as T } from '@/lib/i18n/documents-ui';
import { DocumentStatusBadge } from './DocumentStatusBadge';

type Props = {
  document: DocumentDto;
  /** The open tab: 'details', 'child-802', 'stornos', 'attachments', 'verifications'. */
  tab: string;
  /** The tabs the role may open (visibleTabs), 'generated' expanded into one per child type. */
  tabs: DocumentTab[];
  childTypes: readonly number[];
  /** Counts shown beside the child and storno tabs. */
  counts: Record<string, number>;
  /** The storno tab only when some storno exists (§2). */
  hasStornos: boolean;
  workflow: ReactNode;
  children: ReactNode;
};

const ICONS: Record<Exclude<DocumentTab, 'generated'>, ReactNode> = {
  details: <IconFileDescription size={16} />,
  stornos: <IconFileX size={16} />,
  attachments: <IconPaperclip size={16} />,
  verifications: <IconCertificate size={16} />,
};

const hrefOf = (id: number) => (tab: string) => {
  if (tab.startsWith('child-')) return documentHref.generated(id, Number(tab.slice(6)));
  if (tab === 'stornos') return documentHref.stornos(id);
  if (tab === 'attachments') return documentHref.attachments(id);
  if (tab === 'verifications') return documentHref.verifications(id);
  return documentHref.detail(id);
};

/** The detail page's breadcrumbs, title with status and tags, workflow buttons and tabs. */
export function DocumentTabs({ document: d, tab, tabs, childTypes, counts, hasStornos, workflow, children }: Props) {
  const info = documentType(d.documentTypeId);
  const items: ScreenTab<string>[] = [];
  for (const t of tabs) {
    if (t === 'generated') {
      for (const c of childTypes) {
        items.push({ value: `child-${c}`, label: documentType(c).plural, icon: <IconFiles size={16} />, rightSection: counts[`child-${c}`] ? <Badge size="xs" variant="light">{counts[`child-${c}`]}</Badge> : undefined });
      }
    } else if (t !== 'stornos' || hasStornos) {
      items.push({ value: t, label: T.detailTabs[t], icon: ICONS[t] });
    }
  }
  return (
    <Stack gap="sm">
      <DetailHeader listHref={documentHref.list(d.documentTypeId)} listTitle={info.plural} title={d.code}>
        <Badge variant="outline">{info.singular}</Badge>
        <DocumentStatusBadge statusId={d.documentStatusId} status={d.documentStatus} isStorno={d.isStorno} isStorned={d.isStorned} />
      </DetailHeader>
      <Group>{workflow}</Group>
      <ScreenTabs tab={tab} tabs={items} hrefOf={hrefOf(d.id)}>
        {children}
      </ScreenTabs>
    </Stack>
  );
}
