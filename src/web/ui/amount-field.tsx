// A read-only amount in rupees on a form (a fee, the app charge, a delivery charge), written as every screen
// writes amounts: '₹20'; blank, saying it is loading, until the amount is known.
import { useTranslation } from '../lib/i18n';
import { TextField } from './form-field';

export function AmountField({
  label,
  amount,
  loading = false,
}: {
  label: string;
  amount: number | undefined;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      readOnly
      value={amount === undefined ? '' : t('appointments.rupees', { amount })}
      placeholder={loading ? t('common.loading') : ''}
      className="amount-field"
    />
  );
}
