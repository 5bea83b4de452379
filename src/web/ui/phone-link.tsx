// A phone number staff tap to call (the call centre's cards): an Indian mobile with +91, a full touch target.
import { Phone } from 'lucide-react';

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:+91${phone}`} className="phone-link">
      <Phone size={18} aria-hidden="true" />
      {phone}
    </a>
  );
}
