import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { REFRESH_WHILE_OPEN, useGetReminderOutboxQuery, useGetReminderSettingsQuery } from '../../api/api';
import { serverErrorMessage } from '../../lib/server-error';
import { ReminderOutbox } from './ReminderOutbox';
import { ReminderSettingsForm } from './ReminderSettingsForm';

/** Settings: when and to whom reminders go, and what has been sent. */
export default function SettingsPage() {
  const settings = useGetReminderSettingsQuery();
  const outbox = useGetReminderOutboxQuery(undefined, REFRESH_WHILE_OPEN);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Settings
      </Typography.Title>
      <Card title="Reminders">
        <Typography.Paragraph>
          A digest e-mail lists every cancel-by and renewal date that a lead time has reached, once a day at the hour
          you choose, until the date has passed or the contract is marked handled for its term.
        </Typography.Paragraph>
        {outbox.data && !outbox.data.emailConfigured && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="E-mail is not configured on this server, so reminders wait in the outbox below. Ask whoever runs Renewal Tracker to set SMTP_URL."
            data-testid="email-not-configured"
          />
        )}
        {settings.data ? (
          <ReminderSettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <Alert
            type="error"
            showIcon
            title={serverErrorMessage(settings.error) ?? 'The settings could not be loaded.'}
          />
        ) : (
          <Spin />
        )}
      </Card>
      <Card title="Outbox">{outbox.data && <ReminderOutbox digests={outbox.data.digests} />}</Card>
    </Flex>
  );
}
