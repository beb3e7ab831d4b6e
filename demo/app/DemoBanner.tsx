import { Button, Flex, Popover, Tag, Typography } from 'antd';
import { resetDemoState } from '../backend/persistence';
import { DEMO_ACCOUNT } from '../backend/start-demo-backend';
import { DEMO_KEYWORDS } from '../../mocks/handlers/search';

const HOW_TO = (
  <Typography.Paragraph style={{ maxWidth: 340, margin: 0 }}>
    Sign in as <code>{DEMO_ACCOUNT.email}</code> / <code>{DEMO_ACCOUNT.password}</code>, or sign up (a new account
    starts with 25 contracts). Connecting Google shows a stand-in consent page. Search keywords{' '}
    <code>{DEMO_KEYWORDS.fail}</code>, <code>{DEMO_KEYWORDS.nothing}</code> and <code>{DEMO_KEYWORDS.slow}</code> show a
    failed search, no contracts found, and status checks that time out.
  </Typography.Paragraph>
);

/**
 * Says this is the offline demo and offers to start it over. Small and centred over the header, where it covers
 * nothing the app needs.
 */
export default function DemoBanner() {
  return (
    <Flex
      role="status"
      align="center"
      gap={8}
      style={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 2000,
        background: '#fffbe6',
        border: '1px solid #ffe58f',
        borderRadius: 6,
        padding: '4px 8px',
      }}
    >
      <Tag color="gold">Demo</Tag>
      <Typography.Text>everything runs in this browser</Typography.Text>
      <Popover content={HOW_TO} title="Using the demo">
        <Button size="small" type="link">
          How to
        </Button>
      </Popover>
      <Button
        size="small"
        onClick={() => {
          resetDemoState();
          location.hash = '';
          location.reload();
        }}
      >
        Reset demo
      </Button>
    </Flex>
  );
}
