import { Button, Card, Flex, Typography } from 'antd';
import { CloudUploadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../lib/constants';
import { CONTRACT_MESSAGES } from '../../lib/messages';

export function ContractsEmptyState() {
  const navigate = useNavigate();
  return (
    <Card>
      <Flex vertical align="center" gap={8} style={{ padding: 32, textAlign: 'center' }}>
        <FileSearchOutlined style={{ fontSize: 48, color: 'var(--ant-color-text-tertiary)' }} />
        <Typography.Title level={4}>{CONTRACT_MESSAGES.emptyHeading}</Typography.Title>
        <Typography.Paragraph type="secondary">{CONTRACT_MESSAGES.emptyText}</Typography.Paragraph>
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => navigate(ROUTES.uploadContracts)}>
          Upload Contracts
        </Button>
      </Flex>
    </Card>
  );
}
