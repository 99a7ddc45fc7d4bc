/** Hands `text` to the browser as a file download named `name`, without a round trip to the server. */
export function downloadFile(name: string, text: string, type: string): void {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
