import { can, seesAdministration, seesVerificationBadge, type Module, type Operation } from '@/lib/auth/permissions';
import { DOCUMENT_TYPES } from '@/lib/navigation/document-types';

/**
 * The side menu as data: which entries a role sees is decided here, from the matrix,
 * so that the shell, the proxy and the tests agree. Icons are chosen by `id` in the shell.
 */
export type MenuLink = {
  id: string;
  label: string;
  href: string;
  module: Module;
  operation?: Operation;
  external?: false;
  badge?: 'unverifiedVerifications';
};
export type MenuExternal = { id: string; label: string; href: string; external: true };
export type MenuGroup = { id: string; label: string; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup | MenuExternal;

const DOCUMENT_LINKS: MenuLink[] = DOCUMENT_TYPES.map((t) => ({
  id: `documents-${t.id}`,
  label: t.plural,
  href: `/documents?typeId=${t.id}`,
  module: 'documents',
}));

/** The full menu before filtering, in the order the shell shows it. */
export const MENU: (MenuLink | MenuGroup)[] = [
  { id: 'dashboard', label: 'Nadzorna ploča', href: '/', module: 'dashboard' },
  { id: 'news', label: 'Novosti', href: '/news', module: 'news' },
  { id: 'projects', label: 'Centri odgovornosti', href: '/projects', module: 'projects' },
  { id: 'cooperators', label: 'Suradnici', href: '/cooperators', module: 'cooperators' },
  {
    id: 'documents',
    label: 'Dokumenti',
    children: [
      ...DOCUMENT_LINKS,
      { id: 'verifications', label: 'Ovjere', href: '/verifications', module: 'verifications', badge: 'unverifiedVerifications' },
    ],
  },
  {
    id: 'hr',
    label: 'Ljudski resursi',
    children: [
      { id: 'employees', label: 'Zaposlenici', href: '/employees', module: 'employees' },
      { id: 'timesheet', label: 'Evidencija radnih sati', href: '/timesheet', module: 'timesheet' },
      { id: 'schedule', label: 'Raspored ljudi', href: '/schedule', module: 'schedule' },
    ],
  },
  {
    id: 'warehouses-group',
    label: 'Skladišta',
    children: [
      { id: 'warehouses', label: 'Skladišta', href: '/warehouses', module: 'warehouses' },
      { id: 'warehouse-items', label: 'Stavke skladišta', href: '/warehouse-items', module: 'warehouseItems' },
    ],
  },
  {
    id: 'administration',
    label: 'Administracija',
    children: [
      { id: 'users', label: 'Korisnici', href: '/users', module: 'users' },
      { id: 'hodogram', label: 'Hodogram', href: '/hodogram', module: 'hodogram' },
      { id: 'news-admin', label: 'Administracija novosti', href: '/news-admin', module: 'news', operation: 'create' },
      { id: 'expense-groups', label: 'Grupe troškova', href: '/expense-groups', module: 'expenseGroups' },
      { id: 'project-items-overview', label: 'Pregled stavki troškovnika', href: '/project-items-overview', module: 'projectItemsOverview' },
      { id: 'salaries', label: 'Plaće', href: '/salaries', module: 'salaries' },
      { id: 'payrolls', label: 'Obračuni plaća', href: '/payrolls', module: 'payrolls' },
      { id: 'employee-expenses', label: 'Troškovi zaposlenika', href: '/employee-expenses', module: 'employeeExpenses' },
    ],
  },
];

export type ExternalLinks = { toolsUrl?: string; vehiclesUrl?: string };

/** The external applications of the menu, from env (EXTERNAL_TOOLS_URL, EXTERNAL_VEHICLES_URL). */
export function externalLinksFromEnv(env: Record<string, string | undefined> = process.env): ExternalLinks {
  return { toolsUrl: env.EXTERNAL_TOOLS_URL || undefined, vehiclesUrl: env.EXTERNAL_VEHICLES_URL || undefined };
}

function visible(roleId: number | null | undefined, link: MenuLink): boolean {
  return can(roleId, link.module, link.operation ?? 'read');
}

/** The entries a role sees: groups without a visible child disappear; Administration only for four roles. */
export function menuFor(roleId: number | null | undefined, external: ExternalLinks = {}): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if ('children' in entry) {
      if (entry.id === 'administration' && !seesAdministration(roleId)) continue;
      const children = entry.children
        .filter((c) => visible(roleId, c))
        .map((c) => (c.badge && !seesVerificationBadge(roleId) ? { ...c, badge: undefined } : c));
      if (children.length) entries.push({ ...entry, children });
    } else if (visible(roleId, entry)) {
      entries.push(entry);
    }
  }
  if (roleId != null) {
    if (external.toolsUrl) entries.push({ id: 'external-tools', label: 'Alati i oprema', href: external.toolsUrl, external: true });
    if (external.vehiclesUrl) entries.push({ id: 'external-vehicles', label: 'Vozila', href: external.vehiclesUrl, external: true });
  }
  return entries;
}

/** Flat list of the ids a role sees (groups and their children), for tests and diagnostics. */
export function menuIds(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => ('children' in e ? [e.id, ...e.children.map((c) => c.id)] : [e.id]));
}

/** The shell's props for a signed-in user (the (app) layout and the signed-in 404 page). */
export function shellPropsFor(user: { name: string; surname: string; roleId: number; roleLabel: string }, unverifiedCount = 0) {
  const badge = seesVerificationBadge(user.roleId);
  return {
    entries: menuFor(user.roleId, externalLinksFromEnv()),
    user: { name: `${user.name} ${user.surname}`, roleLabel: user.roleLabel },
    // The SiteManager's badge: the server's count first, then GET { count } every 60 s.
    unverifiedCount: badge ? unverifiedCount : null,
    badgeUrl: badge ? UNVERIFIED_COUNT_URL : undefined,
  };
}

/** GET -> { count } of Unverified verifications (app/api/Verifications/UnverifiedCount). */
export const UNVERIFIED_COUNT_URL = '/api/Verifications/UnverifiedCount';
