import type { AuditEntity } from '@fsmis/domain';

/** "company-terms-and-conditions" → "Company terms and conditions". */
export function entityName(entity: AuditEntity): string {
  const words = entity.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
