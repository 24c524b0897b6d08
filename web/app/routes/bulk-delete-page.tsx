import { PageHeader } from '../../components/ui/page-header';
import { BulkDeleteOperations } from '../../features/admin/components/bulk-delete-operations';
import { BulkDeletePanel } from '../../features/admin/components/bulk-delete-panel';
import { StaffGuard } from './admin/staff-guard';

/** `/bulk-delete` (admins): filter, preview, delete with a reason, undo within 24 hours. */
export default function BulkDeletePage() {
  return (
    <StaffGuard
      needs="admin"
      title="Bulk Delete"
      description="Delete many posts and comments at once, with a preview first and undo for 24 hours."
    >
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-10">
        <PageHeader
          title="Bulk Delete"
          description="Filter posts and comments, preview what matches, then delete them with a reason. Undo is possible for 24 hours."
          className="pb-0"
        />
        <BulkDeletePanel />
        <BulkDeleteOperations />
      </div>
    </StaffGuard>
  );
}
