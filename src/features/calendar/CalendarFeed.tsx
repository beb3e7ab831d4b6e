import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Popconfirm, Space, Typography } from 'antd';
import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useGetCalendarFeedQuery, useRotateCalendarFeedMutation } from '../../api/api';

/** The address of the user's calendar feed, to subscribe to in another calendar, with Copy and Rotate. */
export function CalendarFeed() {
  const { data } = useGetCalendarFeedQuery();
  const [rotate, rotating] = useRotateCalendarFeedMutation();
  const [notice, setNotice] = useState<string | null>(null);

  const copy = async () => {
    if (!data) return;
    try {
      await navigator.clipboard.writeText(data.url);
      setNotice('Feed address copied.');
    } catch {
      setNotice('Copying is not allowed here: select the address and copy it yourself.');
    }
  };

  return (
    <Card title="Calendar feed">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Subscribe to this address in Google Calendar, Outlook or Apple Calendar to see every renewal and cancel-by
          date beside the rest of your day. Anyone with the address can read your dates: keep it private, and replace it
          if it was shared by mistake. Reminders come by e-mail (Settings), not from the feed.
        </Typography.Text>
        <Input readOnly value={data?.url ?? ''} aria-label="Calendar feed address" data-testid="feed-url" />
        <Space wrap>
          <Button icon={<CopyOutlined />} onClick={copy} disabled={!data}>
            Copy
          </Button>
          <Popconfirm
            title="Replace the feed address?"
            description="Calendars subscribed to the old address stop updating."
            okText="Replace"
            onConfirm={async () => {
              await rotate().unwrap();
              setNotice('The feed has a new address; the old one no longer works.');
            }}
          >
            <Button icon={<ReloadOutlined />} loading={rotating.isLoading}>
              Rotate
            </Button>
          </Popconfirm>
        </Space>
        {notice && <Alert type="success" showIcon title={notice} closable={{ onClose: () => setNotice(null) }} />}
      </Flex>
    </Card>
  );
}
