/**
 * The status lookup's display status: both flags = Active; approved, inactive = Approved
 * (Inactive); else Pending Approval.
 */
export type DisplayStatus = 'active' | 'approvedInactive' | 'pending';

export function displayStatus({ isApproved, isActive }: { isApproved: boolean; isActive: boolean }): DisplayStatus {
  if (!isApproved) return 'pending';
  return isActive ? 'active' : 'approvedInactive';
}

export const STATUS_BADGE: Readonly<Record<DisplayStatus, string>> = {
  active: 'badge-success',
  approvedInactive: 'badge-danger',
  pending: 'badge-warning',
};
