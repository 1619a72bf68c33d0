import { Stack } from '@mantine/core';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AttachmentDrawer } from '@/components/attachments/AttachmentDrawer';
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel';
import { DocumentDetails } from '@/components/documents/DocumentDetails';
import { DocumentDrawer } from '@/components/documents/DocumentDrawer';
import { DocumentItemsTable } from '@/components/documents/DocumentItemsTable';
import { DocumentTabs } from '@/components/documents/DocumentTabs';
import { DocumentWorkflow } from '@/components/documents/DocumentWorkflow';
import { ItemDrawer } from '@/components/documents/ItemDrawer';
import { LinkedDocuments } from '@/components/documents/LinkedDocuments';
import { getDb } from '@/db/client';
import { attachmentRights } from '@/lib/attachments/access';
import { findAttachment, listAttachments } from '@/lib/attachments/queries';
import { VerificationsPanel } from '@/components/verifications/VerificationsPanel';
import { can, writeRights } from '@/lib/auth/permissions';
import { visibleTabs } from '@/lib/auth/screen';
import { documentActions } from '@/lib/documents/actions';
import { allowedFollowUps } from '@/lib/documents/follow-ups';
import { getDocumentDetail, getDocumentItem, listDocumentItems } from '@/lib/documents/queries';
import { DOCUMENT_SCREEN, documentHref, type DocumentDetailRoute } from '@/lib/documents/screen';
import { DocumentType } from '@/lib/documents/types';
import { codebookSelectOptions } from '@/lib/lookups/codebooks';
import type { AppUser } from '@/lib/users/queries';
import { documentFormOptions } from './form-options';

type Props = { route: DocumentDetailRoute; user: AppUser };

/** /documents/{id}[/{subPage}]: header, workflow buttons, the tabs and their drawers. */
export async function DocumentDetailView({ route, user }: Props) {
  const db = await getDb();
  const id = route.params.id;
  const doc = await getDocumentDetail(db, id);
  if (!doc) notFound();
  const roleId = user.roleId;
  const actions = documentActions(roleId, doc);
  const childTypes = allowedFollowUps(doc.documentTypeId);
  const hasVerifications = doc.documentTypeId === DocumentType.PurchaseReceivedNote && doc.projectId !== null;
  const counts: Record<string, number> = {};
  for (const c of childTypes) counts[`child-${c}`] = doc.children.filter((d) => d.documentTypeId === c).length;
  let tab: string = route.tab;
  let content: ReactNode = null;
  let drawer: ReactNode = null;

  switch (route.tab) {
    case 'details': {
      const itemId = route.name === 'itemEdit' ? route.params.subId : null;
      const [items, item, options, itemStatuses] = await Promise.all([
        listDocumentItems(db, id),
        itemId === null ? null : getDocumentItem(db, itemId),
        documentFormOptions(db),
        codebookSelectOptions(db, 'DocumentItemStatus'),
      ]);
      // Only a line of this document opens here, whatever id the URL names; a line of a document
      // that may no longer change opens nowhere (the route's right is the module's, the rule is the status's).
      if (itemId !== null && item?.documentId !== id) notFound();
      if ((route.name === 'itemCreate' || route.name === 'itemEdit' || route.name === 'edit') && !actions.edit) notFound();
      content = (
        <Stack>
          <DocumentDetails document={doc} />
          <DocumentItemsTable documentId={id} typeId={doc.documentTypeId} items={items} canChange={actions.items} />
        </Stack>
      );
      const reads = { projectItems: can(roleId, 'projectItems', 'read'), warehouseItems: can(roleId, 'warehouseItems', 'read'), expenseGroups: can(roleId, 'expenseGroups', 'read') };
      drawer =
        route.name === 'edit' ? (
          <DocumentDrawer mode={route.drawer} typeId={doc.documentTypeId} roleId={roleId} document={doc} options={options} closeHref={documentHref.detail(id)} />
        ) : (
          <ItemDrawer mode={route.drawer} document={doc} item={item} options={options} itemStatuses={itemStatuses} reads={reads} />
        );
      break;
    }
    case 'generated': {
      const childTypeId = route.params.childTypeId;
      if (!(childTypes as readonly number[]).includes(childTypeId)) notFound();
      tab = `child-${childTypeId}`;
      content = <LinkedDocuments documents={doc.children.filter((d) => d.documentTypeId === childTypeId)} testId="document-children" />;
      break;
    }
    case 'stornos':
      if (doc.storningDocuments.length === 0) notFound();
      content = <LinkedDocuments documents={doc.storningDocuments} testId="document-stornos" />;
      break;
    case 'attachments': {
      const owner = { documentId: id };
      const access = attachmentRights(roleId, owner);
      const subId = route.name === 'attachmentEdit' ? route.params.subId : null;
      const [list, edited] = await Promise.all([listAttachments(db, owner), subId === null ? null : findAttachment(db, subId)]);
      if (subId !== null && edited?.documentId !== id) notFound();
      const tabHref = documentHref.attachments(id);
      content = (
        <AttachmentsPanel
          owner={owner}
          attachments={list}
          canCreate={access.canCreate}
          canUpdate={access.canUpdate}
          canDelete={access.canDelete}
          addHref={documentHref.attachmentCreate(id)}
          editBaseHref={tabHref}
        />
      );
      drawer = <AttachmentDrawer owner={owner} mode={route.drawer} attachment={edited} closeHref={tabHref} />;
      break;
    }
    case 'verifications': {
      // Verifications belong to a received note of a project (spec §3 "Verification").
      if (!hasVerifications) notFound();
      const statuses = await codebookSelectOptions(db, 'VerificationStatus');
      content = (
        <VerificationsPanel documentId={id} projectId={doc.projectId!} projectName={doc.project ?? ''} statuses={statuses} rights={writeRights(roleId, 'verifications')} />
      );
      break;
    }
  }

  return (
    <>
      <DocumentTabs
        document={doc}
        tab={tab}
        tabs={visibleTabs(roleId, DOCUMENT_SCREEN).filter((t) => t !== 'verifications' || hasVerifications)}
        childTypes={childTypes}
        counts={counts}
        hasStornos={doc.storningDocuments.length > 0}
        workflow={<DocumentWorkflow document={doc} actions={actions} />}
      >
        {content}
      </DocumentTabs>
      {drawer}
    </>
  );
}
