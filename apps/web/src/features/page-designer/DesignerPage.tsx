// The page designers (issue 15; 系统配置 › 自定义登录页, seed 000 §2–§3): an administrator picks a
// stored layout of the page, moves, resizes and edits its components on the scaled 1920×1080
// canvas, saves it (the gateway's refusal shown in its words) and puts it in use — the page then
// shows it (getCurrentPageConfig reads the same state).
import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Select from '@douyinfe/semi-ui/lib/es/select';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { pageComponentTypeValues } from '@jt/api-contract';
import { useCallback, useEffect, useState } from 'react';
import { showMessage } from '../../lib/messages/popup-message';
import { PermissionButton } from '../../lib/permissions/PermissionButton';
import { credentials } from '../../lib/session/credentials';
import { loadSessionContext, sessionLoad } from '../../lib/session/session-context';
import { type PageComponent, type PageComponentType, parseConfigData } from '../auth/login/page-config';
import { DesignerCanvas } from './DesignerCanvas';
import { listPageConfigs, type PageConfigEntry, putPageConfigInUse, savePageConfig } from './designer-calls';
import {
  addableTypes,
  componentLabel,
  componentTypesFor,
  DESIGNER_BUTTONS,
  newComponent,
  type PageType,
  resizeTo,
  saveBody,
} from './designer-rules';
import { DESIGNER_TEXTS as TEXT } from './designer-texts';
import './designer.css';
import '../shell/pages.css';

type NumberField = 'x' | 'y' | 'w' | 'h' | 'z' | 'fontSize';
type TextField = 'textContent' | 'fontColor' | 'placeholder' | 'checkMessage' | 'imageName';
const NUMBER_FIELDS: readonly NumberField[] = ['x', 'y', 'w', 'h', 'z', 'fontSize'];
const TEXT_FIELDS: readonly TextField[] = [
  'textContent',
  'fontColor',
  'placeholder',
  'checkMessage',
  'imageName',
];

