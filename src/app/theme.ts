import type { ThemeConfig } from 'antd';
import { THEME_COLORS } from '../lib/constants';

/**
 * Spec section 9: primary blue, secondary pink-red, light grey background, Roboto. Quieter text (descriptions,
 * statistic titles) and the selected menu entry are darker than antd's defaults, which fall below WCAG AA contrast
 * (4.5:1) on white and on the selected entry's light blue.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLORS.primary,
    // A shade darker than the primary blue: links also sit on the light grey background, where #1976d2 falls short of 4.5:1.
    colorLink: '#1565c0',
    colorError: THEME_COLORS.secondary,
    colorBgLayout: THEME_COLORS.background,
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
    borderRadius: 4,
  },
  components: {
    Menu: { itemSelectedColor: '#0d47a1' },
  },
};
