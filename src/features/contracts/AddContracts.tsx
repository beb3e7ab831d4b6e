import { useState } from 'react';
import { Button, Flex, Modal, Progress, Typography, Upload, type UploadFile } from 'antd';
import { InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { api, type UploadContractsApiResponse } from '../../api/api';
import { contractPath, UPLOAD_ACCEPT } from '../../lib/constants';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectToken } from '../auth';

type Answer = UploadContractsApiResponse & { message?: string };

/** What became of one file: stored, already there, or why it could not be read. */
function FileResult({ file }: { file: UploadFile<Answer> }) {
  const answer = file.response;
  if (file.status === 'uploading') return <Progress percent={Math.round(file.percent ?? 0)} size="small" />;
  if (file.status === 'error') {
    const reason = answer?.failed?.[0]?.reason ?? answer?.message ?? CONTRACT_MESSAGES.uploadFailed;
    return <Typography.Text type="danger">{reason}</Typography.Text>;
  }
  const stored = answer?.contracts?.[0];
  const duplicate = answer?.duplicates?.[0];
  if (stored)
    return (
      <Typography.Text type="success">
        Stored, needs review: <Link to={contractPath(stored.id)}>open it</Link>
      </Typography.Text>
    );
  if (duplicate)
    return (
      <Typography.Text>
        Already stored: <Link to={contractPath(duplicate.contractId)}>open it</Link>
      </Typography.Text>
    );
  return <Typography.Text type="secondary">Waiting…</Typography.Text>;
}

/**
 * Add contracts from the desk: PDF, Word or text files dropped or chosen, each uploaded on its own (so each shows
 * its own progress and result), analysed by the server and stored as needing review.
 */
export function AddContracts() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile<Answer>[]>([]);

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Add contracts
      </Button>
      <Modal
        title="Add contracts"
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        destroyOnHidden={false}
      >
        <Flex vertical gap={16}>
          <Upload.Dragger<Answer>
            name="files"
            multiple
            accept={UPLOAD_ACCEPT}
            action={`${globalThis.location?.origin ?? ''}/api/contracts/upload`}
            headers={{ Authorization: `Bearer ${token ?? ''}` }}
            showUploadList={false}
            fileList={files}
            onChange={({ file, fileList }) => {
              setFiles(fileList);
              // The list, the calendar and the dashboard show what was stored.
              if (file.status === 'done')
                dispatch(
                  api.util.invalidateTags([
                    { type: 'Contract', id: 'LIST' },
                    { type: 'DashboardStats', id: 'CURRENT' },
                  ]),
                );
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Drop contracts here, or click to choose files</p>
            <p className="ant-upload-hint">PDF, Word (.docx) or text, up to 20 MB each</p>
          </Upload.Dragger>
          {files.length > 0 && (
            <ul aria-label="Uploaded files" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {files.map((file) => (
                <li
                  key={file.uid}
                  data-testid="upload-file"
                  style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}
                >
                  <Typography.Text strong>{file.name}</Typography.Text>
                  <div>
                    <FileResult file={file} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Flex>
      </Modal>
    </>
  );
}
