import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Select, Space, Switch } from 'antd';
import { MailOutlined, SaveOutlined } from '@ant-design/icons';
import { usePutReminderSettingsMutation, useSendTestReminderMutation, type ReminderSettings } from '../../api/api';
import { serverErrorMessage } from '../../lib/server-error';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: `${String(hour).padStart(2, '0')}:00` }));
const LEAD_SUGGESTIONS = [90, 60, 30, 14, 7, 3, 1, 0].map((days) => ({ value: String(days), label: String(days) }));
const timeZones = () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));

/** The form's values: lead times as the tags the select holds (text). */
type FormValues = Omit<ReminderSettings, 'leadDays'> & { leadDays: string[] };

interface Notice {
  type: 'success' | 'error';
  text: string;
}

/** The reminder settings, saved as a whole; the server checks them and says which field is wrong. */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const [form] = Form.useForm<FormValues>();
  const [save, saving] = usePutReminderSettingsMutation();
  const [sendTest, testing] = useSendTestReminderMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (values: FormValues) => {
    setNotice(null);
    const leadDays = values.leadDays.map((days) => days.trim());
    if (leadDays.some((days) => !/^\d+$/.test(days))) {
      setNotice({ type: 'error', text: 'leadDays: lead times are whole numbers of days, such as 30.' });
      return;
    }
    try {
      await save({ reminderSettings: { ...values, leadDays: leadDays.map(Number) } }).unwrap();
      setNotice({ type: 'success', text: 'Reminder settings saved.' });
    } catch (error) {
      setNotice({ type: 'error', text: serverErrorMessage(error) ?? 'The settings could not be saved.' });
    }
  };

  const test = async () => {
    setNotice(null);
    try {
      const { message } = await sendTest().unwrap();
      setNotice({ type: 'success', text: message });
    } catch (error) {
      setNotice({ type: 'error', text: serverErrorMessage(error) ?? 'The test message could not be sent.' });
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ ...settings, leadDays: settings.leadDays.map(String) }}
      onFinish={submit}
      style={{ maxWidth: 640 }}
    >
      <Form.Item name="enabled" label="E-mail reminders" valuePropName="checked">
        <Switch checkedChildren="On" unCheckedChildren="Off" />
      </Form.Item>
      <Form.Item
        name="leadDays"
        label="Remind this many days before each date"
        extra="Up to ten lead times, from 0 (on the day) to 365."
      >
        <Select mode="tags" options={LEAD_SUGGESTIONS} tokenSeparators={[',', ' ']} aria-label="Lead times in days" />
      </Form.Item>
      <Form.Item label="Remind about">
        <Space wrap>
          <Form.Item name="cancelBy" valuePropName="checked" noStyle>
            <Checkbox>Cancel-by dates (the last day to give notice)</Checkbox>
          </Form.Item>
          <Form.Item name="renewal" valuePropName="checked" noStyle>
            <Checkbox>Renewal dates</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="recipients" label="Send to" extra="E-mail addresses; one digest a day each.">
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ', ';']} aria-label="Recipients" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="timeZone" label="Time zone" style={{ minWidth: 260 }}>
          <Select showSearch options={timeZones()} aria-label="Time zone" />
        </Form.Item>
        <Form.Item name="sendHour" label="Send at" style={{ minWidth: 120 }}>
          <Select options={HOURS} aria-label="Send at" />
        </Form.Item>
      </Flex>
      {notice && (
        <Form.Item>
          <Alert type={notice.type} showIcon title={notice.text} data-testid="settings-notice" />
        </Form.Item>
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving.isLoading}>
          Save
        </Button>
        <Button icon={<MailOutlined />} onClick={test} loading={testing.isLoading}>
          Send test message
        </Button>
      </Space>
    </Form>
  );
}
