import { Badge } from '@mantine/core';
import { VerificationStatus } from '@/lib/verifications/schemas';

const COLOR: Record<number, string> = { [VerificationStatus.Unverified]: 'gray', [VerificationStatus.Verified]: 'green', [VerificationStatus.Rejected]: 'red' };

/** Unverified gray, Verified green, Rejected red. */
export function VerificationStatusBadge({ id, label }: { id: number; label: string }) {
  return (
    <Badge color={COLOR[id] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
