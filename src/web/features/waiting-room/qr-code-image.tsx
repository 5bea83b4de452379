// A QR code as an image, drawn by the qrcode library as SVG (sharp at any print size). Only the waiting
// room's pages import it (the token slip, the board's check-in code, the check-in poster), so the library
// loads with them and never with the first screen.
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function QrCodeImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    // Margin 4: the quiet zone the QR standard asks for, so a phone finds the code on a crowded slip.
    void QRCode.toString(text, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }).then((svg) => {
      if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      active = false;
    };
  }, [text]);
  // The box keeps its size while the code is drawn, so the slip does not jump.
  return src ? <img src={src} alt={label} className={className} /> : <span role="img" aria-label={label} className={className} />;
}
