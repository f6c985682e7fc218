import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-state/app-state';
import { mountWatermark } from './watermark';
import { parseWatermarkConfig } from './watermark-options';

/** The configured watermark over the whole shell (water_mark_config, read by loadSessionContext). */
export function Watermark() {
  const { watermarkConfig } = useSnapshot(appState);
  const options = useMemo(() => parseWatermarkConfig(watermarkConfig), [watermarkConfig]);
  useEffect(() => (options ? mountWatermark(options) : undefined), [options]);
  return null;
}
