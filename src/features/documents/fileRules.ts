import type { DocumentType } from '../../api';

export const documentTypes: Array<{ value: DocumentType; label: string }> = [
  { value: 'ginecologia', label: 'Ginecología' },
  { value: 'nutricion', label: 'Nutrición' },
  { value: 'salud_mental', label: 'Salud mental' },
  { value: 'general', label: 'General' },
];

export const documentTypeLabel = (type: DocumentType) => documentTypes.find((t) => t.value === type)?.label ?? type;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
