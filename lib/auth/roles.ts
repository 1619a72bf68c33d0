/** Role codes of the Role codebook (spec part 1, section 3). */
export const Role = {
  Admin: 100,
  SiteManager: 101,
  Procurement: 102,
  Warehouse: 103,
  SuperAdmin: 104,
  Accounting: 105,
  Management: 106,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];
export type RoleName = keyof typeof Role;

export const ALL_ROLES: RoleId[] = [
  Role.SuperAdmin,
  Role.Admin,
  Role.Accounting,
  Role.Management,
  Role.SiteManager,
  Role.Procurement,
  Role.Warehouse,
];

export function roleName(id: number): RoleName | undefined {
  return (Object.keys(Role) as RoleName[]).find((k) => Role[k] === id);
}

export function isRoleId(id: unknown): id is RoleId {
  return typeof id === 'number' && ALL_ROLES.includes(id as RoleId);
}
