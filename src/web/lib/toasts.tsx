// The one toast system: at most 3 visible, bottom-left, hidden after 5000 ms.
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from './i18n';
import { TIMING } from '../../shared/constants';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(tone: Tone, text: string, durationMs: number = TIMING.toastAutoHideMs): number {
  const id = nextId++;
  // The oldest goes when a fourth arrives.
  toasts = [...toasts, { id, tone, text }].slice(-TIMING.maxToasts);
  emit();
  window.setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const icons = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export function Toaster() {
  const { t } = useTranslation();
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {list.map((item) => {
        const Icon = icons[item.tone];
        return (
          <div key={item.id} className={`toast toast-${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'}>
            <Icon size={20} aria-hidden="true" />
            <span className="toast-text">{item.text}</span>
            <button
              type="button"
              className="icon-button toast-close"
              aria-label={t('common.close')}
              onClick={() => dismissToast(item.id)}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
