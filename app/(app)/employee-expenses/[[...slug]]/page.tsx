import { requirePageAccess } from '@/lib/auth/session';
import { UnderConstruction } from '@/components/under-construction';

export const dynamic = 'force-dynamic';

// Placeholder until the module's issue lands; the access rule is already the real one.
export default async function Page() {
  await requirePageAccess('employeeExpenses');
  return <UnderConstruction title="Troškovi zaposlenika" />;
}
