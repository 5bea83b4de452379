// The texts of push notifications, in the device's language.
import { withoutDoctorTitle } from '../../shared/doctor-name';
import type { Language } from '../../shared/constants';

export type PushKind = 'bookingApproved' | 'bookingCancelled' | 'tokenLive' | 'labReport' | 'deliveryStatus';

const TEXTS: Record<Language, Record<PushKind, { title: string; body: string }>> = {
  en: {
    bookingApproved: { title: 'Booking accepted', body: 'Dr. {{doctor}} accepted your parchee. Token number {{token}}.' },
    bookingCancelled: { title: 'Booking cancelled', body: 'Dr. {{doctor}} cancelled your parchee for {{date}}.' },
    tokenLive: { title: 'Your turn now', body: 'Token number {{token}}: Dr. {{doctor}} is calling you in.' },
    labReport: { title: 'Lab report ready', body: 'Your {{test}} report from {{lab}} is ready to download.' },
    deliveryStatus: { title: 'Medicine delivery', body: 'Your delivery for {{date}} is now {{status}}.' },
  },
  hi: {
    bookingApproved: { title: 'बुकिंग स्वीकृत', body: 'डॉ. {{doctor}} ने आपकी पर्ची स्वीकार की। टोकन नंबर {{token}}।' },
    bookingCancelled: { title: 'बुकिंग रद्द', body: 'डॉ. {{doctor}} ने {{date}} की आपकी पर्ची रद्द कर दी।' },
    tokenLive: { title: 'अब आपकी बारी है', body: 'टोकन नंबर {{token}}: डॉ. {{doctor}} आपको बुला रहे हैं।' },
    labReport: { title: 'लैब रिपोर्ट तैयार', body: '{{lab}} से आपकी {{test}} रिपोर्ट तैयार है, डाउनलोड करें।' },
    deliveryStatus: { title: 'दवा डिलीवरी', body: '{{date}} की आपकी डिलीवरी अब {{status}} है।' },
  },
};

export function pushText(lang: string, kind: PushKind, vars: Record<string, string | number>): { title: string; body: string } {
  const text = TEXTS[lang === 'hi' ? 'hi' : 'en'][kind];
  // Every text says "Dr." before {{doctor}}: a title typed into the name is dropped, as on the screens.
  const values = typeof vars.doctor === 'string' ? { ...vars, doctor: withoutDoctorTitle(vars.doctor) } : vars;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return { title: fill(text.title), body: fill(text.body) };
}
