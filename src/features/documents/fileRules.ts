import { documentTypeLabels } from '../../../common/documentTypes';
import type { DocumentType } from '../../api';

export const documentTypes = Object.entries(documentTypeLabels).map(([value, label]) => ({ value: value as DocumentType, label }));

export const documentTypeLabel = (type: DocumentType) => documentTypeLabels[type] ?? type;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
