// /home's one call before it knows what to draw: the home layout in use (getCurrentPageConfig
// type '1'). Apart from the widgets' calls so the classic home page stays light.
import { api } from '../../lib/api/client';

/** The home layout in use (its configData), or null when none can be read. */
export async function currentHomeLayout(): Promise<string | null> {
  const { data } = await api.POST('/api/component/pageConfig/getCurrentPageConfig', {
    params: { query: { type: '1' } },
  });
  return data?.code === 200 && typeof data.data?.configData === 'string' ? data.data.configData : null;
}
