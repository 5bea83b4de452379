// Saves a file the page made (a report built from an answer) to the device, as a download.

export function saveFile(name: string, contents: Blob): void {
  const url = URL.createObjectURL(contents);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has taken the file once the click's turn is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
