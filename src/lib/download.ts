/** Browser only: saves `blob` as a file named `fileName` through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers; a moment later it is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
