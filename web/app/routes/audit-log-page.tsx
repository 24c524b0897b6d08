import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { emptyAuditFilters, type AuditFilters } from '../../features/admin/api/audit-api';
import { AuditFilterBar } from '../../features/admin/components/audit-filter-bar';
import { AuditLogTable } from '../../features/admin/components/audit-log-table';
import { StaffGuard } from './admin/staff-guard';

/** `/admin/audit` (admins): every staff action, filtered, newest first. */
export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  return (
    <StaffGuard
      needs="admin"
      title="Audit Log"
      description="Every staff action: who did what to which item or member, why, and when."
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10">
        <PageHeader
          title="Audit Log"
          description="Every staff action, newest first. Entries are never changed or removed."
          className="pb-0"
        />
        <AuditFilterBar onApply={setFilters} />
        <AuditLogTable filters={filters} />
      </div>
    </StaffGuard>
  );
}
