import type React from 'react';
import { UnderConstruction } from '@/components/under-construction';

/**
 * STUB of the project's items tab (/projects/{id}/items[/import|/export]). The project-items
 * issue replaces this file with the real tab; the page renders it with exactly these props.
 */
export type ProjectItemsTabProps = {
  projectId: number;
  roleId: number;
  drawer: 'none' | 'import' | 'export';
  searchParams: Record<string, string | string[] | undefined>;
};

export async function ProjectItemsTab(props: ProjectItemsTabProps): Promise<React.ReactNode> {
  void props;
  return <UnderConstruction title="Troškovnik" />;
}
