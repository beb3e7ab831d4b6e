/** Hands the browser a file to save under `fileName` (an object URL, or a Blob made into one for the moment). */
export function saveFile(content: Blob | string, fileName: string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
