// The check every file input runs the moment a file is chosen, before anything is sent: the size against
// the server's limit, and the type by the file's first bytes (its name and the browser's guess can lie: a
// text file renamed .png). The server checks again; this only tells the user at once.
import { LIMITS } from '../../shared/constants';
import { FILE_TOO_LARGE, MESSAGES } from '../../shared/messages';

/** What a field takes: pictures only, or pictures and PDF documents (lab reports). */
export type FileKind = 'image' | 'image-or-pdf';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Leading bytes of the picture formats the server accepts (jpeg, png, gif, webp, avif/heic, tiff). */
const IMAGE_SIGNATURES: { at: number; bytes: number[] }[][] = [
  [{ at: 0, bytes: [0xff, 0xd8, 0xff] }],
  [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  [{ at: 0, bytes: ascii('GIF8') }],
  [
    { at: 0, bytes: ascii('RIFF') },
    { at: 8, bytes: ascii('WEBP') },
  ],
  [{ at: 4, bytes: ascii('ftyp') }],
  [{ at: 0, bytes: [0x49, 0x49, 0x2a, 0x00] }],
  [{ at: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] }],
];
const PDF_SIGNATURE = [{ at: 0, bytes: ascii('%PDF-') }];

function matches(head: Uint8Array, signature: { at: number; bytes: number[] }[]): boolean {
  return signature.every(({ at, bytes }) => bytes.every((byte, i) => head[at + i] === byte));
}

/** True when the leading bytes are a picture (or, for 'image-or-pdf', a PDF). */
export function headMatches(head: Uint8Array, kind: FileKind): boolean {
  if (IMAGE_SIGNATURES.some((signature) => matches(head, signature))) return true;
  return kind === 'image-or-pdf' && matches(head, PDF_SIGNATURE);
}

/** The English message (a MESSAGES text) when the chosen file cannot be sent, else null. */
export async function checkChosenFile(file: File, kind: FileKind): Promise<string | null> {
  if (file.size > LIMITS.uploadBytes) return FILE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return headMatches(head, kind) ? null : MESSAGES.fileTypeNotAllowed;
}
