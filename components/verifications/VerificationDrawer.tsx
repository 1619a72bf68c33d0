'use client';

import { useDrawerLinks, type DrawerMode } from '@/components/drawer/EntityDrawer';
import { FormDrawer } from '@/components/drawer/FormDrawer';
import { VERIFICATION_TEXTS as T } from '@/lib/i18n/warehouses';
import type { VerificationDto } from '@/lib/verifications/schemas';
import { VerificationForm, type Option } from './VerificationForm';

type Props = { mode: DrawerMode; verification: VerificationDto | null; projects: Option[]; statuses: Option[] };

/** /verifications/new and /verifications/{id}/edit. */
export function VerificationDrawer({ mode, verification, projects, statuses }: Props) {
  const links = useDrawerLinks('/verifications');
  return (
    <FormDrawer
      mode={mode}
      record={verification}
      titles={T.titles}
      closeHref={links.list}
      form={(s) => <VerificationForm verification={s.record} projects={projects} statuses={statuses} onSaved={() => s.saved()} onCancel={s.cancel} />}
    />
  );
}
