import type { ReactNode } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from './theme';

interface Props {
  store: AppStore;
  children: ReactNode;
  /** Tests turn animations off: jsdom never finishes them. */
  motion?: boolean;
}

/**
 * A button's spinner comes and goes at once. antd's own spinner grows and shrinks in a motion that waits for a
 * transitionend; when a request ended before that motion had run (the wizard's Next button on a fast answer), the
 * event never came and the button stayed "loading Next", spinning, on the next step.
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> };

/** Store and theme: everything a screen needs around it. (antd's App context is not used: it would add its
 * message, notification and modal code to the sign-in page.) */
export function AppProviders({ store, children, motion = true }: Props) {
  return (
    <Provider store={store}>
      <ConfigProvider button={BUTTON} theme={motion ? theme : { ...theme, token: { ...theme.token, motion: false } }}>
        {children}
      </ConfigProvider>
    </Provider>
  );
}
