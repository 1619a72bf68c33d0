import type React from 'react';
import { UnderConstruction } from '@/components/under-construction';

/**
 * STUB of the project's hodogram tab (/projects/{id}/hodogram[/{nodeId}]). The hodogram issue
 * replaces this file with the real tab; the page renders it with exactly these props.
 */
export type ProjectHodogramTabProps = { projectId: number; roleId: number; nodeId: number | null };

export async function ProjectHodogramTab(props: ProjectHodogramTabProps): Promise<React.ReactNode> {
  void props;
  return <UnderConstruction title="Hodogram" />;
}