export function DesignerPage({ type, previewPath }: { type: PageType; previewPath: string }) {
  const [configs, setConfigs] = useState<PageConfigEntry[]>([]);
  const [configId, setConfigId] = useState<string | null>(null);
  const [components, setComponents] = useState<PageComponent[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // /customLogin is a sign-in-like page: the route guard loads no session there, and with it
  // would come the button codes 保存 and 设为当前 are shown by (seed 000 §6). Loaded once here.
  useEffect(() => {
    if (credentials.token() !== null && !sessionLoad.attempted) void loadSessionContext();
  }, []);

  const open = useCallback((entry: PageConfigEntry) => {
    setConfigId(entry.id);
    setComponents(parseConfigData(entry.configData));
    setSelected(null);
    setDirty(false);
  }, []);

  const reload = useCallback(
    async (keep: string | null) => {
      try {
        const list = await listPageConfigs(type);
        setConfigs(list);
        // 首页管理's 设计 opens one layout (?id=); otherwise the one in use.
        const asked = keep ?? new URLSearchParams(window.location.search).get('id');
        const chosen =
          list.find((entry) => entry.id === asked) ?? list.find((entry) => entry.inUse) ?? list[0];
        if (chosen) open(chosen);
        setFailure(null);
      } catch (error) {
        setFailure((error as Error).message);
      }
    },
    [type, open],
  );
  useEffect(() => {
    void reload(null);
  }, [reload]);

  // Leaving the window with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const config = configs.find((entry) => entry.id === configId) ?? null;
  const current = selected === null ? null : (components[selected] ?? null);
  const change = (index: number, patch: Partial<PageComponent>) => {
    setComponents((all) =>
      all.map((component, at) => (at === index ? { ...component, ...patch } : component)),
    );
    setDirty(true);
  };

  const pick = (id: string) => {
    const entry = configs.find((candidate) => candidate.id === id);
    if (!entry) return;
    if (!dirty) return open(entry);
    Modal.confirm({ title: TEXT.unsaved, onOk: () => open(entry) });
  };

  const save = async () => {
    if (!config) return;
    setBusy(true);
    try {
      await savePageConfig(saveBody(config, components));
      showMessage(TEXT.saved, { type: 'success' });
      setDirty(false);
      await reload(config.id);
    } catch (error) {
      showMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const use = async () => {
    if (!config) return;
    setBusy(true);
    try {
      await putPageConfigInUse(config.id);
      showMessage(TEXT.used, { type: 'success' });
      setConfigs((all) => all.map((entry) => ({ ...entry, inUse: entry.id === config.id })));
    } catch (error) {
      showMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const addable = addableTypes(
    componentTypesFor(type, pageComponentTypeValues as readonly PageComponentType[]),
    components,
  );

  return (
    <div className="jt-page jt-designer">
      <div className="jt-designer__bar">
        <span>{TEXT.layout}</span>
        <Select
          className="jt-designer__pick"
          value={configId ?? undefined}
          optionList={configs.map((entry) => ({ value: entry.id, label: entry.name ?? entry.id }))}
          onChange={(value) => pick(String(value))}
        />
        {config?.inUse ? <Tag color="green">{TEXT.inUse}</Tag> : null}
        <Select
          placeholder={TEXT.add}
          className="jt-designer__add"
          value={undefined}
          optionList={addable.map((value) => ({ value, label: componentLabel(value) }))}
          disabled={addable.length === 0}
          onChange={(value) => {
            const added = newComponent(value as PageComponentType, components);
            setComponents((all) => [...all, added]);
            setSelected(components.length);
            setDirty(true);
          }}
        />
        <PermissionButton
          permission={DESIGNER_BUTTONS[type].save}
          theme="solid"
          loading={busy}
          disabled={!config}
          onClick={() => void save()}
        >
          {TEXT.save}
        </PermissionButton>
        <PermissionButton
          permission={DESIGNER_BUTTONS[type].use}
          disabled={!config || dirty || config.inUse}
          onClick={() => void use()}
        >
          {TEXT.use}
        </PermissionButton>
        <Button
          disabled={!config}
          onClick={() =>
            config && window.open(`${previewPath}?id=${encodeURIComponent(config.id)}`, '_blank')
          }
        >
          {TEXT.preview}
        </Button>
      </div>
      {failure ? <div className="jt-designer__failure">{failure}</div> : null}
      <div className="jt-designer__body">
        <DesignerCanvas
          components={components}
          selected={selected}
          onSelect={setSelected}
          onChange={(index, box) => change(index, box)}
        />
        <aside className="jt-designer__panel">
          {current && selected !== null ? (
            <Form labelPosition="left" labelWidth={72} key={`${configId}-${selected}`}>
              <Form.Slot label="组件">
                <Tag>{componentLabel(current.component)}</Tag>
              </Form.Slot>
              {NUMBER_FIELDS.map((field) => (
                <Form.Slot key={field} label={TEXT.fields[field]}>
                  <InputNumber
                    aria-label={TEXT.fields[field]}
                    value={current[field] ?? undefined}
                    onNumberChange={(value) => {
                      if (!Number.isFinite(value)) return;
                      if (field === 'z' || field === 'fontSize')
                        return change(selected, { [field]: value } as Partial<PageComponent>);
                      change(
                        selected,
                        resizeTo({ x: current.x, y: current.y, w: current.w, h: current.h, [field]: value }),
                      );
                    }}
                  />
                </Form.Slot>
              ))}
              {TEXT_FIELDS.map((field) => (
                <Form.Slot key={field} label={TEXT.fields[field]}>
                  <Input
                    aria-label={TEXT.fields[field]}
                    value={current[field] ?? ''}
                    onChange={(value) =>
                      change(selected, { [field]: value === '' ? null : value } as Partial<PageComponent>)
                    }
                  />
                </Form.Slot>
              ))}
              {/* The gateway decides what a sign-in page cannot lose (登录页必须包含登录按钮). */}
              <Button
                type="danger"
                onClick={() => {
                  setComponents((all) => all.filter((_, at) => at !== selected));
                  setSelected(null);
                  setDirty(true);
                }}
              >
                {TEXT.remove}
              </Button>
            </Form>
          ) : (
            <p className="jt-designer__hint">{TEXT.pickHint}</p>
          )}
        </aside>
      </div>
    </div>
  );
}
