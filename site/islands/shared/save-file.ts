/**
 * Hands a file to the browser's downloads: an object URL on a link that is clicked, then
 * released. Used for files built in the browser and for files fetched with the session
 * (a plain link would not carry the Bearer token).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
