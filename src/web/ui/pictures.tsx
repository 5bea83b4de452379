// The app's pictures (stop/error, not-found, offline, maintenance, default doctor, brand mark) as small
// in-house inline SVGs: no image requests, they scale and recolour with the theme. Decorative by default.

interface PictureProps {
  size?: number;
  className?: string;
}

const common = (size: number, className?: string) => ({
  width: size,
  height: size,
  viewBox: '0 0 120 120',
  'aria-hidden': true,
  focusable: false,
  className: className ? `picture ${className}` : 'picture',
});

export function StopPicture({ size = 96, className }: PictureProps) {
  return (
    <svg {...common(size, className)}>
      <circle cx="60" cy="60" r="56" fill="var(--danger-soft)" />
      <path d="M42 18h36l24 24v36l-24 24H42L18 78V42z" fill="var(--danger)" />
      <rect x="34" y="53" width="52" height="14" rx="4" fill="#fff" />
    </svg>
  );
}

export function NotFoundPicture({ size = 96, className }: PictureProps) {
  return (
    <svg {...common(size, className)}>
      <circle cx="60" cy="60" r="56" fill="var(--primary-soft)" />
      <circle cx="53" cy="52" r="22" fill="none" stroke="var(--primary)" strokeWidth="8" />
      <path d="M69 68l20 20" stroke="var(--primary)" strokeWidth="10" strokeLinecap="round" />
      <path d="M45 52h16" stroke="var(--accent)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}

export function OfflinePicture({ size = 120, className }: PictureProps) {
  return (
    <svg {...common(size, className)}>
      <circle cx="60" cy="60" r="56" fill="var(--primary-soft)" />
      <path d="M26 52a48 48 0 0 1 68 0" fill="none" stroke="var(--primary)" strokeWidth="7" strokeLinecap="round" />
      <path d="M38 65a30 30 0 0 1 44 0" fill="none" stroke="var(--primary)" strokeWidth="7" strokeLinecap="round" />
      <circle cx="60" cy="80" r="7" fill="var(--primary)" />
      <path d="M28 28l64 64" stroke="var(--danger)" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

export function MaintenancePicture({ size = 120, className }: PictureProps) {
  return (
    <svg {...common(size, className)}>
      <circle cx="60" cy="60" r="56" fill="var(--accent-soft)" />
      <path
        d="M80 30a18 18 0 0 0-22 23L30 81a7 7 0 0 0 10 10l28-28a18 18 0 0 0 23-22l-11 11-9-2-2-9z"
        fill="var(--primary)"
      />
      <circle cx="36" cy="85" r="3" fill="#fff" />
    </svg>
  );
}

export function DoctorPicture({ size = 64, className }: PictureProps) {
  return (
    <svg {...common(size, className)}>
      <circle cx="60" cy="60" r="58" fill="var(--primary-soft)" />
      <circle cx="60" cy="46" r="20" fill="var(--primary)" />
      <path d="M22 104c4-22 20-32 38-32s34 10 38 32" fill="var(--primary)" />
      <path d="M50 76v14a8 8 0 0 0 16 0" fill="none" stroke="#fff" strokeWidth="4" />
    </svg>
  );
}

export function LogoMark({ size = 36, className }: PictureProps) {
  return (
    <svg {...common(size, className)} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M14 8h4v6h6v4h-6v6h-4v-6H8v-4h6z" fill="#fff" />
    </svg>
  );
}
