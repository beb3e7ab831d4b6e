import { useMemo, useState } from 'react';
import { markStart, useMeasureAfterRender } from '../../lib/perf-marks';
import { Alert, Button, Flex, Input, Spin, Typography } from 'antd';
import { CloudUploadOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useDeleteContractMutation, useListContractsQuery, type Contract } from '../../api/api';
import { DEFAULT_PAGE_SIZE, ROUTES } from '../../lib/constants';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import { ContractsEmptyState } from './ContractsEmptyState';
import { ContractsTable } from './ContractsTable';
import { DeleteContractDialog } from './DeleteContractDialog';
import { filterByName, sortByRenewalDateDesc } from './sort-contracts';
import { useContractDownload } from './use-contract-download';

type Notice = { type: 'success' | 'error'; text: string } | null;

export default function ContractsPage() {
  const navigate = useNavigate();
  const { data, isLoading, error } = useListContractsQuery();
  const [deleteContract, { isLoading: deleting }] = useDeleteContractMutation();
  const download = useContractDownload();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [pendingDelete, setPendingDelete] = useState<Contract | null>(null);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);

  const contracts = useMemo(
    () => sortByRenewalDateDesc((data ?? []).filter((contract) => !removedIds.has(contract.id))),
    [data, removedIds],
  );
  const visible = useMemo(() => filterByName(contracts, search), [contracts, search]);
  useMeasureAfterRender('contracts-search', [visible]);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const target = pendingDelete;
    try {
      await deleteContract({ id: target.id }).unwrap();
      setRemovedIds((ids) => new Set(ids).add(target.id));
      setNotice({ type: 'success', text: CONTRACT_MESSAGES.deleted(target.name) });
    } catch (deleteError) {
      setNotice({ type: 'error', text: serverErrorMessage(deleteError) ?? CONTRACT_MESSAGES.deleteFailed });
    } finally {
      setPendingDelete(null);
    }
  }

  async function onDownload(contract: Contract) {
    try {
      await download(contract.id);
    } catch {
      setNotice({ type: 'error', text: CONTRACT_MESSAGES.downloadFailed });
    }
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          All Contracts
        </Typography.Title>
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => navigate(ROUTES.uploadContracts)}>
          Upload Contracts
        </Button>
      </Flex>
      {notice && (
        <Alert type={notice.type} showIcon closable={{ onClose: () => setNotice(null) }} title={notice.text} />
      )}
      {error && <Alert type="error" showIcon title={serverErrorMessage(error) ?? CONTRACT_MESSAGES.listFailed} />}
      {isLoading ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : !error && contracts.length === 0 ? (
        <ContractsEmptyState />
      ) : (
        <>
          <Input
            aria-label="Search Contracts"
            placeholder="Search Contracts"
            prefix={<SearchOutlined />}
            allowClear
            value={search}
            onChange={(event) => {
              markStart('contracts-search');
              setSearch(event.target.value);
              setPage(1);
            }}
            style={{ maxWidth: 400 }}
          />
          <ContractsTable
            contracts={visible}
            page={page}
            pageSize={pageSize}
            onPageChange={(nextPage, nextSize) => {
              setPage(nextPage);
              setPageSize(nextSize);
            }}
            onDownload={onDownload}
            onDelete={setPendingDelete}
          />
        </>
      )}
      <DeleteContractDialog
        name={pendingDelete?.name ?? null}
        deleting={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </Flex>
  );
}
