// The question box (seed 001 §2): 3 rows; Enter sends, Shift+Enter adds a line, and a key
// pressed while an input method composes never sends; the online-search switch, the pictures to
// recognise, send and stop. A blank question is not sent (§5).

import IconImage from '@douyinfe/semi-icons/lib/es/icons/IconImage';
import IconSend from '@douyinfe/semi-icons/lib/es/icons/IconSend';
import IconStop from '@douyinfe/semi-icons/lib/es/icons/IconStop';
import Button from '@douyinfe/semi-ui/lib/es/button';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import { type KeyboardEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isBlank } from '../answer/answer-text';
import { useAssistant } from '../assistant-context';
import { type UploadedPicture, UploadWidget } from '../recognition/UploadWidget';
import { AssistantText } from '../texts';
import { keyAction } from './input-keys';

export function InputArea() {
  const { engine } = useAssistant();
  const state = useSnapshot(engine.state);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [pictures, setPictures] = useState<UploadedPicture[]>([]);
  const [widgetKey, setWidgetKey] = useState(0);
  const canSend = !state.streaming && (pictures.length > 0 || !isBlank(text));

  const send = () => {
    if (!canSend) return;
    if (pictures.length > 0) {
      void engine.recognise(
        pictures.map((p) => p.key),
        text,
      );
      setPictures([]);
      setUploading(false);
      setWidgetKey(widgetKey + 1);
    } else void engine.ask(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    const action = keyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (action === 'send') {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className="jt-assistant-input">
      <div className="jt-assistant-input__upload" hidden={!uploading}>
        <UploadWidget key={widgetKey} onChange={setPictures} />
      </div>
      <TextArea
        className="jt-assistant-input__box"
        rows={3}
        autosize={false}
        value={text}
        onChange={(value) => setText(value)}
        onKeyDown={onKeyDown}
        placeholder={AssistantText.inputPlaceholder}
        aria-label={AssistantText.inputPlaceholder}
      />
      <div className="jt-assistant-input__bar">
        <Button
          theme={uploading ? 'light' : 'borderless'}
          icon={<IconImage />}
          aria-label={AssistantText.uploadPicture}
          title={AssistantText.uploadPicture}
          aria-pressed={uploading ? 'true' : 'false'}
          onClick={() => setUploading(!uploading)}
        />
        <span className="jt-assistant-input__online">
          <Switch
            size="small"
            checked={state.online}
            onChange={(checked) => {
              engine.state.online = checked;
            }}
            aria-label={AssistantText.online}
          />
          <span aria-hidden="true">{AssistantText.online}</span>
        </span>
        <span className="jt-assistant-input__spacer" />
        {state.streaming ? (
          <Button
            type="danger"
            icon={<IconStop />}
            aria-label={AssistantText.stop}
            onClick={() => engine.stop()}
          >
            {AssistantText.stop}
          </Button>
        ) : null}
        <Button
          type="primary"
          theme="solid"
          icon={<IconSend />}
          aria-label={AssistantText.send}
          disabled={!canSend}
          onClick={send}
        >
          {AssistantText.send}
        </Button>
      </div>
    </div>
  );
}
