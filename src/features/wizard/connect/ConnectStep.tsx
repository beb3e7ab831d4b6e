import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Radio, Typography, Upload } from 'antd';
import { GoogleOutlined, UploadOutlined } from '@ant-design/icons';
import { CONNECTION_MESSAGES } from '../../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { errorShown, messagesCleared } from '../wizard-slice';
import { methodChosen, oauthPollingStarted, selectConnectionState, type ConnectionMethod } from './connection-slice';
import { disconnect, requestAuthUrl, uploadCredentials } from './connection-thunks';
import { popupWindow } from './popup-window';
import { useConnectionChecks } from './use-connection-checks';

/** Step 0: connect a personal Google account (popup) or a Workspace (service-account key). */
export function ConnectStep() {
  const dispatch = useAppDispatch();
  const { method } = useAppSelector(selectConnectionState);
  const { connected, email, fetchingEmail } = useConnectionChecks();
  const [busy, setBusy] = useState(false);
  const [workspaceEmail, setWorkspaceEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);

  async function connectWithGoogle() {
    setBusy(true);
    const authUrl = (await dispatch(requestAuthUrl())).payload as string | null;
    setBusy(false);
    if (!authUrl) return;
    if (!popupWindow.open(authUrl)) {
      dispatch(errorShown(CONNECTION_MESSAGES.popupBlocked));
      return;
    }
    // The popup is open: check the authorisation every 2 s for up to 120 s.
    dispatch(oauthPollingStarted(Date.now()));
  }

  async function upload() {
    if (!file) {
      dispatch(errorShown(CONNECTION_MESSAGES.notJsonFile));
      return;
    }
    setBusy(true);
    await dispatch(uploadCredentials({ file, workspaceEmail }));
    setBusy(false);
  }

  if (connected) {
    return (
      <Alert
        type="success"
        showIcon
        title="Google account connected"
        description={
          <Flex vertical gap={8} align="start">
            <Typography.Text data-testid="connected-email">
              {email ?? (fetchingEmail ? CONNECTION_MESSAGES.fetchingEmail : CONNECTION_MESSAGES.emailUnavailable)}
            </Typography.Text>
            <Button
              danger
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await dispatch(disconnect());
                setBusy(false);
              }}
            >
              Disconnect
            </Button>
          </Flex>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Radio.Group
        value={method}
        onChange={(event) => {
          dispatch(methodChosen(event.target.value as ConnectionMethod));
          dispatch(messagesCleared());
        }}
      >
        <Flex vertical gap={8}>
          <Radio value="oauth">Personal Google account (you will be redirected to Google to sign in)</Radio>
          <Radio value="service_account">
            Google Workspace with a service account (domain-wide delegation is needed)
          </Radio>
        </Flex>
      </Radio.Group>
      {method === 'oauth' ? (
        <Card size="small">
          <Button type="primary" icon={<GoogleOutlined />} loading={busy} disabled={busy} onClick={connectWithGoogle}>
            Connect with Google
          </Button>
        </Card>
      ) : (
        <Card size="small">
          <Form layout="vertical" onFinish={upload} disabled={busy}>
            <Form.Item label="Google Workspace Email" htmlFor="workspace-email" required>
              <Input
                id="workspace-email"
                // Not type="email": the browser's own check would block the spec's message.
                inputMode="email"
                autoComplete="email"
                value={workspaceEmail}
                onChange={(event) => setWorkspaceEmail(event.target.value)}
                placeholder="admin@your-company.com"
              />
            </Form.Item>
            <Form.Item label="Service account key (.json)" htmlFor="credentials-file" required>
              <Upload
                id="credentials-file"
                accept=".json,application/json"
                maxCount={1}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  return false;
                }}
                onRemove={() => setFile(null)}
              >
                <Button icon={<UploadOutlined />}>Choose credentials file</Button>
              </Upload>
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              Upload Credentials
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
