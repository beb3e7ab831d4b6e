import { Typography } from 'antd';
import { PRODUCT_NAME } from '../../lib/constants';

// The wizard's steps arrive with the Google connection and search issues.
export default function UploadContractsPage() {
  return <Typography.Title level={3}>{PRODUCT_NAME} Search &amp; Upload</Typography.Title>;
}
