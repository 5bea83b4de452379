import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { FILE_TOO_LARGE, MESSAGES } from '../../shared/messages';
import { checkChosenFile } from './file-check';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('checkChosenFile', () => {
  it('takes a picture by its bytes, whatever its name says', async () => {
    expect(await checkChosenFile(new File([new Uint8Array(PNG)], 'scan.txt'), 'image')).toBeNull();
  });
  it('refuses a text file named .png', async () => {
    expect(await checkChosenFile(new File(['hello'], 'photo.png', { type: 'image/png' }), 'image')).toBe(
      MESSAGES.fileTypeNotAllowed,
    );
  });
  it('takes a PDF only where documents are allowed', async () => {
    const pdf = new File(['%PDF-1.7\n'], 'report.pdf', { type: 'application/pdf' });
    expect(await checkChosenFile(pdf, 'image-or-pdf')).toBeNull();
    expect(await checkChosenFile(pdf, 'image')).toBe(MESSAGES.fileTypeNotAllowed);
  });
  it('refuses a file over the limit with the limit in the message', async () => {
    const big = new File([new Uint8Array(PNG), new Uint8Array(LIMITS.uploadBytes)], 'big.png');
    expect(await checkChosenFile(big, 'image')).toBe(FILE_TOO_LARGE);
    expect(FILE_TOO_LARGE).toBe('The file is too large (at most 5 MB).');
  });
});
