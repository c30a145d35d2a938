import type { StoreObject, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { evictQueryFields } from "./mutations";

/**
 * Deletes one record by id; the cache then forgets it, and the dashboard's counts and the audit
 * log are fetched again the next time they are shown, since both mention the deletion.
 */
export function useDeleteRecord<TData>(document: TypedDocumentNode<TData, { id: string }>) {
  const [remove] = useMutation(document);
  return (record: StoreObject & { id: string }) =>
    remove({
      variables: { id: record.id },
      update(cache) {
        cache.evict({ id: cache.identify(record) });
        evictQueryFields(cache, "dashboard", "auditLog");
      },
    });
}
