'use client';

/**
 * The signed-in layout (spec part 1 section 2): header with the app name, burger and back button;
 * a dark, collapsible side menu rendered from `menuFor(...)` entries; the user block with Profil
 * and Odjava pinned at the bottom of the menu.
 *
 * For browser tests every menu link carries data-menu-id={entry.id} and every group
 * data-menu-group={entry.id}; group children stay in the DOM while collapsed (Mantine's Collapse
 * keeps them mounted), so `[data-menu-id]` lists exactly the entries a role sees.
 */
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconBuildingSkyscraper,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCar,
  IconCash,
  IconCategory,
  IconClipboardList,
  IconClockHour4,
  IconExternalLink,
  IconFileInvoice,
  IconFileText,
  IconFolders,
  IconHelmet,
  IconHierarchy,
  IconLayoutDashboard,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconListDetails,
  IconLogin,
  IconLogout,
  IconNews,
  IconNotes,
  IconPackageExport,
  IconPackageImport,
  IconPackages,
  IconReceipt,
  IconReceipt2,
  IconReportMoney,
  IconRosetteDiscountCheck,
  IconSettings,
  IconShoppingCart,
  IconTools,
  IconTrashX,
  IconTruckDelivery,
  IconUserCircle,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { MenuEntry, MenuExternal, MenuGroup, MenuLink } from '@/lib/navigation/menu';
import { messages } from '@/lib/i18n/messages';
import { activeGroupId, activeMenuId } from './active-menu';
import classes from './AppShellLayout.module.css';
import { RouteProgress } from './RouteProgress';
import { useBack } from './use-back';

/** Icons by menu entry id; anything unknown gets a document icon. */
const ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  news: IconNews,
  projects: IconBuildingSkyscraper,
  cooperators: IconUsersGroup,
  documents: IconFolders,
  'documents-800': IconClipboardList,
  'documents-801': IconShoppingCart,
  'documents-802': IconPackageImport,
  'documents-803': IconPackageExport,
  'documents-804': IconArrowsExchange,
  'documents-805': IconTruckDelivery,
  'documents-806': IconTrashX,
  'documents-807': IconReceipt2,
  'documents-808': IconFileInvoice,
  verifications: IconRosetteDiscountCheck,
  hr: IconUsers,
  employees: IconHelmet,
  timesheet: IconClockHour4,
  schedule: IconCalendarTime,
  'warehouses-group': IconBuildingWarehouse,
  warehouses: IconBuildingWarehouse,
  'warehouse-items': IconPackages,
  administration: IconSettings,
  users: IconUserCog,
  hodogram: IconHierarchy,
  'news-admin': IconNotes,
  'expense-groups': IconCategory,
  'project-items-overview': IconListDetails,
  salaries: IconCash,
  payrolls: IconReportMoney,
  'employee-expenses': IconReceipt,
  'external-tools': IconTools,
  'external-vehicles': IconCar,
};

function EntryIcon({ id }: { id: string }) {
  const IconComponent = ICONS[id] ?? IconFileText;
  return <IconComponent size={18} stroke={1.6} />;
}

const BADGE_POLL_MS = 60_000;

/**
 * The unverified-verifications count: `initial` from the server, refreshed every 60 s from
 * `badgeUrl` (GET -> { count }) while `enabled`. Failed polls keep the last value.
 */
