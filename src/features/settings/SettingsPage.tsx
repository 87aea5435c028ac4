// /settings: the account's time zone, its reminders (by mail, by push on this browser, how long ahead), after how
// many days a submitted application asks for a follow-up, and this browser's language and theme. Each setting is
// saved as it changes ("Saving…", then "Saved" or why not, beside it); a change made on another device shows at
// once (`updated_settings`).
import { Alert, Flex, InputNumber, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FOLLOW_UP_DAYS, REMINDER_LEAD_MINUTES, type AccountSettings } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ThemeSwitch } from '../../app/ThemeSwitch';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import {
  leadDurationMessage,
  leadHelpMessage,
  leadOptionMessage,
  outOfRangeMessage,
  settingsMessages as messages,
  timeZoneHelpMessage,
} from './messages';
import {
  pushRemindersToggled,
  selectPendingSettings,
  selectSettingOperation,
  selectSettingsState,
  settingChanged,
  settingsNeeded,
  settingsPageOpened,
  type SettingName,
} from './settingsSlice';
import { timeZoneNames } from './timeZones';

/** Common lead times, in minutes; any other number is "Custom". */
const LEAD_PRESETS = [5, 10, 15, 30, 60, 120, 24 * 60] as const;
const CUSTOM = 'custom';

function Section({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) {
  const headingId = `settings-${id}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`settings-section-${id}`} style={{ marginTop: 24 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 'var(--app-font-size-heading4, 20px)' }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={16}>
        {children}
      </Flex>
    </section>
  );
}

/** Where a setting's last change stands: "Saving…", "Saved", or why it was not (kept offline: said so). */
function SaveStatus({ name }: { readonly name: SettingName }) {
  const intl = useIntl();
  const operation = useAppSelector((state) => selectSettingOperation(state, name));
  const testId = `settings-status-${name}`;
  if (operation.status === 'failed' && operation.error !== null) {
    return (
      <Alert
        type={operation.error.code === 'kept_offline' ? 'info' : 'error'}
        role="alert"
        showIcon
        data-testid={`settings-error-${name}`}
        title={intl.formatMessage(operation.error.descriptor, operation.error.values)}
      />
    );
  }
  return (
    <span role="status" data-testid={testId}>
      {operation.status === 'submitting' && <Typography.Text type="secondary">{intl.formatMessage(messages.saving)}</Typography.Text>}
      {operation.status === 'succeeded' && <Typography.Text type="success">{intl.formatMessage(messages.saved)}</Typography.Text>}
    </span>
  );
}

/** A label above its field, the field's help under it, and the save status under both. */
function Field({
  name,
  label,
  labelFor,
  help,
  children,
}: {
  readonly name: SettingName;
  readonly label: string;
  readonly labelFor: string;
  readonly help?: ReactNode;
  readonly children: ReactNode;
}) {
  const helpId = `${labelFor}-help`;
  return (
    <Flex vertical gap={4} data-testid={`settings-field-${name}`}>
      <label htmlFor={labelFor} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {children}
      {help !== undefined && (
        <Typography.Text type="secondary" id={helpId}>
          {help}
        </Typography.Text>
      )}
      <SaveStatus name={name} />
    </Flex>
  );
}

/**
 * A whole number saved when the field is left or Enter is pressed, and only when it is within bounds and
 * differs from the setting; remounted (its `key`) whenever the setting changes, here or on another device.
 */
function NumberSetting({
  id,
  value,
  min,
  max,
  unit,
  describedBy,
  onSave,
  testId,
}: {
  readonly id: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  readonly describedBy: string;
  readonly onSave: (value: number) => void;
  readonly testId: string;
}) {
  const intl = useIntl();
  const [invalid, setInvalid] = useState(false);
  const errorId = `${id}-error`;
  const commit = (text: string) => {
    const trimmed = text.trim();
    const number = Number(trimmed);
    const valid = trimmed !== '' && Number.isInteger(number) && number >= min && number <= max;
    setInvalid(!valid);
    if (valid && number !== value) onSave(number);
  };
  return (
    <Flex vertical gap={4}>
      <InputNumber<number>
        key={value}
        id={id}
        data-testid={testId}
        defaultValue={value}
        min={min}
        max={max}
        step={1}
        precision={0}
        inputMode="numeric"
        suffix={unit}
        style={{ width: '12rem', maxWidth: '100%' }}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${describedBy} ${errorId}` : describedBy}
        onBlur={(event) => {
          commit(event.target.value);
        }}
        onPressEnter={(event) => {
          commit(event.currentTarget.value);
        }}
      />
      {invalid && (
        <Typography.Text type="danger" id={errorId} role="alert">
          {intl.formatMessage(outOfRangeMessage, { min, max })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function hoursAndMinutes(total: number) {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return { hours, minutes, both: hours > 0 && minutes > 0 ? 'yes' : 'no' };
}

function SettingsForm({ settings }: { readonly settings: AccountSettings }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ids = {
    timeZone: useId(),
    email: useId(),
    push: useId(),
    lead: useId(),
    leadPreset: useId(),
    followUp: useId(),
    language: useId(),
  };
  const pushSaving = useAppSelector((state) => selectSettingOperation(state, 'reminder_push')).status === 'submitting';
  const emailSaving = useAppSelector((state) => selectSettingOperation(state, 'reminder_email')).status === 'submitting';
  const timeZoneOptions = useMemo(
    () => timeZoneNames(settings.time_zone).map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [settings.time_zone],
  );
  const lead = settings.reminder_lead_minutes;
  const leadPreset = (LEAD_PRESETS as readonly number[]).includes(lead) ? String(lead) : CUSTOM;
  const change = (update: Partial<AccountSettings>) => dispatch(settingChanged(update));

  return (
    <>
      <Section id="time-zone" title={intl.formatMessage(messages.timeZoneHeading)}>
        <Field
          name="time_zone"
          label={intl.formatMessage(messages.timeZoneLabel)}
          labelFor={ids.timeZone}
          help={intl.formatMessage(timeZoneHelpMessage, { zone: settings.time_zone })}
        >
          <Select
            id={ids.timeZone}
            data-testid="settings-time-zone"
            showSearch={{ optionFilterProp: 'label' }}
            value={settings.time_zone}
            options={timeZoneOptions}
            aria-describedby={`${ids.timeZone}-help`}
            style={{ width: '24rem', maxWidth: '100%' }}
            onChange={(zone: string) => change({ time_zone: zone })}
          />
        </Field>
      </Section>

      <Section id="reminders" title={intl.formatMessage(messages.remindersHeading)}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{intl.formatMessage(messages.remindersIntro)}</Typography.Paragraph>
        <Field name="reminder_email" label={intl.formatMessage(messages.reminderEmail)} labelFor={ids.email}>
          <Switch
            id={ids.email}
            data-testid="settings-reminder-email"
            checked={settings.reminder_email}
            loading={emailSaving}
            onChange={(on) => change({ reminder_email: on })}
            style={{ alignSelf: 'flex-start' }}
          />
        </Field>
        <Field
          name="reminder_push"
          label={intl.formatMessage(messages.reminderPush)}
          labelFor={ids.push}
          help={intl.formatMessage(messages.reminderPushHelp)}
        >
          <Switch
            id={ids.push}
            data-testid="settings-reminder-push"
            checked={settings.reminder_push}
            loading={pushSaving}
            aria-describedby={`${ids.push}-help`}
            onChange={(on) => dispatch(pushRemindersToggled({ on }))}
            style={{ alignSelf: 'flex-start' }}
          />
        </Field>
        <Field
          name="reminder_lead_minutes"
          label={intl.formatMessage(messages.leadLabel)}
          labelFor={ids.lead}
          help={intl.formatMessage(leadHelpMessage, {
            duration: lead >= 60 ? intl.formatMessage(leadDurationMessage, hoursAndMinutes(lead)) : '',
          })}
        >
          <Flex wrap gap={8} align="center">
            <NumberSetting
              id={ids.lead}
              testId="settings-lead-minutes"
              value={lead}
              min={REMINDER_LEAD_MINUTES.min}
              max={REMINDER_LEAD_MINUTES.max}
              unit={intl.formatMessage(messages.minutes)}
              describedBy={`${ids.lead}-help`}
              onSave={(minutes) => change({ reminder_lead_minutes: minutes })}
            />
            <Select
              data-testid="settings-lead-preset"
              aria-label={intl.formatMessage(messages.leadPreset)}
              value={leadPreset}
              style={{ width: '12rem', maxWidth: '100%' }}
              options={[
                ...LEAD_PRESETS.map((minutes) => ({
                  value: String(minutes),
                  label: intl.formatMessage(leadOptionMessage, hoursAndMinutes(minutes)),
                })),
                { value: CUSTOM, label: intl.formatMessage(messages.leadCustom), disabled: true },
              ]}
              onChange={(value: string) => {
                if (value !== CUSTOM) change({ reminder_lead_minutes: Number(value) });
              }}
            />
          </Flex>
        </Field>
      </Section>

      <Section id="follow-up" title={intl.formatMessage(messages.followUpHeading)}>
        <Field
          name="follow_up_days"
          label={intl.formatMessage(messages.followUpLabel)}
          labelFor={ids.followUp}
          help={
            <>
              {intl.formatMessage(messages.followUpHelp)}
              {settings.follow_up_days === 0 && (
                <>
                  {' '}
                  <strong data-testid="settings-follow-up-off">{intl.formatMessage(messages.followUpOff)}</strong>
                </>
              )}
            </>
          }
        >
          <NumberSetting
            id={ids.followUp}
            testId="settings-follow-up-days"
            value={settings.follow_up_days}
            min={FOLLOW_UP_DAYS.min}
            max={FOLLOW_UP_DAYS.max}
            unit={intl.formatMessage(messages.days)}
            describedBy={`${ids.followUp}-help`}
            onSave={(days) => change({ follow_up_days: days })}
          />
        </Field>
      </Section>

      <Section id="appearance" title={intl.formatMessage(messages.appearanceHeading)}>
        <Flex vertical gap={4}>
          <span id={ids.language}>{intl.formatMessage(messages.languageLabel)}</span>
          <LanguageSwitch labelledBy={ids.language} />
        </Flex>
        <ThemeSwitch />
      </Section>
    </>
  );
}

export function SettingsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSettingsState);
  const pending = useAppSelector(selectPendingSettings);

  useEffect(() => {
    dispatch(settingsPageOpened());
  }, [dispatch]);

  const retry = () => dispatch(settingsNeeded());
  return (
    <div data-testid="settings-page" style={{ maxWidth: '48rem' }}>
      <PageTitle message={messages.title} />
      {state.error !== null && (
        <RequestErrorAlert error={state.error} onRetry={retry} retrying={state.status === 'loading'} testId="settings-load-error" />
      )}
      {state.data === null ? (
        state.error === null && (
          <div role="status" aria-label={intl.formatMessage(messages.loading)} data-testid="settings-loading">
            <Skeleton active />
          </div>
        )
      ) : (
        <SettingsForm settings={{ ...state.data, ...pending }} />
      )}
    </div>
  );
}
