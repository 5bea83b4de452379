// A QR code as an image, drawn by the qrcode library as SVG (sharp at any print size): a token slip's status
// link, a fee's UPI link, the clinic's check-in code. The library is loaded when the first code is drawn, so
// no screen carries it until it shows one, and never the first screen.
import { useEffect, useState } from 'react';

export function QrCodeImage({ text, label, className }: { text: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode')
      // Margin 4: the quiet zone the QR standard asks for, so a phone finds the code on a crowded slip.
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      active = false;
    };
  }, [text]);
  // The box keeps its size while the code is drawn, so the page does not jump.
  return src ? (
    <img src={src} alt={label} className={className} />
  ) : (
    <span role="img" aria-label={label} className={className} />
  );
}