function useBadgeCount(badgeUrl: string | undefined, enabled: boolean, initial: number | null | undefined) {
  const [count, setCount] = useState<number | null>(initial ?? null);
  // A new server-rendered count replaces the polled one (state adjusted during render).
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    setSeenInitial(initial);
    setCount(initial ?? null);
  }
  useEffect(() => {
    if (!badgeUrl || !enabled) return;
    let cancelled = false;
    const poll = async () => {
      try {
        const res = await fetch(badgeUrl, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (!res.ok) return;
        const body = (await res.json()) as { count?: unknown };
        if (!cancelled && typeof body.count === 'number') setCount(body.count);
      } catch {
        // Offline or signed out: keep the last count; the next poll tries again.
      }
    };
    void poll();
    const timer = setInterval(poll, BADGE_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [badgeUrl, enabled]);
  return count;
}

type NavMenuProps = {
  entries: MenuEntry[];
  pathname: string;
  search: { get(name: string): string | null };
  badgeCount: number | null;
  onNavigate: () => void;
};

function NavMenu({ entries, pathname, search, badgeCount, onNavigate }: NavMenuProps) {
  const activeId = activeMenuId(entries, pathname, search);
  const currentGroup = activeGroupId(entries, pathname, activeId);
  // Groups the user toggled keep their state; the others are open only while they hold the
  // current route, so navigating into a group opens it.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (groupId: string) => toggled[groupId] ?? groupId === currentGroup;

  const renderLink = (link: MenuLink) => (
    <NavLink
      key={link.id}
      component={Link}
      href={link.href}
      label={link.label}
      leftSection={<EntryIcon id={link.id} />}
      active={link.id === activeId}
      aria-current={link.id === activeId ? 'page' : undefined}
      classNames={{ root: classes.link }}
      onClick={onNavigate}
      data-menu-id={link.id}
      rightSection={
        link.badge === 'unverifiedVerifications' && badgeCount != null && badgeCount > 0 ? (
          <Badge size="sm" color="red" variant="filled" data-badge={link.badge}>
            {badgeCount}
          </Badge>
        ) : undefined
      }
    />
  );

  const renderExternal = (link: MenuExternal) => (
    <NavLink
      key={link.id}
      component="a"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      label={link.label}
      leftSection={<EntryIcon id={link.id} />}
      rightSection={<IconExternalLink size={14} stroke={1.6} aria-hidden />}
      classNames={{ root: classes.link }}
      data-menu-id={link.id}
      data-external="true"
    />
  );

  const renderGroup = (group: MenuGroup) => (
    <NavLink
      key={group.id}
      component="button"
      type="button"
      label={group.label}
      leftSection={<EntryIcon id={group.id} />}
      opened={isOpen(group.id)}
      onChange={(value) => setToggled((prev) => ({ ...prev, [group.id]: value }))}
      childrenOffset="xs"
      classNames={{ root: classes.link, children: classes.children }}
      data-menu-group={group.id}
    >
      {group.children.map(renderLink)}
    </NavLink>
  );

  return (
    <Box component="nav" aria-label={messages.menu}>
      {entries.map((entry) =>
        'children' in entry ? renderGroup(entry) : entry.external ? renderExternal(entry) : renderLink(entry),
      )}
    </Box>
  );
}

/** The props of a user block's entry (Profil, Odjava, Prijava), styled like the menu's links. */
const userAction = (action: string, label: string, Icon: typeof IconLogin) => ({
  label,
  leftSection: <Icon size={18} stroke={1.6} />,
  classNames: { root: classes.link },
  'data-menu-action': action,
});

/** The shell lives in the dynamic (app) layout, so useSearchParams needs no Suspense boundary. */
function NavMenuWithSearch(props: Omit<NavMenuProps, 'search'>) {
  const search = useSearchParams();
  return <NavMenu {...props} search={search} />;
}

export type AppShellLayoutProps = {
  entries: MenuEntry[];
  /** The signed-in user; null shows a Prijava link instead of Profil/Odjava. */
  user: { name: string; roleLabel: string } | null;
  /** GET endpoint returning `{ count }` for the verifications badge, polled every 60 s. */
  badgeUrl?: string;
  /** The count known at render time (shown before the first poll). */
  unverifiedCount?: number | null;
  children: ReactNode;
};

export function AppShellLayout({ entries, user, badgeUrl, unverifiedCount, children }: AppShellLayoutProps) {
  const router = useRouter();
  const pathname = usePathname();
  const goBack = useBack();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopCollapsed, setDesktopCollapsed] = useLocalStorage({
    key: 'gradiliste-navbar-collapsed',
    defaultValue: false,
  });

  const hasBadge = useMemo(
    () => entries.some((e) => 'children' in e && e.children.some((c) => c.badge === 'unverifiedVerifications')),
    [entries],
  );
  const badgeCount = useBadgeCount(badgeUrl, hasBadge, unverifiedCount);

  // The mobile menu closes after each navigation.
  useEffect(() => closeMobile(), [pathname, closeMobile]);

  const logout = () => {
    // The logout page only proceeds when the app started it (spec: "logout not initiated").
    sessionStorage.setItem('logout-initiated', '1');
    router.push('/authentication/logout');
  };

  const menuProps = { entries, pathname, badgeCount, onNavigate: closeMobile };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: desktopCollapsed } }}
      padding="md"
    >
      <RouteProgress />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={messages.toggleMenu} />
            <Tooltip label={messages.toggleMenu}>
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setDesktopCollapsed((v) => !v)}
                aria-label={messages.toggleMenu}
                aria-expanded={!desktopCollapsed}
                data-testid="navbar-toggle"
              >
                {desktopCollapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
              </ActionIcon>
            </Tooltip>
            <Text component={Link} href="/" fw={700} size="lg" c="inherit" td="none">
              {messages.appName}
            </Text>
          </Group>
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={goBack} data-testid="header-back">
            {messages.back}
          </Button>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} p="xs">
          <NavMenuWithSearch {...menuProps} />
        </AppShell.Section>
        <AppShell.Section className={classes.footer} p="xs">
          {user ? (
            <>
              <Box px="sm" py={6} data-testid="current-user">
                <Text size="sm" fw={600} className={classes.userName} truncate>
                  {user.name}
                </Text>
                <Text size="xs" className={classes.userRole} truncate>
                  {user.roleLabel}
                </Text>
              </Box>
              <NavLink component="a" href="/authentication/profile" {...userAction('profile', messages.profile, IconUserCircle)} />
              <NavLink component="button" type="button" onClick={logout} {...userAction('logout', messages.logout, IconLogout)} />
            </>
          ) : (
            <NavLink component="a" href="/authentication/login" {...userAction('login', messages.login, IconLogin)} />
          )}
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

export default AppShellLayout;
