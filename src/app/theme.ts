import type { ThemeConfig } from 'antd';
import { THEME_COLORS } from '../lib/constants';

/** Spec section 9: primary blue, secondary pink-red, light grey background, Roboto. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLORS.primary,
    colorLink: THEME_COLORS.primary,
    colorError: THEME_COLORS.secondary,
    colorBgLayout: THEME_COLORS.background,
    fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
    borderRadius: 4,
  },
};
