import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Steps, Typography } from 'antd';
import { PRODUCT_NAME, WIZARD_STEP_COUNT } from '../../lib/constants';
import { CONNECTION_MESSAGES } from '../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectConnection } from '../connection/connection-slice';
import { ConnectStep } from '../connection/ConnectStep';
import { useConnectionEffects } from '../connection/use-connection-effects';
import { errorShown, justConnectedSet, messagesCleared, selectWizard, stepChanged } from '../wizard/wizard-slice';

const STEP_TITLES = ['Connect', 'Search Criteria', 'Searching', 'Select Contracts', 'Review'];
const LAST_STEP = WIZARD_STEP_COUNT - 1;

/** The search-and-upload wizard (spec section 2). Steps 1 to 4 arrive with the search issue. */
export default function UploadContractsPage() {
  const dispatch = useAppDispatch();
  const { step, successMessage, errorMessage, justConnected } = useAppSelector(selectWizard);
  const { connected } = useAppSelector(selectConnection);
  // Listens for the popup and the redirect return on every step; polls the status while on step 0.
  useConnectionEffects(step === 0);

  // A newly connected account moves the wizard on from step 0, once.
  useEffect(() => {
    if (justConnected && step === 0) {
      dispatch(justConnectedSet(false));
      dispatch(stepChanged(1));
    }
  }, [justConnected, step, dispatch]);

  function next() {
    if (step === 0 && !connected) {
      dispatch(errorShown(CONNECTION_MESSAGES.notConnected));
      return;
    }
    dispatch(stepChanged(step + 1));
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3}>{PRODUCT_NAME} Search &amp; Upload</Typography.Title>
      <Steps current={step} items={STEP_TITLES.map((title) => ({ title }))} responsive />
      {successMessage && (
        <Alert
          type="success"
          showIcon
          title={successMessage}
          closable={{ onClose: () => dispatch(messagesCleared()) }}
        />
      )}
      {errorMessage && (
        <Alert type="error" showIcon title={errorMessage} closable={{ onClose: () => dispatch(messagesCleared()) }} />
      )}
      <Card>
        {step === 0 ? (
          <ConnectStep />
        ) : (
          <Typography.Paragraph type="secondary">
            Searching Gmail and Drive is not available yet in this version.
          </Typography.Paragraph>
        )}
      </Card>
      <Flex justify="space-between">
        <div>{step !== 0 && step !== 2 && <Button onClick={() => dispatch(stepChanged(step - 1))}>Back</Button>}</div>
        <Button type="primary" onClick={next} disabled={step === 0 ? !connected : true}>
          {step === LAST_STEP ? 'Upload to Database' : 'Next'}
        </Button>
      </Flex>
    </Flex>
  );
}
