import { errorMessage } from '@cc/api-client';
import { DateText } from '@cc/business';
import { type CompanyExchangeRate, type ExchangeRateInput, endpoints } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  Badge,
  Form,
  FormActions,
  LoadStatus,
  SubmitButton,
  TableHead,
  TextField,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { loadExchangeRateSchema } from './schema-loaders';
import { StaffPanel } from './staff-panel';

const toForm = (rate: CompanyExchangeRate): ExchangeRateInput => ({ rate: rate.current?.rate ?? null });

/** PUT /company/exchange-rate {rate}: checked by the contract's schema (any digits, 100 to 10000). */
function RateForm({ rate }: { rate: CompanyExchangeRate }) {
  const form = useZodForm(loadExchangeRateSchema, { defaultValues: toForm(rate) });
  const set = useResourceMutation(endpoints.company.setExchangeRate);
  const save = async (body: ExchangeRateInput) => {
    try {
      const { data, message } = await set.mutateAsync({ body });
      if (message) toast.success(message);
      form.reset(toForm(data));
    } catch (error) {
      showSaveFailure(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={save} aria-label={M.exchangeRateTitle}>
      <div className="cc-form__grid">
        <TextField<ExchangeRateInput>
          name="rate"
          label={M.exchangeRate}
          hint={M.exchangeRateHint}
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          required
        />
      </div>
      <FormActions>
        <SubmitButton>{M.saveExchangeRate}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The settings of the rate, newest first: from when, the rate, who set it; the first is the current one. */
function RateHistory({ history }: { history: CompanyExchangeRate['history'] }) {
  if (history.length === 0) return <p className="cc-staff-form__note">{M.noExchangeRate}</p>;
  return (
    <div className="cc-staff-table-scroll">
      <table className="cc-staff-table">
        <caption className="cc-staff-table__caption">{M.rateHistoryCaption}</caption>
        <TableHead columns={[M.rateFrom, M.rate, M.rateSetBy]} />
        <tbody>
          {history.map((entry, i) => (
            <tr key={entry.id}>
              <td>
                <DateText value={entry.setAt} time />
              </td>
              <td>
                <bdi dir="ltr">{entry.rate}</bdi>{' '}
                {i === 0 ? <Badge tone="success">{M.currentRate}</Badge> : null}
              </td>
              <td>{entry.setBy.fullName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The company's default exchange rate (GET /company/exchange-rate, set with PUT): dinars for one dollar,
 * the rate the payment dialog starts from when money is handed in the other currency (each payment may
 * change it), and under it the history of its settings (from when, the rate, who). Company account.
 */
export function ExchangeRateSetting() {
  const rate = useResource(endpoints.company.exchangeRate, undefined);
  const data = rate.data?.data;
  return (
    <StaffPanel title={M.exchangeRateTitle}>
      {data ? (
        <>
          <RateForm rate={data} />
          <RateHistory history={data.history} />
        </>
      ) : (
        <LoadStatus error={rate.error ? errorMessage(rate.error) : null} />
      )}
    </StaffPanel>
  );
}
