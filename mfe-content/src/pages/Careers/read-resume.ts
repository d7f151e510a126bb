/**
 * Spec §5: 'The resume is read as text in the browser.' We read it locally, after validation, and
 * keep nothing: the file never leaves the device (the visitor attaches it to the e-mail).
 */
export function readResumeAsText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The resume could not be read'));
    reader.readAsText(file);
  });
}
