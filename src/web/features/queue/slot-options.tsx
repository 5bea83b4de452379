// The doctor's slots as select options ('Morning (09:00-13:00)'), and the slot running now (IST), the
// natural default at the OPD counter.
import { SLOTS } from '../../../shared/constants';
import { parseTime } from '../../../shared/dates';
import { clinicMinutesNow } from '../../lib/clinic-today';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import type { TFunction } from '../../lib/i18n';
import { wireText } from '../../lib/wire-text';

export interface DoctorSlot {
  slot: string;
  timing: string;
  capacity: number;
}

export function SlotOptions({ slots }: { slots: readonly DoctorSlot[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <option value="">{t('queue.chooseSlot')}</option>
      {slots.map((s) => (
        <option key={s.slot} value={s.slot}>
          {t('queue.slotWithTiming', { slot: slotLabel(t, s.slot), timing: format.timeRange(s.timing) })}
        </option>
      ))}
    </>
  );
}

/** A slot's name in the user's language (wire values stay English). */
export function slotLabel(t: TFunction, slot: string | null): string {
  if (!slot) return t('queue.noSlot');
  return wireText(t, slot, SLOTS, (known) => `queue.slots.${known}`);
}

/** The slot whose timing contains the current IST time, else the first one, else ''. */
export function currentSlot(slots: readonly DoctorSlot[]): string {
  const now = clinicMinutesNow();
  const running = slots.find((s) => {
    const [open, close] = s.timing.split('-').map((part) => parseTime(part));
    return open != null && close != null && now >= open && now <= close;
  });
  return running?.slot ?? slots[0]?.slot ?? '';
}
