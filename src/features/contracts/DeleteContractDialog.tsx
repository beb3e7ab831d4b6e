import { Button, Modal, Typography } from 'antd';

interface Props {
  name: string | null;
  deleting: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Confirmation before a delete; both buttons are disabled while it runs. */
export function DeleteContractDialog({ name, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal
      open={name !== null}
      title="Delete Contract"
      destroyOnHidden
      onCancel={deleting ? undefined : onCancel}
      closable={!deleting}
      mask={{ closable: !deleting }}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>,
        <Button key="delete" danger type="primary" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Are you sure you want to delete the contract &quot;{name}&quot;? This cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
